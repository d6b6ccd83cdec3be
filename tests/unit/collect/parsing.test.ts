/** Reading pages: HTML and Markdown into one outline, tables by header text, feeds, truncated documents refused. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFeedEntries } from '../../../src/collect/lib/feed.ts';
import { feedLinks, htmlOutline } from '../../../src/collect/lib/html.ts';
import { markdownOutline } from '../../../src/collect/lib/markdown.ts';
import { ShapeError, findTable, pick } from '../../../src/collect/lib/outline.ts';
import { datedSections, entriesOf } from '../../../src/collect/lib/entries.ts';

const html = (body: string) => `<!DOCTYPE html><html><head><title>t</title></head><body>${body}</body></html>`;

test('an HTML table and its Markdown twin read the same, columns found by header text in any order', () => {
  const h = htmlOutline(html('<main><table><tr><th>Path</th><th>Version</th></tr><tr><td>/12/</td><td>12.0</td></tr></table></main>'));
  const m = markdownOutline('| Version | Path |\n|---|---|\n| 12.0 | /12/ |\n');
  for (const outline of [h, m]) {
    const t = findTable(outline, ['Version', 'Path']);
    assert.deepEqual(
      pick(t.rows[0]!, t.columns).map((c) => c.text),
      ['12.0', '/12/'],
    );
  }
});

test('cells keep their lines and link texts (<br> in HTML and Markdown)', () => {
  const h = htmlOutline(html('<table><tr><th>A</th></tr><tr><td><a href="x">GET /a</a><br><a href="y">POST /b</a></td></tr></table>'));
  const m = markdownOutline('| A |\n|---|\n| [GET /a](x) <br /> [POST /b](y) |\n');
  for (const outline of [h, m]) {
    const cell = findTable(outline, ['A']).rows[0]![0]!;
    assert.deepEqual(cell.links, ['GET /a', 'POST /b']);
    assert.deepEqual(cell.lines, ['GET /a', 'POST /b']);
  }
});

test('a missing table is a shape error that names the columns it looked for', () => {
  assert.throws(
    () => findTable(markdownOutline('# Versions\n\nNo table here.'), ['Version', 'Sunset']),
    (e: Error) => {
      return e instanceof ShapeError && /"Version", "Sunset"/.test(e.message);
    },
  );
});

test('a truncated or empty HTML document is refused', () => {
  assert.throws(() => htmlOutline('<!DOCTYPE html><html><body><table><tr><td>1'), /truncated HTML/);
  assert.throws(() => htmlOutline(''), /empty response body/);
});

test('dated sections and their entries: sub-headings, or bold-led bullets under group headings', () => {
  const outline = htmlOutline(
    html(`<main><h1>Changes</h1>
      <h2>November 2024 - Version 202411</h2><h3>Breaking Changes</h3>
      <ul><li><p><strong>Ads API: Field Removed</strong></p><p>The field is gone.</p></li><li>202304 - April 15, 2024</li></ul>
      <h2>March 2024</h2><h3>Media Planning API</h3><p>Forecasts reach.</p></main>`),
  );
  const sections = datedSections(outline);
  assert.deepEqual(
    sections.map((s) => s.date),
    ['2024-11', '2024-03'],
  );
  assert.deepEqual(
    entriesOf(sections[0]!, /breaking changes/i).map((e) => [e.heading, e.text, e.group]),
    [
      ['Ads API: Field Removed', 'The field is gone.', 'Breaking Changes'],
      ['202304 - April 15, 2024', '202304 - April 15, 2024', 'Breaking Changes'],
    ],
  );
  assert.deepEqual(
    entriesOf(sections[1]!).map((e) => [e.heading, e.text]),
    [['Media Planning API', 'Forecasts reach.']],
  );
  assert.throws(() => datedSections(htmlOutline(html('<h2>Overview</h2><p>x</p>'))), /no dated headings/);
});

test('feeds: RSS and Atom entries in one shape; a truncated feed or an HTML page is refused', () => {
  const rss = `<?xml version="1.0"?><rss version="2.0"><channel><title>b</title><item><title>SOAP &amp; REST</title><link>https://example.com/p/1</link><pubDate>Wed, 30 Sep 2026 17:00:00 GMT</pubDate><category>api</category><description>&lt;p&gt;Retired on &lt;b&gt;January 31, 2027&lt;/b&gt;.&lt;/p&gt;</description></item></channel></rss>`;
  assert.deepEqual(readFeedEntries(rss), [
    { title: 'SOAP & REST', link: 'https://example.com/p/1', date: '2026-09-30T17:00:00.000Z', text: 'Retired on January 31, 2027.', categories: ['api'] },
  ]);
  const atom = `<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><title>b</title><entry><title>A</title><link rel="alternate" href="https://example.com/a"/><published>2026-01-02T00:00:00Z</published><category term="sunset"/><summary>S.</summary></entry></feed>`;
  assert.deepEqual(readFeedEntries(atom)[0], {
    title: 'A',
    link: 'https://example.com/a',
    date: '2026-01-02T00:00:00.000Z',
    text: 'S.',
    categories: ['sunset'],
  });
  assert.throws(() => readFeedEntries(rss.slice(0, 120)), /not a readable RSS\/Atom feed/);
  assert.throws(() => readFeedEntries(html('<p>moved</p>')), ShapeError);
});

test('feed autodiscovery resolves the alternate link against the page', () => {
  assert.deepEqual(
    feedLinks(
      '<html><head><link rel="alternate" type="application/atom+xml" href="/feeds/posts.xml"></head><body></body></html>',
      'https://developers.google.com/ads/blog',
    ),
    ['https://developers.google.com/feeds/posts.xml'],
  );
});
