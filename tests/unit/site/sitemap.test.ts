/** The sitemap: which pages, in what order, with which lastmod, split into files under an index. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as cheerio from 'cheerio';
import { buildSitemap, pageLastmods, sitemapOrder, SITEMAP_ENTRY_LIMIT } from '../../../src/lib/sitemap.ts';
import { ctx, rec } from './_data.ts';
import type { Tool } from '../../../src/schemas/pricing.ts';

const SITE = ctx.site;

function urls(xml: string): { loc: string; lastmod: string | undefined }[] {
  const $ = cheerio.load(xml, { xml: true });
  return $('url')
    .toArray()
    .map((el) => ({ loc: $(el).find('loc').text(), lastmod: $(el).find('lastmod').text() || undefined }));
}

const tool = (id: Tool['id'], last_snapshot: string | null, fetched_at: string | null = null) =>
  ({ id, last_snapshot, fetched_at }) as Pick<Tool, 'id' | 'last_snapshot' | 'fetched_at'>;

test('platform, tool and list pages take the newest of their records; pages without records the newest of all', () => {
  const a = rec(1, { platform: 'meta-ads', first_seen: '2026-03-01T00:00:00Z' });
  const b = rec(2, { platform: 'meta-ads', first_seen: '2026-01-01T00:00:00Z', changed_at: '2026-04-01T08:00:00Z' });
  const c = rec(3, { platform: 'x-ads', first_seen: '2026-02-01T00:00:00Z' });
  const lm = pageLastmods({
    changes: [a, b, c],
    tools: [tool('clay', '2026-04-20', '2026-04-20T09:00:00Z'), tool('hunter', null, null)],
    events: [
      { tool_id: 'clay', date: '2026-05-03' },
      { tool_id: 'hunter', date: '2026-02-10' },
    ],
  });
  const files = buildSitemap(
    [
      '',
      'changes/',
      `changes/${a.id}/`,
      `changes/${b.id}/`,
      `changes/${c.id}/`,
      'platforms/meta-ads/',
      'platforms/x-ads/',
      'platforms/amazon-ads/',
      'pricing/',
      'pricing/clay/',
      'pricing/hunter/',
      'pricing/apollo/',
      '404/',
    ],
    SITE,
    lm,
  );
  const got = new Map(urls(files[1]!.xml).map((u) => [u.loc.slice(SITE.length), u.lastmod]));
  assert.equal(got.get(`/changes/${a.id}/`), '2026-03-01T00:00:00Z');
  assert.equal(got.get(`/changes/${b.id}/`), '2026-04-01T08:00:00Z', 'changed_at wins over first_seen');
  assert.equal(got.get('/platforms/meta-ads/'), '2026-04-01T08:00:00Z');
  assert.equal(got.get('/platforms/x-ads/'), '2026-02-01T00:00:00Z');
  assert.equal(got.get('/platforms/amazon-ads/'), '2026-04-01T08:00:00Z', 'a platform without records: the newest change');
  assert.equal(got.get('/pricing/clay/'), '2026-05-03', 'the latest price event is newer than the snapshot');
  assert.equal(got.get('/pricing/hunter/'), '2026-02-10');
  assert.equal(got.get('/pricing/'), '2026-05-03');
  assert.equal(got.get('/pricing/apollo/'), '2026-05-03', 'a tool page without a snapshot: the newest record');
  assert.equal(got.get('/'), '2026-05-03');
  assert.equal(got.get('/changes/'), '2026-05-03');
  assert.ok(!got.has('/404/'), 'status pages are not listed');
  for (const [loc, lastmod] of got) assert.ok(lastmod, `${loc} has a lastmod`);
});

test('URLs are in code-unit order, the one order of the project (hex ids sort as written, not as numbers)', () => {
  const pages = [
    'changes/x-ads-10/',
    'changes/x-ads-9/',
    '',
    'api/',
    'changes/google-ads-950e3cefbb/',
    'changes/google-ads-4959f182db/',
    'changes/google-ads-6ec386ca28/',
    'pricing/',
  ];
  const files = buildSitemap(pages, SITE, { byPath: new Map(), fallback: undefined });
  const locs = urls(files[1]!.xml).map((u) => u.loc.slice(SITE.length));
  assert.deepEqual(locs, [
    '/',
    '/api/',
    '/changes/google-ads-4959f182db/',
    '/changes/google-ads-6ec386ca28/',
    '/changes/google-ads-950e3cefbb/',
    '/changes/x-ads-10/',
    '/changes/x-ads-9/',
    '/pricing/',
  ]);
  assert.equal(sitemapOrder('/a-9/', '/a-10/'), 1);
});

test('more URLs than a file may hold are split, and the index lists every file with its newest lastmod', () => {
  const pages = Array.from({ length: 5 }, (_, i) => `p${i}/`);
  const byPath = new Map(pages.map((p, i) => [`/${p}`, `2026-01-0${i + 1}T00:00:00Z`]));
  const files = buildSitemap(pages, SITE, { byPath, fallback: undefined }, 2);
  assert.deepEqual(
    files.map((f) => f.name),
    ['sitemap-index.xml', 'sitemap-0.xml', 'sitemap-1.xml', 'sitemap-2.xml'],
  );
  const $ = cheerio.load(files[0]!.xml, { xml: true });
  const index = $('sitemap')
    .toArray()
    .map((el) => [$(el).find('loc').text(), $(el).find('lastmod').text()]);
  assert.deepEqual(index, [
    [`${SITE}/sitemap-0.xml`, '2026-01-02T00:00:00Z'],
    [`${SITE}/sitemap-1.xml`, '2026-01-04T00:00:00Z'],
    [`${SITE}/sitemap-2.xml`, '2026-01-05T00:00:00Z'],
  ]);
  assert.deepEqual(
    files.slice(1).flatMap((f) => urls(f.xml).map((u) => u.loc)),
    pages.map((p) => `${SITE}/${p}`),
  );
  assert.equal(SITEMAP_ENTRY_LIMIT, 45_000, 'the limit @astrojs/sitemap used, under the protocol maximum of 50,000');
});

test('addresses are escaped as XML', () => {
  const files = buildSitemap(['a&b/', "q'<x>/"], 'https://example.test/', { byPath: new Map(), fallback: '2026-01-01T00:00:00Z' });
  assert.match(files[1]!.xml, /<loc>https:\/\/example\.test\/a&amp;b\/<\/loc>/);
  assert.match(files[1]!.xml, /<loc>https:\/\/example\.test\/q&apos;&lt;x&gt;\/<\/loc>/);
  assert.deepEqual(
    urls(files[1]!.xml).map((u) => u.loc),
    ['https://example.test/a&b/', "https://example.test/q'<x>/"],
  );
});
