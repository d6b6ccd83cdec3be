/**
 * Astro middleware, run for every page while the site is prerendered: hands
 * each rendered HTML page that pagefind indexes to the live search indexer of
 * the build (src/build/pagefind.ts, src/build/pagefind-live.ts). It changes no
 * response; without a running build's indexer (astro dev) it does nothing.
 */
import { defineMiddleware } from 'astro:middleware';
import { isIndexed, liveIndex, pagePath } from './build/pagefind-live.ts';

export const onRequest = defineMiddleware(async (context, next) => {
  const response = await next();
  const live = liveIndex();
  if (live === undefined || !(response.headers.get('content-type') ?? '').startsWith('text/html')) return response;
  const html = await response.text();
  if (isIndexed(html)) await live.add(pagePath(context.url.pathname), html);
  return new Response(html, { status: response.status, statusText: response.statusText, headers: response.headers });
});
