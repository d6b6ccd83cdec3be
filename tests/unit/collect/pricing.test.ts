/** Pricing pages: structured data first, visible cards second; snapshots compared into price events. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { TOOLS } from '../../../src/model/registry.ts';
import { PriceEvent, Tool } from '../../../src/schemas/pricing.ts';
import { priceEventId } from '../../../src/model/ids.ts';
import { parsePricingPage } from '../../../src/collect/pricing/parse.ts';
import { planPrice } from '../../../src/model/price.ts';
import { PAGE_PLAN, officialOn, planPricing, type PricingMergeInput } from '../../../src/collect/pricing/snapshot.ts';
import { PlausibilityError } from '../../../src/collect/lib/merge.ts';
import type { PricingParse } from '../../../src/collect/lib/types.ts';
import { basisOf } from '../../../src/model/price-basis.ts';
import type { Plan, Provenance } from '../../../src/schemas/pricing.ts';

const page = (head: string, body: string) => `<!DOCTYPE html><html><head>${head}</head><body><main>${body}</main></body></html>`;

test('JSON-LD offers give both the annual and the monthly price of a plan', () => {
  const ld = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: 'Tool',
    offers: [
      {
        '@type': 'Offer',
        name: 'Basic',
        price: '49',
        priceCurrency: 'USD',
        priceSpecification: { '@type': 'UnitPriceSpecification', price: 49, unitText: 'user/month', referenceQuantity: { unitCode: 'ANN' } },
      },
      {
        '@type': 'Offer',
        name: 'Basic',
        price: '59',
        priceCurrency: 'USD',
        priceSpecification: { '@type': 'UnitPriceSpecification', price: 59, referenceQuantity: { unitCode: 'MON' } },
      },
      { '@type': 'Offer', name: 'Enterprise' },
    ],
  };
  const r = parsePricingPage(page(`<script type="application/ld+json">${JSON.stringify(ld)}</script>`, '<h1>Pricing</h1>'));
  assert.equal(r.method, 'json-ld');
  assert.deepEqual(
    r.plans.map((p) => [p.label, p.price_text, p.price, p.alt_price_text, p.billing, p.alt_price_note, p.unit_text]),
    [
      ['Basic', '$49', 49, '$59', 'annual', 'billed monthly', 'user/month'],
      ['Enterprise', 'Contact sales', null, null, null, null, null],
    ],
  );
});

test('visible cards: label, shown price, toggle prices from data attributes, unit, allowance; FAQ headings are not plans', () => {
  const card = (name: string, price: string, extra = '') =>
    `<div class="card"><h3>${name}</h3><div class="row"><span class="price"${extra}>${price}</span> <span>/user/month</span></div><p>billed annually</p><ul><li>2,000 credits per month</li></ul></div>`;
  const html = page(
    '',
    `<h1>Pricing</h1><section><h2>Plans</h2><div class="grid">${card('Starter', '$34', ' data-price-monthly="$49" data-price-annual="$34"')}${card('Scale', 'Contact sales')}</div></section>
     <section><h2>FAQ</h2><div><div><h3>Is there a free trial?</h3><p>Yes, every paid plan can be tried for free for fourteen days before you pay.</p></div><div><h3>Can I cancel?</h3><p>Any time.</p></div></div></section>`,
  );
  const r = parsePricingPage(html);
  assert.equal(r.method, 'cards');
  assert.deepEqual(
    r.plans.map((p) => [p.label, p.price_text, p.alt_price_text, p.billing, p.unit_text, p.allowance_text]),
    [
      ['Starter', '$34', '$49', 'annual', '/user/month', '2,000 credits per month'],
      ['Scale', 'Contact sales', null, null, '/user/month', '2,000 credits per month'],
    ],
  );
});

test('a page with neither offers nor cards is a shape error', () => {
  assert.throws(() => parsePricingPage(page('', '<h1>We moved</h1><p>See our new site.</p>')), /no structured prices/);
});

const plan = (label: string, price_text: string, allowance: string | null = null, hash = `h-${label}-${price_text}-${allowance}`) => ({
  label,
  kind: 'plan' as const,
  price_text,
  ...planPrice(price_text),
  alt_price_text: null,
  unit_text: null,
  allowance_text: allowance,
  excerpt: `${label} card.`,
  // Every price the test pages show is billed monthly unless a test says otherwise; a price-less card states no basis.
  billing: planPrice(price_text).price ? ('monthly' as const) : null,
  alt_price_note: null,
  hash,
});
/** A parsed card as a stored plan, with the basis fields the runner reads from its texts. */
const asPlan = ({ hash: _h, ...p }: ReturnType<typeof plan>, prov: Provenance, more: Partial<Plan> = {}): Plan => ({ ...p, ...basisOf(p), ...prov, ...more });

function run(parse: PricingParse, previous: Tool | null, state?: PricingMergeInput['state'], events: PriceEvent[] = [], today = '2026-11-25') {
  return planPricing({ collectorId: 'hunter-pricing', info: TOOLS.hunter, previous, parse, state, events, today, now: `${today}T06:00:00Z` });
}

test('first snapshot: every plan first_seen, a valid Tool and valid events', () => {
  const r = run({ plans: [plan('Starter', '$34'), plan('Growth', '$104')], page_hash: 'p1', method: 'cards' }, null);
  assert.deepEqual(
    r.events.map((e) => [e.plan, e.event, e.price_text]),
    [
      ['Starter', 'first_seen', '$34'],
      ['Growth', 'first_seen', '$104'],
    ],
  );
  for (const e of r.events) assert.equal(PriceEvent.safeParse(e).success, true);
  assert.equal(Tool.safeParse(r.tool).success, true);
  assert.equal(r.tool!.public_pricing, true);
  assert.equal(r.tool!.last_snapshot, '2026-11-25');
});

test('price and allowance changes make events with the old value; an unchanged page writes nothing', () => {
  const first = run({ plans: [plan('Starter', '$34', '2,000 credits'), plan('Growth', '$104')], page_hash: 'p1', method: 'cards' }, null);
  const same = run(
    { plans: [plan('Starter', '$34', '2,000 credits'), plan('Growth', '$104')], page_hash: 'p1', method: 'cards' },
    first.tool,
    first.state,
    first.events,
    '2026-11-26',
  );
  assert.equal(same.tool, null);
  assert.deepEqual(same.events, []);
  const next = run(
    { plans: [plan('Starter', '$44', '2,500 credits'), plan('Growth', '$104')], page_hash: 'p2', method: 'cards' },
    first.tool,
    first.state,
    first.events,
    '2026-11-26',
  );
  assert.deepEqual(
    next.events.map((e) => [e.plan, e.event, e.old_price_text, e.price_text, e.date]),
    [
      ['Starter', 'price_change', '$34', '$44', '2026-11-26'],
      ['Starter', 'allowance_change', '2,000 credits', '2,500 credits', '2026-11-26'],
    ],
  );
  assert.equal(next.tool!.plans.find((p) => p.label === 'Starter')!.price_text, '$44');
  // The numbers written with each event: prices for the price change, none for the allowance (its texts are not prices).
  assert.deepEqual(
    next.events.map((e) => [e.old_price, e.price, e.currency]),
    [
      [34, 44, 'USD'],
      [null, null, null],
    ],
  );
  assert.deepEqual(
    first.events.map((e) => [e.old_price, e.price, e.currency]),
    [
      [null, 34, 'USD'],
      [null, 104, 'USD'],
    ],
  );
});

test('page_changed when the page changed but no parsed value did', () => {
  const first = run({ plans: [plan('Starter', '$34')], page_hash: 'p1', method: 'cards' }, null);
  const next = run({ plans: [plan('Starter', '$34')], page_hash: 'p2', method: 'cards' }, first.tool, first.state, first.events, '2026-11-26');
  assert.deepEqual(
    next.events.map((e) => [e.plan, e.event]),
    [[PAGE_PLAN, 'page_changed']],
  );
  assert.equal(PriceEvent.safeParse(next.events[0]).success, true);
});

test('a dropped collected plan leaves the snapshot; hand-added plans and notes stay; no second first_seen', () => {
  const hand: Tool = {
    ...TOOLS.hunter,
    last_snapshot: '2026-11-20',
    fetched_at: '2026-11-20T00:00:00Z',
    ...officialOn('2026-11-20'),
    public_pricing: true,
    plans: [
      asPlan({ ...plan('Credit Pack', '$10'), kind: 'addon' as never }, officialOn('2026-11-20'), {
        source_url: 'https://help.hunter.io/en/articles/credit-packs',
      }),
    ],
    observations: [],
    notes: ['Written by a person.'],
  };
  const first = run({ plans: [plan('Starter', '$34'), plan('Growth', '$104')], page_hash: 'p1', method: 'cards' }, hand);
  assert.deepEqual(
    first.tool!.plans.map((p) => p.label),
    ['Starter', 'Growth', 'Credit Pack'],
  );
  assert.deepEqual(first.tool!.notes, ['Written by a person.']);
  // The hand-added plan keeps where and when it was seen.
  const pack = first.tool!.plans.find((p) => p.label === 'Credit Pack')!;
  assert.deepEqual([pack.source_url, pack.observed_on], ['https://help.hunter.io/en/articles/credit-packs', '2026-11-20']);
  const next = run({ plans: [plan('Starter', '$34')], page_hash: 'p2', method: 'cards' }, first.tool, first.state, first.events, '2026-11-26');
  assert.deepEqual(
    next.tool!.plans.map((p) => p.label),
    ['Starter', 'Credit Pack'],
  );
  assert.equal(next.counts.unlisted, 1);
  const again = run(
    { plans: [plan('Starter', '$34'), plan('Growth', '$104')], page_hash: 'p1', method: 'cards' },
    next.tool,
    next.state,
    [...first.events, ...next.events],
    '2026-11-27',
  );
  assert.deepEqual(
    again.events.filter((e) => e.event === 'first_seen'),
    [],
  );
});

test('quote-only pages: public_pricing false with a note; far fewer plans than last time is refused', () => {
  const r = run({ plans: [plan('Professional', 'Talk to sales'), plan('Elite', 'Talk to sales')], page_hash: 'p', method: 'cards' }, null);
  assert.equal(r.tool!.public_pricing, false);
  assert.equal(r.tool!.notes.length, 1);
  const state = { page_hash: 'p', plans: { A: '1', B: '2', C: '3', D: '4' } };
  assert.throws(() => run({ plans: [plan('A', '$1')], page_hash: 'q', method: 'cards' }, null, state), PlausibilityError);
});

test('what the collector reads is official, observed on the run day; an unchanged plan keeps the day it was first seen so', () => {
  const first = run({ plans: [plan('Starter', '$34'), plan('Growth', '$104')], page_hash: 'p1', method: 'cards' }, null);
  assert.deepEqual(
    [first.tool!, ...first.tool!.plans, ...first.events].map((x) => [x.snapshot_source, x.observed_on, x.capture_url, x.capture_name]),
    Array(5).fill(['official', '2026-11-25', null, null]),
  );
  const next = run(
    { plans: [plan('Starter', '$44'), plan('Growth', '$104')], page_hash: 'p2', method: 'cards' },
    first.tool,
    first.state,
    first.events,
    '2026-11-26',
  );
  assert.deepEqual(
    next.tool!.plans.map((p) => [p.label, p.observed_on]),
    [
      ['Starter', '2026-11-26'],
      ['Growth', '2026-11-25'],
    ],
  );
  assert.equal(next.tool!.observed_on, '2026-11-26');
  assert.equal(Tool.safeParse(next.tool).success, true);
});

test('a plan known only from a capture is replaced by the official reading, even when the values are the same', () => {
  const capture = {
    snapshot_source: 'capture' as const,
    observed_on: '2025-03-01',
    capture_url: 'https://web.archive.org/web/20250301000000/https://hunter.io/pricing',
    capture_name: 'Internet Archive Wayback Machine',
  };
  const starter = asPlan(plan('Starter', '$34'), capture);
  const prev: Tool = {
    ...TOOLS.hunter,
    last_snapshot: '2025-03-01',
    fetched_at: null,
    ...capture,
    public_pricing: true,
    plans: [starter],
    observations: [],
    notes: [],
  };
  const r = run({ plans: [plan('Starter', '$34')], page_hash: 'p1', method: 'cards' }, prev);
  assert.ok(r.tool, 'the snapshot is rewritten');
  assert.deepEqual([r.tool!.plans[0]!.snapshot_source, r.tool!.plans[0]!.observed_on, r.tool!.plans[0]!.capture_url], ['official', '2026-11-25', null]);
  assert.deepEqual(r.events, []);
});

test('two different changes to one plan on one day are two events with two ids; a repeat of one is not a third', () => {
  const first = run({ plans: [plan('Starter', '$34')], page_hash: 'p1', method: 'cards' }, null, undefined, [], '2026-11-24');
  const morning = run({ plans: [plan('Starter', '$44')], page_hash: 'p2', method: 'cards' }, first.tool, first.state, first.events, '2026-11-25');
  const all = [...first.events, ...morning.events];
  const evening = run({ plans: [plan('Starter', '$54')], page_hash: 'p3', method: 'cards' }, morning.tool, morning.state, all, '2026-11-25');
  const changes = [...morning.events, ...evening.events];
  assert.deepEqual(
    changes.map((e) => [e.event, e.old_price_text, e.price_text, e.date]),
    [
      ['price_change', '$34', '$44', '2026-11-25'],
      ['price_change', '$44', '$54', '2026-11-25'],
    ],
  );
  assert.notEqual(changes[0]!.id, changes[1]!.id);
  // The first keeps the plain id every earlier version of the project gave it.
  assert.equal(changes[0]!.id, priceEventId('hunter', 'Starter', 'price_change', '2026-11-25'));
  // Seeing $44 -> $54 again the same day records nothing new.
  const again = run(
    { plans: [plan('Starter', '$54')], page_hash: 'p4', method: 'cards' },
    { ...evening.tool!, plans: evening.tool!.plans.map((p) => ({ ...p, price_text: '$44' })) },
    evening.state,
    [...all, ...evening.events],
    '2026-11-25',
  );
  assert.deepEqual(
    again.events.filter((e) => e.event === 'price_change'),
    [],
  );
});

test('a plan the page stops listing leaves with a page_changed event, and one listed again gets another', () => {
  const first = run({ plans: [plan('Starter', '$34'), plan('Growth', '$104'), plan('Scale', '$209')], page_hash: 'p1', method: 'cards' }, null);
  const next = run(
    { plans: [plan('Starter', '$34'), plan('Growth', '$104')], page_hash: 'p2', method: 'cards' },
    first.tool,
    first.state,
    first.events,
    '2026-11-26',
  );
  assert.deepEqual(
    next.events.map((e) => [e.plan, e.event, e.price_text, e.snapshot_source, e.observed_on]),
    [['Scale', 'page_changed', 'No longer listed (was $209)', 'official', '2026-11-26']],
  );
  const back = run(
    { plans: [plan('Starter', '$34'), plan('Growth', '$104'), plan('Scale', '$199')], page_hash: 'p3', method: 'cards' },
    next.tool,
    next.state,
    [...first.events, ...next.events],
    '2026-11-27',
  );
  assert.deepEqual(
    back.events.map((e) => [e.plan, e.event, e.price_text]),
    [['Scale', 'page_changed', 'Listed again: $199']],
  );
});

test('a run killed after writing its events but before its snapshot: the next run records nothing twice and no "listed again"', () => {
  const first = run({ plans: [plan('Starter', '$34')], page_hash: 'p1', method: 'cards' }, null);
  // The interrupted run saw a new plan and wrote its first_seen, but its snapshot never reached the disk.
  const interrupted = run(
    { plans: [plan('Starter', '$34'), plan('Teams', 'Contact sales')], page_hash: 'p2', method: 'cards' },
    first.tool,
    first.state,
    first.events,
    '2026-11-26',
  );
  assert.deepEqual(
    interrupted.events.map((e) => [e.plan, e.event]),
    [['Teams', 'first_seen']],
  );
  for (const day of ['2026-11-26', '2026-11-27']) {
    const rerun = run(
      { plans: [plan('Starter', '$34'), plan('Teams', 'Contact sales')], page_hash: 'p2', method: 'cards' },
      first.tool,
      first.state,
      [...first.events, ...interrupted.events],
      day,
    );
    assert.deepEqual(rerun.events, [], `rerun on ${day}`);
    assert.deepEqual(
      rerun.tool!.plans.map((p) => p.label),
      ['Starter', 'Teams'],
    );
  }
});

test('a run killed after writing its snapshot but before its state: the next run makes no page-level event', () => {
  const first = run({ plans: [plan('Starter', '$34'), plan('Growth', '$104')], page_hash: 'p1', method: 'cards' }, null);
  assert.equal(first.state.snapshot_at, '2026-11-25T06:00:00Z', 'the state names the snapshot it goes with');
  // The interrupted run recorded the price change and wrote its snapshot; its state never reached the disk.
  const interrupted = run(
    { plans: [plan('Starter', '$44'), plan('Growth', '$104')], page_hash: 'p2', method: 'cards' },
    first.tool,
    first.state,
    first.events,
    '2026-11-26',
  );
  assert.deepEqual(
    interrupted.events.map((e) => [e.plan, e.event]),
    [['Starter', 'price_change']],
  );
  const events = [...first.events, ...interrupted.events];
  let state = first.state;
  for (const day of ['2026-11-26', '2026-11-27']) {
    const rerun = run(
      { plans: [plan('Starter', '$44'), plan('Growth', '$104')], page_hash: 'p2', method: 'cards' },
      interrupted.tool,
      first.state,
      events,
      day,
    );
    assert.deepEqual(rerun.events, [], `rerun on ${day}`);
    assert.equal(rerun.tool, null, 'the snapshot already shows the page');
    assert.equal(rerun.state.snapshot_at, interrupted.tool!.fetched_at);
    state = rerun.state;
  }
  // With the state caught up, a page that changes while no parsed value does is recorded again.
  const cosmetic = run(
    { plans: [plan('Starter', '$44'), plan('Growth', '$104')], page_hash: 'p3', method: 'cards' },
    interrupted.tool,
    state,
    events,
    '2026-11-28',
  );
  assert.deepEqual(
    cosmetic.events.map((e) => [e.plan, e.event]),
    [[PAGE_PLAN, 'page_changed']],
  );
});

test("plans known from a capture of the pricing page are the page's: dropped when it no longer lists them, and a shrunken page is refused", () => {
  const capture = {
    snapshot_source: 'capture' as const,
    observed_on: '2025-03-01',
    capture_url: 'https://web.archive.org/web/20250301000000/https://hunter.io/pricing',
    capture_name: 'Internet Archive Wayback Machine',
  };
  const captured = ['Free', 'Starter', 'Growth', 'Scale'].map((l, i) => asPlan(plan(l, i === 0 ? 'Free' : `$${i * 50}`), capture));
  const prev: Tool = {
    ...TOOLS.hunter,
    last_snapshot: '2025-03-01',
    fetched_at: null,
    ...capture,
    public_pricing: true,
    plans: captured,
    observations: [],
    notes: [],
  };
  // No collector state yet, but the snapshot's four page plans are the baseline: one plan is too few.
  assert.throws(() => run({ plans: [plan('Starter', '$50')], page_hash: 'p', method: 'cards' }, prev), PlausibilityError);
  const r = run({ plans: [plan('Free', 'Free'), plan('Starter', '$50'), plan('Growth', '$100')], page_hash: 'p', method: 'cards' }, prev);
  assert.deepEqual(
    r.tool!.plans.map((p) => [p.label, p.snapshot_source]),
    [
      ['Free', 'official'],
      ['Starter', 'official'],
      ['Growth', 'official'],
    ],
  );
  assert.deepEqual(
    r.events.map((e) => [e.plan, e.event]),
    [['Scale', 'page_changed']],
  );
});

test('like with like: a price shown on another billing basis is a page change, never a price change; each new snapshot is recorded as an observation', () => {
  const annual = { ...plan('Starter', '$34'), billing: 'annual' as const };
  const first = run({ plans: [annual, plan('Growth', '$104')], page_hash: 'p1', method: 'cards' }, null);
  assert.deepEqual(
    first.tool!.observations.map((o) => [o.snapshot_source, o.observed_on, o.prices.map((p) => [p.label, p.price_text, p.billing])]),
    [
      [
        'official',
        '2026-11-25',
        [
          ['Starter', '$34', 'annual'],
          ['Growth', '$104', 'monthly'],
        ],
      ],
    ],
  );
  assert.equal(first.events.find((e) => e.plan === 'Starter')!.billing, 'annual');
  // The page now shows Starter billed monthly at $49, Growth at $124 on the same monthly basis.
  const next = run(
    { plans: [plan('Starter', '$49'), plan('Growth', '$124')], page_hash: 'p2', method: 'cards' },
    first.tool,
    first.state,
    first.events,
    '2026-11-26',
  );
  assert.deepEqual(
    next.events.map((e) => [e.plan, e.event, e.old_price_text, e.price_text, e.old_billing ?? null, e.billing, e.old_observed_on]),
    [
      ['Starter', 'page_changed', '$34 billed annually', 'Price shown on another billing basis: $49 billed monthly', null, null, '2026-11-25'],
      ['Growth', 'price_change', '$104', '$124', 'monthly', 'monthly', '2026-11-25'],
    ],
  );
  for (const e of next.events) assert.equal(PriceEvent.safeParse(e).success, true);
  // Both observations are kept, oldest first, and the snapshot names the latest.
  assert.deepEqual(
    next.tool!.observations.map((o) => o.observed_on),
    ['2026-11-25', '2026-11-26'],
  );
  assert.equal(Tool.safeParse(next.tool).success, true);
});
