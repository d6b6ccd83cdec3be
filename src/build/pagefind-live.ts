/**
 * The hand-over between the pagefind integration (src/build/pagefind.ts),
 * which starts pagefind's indexing service when the build starts, and the
 * middleware (src/middleware.ts), which Astro runs in the same process for
 * every prerendered page: a global slot holding the indexer while a build
 * runs, empty otherwise (astro dev, a build without the integration).
 */
export const LIVE_INDEX = Symbol.for('changeline.pagefind.live-index');

export interface LiveIndex {
  /**
   * Index one rendered page, given by the path it is written to under the output folder (`changes/x/index.html`).
   * Resolves once the page is on its way (it waits while too many pages are).
   */
  add(sourcePath: string, content: string): Promise<void>;
  /** A job that adds pages on its own (the change pages, from the model): the index is written once it is done, and its failure fails the build. */
  track(job: Promise<unknown>): void;
}

/** The live indexer of the running build, if any. */
export const liveIndex = (): LiveIndex | undefined => (globalThis as { [LIVE_INDEX]?: LiveIndex })[LIVE_INDEX];

/** The path under the output folder of the page at `pathname` (build.format "directory": `/a/b/` is `a/b/index.html`). */
export function pagePath(pathname: string): string {
  const rel = decodeURIComponent(pathname).replace(/^\/+/, '');
  return rel === '' || rel.endsWith('/') ? `${rel}index.html` : rel;
}

/**
 * The attribute that marks the part of a page pagefind indexes: a page that holds it is handed to pagefind. ASCII,
 * so the middleware finds it in a page's UTF-8 bytes without decoding pages that pagefind does not index.
 */
export const INDEXED_MARKER = 'data-pagefind-body';

/**
 * The part of a rendered page pagefind is handed (the pages not indexed from the model: src/middleware.ts): the page without its `<head>` element. pagefind never indexes the head
 * (its text, the JSON-LD, the meta tags); from it pagefind would take only the `<title>` as the result's title of
 * a page with no `data-pagefind-meta="title"` and no `<h1>`, and every indexed page here has both. The head is a
 * third of a change page (about 4 KB of 12): less to encode for pagefind's service, to send and to parse, and the
 * same index (`node bench/compare.ts` compares the fragments of two builds). A page without exactly one head comes
 * whole.
 */
export function withoutHead(html: string): string {
  const start = html.indexOf('<head>');
  const end = html.indexOf('</head>');
  if (start < 0 || end < start || html.indexOf('<head>', start + 1) >= 0 || html.indexOf('</head>', end + 1) >= 0) return html;
  return html.slice(0, start) + html.slice(end + '</head>'.length);
}
