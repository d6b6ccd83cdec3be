/**
 * The pricing pages as a buyer uses them: provenance next to every price,
 * the comparison sorts (and is a plain table without JavaScript), no chart
 * from fewer than two observations, no table clipped on a 390 px phone, and
 * axe finds nothing serious, sorted or not.
 */
import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { seriousViolations, test } from './fixtures.ts';

const SITE = join(import.meta.dirname, '../.out/fixture-site');
interface Plan {
  label: string;
  price: number | null;
  price_text: string;
  snapshot_source: 'official' | 'capture';
  capture_url: string | null;
}
interface ToolPricing {
  tool: { name: string; plans: Plan[]; snapshot_source: string | null };
  history: { date: string; snapshot_source: string }[];
}
const pricing = (tool: string): ToolPricing => JSON.parse(readFileSync(join(SITE, `api/prices/${tool}.json`), 'utf8')) as ToolPricing;
const prices = JSON.parse(readFileSync(join(SITE, 'api/prices.json'), 'utf8')) as { tools: { id: string; name: string }[] };

const comparison = (page: Page) => page.locator('#pricing-comparison');
const toolOrder = (page: Page) =>
  comparison(page)
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-tool')));

test('the comparison names how and when each price was seen, the capture linked', async ({ page }) => {
  await page.goto('/pricing/');
  // Every tracked tool has a row, with a snapshot or not.
  await expect(comparison(page).locator('tbody tr')).toHaveCount(12);
  expect(prices.tools.length).toBeLessThanOrEqual(12);
  const clay = comparison(page).locator('tr[data-tool="clay"]');
  const capture = pricing('clay').tool.plans.find((p) => p.snapshot_source === 'capture')!;
  await expect(clay).toContainText('from a capture of the official page on 1 June 2026');
  await expect(clay.getByRole('link', { name: /capture by Internet Archive Wayback Machine/ })).toHaveAttribute('href', capture.capture_url!);
  const hunter = comparison(page).locator('tr[data-tool="hunter"]');
  await expect(hunter).toContainText('seen on the official page on 25 November 2026');
  await expect(hunter.getByRole('link', { name: 'official page' })).toHaveAttribute('href', /^https:\/\//);
  // The free plan named "Free" is not written twice; monthly and annual prices are both there.
  await expect(hunter.locator('td[data-label="Free tier"]')).not.toContainText('Free Free');
  await expect(hunter.locator('td[data-label="Cheapest paid plan"]')).toContainText('$49 billed monthly, $34 billed annually');
  // A tool with no snapshot never claims public prices.
  await expect(comparison(page).locator('tr[data-tool="apollo"]')).toContainText('no snapshot yet');
  await expect(page.getByText('Public prices: yes')).toHaveCount(0);
});

test('the comparison sorts by price, both ways, priceless rows last, and back by tool', async ({ page }) => {
  await page.goto('/pricing/');
  const initial = await toolOrder(page);
  const header = comparison(page).getByRole('columnheader', { name: /Cheapest paid plan/ });
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  let order = await toolOrder(page);
  expect(order.slice(0, 2)).toEqual(['hunter', 'clay']);
  await expect(page.getByRole('status')).toContainText('Sorted by Cheapest paid plan (a month), ascending');
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  order = await toolOrder(page);
  expect(order.slice(0, 2)).toEqual(['clay', 'hunter']);
  const tool = comparison(page).getByRole('columnheader', { name: /^Tool/ });
  await tool.getByRole('button').click();
  await expect(tool).toHaveAttribute('aria-sort', 'ascending');
  await expect(header).not.toHaveAttribute('aria-sort', /./);
  expect(await toolOrder(page)).toEqual(initial);
  await tool.getByRole('button').click();
  await expect(tool).toHaveAttribute('aria-sort', 'descending');
  expect(await toolOrder(page)).toEqual([...initial].reverse());
  expect(await seriousViolations(page)).toEqual([]);
});

test('without JavaScript the comparison is a plain table in tool order', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.fulfill({ status: 200, body: 'stub' }));
  const page = await context.newPage();
  await page.goto('/pricing/');
  await expect(comparison(page).locator('thead button')).toHaveCount(0);
  const names = await comparison(page).locator('tbody th[scope="row"] a').allTextContents();
  expect(names).toEqual([...names].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1)));
  expect(names).toHaveLength(12);
  await expect(comparison(page).locator('tr[data-tool="hunter"]')).toContainText('$34 a month');
  await context.close();
});

test('a tool page shows provenance on every plan and event, and no chart from one day of prices', async ({ page }) => {
  const hunter = pricing('hunter');
  await page.goto('/pricing/hunter/');
  await expect(page.locator('h1')).toHaveText('Hunter pricing');
  const plans = page.locator('table.plans tbody tr');
  await expect(plans).toHaveCount(hunter.tool.plans.length);
  for (const row of await plans.all()) await expect(row.locator('.prov')).toContainText(/seen on the official page on|from a capture of the official page on/);
  const events = page.locator('table.events tbody tr');
  await expect(events).toHaveCount(hunter.history.length);
  for (const row of await events.all()) await expect(row.locator('.prov')).toHaveCount(1);
  // Prices seen on one day only: no chart, and the page says why.
  await expect(page.locator('figure.chart')).toHaveCount(0);
  await expect(page.locator('#no-chart')).toContainText('fewer than two dates');
  // Markup in a plan's text is shown as text.
  await expect(page.locator('table.plans')).toContainText('<script>alert(1)</script>');
  expect(await seriousViolations(page)).toEqual([]);
  // Two observation dates: the chart is there.
  await page.goto('/pricing/clay/');
  await expect(page.locator('figure.chart svg')).toBeVisible();
  await expect(page.locator('table.events .prov[data-provenance="capture"]').first()).toContainText('from a capture of the official page');
});

for (const path of ['/pricing/', '/pricing/hunter/', '/pricing/clay/']) {
  test(`no table is clipped at 390 px on ${path}, and axe is clean there`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    const overflow = await page.evaluate(() =>
      [...document.querySelectorAll('main table')].map((t) => {
        const box = (t.parentElement ?? t).getBoundingClientRect();
        return { table: t.className, width: t.scrollWidth, room: Math.ceil(box.width), right: Math.ceil(t.getBoundingClientRect().right) };
      }),
    );
    expect(overflow.length).toBeGreaterThan(0);
    for (const o of overflow) {
      expect(o.width, `${o.table} is wider than its box`).toBeLessThanOrEqual(o.room);
      expect(o.right, `${o.table} runs past the screen`).toBeLessThanOrEqual(390);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
