/** The buyer's comparison of a tool, like with like, and provenance in words, by grade, with its age. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Plan, PriceObservation, Tool } from '../../../src/schemas/pricing.ts';
import { planPrice } from '../../../src/model/price.ts';
import {
  ageText,
  billingPair,
  cheapestOn,
  cheapestPaid,
  comparisonRow,
  comparisonRows,
  gradeCounts,
  eventsByObservation,
  lastObserved,
  observationMark,
  planTableObservations,
  planWithPrice,
  productLines,
  provenanceSentence,
  provenanceView,
  publicPricingText,
  seatMinimums,
  unitCost,
} from '../../../src/site/pricing-view.ts';

const OFFICIAL = { snapshot_source: 'official' as const, observed_on: '2026-11-25', capture_url: null, capture_name: null };
const CAPTURE = {
  snapshot_source: 'capture' as const,
  observed_on: '2026-03-06',
  capture_url: 'https://github.com/conversionfactory/pricing-pages/blob/1a819bef18a4619959a38b2cd41b715b1453c232/public/screenshots/apollo-io.png',
  capture_name: 'GitHub conversionfactory/pricing-pages',
};
const TRANSCRIPTION = {
  snapshot_source: 'transcription' as const,
  observed_on: '2026-08-13',
  capture_url: 'https://github.com/api-evangelist/smartlead-ai/blob/64afe4f1027e83a708bb06c5b9bbf38ca695923e/plans/smartlead-ai-plans-pricing.yml',
  capture_name: 'GitHub api-evangelist/smartlead-ai',
};
const plan = (label: string, price_text: string, price: number | null, over: Partial<Plan> = {}): Plan => ({
  label,
  kind: 'plan',
  product_line: null,
  price_text,
  price,
  currency: planPrice(price_text).currency,
  billing: price === 0 ? 'none' : price === null ? null : 'monthly',
  period: price ? 'month' : null,
  unit: null,
  min_seats: null,
  alt_price_text: null,
  alt_billing: null,
  unit_text: null,
  allowance_text: null,
  excerpt: 'x',
  alt_price_note: null,
  ...OFFICIAL,
  ...over,
});
const observation = (prov: typeof OFFICIAL | typeof CAPTURE | typeof TRANSCRIPTION, plans: Plan[] = []): PriceObservation => ({
  ...prov,
  source_url: 'https://www.apollo.io/pricing',
  shows: null,
  prices: plans.map(({ excerpt: _e, alt_price_note: _n, source_url: _s, snapshot_source: _g, observed_on: _o, capture_url: _u, capture_name: _c, ...p }) => p),
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
  observations: [observation(OFFICIAL, plans)],
  notes: [],
  ...over,
});

test('each grade has its own words: seen on the page, from a capture (linked), as transcribed by whom (linked, not checked against a copy)', () => {
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
  const t = provenanceView(TRANSCRIPTION);
  assert.equal(t.text, 'as transcribed from the official page by GitHub api-evangelist/smartlead-ai on 13 August 2026');
  assert.equal(provenanceSentence(TRANSCRIPTION), `${t.text} (${TRANSCRIPTION.capture_url}); not checked against a copy`);
  assert.equal(provenanceSentence(CAPTURE), `${c.text} (${CAPTURE.capture_url})`);
  assert.equal(provenanceSentence(OFFICIAL), 'seen on the official page on 25 November 2026');
});

test('every price says how old it is on the build day', () => {
  assert.equal(ageText('2026-11-25', '2026-11-25'), 'observed today');
  assert.equal(ageText('2026-11-24', '2026-11-25'), 'observed 1 day ago');
  assert.equal(ageText('2026-11-01', '2026-11-25'), 'observed 24 days ago');
  assert.equal(ageText('2026-03-06', '2026-11-25'), 'observed 8 months ago');
  assert.equal(ageText('2026-08-13', '2026-11-25'), 'observed 3 months ago');
  assert.equal(ageText('2019-05-18', '2026-11-25'), 'observed 7 years ago');
  assert.equal(ageText('2025-11-26', '2026-11-25'), 'observed 11 months ago');
});

test('a plan named like its price is written once', () => {
  assert.equal(planWithPrice({ label: 'Free', price_text: 'Free' }), 'Free');
  assert.equal(planWithPrice({ label: 'Basic', price_text: '$49' }), 'Basic: $49');
});

test('like with like: the cheapest price billed monthly and the cheapest billed annually are kept apart, a yearly amount divided by twelve', () => {
  const t = tool([
    plan('Free', 'Free', 0),
    plan('Pack', '$5', 5, { kind: 'addon' }),
    plan('Basic', '$588', 588, { billing: 'annual', period: 'year', unit: 'seat' }),
    plan('Pro', '$79', 79, { billing: 'annual', unit: 'seat', alt_price_text: '$99', alt_billing: 'monthly' }),
    plan('Team', '$120', 120, { billing: 'monthly', unit: 'workspace' }),
  ]);
  const annual = cheapestOn(t, 'annual')!;
  assert.equal(annual.plan.label, 'Basic');
  assert.equal(annual.text, '$49 a month per seat ($588 a year)');
  // The monthly column reads Pro's second price ($99 billed monthly), cheaper than Team's $120: never the annual $79 or $49.
  const monthly = cheapestOn(t, 'monthly')!;
  assert.deepEqual([monthly.plan.label, monthly.perMonth, monthly.shown, monthly.text], ['Pro', 99, '$99', '$99 a month per seat']);
  assert.equal(billingPair(t.plans[3]!), '$99 billed monthly, $79 billed annually');
  assert.equal(cheapestPaid(t)!.summary, 'Pro: $99 a month per seat, billed monthly');
  // A price whose basis is not stated is in neither column.
  const unstated = tool([plan('Launch', '$167', 167, { billing: null })]);
  assert.deepEqual([cheapestOn(unstated, 'monthly'), cheapestOn(unstated, 'annual')], [null, null]);
  assert.equal(comparisonRow(unstated).unstated!.label, 'Launch');
  assert.equal(cheapestPaid(tool([plan('Free', 'Free', 0), plan('Enterprise', 'Contact sales', null)])), null);
});

test('a seat minimum stays on its own plan', () => {
  const t = tool([
    plan('Basic', '$49', 49, { billing: 'annual', unit: 'seat' }),
    plan('Organization', '$119', 119, { billing: 'annual', unit: 'seat', min_seats: 3 }),
  ]);
  assert.deepEqual(
    seatMinimums(t).map((m) => m.text),
    ['Organization: 3 seats'],
  );
  const row = comparisonRow(t);
  assert.equal(row.annual!.plan.label, 'Basic');
  assert.equal(row.annual!.plan.min_seats, null);
});

test('plans are grouped by the product lines the page uses, add-ons apart; one line means no groups', () => {
  const t = [
    plan('Growth', '$47', 47, { product_line: 'Outreach' }),
    plan('Growth Credits', '$47', 47, { product_line: 'Credits' }),
    plan('Hypergrowth', '$97', 97, { product_line: 'Outreach' }),
    plan('Domains', '$15/year', 15, { kind: 'addon' }),
  ];
  assert.deepEqual(
    productLines(t).map((g) => [g.line, g.plans.map((p) => p.label)]),
    [
      ['Outreach', ['Growth', 'Hypergrowth']],
      ['Credits', ['Growth Credits']],
      ['Add-ons', ['Domains']],
    ],
  );
  assert.deepEqual(
    productLines([plan('A', '$1', 1), plan('B', '$2', 2)]).map((g) => g.line),
    [null],
  );
});

test('a credit pack states what a credit costs', () => {
  const t = tool([
    plan('Credit Pack (Starter)', '€10 / $10 / £8.40', 10, { kind: 'addon', allowance_text: '100 credits' }),
    plan('Credit Pack (Scale)', '€10 / $10 / £8.40', 10, { kind: 'addon', allowance_text: '500 credits' }),
  ]);
  assert.equal(unitCost(t)!.text, '€10 / $10 / £8.40 for 500 credits (€0.02 a credit)');
  const stated = tool([plan('Credits', '$10', 10, { kind: 'addon', allowance_text: '1 credit = $0.01; a verified email costs 5 credits' })]);
  assert.equal(unitCost(stated)!.text, '$0.01 a credit, as the page states it');
});

test('the comparison says where its prices come from: the observations of the plans shown, else the latest; no claim without an observation', () => {
  const basic = plan('Basic', '$49', 49, { ...CAPTURE, billing: 'annual' });
  const later = plan('Pack', '$10', 10, { kind: 'addon', source_url: 'https://help.apollo.io/packs' });
  const t = tool([basic, later], { observations: [observation(CAPTURE, [basic]), observation(OFFICIAL, [later])] });
  const row = comparisonRow(t);
  // The row's price is from the capture; the later official reading of an add-on does not date it.
  assert.deepEqual(
    row.observed.map((o) => [o.provenance.snapshot_source, o.provenance.observed_on]),
    [['capture', '2026-03-06']],
  );
  assert.equal(lastObserved(t)!.provenance.observed_on, '2026-11-25');
  const none = tool([], { observations: [], last_snapshot: null, snapshot_source: null, observed_on: null });
  assert.deepEqual(comparisonRow(none).observed, []);
  assert.match(publicPricingText(none), /^No observation of the official pricing page \(the page itself, a dated copy or a dated transcription\) is recorded/);
  assert.match(publicPricingText({ ...none, public_pricing: false }), /^No observation of the official pricing page/);
  assert.match(publicPricingText(tool([], { public_pricing: false })), /quoted by sales/);
  assert.equal(publicPricingText(t), 'Prices are public.');
});

test('grades are counted over every observation, and rows come in tool-name order', () => {
  const a = tool([], { observations: [observation(CAPTURE), observation(TRANSCRIPTION), observation(OFFICIAL)] });
  const b = tool([], { id: 'clay', name: 'Clay', observations: [observation(TRANSCRIPTION)] });
  assert.deepEqual(gradeCounts([a, b]), { official: 1, capture: 1, transcription: 2 });
  assert.deepEqual(
    comparisonRows([a, b]).map((r) => r.tool.name),
    ['Apollo.io', 'Clay'],
  );
});

test('a plans table states each observation once: the pricing page’s with the most plans first, the others marked on their prices', () => {
  const PAGE = 'https://www.apollo.io/pricing';
  const HELP = 'https://help.apollo.io/credits';
  const a = plan('Basic', '$49', 49, CAPTURE);
  const b = plan('Pro', '$79', 79, CAPTURE);
  const c = plan('Pack', '$10', 10, { ...OFFICIAL, source_url: HELP });
  const d = plan('Pack 2', '$20', 20, { ...OFFICIAL, source_url: HELP });
  const e = plan('Pack 3', '$30', 30, { ...OFFICIAL, source_url: HELP });
  const f = plan('Free', 'Free', 0, TRANSCRIPTION);
  // Three plans from the help page, two from a capture of the pricing page: the pricing page's comes first.
  const t = planTableObservations([c, a, d, b, e, f], PAGE);
  assert.equal(t.main?.provenance.snapshot_source, 'capture');
  assert.equal(t.main?.official, PAGE);
  assert.deepEqual(
    t.others.map((o) => `${o.provenance.snapshot_source} ${o.official}`),
    [`official ${HELP}`, `transcription ${PAGE}`],
  );
  assert.deepEqual(
    [a, b, c, d, e, f].map((p) => t.of.get(p)),
    [-1, -1, 0, 0, 0, 1],
  );
  assert.deepEqual([0, 1, 2, 3, 4].map(observationMark), ['†', '‡', '§', '¶', '†5']);
  // A tie on the pricing page goes to the later day; one observation has no others.
  assert.equal(planTableObservations([a, f], PAGE).main?.provenance.snapshot_source, 'transcription');
  assert.deepEqual(planTableObservations([a, b], PAGE).others, []);
  assert.equal(planTableObservations([], PAGE).main, null);
});

test('price events are grouped by the observation that shows them, in the order of each group’s first event', () => {
  const ev = (plan: string, prov: typeof OFFICIAL | typeof CAPTURE, source_url: string) =>
    ({ plan, ...prov, source_url }) as unknown as Parameters<typeof eventsByObservation>[0][number];
  const PAGE = 'https://www.clay.com/pricing';
  const BLOG = 'https://www.clay.com/blog/pricing';
  const groups = eventsByObservation([
    ev('A', CAPTURE, PAGE),
    ev('B', OFFICIAL, BLOG),
    ev('C', OFFICIAL, PAGE),
    ev('D', OFFICIAL, BLOG),
    ev('E', CAPTURE, PAGE),
  ]);
  assert.deepEqual(
    groups.map((g) => g.events.map((e) => e.plan).join('')),
    ['AE', 'BD', 'C'],
  );
});
