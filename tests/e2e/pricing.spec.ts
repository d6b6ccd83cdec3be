/**
 * The pricing pages as a buyer uses them: every price says how it was seen,
 * in its grade's words (official page, capture, transcription), and how old
 * it is; the comparison keeps prices billed monthly and billed annually in
 * separate columns and sorts each, and by age (and is a plain table without
 * JavaScript); the chart draws only observed dots, no line across days with
 * no observation; no chart from fewer than two observation days; no table
 * clipped on a 390 px phone; axe finds nothing serious.
 */
import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { seriousViolations, test } from './fixtures.ts';
import { TOOL_SLUGS } from '../../src/schemas/common.ts';

const SITE = join(import.meta.dirname, '../.out/fixture-site');
interface Plan {
  label: string;
  kind: 'plan' | 'addon';
  price: number | null;
  price_text: string;
  billing: string | null;
  alt_price_text: string | null;
  alt_billing: string | null;
  snapshot_source: 'official' | 'capture' | 'transcription';
  observed_on: string;
  capture_url: string | null;
  source_url?: string | null;
}
interface ToolPricing {
  tool: {
    name: string;
    pricing_url: string;
    plans: Plan[];
    snapshot_source: string | null;
    observations: { observed_on: string; snapshot_source: string }[];
  };
  history: { date: string; snapshot_source: string; observed_on: string; capture_url: string | null; source_url: string }[];
}
const pricing = (tool: string): ToolPricing => JSON.parse(readFileSync(join(SITE, `api/prices/${tool}.json`), 'utf8')) as ToolPricing;

const comparison = (page: Page) => page.locator('#pricing-comparison');
const toolOrder = (page: Page) =>
  comparison(page)
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-tool')));
const AGE = /observed (today|\d+ days? ago|\d+ months? ago|\d+ years? ago|after this build date)/;

/** The cheapest price a tool's JSON shows on one billing basis: the amount text of the main or the second price. */
function cheapestOnBasis(tool: string, basis: 'monthly' | 'annual'): { label: string; amount: string } {
  const found = pricing(tool)
    .tool.plans.filter((p) => p.kind === 'plan')
    .flatMap((p) =>
      p.billing === basis ? [{ label: p.label, text: p.price_text }] : p.alt_billing === basis ? [{ label: p.label, text: p.alt_price_text! }] : [],
    )
    .map((x) => ({ label: x.label, amount: /\$[\d.,]+/.exec(x.text)![0] }))
    .sort((a, b) => Number(a.amount.slice(1)) - Number(b.amount.slice(1)));
  return found[0]!;
}

test('the comparison names how and when each price was seen, in its grade’s words, with its age', async ({ page }) => {
  await page.goto('/pricing/');
  // Every tracked tool has a row, with an observation or not.
  await expect(comparison(page).locator('tbody tr')).toHaveCount(TOOL_SLUGS.length);
  // The claim above the table is what the data holds: official pages, captures and transcriptions, counted.
  await expect(page.locator('#pricing-sources')).toContainText(
    /recorded from \d+ readings? of the official pages, \d+ dated captures? and \d+ dated transcriptions?/,
  );
  const clay = comparison(page).locator('tr[data-tool="clay"]');
  const capture = pricing('clay').tool.plans.find((p) => p.snapshot_source === 'capture')!;
  await expect(clay).toContainText('from a capture of the official page on 1 June 2026');
  await expect(clay.getByRole('link', { name: /capture by Internet Archive Wayback Machine/ })).toHaveAttribute('href', capture.capture_url!);
  await expect(clay.locator('.age')).toHaveText('· observed 14 days ago');
  const smartlead = comparison(page).locator('tr[data-tool="smartlead"]');
  await expect(smartlead).toContainText('as transcribed from the official page by GitHub api-evangelist/smartlead-ai on 20 May 2026');
  await expect(smartlead).toContainText('not checked against a copy');
  await expect(smartlead.getByRole('link', { name: 'transcription' })).toHaveAttribute('href', /^https:\/\/github\.com\/api-evangelist\/smartlead-ai\//);
  const hunter = comparison(page).locator('tr[data-tool="hunter"]');
  await expect(hunter).toContainText('seen on the official page on 25 November 2026');
  await expect(hunter.getByRole('link', { name: 'official page' })).toHaveAttribute('href', /^https:\/\//);
  await expect(hunter.locator('td[data-label="Free tier"]')).not.toContainText('Free Free');
  // Clay's page states no billing basis: its price is in neither column.
  await expect(clay.locator('td[data-basis="monthly"]')).toContainText('billing basis not stated');
  await expect(clay.locator('td[data-basis="annual"]')).toContainText('billing basis not stated');
  // A tool with no observation never claims prices or a day it was seen.
  const apollo = comparison(page).locator('tr[data-tool="apollo"]');
  await expect(apollo).toContainText('no observation recorded');
  await expect(apollo.locator('.prov')).toHaveCount(0);
  for (const prov of await comparison(page).locator('.prov').all()) await expect(prov.locator('.age')).toHaveText(AGE);
});

test('billed monthly and billed annually are separate columns, read for two tools of each basis', async ({ page }) => {
  await page.goto('/pricing/');
  const headers = comparison(page).locator('thead th');
  await expect(headers.nth(1)).toHaveText(/^Billed monthly/);
  await expect(headers.nth(2)).toHaveText(/^Billed annually, per month/);
  // Smartlead and Instantly bill monthly (the annual price beside it); Hunter and lemlist show annual billing (the monthly price beside it).
  const read = async (tool: string) => {
    const row = comparison(page).locator(`tr[data-tool="${tool}"]`);
    return {
      monthly: (await row.locator('td[data-basis="monthly"]').innerText()).trim(),
      annual: (await row.locator('td[data-basis="annual"]').innerText()).trim(),
    };
  };
  const seen = {
    smartlead: await read('smartlead'),
    instantly: await read('instantly'),
    hunter: await read('hunter'),
    lemlist: await read('lemlist'),
  };
  expect(seen.smartlead).toEqual({ monthly: 'Base $39 a month per workspace', annual: 'Base $32.50 a month per workspace' });
  expect(seen.instantly).toEqual({ monthly: 'Growth $47 a month', annual: 'Growth $37.60 a month' });
  expect(seen.hunter).toEqual({ monthly: 'Starter $49 a month', annual: 'Starter $34 a month' });
  expect(seen.lemlist).toEqual({ monthly: 'Email $69 a month per workspace', annual: 'Email $55 a month per workspace' });
  // Each cell holds the cheapest price the tool's data shows on that very basis, never one of the other basis.
  for (const [tool, cells] of Object.entries(seen)) {
    for (const basis of ['monthly', 'annual'] as const) {
      const want = cheapestOnBasis(tool, basis);
      expect(cells[basis], `${tool} ${basis}`).toContain(`${want.label} ${want.amount} a month`);
    }
  }
  expect(await seriousViolations(page)).toEqual([]);
});

test('each price column sorts on its own basis, priceless rows last; the table sorts by age; and back by tool', async ({ page }) => {
  await page.goto('/pricing/');
  const initial = await toolOrder(page);
  const monthly = comparison(page).getByRole('columnheader', { name: /^Billed monthly/ });
  await monthly.getByRole('button').click();
  await expect(monthly).toHaveAttribute('aria-sort', 'ascending');
  expect((await toolOrder(page)).slice(0, 4)).toEqual(['smartlead', 'instantly', 'hunter', 'lemlist']);
  await expect(page.getByRole('status')).toContainText('Sorted by Billed monthly, ascending');
  const annual = comparison(page).getByRole('columnheader', { name: /^Billed annually, per month/ });
  await annual.getByRole('button').click();
  await expect(annual).toHaveAttribute('aria-sort', 'ascending');
  await expect(monthly).not.toHaveAttribute('aria-sort', /./);
  expect((await toolOrder(page)).slice(0, 4)).toEqual(['smartlead', 'hunter', 'instantly', 'lemlist']);
  await annual.getByRole('button').click();
  await expect(annual).toHaveAttribute('aria-sort', 'descending');
  expect((await toolOrder(page)).slice(0, 4)).toEqual(['lemlist', 'instantly', 'hunter', 'smartlead']);
  // By age: the oldest prices first, rows with no observation last.
  const age = comparison(page).getByRole('columnheader', { name: /^Observed \(age\)/ });
  await age.getByRole('button').click();
  await age.getByRole('button').click();
  await expect(age).toHaveAttribute('aria-sort', 'descending');
  const days = await comparison(page)
    .locator('tbody td[data-label="Observed (age)"]')
    .evaluateAll((cells) => cells.map((c) => c.getAttribute('data-sort')));
  const known = days.filter((d) => d !== '').map(Number);
  expect(known.length).toBe(5);
  expect(known).toEqual([...known].sort((a, b) => b - a));
  expect(days.slice(known.length).every((d) => d === '')).toBe(true);
  const tool = comparison(page).getByRole('columnheader', { name: /^Tool/ });
  await tool.getByRole('button').click();
  await expect(tool).toHaveAttribute('aria-sort', 'ascending');
  expect(await toolOrder(page)).toEqual(initial);
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
  await expect(comparison(page).locator('tr[data-tool="hunter"] td[data-basis="annual"]')).toContainText('$34 a month');
  await context.close();
});

test('a tool page says where its prices were seen once per observation: the caption names the one most plans come from, in its grade’s words, with its age, then each other one after its mark; a price from another observation carries the mark', async ({
  page,
}) => {
  await page.goto('/pricing/lemlist/');
  const table = page.locator('table.plans');
  const plans = table.locator('tr.plan-row');
  await expect(plans).toHaveCount(pricing('lemlist').tool.plans.length);
  // Two of the three plans come from the capture: the caption says so first, then the transcription after its mark.
  const caption = table.locator('caption');
  await expect(caption.locator('.prov')).toHaveCount(2);
  const capture = caption.locator('.prov').first();
  await expect(capture).toHaveAttribute('data-provenance', 'capture');
  await expect(caption).toContainText(
    'Prices from a capture of the official page on 6 March 2026 (capture by GitHub conversionfactory/pricing-pages) · observed 3 months ago, except those marked:',
  );
  await expect(capture.getByRole('link', { name: /capture by/ })).toHaveAttribute('href', /conversionfactory\/pricing-pages\/blob\/1a819bef/);
  await expect(plans.filter({ hasText: 'Email Pro' }).locator('.prov, .obs-mark')).toHaveCount(0);
  // The transcribed Email price carries the mark of its observation, linked to the caption's note.
  const mark = plans.filter({ hasText: /^Email\b(?! Pro)/ }).locator('td[data-label="Price"] a.obs-mark');
  await expect(mark).toHaveCount(1);
  expect((await mark.innerText()).trim()).toMatch(/^†/);
  const note = caption.locator((await mark.getAttribute('href'))!);
  await expect(note.locator('.obs-mark')).toHaveText('†');
  const transcription = note.locator('.prov');
  await expect(transcription).toHaveAttribute('data-provenance', 'transcription');
  await expect(transcription).toContainText(
    'as transcribed from the official page by GitHub api-evangelist/lemlist on 20 May 2026 (transcription); not checked against a copy',
  );
  await expect(transcription.locator('.age')).toHaveText('· observed 26 days ago');
  await expect(table.locator('.prov')).toHaveCount(2);
  // Both observations are listed, the capture and the transcription that disagrees with it.
  await expect(page.locator('#observation-list > li')).toHaveCount(2);
  await expect(page.locator('#observation-list > li[data-provenance="capture"]')).toContainText('Email Pro $63 billed annually');
  await expect(page.locator('#observation-list > li[data-provenance="transcription"]')).toContainText('Email $55 billed annually');
  // The monthly price beside an annual one says its basis.
  await expect(plans.filter({ hasText: 'Email Pro' }).locator('.alt-price')).toContainText('$79 billed monthly');
  expect(await seriousViolations(page)).toEqual([]);
  // The official grade, on Hunter's page.
  await page.goto('/pricing/hunter/');
  const official = page.locator('table.plans caption .prov').first();
  await expect(official).toHaveAttribute('data-provenance', 'official');
  await expect(official).toContainText('seen on the official page on 25 November 2026');
  await expect(official.locator('.age')).toHaveText(AGE);
});

test('plans are grouped by the product lines the page uses', async ({ page }) => {
  await page.goto('/pricing/instantly/');
  const lines = page.locator('table.plans tbody');
  await expect(lines.locator('tr.line-head th')).toHaveText(['Outreach', 'Credits', 'Bundles']);
  await expect(page.locator('table.plans tbody[data-product-line="Outreach"] tr.plan-row th')).toHaveText(['Growth', 'Hypergrowth']);
  expect(await seriousViolations(page)).toEqual([]);
});

/** One observation of a plan or event, as the JSON gives it (the official page included). */
const observationKey = (p: { snapshot_source: string; observed_on?: string; capture_url: string | null; source_url?: string | null }, pricingUrl = '') =>
  [p.snapshot_source, p.observed_on, p.capture_url, p.source_url ?? pricingUrl].join(' ');

test('a tool page says each observation once over its plans and over its events, and no chart from one day of prices', async ({ page }) => {
  const hunter = pricing('hunter');
  await page.goto('/pricing/hunter/');
  await expect(page.locator('h1')).toHaveText('Hunter pricing');
  const table = page.locator('table.plans');
  const plans = table.locator('tr.plan-row');
  await expect(plans).toHaveCount(hunter.tool.plans.length);
  // As many provenance sentences as observations behind the plans, each once, all in the caption: the pricing page's first.
  const planObservations = new Set(hunter.tool.plans.map((p) => observationKey(p, hunter.tool.pricing_url)));
  expect(planObservations.size).toBe(2);
  await expect(table.locator('.prov')).toHaveCount(planObservations.size);
  await expect(table.locator('caption .prov')).toHaveCount(planObservations.size);
  await expect(table.locator('caption .prov').first().getByRole('link', { name: 'official page' })).toHaveAttribute('href', hunter.tool.pricing_url);
  // The plans read on the help article carry its mark; the note names that page.
  const marked = table.locator('tr.plan-row[data-observation="2"]');
  await expect(marked).toHaveCount(hunter.tool.plans.filter((p) => p.source_url).length);
  for (const row of await marked.all()) await expect(row.locator('a.obs-mark')).toHaveAttribute('href', '#plans-observation-2');
  const note = table.locator('caption #plans-observation-2');
  await expect(note).toContainText('seen on the official page on 25 November 2026');
  await expect(note.getByRole('link', { name: 'official page' })).toHaveAttribute('href', /^https:\/\/help\.hunter\.io\//);
  // Events: one group per observation, its provenance said once in the group's heading.
  const events = page.locator('table.events tbody tr[data-event]');
  await expect(events).toHaveCount(hunter.history.length);
  const groups = page.locator('table.events tbody.observation-group');
  await expect(groups).toHaveCount(new Set(hunter.history.map((e) => observationKey(e))).size);
  for (const g of await groups.all()) await expect(g.locator('.prov')).toHaveCount(1);
  await expect(events.locator('.prov')).toHaveCount(0);
  expect(await events.count()).toBeGreaterThan(await groups.count());
  // Prices seen on one day only: no chart, and the page says why.
  await expect(page.locator('figure.chart')).toHaveCount(0);
  await expect(page.locator('#no-chart')).toContainText('fewer than two dates');
  // Markup in a plan's text is shown as text.
  await expect(page.locator('table.plans')).toContainText('<script>alert(1)</script>');
  expect(await seriousViolations(page)).toEqual([]);
  // A tool with no observation says so instead of showing prices.
  await page.goto('/pricing/attio/');
  await expect(page.locator('#no-plans')).toContainText('no observation of its official pricing page');
  await expect(page.locator('.prov')).toHaveCount(0);
});

for (const tool of ['clay', 'lemlist']) {
  test(`the ${tool} chart draws only observed dots: no line crosses a span with no observation`, async ({ page }) => {
    await page.goto(`/pricing/${tool}/`);
    const chart = page.locator('figure.chart svg');
    await expect(chart).toBeVisible();
    const geometry = await chart.evaluate((svg) => {
      const observed = [...svg.querySelectorAll('.chart-observed-day rect')].map((r) => {
        const b = (r as SVGGraphicsElement).getBBox();
        return b.x + b.width / 2;
      });
      const marks = [...svg.querySelectorAll('.chart-series :is(circle, rect, path, line, polyline, polygon)')].map((el) => {
        const b = (el as SVGGraphicsElement).getBBox();
        return { tag: el.tagName, left: b.x, right: b.x + b.width };
      });
      return { observed: observed.sort((a, b) => a - b), marks };
    });
    expect(geometry.observed.length).toBeGreaterThanOrEqual(2);
    expect(geometry.marks.length).toBeGreaterThan(0);
    // Every mark of a series is a dot on one observed day, and stays inside the half-way points to the days
    // either side: nothing is drawn across the span between two observations.
    for (const m of geometry.marks) {
      const centre = (m.left + m.right) / 2;
      const i = geometry.observed.reduce((best, x, k) => (Math.abs(x - centre) < Math.abs(geometry.observed[best]! - centre) ? k : best), 0);
      const at = geometry.observed[i]!;
      expect(Math.abs(at - centre), `${m.tag} sits on an observed day`).toBeLessThan(1);
      const before = geometry.observed
        .slice(0, i)
        .filter((x) => x < at - 1)
        .at(-1);
      const after = geometry.observed.slice(i + 1).find((x) => x > at + 1);
      if (before !== undefined) expect(m.left, `${m.tag} reaches back into the unobserved span`).toBeGreaterThan((before + at) / 2);
      if (after !== undefined) expect(m.right, `${m.tag} reaches on into the unobserved span`).toBeLessThan((at + after) / 2);
    }
    await expect(page.locator('figure.chart figcaption')).toContainText('nothing was observed between these days, so no line joins the dots');
    expect(await seriousViolations(page)).toEqual([]);
  });
}

for (const path of ['/pricing/', '/pricing/hunter/', '/pricing/clay/', '/pricing/lemlist/']) {
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

for (const width of [320, 390, 768]) {
  test(`the plans table's provenance caption uses the width it has at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/pricing/hunter/');
    const box = await page.evaluate(() => {
      const caption = document.querySelector('table.plans caption.table-prov');
      const wrap = caption?.closest('.table-wrap');
      return caption && wrap ? { caption: caption.getBoundingClientRect().width, room: wrap.getBoundingClientRect().width } : null;
    });
    expect(box, 'a plans table with a provenance caption').not.toBeNull();
    expect(box!.caption, `caption ${Math.round(box!.caption)} px in a ${Math.round(box!.room)} px box`).toBeGreaterThanOrEqual(box!.room * 0.9);
  });
}
