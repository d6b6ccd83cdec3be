/**
 * Astro middleware, run for every page while the site is prerendered: feeds the live search indexer of the build
 * (src/build/pagefind.ts, src/build/pagefind-live.ts). It changes no response; without a running build's indexer
 * (astro dev) it does nothing.
 *
 * The change pages (10,000 at 10,000 records) are indexed from the model: on the build's first request the
 * middleware hands pagefind the indexed part of every change page (src/site/change-search.ts), made from the
 * records, and lets those pages through untouched when Astro renders them. Every other rendered page that has a
 * `data-pagefind-body` (the pricing pages) is handed to pagefind as rendered.
 */
import { defineMiddleware } from 'astro:middleware';
import { INDEXED_MARKER, liveIndex, pagePath, withoutHead, type LiveIndex } from './build/pagefind-live.ts';
import { dataset } from './model/store.ts';
import { changePath } from './model/links.ts';
import { changeSearchHtml } from './site/change-search.ts';

const utf8 = new TextDecoder();

/** Per build (its indexer): the pages indexed from the model, by their path on disk, once the job that adds them has started. */
const fromModel = new WeakMap<LiveIndex, Promise<Set<string>>>();

function modelPages(live: LiveIndex): Promise<Set<string>> {
  let paths = fromModel.get(live);
  if (!paths) {
    paths = dataset().then((ds) => {
      const pages = ds.changes.map((c) => ({ c, path: pagePath(changePath(c.id)) }));
      live.track(
        (async () => {
          for (const { c, path } of pages) await live.add(path, changeSearchHtml(c, ds));
        })(),
      );
      return new Set(pages.map((p) => p.path));
    });
    fromModel.set(live, paths);
  }
  return paths;
}

export const onRequest = defineMiddleware(async (context, next) => {
  const live = liveIndex();
  // Started before the first page renders, so the model's pages go to pagefind while Astro renders the rest.
  const covered = live && modelPages(live);
  const response = await next();
  if (live === undefined || !(response.headers.get('content-type') ?? '').startsWith('text/html')) return response;
  if ((await covered!).has(pagePath(context.url.pathname))) return response;
  // The body is read once, as bytes: the page goes on as those bytes (not encoded again from its text), and only
  // a page pagefind indexes is decoded to text (ASCII marker, so a byte search finds it).
  const bytes = Buffer.from(await response.arrayBuffer());
  if (bytes.includes(INDEXED_MARKER)) await live.add(pagePath(context.url.pathname), withoutHead(utf8.decode(bytes)));
  return new Response(bytes, { status: response.status, statusText: response.statusText, headers: response.headers });
});
