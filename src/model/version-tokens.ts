/**
 * Version tokens in text and in queries, for search. Imports nothing: the
 * search page's browser script uses it too.
 *
 * Pagefind joins a dotted version into one word ("v21.0" and "v2.10" are both
 * indexed as "v210"), so its matches cannot tell them apart. A version token
 * is reduced to its numbers without trailing zero parts (its key): v21, 21.0
 * and v21.0 are "21"; v2.10 is "2.10". Change pages publish the keys of the
 * versions they name (`versions` meta) and the search page keeps, for a query
 * with a version token, only results that name that version.
 */

/** A query word that names a version: v21, v21.0, V2.10, 21.0 (a bare number such as 202 or 2026 does not). */
export const QUERY_VERSION = /^(?:v\d{1,4}(?:\.\d{1,4}){0,3}|\d{1,4}(?:\.\d{1,4}){1,3})$/i;

/** Versions written in running text: v21, v21.0, 21.0, API 13; dates like 2026-02-11 are not versions. */
const IN_TEXT = /(?<![\w.-])v?(\d{1,6}(?:\.\d{1,4}){0,3})(?![\w-]|\.\d)/gi;

/** A version's key: its numbers without trailing zero parts (v21.0 -> "21", v2.10 -> "2.10", 202601 -> "202601"). */
export function versionKey(version: string): string {
  const n = (version.match(/\d+/g) ?? []).map(Number);
  while (n.length > 1 && n[n.length - 1] === 0) n.pop();
  return n.join('.');
}

/** Keys of the versions a text names: a token with a v, a dot, or six digits (LinkedIn's 202601); in first-seen order, once each. */
export function versionKeysIn(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(IN_TEXT)) {
    const token = m[0];
    if (!/^v/i.test(token) && !token.includes('.') && !/^\d{6}$/.test(token)) continue;
    const key = versionKey(token);
    if (!out.includes(key)) out.push(key);
  }
  return out;
}

/** Keys of the version words of a query (see QUERY_VERSION). */
export function queryVersionKeys(query: string): string[] {
  return query
    .split(/\s+/)
    .filter((w) => QUERY_VERSION.test(w))
    .map(versionKey);
}
