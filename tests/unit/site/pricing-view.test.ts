/** The buyer's comparison of a tool, and provenance in words. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Plan, Tool } from '../../../src/schemas/pricing.ts';
import { planPrice } from '../../../src/lib/price.ts';
import {
  billingPair,
  cheapestPaid,
  comparisonRow,
  lastObserved,
  minimumSeats,
  monthlyPrice,
  planWithPrice,
  provenanceView,
  publicPricingText,
  unitCost,
} from '../../../src/lib/pricing-view.ts';

const OFFICIAL = { snapshot_source: 'official' as const, observed_on: '2026-11-25', capture_url: null, capture_name: null };
const CAPTURE = {
  snapshot_source: 'capture' as const,
  observed_on: '2026-03-06',
  capture_url: 'https://web.archive.org/web/20260306000000/https://www.apollo.io/pricing',
  capture_name: 'Internet Archive Wayback Machine',
};
const plan = (label: string, price_text: string, price: number | null, over: Partial<Plan> = {}): Plan => ({
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
  ...OFFICIAL,
  ...over,
});
const tool = (plans: Plan[], over: Partial<Tool> = {}): Tool => ({
  id: 'apollo',
  name: 'Apollo.io',
  category: 'sales intelligence',
  pricing_url: 'https://www.apollo.io/pricing',
  last_snapshot: '2026-11-25',
  fetched_at: null,
  ...OFFICIAL,
  public_pricing: true,
  plans,
  notes: [],
  ...over,
});

test('provenance reads as where and when the official page was seen, with the capture linked', () => {
  assert.deepEqual(provenanceView(OFFICIAL), {
    how: 'official',
    date: '2026-11-25',
    text: 'seen on the official page on 25 November 2026',
    href: null,
    by: null,
  });
  const c = provenanceView(CAPTURE);
  assert.equal(c.text, 'from a capture of the official page on 6 March 2026');
  assert.equal(c.href, CAPTURE.capture_url);
  assert.equal(c.by, 'Internet Archive Wayback Machine');
});

test('a plan named like its price is written once', () => {
  assert.equal(planWithPrice({ label: 'Free', price_text: 'Free' }), 'Free');
  assert.equal(planWithPrice({ label: 'free ', price_text: 'Free' }), 'free ');
  assert.equal(planWithPrice({ label: 'Basic', price_text: '$49' }), 'Basic: $49');
});

test('the cheapest paid plan in one-month terms: yearly prices divided, free plans and add-ons skipped, per seat said', () => {
  const t = tool([
    plan('Free', 'Free', 0),
    plan('Pack', '$5', 5, { kind: 'addon' }),
    plan('Basic', '$588', 588, { unit_text: 'per user / year' }),
    plan('Pro', '$79', 79, { unit_text: 'per user / month', billing: 'annual', alt_price_text: '$99', alt_price_note: 'billed monthly' }),
  ]);
  assert.equal(monthlyPrice(t.plans[2]!), 49);
  const c = cheapestPaid(t)!;
  assert.equal(c.plan.label, 'Basic');
  assert.equal(c.text, '$49 a month per seat ($588 a year)');
  assert.equal(billingPair(t.plans[3]!), '$99 billed monthly, $79 billed annually');
  assert.equal(cheapestPaid(tool([plan('Free', 'Free', 0), plan('Enterprise', 'Contact sales', null)])), null);
});

test('a credit pack states what a credit costs; minimum seats come from the page or a note', () => {
  const t = tool(
    [
      plan('Credit Pack (Starter)', '€10 / $10 / £8.40', 10, { kind: 'addon', allowance_text: '100 credits' }),
      plan('Credit Pack (Scale)', '€10 / $10 / £8.40', 10, { kind: 'addon', allowance_text: '500 credits' }),
      plan('Team', '$99', 99, { excerpt: 'Billed for a minimum of 3 seats.' }),
    ],
    { notes: ['Credits expire.'] },
  );
  assert.equal(unitCost(t)!.text, '€10 / $10 / £8.40 for 500 credits (€0.02 a credit)');
  // A unit price the page states wins over arithmetic; an add-on that is not a pack of units gives none.
  const stated = tool([plan('Credits', '$10', 10, { kind: 'addon', allowance_text: '1 credit = $0.01; a verified email costs 5 credits' })]);
  assert.equal(unitCost(stated)!.text, '$0.01 a credit, as the page states it');
  const inbound = tool([
    plan('Inbound', '$119', 119, {
      kind: 'addon',
      allowance_text: 'Website visitors: up to 50,000 companies per month; form enrichment: 5,000 contacts per month',
    }),
  ]);
  assert.equal(unitCost(inbound), null);
  assert.equal(minimumSeats(t), '3 seats');
  assert.equal(minimumSeats(tool([], { notes: ['Sales Hub has no seat minimums.'] })), 'none');
  assert.equal(minimumSeats(tool([])), null);
});

test('last observed is the newest observation of a priced plan, else the snapshot; public pricing never contradicts an empty list', () => {
  const t = tool([plan('Basic', '$49', 49, CAPTURE), plan('Pro', '$99', 99, { ...CAPTURE, observed_on: '2026-05-01' }), plan('Custom', 'Contact sales', null)]);
  assert.equal(lastObserved(t)!.provenance.observed_on, '2026-05-01');
  assert.equal(lastObserved(tool([plan('Pack', '$10', 10, { source_url: 'https://help.apollo.io/packs' })]))!.official, 'https://help.apollo.io/packs');
  assert.equal(lastObserved(tool([]))!.provenance.observed_on, '2026-11-25');
  assert.equal(lastObserved(tool([], { last_snapshot: null, snapshot_source: null, observed_on: null })), null);
  assert.equal(publicPricingText(t), 'Prices are public.');
  assert.match(publicPricingText(tool([])), /no observation of them is recorded/);
  assert.match(publicPricingText(tool([], { public_pricing: false })), /quoted by sales/);
  const row = comparisonRow(t);
  assert.equal(row.priced, 2);
  assert.equal(row.free, null);
});
