/**
 * The fixture record whose title and summary hold `<script>alert(1)</script>`,
 * `</script><script>`, `<!--`, `&`, quotes and emoji shows them as text
 * everywhere: pages, JSON-LD, feeds, calendars, llms files, the filter index.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import ICAL from 'ical.js';
import { parseFeed } from '@rowanmanning/feed-parser';
import { changes, ESCAPE_ID, jsonLd, load, pages, read } from './_site.ts';
import { changesFilterDataPath } from '../../../src/model/links.ts';
import { platformName } from '../../../src/site/format.ts';

const rec = changes().find((c) => c.id === ESCAPE_ID)!;

test('the escaping fixture is in the build, with every troublesome text', () => {
  assert.ok(rec, 'fixture record present');
  for (const s of ['<script>alert(1)</script>', '</script><script>', '<!--', '&', '"', "'", '🚀']) assert.ok(rec.title.includes(s), s);
  for (const s of ['<script>alert(1)</script>', '</script><script>', '&', '"', "'", '🚀']) assert.ok(rec.summary!.includes(s), s);
});

test('no page holds a script element made from record text', () => {
  for (const { file, path } of pages()) {
    // Outside quoted attribute values (where < is plain text), no markup from the record may appear.
    const html = read(file).replace(/="[^"]*"/g, '=""');
    assert.ok(!html.includes('<script>alert'), `${path}: raw <script>alert`);
    assert.ok(!html.includes('</script><script>alert'), `${path}: raw </script><script>`);
    assert.ok(!html.includes('<!-- end'), `${path}: raw <!--`);
    const $ = load(file);
    for (const el of $('script').toArray()) {
      const text = $(el).text();
      if ($(el).attr('type') === 'application/ld+json') assert.ok(!/[<>]/.test(text), `${path}: markup characters in JSON-LD`);
      else assert.ok(!text.includes('alert('), `${path}: a script holds alert(`);
    }
  }
});

test('the change page shows the texts as written, in the heading, title, summary and JSON-LD', () => {
  const $ = load(`changes/${ESCAPE_ID}/index.html`);
  assert.equal($('h1').text(), rec.title);
  assert.ok($('title').text().startsWith(rec.title));
  assert.equal($('.summary').text(), rec.summary);
  assert.equal($('meta[property="og:title"]').attr('content')!.startsWith(rec.title), true);
  const ld = jsonLd($)[0]!;
  assert.equal(ld.headline, rec.title);
  assert.equal(ld.description, rec.summary);
  assert.equal($(`a[href="${rec.source_url}"]`).first().text(), rec.source_name);
});

test('list pages show the title as link text', () => {
  for (const file of ['index.html', 'changes/index.html', 'platforms/google-ads/index.html', 'upcoming/index.html']) {
    const $ = load(file);
    const links = $(`main a[href="/changes/${ESCAPE_ID}/"]`);
    assert.ok(links.length > 0, file);
    assert.equal(links.first().text(), rec.title, file);
  }
});

test('feeds carry the texts intact', () => {
  for (const file of ['feed.xml', 'rss.xml', 'feeds/google-ads.xml']) {
    const feed = parseFeed(read(file)).toJSON();
    const item = feed.items.find((i) => i.id === rec.url)!;
    assert.ok(item, file);
    assert.equal(item.title, `${platformName(rec.platform)}: ${rec.title}`, file);
    assert.ok(item.description!.includes(rec.summary!), file);
  }
});

test('calendars carry the texts intact', () => {
  for (const file of ['calendar.ics', 'calendars/google-ads.ics']) {
    const cal = new ICAL.Component(ICAL.parse(read(file)));
    const ev = cal
      .getAllSubcomponents('vevent')
      .map((v) => new ICAL.Event(v))
      .find((e) => e.uid.startsWith(`${ESCAPE_ID}@`))!;
    assert.ok(ev, file);
    assert.ok(ev.summary.includes(rec.title), file);
    assert.ok(ev.description.includes(rec.summary!), file);
  }
});

test('llms-full.txt and the filter index carry the texts as written', () => {
  const text = read('llms-full.txt');
  assert.ok(text.includes(`### ${rec.title}\n`));
  assert.ok(text.includes(`- summary: ${rec.summary}\n`));
  const file = changesFilterDataPath({ platform: rec.platform, category: '', upcoming: false }, 1).slice(1);
  const index = JSON.parse(read(file)) as { rows: [string, number, number, string, number, string][] };
  assert.equal(index.rows.find((r) => r[0] === ESCAPE_ID)![5], rec.title);
});
