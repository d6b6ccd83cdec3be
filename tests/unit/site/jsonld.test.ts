/** schema.org JSON-LD: types, distributions, and serialization that cannot break out of its script element. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as cheerio from 'cheerio';
import { datasetLd, itemListLd, serializeJsonLd, techArticleLd, webPageLd, ITEM_LIST_LIMIT } from '../../../src/site/jsonld.ts';
import { ENDPOINTS, FILES } from '../../../src/api/endpoints.ts';
import { ctx, dataset, rec } from './_data.ts';
import { expandSafe, S } from '../../support/jsonld.ts';

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
  const ld = datasetLd(ds);
  assert.equal(ld['@type'], 'Dataset');
  assert.equal(ld['@id'], `${ctx.site}/#dataset`);
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
  assert.deepEqual(
    list.slice(0, 2).map((x) => x.position),
    [1, 2],
  );
  assert.equal(webPageLd({ name: 'n', description: 'd', url: 'u', site: ctx.site })['@type'], 'WebPage');
});

test('TechArticle: an author, and the Dataset it is part of by the same @id, with a description', async () => {
  const ds = dataset([rec(3, { summary: 'Sum' })]);
  const [article] = await expandSafe(techArticleLd(ds.changes[0]!, ds));
  const [data] = await expandSafe(datasetLd(ds));
  const partOf = (article![S('isPartOf')] as Record<string, unknown>[])[0]!;
  assert.equal(partOf['@id'], data!['@id']);
  assert.deepEqual(partOf['@type'], [S('Dataset')]);
  assert.deepEqual(partOf[S('description')], data![S('description')]);
  const author = (article![S('author')] as Record<string, unknown>[])[0]!;
  assert.deepEqual(author['@type'], [S('Organization')]);
  assert.deepEqual(author[S('name')], [{ '@value': 'Changeline' }]);
});

test('every kind of JSON-LD expands under jsonld.js safe mode, nasty texts included', async () => {
  const ds = dataset([rec(4, { title: nasty, summary: nasty, tags: [nasty] })]);
  const docs = [
    datasetLd(ds),
    techArticleLd(ds.changes[0]!, ds),
    itemListLd({ name: nasty, description: 'D', url: `${ctx.site}/changes/`, items: [{ url: ds.changes[0]!.url, name: nasty }], total: 1, order: 'ascending' }),
    webPageLd({ name: 'n', description: nasty, url: `${ctx.site}/x/`, site: ctx.site }),
  ];
  for (const doc of docs) {
    const back = JSON.parse(serializeJsonLd(doc));
    const [node] = await expandSafe(back);
    assert.ok(node && (node['@type'] as string[]).length === 1, JSON.stringify(doc).slice(0, 80));
  }
  // The checker is real: safe mode refuses what it cannot interpret.
  await assert.rejects(expandSafe({ '@context': 'https://schema.org', '@type': 'Thing', '@idd': 'x' }));
  await assert.rejects(expandSafe({ '@context': 'https://schema.org', '@type': 'Thing', '@id': 'not an iri' }));
});

test('list orders: ascending for soonest-first and A to Z, none when not given', () => {
  const base = { name: 'L', description: 'D', url: `${ctx.site}/x/`, items: [], total: 0 };
  assert.equal(itemListLd({ ...base, order: 'ascending' }).itemListOrder, 'https://schema.org/ItemListOrderAscending');
  assert.equal(itemListLd({ ...base, order: 'descending' }).itemListOrder, 'https://schema.org/ItemListOrderDescending');
  assert.equal('itemListOrder' in itemListLd(base), false);
});
