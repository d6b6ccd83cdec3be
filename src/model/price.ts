/**
 * The one reader of displayed prices. A price text is what a pricing page
 * shows, verbatim ("$49/mo", "€10 / $10 / £8.40", "Free", "Contact sales");
 * the numbers stored beside it (Plan.price and currency, PriceEvent.price,
 * old_price and currency) are what this module reads from it. The pricing
 * collector writes them with it, `npm run add-records` and
 * `npm run lint:data -- --fix` fill them with it, and the data linter's
 * price-number rule checks every stored number against it, so a number and
 * its text cannot drift. Pages and the chart read the stored numbers.
 *
 * What a text reads as:
 * - the first amount with a currency: a symbol before it (`$49`, `€1,250.50`),
 *   a three-letter code before it (`CAD 49`, as the collector writes a
 *   currency without a symbol) or a known code after it (`99 USD`);
 * - `Free` (a text that opens with the word): 0, with no currency;
 * - anything else ("Contact sales", "Custom", "1,500 credits"): no price.
 */

/** Currency symbols and the ISO 4217 code each stands for on the tracked (US-priced) pages. */
export const CURRENCY_SYMBOLS = { USD: '$', EUR: '€', GBP: '£' } as const;

const CODE_OF_SYMBOL: Record<string, string> = Object.fromEntries(Object.entries(CURRENCY_SYMBOLS).map(([code, sym]) => [sym, code]));

/** An amount as pages write it: `49`, `0.10`, `1,250.50`. */
const AMOUNT = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?`;
const NUM = `(${AMOUNT})`;
const SYMBOLS = `[${Object.values(CURRENCY_SYMBOLS).join('')}]`;
/** Source of a pattern for an amount after a currency symbol (`$0.10`, `€ 10`), with no group: for other readers to embed. */
export const SYMBOL_PRICE = String.raw`${SYMBOLS}\s?(?:${AMOUNT})`;
const SYMBOL_BEFORE = new RegExp(String.raw`(${SYMBOLS})\s?${NUM}`);
const CODE_BEFORE = new RegExp(String.raw`\b([A-Z]{3})\s?${NUM}`);
const CODE_AFTER = new RegExp(String.raw`${NUM}\s?(${Object.keys(CURRENCY_SYMBOLS).join('|')})\b`);
const FREE = /^\s*free\b/i;

export interface PriceReading {
  value: number;
  /** ISO 4217 code, or null when the text shows no currency ("Free"). */
  currency: string | null;
}

const amount = (s: string): number => Number(s.replace(/,/g, ''));

/** The price a text shows: `$49/mo` -> 49 USD; `Free` -> 0, no currency; `Contact sales` -> null. */
export function readPrice(text: string | null | undefined): PriceReading | null {
  if (!text) return null;
  const found: { at: number; currency: string; value: string }[] = [];
  const sym = SYMBOL_BEFORE.exec(text);
  if (sym) found.push({ at: sym.index, currency: CODE_OF_SYMBOL[sym[1]!]!, value: sym[2]! });
  const before = CODE_BEFORE.exec(text);
  if (before) found.push({ at: before.index, currency: before[1]!, value: before[2]! });
  const after = CODE_AFTER.exec(text);
  if (after) found.push({ at: after.index, currency: after[2]!, value: after[1]! });
  if (found.length > 0) {
    const first = found.reduce((a, b) => (b.at < a.at ? b : a));
    return { value: amount(first.value), currency: first.currency };
  }
  return FREE.test(text) ? { value: 0, currency: null } : null;
}

/** The symbol a currency is shown with (`USD` -> `$`), else its code; '' for none. */
export function currencySymbol(code: string | null): string {
  if (code === null) return '';
  return (CURRENCY_SYMBOLS as Record<string, string>)[code] ?? code;
}

/** The numbers of a plan, read from its price_text. */
export interface PlanPrice {
  price: number | null;
  currency: string | null;
}

export function planPrice(priceText: string): PlanPrice {
  const r = readPrice(priceText);
  return { price: r?.value ?? null, currency: r?.currency ?? null };
}

/** Kinds of price event whose texts are prices; the others carry an allowance or a description. */
export const PRICED_EVENT_KINDS: readonly string[] = ['first_seen', 'price_change'];

/** The numbers of a price event, read from its texts. */
export interface EventPrice {
  old_price: number | null;
  price: number | null;
  currency: string | null;
}

export function eventPrice(e: { event: string; price_text: string; old_price_text?: string | undefined }): EventPrice {
  if (!PRICED_EVENT_KINDS.includes(e.event)) return { old_price: null, price: null, currency: null };
  const now = readPrice(e.price_text);
  const before = readPrice(e.old_price_text);
  return { old_price: before?.value ?? null, price: now?.value ?? null, currency: now?.currency ?? before?.currency ?? null };
}
