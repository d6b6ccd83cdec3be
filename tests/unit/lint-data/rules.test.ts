/**
 * Each data-linter rule catches the bad record it exists for, and passes the
 * good one. Records are built in memory from one valid base record.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { canonicalJson } from '../../../src/model/canonical.ts';
import { changeId, priceEventId, priceEventIdOf, sourceKey } from '../../../src/model/ids.ts';
import { CONTENT_SCHEMAS } from '../../../src/model/content-kinds.ts';
import { fixFiles, lintFiles, type Finding } from '../../../src/lint/lint.ts';
import { withPrices } from '../../../src/model/price-fields.ts';
import { tallyChanges } from '../../../src/model/source-tally.ts';
import type { ContentFile, Kind } from '../../../src/lint/types.ts';

const NOW = new Date('2026-11-25T12:00:00Z');
const PAGE = 'https://docs.x.com/x-ads-api/fundamentals/versioning';

function change(over: Record<string, unknown> = {}): Record<string, unknown> {
  const key = (over.source_key as string | undefined) ?? sourceKey.version('x-ads-api', '10.0');
  const base: Record<string, unknown> = {
    platform: 'x-ads',
    title: 'X Ads API version 10 end of life',
    summary: 'Version 10.0 stopped answering on October 27, 2022; use a newer version path.',
    categories: ['api_version_sunset'],
    published_date: '2021-08-31',
    effective_date: '2022-10-27',
    effective_date_precision: 'day',
    source_url: PAGE,
    source_name: 'X Ads API versions',
    fetched_at: '2026-11-25T10:00:00Z',
    recorded_by: 'hand',
    observed_via: 'official',
    last_verified: '2026-11-25',
    first_seen: '2026-11-25T10:00:00Z',
    collector: 'x-ads-versioning',
    in_source: true,
    api: 'Ads API',
    api_version: '10.0',
    version_status: 'sunset',
    release_date: '2021-08-31',
    deprecation_date: '2022-03-31',
    source_key: key,
    ...over,
  };
  base.id ??= changeId(String(base.platform), key);
  return base;
}

const OFFICIAL = { snapshot_source: 'official', observed_on: '2026-11-25', capture_url: null, capture_name: null };
function priceEvent(over: Record<string, unknown> = {}): Record<string, unknown> {
  let ev: Record<string, unknown> = {
    tool_id: 'hunter',
    plan: 'Starter',
    event: 'price_change',
    date: '2026-11-25',
    old_price_text: '$34',
    price_text: '$44',
    billing: 'monthly',
    source_url: 'https://hunter.io/pricing',
    ...OFFICIAL,
    ...over,
  };
  // A price change compares two observations on one basis: the earlier one's basis and day, unless the test says otherwise.
  if (ev.event === 'price_change') ev = { old_billing: 'monthly', old_observed_on: '2026-10-25', ...ev };
  ev.id ??= priceEventIdOf(ev as never, 'plain');
  return withPrices('price-events', ev) as Record<string, unknown>;
}

function file(kind: Kind, record: Record<string, unknown>, opts: { name?: string; text?: string } = {}): ContentFile {
  const text = opts.text ?? canonicalJson(CONTENT_SCHEMAS[kind], record);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const name = opts.name ?? `${String(record.id)}.json`;
  return {
    kind,
    name,
    path: `content/${kind}/${name}`,
    text,
    json,
    parsed: json === undefined ? undefined : CONTENT_SCHEMAS[kind].safeParse(json),
  };
}

function findings(files: ContentFile[], rule: string): Finding[] {
  return lintFiles(files, { now: NOW }).filter((f) => f.rule === rule);
}

test('a valid record passes every rule', () => {
  assert.deepEqual(lintFiles([file('changes', change())], { now: NOW }), []);
});

test('json-syntax: a file that is not JSON', () => {
  const f = findings([file('changes', change(), { text: '{"id": "x-ads-1234567890",' })], 'json-syntax');
  assert.equal(f.length, 1);
  assert.match(f[0]!.message, /not valid JSON/);
});

test('schema: an http source_url, an unknown platform, a bad date, a missing title are named by field', () => {
  const bad = change({ source_url: 'http://docs.x.com/x', platform: 'myspace-ads', effective_date: '2022-02-30' });
  delete bad.title;
  const fields = findings([file('changes', bad)], 'schema').map((f) => f.field);
  for (const field of ['source_url', 'platform', 'effective_date', 'title']) assert.ok(fields.includes(field), `${field} in ${fields}`);
});

test('file-name: the file name differs from the id', () => {
  const rec = change();
  const f = findings([file('changes', rec, { name: 'x-ads-0000000000.json' })], 'file-name');
  assert.equal(f.length, 1);
  assert.match(f[0]!.message, new RegExp(`${rec.id}\\.json`));
});

test('id-hash: an id that is not the hash of the source key', () => {
  const f = findings([file('changes', change({ id: 'x-ads-0123456789' }))], 'id-hash');
  assert.equal(f.length, 1);
  assert.equal(f[0]!.field, 'id');
});

test('id-hash: a price event id that is not the hash of tool|plan|event|date', () => {
  const ev = priceEvent({ id: 'hunter-0123456789', event: 'first_seen', old_price_text: undefined, price_text: '$49' });
  assert.equal(findings([file('price-events', ev)], 'id-hash').length, 1);
  const good = { ...ev, id: priceEventId('hunter', 'Starter', 'first_seen', '2026-11-25') };
  assert.equal(findings([file('price-events', good)], 'id-hash').length, 0);
});

test('source-key: two records with one source key', () => {
  const a = change();
  const b = change({ title: 'Same key, other title' });
  const f = findings([file('changes', a), file('changes', b, { name: 'copy.json' })], 'source-key');
  assert.equal(f.length, 1);
  assert.match(f[0]!.message, /same source key/);
});

test('source-key: a missing key, a key of no known form, and a key naming another page', () => {
  const none = change();
  delete none.source_key;
  assert.deepEqual(findings([file('changes', none)], 'source-key'), []);
  assert.deepEqual(
    findings([file('changes', none)], 'schema').map((f) => f.field),
    ['source_key'],
  );
  const odd = change({ source_key: 'whatever', id: changeId('x-ads', 'whatever') });
  assert.match(findings([file('changes', odd)], 'source-key')[0]!.message, /is not version/);
  const key = sourceKey.article('https://docs.x.com/other-page');
  const other = change({
    source_key: key,
    id: changeId('x-ads', key),
    categories: ['announcement'],
    api: undefined,
    api_version: undefined,
    version_status: undefined,
    release_date: undefined,
    deprecation_date: undefined,
  });
  assert.match(findings([file('changes', other)], 'source-key')[0]!.message, /names page/);
});

test('https-only: http addresses in any URL field', () => {
  const tool = {
    id: 'hunter',
    name: 'Hunter',
    category: 'email finder',
    pricing_url: 'http://hunter.io/pricing',
    last_snapshot: '2026-11-25',
    fetched_at: '2026-11-25T10:00:00Z',
    recorded_by: 'hand',
    observed_via: 'official',
    last_verified: '2026-11-25',
    snapshot_source: 'official',
    observed_on: '2026-11-25',
    capture_url: null,
    capture_name: null,
    public_pricing: true,
    plans: [],
    notes: [],
  };
  const f = findings([file('tools', tool), file('changes', change({ source_url: 'http://docs.x.com/x' }))], 'https-only');
  assert.deepEqual(f.map((x) => x.field).sort(), ['pricing_url', 'source_url']);
});

test('date-order: a deprecation before the release, a sunset before the deprecation', () => {
  const f = findings([file('changes', change({ release_date: '2021-08-31', deprecation_date: '2021-01-01', effective_date: '2020-12-01' }))], 'date-order');
  assert.deepEqual(
    f.map((x) => x.field),
    ['deprecation_date', 'effective_date'],
  );
  // A month may hold a day of the same month.
  assert.equal(findings([file('changes', change({ deprecation_date: '2022-10', effective_date: '2022-10-01' }))], 'date-order').length, 0);
});

test('date-range: an effective date absurdly far away, a fetch in the future, first seen after fetched', () => {
  const f = findings(
    [file('changes', change({ effective_date: '2099-01-01', fetched_at: '2027-01-01T00:00:00Z', first_seen: '2027-02-01T00:00:00Z' }))],
    'date-range',
  );
  const fields = f.map((x) => x.field).sort();
  assert.deepEqual(fields, ['effective_date', 'fetched_at', 'first_seen', 'first_seen']);
  assert.equal(
    findings(
      [file('changes', change({ effective_date: '1999-12', effective_date_precision: 'month', release_date: '1999-01', deprecation_date: '1999-06' }))],
      'date-range',
    )[0]?.field,
    'effective_date',
  );
});

test('canonical: keys out of order, a 4-space indent, a missing final newline', () => {
  const rec = change();
  const good = canonicalJson(CONTENT_SCHEMAS.changes, rec);
  const shuffled = `${JSON.stringify(Object.fromEntries(Object.entries(rec).reverse()), null, 2)}\n`;
  const indented = `${JSON.stringify(JSON.parse(good), null, 4)}\n`;
  for (const text of [shuffled, indented, good.trimEnd()]) {
    assert.equal(findings([file('changes', rec, { text })], 'canonical').length, 1, text.slice(0, 40));
  }
  assert.equal(findings([file('changes', rec, { text: good })], 'canonical').length, 0);
});

test('references: a price event of a tool with no snapshot, two first_seen of one plan', () => {
  const ev = (date: string) => priceEvent({ event: 'first_seen', date, observed_on: date, old_price_text: undefined, price_text: '$49' });
  const f = findings([file('price-events', ev('2026-11-01')), file('price-events', ev('2026-11-02'))], 'references');
  assert.ok(f.some((x) => x.field === 'tool_id'));
  assert.ok(f.some((x) => x.field === 'plan' && /already has a first_seen/.test(x.message)));
});

test('supersession: superseded_by must name a live change of the same platform', () => {
  const live = change();
  const old = change({ source_key: sourceKey.version('x-ads-api', '9.0'), api_version: '9.0', superseded_by: live.id });
  assert.deepEqual(findings([file('changes', live), file('changes', old)], 'supersession'), []);

  const dangling = change({ source_key: sourceKey.version('x-ads-api', '8.0'), api_version: '8.0', superseded_by: 'x-ads-0000000000' });
  assert.match(findings([file('changes', dangling)], 'supersession')[0]?.message ?? '', /no change x-ads-0000000000/);

  const chained = change({ source_key: sourceKey.version('x-ads-api', '7.0'), api_version: '7.0', superseded_by: old.id });
  const f = findings([file('changes', live), file('changes', old), file('changes', chained)], 'supersession');
  assert.equal(f.length, 1);
  assert.match(f[0]!.message, /itself superseded/);

  const other = change({ platform: 'google-ads', source_key: sourceKey.version('google-ads-api', 'v21'), api_version: 'v21' });
  const cross = change({ source_key: sourceKey.version('x-ads-api', '6.0'), api_version: '6.0', superseded_by: other.id });
  assert.match(findings([file('changes', other), file('changes', cross)], 'supersession')[0]?.message ?? '', /google-ads change/);
});

test('part-of: part_of must name an existing umbrella change of the same platform, one level deep', () => {
  const umbrella = change();
  const part = change({ source_key: sourceKey.version('x-ads-api', '9.0'), api_version: '9.0', part_of: umbrella.id });
  assert.deepEqual(findings([file('changes', umbrella), file('changes', part)], 'part-of'), []);

  const dangling = change({ source_key: sourceKey.version('x-ads-api', '8.0'), api_version: '8.0', part_of: 'x-ads-0000000000' });
  assert.match(findings([file('changes', dangling)], 'part-of')[0]?.message ?? '', /no change x-ads-0000000000/);

  const nested = change({ source_key: sourceKey.version('x-ads-api', '7.0'), api_version: '7.0', part_of: part.id });
  const f = findings([file('changes', umbrella), file('changes', part), file('changes', nested)], 'part-of');
  assert.equal(f.length, 1);
  assert.match(f[0]!.message, /itself a part of/);

  const other = change({ platform: 'google-ads', source_key: sourceKey.version('google-ads-api', 'v21'), api_version: 'v21' });
  const cross = change({ source_key: sourceKey.version('x-ads-api', '6.0'), api_version: '6.0', part_of: other.id });
  assert.match(findings([file('changes', other), file('changes', cross)], 'part-of')[0]?.message ?? '', /google-ads change/);
});

const PRICE_KEYS = [
  'label',
  'kind',
  'product_line',
  'price_text',
  'price',
  'currency',
  'billing',
  'period',
  'unit',
  'min_seats',
  'alt_price_text',
  'alt_billing',
  'unit_text',
  'allowance_text',
];
const PROV_KEYS = ['snapshot_source', 'observed_on', 'capture_url', 'capture_name'];
const pick = (o: Record<string, unknown>, keys: string[]) => Object.fromEntries(keys.map((k) => [k, o[k] ?? null]));

/** The observations a tool's plans come from: one per grade and day, holding each plan's price, oldest first, the official one always there. */
function observationsOf(plans: Record<string, unknown>[]): Record<string, unknown>[] {
  const groups = new Map<string, Record<string, unknown>>([
    [JSON.stringify(pick(OFFICIAL, PROV_KEYS)), { ...OFFICIAL, source_url: 'https://hunter.io/pricing', shows: null, prices: [] }],
  ]);
  for (const p of plans) {
    if (typeof p.snapshot_source !== 'string') continue;
    const key = JSON.stringify(pick(p, PROV_KEYS));
    const g = groups.get(key) ?? { ...pick(p, PROV_KEYS), source_url: 'https://hunter.io/pricing', shows: null, prices: [] };
    (g.prices as unknown[]).push(pick(p, PRICE_KEYS));
    groups.set(key, g);
  }
  return [...groups.values()].sort((a, b) => String(a.observed_on).localeCompare(String(b.observed_on)));
}

function hunterTool(plans: Record<string, unknown>[], over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 'hunter',
    name: 'Hunter',
    category: 'email finder',
    pricing_url: 'https://hunter.io/pricing',
    last_snapshot: '2026-11-25',
    fetched_at: '2026-11-25T10:00:00Z',
    recorded_by: 'hand',
    observed_via: 'official',
    last_verified: '2026-11-25',
    ...OFFICIAL,
    public_pricing: true,
    plans,
    observations: observationsOf(plans),
    notes: [],
    ...over,
  };
}
const pricedPlan = (over: Record<string, unknown> = {}) => ({
  label: 'Starter',
  kind: 'plan',
  product_line: null,
  price_text: '$49',
  price: 49,
  currency: 'USD',
  billing: 'monthly',
  period: 'month',
  unit: null,
  min_seats: null,
  alt_price_text: null,
  alt_billing: null,
  unit_text: 'per month',
  allowance_text: null,
  excerpt: 'Entry plan.',
  alt_price_note: null,
  ...OFFICIAL,
  ...over,
});

test('id-hash: a second change to a plan on one day uses the observed key, and only then', () => {
  const first = priceEvent();
  const second = priceEvent({ old_price_text: '$44', price_text: '$54' });
  second.id = priceEventIdOf(second as never, 'observed');
  assert.deepEqual(findings([file('price-events', first), file('price-events', second)], 'id-hash'), []);
  // Alone, it must take the plain id.
  assert.match(findings([file('price-events', second)], 'id-hash')[0]!.message, /must use it/);
  // The same observation twice is one record too many.
  const twin = { ...first, id: priceEventIdOf(first as never, 'observed') };
  assert.match(findings([file('price-events', first), file('price-events', twin)], 'id-hash')[0]!.message, /same observation/);
});

test('provenance: a priced plan without provenance is rejected by name, a quote-only plan is not', () => {
  const { snapshot_source: _s, observed_on: _o, capture_url: _u, capture_name: _n, ...bare } = pricedPlan();
  const f = findings([file('tools', hunterTool([bare, { ...bare, label: 'Enterprise', price_text: 'Contact sales', price: null }]))], 'provenance');
  assert.equal(f.length, 1);
  assert.equal(f[0]!.field, 'plans.0');
  assert.match(f[0]!.message, /priced plan "Starter" has no provenance: missing snapshot_source .*observed_on/);
  assert.deepEqual(findings([file('tools', hunterTool([pricedPlan()]))], 'provenance'), []);
});

test('provenance: a capture without its address, a capture on the official host, an observation in the future', () => {
  const capture = {
    snapshot_source: 'capture',
    observed_on: '2025-03-01',
    capture_url: 'https://web.archive.org/web/20250301000000/https://hunter.io/pricing',
    capture_name: 'Internet Archive Wayback Machine',
  };
  const f = findings(
    [
      file(
        'tools',
        hunterTool([pricedPlan({ ...capture, capture_url: null }), pricedPlan({ ...capture, label: 'Growth', capture_url: 'https://hunter.io/pricing?v=1' })], {
          observations: observationsOf([]),
        }),
      ),
      file('price-events', priceEvent({ observed_on: '2026-12-01' })),
    ],
    'provenance',
  );
  assert.deepEqual(
    f.map((x) => [x.field, x.message.split(':')[0]]),
    [
      ['plans.0', 'priced plan "Starter" has no provenance'],
      ['plans.1.capture_url', 'is on the official host hunter.io; a page read there is an official observation'],
      ['observed_on', '2026-12-01 is in the future'],
    ],
  );
  assert.deepEqual(findings([file('tools', hunterTool([pricedPlan(capture)]))], 'provenance'), []);
});

test('provenance: every price event names how it was observed', () => {
  const { snapshot_source: _s, ...ev } = priceEvent();
  assert.match(findings([file('price-events', ev)], 'provenance')[0]!.message, /the price event has no provenance: missing snapshot_source/);
});

test('price-number: a stored price the text does not show, a missing currency, a number on an allowance event', () => {
  assert.deepEqual(findings([file('price-events', priceEvent()), file('tools', hunterTool([pricedPlan()]))], 'price-number'), []);
  const f = findings(
    [
      file('price-events', { ...priceEvent(), price: 45 }),
      file('price-events', { ...priceEvent({ event: 'allowance_change', old_price_text: '1,000 credits', price_text: '2,000 credits' }), old_price: 1000 }),
      file('tools', hunterTool([pricedPlan(), { ...pricedPlan({ label: 'Growth', price_text: 'Free', price: 0 }), currency: undefined }])),
    ],
    'price-number',
  );
  assert.deepEqual(
    f.map((x) => [x.path.split('/')[1], x.field, x.message.split(';')[0]]),
    [
      ['price-events', 'price', 'is 45, but price_text "$44" (price_change) reads as 44'],
      ['price-events', 'old_price', 'is 1000, but old_price_text "1,000 credits" (allowance_change) reads as null'],
      ['tools', 'plans.1.currency', 'is missing, but price_text "Free" reads as null'],
    ],
  );
});

test('price-number: --fix fills the numbers from the texts, and then every rule passes', () => {
  const { old_price: _o, price: _p, currency: _c, ...bare } = priceEvent();
  const written = new Map<string, string>();
  const before = [file('price-events', bare)];
  assert.equal(findings(before, 'price-number').length, 3);
  assert.deepEqual(
    fixFiles(before, (path, text) => written.set(path, text)),
    [before[0]!.path],
  );
  const after = JSON.parse(written.get(before[0]!.path)!);
  assert.deepEqual([after.old_price, after.price, after.currency], [34, 44, 'USD']);
  assert.deepEqual(Object.keys(after).slice(5, 9), ['old_price_text', 'price_text', 'old_price', 'price']);
  assert.deepEqual(findings([file('price-events', after)], 'price-number'), []);
  assert.deepEqual(findings([file('price-events', after)], 'schema'), []);
});

const TRANSCRIPTION = {
  snapshot_source: 'transcription',
  observed_on: '2026-05-25',
  capture_url: 'https://github.com/api-evangelist/hunter-io/blob/36d215ae0e332f040124d584a6f905daf452d023/plans/hunter-io-plans-pricing.yml',
  capture_name: 'GitHub api-evangelist/hunter-io',
};

test('provenance: a transcription is a grade of its own; a transcriber graded capture, and research notes cited anywhere, are rejected', () => {
  assert.deepEqual(findings([file('tools', hunterTool([pricedPlan(TRANSCRIPTION)]))], 'provenance'), []);
  const f = findings(
    [
      file('tools', hunterTool([pricedPlan({ ...TRANSCRIPTION, snapshot_source: 'capture' })])),
      file('price-events', priceEvent({ ...TRANSCRIPTION, snapshot_source: 'capture' })),
      file(
        'tools',
        hunterTool([], {
          id: 'clay',
          pricing_url: 'https://www.clay.com/pricing',
          notes: ['Seen again in https://github.com/rifqiraka234-oss/astra-agency/blob/a3af3b8/state/x.md'],
        }),
        { name: 'clay.json' },
      ),
    ],
    'provenance',
  );
  const graded = 'is capture, but files of API Evangelist (github.com/api-evangelist) are structured transcriptions of the page, not copies';
  assert.deepEqual(
    f.map((x) => [x.path.split('/')[1], x.field ?? null, x.message.split(':')[0]]),
    [
      ['tools', 'plans.0.snapshot_source', graded],
      ['tools', 'observations.0.snapshot_source', graded],
      ['price-events', 'snapshot_source', graded],
      ['tools', null, 'cites rifqiraka234-oss/astra-agency'],
    ],
  );
});

test('like-with-like: a change of billing basis is not a price change', () => {
  const observed = (day: string, price_text: string, billing: string) => ({
    ...OFFICIAL,
    observed_on: day,
    source_url: 'https://hunter.io/pricing',
    shows: null,
    prices: [pick(pricedPlan({ price_text, price: Number(price_text.slice(1)), billing }), PRICE_KEYS)],
  });
  const tool = hunterTool([pricedPlan()], { observations: [observed('2026-10-25', '$34', 'annual'), observed('2026-11-25', '$49', 'monthly')] });
  // The planted bad event: $34 billed annually then $49 billed monthly, recorded as a price change.
  const bad = priceEvent({ old_price_text: '$34', price_text: '$49', old_billing: 'annual', billing: 'monthly' });
  const f = findings([file('tools', tool), file('price-events', bad)], 'like-with-like');
  assert.equal(f.length, 1);
  assert.equal(f[0]!.field, 'old_billing');
  assert.match(f[0]!.message, /is annual but billing is monthly: a change of billing basis is not a price change; record it as page_changed/);
  // A price change with no stated basis cannot compare like with like either.
  const unstated = priceEvent({ old_price_text: '$34', price_text: '$49', old_billing: null, billing: null });
  assert.match(findings([file('price-events', unstated)], 'like-with-like')[0]!.message, /states the billing basis of both prices/);
  // The same basis on both sides, each price shown by its observation: no finding.
  const sameTool = hunterTool([pricedPlan()], { observations: [observed('2026-10-25', '$44', 'monthly'), observed('2026-11-25', '$49', 'monthly')] });
  const good = priceEvent({ old_price_text: '$44', price_text: '$49' });
  assert.deepEqual(findings([file('tools', sameTool), file('price-events', good)], 'like-with-like'), []);
  // ...but the observations must show what the event says.
  const wrong = priceEvent({ old_price_text: '$39', price_text: '$49' });
  assert.match(
    findings([file('tools', sameTool), file('price-events', wrong)], 'like-with-like')[0]!.message,
    /no observation of 2026-10-25 shows "Starter" at "\$39" billed monthly/,
  );
  // An event a run wrote before its snapshot (observed after every observation of the tool) waits for it;
  // an event of an already recorded day whose price no observation shows does not.
  const pending = priceEvent({ old_price_text: '$44', price_text: '$59', observed_on: '2026-11-26', date: '2026-11-26' });
  assert.deepEqual(findings([file('tools', sameTool), file('price-events', pending)], 'like-with-like'), []);
  const unshown = priceEvent({ old_price_text: '$44', price_text: '$59' });
  assert.match(
    findings([file('tools', sameTool), file('price-events', unshown)], 'like-with-like')[0]!.message,
    /no observation of 2026-11-25 shows "Starter" at "\$59"/,
  );
});

test("like-with-like: every plan is the price of one of the tool's observations", () => {
  const tool = hunterTool([pricedPlan()], { observations: observationsOf([pricedPlan({ price_text: '$44', price: 44 })]) });
  const f = findings([file('tools', tool)], 'like-with-like');
  assert.equal(f.length, 1);
  assert.equal(f[0]!.field, 'plans.0');
  assert.match(f[0]!.message, /plan "Starter" at "\$49" is not in any observation of official 2026-11-25/);
});

/** The status file of the X versions source before any run (the fields both source-status tests share). */
const neverRunXStatus = {
  id: 'x-ads-versioning',
  name: 'X Ads API versions',
  kind: 'changes',
  platform: 'x-ads',
  urls: [PAGE],
  status: 'never_run',
  last_run_at: null,
  last_success_at: null,
  duration_ms: null,
  counts: { found: 0, new: 0, updated: 0, unlisted: 0 },
};

test('source-status: a never-run source whose counts drifted from the content is named; so is a record claiming a run of a collector that never ran', () => {
  const record = change();
  const status = (over: Record<string, unknown> = {}) => ({
    ...neverRunXStatus,
    records: 1,
    records_by_collector: 0,
    grades: { official: 1, capture: 0, transcription: 0 },
    copies: [],
    error: null,
    ...over,
  });
  assert.deepEqual(findings([file('changes', record), file('sources', status())], 'source-status'), []);
  const stale = findings(
    [file('changes', record), file('sources', status({ records: 2, grades: { official: 0, capture: 2, transcription: 0 } }))],
    'source-status',
  );
  assert.deepEqual(
    stale.map((f) => f.field),
    ['records', 'grades'],
  );
  assert.match(stale[0]!.message, /is stale: the content holds 1; run npm run collect -- --init-status/);
  const claimed = findings([file('changes', change({ recorded_by: 'collector' })), file('sources', status())], 'source-status');
  assert.deepEqual(
    claimed.map((f) => [f.field, f.message]),
    [
      ['records_by_collector', 'is stale: the content holds 1; run npm run collect -- --init-status'],
      ['recorded_by', 'says a run of x-ads-versioning wrote it, but that collector has never run (its status is never_run)'],
    ],
  );
});

test('source-status: a copy run counts only the records naming its own copy, told apart by address, name and date', () => {
  const COPY = 'https://github.com/xdevplatform/docs/blob/0000000000000000000000000000000000000000/x-ads-api/fundamentals/versioning.mdx';
  const capture = { observed_via: 'capture', capture_url: COPY, capture_date: '2026-06-11', last_verified: '2026-06-11' };
  const read = change({ ...capture, recorded_by: 'collector', capture_name: 'the docs source at a June commit' });
  // A hand record of the same source naming another copy kept at the same address (another name, another day).
  const otherKey = sourceKey.version('x-ads-api', '11.0');
  const other = (name: string, date: string) =>
    change({
      ...capture,
      api_version: '11.0',
      title: 'X Ads API version 11',
      source_key: otherKey,
      capture_name: name,
      capture_date: date,
      last_verified: date,
    });
  const status = {
    ...neverRunXStatus,
    error: null,
    copy_run: {
      copies: [{ page: PAGE, name: 'the docs source at a June commit', url: COPY, date: '2026-06-11' }],
      date: '2026-06-11',
      entries: 1,
      matched: 1,
      below_bar: 0,
      share: 1,
    },
  };
  // The never-run counts are the content's own (tallied as --init-status does), so only the copy run can be stale.
  const run = (o: Record<string, unknown>) =>
    findings(
      [file('changes', read), file('changes', o), file('sources', { ...status, ...tallyChanges('x-ads-versioning', [read, o] as never) })],
      'source-status',
    ).map((f) => f.message);
  // Another copy of the same address, by name or by day: not the run's copy, so the run's coverage stands.
  assert.deepEqual(run(other('a later text of the page', '2026-06-11')), []);
  assert.deepEqual(run(other('the docs source at a June commit', '2026-10-01')), []);
  // The run's own copy named by a record the run did not match: its coverage is stale.
  assert.deepEqual(run(other('the docs source at a June commit', '2026-06-11')), [
    'says 1 entries are held, but 2 records name its copies; run npm run collect -- --from-copies copies/',
  ]);
});

test('change-provenance: a change record without last_verified, or with one after its writing or before its copy, is named', () => {
  const { last_verified: _lv, ...without } = change();
  const text = `${JSON.stringify(without, null, 2)}\n`;
  assert.deepEqual(
    findings([file('changes', without, { text })], 'change-provenance').map((f) => [f.field, f.message]),
    [['last_verified', 'is missing: the day of the newest observation that still states the fact (YYYY-MM-DD)']],
  );
  const late = change({ last_verified: '2026-11-26' });
  assert.deepEqual(
    findings([file('changes', late, { text: `${JSON.stringify(late, null, 2)}\n` })], 'change-provenance').map((f) => f.message),
    ['2026-11-26 is in the future', '2026-11-26 is after the day the record was written (2026-11-25)'],
  );
  const copy = change({ observed_via: 'capture', capture_name: 'GitHub example/docs', capture_date: '2026-06-11', last_verified: '2026-06-10' });
  assert.deepEqual(
    findings([file('changes', copy, { text: `${JSON.stringify(copy, null, 2)}\n` })], 'change-provenance').map((f) => f.message),
    ["2026-06-10 is before the copy's own date (2026-06-11)"],
  );
  assert.deepEqual(findings([file('changes', change())], 'change-provenance'), []);
  const tooled = change({ observed_via: 'capture', capture_name: "the search tool's stored text of the official page (docs corpus)" });
  assert.deepEqual(
    findings([file('changes', tooled, { text: `${JSON.stringify(tooled, null, 2)}\n` })], 'change-provenance').map((f) => f.field),
    ['capture_name'],
  );
  const plain = change({ observed_via: 'capture', capture_name: 'a stored text of the official page, ja_JP edition' });
  assert.deepEqual(findings([file('changes', plain, { text: `${JSON.stringify(plain, null, 2)}\n` })], 'change-provenance'), []);
});
