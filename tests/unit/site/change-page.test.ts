/**
 * A change page's body made as a string (src/site/change-page.ts): everything from the record is escaped as Astro
 * escapes it (Astro's own escapeHTML and addAttribute), a browser's parser reads back the record's own text, and no
 * markup from a record becomes an element; pagefind's part is the same article with the ignored text left out.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as cheerio from 'cheerio';
import { escapeHTML } from 'astro/runtime/server/escape.js';
import { addAttribute } from 'astro/runtime/server/render/util.js';
import { changeArticleHtml, changePageHtml } from '../../../src/site/change-page.ts';
import { changeSearchHtml } from '../../../src/site/change-search.ts';
import { changeListHtml } from '../../../src/site/change-list.ts';
import { attribute } from '../../../src/site/astro-html.ts';
import { dataset, rec } from './_data.ts';

const HOSTILE = `</p><script>alert("x")</script> & "double" 'single' <!-- \u2028line\u2029 &amp; 🚀`;

test('attribute() writes what Astro writes for name={value}: nothing for undefined or null, the bare name for an empty string', () => {
  for (const v of [undefined, null, '', 'plain', 'a&b', 'say "hi"', "it's", '<b>', 5, 0, HOSTILE]) {
    assert.equal(attribute('data-x', v), String(addAttribute(v, 'data-x')), String(v));
  }
});

function hostileDataset() {
  const other = rec(2, { title: `Replacement ${HOSTILE}`, effective_date: '2026-09-01', categories: ['deprecation'] });
  const c = rec(1, {
    title: `Title ${HOSTILE}`,
    summary: `Summary ${HOSTILE}`,
    source_name: `Source ${HOSTILE}`,
    source_url: 'https://example.com/docs?a=1&b="2"#<x>',
    source_label: `Label ${HOSTILE}`,
    tags: [`tag ${HOSTILE}`],
    effective_date: '2026-08',
    tentative: true,
    in_source: false,
    last_seen_in_source: '2026-05-01T08:00:00Z',
    superseded_by: other.id,
    categories: ['deprecation', 'breaking_change'],
  });
  return { ds: dataset([c, other]), id: c.id, otherId: other.id };
}

test('hostile text in every field of a record is escaped as Astro escapes it, and reads back as the same text', () => {
  const { ds, id, otherId } = hostileDataset();
  const c = ds.byId.get(id)!;
  const html = changePageHtml(c, [ds.byId.get(otherId)!], ds);
  // Astro's own escaping of each value, as text and as an attribute, is what the string holds.
  for (const v of [c.title, c.summary!, c.source_name!, c.source_label!, c.tags![0]!]) assert.ok(html.includes(escapeHTML(v)), v);
  assert.ok(html.includes(String(addAttribute(c.source_url, 'href'))));
  assert.ok(!html.includes('<script'), 'no script element from a record');
  assert.ok(!html.includes('<!--'), 'no comment opener from a record');
  const $ = cheerio.load(`<main>${html}</main>`);
  assert.equal($('script').length, 0);
  assert.equal($('h1').text(), c.title);
  assert.equal($('p.summary').text(), c.summary);
  assert.equal($('a.source-link').text(), c.source_name);
  assert.equal($('a.source-link').attr('href'), c.source_url);
  assert.equal($('span.url').text(), c.source_url);
  assert.ok(
    $('dd')
      .toArray()
      .some((el) => $(el).text() === c.source_label),
  );
  // The callouts and the related list: the replacement's hostile title is text too.
  assert.match($('p.callout-muted').first().text(), /^Superseded\. Replaced by Replacement <\/p><script>/);
  assert.equal($('p.callout-warn').length, 1);
  assert.match($('p.callout-muted').last().text(), /stopped listing this record after 1 May 2026\./);
  assert.equal($('aside ul.rows li a').first().text(), `Replacement ${HOSTILE}`);
  assert.equal($('aside ul.rows').attr('aria-label'), 'Related Google Ads changes');
  // U+2028 and U+2029 are text in HTML (not line ends of a script): kept as they are, as Astro keeps them.
  assert.ok(html.includes('\u2028line\u2029'));
});

test('pagefind gets the same article with the indexed elements, and no text from the ignored ones', () => {
  const { ds, id } = hostileDataset();
  const c = ds.byId.get(id)!;
  const page = cheerio.load(changePageHtml(c, [], ds));
  const index = cheerio.load(changeSearchHtml(c, ds));
  assert.equal(index('article').length, 1);
  assert.equal(changeSearchHtml(c, ds), `<html lang="en"><body>${changeArticleHtml(c, ds, 'index')}</body></html>`);
  // Every element pagefind reads for meta, filters, sort and weights is in both, with the same value and the same
  // text once the ignored elements (whose text pagefind does not read) are taken out; the chips hold filters, so stay.
  for (const $ of [page, index]) $('[data-pagefind-ignore]:not(.chips)').remove();
  for (const sel of ['[data-pagefind-meta]', '[data-pagefind-filter]', '[data-pagefind-sort]', '[data-pagefind-weight]', '[id]']) {
    const of = ($: cheerio.CheerioAPI) =>
      $(sel)
        .toArray()
        .map((el) => [sel, $(el).attr(sel.slice(1, -1)), $(el).text()]);
    assert.deepEqual(of(index), of(page), sel);
  }
  assert.equal(index('article').text(), page('article').text());
  // pagefind's part has no text in the ignored elements (but the headings, and the chips' filters), which the page has.
  const indexed = cheerio.load(changeSearchHtml(c, ds));
  indexed('[data-pagefind-ignore]:not(.chips):not(h2):not(section)').each((_, el) => assert.equal(indexed(el).text(), ''));
  indexed('section[data-pagefind-ignore] > :not(h2)').each((_, el) => assert.equal(indexed(el).text(), ''));
  const shown = cheerio.load(changePageHtml(c, [], ds));
  assert.match(shown('.facts').text(), /Month precision/);
  assert.match(shown('p.cite').text(), /^Cite this: Source /);
  assert.match(shown('section[aria-labelledby="dates"] dl').text(), /First seen by Changeline/);
});

test('a list of changes: the list element with its id and label, one row per change', () => {
  const { ds, id, otherId } = hostileDataset();
  const html = changeListHtml([ds.byId.get(id)!, ds.byId.get(otherId)!], { id: 'x', label: `L ${HOSTILE}` });
  const $ = cheerio.load(html);
  assert.equal($('ul.rows#x').attr('aria-label'), `L ${HOSTILE}`);
  assert.equal($('li.row').length, 2);
  assert.equal(changeListHtml([], {}), '<ul class="rows"></ul>');
});
