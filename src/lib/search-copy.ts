/**
 * What the search indexer (pagefind) needs of a page, and nothing else.
 *
 * pagefind reads only the element marked `data-pagefind-body` (and, inside
 * it, the `data-pagefind-meta`/`-filter` attributes and headings), once any
 * page of the site carries that mark; the language is forced to English by
 * the build. Parsing the whole page (layout, navigation, JSON-LD, related
 * lists) was most of pagefind's time, so the build hands it a copy of each
 * searchable page cut down to that element (issue 14). The index it writes is
 * the same, file for file: tests/integration/foundation/lean-build.test.ts
 * compares it with an index of the full pages.
 *
 * The cut is plain string work, so it is only done where it is certainly
 * right: the marked element is an `<article>` with no `<article>` inside it.
 * Otherwise the whole page is indexed as it is.
 */

/** The attribute that marks a page's searchable element. */
export const SEARCH_MARK = 'data-pagefind-body';

/**
 * The page reduced to its searchable element, or the page unchanged when the
 * cut is not certainly right; undefined when the page is not searchable.
 */
export function searchCopy(html: string): string | undefined {
  const mark = html.indexOf(SEARCH_MARK);
  if (mark < 0) return undefined;
  const start = html.lastIndexOf('<', mark);
  if (start < 0 || !html.startsWith('<article', start) || !/[\s>]/.test(html[start + 8] ?? '')) return html;
  const end = html.indexOf('</article>', mark);
  if (end < 0 || html.indexOf(SEARCH_MARK, mark + SEARCH_MARK.length) >= 0) return html;
  const body = html.slice(start, end + '</article>'.length);
  if (body.indexOf('<article', 1) >= 0) return html;
  const open = /^<!DOCTYPE html>\s*(<html\b[^>]*>)/i.exec(html)?.[1] ?? '<html>';
  const title = /<title>[^<]*<\/title>/.exec(html)?.[0] ?? '';
  return `<!DOCTYPE html>${open}<head><meta charset="utf-8">${title}</head><body>${body}</body></html>`;
}
