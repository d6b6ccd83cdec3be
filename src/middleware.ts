/**
 * Astro middleware, run for every page while the site is prerendered: hands
 * each rendered HTML page that pagefind indexes to the live search indexer of
 * the build (src/build/pagefind.ts, src/build/pagefind-live.ts). It changes no
 * response; without a running build's indexer (astro dev) it does nothing.
 */
import { defineMiddleware } from 'astro:middleware';
import { INDEXED_MARKER, liveIndex, pagePath, withoutHead } from './build/pagefind-live.ts';

const utf8 = new TextDecoder();

export const onRequest = defineMiddleware(async (context, next) => {
  const response = await next();
  const live = liveIndex();
  if (live === undefined || !(response.headers.get('content-type') ?? '').startsWith('text/html')) return response;
  // The body is read once, as bytes: the page goes on as those bytes (not encoded again from its text), and only
  // a page pagefind indexes is decoded to text (ASCII marker, so a byte search finds it).
  const bytes = Buffer.from(await response.arrayBuffer());
  if (bytes.includes(INDEXED_MARKER)) await live.add(pagePath(context.url.pathname), withoutHead(utf8.decode(bytes)));
  return new Response(bytes, { status: response.status, statusText: response.statusText, headers: response.headers });
});
