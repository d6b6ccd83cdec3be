/**
 * Search on the real data: a list of queries people type, each with what its
 * top results must be, run in the browser on a build of `content/` as of a
 * fixed day (REAL_BUILD_DATE). The checks are properties ("every one of the
 * top five names v21"), not record ids, so they hold as the data grows.
 */
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures.ts';
import { realSite } from '../support/fixture-site.ts';
import { preview, type Preview } from '../support/preview.ts';

interface Row {
  title: string;
  meta: string;
  badge: string;
  excerpt: string;
}

// Not serial: one failing query must not hide the others (the site is built once per worker, and there is one worker).
let server: Preview;
test.beforeAll(async () => {
  // The first run builds the real-content site (about a minute); later runs reuse it while its inputs are unchanged.
  test.setTimeout(600_000);
  server = await preview(realSite());
});
test.afterAll(async () => {
  await server?.stop();
});

async function results(page: Page, query: string): Promise<Row[]> {
  await page.goto(`${server.url}/search/?${query.includes('=') ? query : `q=${encodeURIComponent(query)}`}`);
  await expect(page.locator('#search-status')).toHaveText(/results?\b.*\.$|^No results\.$/);
  return page.locator('#search-results .result').evaluateAll((els) =>
    els.map((e) => ({
      title: e.querySelector('a')?.textContent ?? '',
      meta: e.querySelector('.row-meta')?.textContent ?? '',
      badge: e.querySelector('.row-meta .badge')?.textContent ?? '',
      excerpt: e.querySelector('.excerpt')?.textContent ?? '',
    })),
  );
}

const text = (r: Row) => `${r.title} ${r.excerpt}`;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** The date a row shows after its event ("Sunset 29 July 2028", "Released February 2027", "Published 4 March 2021") as YYYY-MM-DD (a month as its first day). */
function rowDate(r: Row): string | null {
  const m = new RegExp(`^[A-Z][a-z]+(?: [a-z]+)? (?:(\\d{1,2}) )?(${MONTHS.join('|')}) (\\d{4})`).exec(r.meta);
  if (!m) return null;
  return `${m[3]}-${String(MONTHS.indexOf(m[2]!) + 1).padStart(2, '0')}-${(m[1] ?? '1').padStart(2, '0')}`;
}

/** Each query with what its results must show. `top` is how many results are checked (default 5). */
const QUERIES: { q: string; why: string; check: (rows: Row[]) => void }[] = [
  {
    q: 'v21',
    why: 'a version word finds that version (v21, v21.0), never v2.10 to v2.12',
    check: (rows) => {
      expect(rows.length).toBeGreaterThanOrEqual(3);
      for (const r of rows.slice(0, 5)) {
        expect(text(r), r.title).toMatch(/\bv21(?:\.\d+)?\b/);
        expect(r.title).not.toMatch(/v2\.1\d/);
      }
    },
  },
  {
    q: 'v21.0',
    why: 'the dotted form finds the same version',
    check: (rows) => {
      expect(rows[0]?.title).toMatch(/\bv21\.0\b/);
      for (const r of rows.slice(0, 5)) expect(text(r)).toMatch(/\bv21(?:\.0)?\b/);
    },
  },
  {
    q: '21.0',
    why: 'a version without its v finds it too',
    check: (rows) => {
      expect(rows[0]?.title).toMatch(/\bv21\.0\b/);
    },
  },
  {
    q: 'v2.10',
    why: 'an old dotted version finds itself, not v21',
    check: (rows) => {
      expect(rows.length).toBeGreaterThan(0);
      for (const r of rows.slice(0, 2)) expect(r.title).toMatch(/\bv2\.10\b/);
    },
  },
  {
    q: 'sunset',
    why: 'a category word; an upcoming sunset ranks in the top 3',
    check: (rows) => {
      expect(rows.length).toBeGreaterThan(10);
      expect(rows.slice(0, 3).some((r) => r.badge.startsWith('upcoming') && r.meta.includes('API version sunset'))).toBe(true);
    },
  },
  {
    q: 'q=sunset&when=upcoming',
    why: 'the upcoming-only filter, from the URL',
    check: (rows) => {
      expect(rows.length).toBeGreaterThan(0);
      for (const r of rows) expect(r.badge, r.title).toMatch(/^upcoming/);
    },
  },
  {
    q: 'q=sunset&sort=date',
    why: 'sorted by date, newest first',
    check: (rows) => {
      const dates = rows.slice(0, 20).map(rowDate);
      expect(dates.every((d) => d !== null)).toBe(true);
      for (let i = 1; i < dates.length; i++) expect(dates[i]! <= dates[i - 1]!, `${dates[i - 1]} then ${dates[i]}`).toBe(true);
    },
  },
  {
    q: 'linkedin 202',
    why: 'live 2026 LinkedIn versions lead, not 2024 ones',
    check: (rows) => {
      expect(rows[0]?.title).toMatch(/^LinkedIn .*\b2026\d\d\b/);
      expect(rows[0]?.badge).toMatch(/^upcoming/);
    },
  },
  {
    q: '202601',
    why: 'a LinkedIn version number finds that version first',
    check: (rows) => {
      expect(rows[0]?.title).toMatch(/\b202601\b/);
    },
  },
  {
    q: 'soap',
    why: 'the SOAP retirement, an upcoming deadline, comes first',
    check: (rows) => {
      expect(rows[0]?.meta).toContain('Microsoft Advertising');
      expect(rows[0]?.badge).toMatch(/^upcoming/);
      expect(text(rows[0]!)).toMatch(/SOAP/);
    },
  },
  {
    q: 'deprecation',
    why: 'a category word finds records of that category (and deprecated versions, which are indexed by their status)',
    check: (rows) => {
      expect(rows[0]?.meta).toContain('Deprecation');
      expect(rows.slice(0, 5).filter((r) => /deprecat/i.test(`${r.meta} ${text(r)}`)).length).toBeGreaterThanOrEqual(4);
    },
  },
  {
    q: 'breaking',
    why: 'the breaking-change category by one word',
    check: (rows) => {
      for (const r of rows.slice(0, 5)) expect(`${r.meta} ${text(r)}`, r.title).toMatch(/Breaking change|breaking/i);
    },
  },
  {
    q: 'tracking',
    why: 'the tracking and signal loss category by one word',
    check: (rows) => {
      for (const r of rows.slice(0, 5)) expect(`${r.meta} ${text(r)}`, r.title).toMatch(/tracking/i);
    },
  },
  {
    q: 'policy',
    why: 'the policy category',
    check: (rows) => {
      for (const r of rows.slice(0, 5)) expect(`${r.meta} ${text(r)}`, r.title).toMatch(/polic/i);
    },
  },
  {
    q: 'superseded',
    why: 'a status word finds superseded records',
    check: (rows) => {
      expect(rows.length).toBeGreaterThan(0);
      for (const r of rows.slice(0, 3)) expect(r.badge, r.title).toContain('superseded');
    },
  },
  {
    q: 'upcoming',
    why: 'a status word finds upcoming records',
    check: (rows) => {
      for (const r of rows.slice(0, 5)) expect(r.badge, r.title).toMatch(/^upcoming/);
    },
  },
  {
    q: 'graph api',
    why: 'an API family: its live versions first',
    check: (rows) => {
      for (const r of rows.slice(0, 5)) expect(r.title).toMatch(/Graph API/);
      expect(rows[0]?.badge).toMatch(/^upcoming/);
    },
  },
  {
    q: 'x ads api',
    why: 'a platform and its API',
    check: (rows) => {
      for (const r of rows.slice(0, 5)) expect(r.meta, r.title).toContain('X Ads');
    },
  },
  {
    q: 'snapchat',
    why: 'a platform name',
    check: (rows) => {
      for (const r of rows.slice(0, 5)) expect(r.meta, r.title).toContain('Snapchat Ads');
    },
  },
  {
    q: 'customer match',
    why: 'a feature name',
    check: (rows) => {
      expect(rows[0]?.title).toMatch(/Customer Match/);
    },
  },
  {
    q: 'call-only',
    why: 'a hyphenated format name',
    check: (rows) => {
      expect(rows[0]?.title).toMatch(/Call-only/i);
    },
  },
  {
    q: 'zoominfo',
    why: 'a tool finds its pricing page',
    check: (rows) => {
      expect(rows[0]?.title).toBe('ZoomInfo pricing');
    },
  },
  {
    q: 'apollo',
    why: 'a tool finds its pricing page',
    check: (rows) => {
      expect(rows[0]?.title).toMatch(/^Apollo(\.io)? pricing$/);
    },
  },
  {
    q: 'platform=Meta+Ads&category=Breaking+change',
    why: 'filters alone, from the URL',
    check: (rows) => {
      expect(rows.length).toBeGreaterThan(0);
      for (const r of rows) {
        expect(r.meta, r.title).toContain('Meta Ads');
        expect(r.meta, r.title).toContain('Breaking change');
      }
    },
  },
];

for (const { q, why, check } of QUERIES) {
  test(`search "${q}": ${why}`, async ({ page }) => {
    const rows = await results(page, q);
    check(rows);
    for (const r of rows) {
      expect(r.excerpt, `${r.title}: excerpts are the title and summary only`).not.toMatch(/\b[a-z]+-ads-[0-9a-f]{10}\b|collector|Read automatically/);
    }
  });
}

test('choosing a filter or a sort puts it in the address, so the search can be shared', async ({ page }) => {
  await results(page, 'sunset');
  await page.getByLabel('When').selectOption('upcoming');
  await expect(page).toHaveURL(/[?&]when=upcoming\b/);
  await page.getByLabel('Sort').selectOption('date');
  await expect(page).toHaveURL(/[?&]sort=date\b/);
  await expect(page).toHaveURL(/[?&]q=sunset\b/);
  const shared = page.url();
  const again = await results(page, shared.slice(shared.indexOf('?') + 1));
  expect(again.length).toBeGreaterThan(0);
  for (const r of again) expect(r.badge).toMatch(/^upcoming/);
});
