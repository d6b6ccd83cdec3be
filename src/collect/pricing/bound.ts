/**
 * What a pricing page says is outside text: a plan card can hold markup,
 * control characters, bidirectional overrides or a novel. Every text the
 * parser keeps is folded to one line, stripped of those characters and cut
 * to a length that fits a table cell; a page cannot list more plans than
 * any real pricing page does. (Escaping for HTML, XML and JSON-LD happens
 * where the text is written out, src/site/ and the pages.)
 */
import { planPrice } from '../../model/price.ts';
import { oneLine } from '../../model/text.ts';
import type { ParsedPlan } from '../lib/types.ts';

/** Longest kept text per field, in code points. */
export const TEXT_LIMITS = {
  label: 80,
  price_text: 60,
  alt_price_text: 60,
  unit_text: 60,
  allowance_text: 160,
  excerpt: 300,
  alt_price_note: 60,
} as const;

/** Most plans read from one page. */
export const MAX_PLANS = 40;

// C0/C1 controls, zero-width and bidirectional formatting characters.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is this pattern's job
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;

/** One line of plain text, unsafe characters removed, at most `max` code points (an ellipsis marks a cut). */
export function boundText(text: string, max: number): string {
  const clean = oneLine(text.replace(UNSAFE, ' '));
  const chars = [...clean];
  return chars.length <= max
    ? clean
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

function boundNullable(text: string | null, max: number): string | null {
  if (text === null) return null;
  const t = boundText(text, max);
  return t === '' ? null : t;
}

/**
 * The plans with every text bounded, and their price and currency read from
 * the bounded price text (src/model/price.ts), so the stored number is what the
 * stored text shows; plans left without a label or price text are dropped.
 */
export function boundPlans(plans: ParsedPlan[]): ParsedPlan[] {
  const out: ParsedPlan[] = [];
  for (const p of plans) {
    const label = boundText(p.label, TEXT_LIMITS.label);
    const price_text = boundText(p.price_text, TEXT_LIMITS.price_text);
    if (!label || !price_text) continue;
    out.push({
      ...p,
      label,
      price_text,
      ...planPrice(price_text),
      alt_price_text: boundNullable(p.alt_price_text, TEXT_LIMITS.alt_price_text),
      unit_text: boundNullable(p.unit_text, TEXT_LIMITS.unit_text),
      allowance_text: boundNullable(p.allowance_text, TEXT_LIMITS.allowance_text),
      excerpt: boundText(p.excerpt, TEXT_LIMITS.excerpt) || `${label}: ${price_text}.`,
      alt_price_note: boundNullable(p.alt_price_note, TEXT_LIMITS.alt_price_note),
    });
    if (out.length === MAX_PLANS) break;
  }
  return out;
}
