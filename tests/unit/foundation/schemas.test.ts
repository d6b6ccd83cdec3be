/** The record model refuses what the spec forbids, naming the field. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Change, ChangeList, ChangeRecord, PriceEvent, Tool } from '../../../src/schemas/index.ts';

const base = {
  id: 'google-ads-1234567890',
  platform: 'google-ads',
  title: 'Google Ads API v21 sunset',
  categories: ['api_version_sunset'],
  effective_date: '2026-08',
  effective_date_precision: 'month',
  source_url: 'https://developers.google.com/google-ads/api/docs/sunset-dates',
  fetched_at: '2026-11-25T10:00:00Z',
  recorded_by: 'hand',
  observed_via: 'official',
  last_verified: '2026-11-25',
  api_version: 'v21',
  source_key: 'version|google-ads-api|v21',
};

function fields(result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }): string[] {
  return result.success ? [] : result.error!.issues.map((i) => i.path.join('.'));
}

test('a minimal record with the required fields passes', () => {
  assert.equal(ChangeRecord.safeParse(base).success, true);
});

test('an empty object fails on every required field', () => {
  assert.deepEqual(fields(ChangeRecord.safeParse({})).sort(), [
    'fetched_at',
    'id',
    'last_verified',
    'observed_via',
    'platform',
    'recorded_by',
    'source_key',
    'source_url',
    'title',
  ]);
});

test('source_url must be https; dates must be real YYYY-MM-DD or YYYY-MM', () => {
  assert.ok(fields(ChangeRecord.safeParse({ ...base, source_url: 'http://developers.google.com/x' })).includes('source_url'));
  for (const bad of ['2026-02-30', '2026-13', '26-01-01', 'August 2026', '2026/08/01']) {
    assert.ok(fields(ChangeRecord.safeParse({ ...base, effective_date: bad })).includes('effective_date'), bad);
  }
});

test('precision must match the date form', () => {
  assert.ok(fields(ChangeRecord.safeParse({ ...base, effective_date_precision: 'day' })).includes('effective_date_precision'));
  assert.ok(fields(ChangeRecord.safeParse({ ...base, effective_date: null })).includes('effective_date_precision'));
  assert.equal(ChangeRecord.safeParse({ ...base, effective_date: null, effective_date_precision: null }).success, true);
});

test('a record holds only the fields that apply: version fields only on version records, no unknown keys', () => {
  // A version record is one that names an api_version, whatever its category (a release is an announcement).
  const policy = { ...base, categories: ['policy'] };
  assert.equal(ChangeRecord.safeParse(policy).success, true);
  const { api_version: _v, ...noVersion } = policy;
  assert.deepEqual(fields(ChangeRecord.safeParse({ ...noVersion, release_date: '2026-01-01' })), ['release_date']);
  assert.deepEqual(fields(ChangeRecord.safeParse({ ...noVersion, api: 'Google Ads API' })), ['api']);
  assert.ok(fields(ChangeRecord.safeParse({ ...base, colour: 'red' })).length > 0);
  assert.ok(fields(ChangeRecord.safeParse({ ...base, last_seen_in_source: '2026-11-01T00:00:00Z' })).includes('last_seen_in_source'));
  assert.equal(ChangeRecord.safeParse({ ...base, in_source: false, last_seen_in_source: '2026-11-01T00:00:00Z' }).success, true);
});

test('stored records cannot carry the derived fields; published ones must', () => {
  assert.ok(fields(ChangeRecord.safeParse({ ...base, upcoming: true })).length > 0);
  assert.deepEqual(fields(Change.safeParse(base)).sort(), ['upcoming', 'url']);
  assert.equal(Change.safeParse({ ...base, upcoming: true, url: 'https://changeline.dev/changes/google-ads-1234567890/' }).success, true);
});

test('the id must start with the platform', () => {
  assert.ok(fields(ChangeRecord.safeParse({ ...base, id: 'meta-ads-1234567890' })).includes('id'));
});

test('ChangeList, Tool and PriceEvent refuse malformed values', () => {
  assert.ok(fields(ChangeList.safeParse({ count: -1, generated_at: 'now', changes: [] })).length >= 2);
  assert.ok(fields(Tool.safeParse({ id: 'not-a-tool' })).includes('id'));
  const ev = {
    id: 'clay-0123456789',
    tool_id: 'clay',
    plan: 'Launch',
    event: 'price_change',
    date: '2026-03-11',
    price_text: '$185',
    old_price: null,
    price: 185,
    currency: 'USD',
    billing: 'monthly',
    source_url: 'https://www.clay.com/pricing',
    snapshot_source: 'official',
    observed_on: '2026-03-11',
    capture_url: null,
    capture_name: null,
  };
  // A price change names the price before it and that price's billing basis.
  assert.deepEqual(fields(PriceEvent.safeParse(ev)), ['old_price_text', 'old_billing']);
  assert.deepEqual(fields(PriceEvent.safeParse({ ...ev, billing: 'yearly' })), ['billing']);
  const whole = { ...ev, old_price_text: '$149', old_price: 149, old_billing: 'monthly', old_observed_on: '2025-01-15' };
  assert.equal(PriceEvent.safeParse(whole).success, true);
  // The earlier observation comes first; first_seen has no earlier basis.
  assert.deepEqual(fields(PriceEvent.safeParse({ ...whole, old_observed_on: '2026-04-01' })), ['old_observed_on']);
  assert.deepEqual(fields(PriceEvent.safeParse({ ...whole, event: 'first_seen', old_price_text: undefined, old_observed_on: undefined, old_price: null })), [
    'old_billing',
  ]);
});

const OFFICIAL = { snapshot_source: 'official', observed_on: '2026-11-25', capture_url: null, capture_name: null };
const CAPTURE = {
  snapshot_source: 'capture',
  observed_on: '2025-03-01',
  capture_url: 'https://web.archive.org/web/20250301000000/https://www.clay.com/pricing',
  capture_name: 'Internet Archive Wayback Machine',
};
const TRANSCRIPTION = {
  snapshot_source: 'transcription',
  observed_on: '2025-03-01',
  capture_url: 'https://github.com/api-evangelist/clay-com/blob/2fee92081614cb279fcaef11d8fd40af71e62590/plans/clay-com-plans-pricing.yml',
  capture_name: 'GitHub api-evangelist/clay-com',
};
const event = {
  id: 'clay-0123456789',
  tool_id: 'clay',
  plan: 'Launch',
  event: 'first_seen',
  date: '2025-03-01',
  price_text: '$185',
  old_price: null,
  price: 185,
  currency: 'USD',
  billing: 'monthly',
  source_url: 'https://www.clay.com/pricing',
};
const PRICE = {
  label: 'Launch',
  kind: 'plan',
  product_line: null,
  price_text: '$185',
  price: 185,
  currency: 'USD',
  billing: 'monthly',
  period: 'month',
  unit: 'workspace',
  min_seats: null,
  alt_price_text: null,
  alt_billing: null,
  unit_text: 'per month',
  allowance_text: null,
};
const planOf = (prov: object) => ({ ...PRICE, excerpt: 'Entry paid plan.', alt_price_note: null, ...prov });
const observationOf = (prov: object) => ({ ...prov, source_url: 'https://www.clay.com/pricing', shows: null, prices: [PRICE] });
const toolOf = (prov: object, plans: object[] = [], observations: object[] = [observationOf(prov)]) => ({
  id: 'clay',
  name: 'Clay',
  category: 'data enrichment',
  pricing_url: 'https://www.clay.com/pricing',
  last_snapshot: (prov as { observed_on?: string }).observed_on ?? '2025-03-01',
  fetched_at: null,
  ...prov,
  public_pricing: true,
  plans,
  observations,
  notes: [],
});

test('provenance: official, capture and transcription observations are valid on events, plans, observations and snapshots', () => {
  assert.equal(PriceEvent.safeParse({ ...event, ...OFFICIAL }).success, true);
  assert.equal(PriceEvent.safeParse({ ...event, ...CAPTURE }).success, true);
  assert.equal(PriceEvent.safeParse({ ...event, ...TRANSCRIPTION }).success, true);
  assert.equal(Tool.safeParse(toolOf(CAPTURE, [planOf(CAPTURE), planOf(OFFICIAL)])).success, true);
  const both = [observationOf(TRANSCRIPTION), observationOf(OFFICIAL)];
  // The tool's grade is the weakest of the prices it shows (src/model/tool-grade.ts); last_snapshot the latest observation.
  assert.equal(Tool.safeParse({ ...toolOf(TRANSCRIPTION, [planOf(TRANSCRIPTION)], both), last_snapshot: OFFICIAL.observed_on }).success, true);
});

test('a transcription names its address and maker like a capture; any other grade is refused', () => {
  assert.deepEqual(fields(PriceEvent.safeParse({ ...event, ...TRANSCRIPTION, capture_url: null })), ['capture_url']);
  assert.deepEqual(fields(Tool.safeParse(toolOf(TRANSCRIPTION, [], [observationOf({ ...TRANSCRIPTION, capture_name: null })]))), [
    'observations.0.capture_name',
  ]);
  assert.deepEqual(fields(PriceEvent.safeParse({ ...event, ...TRANSCRIPTION, snapshot_source: 'notes' })), ['snapshot_source']);
});

test('a tool keeps its observations oldest first; last_snapshot is the latest one (the grade rule is the linter rule tool-grade)', () => {
  const older = observationOf({ ...CAPTURE, observed_on: '2024-01-01' });
  assert.equal(Tool.safeParse(toolOf(CAPTURE, [], [older, observationOf(CAPTURE)])).success, true);
  assert.deepEqual(fields(Tool.safeParse(toolOf(CAPTURE, [], [observationOf(CAPTURE), older]))), ['observations.1.observed_on']);
  assert.deepEqual(fields(Tool.safeParse({ ...toolOf(CAPTURE, [], [observationOf(CAPTURE)]), last_snapshot: '2025-02-01' })), ['observed_on', 'last_snapshot']);
  // A second price names its basis only when there is one.
  assert.deepEqual(fields(Tool.safeParse(toolOf(CAPTURE, [planOf({ ...CAPTURE, alt_billing: 'annual' })]))), ['plans.0.alt_billing']);
});

test('provenance: a capture names its address and maker; an official observation has neither; names the field', () => {
  assert.deepEqual(fields(PriceEvent.safeParse({ ...event, ...CAPTURE, capture_url: null, capture_name: null })), ['capture_url', 'capture_name']);
  assert.deepEqual(fields(PriceEvent.safeParse({ ...event, ...OFFICIAL, capture_url: CAPTURE.capture_url })), ['capture_url']);
  assert.deepEqual(fields(PriceEvent.safeParse({ ...event, ...OFFICIAL, snapshot_source: 'curated: help-center article' })), ['snapshot_source']);
  assert.deepEqual(fields(PriceEvent.safeParse({ ...event, ...OFFICIAL, observed_on: '2025-02-30' })), ['observed_on']);
  assert.deepEqual([...new Set(fields(PriceEvent.safeParse({ ...event, ...CAPTURE, capture_url: 'http://web.archive.org/x' })))], ['capture_url']);
  const { observed_on: _o, ...noDay } = OFFICIAL;
  assert.deepEqual(fields(PriceEvent.safeParse({ ...event, ...noDay })), ['observed_on']);
  assert.deepEqual(fields(Tool.safeParse(toolOf(CAPTURE, [planOf({ ...CAPTURE, capture_name: null })]))), ['plans.0.capture_name']);
});

test('provenance: a tool is graded on or before its last_snapshot day, and only a tool with no snapshot has none', () => {
  assert.deepEqual(fields(Tool.safeParse({ ...toolOf(CAPTURE), observed_on: '2025-04-01' })), ['observed_on']);
  const none = { snapshot_source: null, observed_on: null, capture_url: null, capture_name: null };
  assert.deepEqual(fields(Tool.safeParse(toolOf(none, [], []))), ['snapshot_source', 'last_snapshot']);
  assert.equal(Tool.safeParse({ ...toolOf(none, [], []), last_snapshot: null }).success, true);
});
