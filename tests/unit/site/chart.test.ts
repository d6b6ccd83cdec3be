/** The price-history chart's geometry. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compactNumber, niceScale, priceChart } from '../../../src/lib/chart.ts';
import { eventPrice, planPrice } from '../../../src/lib/price.ts';
import type { PriceEvent, Tool } from '../../../src/schemas/pricing.ts';

test('nice scales cover the maximum', () => {
  assert.deepEqual(niceScale(830), { max: 1000, step: 250 });
  assert.deepEqual(niceScale(47), { max: 60, step: 20 });
  assert.deepEqual(niceScale(0), { max: 1, step: 1 });
  assert.deepEqual([0, 12.5, 750, 1000, 1500, 2_500_000].map(compactNumber), ['0', '12.5', '750', '1k', '1.5k', '2.5M']);
});

const tool = (plans: Tool['plans'], snapshot = '2026-06-01'): Tool => ({
  id: 'lemlist',
  name: 'Test tool',
  category: 'test',
  pricing_url: 'https://www.lemlist.com/pricing',
  last_snapshot: snapshot,
  fetched_at: `${snapshot}T00:00:00Z`,
  snapshot_source: 'official',
  observed_on: snapshot,
  capture_url: null,
  capture_name: null,
  public_pricing: true,
  plans,
  notes: [],
});
const plan = (label: string, price: number | null, price_text: string): Tool['plans'][number] => ({
  label,
  kind: 'plan',
  price_text,
  price,
  currency: planPrice(price_text).currency,
  alt_price_text: null,
  unit_text: null,
  allowance_text: null,
  excerpt: 'x',
  billing: null,
  alt_price_note: null,
  snapshot_source: 'official',
  observed_on: '2026-06-01',
  capture_url: null,
  capture_name: null,
});
let n = 0;
const ev = (plan: string, event: PriceEvent['event'], date: string, price_text: string, old?: string): PriceEvent => ({
  id: `lemlist-${(n++).toString(16).padStart(10, '0')}`,
  tool_id: 'lemlist',
  plan,
  event,
  date,
  ...(old ? { old_price_text: old } : {}),
  price_text,
  ...eventPrice({ event, price_text, old_price_text: old }),
  source_url: 'https://www.lemlist.com/pricing',
  snapshot_source: 'official',
  observed_on: date,
  capture_url: null,
  capture_name: null,
});

test('a price change is a step on its date; the line runs to the snapshot while the plan is listed', () => {
  const chart = priceChart(
    tool([plan('Pro', 99, '$99')]),
    [ev('Pro', 'first_seen', '2025-01-01', '$79'), ev('Pro', 'price_change', '2025-07-01', '$99', '$79')],
    '2026-06-15',
  )!;
  assert.equal(chart.series.length, 1);
  const s = chart.series[0]!;
  assert.deepEqual(
    s.points.map((p) => [p.date, p.price]),
    [
      ['2025-01-01', 79],
      ['2025-07-01', 99],
    ],
  );
  const [a, b] = s.points;
  assert.ok(b!.x > a!.x && b!.y < a!.y, 'later and higher');
  assert.equal(s.path, `M${a!.x},${a!.y} H${b!.x} V${b!.y} H${chart.plot.right}`);
  assert.equal(chart.markers.length, 2);
  assert.equal(chart.currency, '$');
  assert.match(chart.description, /from 2025-01-01 to 2026-06-01/);
  assert.equal(chart.end, '2026-06-01');
});

test('the chart draws the stored numbers and currency, not a reading of the texts', () => {
  const first = { ...ev('Pro', 'first_seen', '2025-01-01', 'Starts at 79 a month'), price: 79, currency: 'EUR' };
  const change = { ...ev('Pro', 'price_change', '2025-07-01', 'see the page', 'as before'), old_price: 79, price: 99, currency: 'EUR' };
  const chart = priceChart(tool([{ ...plan('Pro', 99, 'Ninety-nine'), currency: 'EUR' }]), [first, change], '2026-06-15')!;
  assert.deepEqual(
    chart.series[0]!.points.map((p) => [p.date, p.price]),
    [
      ['2025-01-01', 79],
      ['2025-07-01', 99],
    ],
  );
  assert.equal(chart.currency, '€');
  assert.ok(chart.yTicks.at(-1)!.label.startsWith('€'));
});

test('a plan no longer listed stops at its last event; allowance events are marked but not plotted', () => {
  const chart = priceChart(
    tool([plan('New', 185, '$185')]),
    [
      ev('Old', 'first_seen', '2025-01-15', '$149/mo'),
      ev('Old', 'page_changed', '2026-03-11', 'Replaced'),
      ev('New', 'first_seen', '2026-03-11', '$185/mo'),
      ev('New', 'allowance_change', '2026-04-01', '20,000 credits', '15,000 credits'),
    ],
    '2026-06-15',
  )!;
  const old = chart.series.find((s) => s.plan === 'Old')!;
  assert.equal(old.current, false);
  const stopX = chart.markers.find((m) => m.events.includes('page_changed'))!.x;
  assert.ok(old.path.endsWith(`H${stopX}`), old.path);
  const neu = chart.series.find((s) => s.plan === 'New')!;
  assert.deepEqual(
    neu.points.map((p) => p.price),
    [185],
  );
  assert.deepEqual(
    chart.markers.map((m) => [m.date, m.events]),
    [
      ['2025-01-15', ['first_seen']],
      ['2026-03-11', ['first_seen', 'page_changed']],
      ['2026-04-01', ['allowance_change']],
    ],
  );
  assert.equal(chart.markers[1]!.label.split('\n').length, 2);
  assert.ok(chart.yTicks.at(-1)!.label.startsWith('$'));
});

test('no chart without a numeric price anywhere', () => {
  assert.equal(priceChart(tool([plan('Custom', null, 'Contact sales')]), [ev('Custom', 'page_changed', '2026-01-01', 'x')], '2026-06-15'), null);
});

test('no chart when prices were observed on one day only, however far apart the other events are', () => {
  // Hunter's case: an allowance event in 2023 and prices seen on one day make one dot, not a history.
  const oneDay = priceChart(
    tool([plan('Pack', 10, '$10')], '2026-11-25'),
    [ev('All plans', 'allowance_change', '2023-03-27', 'more', 'less'), ev('Pack', 'first_seen', '2026-06-01', '$10')],
    '2026-11-25',
  );
  assert.equal(oneDay, null);
  const twoDays = priceChart(
    tool([plan('Pack', 12, '$12')]),
    [ev('Pack', 'first_seen', '2026-01-01', '$10'), ev('Pack', 'price_change', '2026-05-01', '$12', '$10')],
    '2026-11-25',
  );
  assert.ok(twoDays);
  assert.deepEqual(
    twoDays.series[0]!.points.map((p) => p.date),
    ['2026-01-01', '2026-05-01'],
  );
});
