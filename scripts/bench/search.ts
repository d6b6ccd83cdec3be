/**
 * Search results of a built site for a list of queries, as a browser gets
 * them: Debian's Chromium (CHROMIUM_PATH) loads the site's /search/ page
 * from a local server and runs pagefind's own JavaScript API. For each
 * query: the number of results and the address, title and excerpt of the
 * first `top`, in order.
 */
import { chromium, type Page } from '@playwright/test';
import { StaticServer } from '../lib/static-server.ts';
import { PAGEFIND_SCRIPT_PATH, SEARCH_PATH } from '../../src/lib/links.ts';
import { absolute } from '../../src/lib/site.ts';

/** Queries the bench and the browser tests compare between two builds. */
export const SEARCH_QUERIES = [
  'api version',
  'sunset',
  'deprecation',
  'conversion window',
  'privacy region',
  'rate limit',
  'google',
  'meta ads',
  'pixel',
  'carousel lead form',
  'v21',
  'ios 14',
  'pricing',
  'credits',
] as const;

export interface SearchHit {
  url: string;
  title: string;
  excerpt: string;
}

export type SearchResults = Record<string, { count: number; top: SearchHit[] }>;

/** Run the queries in a page that is on the site (pagefind's browser API, as /search/ uses it). */
export async function runQueries(page: Page, queries: readonly string[] = SEARCH_QUERIES, top = 10): Promise<SearchResults> {
  return page.evaluate(
    async ({ queries, top, script }) => {
      const pf = await import(/* @vite-ignore */ new URL(script, location.origin).href);
      await pf.options({});
      const out: Record<string, { count: number; top: { url: string; title: string; excerpt: string }[] }> = {};
      for (const q of queries) {
        const res = await pf.search(q);
        const data = await Promise.all(
          res.results.slice(0, top).map((r: { data: () => Promise<{ url: string; meta?: { title?: string }; excerpt: string }> }) => r.data()),
        );
        out[q] = { count: res.results.length, top: data.map((d) => ({ url: d.url, title: d.meta?.title ?? '', excerpt: d.excerpt })) };
      }
      return out;
    },
    { queries: [...queries], top, script: PAGEFIND_SCRIPT_PATH },
  );
}

/** Search results of a built site folder, served locally and queried in Chromium. */
export async function searchSite(dir: string, queries: readonly string[] = SEARCH_QUERIES, top = 10): Promise<SearchResults> {
  const server = new StaticServer(dir);
  const origin = await server.start();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--headless'] });
  try {
    const page = await browser.newPage();
    await page.goto(absolute(origin, SEARCH_PATH));
    return await runQueries(page, queries, top);
  } finally {
    await browser.close();
    await server.stop();
  }
}

/** Queries whose results differ between two builds. */
export function searchDifferences(a: SearchResults, b: SearchResults): string[] {
  const out: string[] = [];
  for (const q of Object.keys(a)) if (JSON.stringify(a[q]) !== JSON.stringify(b[q])) out.push(q);
  for (const q of Object.keys(b)) if (!(q in a)) out.push(q);
  return out;
}
