/**
 * Tables that fit, in a real browser, on the fixture site and on the
 * real-content build (REAL_BUILD_DATE):
 *
 * - no header or cell of any table breaks a word inside itself, at 320, 390,
 *   768 and 1280 px, on every page that holds a table (found in the build, so
 *   a new page with a table is checked too). A word is a run of letters and
 *   digits; each is measured with a Range: a word on one line has one client
 *   rectangle, a word split across lines has two or more. A failure names the
 *   page, the width, the word and the cell it is in.
 * - at 390 px, every version lifecycle table shows Version, Status, Sunset,
 *   Days left and Migrate to inside the viewport (each cell of those columns,
 *   in every row, lies within 0..390 px), and the page does not scroll
 *   sideways.
 * - at 390 px the version tables, shown as cards, keep the table semantics
 *   they have at 1280 px (Chromium's accessibility tree: table, rows, row and
 *   column headers, cells), and axe is clean.
 * - no table repeats a provenance sentence: each observation of a tool's
 *   pages is said once per table (the plans caption, an events group's
 *   heading, or the one row that differs), not on every row.
 */
import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXTURE_SITE, realSite } from '../support/fixture-site.ts';
import { listFiles } from '../../src/build/list-files.ts';
import { preview, type Preview } from '../support/preview.ts';
import { seriousViolations, test } from './fixtures.ts';

const WIDTHS = [320, 390, 768, 1280] as const;
const PHONE = 390;

/** Every page of a built site that holds a table, as a site path ("/pricing/hunter/"). */
function pagesWithTables(dir: string): string[] {
  return listFiles(dir)
    .filter((f) => f.endsWith('.html') && readFileSync(join(dir, f), 'utf8').includes('<table'))
    .map((f) => `/${f.replace(/(^|\/)index\.html$/, '$1')}`);
}

/** One page of each kind that must be among them, so a table that silently disappears fails too. */
const KINDS: [string, RegExp][] = [
  ['home', /^\/$/],
  ['/versions/', /^\/versions\/$/],
  ['a platform page', /^\/platforms\/[a-z-]+\/$/],
  ['/pricing/', /^\/pricing\/$/],
  ['a tool page', /^\/pricing\/[a-z-]+\/$/],
  ['/sdks/', /^\/sdks\/$/],
  ['/check/', /^\/check\/$/],
  ['/sources/', /^\/sources\/$/],
  ['/api/', /^\/api\/$/],
];

interface Broken {
  word: string;
  lines: number;
  cell: string;
}

/** Words of the tables' headers and cells that are split across lines (runs in the page). */
function brokenWords(): Broken[] {
  const out: Broken[] = [];
  for (const table of document.querySelectorAll('main table')) {
    const walker = document.createTreeWalker(table, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      for (const m of node.data.matchAll(/[\p{L}\p{N}]+/gu)) {
        const range = document.createRange();
        range.setStart(node, m.index);
        range.setEnd(node, m.index + m[0].length);
        const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
        if (rects.length > 1) {
          const cell = node.parentElement?.closest('th, td, caption');
          const text = (cell?.textContent ?? '').replace(/\s+/g, ' ').trim();
          out.push({ word: m[0], lines: rects.length, cell: `${cell?.tagName.toLowerCase() ?? '?'} "${text.slice(0, 80)}"` });
        }
      }
    }
  }
  return out;
}

/** The lifecycle columns, as their headers read; "Latest" is the version column of the newest-version table. */
const COLUMNS = ['Version', 'Status', 'Sunset', 'Days left', 'Migrate to'] as const;

interface Placed {
  table: string;
  /** The lifecycle columns the table has. */
  columns: string[];
  /** Cells of those columns outside 0..width, or not shown. */
  outside: string[];
  rows: number;
}

/** For each version lifecycle table (one with Sunset and Days left columns): where its lifecycle cells are (runs in the page). */
function lifecycleCells(names: readonly string[]): Placed[] {
  const width = window.innerWidth;
  const out: Placed[] = [];
  for (const table of document.querySelectorAll<HTMLTableElement>('main table')) {
    const heads = [...table.querySelectorAll('thead tr:first-child > th')].map((th) => (th.textContent ?? '').replace(/\s+/g, ' ').trim());
    if (!heads.includes('Sunset') || !heads.includes('Days left')) continue;
    const index = new Map<string, number>();
    heads.forEach((h, i) => {
      const name = h === 'Latest' ? 'Version' : h;
      if (names.includes(name)) index.set(name, i);
    });
    const name = table.id || table.dataset.api || table.className;
    const outside: string[] = [];
    const rows = [...table.querySelectorAll<HTMLTableRowElement>('tbody tr')];
    for (const tr of rows) {
      for (const [col, i] of index) {
        const cell = tr.children[i] as HTMLElement | undefined;
        const r = cell?.getBoundingClientRect();
        const shown = cell && r && r.width > 0 && r.height > 0 && getComputedStyle(cell).visibility !== 'hidden';
        if (!shown || r.left < -0.5 || r.right > width + 0.5) {
          outside.push(`${tr.getAttribute('data-version') ?? tr.rowIndex}/${col}: ${r ? `${Math.round(r.left)}..${Math.round(r.right)}` : 'missing'}`);
        }
      }
    }
    out.push({ table: name, columns: [...index.keys()], outside, rows: rows.length });
  }
  return out;
}

async function checkWords(page: Page, base: string, pages: readonly string[], width: number): Promise<string[]> {
  await page.setViewportSize({ width, height: 900 });
  const failures: string[] = [];
  for (const path of pages) {
    await page.goto(`${base}${path}`);
    for (const b of await page.evaluate(brokenWords)) failures.push(`${path} at ${width} px: "${b.word}" on ${b.lines} lines in ${b.cell}`);
  }
  return failures;
}

async function checkPhone(page: Page, base: string, pages: readonly string[]): Promise<{ failures: string[]; tables: number }> {
  await page.setViewportSize({ width: PHONE, height: 844 });
  const failures: string[] = [];
  let tables = 0;
  for (const path of pages) {
    await page.goto(`${base}${path}`);
    for (const t of await page.evaluate(lifecycleCells, COLUMNS)) {
      tables++;
      // Every lifecycle table has the five columns; the newest-version table of /versions/ has no "Migrate to" (its rows are the newest).
      const want = t.table === 'latest-table' ? COLUMNS.filter((c) => c !== 'Migrate to') : COLUMNS;
      const missing = want.filter((c) => !t.columns.includes(c));
      if (missing.length) failures.push(`${path} ${t.table}: no column ${missing.join(', ')}`);
      if (t.outside.length)
        failures.push(
          `${path} ${t.table}: ${t.outside.length} of ${t.rows * t.columns.length} cells outside 0..${PHONE} px, e.g. ${t.outside.slice(0, 4).join('; ')}`,
        );
    }
    const scroll = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
    if (scroll.scroll > scroll.width) failures.push(`${path}: the page scrolls sideways (${scroll.scroll} px wide in ${scroll.width})`);
  }
  return { failures, tables };
}

/** Platform pages and /versions/: where the version tables are. */
const versionPages = (pages: readonly string[]) => pages.filter((p) => /^\/(versions\/|platforms\/[a-z-]+\/(versions\/[a-z0-9-]+\/)?)$/.test(p));

for (const site of ['fixture', 'real'] as const) {
  test.describe(`${site} site`, () => {
    let server: Preview | null = null;
    let base = '';
    let pages: string[] = [];
    test.beforeAll(async () => {
      if (site === 'real') {
        // The first run builds the real-content site (about a minute); later runs reuse it while its inputs are unchanged.
        test.setTimeout(600_000);
        const dir = realSite();
        server = await preview(dir);
        base = server.url;
        pages = pagesWithTables(dir);
      } else pages = pagesWithTables(FIXTURE_SITE);
    });
    test.afterAll(async () => {
      await server?.stop();
    });

    test('every kind of page with a table is found in the build', () => {
      for (const [kind, re] of KINDS)
        expect(
          pages.some((p) => re.test(p)),
          `${kind} among ${pages.join(' ')}`,
        ).toBe(true);
    });

    for (const width of WIDTHS) {
      test(`no table header or cell breaks a word at ${width} px`, async ({ page }) => {
        test.setTimeout(180_000);
        expect(await checkWords(page, base, pages, width)).toEqual([]);
      });
    }

    test(`at ${PHONE} px every version table shows Version, Status, Sunset, Days left and Migrate to, and no page scrolls sideways`, async ({ page }) => {
      test.setTimeout(120_000);
      const { failures, tables } = await checkPhone(page, base, versionPages(pages));
      expect(tables).toBeGreaterThan(3);
      expect(failures).toEqual([]);
    });

    test('no table says the same provenance twice: each observation once per table (caption, group heading or the row it differs for)', async ({ page }) => {
      const repeated: string[] = [];
      let said = 0;
      for (const path of pages) {
        await page.goto(`${base}${path}`);
        const tables = await page
          .locator('main table')
          .evaluateAll((ts) =>
            ts.map((t) =>
              [...t.querySelectorAll('.prov')].map(
                (p) => `${(p.textContent ?? '').replace(/\s+/g, ' ').trim()} ${[...p.querySelectorAll('a')].map((a) => a.href).join(' ')}`,
              ),
            ),
          );
        for (const provs of tables) {
          said += provs.length;
          for (const [i, p] of provs.entries()) if (provs.indexOf(p) !== i) repeated.push(`${path}: ${p}`);
        }
      }
      expect(said).toBeGreaterThan(0);
      expect(repeated).toEqual([]);
    });

    test(`axe is clean at ${PHONE} px on /versions/ and every platform page, and the cards keep the table semantics of 1280 px`, async ({ page }) => {
      test.setTimeout(180_000);
      const found: string[] = [];
      const cdp = await page.context().newCDPSession(page);
      /** How many nodes of each table role Chromium's accessibility tree holds. */
      const tableRoles = async () => {
        const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: { role?: { value?: string } }[] };
        const count: Record<string, number> = {};
        for (const n of nodes) {
          const role = String(n.role?.value ?? '');
          if (/^(table|row|rowheader|columnheader|cell|LayoutTable.*)$/.test(role)) count[role] = (count[role] ?? 0) + 1;
        }
        return count;
      };
      for (const path of versionPages(pages)) {
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.goto(`${base}${path}`);
        const wide = await tableRoles();
        await page.setViewportSize({ width: PHONE, height: 844 });
        await page.goto(`${base}${path}`);
        expect(await tableRoles(), `${path}: table roles at ${PHONE} px as at 1280 px`).toEqual(wide);
        expect(wide.columnheader ?? 0, path).toBeGreaterThan(0);
        for (const v of await seriousViolations(page)) found.push(`${path}: ${v}`);
      }
      expect(found).toEqual([]);
    });
  });
}
