/**
 * The migration path (src/model/migration-path.ts) on the real content: what
 * an upgrade from Google Ads API v20, Meta Marketing API v22.0 and LinkedIn
 * 202511 to their migrate_to costs, and that changes made in a version never
 * become version rows.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { loadContent, validRecords } from '../../../src/lint/load.ts';
import { versionRows } from '../../../src/model/versions.ts';
import { migrationLine, migrationPath, changesByVersion, withMigrations } from '../../../src/model/migration-path.ts';
import { compareVersions } from '../../../src/model/version-strings.ts';
import type { ChangeRecord } from '../../../src/schemas/change.ts';
import { MigrationPath } from '../../../src/schemas/migrations.ts';

const SITE = 'https://changeline.test';
const TODAY = '2026-11-27';
const content = fileURLToPath(new URL('../../../content', import.meta.url));
const records = validRecords<ChangeRecord>(loadContent(content, 'content'), 'changes').map((r) => r.data);
const rows = versionRows(records, { site: SITE, today: TODAY });
const { rows: withPaths, paths } = withMigrations(rows, records, SITE);
const pathOf = (platform: string, api: string, from: string) => {
  const p = paths.find((x) => x.platform === platform && x.api === api && x.from === from);
  assert.ok(p, `${platform} ${api} ${from} has a migration path`);
  return p;
};

test('a change made in a version is never a version row, and rows stay one per version', () => {
  const inVersion = records.filter((r) => r.version_change === true);
  assert.ok(inVersion.length >= 3, `${inVersion.length} changes made in versions`);
  for (const r of inVersion) for (const row of rows) assert.ok(!row.changes.includes(r.id), `${r.id} made a row`);
  const keys = rows.map((r) => `${r.platform} ${r.api} ${r.version}`);
  assert.equal(new Set(keys).size, keys.length);
});

test('Google Ads API v20: the path runs over every version after v20 up to migrate_to, items ordered by version then page order, each with its official source', () => {
  const row = withPaths.find((r) => r.platform === 'google-ads' && r.version === 'v20')!;
  const p = pathOf('google-ads', 'Google Ads API', 'v20');
  assert.equal(p.to, row.migrate_to);
  assert.equal(row.breaking_to_target, p.count);
  assert.ok(compareVersions(p.steps[0]!.version, 'v20') > 0);
  assert.ok(p.steps.some((s) => s.version === 'v21'));
  assert.equal(p.steps.at(-1)!.version, row.migrate_to);
  for (let i = 1; i < p.steps.length; i++) assert.ok(compareVersions(p.steps[i - 1]!.version, p.steps[i]!.version) < 0);
  // v26's breaking changes as the release notes list them, in their order.
  const v26 = p.items.filter((i) => i.version === 'v26');
  assert.equal(v26.length, 3);
  assert.match(v26[0]!.title, /country_code/);
  assert.match(v26[1]!.title, /enhanced_conversions_for_leads_enabled/);
  assert.match(v26[2]!.title, /hotel/);
  for (const it of p.items)
    assert.match(
      it.source_url,
      /^https:\/\/developers\.google\.com\/google-ads\/api\/docs\/(release-notes|upgrade)$|^https:\/\/developers\.google\.com\/ads\/blog\/posts\/2026\/04\/announcing-v24-of-google-ads-api$/,
    );
  // Minor versions make no breaking change by Google's versioning policy; a major one without records says so.
  for (const s of p.steps) {
    if (/^v\d+\.[1-9]/.test(s.version)) assert.equal(s.state, 'minor', s.version);
    if (s.state === 'not_recorded') assert.equal(s.note, `no official changelog recorded for ${s.version}`);
  }
  assert.equal(p.complete, !p.steps.some((s) => s.state === 'not_recorded'));
  assert.match(migrationLine(p), /^v20 → v\S+: \d+ breaking changes?/);
  const { url: _u, ...published } = p;
  MigrationPath.parse({ generated_at: '2026-11-27T00:00:00Z', ...published });
});

test('Meta Marketing API v22.0 and LinkedIn 202511 have a path to their migrate_to that names the steps it does not know', () => {
  for (const [platform, api, from] of [
    ['meta-ads', 'Marketing API', 'v22.0'],
    ['linkedin-ads', 'LinkedIn Marketing API', '202511'],
  ] as const) {
    const row = rows.find((r) => r.platform === platform && r.version === from);
    if (row === undefined || row.migrate_to === null) continue;
    const p = migrationPath(row, rows, changesByVersion(records), SITE)!;
    assert.equal(p.from, from);
    assert.equal(p.to, row.migrate_to);
    assert.equal(p.count, p.items.length);
    assert.equal(p.unknown.length, p.steps.filter((s) => s.state === 'not_recorded').length, `${api} ${from}`);
  }
});

test('LinkedIn 202511: an entry of a monthly recent-changes section is a change in that version (202608: the DMP segment cap), months without a section are named as unknown', () => {
  const p = pathOf('linkedin-ads', 'LinkedIn Marketing API', '202511');
  const dmp = p.items.find((i) => /DMP Segments/.test(i.title));
  assert.ok(dmp, 'the 202608 breaking change is on the path');
  assert.equal(dmp.version, '202608');
  assert.equal(p.steps.find((s) => s.version === '202608')!.state, 'listed');
  for (const s of p.steps.filter((x) => x.state === 'not_recorded')) assert.ok(p.unknown.includes(`no official changelog recorded for ${s.version}`));
});

test('Meta Marketing API v22.0: the v24.0 and v25.0 deprecations, in page order, from the official changelogs', () => {
  const p = pathOf('meta-ads', 'Marketing API', 'v22.0');
  const v24 = p.items.filter((i) => i.version === 'v24.0');
  assert.deepEqual(
    v24.map((i) => i.title.replace(/^Marketing API v24\.0: /, '').slice(0, 20)),
    ['creating Messenger a', 'Advantage+ shopping ', 'Facebook video feeds'],
  );
  assert.ok(p.items.some((i) => i.version === 'v25.0' && /Advantage\+ shopping/.test(i.title)));
  // An announcement of a listed version is not a cost, but the version is known.
  assert.equal(p.steps.find((s) => s.version === 'v25.0')!.state, 'listed');
  // v26.0's placement removals come from Meta's own v26 launch post; the rest from the per-version changelogs.
  assert.deepEqual(
    p.items.filter((i) => i.version === 'v26.0').map((i) => i.title.slice(0, 24)),
    ['Instagram Explore feed p', 'Messenger Stories placem'],
  );
  for (const it of p.items)
    assert.match(
      it.source_url,
      /^https:\/\/developers\.facebook\.com\/(documentation\/ads-commerce\/marketing-api\/marketing-api-changelog\/version2\d\.0|blog\/post\/2026\/07\/29\/introducing-graph-api-v26-and-marketing-api-v26\/)$/,
    );
});

test('a row without migrate_to has no path, and no row points at a path to an older version', () => {
  for (const r of withPaths) {
    if (r.migrate_to === null) assert.equal(r.migration_url, null);
    else assert.ok(compareVersions(r.migrate_to, r.version) > 0);
  }
});
