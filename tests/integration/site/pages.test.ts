/** Every built page: head metadata, JSON-LD type, working internal links, sitemap. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PLATFORM_SLUGS, TOOL_SLUGS } from '../../../src/schemas/common.ts';
import { SITEMAP_INDEX_PATH, sitemapPath } from '../../../src/model/links.ts';
import { changes, expectedLdType, jsonLd, load, pages, read, ORIGIN, SITE } from './_site.ts';
import { lastVerifiedSentence, recordedHowSentence } from '../../../src/site/recorded-how.ts';
import type { SourceStatus } from '../../../src/schemas/status.ts';
import { readJson } from '../../support/read-json.ts';
import { expandSafe } from '../../support/jsonld.ts';
import { ROOT } from '../../../src/build/repo-root.ts';

const all = pages();

test('every record, platform, tool and main page was built', () => {
  const paths = new Set(all.map((p) => p.path));
  for (const c of changes()) assert.ok(paths.has(`/changes/${c.id}/`), c.id);
  for (const p of PLATFORM_SLUGS) assert.ok(paths.has(`/platforms/${p}/`), p);
  for (const t of TOOL_SLUGS) assert.ok(paths.has(`/pricing/${t}/`), t);
  for (const p of ['/', '/changes/', '/upcoming/', '/platforms/', '/versions/', '/pricing/', '/newsletter/', '/api/', '/mcp/', '/search/', '/404/']) {
    assert.ok(paths.has(p), p);
  }
});

test('each page has a title, a description, a canonical address and Open Graph tags', () => {
  for (const { file, path } of all) {
    const $ = load(file);
    assert.ok($('title').text().trim().length > 5, `${path} title`);
    const desc = $('meta[name="description"]').attr('content') ?? '';
    assert.ok(desc.length > 20 && desc.length <= 320, `${path} description`);
    if (path !== '/404/') {
      assert.equal($('link[rel="canonical"]').attr('href'), `${ORIGIN}${path}`, `${path} canonical`);
      assert.equal($('meta[property="og:url"]').attr('content'), `${ORIGIN}${path}`, `${path} og:url`);
    }
    assert.ok($('meta[property="og:title"]').attr('content'), `${path} og:title`);
    assert.ok($('meta[property="og:description"]').attr('content'), `${path} og:description`);
    assert.equal($('html').attr('lang'), 'en');
    assert.equal($('h1').length, 1, `${path} has one h1`);
  }
});

test('each page carries one JSON-LD block that parses and has the right @type', () => {
  for (const { file, path } of all) {
    const ld = jsonLd(load(file));
    assert.equal(ld.length, 1, path);
    assert.equal(ld[0]!['@context'], 'https://schema.org', path);
    assert.equal(ld[0]!['@type'], expectedLdType(path), path);
  }
});

test('JSON-LD: every page expands under jsonld.js safe mode; one Dataset by @id on home and /api/; change pages name author and the Dataset', async () => {
  for (const { file, path } of all) {
    const [node] = await expandSafe(jsonLd(load(file))[0]!);
    assert.ok(node, path);
  }
  const [home] = jsonLd(load('index.html'));
  const [api] = jsonLd(load('api/index.html'));
  assert.deepEqual(api, home, 'the same Dataset on both pages');
  assert.equal(home!['@id'], `${ORIGIN}/#dataset`);
  for (const c of changes()) {
    const [ld] = jsonLd(load(`changes/${c.id}/index.html`));
    const partOf = ld!.isPartOf as Record<string, unknown>;
    assert.equal(partOf['@id'], home!['@id'], c.id);
    assert.equal(partOf.description, home!.description, c.id);
    assert.deepEqual(ld!.author, { '@type': 'Organization', name: 'Changeline', url: `${ORIGIN}/` }, c.id);
  }
});

test('every page has a share image: an absolute og:image of a built 1200×630 PNG, its alt text, a large Twitter card', () => {
  for (const { file, path } of all) {
    const $ = load(file);
    const url = $('meta[property="og:image"]').attr('content') ?? '';
    assert.ok(url.startsWith(`${ORIGIN}/og/`), `${path}: ${url}`);
    const png = readFileSync(join(SITE, new URL(url).pathname));
    assert.equal(png.subarray(1, 4).toString('latin1'), 'PNG', path);
    assert.deepEqual([png.readUInt32BE(16), png.readUInt32BE(20)], [1200, 630], path);
    assert.ok(($('meta[property="og:image:alt"]').attr('content') ?? '').length > 20, path);
    assert.equal($('meta[name="twitter:card"]').attr('content'), 'summary_large_image', path);
  }
  const c = changes()[0]!;
  assert.equal(load(`changes/${c.id}/index.html`)('meta[property="og:image"]').attr('content'), `${ORIGIN}/og/platforms/${c.platform}.png`);
});

test('the search page ends with </html>: its script is inside the document', () => {
  const html = read('search/index.html').trimEnd();
  assert.ok(html.endsWith('</html>'), html.slice(-200));
  const $ = load('search/index.html');
  assert.equal($('body script[type="module"]').length, 1);
});

test('every internal link and anchor points to something that was built', () => {
  const exists = (p: string) => {
    const clean = decodeURIComponent(p.split(/[?#]/)[0]!);
    if (clean.endsWith('/')) return existsSync(join(SITE, clean, 'index.html'));
    return existsSync(join(SITE, clean));
  };
  const ids = new Map<string, Set<string>>();
  const idsOf = (file: string) => {
    if (!ids.has(file)) {
      const $ = load(file);
      ids.set(
        file,
        new Set(
          $('[id]')
            .toArray()
            .map((el) => $(el).attr('id')!),
        ),
      );
    }
    return ids.get(file)!;
  };
  const broken: string[] = [];
  for (const { file, path } of all) {
    const $ = load(file);
    for (const el of $('a[href], link[href]').toArray()) {
      const href = $(el).attr('href')!;
      if (href.startsWith('#')) {
        if (href.length > 1 && !idsOf(file).has(href.slice(1))) broken.push(`${path} -> ${href}`);
        continue;
      }
      // A webcal:// link (the subscribe page's calendars) is the same file of this site, opened by a calendar app.
      const webcal = ORIGIN.replace(/^https?:\/\//, 'webcal://');
      const local = href.startsWith(ORIGIN) ? href.slice(ORIGIN.length) || '/' : href.startsWith(webcal) ? href.slice(webcal.length) : href;
      if (local.startsWith('/')) {
        if ((local === '/changeline-mcp.mjs' || local === '/changeline-check.mjs') && !existsSync(join(SITE, local))) continue; // published by the bundle build steps
        if (!exists(local)) broken.push(`${path} -> ${href}`);
      } else {
        assert.match(href, /^(https:\/\/|mailto:)/, `${path}: ${href}`);
      }
    }
  }
  assert.deepEqual(broken, []);
});

test('the sitemap lists every page but the 404, each with a lastmod, and robots.txt points to it', () => {
  const index = read(SITEMAP_INDEX_PATH.slice(1));
  const ISO = '\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{3})?Z';
  assert.match(index, new RegExp(`<sitemap><loc>${ORIGIN}${sitemapPath(0).replace('.', '\\.')}</loc><lastmod>${ISO}</lastmod></sitemap>`));
  const map = read(sitemapPath(0).slice(1));
  const entries = new Map([...map.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map((m) => [m[1]!, m[2]]));
  for (const { path } of all) {
    if (path === '/404/') assert.ok(!entries.has(`${ORIGIN}${path}`));
    else assert.match(entries.get(`${ORIGIN}${path}`) ?? '', new RegExp(`^${ISO}$`), `${path} is listed with a lastmod`);
  }
  // A change page's lastmod is its record's last change (the same instant; the sitemap writes milliseconds).
  for (const c of changes()) assert.equal(Date.parse(entries.get(c.url) ?? ''), Date.parse(c.changed_at ?? c.first_seen ?? c.fetched_at), c.id);
  assert.match(read('robots.txt'), new RegExp(`Sitemap: ${ORIGIN}${SITEMAP_INDEX_PATH}`));
});

test('the 404 page is not indexed and offers search and the main pages', () => {
  const $ = load('404.html');
  assert.equal($('meta[name="robots"]').attr('content'), 'noindex');
  assert.equal($('main form[action="/search/"]').length, 1);
  for (const p of ['/changes/', '/upcoming/', '/platforms/', '/pricing/', '/api/']) assert.equal($(`main a[href="${p}"]`).length, 1, p);
});

test('every page links the one stylesheet, minified and named by the hash of its content', () => {
  const hrefs = new Set(
    all.map(({ file }) => {
      const $ = load(file);
      return $('link[rel="stylesheet"]')
        .map((_, el) => $(el).attr('href'))
        .get()
        .join(' ');
    }),
  );
  assert.equal(hrefs.size, 1, [...hrefs].join(' | '));
  const href = [...hrefs][0]!;
  const m = /^\/assets\/site\.([0-9a-f]{10})\.css$/.exec(href);
  assert.ok(m, href);
  const css = read(href.slice(1));
  assert.equal(createHash('sha1').update(css).digest('hex').slice(0, 10), m[1], 'a changed stylesheet gets a new name');
  const source = readFileSync(join(ROOT, 'src/styles/global.css'), 'utf8');
  assert.ok(css.length < source.length * 0.85, `minified: ${css.length} of ${source.length} bytes`);
  assert.doesNotMatch(css, /\/\*/, 'no comments');
  // Every custom property and media query of the source survives minification.
  for (const name of new Set(source.match(/--[a-z0-9-]+(?=:)/g))) assert.ok(css.includes(`${name}:`), name);
  assert.equal((css.match(/@media/g) ?? []).length > 0, source.includes('@media'));
});

test('how each record was recorded is said truthfully: a hand-compiled record never reads as collected automatically; sources say their collector never ran', () => {
  const records = changes();
  assert.ok(records.length > 0);
  const full = read('llms-full.txt');
  for (const c of records) {
    const $ = load(`changes/${c.id}/index.html`);
    const words = $('p.recorded-how').text().replace(/\s+/g, ' ').trim();
    assert.equal(words, `How it was recorded: ${recordedHowSentence(c)}`, c.id);
    if (c.recorded_by === 'hand' && c.verification === 'unverified') {
      // A copy that could not be found again is not named, and the page says the record is unverified.
      assert.match(
        words,
        /^How it was recorded: Compiled by hand from a copy of the official page, seen on \d{1,2} [A-Z][a-z]+ \d{4}\. Unverified: the copy it was compiled from could not be found again, so it cannot be checked against its copy\.$/,
        c.id,
      );
      assert.doesNotMatch($('article').text(), /Read automatically|Read by the collector|not recorded/, c.id);
    } else if (c.recorded_by === 'hand') {
      assert.match(words, /^How it was recorded: Compiled by hand from a copy of the official page \(.+\), seen on \d{1,2} [A-Z][a-z]+ \d{4}\.$/, c.id);
      assert.doesNotMatch($('article').text(), /Read automatically|Read by the collector/, c.id);
    }
    assert.ok(full.includes(`- recorded: ${recordedHowSentence(c)}`), `${c.id} in llms-full.txt`);
    // The day the fact was last seen stated, on the page (as a day a script can read) and in llms-full.txt.
    const verified = $('p.last-verified');
    assert.equal(verified.attr('data-last-verified'), c.last_verified, c.id);
    assert.equal(verified.text().replace(/\s+/g, ' ').trim(), lastVerifiedSentence(c), c.id);
    assert.match(verified.text(), /^Last verified \d{1,2} [A-Z][a-z]+ \d{4}: /, c.id);
    assert.ok(full.includes(`- last verified: ${lastVerifiedSentence(c)}`), `${c.id} last verified in llms-full.txt`);
  }
  const sources = readJson<{ summary: Record<string, number>; sources: SourceStatus[] }>(SITE, 'api/sources.json');
  assert.equal(sources.sources.length, sources.summary.never_run);
  assert.deepEqual([sources.summary.ok, sources.summary.failed], [0, 0]);
  for (const s of sources.sources) assert.deepEqual([s.status, s.last_run_at, s.records_by_collector ?? 0], ['never_run', null, 0], s.id);
  const x = load('platforms/x-ads/index.html');
  const item = x('ul.collectors li[data-source="x-ads-versioning"]').text().replace(/\s+/g, ' ');
  assert.match(
    item,
    /X Ads API versions: Not yet read by an automatic collector: its \d+ records? (was|were) compiled by hand \(\d+ from (a copy|copies) of the official page\)\./,
  );
  // Coverage is said for every change source, plainly when no stored copy measured it (none in this content).
  assert.ok(item.trimEnd().endsWith('No stored copy read by its collector: coverage not measured.'), item);
  const published = sources.sources as (SourceStatus & { coverage: { measured: boolean; statement: string } | null })[];
  for (const s of published) {
    if (s.kind === 'pricing') assert.equal(s.coverage, null, s.id);
    else assert.deepEqual(s.coverage, { measured: false, statement: 'No stored copy read by its collector: coverage not measured.' }, s.id);
  }
});
