/**
 * Stable ids and the source keys they are hashed from.
 *
 * A change id is `<platform>-<first 10 hex chars of SHA-1(source key)>`.
 * The source key names the place in the official source that states the
 * fact, so a record compiled by hand and the same record found later by a
 * collector get the same id. Four forms, fields joined by `|`:
 *
 * - `version|<api>|<version>`: a row of an API version table
 *   (`version|google-ads-api|v19`).
 * - `row|<page>|<key cell>`: a row of another table, keyed by the cell that
 *   names it (`row|https://advertising.amazon.com/.../deprecations|sponsored products v2`).
 * - `entry|<page>|<date>|<title>`: a dated entry of a changelog or release
 *   notes page (`entry|https://.../recent-changes|2026-03|...`).
 * - `article|<page>`: a page that is about one change (a blog post).
 *
 * Text parts are lower-cased with white space folded; pages are written
 * without query string, fragment or trailing slash.
 */
import { createHash } from 'node:crypto';

function sha1Hex(s: string): string {
  return createHash('sha1').update(s, 'utf8').digest('hex');
}

/** Lower case, white space folded, trimmed; `|` cannot appear inside a part. */
export function normText(s: string): string {
  return s.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').replace(/\|/g, '/').trim();
}

/** An address without query string, fragment or trailing slash, host lower-cased. */
export function normPage(url: string): string {
  const u = new URL(url);
  const path = u.pathname.replace(/\/+$/, '');
  return `${u.protocol}//${u.host.toLowerCase()}${path}`;
}

export const sourceKey = {
  version: (api: string, version: string) => `version|${normText(api)}|${normText(version)}`,
  row: (page: string, keyCell: string) => `row|${normPage(page)}|${normText(keyCell)}`,
  entry: (page: string, date: string, title: string) => `entry|${normPage(page)}|${date}|${normText(title)}`,
  article: (page: string) => `article|${normPage(page)}`,
} as const;

/** The form of a source key, or null when it is not one of the four. */
export function sourceKeyForm(key: string): keyof typeof sourceKey | null {
  const form = key.split('|', 1)[0];
  const parts = key.split('|').length;
  if (form === 'version' && parts === 3) return 'version';
  if (form === 'row' && parts === 3) return 'row';
  if (form === 'entry' && parts === 4) return 'entry';
  if (form === 'article' && parts === 2) return 'article';
  return null;
}

/** Stable id of a change record. */
export function changeId(platform: string, key: string): string {
  return `${platform}-${sha1Hex(key).slice(0, 10)}`;
}

/** What a price event's id is made of. */
export interface PriceEventKeyParts {
  tool_id: string;
  plan: string;
  event: string;
  date: string;
  old_price_text?: string | undefined;
  price_text: string;
}

/**
 * Source key of a price event. The plain key is `tool|plan|event|date`. Two
 * different observations can share it (two changes to one plan on one day);
 * the later one then takes the observed key, which adds what was seen:
 * `tool|plan|event|date|old_price_text|price_text` (an absent old price is
 * empty). Plan and texts are folded like every text part.
 */
export function priceEventKey(ev: PriceEventKeyParts, form: 'plain' | 'observed' = 'plain'): string {
  const plain = `${ev.tool_id}|${normText(ev.plan)}|${ev.event}|${ev.date}`;
  return form === 'plain' ? plain : `${plain}|${normText(ev.old_price_text ?? '')}|${normText(ev.price_text)}`;
}

/** Stable id of a price event with the plain key: `<tool>-<10 hex of SHA-1(tool|plan|event|date)>`. */
export function priceEventId(toolId: string, plan: string, event: string, date: string): string {
  return `${toolId}-${sha1Hex(priceEventKey({ tool_id: toolId, plan, event, date, price_text: '' })).slice(0, 10)}`;
}

/** Id of a price event from one key form. */
export function priceEventIdOf(ev: PriceEventKeyParts, form: 'plain' | 'observed'): string {
  return `${ev.tool_id}-${sha1Hex(priceEventKey(ev, form)).slice(0, 10)}`;
}

/** True when two events record the same observation (same key parts, texts folded). */
export function samePriceObservation(a: PriceEventKeyParts, b: PriceEventKeyParts): boolean {
  return priceEventKey(a, 'observed') === priceEventKey(b, 'observed');
}

/**
 * The id a new price event gets, given the events that exist: the plain id,
 * unless an event recording a different observation already holds it; then
 * the observed id. Existing events keep their ids forever; an event equal to
 * an existing one gets that one's id (it is the same record).
 */
export function assignPriceEventId(ev: PriceEventKeyParts, existing: ReadonlyMap<string, PriceEventKeyParts>): string {
  const plain = priceEventIdOf(ev, 'plain');
  const holder = existing.get(plain);
  if (!holder || samePriceObservation(holder, ev)) return plain;
  return priceEventIdOf(ev, 'observed');
}

/**
 * The change id shown as the example in llms.txt, the OpenAPI document and
 * the MCP server's messages: taken from the data at build, so it always
 * names a published record. The first Google Ads id in code-unit order, else
 * the first id; null when there are no records.
 */
export function exampleChangeId(ids: Iterable<string>): string | null {
  let first: string | null = null;
  let google: string | null = null;
  for (const id of ids) {
    if (first === null || id < first) first = id;
    if (id.startsWith('google-ads-') && (google === null || id < google)) google = id;
  }
  return google ?? first;
}
