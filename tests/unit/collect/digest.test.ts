/** The weekly digest: the ISO week's new and changed records, the next 30 days' deadlines, the week's price events. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DigestRecord } from '../../../src/schemas/digest.ts';
import type { ChangeRecord } from '../../../src/schemas/change.ts';
import type { PriceEvent } from '../../../src/schemas/pricing.ts';
import { buildDigest, isoWeek } from '../../../src/site/digest.ts';

test('ISO weeks run Monday to Sunday and belong to the year of their Thursday', () => {
  assert.deepEqual(isoWeek('2026-11-25'), { id: '2026-W48', start: '2026-11-23', end: '2026-11-29' });
  assert.deepEqual(isoWeek('2026-11-29'), { id: '2026-W48', start: '2026-11-23', end: '2026-11-29' });
  assert.equal(isoWeek('2026-01-01').id, '2026-W01');
  assert.equal(isoWeek('2027-01-01').id, '2026-W53');
  assert.equal(isoWeek('2024-12-30').id, '2025-W01');
});

const rec = (id: string, more: Partial<ChangeRecord>): ChangeRecord => ({
  id: `x-ads-${id.padEnd(10, '0')}`,
  platform: 'x-ads',
  title: `Record ${id}`,
  categories: ['deprecation'],
  source_url: 'https://docs.x.com/x',
  fetched_at: '2026-01-01T00:00:00Z',
  recorded_by: 'hand',
  observed_via: 'official',
  last_verified: '2026-01-01',
  first_seen: '2026-01-01T00:00:00Z',
  effective_date: null,
  effective_date_precision: null,
  source_key: `entry|docs.x.com/x|${id}`,
  ...more,
});

const ev = (date: string, plan: string, event: PriceEvent['event'] = 'price_change'): PriceEvent =>
  ({
    id: `hunter-${plan.padEnd(10, '0')}`,
    tool_id: 'hunter',
    plan,
    event,
    date,
    ...(event === 'first_seen' ? {} : { old_price_text: '$0' }),
    price_text: '$1',
    old_price: event === 'first_seen' ? null : 0,
    price: 1,
    currency: 'USD',
    billing: 'monthly',
    ...(event === 'price_change' ? { old_billing: 'monthly', old_observed_on: date } : {}),
    source_url: 'https://hunter.io/pricing',
    snapshot_source: 'official',
    observed_on: date,
    capture_url: null,
    capture_name: null,
  }) as PriceEvent;

test("the week's events by the dates the sources state: announced, taking effect, changed, deadlines, price events", () => {
  const changes = [
    rec('a', { published_date: '2026-11-24', first_seen: '2026-11-24T06:00:00Z' }),
    rec('b', { first_seen: '2026-11-22T23:59:59Z', changed_at: '2026-11-29T10:00:00Z' }),
    rec('c', { first_seen: '2026-11-25T06:00:00Z', changed_at: '2026-11-26T06:00:00Z' }),
    rec('d', { effective_date: '2026-12-29', effective_date_precision: 'day' }),
    rec('e', { effective_date: '2026-12-30', effective_date_precision: 'day' }),
    rec('f', { effective_date: '2026-12', effective_date_precision: 'month' }),
    rec('1', { effective_date: '2026-11-29', effective_date_precision: 'day' }),
    rec('2', { published_date: '2026-11', effective_date: '2026-11', effective_date_precision: 'month' }),
    rec('3', { published_date: '2021-03-02', first_seen: '2026-11-25T06:00:00Z' }),
    rec('4', { categories: ['api_version_sunset'], release_date: '2026-11-23', effective_date: '2027-11', effective_date_precision: 'month' }),
    rec('5', { effective_date: '2026-12-01', effective_date_precision: 'day', superseded_by: 'x-ads-d000000000' }),
  ];
  const events = [ev('2026-11-23', 'b'), ev('2026-11-30', 'c'), ev('2026-11-23', 'a', 'allowance_change'), ev('2026-11-25', 'z', 'first_seen')];
  const d = buildDigest({ changes, events, day: '2026-11-25', generatedAt: '2026-11-25T06:00:00Z' });
  assert.equal(d.id, '2026-W48');
  // Announced that week by the source; a month-precision date names no week; a 2021 record compiled this week is not news.
  assert.deepEqual(
    d.announced.map((i) => i.title),
    ['Record 4', 'Record a'],
  );
  assert.deepEqual(
    d.taking_effect.map((i) => i.title),
    ['Record 1'],
  );
  assert.deepEqual(
    d.changed_changes.map((i) => i.title),
    ['Record b'],
  );
  assert.deepEqual(
    d.deadlines.map((i) => i.title),
    ['Record 2', 'Record f', 'Record d'],
    'the superseded record k is no deadline',
  );
  assert.deepEqual(
    d.price_events.map((e) => e.plan),
    ['a', 'b'],
  );
  assert.deepEqual(d.added, { changes: 3, plans: 1, first_compilation: false });
  assert.equal(DigestRecord.safeParse(d).success, true, JSON.stringify(DigestRecord.safeParse(d).error?.issues));
});

test('the first compilation is one line, not a list of news', () => {
  const compiled = Array.from({ length: 50 }, (_, n) =>
    rec(`${n.toString(16).padStart(4, '0')}c`, { published_date: `20${10 + (n % 15)}-01-05`, first_seen: '2026-11-25T06:00:00Z' }),
  );
  const d = buildDigest({ changes: compiled, events: [ev('2026-11-25', 'p', 'first_seen')], day: '2026-11-26', generatedAt: '2026-11-26T06:00:00Z' });
  assert.deepEqual(d.added, { changes: 50, plans: 1, first_compilation: true });
  assert.equal(d.announced.length + d.taking_effect.length + d.changed_changes.length + d.price_events.length, 0);
  const later = buildDigest({ changes: compiled, events: [], day: '2026-12-03', generatedAt: '2026-12-03T06:00:00Z' });
  assert.deepEqual(later.added, { changes: 0, plans: 0, first_compilation: false });
});
