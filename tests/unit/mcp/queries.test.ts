import { formatDate } from '../../../src/model/format-date.ts';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { PriceEvent } from '../../../src/schemas/pricing.ts';
import { changesSnapshot } from '../../../src/mcp/snapshot.ts';
import { ToolError, getChange, listPlatforms, priceHistory, searchChanges, upcomingChanges } from '../../../src/mcp/queries.ts';
import { PriceHistoryInput, SearchInput, UpcomingInput } from '../../../src/mcp/tool-schemas.ts';
import { CHANGE_LIST, RECORDS, SITE } from '../../support/mcp-records.ts';

const TODAY = '2026-09-05';

const snap = changesSnapshot(CHANGE_LIST, SITE);

const search = (args: Record<string, unknown>, today = TODAY) => searchChanges(snap, SearchInput.parse(args), today);
const ids = (rows: { id: string }[]) => rows.map((r) => r.id);

test('search: title hits first, then soonest upcoming, then past changes newest first', () => {
  const res = search({ query: 'sunset' });
  assert.deepEqual(ids(res.changes), [
    'google-ads-000000000a', // title, upcoming in 32 days
    'linkedin-ads-000000000d', // title, upcoming in 40 days
    'meta-ads-000000000f', // title, upcoming in 138 days
    'google-ads-000000000c', // title, past (2026-08-05)
    'x-ads-000000000e', // title, past (published 2025-01-10)
    'meta-ads-000000000b', // summary only
  ]);
  assert.equal(res.total, 6);
  assert.equal(res.today, TODAY);
});

test('search: upcoming and days_until are computed for the day of the call', () => {
  const rows = search({ query: 'v21' }).changes;
  const past = rows.find((r) => r.id === 'google-ads-000000000c')!;
  assert.equal(past.upcoming, false);
  assert.equal(past.days_until, undefined);
  const future = rows.find((r) => r.id === 'meta-ads-000000000f')!;
  assert.equal(future.upcoming, true);
  assert.equal(future.days_until, 138);
  // On the build's day the old record was still upcoming.
  assert.equal(search({ query: 'v21' }, '2026-07-01').changes.find((r) => r.id === 'google-ads-000000000c')!.days_until, 35);
});

test('search: rows are brief and in publishing order', () => {
  const row = search({ query: 'v22' }).changes[0]!;
  assert.deepEqual(Object.keys(row), [
    'id',
    'platform',
    'title',
    'categories',
    'published_date',
    'effective_date',
    'effective_date_precision',
    'upcoming',
    'days_until',
    'source_url',
    'url',
    'api_version',
  ]);
  assert.equal('summary' in row, false);
});

test('search: platform, category and upcoming_only filters', () => {
  assert.deepEqual(ids(search({ query: 'sunset', platform: 'google-ads' }).changes), ['google-ads-000000000a', 'google-ads-000000000c']);
  assert.deepEqual(ids(search({ category: 'deprecation' }).changes), ['meta-ads-000000000b']);
  assert.deepEqual(ids(search({ query: 'sunset', upcoming_only: true }).changes), [
    'google-ads-000000000a',
    'linkedin-ads-000000000d',
    'meta-ads-000000000f',
    'meta-ads-000000000b',
  ]);
});

test('search: since and until bound the effective date (else the published date), inclusive', () => {
  assert.deepEqual(ids(search({ since: '2026-10-07', until: '2026-10-15' }).changes), ['google-ads-000000000a', 'linkedin-ads-000000000d']);
  assert.deepEqual(ids(search({ since: '2026-10-08', until: '2026-10' }).changes), ['linkedin-ads-000000000d']);
  // A month-precision date overlaps any day of its month.
  assert.deepEqual(ids(search({ since: '2026-09-30', until: '2026-09-30' }).changes), ['meta-ads-000000000b']);
  // Published date stands in when there is no effective date.
  assert.deepEqual(ids(search({ until: '2025-12' }).changes), ['x-ads-000000000e']);
});

test('search: since after until is an error naming both', () => {
  assert.throws(
    () => search({ since: '2026-11', until: '2026-10-31' }),
    (err: Error) => {
      assert.ok(err instanceof ToolError);
      assert.match(err.message, /since 2026-11 is after until 2026-10-31/);
      return true;
    },
  );
});

test('search: total counts every match, limit caps the rows', () => {
  const res = search({ query: 'sunset', limit: 2 });
  assert.equal(res.total, 6);
  assert.equal(res.returned, 2);
  assert.equal(res.changes.length, 2);
});

test('search: no query lists by the filters alone; a query of punctuation is an error', () => {
  assert.equal(search({}).total, RECORDS.length);
  assert.throws(() => search({ query: '?!' }), /has no letters or digits/);
});

test('upcoming: from today through today + days, soonest first, month dates from their first day', () => {
  const res = upcomingChanges(snap, UpcomingInput.parse({}), TODAY);
  assert.equal(res.window_end, '2026-12-04');
  assert.equal(res.days, 90);
  assert.deepEqual(
    res.changes.map((c) => [c.id, c.days_until]),
    [
      ['meta-ads-000000000b', 0], // 2026-09: runs until the 30th, counted from the 1st, floored at 0
      ['google-ads-000000000a', 32],
      ['linkedin-ads-000000000d', 40],
    ],
  );
  // 2026-08 ended before today; 2027-01-21 is past the window.
  assert.deepEqual(ids(upcomingChanges(snap, UpcomingInput.parse({ days: 138 }), TODAY).changes).at(-1), 'meta-ads-000000000f');
  assert.deepEqual(ids(upcomingChanges(snap, UpcomingInput.parse({ days: 0 }), TODAY).changes), ['meta-ads-000000000b']);
  assert.deepEqual(ids(upcomingChanges(snap, UpcomingInput.parse({ days: 365, platform: 'meta-ads', category: 'api_version_sunset' }), TODAY).changes), [
    'meta-ads-000000000f',
  ]);
  const limited = upcomingChanges(snap, UpcomingInput.parse({ limit: 1 }), TODAY);
  assert.equal(limited.total, 3);
  assert.equal(limited.returned, 1);
});

test('get_change: the full record, upcoming recomputed, days_until beside it', () => {
  const res = getChange(snap, 'meta-ads-000000000b', TODAY);
  assert.equal(res.change.summary, 'Remaining campaigns are paused at the sunset of v26.');
  assert.equal(res.change.upcoming, true);
  assert.equal(res.days_until, 0);
  const past = getChange(snap, 'google-ads-000000000c', TODAY);
  assert.equal(past.change.upcoming, false);
  assert.equal('days_until' in past, false);
  assert.equal(past.change.url, `${SITE}/changes/google-ads-000000000c/`);
  // How it was recorded, in the site's words: the test records were read from the official page by hand on 1 June 2026.
  assert.equal(
    res.recorded_how,
    `Compiled by hand from the official page, read on 1 June 2026. Last verified ${formatDate(res.change.last_verified)}: the latest day the official page was read stating this.`,
  );
  assert.deepEqual([res.change.recorded_by, res.change.observed_via], ['hand', 'official']);
});

test('get_change: an unknown id is an error naming it', () => {
  assert.throws(() => getChange(snap, 'google-ads-ffffffffff', TODAY), /no change has the id "google-ads-ffffffffff".*search_changes/);
});

test('list_platforms: counts per platform with upcoming counted for today', () => {
  const res = listPlatforms(snap, TODAY);
  assert.equal(res.total_changes, RECORDS.length);
  const google = res.platforms.find((p) => p.slug === 'google-ads')!;
  assert.equal(google.count, 2);
  assert.equal(google.upcoming, 1);
  assert.equal(google.next_effective_date, '2026-10-07');
  assert.equal(google.page, `${SITE}/platforms/google-ads/`);
  assert.equal(res.categories.find((c) => c.slug === 'api_version_sunset')!.count, 4);
  assert.equal(res.tools.length, 12);
});

test('the per-day view is computed once per day', () => {
  assert.equal(snap.view(TODAY), snap.view(TODAY));
  assert.notEqual(snap.view(TODAY), snap.view('2026-09-06'));
});

test('changesSnapshot rejects a file that is not a change list, naming what is wrong', () => {
  assert.throws(() => changesSnapshot([], SITE), /^Error: the file: Invalid input: expected object, received array$/);
  // Each field is checked by the published schema's own definition, by path; at most three problems are named.
  assert.throws(
    () => changesSnapshot({ generated_at: '2026-06-15T00:00:00Z', changes: [{ id: 'a' }] }, SITE),
    /^Error: changes\[0\]\.id: expected <platform>-<10 hex chars>; changes\[0\]\.title: Invalid input: expected string, received undefined; changes\[0\]\.url: Invalid input: expected string, received undefined; and 1 more$/,
  );
  assert.throws(() => changesSnapshot({ generated_at: 'yesterday', changes: [] }, SITE), /^Error: generated_at: expected a UTC timestamp/);
  // Fields the tools do not read, and platforms this version does not know, are let through.
  const newer = { ...CHANGE_LIST, changes: [{ ...CHANGE_LIST.changes[0]!, platform: 'tiktok-ads', brand_new_field: 1 }] };
  assert.equal(changesSnapshot(newer, SITE).records.length, 1);
});

const EVENTS: PriceEvent[] = [
  {
    id: 'hunter-0000000001',
    tool_id: 'hunter',
    plan: 'Starter',
    event: 'first_seen',
    date: '2025-01-10',
    price_text: '$49',
    old_price: null,
    price: 49,
    currency: 'USD',
    billing: 'monthly',
    source_url: 'https://hunter.io/pricing',
    snapshot_source: 'official',
    observed_on: '2025-01-10',
    capture_url: null,
    capture_name: null,
  },
  {
    id: 'clay-0000000002',
    tool_id: 'clay',
    plan: 'Pro',
    event: 'price_change',
    date: '2025-06-01',
    old_price_text: '$800',
    price_text: '$720',
    old_price: 800,
    price: 720,
    currency: 'USD',
    billing: 'monthly',
    old_billing: 'monthly',
    old_observed_on: '2025-01-15',
    source_url: 'https://clay.com/pricing',
    snapshot_source: 'official',
    observed_on: '2025-06-01',
    capture_url: null,
    capture_name: null,
  },
  {
    id: 'hunter-0000000003',
    tool_id: 'hunter',
    plan: 'Starter',
    event: 'price_change',
    date: '2026-02-01',
    old_price_text: '$49',
    price_text: '$34',
    old_price: 49,
    price: 34,
    currency: 'USD',
    billing: 'monthly',
    old_billing: 'monthly',
    old_observed_on: '2025-01-10',
    source_url: 'https://hunter.io/pricing',
    snapshot_source: 'official',
    observed_on: '2026-02-01',
    capture_url: null,
    capture_name: null,
  },
];

test('price history: newest first, filtered by tool, since and event', () => {
  const all = priceHistory({ events: EVENTS }, PriceHistoryInput.parse({}));
  assert.deepEqual(
    all.events.map((e) => e.id),
    ['hunter-0000000003', 'clay-0000000002', 'hunter-0000000001'],
  );
  assert.deepEqual(
    priceHistory({ events: EVENTS }, PriceHistoryInput.parse({ tool: 'hunter' })).events.map((e) => e.id),
    ['hunter-0000000003', 'hunter-0000000001'],
  );
  assert.equal(priceHistory({ events: EVENTS }, PriceHistoryInput.parse({ since: '2025-06' })).total, 2);
  assert.equal(priceHistory({ events: EVENTS }, PriceHistoryInput.parse({ event: 'first_seen' })).total, 1);
  const one = priceHistory({ events: EVENTS }, PriceHistoryInput.parse({ limit: 1 }));
  assert.deepEqual([one.total, one.returned], [3, 1]);
});
