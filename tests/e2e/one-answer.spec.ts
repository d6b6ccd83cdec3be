/**
 * One answer everywhere (issue 32), in the browser on the real data (a build
 * of content/ as of REAL_BUILD_DATE), in light and dark, at 320, 390 and
 * 1280 px: the Meta v21 pair on the home page and /versions/; a record's
 * labels the same on the home page and its platform page; /check/ linked from
 * the home page, the navigation and the footer; nothing wider than `main` on
 * /sdks/, /check/ and /sources/ on a phone (and /sources/ at 360 px too); the pricing totals for 3 seats billed
 * monthly, with "not comparable" where the unit does not allow a total; and
 * no OWNER placeholder or internal collector id on any built page.
 */
import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { seriousViolations, test } from './fixtures.ts';
import { realSite } from '../support/fixture-site.ts';
import { preview, type Preview } from '../support/preview.ts';
import { listFiles } from '../../src/build/list-files.ts';

let server: Preview;
let dir: string;
test.beforeAll(async () => {
  // The first run builds the real-content site (about a minute); later runs reuse it while its inputs are unchanged.
  test.setTimeout(600_000);
  dir = realSite();
  server = await preview(dir);
});
test.afterAll(async () => {
  await server?.stop();
});

const SCHEMES = ['light', 'dark'] as const;
const WIDTHS = [320, 390, 1280] as const;
const PAIR = 'Marketing API v21.0 ended 9 September 2025';

async function open(page: Page, path: string, width: number, scheme: 'light' | 'dark'): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await page.emulateMedia({ colorScheme: scheme });
  await page.goto(`${server.url}${path}`);
}

/** Elements inside `main` that reach past its right edge, or scroll sideways inside their own box. */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const main = document.querySelector('main')!;
    const edge = main.getBoundingClientRect().right + 1;
    const out: string[] = [];
    for (const el of main.querySelectorAll<HTMLElement>('*')) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || getComputedStyle(el).position === 'absolute') continue;
      const name = `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ')[0]}` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
      if (box.right > edge) out.push(`${name} ends at ${Math.round(box.right)} px, main at ${Math.round(edge)}`);
      else if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible')
        out.push(`${name} scrolls: ${el.scrollWidth} px in ${el.clientWidth}`);
    }
    return out;
  });
}

for (const scheme of SCHEMES) {
  for (const width of WIDTHS) {
    test(`${scheme}, ${width} px: the home page names the Marketing API v21.0 end beside the Graph API v21.0 deadline, and links /check/ in its body, navigation and footer`, async ({
      page,
    }) => {
      await open(page, '/', width, scheme);
      const item = page.locator('#deadlines ~ ol.timeline li', { hasText: 'Graph API v21.0' });
      await expect(item).toHaveCount(1);
      await expect(item).toContainText(PAIR);
      await expect(item.getByRole('link', { name: PAIR })).toBeVisible();
      await expect(page.locator('main a[href="/check/"]').first()).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Check' })).toBeVisible();
      await expect(page.locator('footer a[href="/check/"]')).toBeVisible();
      for (const path of ['/sdks/', '/subscribe/']) await expect(page.locator(`main a[href="${path}"]`).first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await seriousViolations(page)).toEqual([]);
    });

    test(`${scheme}, ${width} px: /versions/ names the Marketing API v21.0 end beside Graph API v21.0`, async ({ page }) => {
      await open(page, '/versions/', width, scheme);
      const row = page.locator('#dying-table tr', { hasText: 'Graph API' }).filter({ has: page.locator('[data-version="v21.0"], a', { hasText: 'v21.0' }) });
      await expect(row.first()).toContainText(PAIR);
      await expect(row.first().getByText(PAIR)).toBeVisible();
    });

    for (const path of ['/sdks/', '/check/', '/sources/']) {
      test(`${scheme}, ${width} px: nothing on ${path} is wider than main`, async ({ page }) => {
        await open(page, path, width, scheme);
        expect(await overflowing(page)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        if (width !== 1280) expect(await seriousViolations(page)).toEqual([]);
      });
    }

    if (width === 320) {
      // The sources page's cards at the other common phone width too (its tables hold long addresses and copy names).
      test(`${scheme}, 360 px: nothing on /sources/ is wider than main`, async ({ page }) => {
        await open(page, '/sources/', 360, scheme);
        await expect(page.locator('tr[data-source]').first()).toBeVisible();
        expect(await overflowing(page)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    test(`${scheme}, ${width} px: /pricing/?seats=3&billing=monthly totals every plan for 3 seats billed monthly, cheapest first, "not comparable" where the unit does not allow it`, async ({
      page,
    }) => {
      await open(page, '/pricing/?seats=3&billing=monthly', width, scheme);
      const table = page.locator('#team-table');
      await expect(table.locator('caption')).toHaveText('Totals a month for 3 seats, billed monthly; cheapest first');
      const total = (tool: string, plan: string) => table.locator(`tr[data-tool="${tool}"][data-plan="${plan}"] [data-total]`);
      await expect(total('lemlist', 'Email')).toHaveText('$69');
      await expect(total('lemlist', 'Multichannel')).toHaveText('$327');
      await expect(table.locator('tr[data-tool="lemlist"][data-plan="Multichannel"] [data-detail]')).toHaveText('3 seats × $109, billed monthly');
      await expect(total('hunter', 'Starter')).toHaveText('not comparable');
      await expect(total('apollo', 'Basic')).toHaveText('no price billed monthly shown');
      await expect(table.locator('tr[data-tool="apollo"][data-plan="Organization"]')).toContainText('minimum 3 seats on this plan');
      await expect(table.locator('tr[data-tool="apollo"][data-plan="Basic"]')).not.toContainText('minimum');
      // Each row has its grade badge and age.
      const badges = await table.locator('tbody tr .badge-grade').allTextContents();
      expect(badges.length).toBe(await table.locator('tbody tr').count());
      for (const b of badges) expect(['official', 'capture', 'transcription']).toContain(b);
      await expect(table.locator('tbody tr').first()).toContainText(/observed (today|\d+ days? ago|\d+ months? ago|\d+ years? ago)/);
      // Cheapest first: the totals read in ascending order, then the rest.
      const texts = await table.locator('tbody [data-total]').allTextContents();
      const numbers = texts.filter((t) => t.startsWith('$')).map((t) => Number(t.slice(1).replace(/,/g, '')));
      expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
      expect(texts.indexOf('not comparable')).toBeGreaterThan(texts.lastIndexOf(texts.filter((t) => t.startsWith('$')).at(-1)!));
      // The form says what the address says, and changing it recomputes.
      await expect(page.getByLabel('Seats')).toHaveValue('3');
      await page.getByLabel('Seats').fill('5');
      await expect(total('lemlist', 'Multichannel')).toHaveText('$545');
      await expect(total('lemlist', 'Email')).toHaveText('$69');
      expect(new URL(page.url()).searchParams.get('seats')).toBe('5');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}

test('320 px: the long names of /check/ (detector patterns), /sdks/ (package names) and /sources/ (official addresses) wrap inside their cells, at the break points breakable() gives them', async ({
  page,
}) => {
  for (const [path, selector] of [
    ['/check/', 'td[data-label="Pattern"]'],
    ['/sdks/', 'main li > code'],
    ['/sources/', 'td[data-label="Official page"] a'],
  ] as const) {
    await open(page, path, 320, 'light');
    const cells = await page.locator(selector).evaluateAll((els) =>
      els.map((el) => {
        // The text between two <wbr>s: what the page lets a line hold at most without a break opportunity of its own.
        const pieces: string[] = [''];
        for (const n of el.childNodes) {
          if (n.nodeName === 'WBR') pieces.push('');
          else pieces[pieces.length - 1] += n.textContent ?? '';
        }
        const runs = pieces.flatMap((p) => p.split(/\s+/));
        return { text: (el.textContent ?? '').slice(0, 60), longest: Math.max(...runs.map((r) => r.length)), fits: el.scrollWidth <= el.clientWidth + 1 };
      }),
    );
    expect(cells.length, `${selector} on ${path}`).toBeGreaterThan(5);
    expect(cells.filter((c) => !c.fits).map((c) => c.text)).toEqual([]);
    // No run longer than BREAKABLE_RUN (24) plus its separator is left without a break opportunity.
    expect(cells.filter((c) => c.longest > 25).map((c) => `${c.text} (${c.longest})`)).toEqual([]);
  }
});

test('without JavaScript /pricing/ is the table for 1 seat billed monthly, sorted by that total', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${server.url}/pricing/?seats=3&billing=monthly`);
  const table = page.locator('#team-table');
  await expect(table.locator('caption')).toHaveText('Totals a month for 1 seat, billed monthly; cheapest first');
  await expect(page.locator('#team-form')).toBeHidden();
  await expect(table.locator('tr[data-tool="lemlist"][data-plan="Multichannel"] [data-total]')).toHaveText('$109');
  const texts = await table.locator('tbody [data-total]').allTextContents();
  const numbers = texts.filter((t) => t.startsWith('$')).map((t) => Number(t.slice(1).replace(/,/g, '')));
  expect(numbers.length).toBeGreaterThan(5);
  expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  expect(texts).toContain('not comparable');
  await context.close();
});

test('a record reads the same on the home page and on its platform page: the same labels, from the same function', async ({ page }) => {
  await page.goto(`${server.url}/`);
  /** Each listed record's labels (platform name left out), by its address. */
  const labels = (p: Page) =>
    p.locator('main li').evaluateAll((items) =>
      items.flatMap((li) => {
        const a = li.querySelector('a[href^="/changes/"]');
        const meta = li.querySelector('.row-meta');
        if (!a || !meta) return [];
        const words = [...meta.childNodes]
          .filter((n) => n.nodeType === Node.TEXT_NODE)
          .map((n) => n.textContent ?? '')
          .join('')
          .split('·')
          .map((s) => s.trim())
          .filter(Boolean);
        return [{ href: a.getAttribute('href')!, title: (a.textContent ?? '').trim(), words }];
      }),
    );
  const home = await labels(page);
  const platformNames = await page.locator('#coverage ~ div table th[scope="row"] a').allTextContents();
  // A Google Ads API version record (its title the version alone, not a release announcement): whichever the home page lists now.
  const version = home.find((h) => /^Google Ads API v\d+(\.\d+)?$/.test(h.title));
  expect(version, 'a Google Ads API version record is on the home page').toBeTruthy();
  const checked = new Set<string>();
  for (const platform of ['google-ads', 'meta-ads', 'microsoft-ads', 'linkedin-ads']) {
    await page.goto(`${server.url}/platforms/${platform}/`);
    const there = await labels(page);
    for (const h of home) {
      const same = there.find((t) => t.href === h.href);
      if (!same) continue;
      expect(same.words, h.href).toEqual(h.words.filter((w) => !platformNames.includes(w)));
      checked.add(h.href);
    }
  }
  expect(checked.has(version!.href), `${version!.title} compared`).toBe(true);
  expect(version!.words).toContain('API version sunset');
  expect(version!.words).not.toContain('Announcement');
  expect(checked.size).toBeGreaterThan(5);
});

test('no built page publishes an OWNER placeholder or "collector has never run" with an internal id', () => {
  const bad: string[] = [];
  for (const file of listFiles(dir)) {
    if (!/\.(html|txt|xml|json|ics)$/.test(file)) continue;
    const text = readFileSync(join(dir, file), 'utf8');
    if (text.includes('OWNER/')) bad.push(`${file}: OWNER/`);
    if (/collector has never run[^<\n]{0,40}\([a-z0-9-]+\)|\([a-z0-9-]+\)(?:<\/span>)?: The collector has never run/.test(text))
      bad.push(`${file}: collector id`);
  }
  expect(bad).toEqual([]);
  const check = readFileSync(join(dir, 'check/index.html'), 'utf8');
  const pkg = JSON.parse(readFileSync(join(import.meta.dirname, '../../package.json'), 'utf8')) as { repository: { url: string } };
  const slug = /github\.com\/([^/]+\/[^/.]+)/.exec(pkg.repository.url)![1]!;
  expect(check).toContain(`uses: ${slug}@main`);
  expect(check).toContain(`github&gt;${slug}//renovate/changeline`);
});
