/**
 * API versions and deadline urgency in a real browser, on the built fixture
 * site (BUILD_DATE 2026-06-15): the version table of every platform page,
 * without JavaScript, lists exactly the rows of its JSON; urgent, soon and
 * passed deadlines each have their own look and words; "recently passed"
 * shows the version that ended five days before the build; axe is clean.
 */
import { test as base, expect, type Page } from '@playwright/test';
import { seriousViolationsBothSchemes } from './fixtures.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PLATFORM_SLUGS } from '../../src/schemas/common.ts';

const SITE = join(import.meta.dirname, '../.out/fixture-site');
const readJson = <T>(path: string): T => JSON.parse(readFileSync(join(SITE, path), 'utf8')) as T;

interface Row {
  platform: string;
  api: string;
  version: string;
  status: string;
  latest: boolean;
  successor: string | null;
  migrate_to: string | null;
  migrate_to_sunset_date: string | null;
  changes: string[];
}

const test = base.extend<{ problems: string[] }>({
  problems: [
    async ({ page, context }, use) => {
      const problems: string[] = [];
      await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>stub</title>' }),
      );
      page.on('console', (m) => {
        if (m.type() === 'error') problems.push(`console: ${m.text()} (${page.url()})`);
      });
      page.on('pageerror', (e) => problems.push(`exception: ${e.message} (${page.url()})`));
      await use(problems);
      expect(problems).toEqual([]);
    },
    { auto: true },
  ],
});

const CONFIRMED_V21 = 'google-ads-4959f182db'; // sunset 2026-08-05: 51 days after the build
const PASSED_V20 = 'google-ads-eee99bbfb6'; // sunset 2026-06-10: 5 days before the build
const URGENT = 'meta-ads-7f562c6249'; // effective 2026-06-28: 13 days after the build
const PROJECTED_V22 = 'google-ads-ad5600256d'; // superseded by google-ads-950e3cefbb

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const slug of PLATFORM_SLUGS) {
    test(`/platforms/${slug}/ opens with its version tables, one per API family, listing exactly the rows of its JSON`, async ({ page }) => {
      const rows = readJson<{ versions: Row[] }>(`api/versions/${slug}.json`).versions;
      await page.goto(`/platforms/${slug}/`);
      await expect(page.locator('main h2').first()).toHaveText('API versions');
      const shown = page.locator('table.versions tbody tr');
      if (rows.length === 0) {
        await expect(shown).toHaveCount(0);
        await expect(page.getByText(/No API version records for/)).toBeVisible();
        return;
      }
      const apis = [...new Set(rows.map((r) => r.api))];
      await expect(page.locator('table.versions')).toHaveCount(apis.length);
      for (const api of apis) {
        const table = page.locator(`table.versions[data-api="${api}"]`);
        const mine = rows.filter((r) => r.api === api);
        await expect(table.locator('tbody tr')).toHaveCount(mine.length);
        expect(await table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-version')))).toEqual(mine.map((r) => r.version));
        expect(await table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-status')))).toEqual(mine.map((r) => r.status));
        for (const r of mine) {
          const tr = table.locator(`tbody tr[data-version="${r.version}"]`);
          await expect(tr.locator('th a').first()).toHaveAttribute('href', `/changes/${r.changes[0]}/`);
          if (r.latest) await expect(tr.locator('th')).toContainText('latest');
          // "Migrate to" is migrate_to with the target's own sunset beside it, never the successor.
          const cell = tr.locator('td.migrate-to');
          if (r.migrate_to) {
            await expect(cell.locator('a').first()).toHaveText(r.migrate_to);
            await expect(cell).toContainText(r.migrate_to_sunset_date === null ? 'no sunset announced' : 'sunset');
          } else await expect(cell.locator('a')).toHaveCount(0);
          await expect(tr.locator('.status')).toHaveText(new RegExp(`^${r.status}$`, 'i'));
        }
      }
    });
  }

  test('Meta: the Graph API and the Marketing API v21.0 are separate rows with their own sunset and status', async ({ page }) => {
    await page.goto('/platforms/meta-ads/');
    const graph = page.locator('table.versions[data-api="Graph API"] tr[data-version="v21.0"]');
    const marketing = page.locator('table.versions[data-api="Marketing API"] tr[data-version="v21.0"]');
    await expect(graph).toContainText('21 Jan 2027');
    await expect(graph.locator('.status')).toHaveText('Active');
    await expect(marketing).toContainText('9 Sep 2025');
    await expect(marketing.locator('.status')).toHaveText('Sunset');
    await expect(marketing.locator('.countdown')).toHaveText(/Ended\s+279 days ago/);
  });

  test('a superseded record says what replaced it and shows no countdown', async ({ page }) => {
    await page.goto(`/changes/${PROJECTED_V22}/`);
    const callout = page.locator('.callout', { hasText: 'Superseded.' });
    await expect(callout).toBeVisible();
    await callout.getByRole('link').click();
    await expect(page).toHaveURL(/\/changes\/google-ads-950e3cefbb\/$/);
    await expect(page.locator('.fact .countdown')).toHaveText(/Later\s+114 days left/);
    await page.goto(`/changes/${PROJECTED_V22}/`);
    await expect(page.locator('.fact .countdown')).toHaveCount(0);
  });
});

/** Colour and background of the countdown chip of a record's row in a timeline. */
async function chipOf(page: Page, id: string) {
  const chip = page.locator(`.tl-item:has(a[href="/changes/${id}/"]) .countdown`).first();
  await expect(chip).toBeVisible();
  return {
    text: (await chip.innerText()).replace(/\s+/g, ' '),
    cls: (await chip.getAttribute('class')) ?? '',
    look: await chip.evaluate((el) => {
      const cs = getComputedStyle(el);
      return `${cs.color}|${cs.backgroundColor}`;
    }),
  };
}

for (const scheme of ['light', 'dark'] as const) {
  test(`/upcoming/ (${scheme}): urgent, soon and passed deadlines each have their own look and words`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/upcoming/');
    const urgent = await chipOf(page, URGENT);
    const soon = await chipOf(page, CONFIRMED_V21);
    const passed = await chipOf(page, PASSED_V20);
    expect(urgent.text).toMatch(/^(! ?)?URGENT 13 days left$/i);
    expect(soon.text).toMatch(/^SOON 51 days left$/i);
    expect(passed.text).toMatch(/^ENDED 5 days ago$/i);
    expect(urgent.cls).toContain('u-urgent');
    expect(soon.cls).toContain('u-soon');
    expect(passed.cls).toContain('u-passed');
    expect(new Set([urgent.look, soon.look, passed.look]).size).toBe(3);
  });
}

test('"recently passed" on home and /upcoming/ shows the version that ended within 30 days, never a superseded record', async ({ page }) => {
  for (const path of ['/', '/upcoming/']) {
    await page.goto(path);
    const section = page.locator('section[aria-labelledby="passed"]');
    await expect(section.locator('h2')).toHaveText('Recently passed');
    await expect(section.locator(`a[href="/changes/${PASSED_V20}/"]`)).toBeVisible();
    await expect(section.locator(`a[href="/changes/${PROJECTED_V22}/"]`)).toHaveCount(0);
    // Upcoming lists never show the superseded projection either.
    await expect(page.locator(`.timeline a[href="/changes/${PROJECTED_V22}/"]`)).toHaveCount(0);
  }
});

test('/versions/ answers: the newest version of each API, and what dies in the next 90 days', async ({ page }) => {
  const list = readJson<{ apis: { platform: string; api: string; latest: string | null }[]; versions: Row[] }>('api/versions.json');
  await page.goto('/versions/');
  const latest = page.locator('#latest-table tbody tr');
  await expect(latest).toHaveCount(list.apis.length);
  for (const [i, f] of list.apis.entries()) {
    await expect(latest.nth(i).locator('th')).toHaveText(f.latest ?? 'none available');
  }
  const dying = page.locator('#dying-table tbody tr');
  await expect(dying).toHaveCount(1);
  await expect(dying.first()).toHaveAttribute('data-version', 'v21');
  await expect(dying.first().locator('.countdown')).toHaveClass(/u-soon/);
  await dying.first().getByRole('link', { name: 'v21' }).click();
  await expect(page).toHaveURL(/\/platforms\/google-ads\/#v-google-ads-api-v21$/);
  await expect(page.locator('#v-google-ads-api-v21')).toBeInViewport();
});

// /upcoming/ is checked in site.spec.ts (one run per page).
for (const path of ['/versions/', '/platforms/meta-ads/', `/changes/${PROJECTED_V22}/`]) {
  test(`axe: no serious or critical violations on ${path} (light and dark)`, async ({ page }) => {
    expect(await seriousViolationsBothSchemes(page, path)).toEqual([]);
  });
}

test('a version with no sunset says "no date announced" (never "none", which reads as zero days); an undated deprecation is said only where the version is deprecated', async ({
  page,
}) => {
  await page.goto('/platforms/x-ads/');
  const row = page.locator('tr[data-version="12.0"]');
  await expect(row).toHaveCount(1);
  const cells = await row.locator('td').allTextContents();
  expect(cells.filter((t) => t.trim() === 'no date announced').length, cells.join(' | ')).toBe(2);
  expect(cells.join(' | ')).not.toMatch(/\bnone\b|not given/);
  expect(cells).toContain('not deprecated');
});
