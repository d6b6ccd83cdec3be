/**
 * Paging in a real browser, on a site large enough to page: 1,500 synthetic
 * records (tests/support/scale-site.ts; no platform of the fixture site has
 * 100 records, nor does it have 100 upcoming ones), served from 127.0.0.1 on
 * a free port beside the fixture site's preview. A reader pages through a
 * platform's records and through /upcoming/ with the pager's links, and the
 * /changes/ filter reads one small file of rows at a time.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { seriousViolations, test } from './fixtures.ts';
import { SCALE_LONG_FAMILY, scaleSite } from '../support/scale-site.ts';
import { platformPath, platformVersionsPath } from '../../src/model/links.ts';
import { slugify } from '../../src/model/version-strings.ts';
import { serveStatic, type StaticServer } from '../support/static-server.ts';

let site = '';
let server: StaticServer;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  site = scaleSite();
  server = await serveStatic(site);
});
test.afterAll(async () => {
  await server?.stop();
});

const data = <T>(path: string): T => JSON.parse(readFileSync(join(site, path), 'utf8')) as T;
const elements = (page: Page) => page.evaluate(() => document.querySelectorAll('*').length);

/** Follow "Next →" from the page shown to the last page; the titles of `rows` on each page, and the pages' paths. */
async function pageThrough(page: Page, pager: string, rows: string): Promise<{ titles: string[]; paths: string[] }> {
  const titles: string[] = [];
  const paths: string[] = [];
  for (;;) {
    paths.push(new URL(page.url()).pathname);
    const here = await page.locator(rows).allTextContents();
    expect(here.length).toBeGreaterThan(0);
    expect(here.length).toBeLessThanOrEqual(100);
    titles.push(...here);
    expect(await elements(page)).toBeLessThanOrEqual(3000);
    const nav = page.getByRole('navigation', { name: pager });
    await expect(nav.locator('a[aria-current="page"]')).toHaveText(String(paths.length));
    const next = nav.getByRole('link', { name: 'Next →' });
    if (!(await next.count())) break;
    await next.click();
    await page.waitForURL((u) => u.pathname !== paths.at(-1));
  }
  return { titles, paths };
}

test("a reader pages through a platform's records with the pager: every record once, newest first, and back", async ({ page }) => {
  const meta = data<{ changes: { title: string }[] }>('api/changes/meta-ads.json').changes;
  await page.goto(`${server.url}/platforms/meta-ads/`);
  const pages = Math.ceil(meta.length / 100);
  expect(pages).toBeGreaterThan(2);
  await expect(page.locator('h1')).toHaveText(`Meta Ads (page 1 of ${pages})`);
  await expect(page.getByRole('heading', { name: 'API versions' })).toBeVisible();
  const { titles, paths } = await pageThrough(page, 'Pages of Meta Ads changes', '#platform-list .row-main > a');
  expect(titles).toEqual(meta.map((c) => c.title));
  expect(paths).toEqual(['/platforms/meta-ads/', ...Array.from({ length: pages - 1 }, (_, i) => `/platforms/meta-ads/page/${i + 2}/`)]);
  await expect(page.locator('h1')).toHaveText(`Meta Ads (page ${pages} of ${pages})`);
  await expect(page.locator('table.versions')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('navigation', { name: 'Pages of Meta Ads changes' }).getByRole('link', { name: '← Previous' }).click();
  await expect(page).toHaveURL(new RegExp(`/platforms/meta-ads/page/${pages - 1}/$`));
  await page.getByRole('link', { name: 'the first page' }).click();
  await expect(page).toHaveURL(/\/platforms\/meta-ads\/$/);
});

test("a family too long for its platform page: page 1 summarises it, a soon sunset links its row on the family's own page", async ({ page }) => {
  const { platform, api } = SCALE_LONG_FAMILY;
  const own = platformVersionsPath(platform, slugify(api));
  const rows = data<{ versions: { api: string; version: string; page: string }[] }>(`api/versions/${platform}.json`).versions.filter((r) => r.api === api);
  await page.goto(`${server.url}${platformPath(platform)}`);
  const summary = page.locator('section.version-summary');
  await expect(summary.getByRole('heading', { name: api })).toBeVisible();
  await expect(page.locator('table.versions').filter({ has: page.locator(`tr[id^="v-${slugify(api)}-"]`) })).toHaveCount(0);
  const soon = summary.locator('a[href*="#"]').first();
  const version = (await soon.textContent())!;
  await soon.click();
  await expect(page).toHaveURL(new RegExp(`${own}#`));
  const row = page.locator('tr:target');
  await expect(row).toHaveAttribute('data-version', version);
  await expect(row).toBeInViewport();
  expect(new URL(rows.find((r) => r.version === version)!.page).pathname).toBe(own);
  await expect(page.locator('h1')).toContainText(`${api} versions`);
  await expect(page.locator('table.versions tbody tr')).toHaveCount(rows.length);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Meta Ads' }).click();
  await expect(page).toHaveURL(new RegExp(`${platformPath(platform)}$`));
  await summary.getByRole('link', { name: `All ${rows.length} ${api} versions →` }).click();
  await expect(page).toHaveURL(new RegExp(`${own}$`));
});

test('a reader pages through /upcoming/: every deadline once, soonest first; recently passed on page 1', async ({ page }) => {
  const upcoming = data<{ changes: { title: string }[] }>('api/upcoming.json').changes;
  await page.goto(`${server.url}/upcoming/`);
  await expect(page.getByRole('heading', { name: 'Recently passed' })).toBeVisible();
  const { titles, paths } = await pageThrough(page, 'Pages of upcoming deadlines', 'section[aria-labelledby^="m-"] .tl-body > a');
  expect(titles).toEqual(upcoming.map((c) => c.title));
  expect(paths.length).toBe(Math.ceil(upcoming.length / 100));
  expect(paths.slice(1)).toEqual(paths.slice(1).map((_, i) => `/upcoming/page/${i + 2}/`));
  await expect(page.getByRole('heading', { name: 'Recently passed' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test("the /changes/ filter's first use downloads one file of 100 rows; Show more reads the next", async ({ page }) => {
  const meta = data<{ changes: { id: string }[] }>('api/changes/meta-ads.json').changes;
  const fetched: { url: string; bytes: number }[] = [];
  page.on('response', async (res) => {
    if (new URL(res.url()).pathname.endsWith('.json')) fetched.push({ url: new URL(res.url()).pathname, bytes: (await res.body()).length });
  });
  await page.goto(`${server.url}/changes/`);
  await page.getByLabel('Platform', { exact: true }).selectOption('meta-ads');
  await expect(page.locator('#filter-status')).toHaveText(`${meta.length.toLocaleString('en-US')} changes match Meta Ads.`);
  await expect(page.locator('#change-list .row')).toHaveCount(100);
  await expect.poll(() => fetched.length).toBe(1);
  expect(fetched[0]!.url).toBe('/changes/filter/meta-ads/all/all/1.json');
  expect(fetched[0]!.bytes).toBeLessThan(20 * 1024);

  const more = page.getByRole('button', { name: /Show more/ });
  await expect(more).toHaveText(`Show more (${(meta.length - 100).toLocaleString('en-US')} left)`);
  await more.click();
  await expect(page.locator('#change-list .row')).toHaveCount(200);
  await expect.poll(() => fetched.map((f) => f.url)).toEqual(['/changes/filter/meta-ads/all/all/1.json', '/changes/filter/meta-ads/all/all/2.json']);
  const shown = await page.locator('#change-list .row-main > a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(new Set(shown).size).toBe(200);
});
