/** schema.org JSON-LD: types, distributions, and serialization that cannot break out of its script element. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as cheerio from 'cheerio';
import { datasetLd, itemListLd, serializeJsonLd, techArticleLd, webPageLd, ITEM_LIST_LIMIT } from '../../../src/lib/jsonld.ts';
import { ENDPOINTS, FILES } from '../../../src/lib/endpoints.ts';
import { ctx, dataset, rec } from './_data.ts';

const nasty = 'a </script><script>alert(1)</script> <!-- b & "c" \'d\' 🚀 \u2028 </SCRIPT >';

test('serialized JSON-LD holds no markup characters and parses back to the same value', () => {
  const value = { '@type': 'Thing', name: nasty, nested: [{ x: '<!--' }] };
  const text = serializeJsonLd(value);
  assert.doesNotMatch(text, /[<>&\u2028\u2029]/);
  assert.deepEqual(JSON.parse(text), value);
});

test('inside an HTML page the script element keeps the whole JSON and nothing else becomes a script', () => {
  const html = `<!doctype html><html><head><script type="application/ld+json">${serializeJsonLd({ name: nasty })}</script></head><body><p>after</p></body></html>`;
  const $ = cheerio.load(html);
  assert.equal($('script').length, 1);
  assert.equal(JSON.parse($('script').text()).name, nasty);
  assert.equal($('body p').text(), 'after');
});

test('Dataset: license, and a distribution for the JSON endpoints, feeds, calendar and llms files', () => {
  const ds = dataset([rec(1)]);
  const ld = datasetLd(ds, `${ctx.site}/`);
  assert.equal(ld['@type'], 'Dataset');
  assert.equal(ld.license, 'https://creativecommons.org/licenses/by/4.0/');
  const urls = (ld.distribution as unknown as { contentUrl: string }[]).map((d) => d.contentUrl);
  for (const e of ENDPOINTS.filter((x) => !x.param)) assert.ok(urls.includes(`${ctx.site}${e.path}`), e.path);
  for (const f of FILES) assert.ok(urls.includes(`${ctx.site}${f.path}`), f.path);
  assert.ok(urls.includes(`${ctx.site}/calendar.ics`));
  assert.ok(urls.every((u) => u.startsWith(`${ctx.site}/`)));
});

test('TechArticle of a change cites its official source and carries its dates', () => {
  const ds = dataset([rec(2, { title: nasty, summary: 'Sum', published_date: '2026-05-02', changed_at: '2026-06-02T00:00:00Z' })]);
  const c = ds.changes[0]!;
  const ld = techArticleLd(c, ds) as unknown as Record<string, unknown>;
  assert.equal(ld['@type'], 'TechArticle');
  assert.equal(ld.headline, nasty);
  assert.equal(ld.url, c.url);
  assert.equal(ld.isBasedOn, c.source_url);
  assert.equal(ld.datePublished, '2026-05-02');
  assert.equal(ld.dateModified, '2026-06-02T00:00:00Z');
});

test('ItemList numbers its entries, caps them and still gives the total', () => {
  const items = Array.from({ length: ITEM_LIST_LIMIT + 5 }, (_, i) => ({ url: `${ctx.site}/changes/x${i}/`, name: `n${i}` }));
  const ld = itemListLd({ name: 'L', description: 'D', url: `${ctx.site}/changes/`, items, total: items.length }) as unknown as Record<string, unknown>;
  const list = ld.itemListElement as { position: number; url: string }[];
  assert.equal(list.length, ITEM_LIST_LIMIT);
  assert.equal(ld.numberOfItems, ITEM_LIST_LIMIT + 5);
  assert.deepEqual(list.slice(0, 2).map((x) => x.position), [1, 2]);
  assert.equal(webPageLd({ name: 'n', description: 'd', url: 'u', site: ctx.site })['@type'], 'WebPage');
});
