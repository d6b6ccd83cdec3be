/**
 * Astro middleware, run for every page while the site is prerendered: hands
 * each rendered HTML page that pagefind indexes to the live search indexer of
 * the build (src/build/pagefind.ts, src/build/pagefind-live.ts). It changes no
 * response; without a running build's indexer (astro dev) it does nothing.
 */
import { defineMiddleware } from 'astro:middleware';
import { isIndexed, liveIndex, pagePath, withoutHead } from './build/pagefind-live.ts';

const utf8 = new TextDecoder();

export const onRequest = defineMiddleware(async (context, next) => {
  const response = await next();
  const live = liveIndex();
  if (live === undefined || !(response.headers.get('content-type') ?? '').startsWith('text/html')) return response;
  // The body is read once, as bytes: the page goes on as those bytes (not encoded again from its text).
  const bytes = new Uint8Array(await response.arrayBuffer());
  const html = utf8.decode(bytes);
  if (isIndexed(html)) await live.add(pagePath(context.url.pathname), withoutHead(html));
  return new Response(bytes, { status: response.status, statusText: response.statusText, headers: response.headers });
});
