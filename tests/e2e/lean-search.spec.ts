/**
 * Search on the lean build (the fixture site under test) returns exactly
 * what it returned on the previous design (`CHANGELINE_BUILD=classic`, built
 * here from the same content), for the bench's fixed list of queries, in
 * the browser, through pagefind's own API as /search/ uses it.
 */
import { test, expect } from '@playwright/test';
import { join } from 'node:path';
import { ROOT } from '../../scripts/lib/repo-root.ts';
import { buildSite } from '../../scripts/lib/fixture-site.ts';
import { StaticServer } from '../../scripts/lib/static-server.ts';
import { SEARCH_QUERIES, runQueries } from '../../scripts/bench/search.ts';

let classic: StaticServer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const res = buildSite({ mode: 'full', outDir: join(ROOT, 'tests/.out/fixture-site-classic'), env: { CHANGELINE_BUILD: 'classic' } });
  expect(res.status, res.output).toBe(0);
  classic = new StaticServer(res.outDir);
  await classic.start();
});

test.afterAll(async () => {
  await classic?.stop();
});

test('search results are the same as on the previous design, for every query of the list', async ({ page, browser }) => {
  await page.goto('/search/');
  const lean = await runQueries(page, SEARCH_QUERIES);
  const other = await browser.newPage();
  await other.goto(`${classic.origin}/search/`);
  const before = await runQueries(other, SEARCH_QUERIES);
  expect(
    Object.values(lean).some((r) => r.count > 0),
    'the queries find something',
  ).toBe(true);
  for (const q of SEARCH_QUERIES) expect(lean[q], `query "${q}"`).toEqual(before[q]);
});
