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
}

/** The live indexer of the running build, if any. */
export const liveIndex = (): LiveIndex | undefined => (globalThis as { [LIVE_INDEX]?: LiveIndex })[LIVE_INDEX];

/** The path under the output folder of the page at `pathname` (build.format "directory": `/a/b/` is `a/b/index.html`). */
export function pagePath(pathname: string): string {
  const rel = decodeURIComponent(pathname).replace(/^\/+/, '');
  return rel === '' || rel.endsWith('/') ? `${rel}index.html` : rel;
}

/** True for HTML that pagefind indexes on this site: the pages that mark their body (data-pagefind-body). */
export const isIndexed = (html: string): boolean => html.includes('data-pagefind-body');
