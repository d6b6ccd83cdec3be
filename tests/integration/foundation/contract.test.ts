/**
 * The API contract on the built fixture site: /openapi.json is a valid
 * OpenAPI 3.1 document, and every API file the build produced validates
 * against the response schema of its path.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { listFiles } from '../../../src/build/list-files.ts';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { readJson } from '../../support/read-json.ts';
import { FIXTURE_SITE_URL, fixtureSite } from '../../support/fixture-site.ts';
import { PLATFORM_SLUGS, TOOL_SLUGS } from '../../../src/schemas/common.ts';
import { eventPrice, planPrice } from '../../../src/model/price.ts';

const site = fixtureSite();
const doc = readJson(site, 'openapi.json');

const walk = (dir: string): string[] => listFiles(dir).map((rel) => join(dir, rel));

test('/openapi.json is a valid OpenAPI 3.1.0 document', async () => {
  const validator = new Validator();
  const res = await validator.validate(structuredClone(doc));
  assert.equal(res.valid, true, JSON.stringify(res.errors, null, 2));
  assert.equal(doc.openapi, '3.1.0');
  assert.equal(doc.info.version, '1.0.0');
  assert.match(doc.info['x-generated-at'], /^2026-06-15T00:00:00Z$/);
});

test('it describes every endpoint of the spec, the path enums and the 404 of getChange', () => {
  const ops = Object.values(doc.paths as Record<string, { get: { operationId: string } }>).map((p) => p.get.operationId);
  assert.deepEqual(ops.sort(), [
    'getChange',
    'getIndex',
    'getLatestDigest',
    'getMigrationPath',
    'getSourceStatus',
    'getToolPricing',
    'getVersionBadge',
    'listChanges',
    'listChangesByPlatform',
    'listPlatforms',
    'listPriceHistory',
    'listSdks',
    'listSdksByPlatform',
    'listToolPrices',
    'listUpcoming',
    'listVersions',
    'listVersionsByPlatform',
  ]);
  assert.deepEqual(doc.paths['/api/versions/{platform}.json'].get.parameters[0].schema.enum, [...PLATFORM_SLUGS]);
  assert.deepEqual(doc.paths['/api/changes/{platform}.json'].get.parameters[0].schema.enum, [...PLATFORM_SLUGS]);
  assert.deepEqual(doc.paths['/api/sdks/{platform}.json'].get.parameters[0].schema.enum, [...PLATFORM_SLUGS]);
  assert.deepEqual(doc.paths['/api/prices/{tool_id}.json'].get.parameters[0].schema.enum, [...TOOL_SLUGS]);
  assert.ok(doc.paths['/api/change/{id}.json'].get.responses['404']);
  assert.equal(doc.servers[0].url, FIXTURE_SITE_URL);
});

test('every API file validates against the response schema of its path', () => {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  const base = 'https://changeline.test/openapi.json';
  ajv.addSchema({ $id: base, components: doc.components });
  const validatorFor = (path: string) => {
    const ref = doc.paths[path].get.responses['200'].content['application/json'].schema.$ref as string;
    return ajv.getSchema(`${base}${ref}`)!;
  };
  const patterns = Object.keys(doc.paths).map((p) => ({
    path: p,
    re: new RegExp(`^${p.replace(/\./g, '\\.').replace(/\{[^}]+\}/g, '[^/]+')}$`),
  }));
  // Every JSON file under /api/ (the human API page /api/index.html is not part of the contract).
  const files = walk(join(site, 'api'))
    .map((f) => `/${relative(site, f)}`)
    .filter((f) => f.endsWith('.json'));
  const seen = new Set<string>();
  let checked = 0;
  for (const file of files) {
    if (file === '/api/404.json') continue;
    const match = patterns.find((p) => p.re.test(file));
    assert.ok(match, `${file} is produced but no path of /openapi.json describes it`);
    seen.add(match.path);
    const validate = validatorFor(match.path);
    const body = JSON.parse(readFileSync(join(site, file), 'utf8'));
    assert.equal(validate(body), true, `${file}: ${ajv.errorsText(validate.errors)}`);
    checked++;
  }
  assert.equal(seen.size, Object.keys(doc.paths).length, 'every path has at least one file');
  for (const p of PLATFORM_SLUGS) assert.ok(files.includes(`/api/changes/${p}.json`), p);
  for (const t of TOOL_SLUGS) assert.ok(files.includes(`/api/prices/${t}.json`), t);
  for (const p of PLATFORM_SLUGS) assert.ok(files.includes(`/api/versions/${p}.json`), p);
  for (const p of PLATFORM_SLUGS) assert.ok(files.includes(`/api/sdks/${p}.json`), p);
  assert.ok(checked > 20);
  // The error body matches the Error schema.
  const err = ajv.getSchema(`${base}#/components/schemas/Error`)!;
  assert.equal(err(readJson(site, 'api/404.json')), true);
});

test('each change has its own file, equal to its entry in /api/changes.json', () => {
  const list = readJson(site, 'api/changes.json');
  assert.equal(list.count, list.changes.length);
  for (const c of list.changes) assert.deepEqual(readJson(site, `api/change/${c.id}.json`), c);
});

test('version rows: one per (platform, api, version), each platform file is its slice, superseded records are marked and left out', () => {
  const all = readJson(site, 'api/versions.json');
  assert.equal(all.count, all.versions.length);
  assert.ok(all.count > 0);
  const keys = all.versions.map((r: { platform: string; api: string; version: string }) => `${r.platform}|${r.api}|${r.version}`);
  assert.equal(new Set(keys).size, keys.length, 'no two rows share (platform, api, version)');
  for (const p of PLATFORM_SLUGS) {
    const one = readJson(site, `api/versions/${p}.json`);
    assert.deepEqual(
      one.versions,
      all.versions.filter((r: { platform: string }) => r.platform === p),
      p,
    );
  }
  const changes = readJson(site, 'api/changes.json').changes as { id: string; superseded_by?: string; upcoming: boolean }[];
  const superseded = changes.filter((c) => c.superseded_by);
  assert.ok(superseded.length > 0, 'the fixture has a superseded record');
  const upcoming = readJson(site, 'api/upcoming.json').changes as { id: string }[];
  for (const c of superseded) {
    assert.equal(c.upcoming, false, c.id);
    assert.ok(!upcoming.some((u) => u.id === c.id), `${c.id} is not in upcoming.json`);
    assert.ok(!all.versions.some((r: { changes: string[] }) => r.changes.includes(c.id)), `${c.id} makes no version row`);
  }
  // Every row with a sunset date links the records it comes from, and they exist.
  const ids = new Set(changes.map((c) => c.id));
  for (const r of all.versions) {
    if (r.sunset_date) assert.ok(r.changes.length > 0);
    for (const id of r.changes) assert.ok(ids.has(id), id);
  }
  assert.match(doc.components.schemas.Change.properties.superseded_by.description, /superseded/i);
});

test('the SDK map: every fixture package published once without its content id, sorted, each platform file its slice', () => {
  const all = readJson(site, 'api/sdks.json');
  assert.equal(all.count, all.sdks.length);
  assert.deepEqual(
    all.sdks.map((s: { platform: string; ecosystem: string; package: string }) => `${s.platform} ${s.ecosystem} ${s.package}`),
    ['google-ads maven com.google.api-ads:google-ads', 'google-ads pypi google-ads', 'meta-ads pypi facebook-business', 'microsoft-ads pypi bingads'],
  );
  for (const s of all.sdks) {
    assert.equal('id' in s, false);
    assert.ok(s.releases.length > 0);
    for (const r of s.releases) assert.ok(r.source_url.startsWith(`${s.repository}/`), `${s.package} ${r.from}`);
  }
  for (const p of PLATFORM_SLUGS) {
    const one = readJson(site, `api/sdks/${p}.json`);
    assert.deepEqual(
      one.sdks,
      all.sdks.filter((s: { platform: string }) => s.platform === p),
      p,
    );
    assert.equal(one.count, one.sdks.length);
  }
  assert.equal(readJson(site, 'api/sdks/snapchat-ads.json').count, 0);
});

test('every version row has its badge file, in the Shields.io endpoint format', () => {
  const all = readJson(site, 'api/versions.json');
  for (const r of all.versions) {
    const path = new URL(r.badge).pathname.slice(1);
    const badge = readJson(site, path);
    assert.equal(badge.schemaVersion, 1, path);
    assert.ok(badge.label.endsWith(`${r.api} ${r.version}`), badge.label);
    assert.ok(['red', 'orange', 'green', 'blue', 'lightgrey'].includes(badge.color), badge.color);
  }
  const params = doc.paths['/api/badges/{platform}/{api_slug}/{version}.json'].get.parameters.map((p: { name: string }) => p.name);
  assert.deepEqual(params, ['platform', 'api_slug', 'version']);
});

test('every version row with a migrate_to has its migration path file, from it to that target, its count the number of its items', () => {
  const all = readJson(site, 'api/versions.json');
  let paths = 0;
  for (const r of all.versions) {
    if (r.migrate_to === null) {
      assert.equal(r.migration_url, null, `${r.api} ${r.version}`);
      assert.equal(r.breaking_to_target, null, `${r.api} ${r.version}`);
      continue;
    }
    const path = readJson(site, new URL(r.migration_url).pathname.slice(1));
    assert.equal(path.from, r.version);
    assert.equal(path.to, r.migrate_to);
    assert.equal(path.count, path.items.length);
    assert.equal(r.breaking_to_target, path.count);
    assert.equal(path.steps.at(-1).version, r.migrate_to, 'the target is the last step');
    assert.equal(path.complete, path.unknown.length === 0);
    for (const it of path.items) assert.match(it.source_url, /^https:\/\//);
    paths++;
  }
  assert.ok(paths > 0);
  const params = doc.paths['/api/migrations/{platform}/{api_slug}/{from}.json'].get.parameters.map((p: { name: string }) => p.name);
  assert.deepEqual(params, ['platform', 'api_slug', 'from']);
});

test('plans, observations, snapshots and price events describe their provenance, in three grades', () => {
  for (const name of ['Plan', 'PriceObservation', 'Tool', 'PriceEvent']) {
    const props = doc.components.schemas[name].properties;
    for (const field of ['snapshot_source', 'observed_on', 'capture_url', 'capture_name']) {
      assert.ok(props[field], `${name}.${field}`);
      assert.match(props[field].description ?? '', /\w{4}/, `${name}.${field} has a description`);
    }
    const source = props.snapshot_source.enum ?? props.snapshot_source.anyOf?.find((s: { enum?: string[] }) => s.enum)?.enum;
    assert.deepEqual(source, ['official', 'capture', 'transcription'], name);
    assert.match(props.capture_url.description, /required for capture and transcription, null for official/);
  }
  // Every price states its billing basis, and a price event the bases it compares.
  const schemas = doc.components.schemas;
  for (const name of ['Plan', 'ObservedPrice']) {
    for (const field of ['billing', 'period', 'unit', 'min_seats', 'alt_billing', 'product_line'])
      assert.ok(schemas[name].required.includes(field), `${name}.${field}`);
  }
  assert.ok(schemas.PriceEvent.required.includes('billing'));
  assert.ok(schemas.PriceEvent.properties.old_billing && schemas.PriceEvent.properties.old_observed_on);
  assert.ok(schemas.Tool.required.includes('observations'));
  assert.equal(
    doc.components.schemas.Plan.required.filter((f: string) => ['snapshot_source', 'observed_on', 'capture_url', 'capture_name'].includes(f)).length,
    4,
  );
});

test('plans and price events carry their prices as numbers, described, and equal to what their texts show', () => {
  const schemas = doc.components.schemas;
  for (const [name, fields] of [
    ['Plan', ['price', 'currency']],
    ['PriceEvent', ['old_price', 'price', 'currency']],
  ] as const) {
    for (const field of fields) {
      assert.ok(schemas[name].required.includes(field), `${name}.${field} is required`);
      assert.match(schemas[name].properties[field].description ?? '', /\w{4}/, `${name}.${field} has a description`);
    }
  }
  assert.match(schemas.PriceEvent.properties.price.description, /null for allowance_change and page_changed/);
  const history = readJson(site, 'api/price-history.json').events as { event: string; price_text: string; old_price_text?: string }[];
  assert.ok(history.some((e) => e.event === 'first_seen') && history.some((e) => e.event === 'allowance_change'));
  for (const e of history) {
    const { old_price, price, currency } = e as unknown as Record<string, unknown>;
    assert.deepEqual({ old_price, price, currency }, eventPrice(e), e.price_text);
  }
  const plans = (readJson(site, 'api/prices.json').tools as { plans: { price_text: string; price: number | null; currency: string | null }[] }[]).flatMap(
    (t) => t.plans,
  );
  assert.ok(plans.length > 0);
  for (const p of plans) assert.deepEqual({ price: p.price, currency: p.currency }, planPrice(p.price_text), p.price_text);
  assert.ok(plans.some((p) => p.price_text === 'Free' && p.price === 0 && p.currency === null));
});
