/**
 * /sources/ as a reader sees it, on the built fixture site (every collector
 * never run, no stored copy read: "never run" and "not measured" with the
 * reason) and on the real-content build (the coverage figures of every
 * measured source, read off the page, equal /api/sources.json's for the same
 * source). Every link of the page resolves, and each platform page links its
 * group.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as cheerio from 'cheerio';
import { readJson } from '../../support/read-json.ts';
import { realSite } from '../../support/fixture-site.ts';
import { jsonLd, load, pages, read, SITE } from './_site.ts';
import type { SourceStatus } from '../../../src/schemas/status.ts';
import { API_PATHS, SOURCES_PATH, platformPath, platformSourcesPath, sourceAnchor, toolPath, toolSourcePath } from '../../../src/model/links.ts';
import { TOOL_SLUGS } from '../../../src/schemas/common.ts';
import { COVERAGE_NOT_MEASURED, copyWhen } from '../../../src/model/source-coverage.ts';
import { COVERAGE_NOT_FOR_PRICING } from '../../../src/model/source-list.ts';

type Published = SourceStatus & { coverage: { measured: boolean; statement: string } | null };
const text = (s: string) => s.replace(/\s+/g, ' ').trim();

const page = pages().find((p) => p.path === SOURCES_PATH);
const $ = load(page?.file ?? 'sources/index.html');
const api = readJson<{ count: number; sources: Published[] }>(SITE, 'api/sources.json');

/** Whether a site path (with or without a fragment) is a file of the built site `dir`, and the fragment an id on it. */
function resolves(dir: string, href: string): boolean {
  const [path, fragment] = href.split('#') as [string, string | undefined];
  const file = path.endsWith('/') ? join(dir, path, 'index.html') : join(dir, path);
  if (!existsSync(file)) return false;
  if (!fragment) return true;
  return cheerio.load(readFileSync(file, 'utf8'))(`[id="${fragment}"]`).length === 1;
}

test('/sources/ lists every source of /api/sources.json once, in the group of its platform or with the pricing pages', () => {
  assert.ok(page, '/sources/ was built');
  const rows = $('tr[data-source]').toArray();
  assert.equal(rows.length, api.count);
  assert.deepEqual(rows.map((r) => $(r).attr('data-source')).sort(), api.sources.map((s) => s.id).sort());
  for (const s of api.sources) {
    const row = $(`#${sourceAnchor(s.id)}`);
    assert.equal(row.length, 1, s.id);
    assert.equal(row.closest('section').attr('data-source-group'), s.kind === 'pricing' ? 'pricing' : s.platform, s.id);
    assert.equal(text(row.find('th').text()), s.name);
    // Its official addresses, linked.
    assert.deepEqual(
      row
        .find('td[data-label="Official page"] a')
        .toArray()
        .map((a) => $(a).attr('href')),
      s.urls,
      s.id,
    );
    assert.equal(Number(row.find('td[data-records]').attr('data-records')), s.records, s.id);
    assert.match(text(row.find('td[data-label="Records held"]').text()), new RegExp(`^${s.records}( plans?)?$`), s.id);
    assert.ok(text(row.find('td[data-label="How it is read"]').text()).length > 10, s.id);
  }
});

test('a collector that never ran says so, and a source no stored copy measured says "not measured" and why, as the API does', () => {
  const never = api.sources.filter((s) => s.status === 'never_run');
  assert.ok(never.length > 0);
  for (const s of never) {
    const run = $(`#${sourceAnchor(s.id)} td[data-run]`);
    assert.equal(run.attr('data-run'), 'never_run', s.id);
    assert.equal(text(run.text()), 'never run', s.id);
    assert.equal(run.find('time').length, 0, s.id);
  }
  for (const s of api.sources) {
    const cell = $(`#${sourceAnchor(s.id)} td[data-not-measured]`);
    if (s.coverage?.measured) continue;
    assert.equal(cell.length, 1, s.id);
    assert.equal(cell.attr('colspan'), '3');
    if (s.kind === 'pricing') {
      assert.equal(s.coverage, null, s.id);
      assert.equal(text(cell.text()), COVERAGE_NOT_FOR_PRICING, s.id);
    } else {
      assert.equal(s.coverage?.statement, COVERAGE_NOT_MEASURED, s.id);
      assert.equal(text(cell.text()), COVERAGE_NOT_MEASURED, s.id);
    }
  }
  assert.match(text($('[data-source-totals]').text()), new RegExp(`^${api.count} sources: 17 change sources, coverage measured for 0; `));
});

test('every link of /sources/ resolves; the page links /api/sources.json, and each platform page links its group', () => {
  const hrefs = $('main a[href]')
    .toArray()
    .map((a) => $(a).attr('href')!)
    .filter((h) => h.startsWith('/'));
  assert.ok(hrefs.includes(API_PATHS.getSourceStatus));
  for (const h of hrefs) assert.ok(resolves(SITE, h), h);
  for (const g of $('section[data-source-group]').toArray()) {
    const p = $(g).attr('data-source-group')!;
    if (p === 'pricing') continue;
    const platform = load(`${platformPath(p as never).slice(1)}index.html`);
    const link = platform('section[aria-labelledby="sources"] a').filter((_, a) => platform(a).attr('href') === platformSourcesPath(p as never));
    assert.equal(link.length, 1, `${p} links ${platformSourcesPath(p as never)}`);
    assert.ok(resolves(SITE, platformSourcesPath(p as never)), p);
  }
  // Each tool's pricing page links its own row where the page lists its pricing source, and never a row that is not there.
  const listed = new Set(api.sources.filter((s) => s.kind === 'pricing').map((s) => s.tool_id));
  assert.ok(listed.size > 0 && listed.size < TOOL_SLUGS.length, 'the fixture lists some pricing sources, not all');
  for (const t of TOOL_SLUGS) {
    const pricing = load(`${toolPath(t).slice(1)}index.html`);
    assert.equal(pricing(`main a[href="${toolSourcePath(t)}"]`).length, listed.has(t) ? 1 : 0, `${toolPath(t)} links ${toolSourcePath(t)}`);
    if (listed.has(t)) assert.ok(resolves(SITE, toolSourcePath(t)), toolSourcePath(t));
  }
  // The footer of every page, llms.txt and the sitemap list it.
  assert.equal(load('index.html')(`footer a[href="${SOURCES_PATH}"]`).length, 1);
  assert.ok(read('llms.txt').includes(`/sources/): `));
  assert.ok(read('sitemap-0.xml').includes('/sources/</loc>'));
});

test('JSON-LD: an ItemList of every source, each item an anchor of the page', () => {
  const [ld] = jsonLd($);
  assert.equal(ld?.['@type'], 'ItemList');
  assert.equal(ld?.numberOfItems, api.count);
  const items = ld?.itemListElement as { url: string; name: string }[];
  assert.ok(items.length > 0);
  for (const it of items) assert.equal($(`[id="${new URL(it.url).hash.slice(1)}"]`).length, 1, it.url);
});

test("real content: the coverage figures on /sources/ equal /api/sources.json's for every measured source", () => {
  const dir = realSite();
  const real = cheerio.load(readFileSync(join(dir, 'sources/index.html'), 'utf8'));
  const published = readJson<{ sources: Published[] }>(dir, 'api/sources.json').sources;
  let measured = 0;
  for (const s of published) {
    const row = real(`#${sourceAnchor(s.id)}`);
    assert.equal(row.length, 1, s.id);
    assert.equal(Number(row.find('td[data-records]').attr('data-records')), s.records, s.id);
    const r = s.copy_run;
    if (!r) {
      assert.equal(text(row.find('td[data-not-measured]').text()), s.coverage?.statement ?? COVERAGE_NOT_FOR_PRICING, s.id);
      continue;
    }
    measured++;
    assert.equal(s.coverage?.measured, true, s.id);
    assert.equal(row.find('td[data-not-measured]').length, 0, s.id);
    assert.equal(text(row.find('td[data-label="Entries on the copy"]').text()), r.entries.toLocaleString('en-US'), s.id);
    assert.equal(Number(row.find('td[data-entries]').attr('data-entries')), r.entries, s.id);
    assert.equal(Number(row.find('td[data-share]').attr('data-share')), r.share, s.id);
    const share = text(row.find('td[data-label="Share matched"]').text());
    // The same percentage and count as the API's statement ("… 75 entries: 75 held (100%)").
    const stated = /(\d[\d,]*) entr(?:y|ies): (\d[\d,]*) held \(([\d.]+%)\)/.exec(s.coverage!.statement)!;
    assert.ok(share.startsWith(`${stated[3]} (${r.matched.toLocaleString('en-US')} of ${r.entries.toLocaleString('en-US')} held`), `${s.id}: ${share}`);
    assert.equal(stated[2], String(r.matched), s.id);
    if (r.below_bar) assert.ok(share.includes(`${r.below_bar} below the record bar`), s.id);
    else assert.doesNotMatch(share, /below the record bar/, s.id);
    // Each copy the run read: its address linked, its grade, its date as the data states it.
    for (const c of r.copies) {
      const item = row.find(`p[data-copy="${c.url}"]`);
      assert.equal(item.length, 1, `${s.id}: ${c.url}`);
      assert.equal(item.find('a').attr('href'), c.url);
      assert.equal(text(item.find('a').text()), c.name);
      assert.equal(text(item.find('.badge-grade').text()), 'capture');
      assert.equal(text(item.find('[data-copy-when]').text()), copyWhen(c));
      // A copy that holds only part of its page is marked so; a whole one is not.
      assert.equal(item.find('[data-copy-excerpt]').length, c.excerpt ? 1 : 0, `${s.id}: ${c.url}`);
    }
  }
  assert.ok(measured >= 15, `${measured} measured`);
  // The Amazon release notes as a reader sees them.
  assert.equal(text(real('#source-amazon-ads-release-notes td[data-label="Share matched"]').text()), '25.1% (83 of 331 held, 248 below the record bar)');
  assert.equal(text(real('#source-amazon-ads-release-notes td[data-run]').text()), 'never run');
});
