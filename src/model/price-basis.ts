/**
 * The basis of a price read from the texts a page shows: the billing basis
 * of a second price (from its note), the span an amount pays for, what it
 * covers (a seat, the workspace...) and a plan's own seat minimum. Used by
 * the pricing collector for what it reads, so its plans state the same
 * fields as hand-recorded ones; nothing here guesses past what the text
 * says (null when it does not say).
 */
import type { BillingBasis, Plan, PricePeriodKind, PriceUnitKind } from '../schemas/pricing.ts';

type Texts = Pick<Plan, 'price_text' | 'price' | 'unit_text' | 'allowance_text' | 'alt_price_text' | 'alt_price_note' | 'billing'>;

/** The basis a note names ("billed annually", "per month when billed monthly"), or null. */
export function billingNamed(note: string | null): BillingBasis | null {
  if (!note) return null;
  if (/\b(?:annual(?:ly)?|yearly|year)\b/i.test(note)) return 'annual';
  if (/\bquarter(?:ly)?\b/i.test(note)) return 'quarterly';
  if (/\bmonthly\b|billed\s+(?:every\s+)?month/i.test(note)) return 'monthly';
  return null;
}

/** What span the amount pays for, from the price and unit texts. */
export function periodOf(p: Pick<Texts, 'price' | 'price_text' | 'unit_text'>): PricePeriodKind | null {
  if (p.price === null) return null;
  const text = `${p.price_text} ${p.unit_text ?? ''}`;
  if (/\/\s*mo(?:nth)?\b|\bper\s+(?:\w+\s+)?month\b|\ba\s+month\b|\bmonthly\b|\bmonth\b/i.test(text)) return 'month';
  if (/\/\s*(?:yr|year)\b|\bper\s+(?:\w+\s+)?year\b|\ba\s+year\b|\byearly\b/i.test(text)) return 'year';
  if (/\bquarter\b/i.test(text)) return 'quarter';
  if (/\bper\s+pack\b|\bone[-\s]time\b|\bonce\b/i.test(text)) return 'once';
  return null;
}

/** What one price covers, from the unit text. */
export function unitOf(p: Pick<Texts, 'price' | 'unit_text'>): PriceUnitKind | null {
  if (p.price === null || !p.unit_text) return null;
  const u = p.unit_text;
  if (/\b(?:user|seat|member|licen[cs]e)s?\b/i.test(u)) return 'seat';
  if (/\bworkspaces?\b/i.test(u)) return 'workspace';
  if (/\bteams?\b/i.test(u)) return 'team';
  if (/\bpacks?\b/i.test(u)) return 'pack';
  if (/\baccounts?\b/i.test(u)) return 'account';
  if (/\bper\s+(?:domain|server|number|mailbox|inbox)\b/i.test(u)) return 'item';
  return null;
}

const MIN_SEATS = [
  /\b(?:minimum|min\.?|at least)\s+(?:of\s+)?(\d+)\s+(?:paid\s+)?(?:seats?|users?|licen[cs]es?)\b/i,
  /\b(\d+)[-\s](?:seat|user)s?\s+minimum\b/i,
];

/** The plan's own seat minimum, as its unit or allowance text states it; null when they state none. */
export function minSeatsOf(p: Pick<Texts, 'unit_text' | 'allowance_text'>): number | null {
  for (const text of [p.unit_text, p.allowance_text]) {
    if (!text) continue;
    for (const re of MIN_SEATS) {
      const m = re.exec(text);
      if (m) return Number(m[1]);
    }
  }
  return null;
}

/** The basis fields of a plan read from its texts; a free plan (price 0) bills nothing. */
export function basisOf(p: Texts): Pick<Plan, 'billing' | 'period' | 'unit' | 'min_seats' | 'alt_billing' | 'product_line'> {
  return {
    billing: p.price === 0 ? 'none' : p.price === null ? null : p.billing,
    period: p.price === 0 ? null : periodOf(p),
    unit: unitOf(p),
    min_seats: minSeatsOf(p),
    alt_billing: p.alt_price_text === null ? null : billingNamed(p.alt_price_note),
    product_line: null,
  };
}
