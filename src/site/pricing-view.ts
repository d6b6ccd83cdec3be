/**
 * What the pricing pages show, computed once from the snapshots: how each
 * price was seen (provenance in words), the buyer's comparison row of a tool
 * (cheapest paid plan per month, free tier, minimum seats, what a credit or
 * contact costs where the page states it, monthly versus annual price, when
 * and how it was last observed), and the plan-with-price wording that never
 * repeats a label as its price. Pages stay thin over this module.
 */
import type { BillingBasis, Plan, PriceEvent, PriceObservation, Provenance, Tool } from '../schemas/pricing.ts';
import { formatDate } from '../model/format-date.ts';
import { compareText } from '../model/compare.ts';
import { oneLine } from '../model/text.ts';
import { SYMBOL_PRICE, currencySymbol, readPrice } from '../model/price.ts';
import { compareTotals, monthlyAmount, type PlanQuote, type PlanTotal, planTotal, type TotalBilling, unitScale } from '../model/plan-total.ts';

/** A provenance in words, with the copy's address when there is one. */
export interface ProvenanceView {
  how: Provenance['snapshot_source'];
  date: string;
  /**
   * "seen on the official page on 25 November 2026"; "from a capture of the
   * official page on 6 March 2026"; "as transcribed from the official page
   * by NAME on 14 August 2026" (then: "not checked against a copy").
   */
  text: string;
  /** The capture's or transcription's address (capture and transcription only). */
  href: string | null;
  /** Who made the capture or transcription. */
  by: string | null;
}

/** What a transcription's wording adds after its link. */
export const UNCHECKED = 'not checked against a copy';

export function provenanceView(p: Provenance): ProvenanceView {
  const day = formatDate(p.observed_on);
  if (p.snapshot_source === 'capture') {
    return { how: 'capture', date: p.observed_on, text: `from a capture of the official page on ${day}`, href: p.capture_url, by: p.capture_name };
  }
  if (p.snapshot_source === 'transcription') {
    return {
      how: 'transcription',
      date: p.observed_on,
      text: `as transcribed from the official page by ${p.capture_name ?? 'a third party'} on ${day}`,
      href: p.capture_url,
      by: p.capture_name,
    };
  }
  return { how: 'official', date: p.observed_on, text: `seen on the official page on ${day}`, href: null, by: null };
}

/** The whole sentence of a provenance in plain text (llms files, share cards): link and caveat included. */
export function provenanceSentence(p: Provenance): string {
  const v = provenanceView(p);
  if (v.how === 'transcription') return `${v.text} (${v.href}); ${UNCHECKED}`;
  return v.href ? `${v.text} (${v.href})` : v.text;
}

const DAY_MS = 86_400_000;

/** "observed today", "observed 12 days ago", "observed 8 months ago", "observed 7 years ago": the age of an observation on `today`. */
export function ageText(observedOn: string, today: string): string {
  const days = Math.round((Date.parse(`${today.slice(0, 10)}T00:00:00Z`) - Date.parse(`${observedOn}T00:00:00Z`)) / DAY_MS);
  if (days < 0) return 'observed after this build date';
  if (days === 0) return 'observed today';
  if (days < 45) return `observed ${days === 1 ? '1 day' : `${days} days`} ago`;
  const [y0, m0, d0] = observedOn.split('-').map(Number) as [number, number, number];
  const [y1, m1, d1] = today.slice(0, 10).split('-').map(Number) as [number, number, number];
  const months = (y1 - y0) * 12 + (m1 - m0) - (d1 < d0 ? 1 : 0);
  if (months < 24) return `observed ${months <= 1 ? '1 month' : `${months} months`} ago`;
  return `observed ${Math.floor(months / 12)} years ago`;
}

/** Days from an observation to `today` (for sorting by age). */
export const ageDays = (observedOn: string, today: string): number =>
  Math.round((Date.parse(`${today.slice(0, 10)}T00:00:00Z`) - Date.parse(`${observedOn}T00:00:00Z`)) / DAY_MS);

/** The provenance of a snapshot, or null before the first one. */
export function snapshotProvenance(t: Tool): Provenance | null {
  if (t.snapshot_source === null || t.observed_on === null) return null;
  return { snapshot_source: t.snapshot_source, observed_on: t.observed_on, capture_url: t.capture_url, capture_name: t.capture_name };
}

export const provenanceOf = (p: Plan | PriceEvent | PriceObservation): Provenance => ({
  snapshot_source: p.snapshot_source,
  observed_on: p.observed_on,
  capture_url: p.capture_url,
  capture_name: p.capture_name,
});

/** How many observations of each grade a set of tools holds. */
export function gradeCounts(tools: readonly Tool[]): Record<Provenance['snapshot_source'], number> {
  const out = { official: 0, capture: 0, transcription: 0 };
  for (const t of tools) for (const o of t.observations) out[o.snapshot_source]++;
  return out;
}

const caseless = (s: string) => oneLine(s).toLowerCase();

/** True when the displayed price only repeats the plan's name ("Free" plan, price "Free"). */
export const priceRepeatsLabel = (p: Pick<Plan, 'label' | 'price_text'>): boolean => caseless(p.label) === caseless(p.price_text);

/** "Starter: $49", or just "Free" when the price text is the label. */
export function planWithPrice(p: Pick<Plan, 'label' | 'price_text'>): string {
  return priceRepeatsLabel(p) ? p.label : `${p.label}: ${p.price_text}`;
}

/** Plans with a price shown (a number, free included). */
export const pricedPlans = (t: Tool): Plan[] => t.plans.filter((p) => p.price !== null);

/** The two bases the comparison shows, each in its own column. */
export const COMPARED_BASES = ['monthly', 'annual'] as const;
export type ComparedBasis = (typeof COMPARED_BASES)[number];

/** "billed monthly", "billed annually", "billed once", "free", "billing not stated". */
export function billingWords(b: BillingBasis | null): string {
  if (b === null) return 'billing not stated';
  return { monthly: 'billed monthly', quarterly: 'billed quarterly', annual: 'billed annually', one_time: 'paid once', none: 'free' }[b];
}

const UNIT_WORDS: Record<NonNullable<Plan['unit']>, string> = {
  seat: 'per seat',
  workspace: 'per workspace',
  team: 'per team',
  account: 'per account',
  pack: 'per pack',
  item: 'per item',
};
/** "per seat", "per workspace"; null when the page does not say. */
export const unitWords = (u: Plan['unit']): string | null => (u === null ? null : UNIT_WORDS[u]);

/** An amount for one month, from an amount for the plan's period; null when the period does not divide into months. */
function perMonthOf(amount: number, period: Plan['period']): number | null {
  if (period === 'month') return amount;
  if (period === 'quarter') return Math.round((amount / 3) * 100) / 100;
  if (period === 'year') return Math.round((amount / 12) * 100) / 100;
  return null;
}

function money(amount: number, currency: string): string {
  return `${currency}${Number.isInteger(amount) ? amount : amount.toFixed(2)}`;
}

/** A plan's price on one billing basis, in one-month terms. */
export interface BasisPrice {
  plan: Plan;
  basis: ComparedBasis;
  /** Amount for one month on this basis (per seat when unit is seat). */
  perMonth: number;
  /** The price text the page shows for this basis (price_text, or alt_price_text). */
  shown: string;
  /** "$34 a month per seat", "$99 a month ($1,188 a year)". */
  text: string;
}

/** The plan's price on `basis`, when the page shows one: its main price or its second one. */
export function priceOnBasis(p: Plan, basis: ComparedBasis): BasisPrice | null {
  let amount: number | null = null;
  let shown = '';
  if (p.billing === basis && p.price !== null) {
    amount = p.price;
    shown = p.price_text;
  } else if (p.alt_billing === basis && p.alt_price_text) {
    amount = readPrice(p.alt_price_text)?.value ?? null;
    shown = p.alt_price_text;
  }
  if (amount === null || amount <= 0) return null;
  const perMonth = perMonthOf(amount, p.period);
  if (perMonth === null) return null;
  const cur = currencySymbol(p.currency);
  const unit = unitWords(p.unit);
  const text = `${money(perMonth, cur)} a month${unit ? ` ${unit}` : ''}${p.period === 'year' ? ` (${shown} a year)` : ''}`;
  return { plan: p, basis, perMonth, shown, text };
}

/** The cheapest paid plan on one billing basis; an add-on is not a plan. */
export function cheapestOn(t: Tool, basis: ComparedBasis): BasisPrice | null {
  let best: BasisPrice | null = null;
  for (const plan of t.plans) {
    if (plan.kind !== 'plan') continue;
    const b = priceOnBasis(plan, basis);
    if (b && (!best || b.perMonth < best.perMonth)) best = b;
  }
  return best;
}

/** The cheapest paid plan whose page states no billing basis (shown apart, never ranked). */
export function cheapestUnstated(t: Tool): Plan | null {
  let best: Plan | null = null;
  for (const p of t.plans) {
    if (p.kind !== 'plan' || p.price === null || p.price <= 0 || p.billing !== null) continue;
    if (!best || p.price < best.price!) best = p;
  }
  return best;
}

/** The cheapest paid plan for a one-line summary: billed monthly where the page shows it, else billed annually. */
export interface CheapestPaid extends BasisPrice {
  /** "$49 a month billed monthly". */
  summary: string;
}

export function cheapestPaid(t: Tool): CheapestPaid | null {
  const b = cheapestOn(t, 'monthly') ?? cheapestOn(t, 'annual');
  return b ? { ...b, summary: `${b.plan.label}: ${b.text}, ${billingWords(b.basis)}` } : null;
}

/** The page's two prices of a plan on their bases ("$49 billed monthly, $34 billed annually"), monthly first; null without a second price. */
export function billingPair(p: Plan): string | null {
  if (!p.alt_price_text || !p.billing || !p.alt_billing || p.alt_billing === p.billing) return null;
  const pair = [`${p.price_text} ${billingWords(p.billing)}`, `${p.alt_price_text} ${billingWords(p.alt_billing)}`];
  return (p.billing === 'monthly' ? pair : p.alt_billing === 'monthly' ? pair.reverse() : pair).join(', ');
}

/** The free plan, if the page lists one. */
export const freeTier = (t: Tool): Plan | null => t.plans.find((p) => p.kind === 'plan' && p.price === 0) ?? null;

/** Each plan's own seat minimum ("Organization: 3 seats"), in plan order. */
export function seatMinimums(t: Tool): { plan: Plan; text: string }[] {
  return t.plans.filter((p) => p.min_seats !== null).map((p) => ({ plan: p, text: `${p.label}: ${p.min_seats} ${p.min_seats === 1 ? 'seat' : 'seats'}` }));
}

const UNIT = '(credit|contact|lead|export|verification|action)s?';
/** A pack: the allowance starts with how many of one unit it holds ("500 credits", "1,000 contacts"). */
const PACK = new RegExp(String.raw`^\s*(\d[\d,]*(?:\.\d+)?)\s*(k)?\s+${UNIT}\b`, 'i');
/** A unit price the page states itself: "1 credit = $0.01", "$0.10 per contact". */
const STATED = [new RegExp(String.raw`\b1\s+${UNIT}\s*=\s*(${SYMBOL_PRICE})`, 'i'), new RegExp(String.raw`(${SYMBOL_PRICE})\s*(?:per|a|\/)\s*${UNIT}\b`, 'i')];

/** What one credit, contact or lead costs, where the page states it or a pack gives a price for a number of them. */
export interface UnitCost {
  plan: Plan;
  /** "1 credit = $0.01 (stated)", "$10 for 100 credits ($0.10 a credit)". */
  text: string;
  perUnit: number;
}

function statedUnitCost(plan: Plan): UnitCost | null {
  for (const text of [plan.allowance_text, plan.unit_text, plan.price_text, plan.excerpt]) {
    if (!text) continue;
    const a = STATED[0]!.exec(text);
    const b = a ? null : STATED[1]!.exec(text);
    const m = a ? { unit: a[1]!, price: a[2]! } : b ? { unit: b[2]!, price: b[1]! } : null;
    if (!m) continue;
    const perUnit = readPrice(m.price)?.value;
    if (perUnit === undefined) continue;
    return { plan, perUnit, text: `${m.price.replace(/\s+/g, '')} a ${m.unit.toLowerCase()}, as the page states it` };
  }
  return null;
}

function packUnitCost(plan: Plan): UnitCost | null {
  if (plan.kind !== 'addon' || plan.price === null || plan.price <= 0 || !plan.allowance_text) return null;
  const m = PACK.exec(plan.allowance_text);
  if (!m) return null;
  const count = Number(m[1]!.replace(/,/g, '')) * (m[2] ? 1000 : 1);
  if (!(count > 1)) return null;
  const unit = m[3]!.toLowerCase();
  const cur = currencySymbol(plan.currency) || '$';
  const perUnit = plan.price / count;
  const each = perUnit >= 0.01 ? money(Math.round(perUnit * 100) / 100, cur) : `${cur}${perUnit.toPrecision(2)}`;
  return { plan, perUnit, text: `${plan.price_text} for ${m[0].trim()} (${each} a ${unit})` };
}

/** The cheapest unit cost a plan or pack of the tool states or implies. */
export function unitCost(t: Tool): UnitCost | null {
  let best: UnitCost | null = null;
  for (const plan of t.plans) {
    const cost = statedUnitCost(plan) ?? packUnitCost(plan);
    if (cost && (!best || cost.perUnit < best.perUnit)) best = cost;
  }
  return best;
}

/** An observation and the official page it was made on. */
export interface Observation {
  provenance: Provenance;
  official: string;
}

const observationOf = (t: Tool, p: Plan): Observation => ({ provenance: provenanceOf(p), official: p.source_url ?? t.pricing_url });

/** Two observations are one snapshot when grade, day, copy and official page all agree. */
export const sameObservation = (a: Observation, b: Observation): boolean =>
  a.official === b.official &&
  a.provenance.snapshot_source === b.provenance.snapshot_source &&
  a.provenance.observed_on === b.provenance.observed_on &&
  a.provenance.capture_url === b.provenance.capture_url &&
  a.provenance.capture_name === b.provenance.capture_name;

/** Each plan with the observation it was read from (a plan read on another official page names that page). */
export const planObservations = (plans: readonly Plan[], pricingUrl: string): { plan: Plan; observation: Observation }[] =>
  plans.map((plan) => ({ plan, observation: { provenance: provenanceOf(plan), official: plan.source_url ?? pricingUrl } }));

/** The observations a table of plans comes from: the table's own, said once in its caption, and the others a row is marked with. */
export interface PlanTableObservations {
  /** The observation most plans on the tool's pricing page come from (else most plans; a tie goes to the later day, then to the plan listed first); null for no plans. */
  main: Observation | null;
  /** The other observations, in the order of their first plan. */
  others: Observation[];
  /** For each plan: -1 when it comes from `main`, else its observation's index in `others`. */
  of: Map<Plan, number>;
}

export function planTableObservations(plans: readonly Plan[], pricingUrl: string): PlanTableObservations {
  const groups: { observation: Observation; plans: Plan[] }[] = [];
  for (const { plan, observation } of planObservations(plans, pricingUrl)) {
    const group = groups.find((g) => sameObservation(g.observation, observation));
    if (group) group.plans.push(plan);
    else groups.push({ observation, plans: [plan] });
  }
  const rank = (g: (typeof groups)[number]) => [g.observation.official === pricingUrl ? 1 : 0, g.plans.length] as const;
  let best: (typeof groups)[number] | null = null;
  for (const g of groups) {
    const [a0, a1] = rank(g);
    const [b0, b1] = best ? rank(best) : [-1, -1];
    if (a0 > b0 || (a0 === b0 && (a1 > b1 || (a1 === b1 && compareText(g.observation.provenance.observed_on, best!.observation.provenance.observed_on) > 0))))
      best = g;
  }
  const others = groups.filter((g) => g !== best);
  const of = new Map<Plan, number>();
  for (const p of best?.plans ?? []) of.set(p, -1);
  others.forEach((g, i) => {
    for (const p of g.plans) of.set(p, i);
  });
  return { main: best?.observation ?? null, others: others.map((g) => g.observation), of };
}

const MARKS = ['†', '‡', '§', '¶'];
/** The mark of the i-th other observation of a plans table: †, ‡, §, ¶, then †5, †6… */
export const observationMark = (i: number): string => MARKS[i] ?? `†${i + 1}`;

/**
 * Price events grouped by the observation that shows them, each group once,
 * in the order of its first event; events keep their order inside a group.
 * The events table states each group's observation once.
 */
export function eventsByObservation(events: readonly PriceEvent[]): { observation: Observation; events: PriceEvent[] }[] {
  const out: { observation: Observation; events: PriceEvent[] }[] = [];
  for (const e of events) {
    const observation = { provenance: provenanceOf(e), official: e.source_url };
    const group = out.find((g) => sameObservation(g.observation, observation));
    if (group) group.events.push(e);
    else out.push({ observation, events: [e] });
  }
  return out;
}

/** The observations the given plans come from, oldest first, each once. */
export function observationsOf(t: Tool, plans: readonly (Plan | null)[]): Observation[] {
  const out: Observation[] = [];
  for (const p of plans) {
    if (!p) continue;
    const o = observationOf(t, p);
    if (!out.some((x) => JSON.stringify(x) === JSON.stringify(o))) out.push(o);
  }
  return out.sort((a, b) => compareText(a.provenance.observed_on, b.provenance.observed_on));
}

/** The tool's latest observation of its pages, or null when none is recorded. */
export function lastObserved(t: Tool): Observation | null {
  const last = t.observations.at(-1);
  return last ? { provenance: provenanceOf(last), official: last.source_url } : null;
}

/** How the page's public pricing reads next to what is recorded. */
export function publicPricingText(t: Tool): string {
  if (t.observations.length === 0) {
    return 'No observation of the official pricing page (the page itself, a dated copy or a dated transcription) is recorded here, so no price is shown.';
  }
  if (!t.public_pricing) return 'No public prices: every paid tier is quoted by sales.';
  return pricedPlans(t).length > 0 ? 'Prices are public.' : 'The official page shows prices, but no observation of them is recorded here yet.';
}

/** One row of the /pricing/ comparison: one column per billing basis, never ranked against each other. */
export interface ComparisonRow {
  tool: Tool;
  monthly: BasisPrice | null;
  annual: BasisPrice | null;
  /** The cheapest paid plan whose billing basis is not stated (in neither column). */
  unstated: Plan | null;
  free: Plan | null;
  minSeats: { plan: Plan; text: string }[];
  unit: UnitCost | null;
  /** Where the prices in this row come from, oldest first. */
  observed: Observation[];
  /** Priced plans recorded. */
  priced: number;
}

export function comparisonRow(t: Tool): ComparisonRow {
  const monthly = cheapestOn(t, 'monthly');
  const annual = cheapestOn(t, 'annual');
  const unstated = cheapestUnstated(t);
  const shown = [monthly?.plan ?? null, annual?.plan ?? null, monthly || annual ? null : unstated];
  const observed = observationsOf(t, shown);
  const last = lastObserved(t);
  return {
    tool: t,
    monthly,
    annual,
    unstated,
    free: freeTier(t),
    minSeats: seatMinimums(t),
    unit: unitCost(t),
    observed: observed.length ? observed : last ? [last] : [],
    priced: pricedPlans(t).length,
  };
}

const byName = (a: ComparisonRow, b: ComparisonRow): number => compareText(a.tool.name.toLowerCase(), b.tool.name.toLowerCase());

/** The comparison rows in tool-name order (case folded, by code unit: the order the page's sort restores). */
export const comparisonRows = (tools: readonly Tool[]): ComparisonRow[] => tools.map(comparisonRow).sort(byName);

/** A tool's plans grouped by product line, in page order (one group with a null line when the page sells one line). */
export function productLines(plans: readonly Plan[]): { line: string | null; plans: Plan[] }[] {
  const out: { line: string | null; plans: Plan[] }[] = [];
  for (const p of plans) {
    const line = p.kind === 'addon' && p.product_line === null ? 'Add-ons' : p.product_line;
    const group = out.find((g) => g.line === line);
    if (group) group.plans.push(p);
    else out.push({ line, plans: [p] });
  }
  return out.length > 1 || out[0]?.line ? out : out.map((g) => ({ ...g, line: null }));
}

/** Why a plan's price cannot be totalled for a team, in words; null when it can. */
function notComparableWhy(p: Plan): string | null {
  if (p.unit === 'pack') return 'priced per pack: the total depends on use';
  if (p.unit === 'item') return `priced per item${p.unit_text ? ` (${p.unit_text})` : ''}: the total depends on how many you buy`;
  if (p.unit === null) return 'the page does not say whether the price is per seat or for the whole team';
  if (p.period === 'once') return 'paid once, not a monthly price';
  if (p.period === null) return 'the page does not say what span the price pays for';
  return null;
}

/** The amount of a plan on one basis, for one month (per unit); null when the page shows none on it. */
function amountOn(p: Plan, basis: TotalBilling): number | null {
  let amount: number | null = null;
  if (p.billing === basis) amount = p.price;
  else if (p.alt_billing === basis && p.alt_price_text) amount = readPrice(p.alt_price_text)?.value ?? null;
  return amount === null || amount <= 0 ? null : monthlyAmount(amount, p.period);
}

/** A plan's price in the terms of the team arithmetic (src/model/plan-total.ts). */
export function planQuote(p: Plan): PlanQuote {
  return {
    perMonth: { monthly: amountOn(p, 'monthly'), annual: amountOn(p, 'annual') },
    scale: unitScale(p.unit),
    why: notComparableWhy(p),
    minSeats: p.min_seats,
    currency: currencySymbol(p.currency) || (p.currency ? `${p.currency} ` : '$'),
  };
}

/** One row of the team comparison: a paid plan of a tool, its quote, and how and when its price was seen. */
export interface TeamRow {
  tool: Tool;
  plan: Plan;
  quote: PlanQuote;
  /** The price as the page shows it, with its unit and basis ("$69 per account a month, billed monthly; $55 billed annually"). */
  shown: string;
  grade: Provenance['snapshot_source'];
  observedOn: string;
}

/** Every paid plan of the tools (add-ons, free and quote-only plans are not plans to total). */
export function teamRows(tools: readonly Tool[]): TeamRow[] {
  const out: TeamRow[] = [];
  for (const t of tools) {
    for (const p of t.plans) {
      if (p.kind !== 'plan' || p.price === null || p.price <= 0) continue;
      const unit = unitWords(p.unit);
      const shown = `${p.price_text}${unit ? ` ${unit}` : ''}${p.period && p.period !== 'once' ? ` a ${p.period}` : ''}, ${billingWords(p.billing)}${p.alt_price_text ? `; ${p.alt_price_text} ${billingWords(p.alt_billing)}` : ''}`;
      out.push({ tool: t, plan: p, quote: planQuote(p), shown, grade: p.snapshot_source, observedOn: p.observed_on });
    }
  }
  return out;
}

/** The team rows with their totals for `seats` on `billing`, cheapest first (the rest after, in tool and plan order). */
export function teamTotals(rows: readonly TeamRow[], seats: number, billing: TotalBilling): { row: TeamRow; total: PlanTotal }[] {
  return rows
    .map((row) => ({ row, total: planTotal(row.quote, seats, billing) }))
    .sort(
      (a, b) =>
        compareTotals(a.total, b.total) ||
        compareText(a.row.tool.name.toLowerCase(), b.row.tool.name.toLowerCase()) ||
        a.row.tool.plans.indexOf(a.row.plan) - b.row.tool.plans.indexOf(b.row.plan),
    );
}
