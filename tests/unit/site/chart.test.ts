/** The price-history chart's geometry. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compactNumber, niceScale, priceChart } from '../../../src/site/chart.ts';
import { eventPrice, planPrice } from '../../../src/model/price.ts';
import type { PriceEvent, PriceObservation, Tool } from '../../../src/schemas/pricing.ts';

test('nice scales cover the maximum', () => {
  assert.deepEqual(niceScale(830), { max: 1000, step: 250 });
  assert.deepEqual(niceScale(47), { max: 60, step: 20 });
  assert.deepEqual(niceScale(0), { max: 1, step: 1 });
  assert.deepEqual([0, 12.5, 750, 1000, 1500, 2_500_000].map(compactNumber), ['0', '12.5', '750', '1k', '1.5k', '2.5M']);
});

type Prov = Pick<PriceEvent, 'snapshot_source' | 'observed_on' | 'capture_url' | 'capture_name'>;
const official = (day: string): Prov => ({ snapshot_source: 'official', observed_on: day, capture_url: null, capture_name: null });
const plan = (
  label: string,
  price: number | null,
  price_text: string,
  billing: Tool['plans'][number]['billing'] = price ? 'monthly' : null,
): Tool['plans'][number] => ({
  label,
  kind: 'plan',
  product_line: null,
  price_text,
  price,
  currency: planPrice(price_text).currency,
  billing,
  period: price ? 'month' : null,
  unit: null,
  min_seats: null,
  alt_price_text: null,
  alt_billing: null,
  unit_text: null,
  allowance_text: null,
  excerpt: 'x',
  alt_price_note: null,
  ...official('2026-06-01'),
});
const observed = (prov: Prov, plans: Tool['plans']): PriceObservation => ({
  ...prov,
  source_url: 'https://www.lemlist.com/pricing',
  shows: null,
  prices: plans.map(({ excerpt: _e, alt_price_note: _n, source_url: _s, snapshot_source: _g, observed_on: _o, capture_url: _u, capture_name: _c, ...p }) => p),
});
const tool = (plans: Tool['plans'], observations: PriceObservation[] = [observed(official('2026-06-01'), plans)]): Tool => {
  const last = observations.at(-1);
  return {
    id: 'lemlist',
    name: 'Test tool',
    category: 'test',
    pricing_url: 'https://www.lemlist.com/pricing',
    last_snapshot: last?.observed_on ?? null,
    fetched_at: null,
    snapshot_source: last?.snapshot_source ?? null,
    observed_on: last?.observed_on ?? null,
    capture_url: last?.capture_url ?? null,
    capture_name: last?.capture_name ?? null,
    public_pricing: true,
    plans,
    observations,
    notes: [],
  };
};
let n = 0;
const ev = (plan: string, event: PriceEvent['event'], date: string, price_text: string, old?: string, oldDay?: string): PriceEvent => ({
  id: `lemlist-${(n++).toString(16).padStart(10, '0')}`,
  tool_id: 'lemlist',
  plan,
  event,
  date,
  ...(old ? { old_price_text: old } : {}),
  price_text,
  ...eventPrice({ event, price_text, old_price_text: old }),
  billing: event === 'first_seen' || event === 'price_change' ? 'monthly' : null,
  ...(event === 'price_change' ? { old_billing: 'monthly' as const, old_observed_on: oldDay } : {}),
  source_url: 'https://www.lemlist.com/pricing',
  ...official(date),
});

test('only observed points are drawn: one dot per observation, no line joins two of them', () => {
  const chart = priceChart(
    tool([plan('Pro', 99, '$99')]),
    [ev('Pro', 'first_seen', '2025-01-01', '$79'), ev('Pro', 'price_change', '2025-07-01', '$99', '$79', '2025-01-01')],
    '2026-06-15',
  )!;
  assert.equal(chart.series.length, 1);
  const s = chart.series[0]!;
  assert.equal(s.plan, 'Pro (billed monthly)');
  assert.deepEqual(
    s.points.map((p) => [p.date, p.price]),
    [
      ['2025-01-01', 79],
      ['2025-07-01', 99],
      ['2026-06-01', 99],
    ],
  );
  const [a, b] = s.points;
  assert.ok(b!.x > a!.x && b!.y < a!.y, 'later and higher');
  // Nothing in the model can draw a line: a series is its points.
  assert.deepEqual(Object.keys(s).sort(), ['current', 'index', 'plan', 'points']);
  assert.deepEqual(
    chart.observed.map((o) => o.date),
    ['2025-01-01', '2025-07-01', '2026-06-01'],
  );
  assert.equal(chart.markers.length, 2);
  assert.equal(chart.currency, '$');
  assert.match(chart.description, /from 2025-01-01 to 2026-06-01/);
  assert.match(chart.description, /nothing was observed between the dots, so no line joins them/);
});

test('a price on another billing basis is its own series, never joined to the monthly one', () => {
  const monthly = plan('Growth', 149, '$149');
  const annual = plan('Growth', 104, '$104', 'annual');
  const chart = priceChart(
    tool(
      [annual],
      [
        observed({ ...official('2019-05-18'), snapshot_source: 'capture', capture_url: 'https://example.org/c.png', capture_name: 'X' }, [
          { ...annual, price: 69, price_text: '$69 / month' },
        ]),
        observed(official('2026-05-25'), [annual, { ...monthly, label: 'Starter' }]),
      ],
    ),
    [],
    '2026-11-25',
  )!;
  assert.deepEqual(
    chart.series.map((s) => [s.plan, s.points.map((p) => [p.date, p.price])]),
    [
      [
        'Growth (billed annually)',
        [
          ['2019-05-18', 69],
          ['2026-05-25', 104],
        ],
      ],
      ['Starter (billed monthly)', [['2026-05-25', 149]]],
    ],
  );
  assert.match(chart.observed[0]!.label, /from a capture of the official page on 18 May 2019/);
});

test('the chart draws the stored numbers and currency, not a reading of the texts', () => {
  const first = { ...ev('Pro', 'first_seen', '2025-01-01', 'Starts at 79 a month'), price: 79, currency: 'EUR' };
  const change = { ...ev('Pro', 'price_change', '2025-07-01', 'see the page', 'as before', '2025-01-01'), old_price: 79, price: 99, currency: 'EUR' };
  const chart = priceChart(tool([{ ...plan('Pro', 99, 'Ninety-nine'), currency: 'EUR' }], []), [first, change], '2026-06-15')!;
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

test('a plan no longer listed is not current; allowance events are marked but not plotted', () => {
  const chart = priceChart(
    tool([plan('New', 185, '$185')], []),
    [
      ev('Old', 'first_seen', '2025-01-15', '$149/mo'),
      ev('Old', 'page_changed', '2026-03-11', 'Replaced'),
      ev('New', 'first_seen', '2026-03-11', '$185/mo'),
      ev('New', 'allowance_change', '2026-04-01', '20,000 credits', '15,000 credits'),
    ],
    '2026-06-15',
  )!;
  const old = chart.series.find((s) => s.plan === 'Old (billed monthly)')!;
  assert.equal(old.current, false);
  const neu = chart.series.find((s) => s.plan === 'New (billed monthly)')!;
  assert.equal(neu.current, true);
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
});

test('no chart without a numeric price anywhere', () => {
  assert.equal(priceChart(tool([plan('Custom', null, 'Contact sales')]), [ev('Custom', 'page_changed', '2026-01-01', 'x')], '2026-06-15'), null);
});

test('no chart when prices were observed on one day only, however far apart the other events are', () => {
  // Hunter's case: an allowance event in 2023 and prices seen on one day make one dot, not a history.
  const oneDay = priceChart(
    tool([plan('Pack', 10, '$10')]),
    [ev('All plans', 'allowance_change', '2023-03-27', 'more', 'less'), ev('Pack', 'first_seen', '2026-06-01', '$10')],
    '2026-11-25',
  );
  assert.equal(oneDay, null);
  const twoDays = priceChart(
    tool([plan('Pack', 12, '$12')], []),
    [ev('Pack', 'first_seen', '2026-01-01', '$10'), ev('Pack', 'price_change', '2026-05-01', '$12', '$10', '2026-01-01')],
    '2026-11-25',
  );
  assert.ok(twoDays);
  assert.deepEqual(
    twoDays.series[0]!.points.map((p) => p.date),
    ['2026-01-01', '2026-05-01'],
  );
});
