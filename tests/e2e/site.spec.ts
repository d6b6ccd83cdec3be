/**
 * The human site in a real browser (Debian Chromium), on the built fixture
 * site served by astro preview (playwright.config.ts). Requests to any other
 * host are answered locally, so nothing leaves the machine; every test fails
 * on a console error, an uncaught exception or a JavaScript dialog.
 */
import { expect, type Page } from '@playwright/test';
import { seriousViolations, seriousViolationsBothSchemes, test } from './fixtures.ts';
import { changes, changesOrder, escapeRecord, platforms, readJson, ESCAPE_ID } from './site-data.ts';

async function rowTitles(page: Page): Promise<string[]> {
  return page.locator('#change-list .row-main > a').allTextContents();
}

test('home -> platform -> change page -> official source', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('h1')).toHaveText('What changes on ad platforms, and when');
  const meta = platforms.find((p) => p.slug === 'meta-ads')!;
  await page.getByRole('region', { name: 'Coverage by platform' }).getByRole('link', { name: meta.name, exact: true }).click();
  await expect(page).toHaveURL(/\/platforms\/meta-ads\/$/);
  await expect(page.locator('h1')).toHaveText(meta.name);
  const first = changes.find((c) => c.platform === 'meta-ads')!;
  await page
    .getByRole('list', { name: `All ${meta.name} changes` })
    .getByRole('link', { name: first.title, exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/changes/${first.id}/$`));
  await expect(page.locator('h1')).toHaveText(first.title);
  const source = page.locator('section.source a.source-link');
  await expect(source).toHaveAttribute('href', first.source_url);
  await expect(page.locator('.cite')).toContainText(first.source_url);
  await source.click();
  await expect(page).toHaveURL(first.source_url);
});

test('/changes/ filters by platform and category at once, keeps the state in the URL, and clears', async ({ page }) => {
  await page.goto('/changes/');
  const serverRows = await rowTitles(page);
  expect(serverRows.length).toBe(Math.min(changes.length, 100));
  const rowHtml = () => page.locator('#change-list .row').evaluateAll((rows) => rows.map((r) => r.outerHTML));
  const serverHtml = new Set(await rowHtml());

  await page.getByLabel('Platform', { exact: true }).selectOption('google-ads');
  await expect(page).toHaveURL(/\/changes\/\?platform=google-ads$/);
  const google = changesOrder.filter((c) => c.platform === 'google-ads');
  await expect(page.locator('#filter-status')).toHaveText(new RegExp(`^${google.length} changes? match Google Ads`));
  expect(await rowTitles(page)).toEqual(google.map((c) => c.title));
  // The filter renders a row with the same markup as the server (src/site/change-row.ts).
  const filtered = (await rowHtml()).filter((html) => serverHtml.has(html));
  expect(filtered.length).toBe(google.filter((c) => serverRows.includes(c.title)).length);

  await page.getByLabel('Category', { exact: true }).selectOption('api_version_sunset');
  await expect(page).toHaveURL(/\?platform=google-ads&category=api_version_sunset$/);
  const sunsets = google.filter((c) => c.categories?.includes('api_version_sunset'));
  await expect(page.locator('#change-list .row')).toHaveCount(sunsets.length);
  expect(await rowTitles(page)).toEqual(sunsets.map((c) => c.title));

  await page.getByLabel('Upcoming only').check();
  const upcomingSunsets = sunsets.filter((c) => c.upcoming);
  await expect(page.locator('#change-list .row')).toHaveCount(upcomingSunsets.length);

  await page.reload();
  await expect(page.getByLabel('Platform', { exact: true })).toHaveValue('google-ads');
  await expect(page.getByLabel('Category', { exact: true })).toHaveValue('api_version_sunset');
  await expect(page.getByLabel('Upcoming only')).toBeChecked();
  await expect(page.locator('#change-list .row')).toHaveCount(upcomingSunsets.length);

  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page).toHaveURL(/\/changes\/$/);
  expect(await rowTitles(page)).toEqual(serverRows);
});

test('a filter link from a platform page opens /changes/ filtered', async ({ page }) => {
  const cat = changes.find((c) => c.platform === 'x-ads')!.categories![0]!;
  await page.goto(`/changes/?platform=x-ads&category=${cat}`);
  const expected = changesOrder.filter((c) => c.platform === 'x-ads' && c.categories?.includes(cat));
  await expect(page.locator('#change-list .row')).toHaveCount(expected.length);
  expect(await rowTitles(page)).toEqual(expected.map((c) => c.title));
});

test('search finds a record by a word of its text, and the result leads to it', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('search').getByLabel('Search records');
  await box.fill('Escaping');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\/\?q=Escaping$/);
  const result = page.locator('#search-results .result > a').first();
  await expect(result).toHaveText(escapeRecord.title);
  await result.click();
  await expect(page).toHaveURL(new RegExp(`/changes/${ESCAPE_ID}/$`));
  await expect(page.locator('h1')).toHaveText(escapeRecord.title);
});

test('search filters by platform and keeps the query in the URL', async ({ page }) => {
  await page.goto('/search/?q=API');
  await expect(page.locator('#search-status')).toHaveText(/\d+ results?/);
  await page.getByLabel('Platform', { exact: true }).selectOption('X Ads');
  await expect(page).toHaveURL(/q=API&platform=X\+Ads/);
  const metas = page.locator('#search-results .result .row-meta');
  await expect(metas.first()).toContainText('X Ads');
  for (const m of await metas.allTextContents()) expect(m).toContain('X Ads');
});

test('a tool page shows its plans and the price-history chart with every event marked', async ({ page }) => {
  const pricing = readJson<{ tool: { plans: { label: string; price: number | null }[] }; history: { date: string }[] }>('api/prices/clay.json');
  await page.goto('/pricing/clay/');
  await expect(page.locator('h1')).toHaveText('Clay pricing');
  const chart = page.locator('figure.chart svg[role="img"]');
  await expect(chart).toBeVisible();
  const box = await chart.boundingBox();
  expect(box!.width).toBeGreaterThan(200);
  // One marker per event date, its title listing that day's events.
  await expect(page.locator('.chart-marker')).toHaveCount(new Set(pricing.history.map((e) => e.date)).size);
  const eventsMarked = await page.locator('.chart-marker').evaluateAll((els) => els.reduce((n, el) => n + Number(el.getAttribute('data-events')), 0));
  expect(eventsMarked).toBe(pricing.history.length);
  const legend = await page.locator('.chart-legend li').allTextContents();
  for (const p of pricing.tool.plans.filter((x) => x.price !== null)) expect(legend.some((l) => l.startsWith(p.label))).toBe(true);
  expect(legend.some((l) => l.includes('(no longer listed)'))).toBe(true);
  await expect(page.locator('table.plans tbody tr')).toHaveCount(pricing.tool.plans.length);
});

test('the record with markup in its texts shows them as text, also in the filtered list', async ({ page }) => {
  await page.goto(`/changes/${ESCAPE_ID}/`);
  await expect(page.locator('h1')).toHaveText(escapeRecord.title);
  await expect(page.locator('.summary')).toHaveText(escapeRecord.summary!);
  await expect(page.locator('.callout-warn')).toContainText('Tentative date');
  await expect(page.locator('.callout-muted')).toContainText('No longer listed by the source');
  await page.goto('/changes/?platform=google-ads');
  await expect(page.locator(`#change-list a[href="/changes/${ESCAPE_ID}/"]`)).toHaveText(escapeRecord.title);
});

test('without JavaScript: lists, platform pages and records all work; the filter form gives way', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.fulfill({ status: 200, body: 'stub' }));
  const page = await context.newPage();
  await page.goto('/changes/');
  await expect(page.locator('#filters')).toBeHidden();
  await expect(page.locator('#change-list .row').first()).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Browse by platform' })
    .getByRole('link', { name: /^Google Ads/ })
    .click();
  await expect(page).toHaveURL(/\/platforms\/google-ads\/$/);
  const google = changes.filter((c) => c.platform === 'google-ads');
  await expect(page.getByRole('list', { name: 'All Google Ads changes' }).getByRole('listitem')).toHaveCount(google.length);
  await page.getByRole('link', { name: google[0]!.title, exact: true }).first().click();
  await expect(page.locator('h1')).toHaveText(google[0]!.title);
  await page.goto('/search/');
  // (getByText skips <noscript>, so read the element itself.)
  await expect(page.locator('main noscript p')).toBeVisible();
  await expect(page.locator('main noscript p')).toContainText('Search needs JavaScript');
  await context.close();
});

test('keyboard: the skip link is the first stop and moves focus to the content', async ({ page }) => {
  await page.goto('/upcoming/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
  await page.keyboard.press('Tab');
  const focused = await page.evaluate(() => document.activeElement?.closest('main') !== null);
  expect(focused).toBe(true);
});

test('pages do not shift while loading', async ({ page }) => {
  for (const path of ['/', `/changes/${ESCAPE_ID}/`, '/changes/', '/pricing/clay/']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
              if (!e.hadRecentInput) total += e.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
        }),
    );
    expect(shift, path).toBeLessThan(0.02);
  }
});

const A11Y_PAGES = [
  '/',
  '/changes/',
  '/changes/?platform=google-ads&category=api_version_sunset',
  `/changes/${ESCAPE_ID}/`,
  `/changes/${changes.find((c) => c.id !== ESCAPE_ID && c.upcoming)!.id}/`,
  '/platforms/',
  '/platforms/google-ads/',
  '/upcoming/',
  '/pricing/',
  '/pricing/clay/',
  '/newsletter/',
  '/api/',
  '/mcp/',
  '/subscribe/',
  '/sources/',
  '/search/?q=sunset',
];

for (const path of A11Y_PAGES) {
  test(`axe: no serious or critical violations on ${path} (light and dark)`, async ({ page }) => {
    // The API page is the longest (every endpoint and schema); axe needs more than 30 s on a busy machine.
    test.slow(path === '/api/');
    const violations = await seriousViolationsBothSchemes(page, path, async () => {
      if (path.startsWith('/search/')) await expect(page.locator('#search-results .result').first()).toBeVisible();
      if (path.startsWith('/changes/?')) await expect(page.locator('#filter-status')).toContainText('match');
    });
    expect(violations).toEqual([]);
  });
}

test('the 404 page helps: search and the main pages (axe clean too)', async ({ page, problems }) => {
  const res = await page.goto('/changes/no-such-record-0000000000/');
  expect(res!.status()).toBe(404);
  // The browser reports the 404 status of the document itself as a console error; that one is expected.
  problems.splice(0, problems.length, ...problems.filter((p) => !/status of 404/.test(p)));
  await expect(page.locator('h1')).toHaveText('Page not found');
  await expect(page.getByRole('link', { name: 'Changes', exact: true }).last()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('Search the records').fill('sunset');
  await page.getByLabel('Search the records').press('Enter');
  await expect(page.locator('#search-results .result').first()).toBeVisible();
});
