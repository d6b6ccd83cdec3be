/**
 * Text and attribute values escaped as Astro escapes `{expressions}` in a template, for the places that build a
 * page's repeated markup as strings (src/site/migration-view.ts, src/site/change-page.ts,
 * src/site/change-list.ts) and must give the bytes the template gave.
 * Astro 7 (astro/dist/runtime/server/escape.js, render/util.js): text escapes & < > ' " as &amp; &lt; &gt; &#39;
 * &quot;; an attribute value escapes only & and " (as &amp; and &quot;). tests/unit/site/astro-html.test.ts holds
 * these to Astro's own functions.
 */
const TEXT: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', "'": '&#39;', '"': '&quot;' };

/** A `{value}` between tags, as Astro writes it. */
export const textContent = (s: string): string => s.replace(/[&<>'"]/g, (ch) => TEXT[ch]!);

/** An `attr={value}` string value, as Astro writes it between the double quotes. */
export const attributeValue = (s: string): string => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * ` name="value"` as Astro writes `name={value}` for an ordinary attribute (not class:list, style, or a boolean
 * one such as `hidden`): nothing for undefined or null, the bare name for an empty string.
 */
export const attribute = (name: string, value: string | number | null | undefined): string =>
  value == null ? '' : value === '' ? ` ${name}` : ` ${name}="${attributeValue(String(value))}"`;
