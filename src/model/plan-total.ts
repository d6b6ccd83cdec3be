/**
 * What a plan costs a team a month: the arithmetic of the /pricing/
 * comparison (issue 32), written once. The page runs it at build time for
 * the default (1 seat, billed monthly) and its script runs the same function
 * in the browser for the seats and billing a reader picks, so this module
 * imports nothing at run time (it is bundled into that script).
 *
 * The unit rules (also in docs/pricing.md):
 * - per seat (per user, member, licence): the monthly amount × the seats
 *   charged, which are the seats asked for, or the plan's own minimum when it
 *   is higher (Apollo's Organization: 3 seats; never another plan's minimum);
 * - per workspace, per team, per account: the amount as is, whatever the
 *   number of seats (the plan covers the whole team);
 * - per pack, per item, or a unit the page does not state: not comparable
 *   (the total depends on usage, or the page does not say what it buys);
 * - the amount is for a month, a quarter (÷ 3) or a year (÷ 12); a one-off
 *   payment, or a span the page does not state, is not comparable;
 * - billing: the price the page shows on the chosen basis (its main price or
 *   the other side of its monthly/annual toggle); when the page shows none
 *   on that basis, there is no price to total ("no monthly price shown").
 *   A price whose billing the page does not state is on neither basis.
 */

/** The two billing choices of the comparison. */
export const TOTAL_BILLINGS = ['monthly', 'annual'] as const;
export type TotalBilling = (typeof TOTAL_BILLINGS)[number];

/** Seats a reader can ask for. */
export const MIN_TEAM_SEATS = 1;
export const MAX_TEAM_SEATS = 10_000;
export const DEFAULT_SEATS = 1;
export const DEFAULT_BILLING: TotalBilling = 'monthly';

/** How a price scales with seats: per seat, flat (the whole workspace, team or account), or not comparable. */
export type UnitScale = 'seat' | 'flat' | null;

/** A plan's price in the terms the arithmetic needs, made at build time from the plan's fields (`planQuote` in src/site/pricing-view.ts). */
export interface PlanQuote {
  /** The amount for one month (per seat when scale is seat) on each basis; null when the page shows no price on it. */
  perMonth: Record<TotalBilling, number | null>;
  scale: UnitScale;
  /** Why the price is not comparable, when it is not ("priced per pack"). */
  why: string | null;
  /** The plan's own seat minimum, or null. */
  minSeats: number | null;
  /** Currency symbol or code, for the text. */
  currency: string;
}

/** A plan's total for a team on one basis. */
export type PlanTotal =
  | { kind: 'total'; total: number; seatsCharged: number; text: string; detail: string }
  | { kind: 'not_comparable'; text: string; detail: string }
  | { kind: 'not_shown'; text: string; detail: string };

/** The unit rule: what a price scales with, from the plan's `unit` (its one field for it). */
export function unitScale(unit: string | null): UnitScale {
  if (unit === 'seat') return 'seat';
  if (unit === 'workspace' || unit === 'team' || unit === 'account') return 'flat';
  return null;
}

/** An amount per month from an amount per `period`; null for a one-off or an unstated span. */
export function monthlyAmount(amount: number, period: string | null): number | null {
  if (period === 'month') return amount;
  if (period === 'quarter') return amount / 3;
  if (period === 'year') return amount / 12;
  return null;
}

/** "$207", "$58.33", "€1,200". */
export function moneyText(amount: number, currency: string): string {
  const cents = Math.round(amount * 100);
  const whole = cents % 100 === 0;
  const n = (cents / 100).toLocaleString('en-US', { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: whole ? 0 : 2 });
  return `${currency}${n}`;
}

/** A seat count from a query value: a whole number from 1 to MAX_TEAM_SEATS, else null. */
export function parseSeats(value: string | null | undefined): number | null {
  if (value == null || !/^\s*\d{1,6}\s*$/.test(value)) return null;
  const n = Number(value);
  return n >= MIN_TEAM_SEATS && n <= MAX_TEAM_SEATS ? n : null;
}

/** A billing choice from a query value, else null. */
export function parseBilling(value: string | null | undefined): TotalBilling | null {
  const v = value?.trim().toLowerCase();
  return v === 'monthly' || v === 'annual' ? v : v === 'annually' || v === 'yearly' ? 'annual' : null;
}

const seatWord = (n: number): string => `${n.toLocaleString('en-US')} ${n === 1 ? 'seat' : 'seats'}`;

/** The plan's total a month for `seats` on `billing`, by the unit rules above. */
export function planTotal(q: PlanQuote, seats: number, billing: TotalBilling): PlanTotal {
  const basis = billing === 'monthly' ? 'billed monthly' : 'billed annually';
  if (q.scale === null || q.why !== null) {
    return { kind: 'not_comparable', text: 'not comparable', detail: q.why ?? 'the page does not say what the price covers' };
  }
  const unit = q.perMonth[billing];
  if (unit === null) return { kind: 'not_shown', text: `no price ${basis} shown`, detail: `the page shows no price ${basis} for this plan` };
  if (q.scale === 'flat') {
    return {
      kind: 'total',
      total: unit,
      seatsCharged: seats,
      text: moneyText(unit, q.currency),
      detail: `one price for the whole team, any number of seats, ${basis}`,
    };
  }
  const charged = Math.max(seats, q.minSeats ?? 1);
  const total = unit * charged;
  const min = charged > seats ? ` (this plan's minimum is ${seatWord(charged)})` : '';
  return {
    kind: 'total',
    total,
    seatsCharged: charged,
    text: moneyText(total, q.currency),
    detail: `${seatWord(charged)} × ${moneyText(unit, q.currency)}${min}, ${basis}`,
  };
}

/** Order of totals: cheapest first, then prices not shown on the basis, then the not comparable; ties keep their order. */
export function compareTotals(a: PlanTotal, b: PlanTotal): number {
  const rank = (t: PlanTotal) => (t.kind === 'total' ? 0 : t.kind === 'not_shown' ? 1 : 2);
  if (rank(a) !== rank(b)) return rank(a) - rank(b);
  return a.kind === 'total' && b.kind === 'total' ? a.total - b.total : 0;
}
