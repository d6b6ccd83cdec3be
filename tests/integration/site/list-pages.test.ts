/**
 * Pages that hold at scale: 1,500 synthetic records (the bench's generator,
 * at the bench's build day), built into tests/.out/scale-site
 * (tests/support/scale-site.ts, shared with the paging browser tests). Every platform
 * page and /upcoming/ pages its list as /changes/ does: walking the pager
 * from page 1 reaches every record once, in order; each page has its own
 * canonical URL, JSON-LD of its rows and a sitemap entry; the version tables
 * stay whole on page 1, except a family of more than VERSION_TABLE_MAX_ROWS
 * rows (the generator adds one, SCALE_LONG_FAMILY), summarised on page 1 and
 * whole on its own page, where each of its rows' addresses points. No HTML page is over 100 KB gzipped, the list pages
 * hold at most 3,000 elements, and the /changes/ filter's first use reads
 * one file of at most 100 rows.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import * as cheerio from 'cheerio';
import { FIXTURE_SITE_URL } from '../../support/fixture-site.ts';
import { SCALE_LONG_FAMILY, SCALE_RECORDS, scaleSite } from '../../support/scale-site.ts';
import { nuErrors } from '../../support/validators.ts';
import { LIST_NODES_MAX, PAGE_GZIP_MAX, siteWeight } from '../../../bench/page-weight.ts';
import {
  CHANGES_PAGE_SIZE,
  changePath,
  changesFilterDataPath,
  platformJsonPath,
  platformPath,
  platformVersionsPath,
  upcomingPath,
  versionsJsonPath,
} from '../../../src/model/links.ts';
import { startDay } from '../../../src/model/date-math.ts';
import type { Change } from '../../../src/schemas/change.ts';
import { PLATFORM_SLUGS } from '../../../src/schemas/common.ts';
import type { FilterPage } from '../../../src/model/filter-rows.ts';
import type { VersionList } from '../../../src/schemas/versions.ts';
import { VERSION_TABLE_MAX_ROWS, hasOwnVersionPage, versionAnchor } from '../../../src/model/version-pages.ts';
import { slugify } from '../../../src/model/version-strings.ts';
import { SOON_DAYS } from '../../../src/model/urgency.ts';

const N = SCALE_RECORDS;
const out = scaleSite();

const json = <T>(path: string): T => JSON.parse(readFileSync(join(out, path), 'utf8')) as T;
const page = (path: string) => cheerio.load(readFileSync(join(out, path, 'index.html'), 'utf8'));
const ldOf = ($: cheerio.CheerioAPI) =>
  JSON.parse($('script[type="application/ld+json"]').text()) as { '@type': string; url: string; numberOfItems: number; itemListElement: { url: string }[] };

interface Walked {
  /** Record paths in page order. */
  rows: string[];
  pages: string[];
}

/** Walk a list from its first page by the pager's "Next" links, checking each page's pager, canonical URL and JSON-LD. */
function walk(first: string, rowLinks: string, total: number): Walked {
  const rows: string[] = [];
  const pages: string[] = [];
  let path: string | undefined = first;
  while (path) {
    const $ = page(path);
    pages.push(path);
    const n = pages.length;
    const links = $(rowLinks)
      .toArray()
      .map((a) => $(a).attr('href')!);
    assert.ok(links.length > 0 && links.length <= CHANGES_PAGE_SIZE, `${path}: ${links.length} rows`);
    rows.push(...links);
    assert.equal($('link[rel="canonical"]').attr('href'), `${FIXTURE_SITE_URL}${path}`, `${path}: canonical`);
    if (n > 1) {
      assert.equal($('.pager a[aria-current="page"]').text(), String(n), `${path} marks its page`);
      assert.equal($('.pager a[rel="prev"]').attr('href'), pages[n - 2], `${path}: rel=prev`);
      assert.match($('title').text(), new RegExp(`page ${n} of `), `${path}: its title names the page`);
    } else assert.equal($('.pager a[rel="prev"]').length, 0, `${path}: page 1 has no previous page`);
    const ld = ldOf($);
    assert.equal(ld['@type'], 'ItemList', path);
    assert.equal(ld.url, `${FIXTURE_SITE_URL}${path}`, `${path}: JSON-LD url`);
    assert.equal(ld.numberOfItems, total, `${path}: JSON-LD numberOfItems`);
    assert.deepEqual(
      ld.itemListElement.map((it) => new URL(it.url).pathname),
      links,
      `${path}: JSON-LD lists the page's rows`,
    );
    path = $('.pager a[rel="next"]').attr('href');
  }
  return { rows, pages };
}

test(`every platform page pages its ${N} records 100 at a time, newest first; version tables stay whole on page 1, a family over ${VERSION_TABLE_MAX_ROWS} rows on its own page`, () => {
  const sitemap = readFileSync(join(out, 'sitemap-0.xml'), 'utf8');
  let paged = 0;
  let longFamilies = 0;
  for (const p of PLATFORM_SLUGS) {
    const mine = json<{ changes: Change[] }>(platformJsonPath(p).slice(1)).changes;
    if (!mine.length) continue;
    const { rows, pages } = walk(platformPath(p), '#platform-list .row-main > a', mine.length);
    assert.deepEqual(
      rows,
      mine.map((c) => changePath(c.id)),
      `${p}: every record once, in the platform's order`,
    );
    assert.equal(pages.length, Math.ceil(mine.length / CHANGES_PAGE_SIZE), p);
    pages.forEach((path, i) => {
      assert.equal(path, platformPath(p, i + 1), `${p}: page ${i + 1} has its stable address`);
      assert.ok(sitemap.includes(`<loc>${FIXTURE_SITE_URL}${path}</loc>`), `${path} is in the sitemap`);
    });
    if (pages.length > 1) paged++;
    const list = json<VersionList>(versionsJsonPath(p).slice(1));
    const $1 = page(platformPath(p));
    const tableOf = ($: cheerio.CheerioAPI, api: string) => $('table.versions').filter((_, t) => $(t).attr('data-api') === api);
    for (const f of list.apis) {
      const rows = list.versions.filter((r) => r.api === f.api);
      const anchors = rows.map((r) => versionAnchor(r.api_slug, r.version));
      const where = hasOwnVersionPage(f.versions) ? platformVersionsPath(p, f.api_slug) : platformPath(p);
      for (const r of rows) {
        assert.equal(
          r.page,
          `${FIXTURE_SITE_URL}${where}#${versionAnchor(r.api_slug, r.version)}`,
          `${p} ${f.api} ${r.version}: its address is where its table is`,
        );
      }
      if (!hasOwnVersionPage(f.versions)) {
        const ids = tableOf($1, f.api)
          .find('tbody tr')
          .toArray()
          .map((tr) => $1(tr).attr('id'));
        assert.deepEqual(ids, anchors, `${p}: page 1 holds the whole ${f.api} table`);
        continue;
      }
      longFamilies++;
      assert.equal(tableOf($1, f.api).length, 0, `${p}: page 1 has no ${f.api} table`);
      const summary = $1(`section.version-summary[aria-labelledby="vf-${p}-${f.api_slug}"]`);
      assert.equal(summary.length, 1, `${p}: page 1 summarises ${f.api}`);
      assert.equal(summary.find('h3').text(), f.api);
      assert.match(summary.text(), new RegExp(`Latest version: ${f.latest}\\.`), `${p} ${f.api}: latest version`);
      assert.ok(summary.find(`a[href="${where}"]`).length > 0, `${p} ${f.api}: links its table`);
      const soon = rows
        .filter((r) => r.status !== 'sunset' && r.days_until_sunset !== null && r.days_until_sunset <= SOON_DAYS)
        .sort((a, b) => a.days_until_sunset! - b.days_until_sunset!);
      assert.ok(soon.length > 0, `${p} ${f.api}: the synthetic family has sunsets in the next ${SOON_DAYS} days`);
      assert.match(
        summary.text(),
        new RegExp(`${soon.length} versions? ha(s|ve) (its|their) sunset in the next ${SOON_DAYS} days`),
        `${p} ${f.api}: the count`,
      );
      assert.deepEqual(
        summary
          .find('a[href*="#"]')
          .toArray()
          .map((a) => $1(a).attr('href')),
        soon.map((r) => `${where}#${versionAnchor(r.api_slug, r.version)}`),
        `${p} ${f.api}: the versions whose sunset comes soon, soonest first, each linking its row`,
      );
      const $v = page(where);
      const ids = tableOf($v, f.api)
        .find('tbody tr')
        .toArray()
        .map((tr) => $v(tr).attr('id'));
      assert.deepEqual(ids, anchors, `${where}: the whole ${f.api} table, newest first`);
      assert.match($v('title').text(), new RegExp(`${f.api} versions`), `${where}: title`);
      assert.equal($v('link[rel="canonical"]').attr('href'), `${FIXTURE_SITE_URL}${where}`, `${where}: canonical`);
      const ld = ldOf($v);
      assert.equal(ld['@type'], 'ItemList', where);
      assert.equal(ld.url, `${FIXTURE_SITE_URL}${where}`, `${where}: JSON-LD url`);
      assert.equal(ld.numberOfItems, rows.length, `${where}: JSON-LD numberOfItems`);
      assert.ok($v(`main a[href="${platformPath(p)}"]`).length > 0, `${where} links its platform page`);
      assert.ok(sitemap.includes(`<loc>${FIXTURE_SITE_URL}${where}</loc>`), `${where} is in the sitemap`);
    }
    for (const later of pages.slice(1)) {
      const $ = page(later);
      assert.equal($('table.versions').length, 0, `${later}: no version table`);
      assert.ok($(`main a[href="${platformPath(p)}"]`).length > 0, `${later} links page 1`);
    }
  }
  assert.ok(paged >= 5, `${paged} platforms have more than one page`);
  assert.ok(longFamilies >= 1, `${longFamilies} API families have their own version table page`);
  assert.ok(!existsSync(join(out, platformPath('meta-ads', 99))), 'no page past the last');
});

test("the Nu HTML Checker finds no error on a platform page with a version summary, nor on its family's own version page", () => {
  const files = [platformPath(SCALE_LONG_FAMILY.platform), platformVersionsPath(SCALE_LONG_FAMILY.platform, slugify(SCALE_LONG_FAMILY.api))].map((path) =>
    join(out, path, 'index.html'),
  );
  for (const f of files) assert.ok(existsSync(f), f);
  assert.deepEqual(
    nuErrors(files).map((m) => `${m.url}:${m.lastLine}: ${m.message}`),
    [],
  );
});

test('/upcoming/ pages its deadlines 100 at a time, soonest first, grouped by month; recently passed on page 1 only', () => {
  const upcoming = json<{ changes: Change[] }>('api/upcoming.json').changes;
  assert.ok(upcoming.length > CHANGES_PAGE_SIZE, `${upcoming.length} upcoming: enough to page`);
  const { rows, pages } = walk(upcomingPath(), 'section[aria-labelledby^="m-"] .tl-body > a', upcoming.length);
  assert.deepEqual(
    rows,
    upcoming.map((c) => changePath(c.id)),
  );
  const days = upcoming.map((c) => startDay(c.effective_date!));
  assert.deepEqual(days, [...days].sort(), 'soonest first');
  const sitemap = readFileSync(join(out, 'sitemap-0.xml'), 'utf8');
  pages.forEach((path, i) => {
    assert.equal(path, upcomingPath(i + 1));
    assert.ok(sitemap.includes(`<loc>${FIXTURE_SITE_URL}${path}</loc>`), `${path} is in the sitemap`);
    const $ = page(path);
    assert.equal($('#passed').length, i === 0 ? 1 : 0, `${path}: recently passed`);
    const months = $('section[aria-labelledby^="m-"]').toArray();
    assert.ok(months.length > 0, path);
    for (const sec of months) {
      const month = $(sec).find('h2').attr('id')!.replace(/^m-/, '');
      for (const t of $(sec).find('time.tl-date').toArray()) assert.equal($(t).attr('datetime')!.slice(0, 7), month, `${path}: grouped by month`);
    }
  });
  const second = page(pages[1]!);
  const lastOfFirst = upcoming[CHANGES_PAGE_SIZE - 1]!.effective_date!.slice(0, 7);
  const firstOfSecond = upcoming[CHANGES_PAGE_SIZE]!.effective_date!.slice(0, 7);
  if (lastOfFirst === firstOfSecond) assert.match(second('h2').first().text(), /continued/, 'a month cut by the page break says so');
});

test(`no HTML page is over ${PAGE_GZIP_MAX / 1024} KB gzipped; every platform page and /upcoming/ page holds at most ${LIST_NODES_MAX} elements`, () => {
  const w = siteWeight(out);
  assert.ok(w.pages > N, `${w.pages} pages`);
  assert.ok(w.largest.gzip_bytes <= PAGE_GZIP_MAX, `${w.largest.path}: ${w.largest.gzip_bytes} bytes gzipped`);
  const lists = Object.entries(w.nodes);
  assert.ok(lists.length >= PLATFORM_SLUGS.length + 2, lists.map(([p]) => p).join(' '));
  for (const [path, nodes] of lists) assert.ok(nodes <= LIST_NODES_MAX, `${path}: ${nodes} elements`);
  for (const p of PLATFORM_SLUGS) assert.ok(w.nodes[platformPath(p)] !== undefined, `${platformPath(p)} is counted`);
  assert.ok(Object.keys(w.version_pages).length >= 1, "the long family's own version page is counted apart");
});

test("the /changes/ filter's first use reads one file of at most 100 rows; its pages together are the matches", () => {
  const all = json<{ changes: Change[] }>('api/changes.json').changes;
  const upcomingIds = new Set(json<{ changes: Change[] }>('api/upcoming.json').changes.map((c) => c.id));
  assert.ok(!existsSync(join(out, 'changes/index.json')), 'the whole index is not built any more');
  let largest = 0;
  for (const state of [
    { platform: 'meta-ads', category: '', upcoming: false },
    { platform: '', category: 'api_version_sunset', upcoming: false },
    { platform: '', category: '', upcoming: true },
    { platform: 'google-ads', category: 'policy', upcoming: true },
  ]) {
    const want = all.filter(
      (c) =>
        (!state.platform || c.platform === state.platform) &&
        (!state.category || c.categories?.includes(state.category as never)) &&
        (!state.upcoming || upcomingIds.has(c.id)),
    );
    const first = json<FilterPage>(changesFilterDataPath(state, 1).slice(1));
    largest = Math.max(largest, statSync(join(out, changesFilterDataPath(state, 1))).size);
    assert.equal(first.count, want.length, JSON.stringify(state));
    assert.ok(first.rows.length <= CHANGES_PAGE_SIZE);
    const ids: string[] = [];
    for (let n = 1; n <= first.pages; n++) ids.push(...json<FilterPage>(changesFilterDataPath(state, n).slice(1)).rows.map((r) => r[0]));
    assert.deepEqual(new Set(ids), new Set(want.map((c) => c.id)), JSON.stringify(state));
    assert.equal(ids.length, want.length);
  }
  assert.ok(largest < 20 * 1024, `a first page is ${largest} bytes`);
});
