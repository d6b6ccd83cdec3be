/**
 * What the pricing pages show, computed once from the snapshots: how each
 * price was seen (provenance in words), the buyer's comparison row of a tool
 * (cheapest paid plan per month, free tier, minimum seats, what a credit or
 * contact costs where the page states it, monthly versus annual price, when
 * and how it was last observed), and the plan-with-price wording that never
 * repeats a label as its price. Pages stay thin over this module.
 */
import type { Plan, PriceEvent, Provenance, Tool } from '../schemas/pricing.ts';
import { formatDate } from './format-date.ts';
import { compareText } from './compare.ts';
import { oneLine } from './text.ts';
import { SYMBOL_PRICE, currencySymbol, readPrice } from './price.ts';

/** A provenance in words, with the capture's address when there is one. */
export interface ProvenanceView {
  how: Provenance['snapshot_source'];
  date: string;
  /** "seen on the official page on 25 November 2026" / "from a capture of the official page on 1 March 2025". */
  text: string;
  /** The capture's address (capture only). */
  href: string | null;
  /** Who made the capture (capture only). */
  by: string | null;
}

export function provenanceView(p: Provenance): ProvenanceView {
  const day = formatDate(p.observed_on);
  return p.snapshot_source === 'capture'
    ? { how: 'capture', date: p.observed_on, text: `from a capture of the official page on ${day}`, href: p.capture_url, by: p.capture_name }
    : { how: 'official', date: p.observed_on, text: `seen on the official page on ${day}`, href: null, by: null };
}

/** The provenance of a snapshot, or null before the first one. */
export function snapshotProvenance(t: Tool): Provenance | null {
  if (t.snapshot_source === null || t.observed_on === null) return null;
  return { snapshot_source: t.snapshot_source, observed_on: t.observed_on, capture_url: t.capture_url, capture_name: t.capture_name };
}

export const provenanceOf = (p: Plan | PriceEvent): Provenance => ({
  snapshot_source: p.snapshot_source,
  observed_on: p.observed_on,
  capture_url: p.capture_url,
  capture_name: p.capture_name,
});

const caseless = (s: string) => oneLine(s).toLowerCase();

/** True when the displayed price only repeats the plan's name ("Free" plan, price "Free"). */
export const priceRepeatsLabel = (p: Pick<Plan, 'label' | 'price_text'>): boolean => caseless(p.label) === caseless(p.price_text);

/** "Starter: $49", or just "Free" when the price text is the label. */
export function planWithPrice(p: Pick<Plan, 'label' | 'price_text'>): string {
  return priceRepeatsLabel(p) ? p.label : `${p.label}: ${p.price_text}`;
}

/** Plans with a price shown (a number, free included). */
export const pricedPlans = (t: Tool): Plan[] => t.plans.filter((p) => p.price !== null);

const YEARLY = /\b(?:per|a|\/)\s*(?:year|yr)\b|\byearly\b|\bannual(?:ly)?\b|\/\s*year/i;
const PER_SEAT = /\b(?:user|seat|member|licen[cs]e)s?\b/i;
/** Whether the displayed price is for a year (its unit or price text says so). */
const isYearlyPrice = (p: Plan): boolean =>
  YEARLY.test(`${p.price_text} ${p.unit_text ?? ''}`) && !/\bmonth|\/\s*mo\b/i.test(`${p.price_text} ${p.unit_text ?? ''}`);

/** The plan's price for one month (per seat when the unit says so), or null when no price is shown. */
export function monthlyPrice(p: Plan): number | null {
  if (p.price === null) return null;
  return isYearlyPrice(p) ? Math.round((p.price / 12) * 100) / 100 : p.price;
}

function money(amount: number, currency: string): string {
  return `${currency}${Number.isInteger(amount) ? amount : amount.toFixed(2)}`;
}

/** The cheapest paid plan, in one-month terms. */
export interface CheapestPaid {
  plan: Plan;
  /** Price for one month (per seat when perSeat). */
  perMonth: number;
  perSeat: boolean;
  /** "$34 a month per seat". */
  text: string;
  /** Monthly against annual billing where the page shows both ("$49 billed monthly, $34 billed annually"), else null. */
  billingText: string | null;
}

export function cheapestPaid(t: Tool): CheapestPaid | null {
  let best: CheapestPaid | null = null;
  for (const plan of t.plans) {
    if (plan.kind !== 'plan' || plan.price === null || plan.price <= 0) continue;
    const perMonth = monthlyPrice(plan)!;
    if (best && best.perMonth <= perMonth) continue;
    const perSeat = PER_SEAT.test(plan.unit_text ?? '');
    const cur = currencySymbol(plan.currency);
    const text = `${money(perMonth, cur)} a month${perSeat ? ' per seat' : ''}${isYearlyPrice(plan) ? ` (${plan.price_text} a year)` : ''}`;
    best = { plan, perMonth, perSeat, text, billingText: billingPair(plan) };
  }
  return best;
}

/** The page's two prices of a plan, when it shows a monthly and an annual one. */
export function billingPair(p: Plan): string | null {
  if (!p.alt_price_text || !p.billing) return null;
  const alt = /annual|year/i.test(p.alt_price_note ?? '') ? 'annually' : /month/i.test(p.alt_price_note ?? '') ? 'monthly' : null;
  const main = p.billing === 'annual' ? 'annually' : p.billing === 'monthly' ? 'monthly' : null;
  if (!alt || !main || alt === main) return null;
  const pair = [`${p.price_text} billed ${main}`, `${p.alt_price_text} billed ${alt}`];
  return (main === 'monthly' ? pair : pair.reverse()).join(', ');
}

/** The free plan, if the page lists one. */
export const freeTier = (t: Tool): Plan | null => t.plans.find((p) => p.kind === 'plan' && p.price === 0) ?? null;

const MIN_SEATS = [
  /\b(?:minimum|min\.?|at least)\s+(?:of\s+)?(\d+)\s+(?:paid\s+)?(?:seats?|users?|licen[cs]es?)\b/i,
  /\b(\d+)[-\s](?:seat|user)s?\s+minimum\b/i,
  /\bno (?:seat|user) minimums?\b/i,
];

/** The minimum seats as the page or a note states it ("3 seats", "none"), or null when nothing says. */
export function minimumSeats(t: Tool): string | null {
  const texts = [...t.plans.flatMap((p) => [p.unit_text, p.allowance_text, p.excerpt]), ...t.notes].filter((x): x is string => !!x);
  for (const text of texts) {
    for (const re of MIN_SEATS.slice(0, 2)) {
      const m = re.exec(text);
      if (m) return `${m[1]} ${m[1] === '1' ? 'seat' : 'seats'}`;
    }
  }
  return texts.some((x) => MIN_SEATS[2]!.test(x)) ? 'none' : null;
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

/** When and how the tool's prices were last observed: the latest observation among its priced plans, else the snapshot's. */
export function lastObserved(t: Tool): Observation | null {
  let best: Observation | null = null;
  for (const p of pricedPlans(t)) {
    if (!best || p.observed_on > best.provenance.observed_on) best = { provenance: provenanceOf(p), official: p.source_url ?? t.pricing_url };
  }
  if (best) return best;
  const snap = snapshotProvenance(t);
  return snap ? { provenance: snap, official: t.pricing_url } : null;
}

/** How the page's public pricing reads next to what is recorded. */
export function publicPricingText(t: Tool): string {
  if (!t.public_pricing) return 'No public prices: every paid tier is quoted by sales.';
  return pricedPlans(t).length > 0 ? 'Prices are public.' : 'The official page shows prices, but no observation of them is recorded here yet.';
}

/** One row of the /pricing/ comparison. */
export interface ComparisonRow {
  tool: Tool;
  cheapest: CheapestPaid | null;
  free: Plan | null;
  minSeats: string | null;
  unit: UnitCost | null;
  observed: Observation | null;
  /** Priced plans recorded. */
  priced: number;
}

export function comparisonRow(t: Tool): ComparisonRow {
  return {
    tool: t,
    cheapest: cheapestPaid(t),
    free: freeTier(t),
    minSeats: minimumSeats(t),
    unit: unitCost(t),
    observed: lastObserved(t),
    priced: pricedPlans(t).length,
  };
}

const byName = (a: ComparisonRow, b: ComparisonRow): number => compareText(a.tool.name.toLowerCase(), b.tool.name.toLowerCase());

/** The comparison rows in tool-name order (case folded, by code unit: the order the page's sort restores). */
export const comparisonRows = (tools: readonly Tool[]): ComparisonRow[] => tools.map(comparisonRow).sort(byName);
