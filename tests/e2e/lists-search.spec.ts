/**
 * Search ranking and results, and the static /changes/ lists, in a real
 * browser on the fixture site. The fixture holds Google Ads v21, Meta
 * Graph and Marketing API v21.0, Meta Marketing API v2.10 to v2.12 and a
 * Meta record about the iOS 14 tracking changes.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { seriousViolationsBothSchemes, test } from './fixtures.ts';
import { changes, changesOrder } from './site-data.ts';

async function search(page: Page, q: string): Promise<string[]> {
  await page.goto(`/search/?q=${encodeURIComponent(q)}`);
  await expect(page.locator('#search-status')).toHaveText(/results?|No results/);
  return page.locator('#search-results .result > a').allTextContents();
}

const titleOf = (pred: (c: (typeof changes)[number]) => boolean) => changes.filter(pred).map((c) => c.title);

test('`v21` finds Google Ads v21 and Meta v21.0, and never Meta v2.10 to v2.12', async ({ page }) => {
  const titles = await search(page, 'v21');
  const wanted = titleOf((c) => c.platform === 'google-ads' && /\bv21\b/.test(c.title)).concat(titleOf((c) => /v21\.0/.test(c.title)));
  const older = titleOf((c) => /v2\.1[0-2]\b/.test(c.title));
  expect(wanted.length).toBeGreaterThanOrEqual(3);
  expect(older.length).toBe(3);
  for (const t of wanted) expect(titles, t).toContain(t);
  for (const t of older) expect(titles, `${t} is not a v21 record`).not.toContain(t);
});

test('`ios 14` finds the iOS 14 tracking changes first', async ({ page }) => {
  const titles = await search(page, 'ios 14');
  expect(titles[0]).toMatch(/^iOS 14 tracking changes/);
});

test('a result shows its date and status, and its excerpt starts with the text, not a heading', async ({ page }) => {
  await search(page, 'v21');
  const graph = changes.find((c) => c.title.includes('Graph API v21.0'))!;
  const item = page.locator('#search-results .result').filter({ has: page.getByRole('link', { name: graph.title, exact: true }) });
  await expect(item.locator('.row-meta')).toContainText('Sunset 21 January 2027');
  await expect(item.locator('.row-meta .badge')).toHaveText('upcoming');
  await search(page, 'v2.10');
  const past = page.locator('#search-results .result').filter({ hasText: 'Meta Marketing API v2.10' });
  await expect(past.locator('.row-meta .badge')).toHaveText('date passed');
  for (const text of await page.locator('#search-results .excerpt').allTextContents()) expect(text).not.toMatch(/^\s*(Summary|Official source|Details)\b/);
});

test('past the first 30 results: "Show more" adds the next ones until all are shown', async ({ page }) => {
  await search(page, 'a');
  const status = await page.locator('#search-status').textContent();
  const total = Number(/^(\d+) results/.exec(status ?? '')?.[1]);
  expect(total, 'the fixture has more than 30 pages matching "a"').toBeGreaterThan(30);
  await expect(page.locator('#search-results .result')).toHaveCount(30);
  await expect(page.locator('#search-status')).toHaveText(`${total} results, showing 30.`);
  const more = page.getByRole('button', { name: /Show more results/ });
  for (let shown = 30; shown < total; shown += 30) {
    await more.click();
    await expect(page.locator('#search-results .result')).toHaveCount(Math.min(total, shown + 30));
  }
  await expect(more).toBeHidden();
  await expect(page.locator('#search-status')).toHaveText(`${total} results.`);
});

test('/search/ has two search landmarks with distinct names (axe landmark rules, every impact)', async ({ page }) => {
  await search(page, 'sunset');
  await expect(page.getByRole('search', { name: 'Site' })).toHaveCount(1);
  await expect(page.getByRole('search', { name: 'Records' })).toHaveCount(1);
  const res = await new AxeBuilder({ page }).withRules(['landmark-unique', 'landmark-no-duplicate-banner', 'landmark-one-main', 'region']).analyze();
  expect(res.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('/changes/ lists upcoming soonest first, then past newest first', async ({ page }) => {
  await page.goto('/changes/');
  const titles = await page.locator('#change-list .row-main > a').allTextContents();
  expect(titles).toEqual(changesOrder.slice(0, 100).map((c) => c.title));
  const firstPast = changesOrder.findIndex((c) => !c.upcoming);
  expect(firstPast).toBeGreaterThan(0);
  expect(changesOrder.slice(0, firstPast).every((c) => c.upcoming)).toBe(true);
});

test('without JavaScript: category links are pages that list every record of the category', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.fulfill({ status: 200, body: 'stub' }));
  const page = await context.newPage();
  const record = changes.find((c) => c.title.startsWith('iOS 14'))!;
  await page.goto(`/changes/${record.id}/`);
  await page.locator('.record .chips').getByRole('link', { name: 'Tracking and signal loss' }).click();
  await expect(page).toHaveURL(/\/changes\/category\/tracking_signal\/$/);
  const expected = changesOrder.filter((c) => c.categories?.includes('tracking_signal')).map((c) => c.title);
  expect(await page.locator('#change-list .row-main > a').allTextContents()).toEqual(expected);
  await page
    .getByRole('navigation', { name: 'Browse by category' })
    .getByRole('link', { name: /^Deprecation/ })
    .click();
  await expect(page).toHaveURL(/\/changes\/category\/deprecation\/$/);
  await expect(page.locator('#change-list .row')).toHaveCount(changes.filter((c) => c.categories?.includes('deprecation')).length);
  await context.close();
});

for (const path of ['/changes/category/api_version_sunset/', '/search/?q=v21']) {
  test(`axe: no serious or critical violations on ${path} (light and dark)`, async ({ page }) => {
    const violations = await seriousViolationsBothSchemes(page, path, async () => {
      if (path.startsWith('/search/')) await expect(page.locator('#search-results .result').first()).toBeVisible();
    });
    expect(violations).toEqual([]);
  });
}
