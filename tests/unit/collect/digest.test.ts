/** The weekly digest: the ISO week's new and changed records, the next 30 days' deadlines, the week's price events. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DigestRecord } from '../../../src/schemas/digest.ts';
import type { ChangeRecord } from '../../../src/schemas/change.ts';
import type { PriceEvent } from '../../../src/schemas/pricing.ts';
import { buildDigest, isoWeek } from '../../../scripts/lib/digest.ts';

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
  first_seen: '2026-01-01T00:00:00Z',
  effective_date: null,
  effective_date_precision: null,
  source_key: `entry|docs.x.com/x|${id}`,
  ...more,
});

test('new, changed, deadlines and price events of the week, sorted, valid for the schema', () => {
  const changes = [
    rec('a', { first_seen: '2026-11-24T06:00:00Z' }),
    rec('b', { first_seen: '2026-11-22T23:59:59Z', changed_at: '2026-11-29T10:00:00Z' }),
    rec('c', { first_seen: '2026-11-25T06:00:00Z', changed_at: '2026-11-26T06:00:00Z' }),
    rec('d', { effective_date: '2026-12-29', effective_date_precision: 'day' }),
    rec('e', { effective_date: '2026-12-30', effective_date_precision: 'day' }),
    rec('f', { effective_date: '2026-12', effective_date_precision: 'month' }),
    rec('g', { effective_date: '2026-11-29', effective_date_precision: 'day' }),
  ];
  const ev = (date: string, plan: string): PriceEvent => ({
    id: `hunter-${plan.padEnd(10, '0')}`,
    tool_id: 'hunter',
    plan,
    event: 'first_seen',
    date,
    price_text: '$1',
    source_url: 'https://hunter.io/pricing',
    snapshot_source: 'official',
    observed_on: date,
    capture_url: null,
    capture_name: null,
  });
  const d = buildDigest({ changes, events: [ev('2026-11-23', 'b'), ev('2026-11-30', 'c'), ev('2026-11-23', 'a')], day: '2026-11-25', generatedAt: '2026-11-25T06:00:00Z' });
  assert.equal(d.id, '2026-W48');
  assert.deepEqual(d.new_changes.map((i) => i.title), ['Record a', 'Record c']);
  assert.deepEqual(d.changed_changes.map((i) => i.title), ['Record b']);
  assert.deepEqual(d.deadlines.map((i) => i.title), ['Record f', 'Record d']);
  assert.deepEqual(d.price_events.map((e) => e.plan), ['a', 'b']);
  assert.equal(DigestRecord.safeParse(d).success, true);
});
