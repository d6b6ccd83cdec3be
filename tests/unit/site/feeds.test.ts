/** Atom and RSS feeds, parsed back with a real feed parser. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseFeed } from '@rowanmanning/feed-parser';
import { atomFeed, rssFeed, FEED_LIMIT } from '../../../src/site/feeds.ts';
import { dataset, rec } from './_data.ts';

const nasty = 'Escaping <script>alert(1)</script> ]]> & "quotes" \'single\' 🚀';

// The first compilation: everything first seen on one day, the sources' dates years apart.
const compiled = '2026-06-01T08:00:00Z';
const records = [
  rec(1, { first_seen: compiled, published_date: '2021-03-04', title: nasty, summary: `Summary with ${nasty}` }),
  rec(2, { first_seen: compiled, changed_at: '2026-06-07T00:00:00Z', published_date: '2026-05', effective_date: '2026-09', effective_date_precision: 'month' }),
  rec(3, { platform: 'x-ads', first_seen: compiled, categories: ['policy', 'announcement'], effective_date: '2024-02-01', effective_date_precision: 'day' }),
  // No source date (a future deadline only): last, and no published date is made up.
  rec(4, { first_seen: '2026-06-03T00:00:00Z', effective_date: '2027-01-01', effective_date_precision: 'day' }),
];

test('Atom: newest by source date first (first seen does not count), published from the source, updated from the record', () => {
  const ds = dataset(records);
  const feed = parseFeed(atomFeed(ds)).toJSON();
  assert.equal(feed.meta.type, 'atom');
  assert.deepEqual(
    feed.items.map((i) => i.id),
    ['google-ads-0000000002', 'x-ads-0000000003', 'google-ads-0000000001', 'google-ads-0000000004'].map((id) => `https://changeline.test/changes/${id}/`),
  );
  for (const i of feed.items) {
    assert.match(i.url!, /^https:\/\/changeline\.test\/changes\/[a-z-]+-[0-9a-f]{10}\/$/);
    assert.ok(i.updated, 'updated date');
  }
  assert.deepEqual(
    feed.items.map((i) => [i.published ?? null, i.updated]),
    [
      ['2026-05-01T00:00:00.000Z', '2026-06-07T00:00:00.000Z'],
      ['2024-02-01T00:00:00.000Z', '2026-06-01T08:00:00.000Z'],
      ['2021-03-04T00:00:00.000Z', '2026-06-01T08:00:00.000Z'],
      [null, '2026-06-03T00:00:00.000Z'],
    ],
  );
  assert.match(feed.items[0]!.description!, /Published by the source May 2026\./);
  const escaped = feed.items.find((i) => i.id?.endsWith('google-ads-0000000001/'))!;
  assert.equal(escaped.title, `Google Ads: ${nasty}`);
  assert.ok(escaped.description!.includes(`Summary with ${nasty}`));
  assert.equal(feed.self, 'https://changeline.test/feed.xml');
  assert.equal(feed.updated, '2026-06-07T00:00:00.000Z');
  assert.match(feed.items[0]!.description!, /September 2026 \(the source gives the month, not the day\)/);
});

test('a platform feed holds only that platform and points to itself', () => {
  const ds = dataset(records);
  const feed = parseFeed(atomFeed(ds, 'x-ads')).toJSON();
  assert.deepEqual(
    feed.items.map((i) => i.id),
    ['https://changeline.test/changes/x-ads-0000000003/'],
  );
  assert.equal(feed.self, 'https://changeline.test/feeds/x-ads.xml');
  assert.deepEqual(
    feed.items[0]!.categories.map((c) => c.term),
    ['x-ads', 'policy', 'announcement'],
  );
});

test('RSS: same entries and order, permalink guids, text intact', () => {
  const ds = dataset(records);
  const feed = parseFeed(rssFeed(ds)).toJSON();
  assert.equal(feed.meta.type, 'rss');
  assert.deepEqual(
    feed.items.map((i) => i.id),
    parseFeed(atomFeed(ds))
      .toJSON()
      .items.map((i) => i.id),
  );
  assert.equal(feed.items.at(-2)!.title, `Google Ads: ${nasty}`);
  assert.equal(feed.items[2]!.published, '2021-03-04T00:00:00.000Z');
  assert.equal(feed.items.at(-1)!.published, null, 'no pubDate when the source states no date');
});

test(`feeds keep the newest ${FEED_LIMIT} records`, () => {
  // Same source day for all: first seen breaks the tie, newest first.
  const many = Array.from({ length: FEED_LIMIT + 3 }, (_, i) =>
    rec(i + 10, {
      published_date: '2025-01-01',
      first_seen: `2026-01-01T00:${String(Math.floor(i / 60)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}Z`,
    }),
  );
  const feed = parseFeed(atomFeed(dataset(many))).toJSON();
  assert.equal(feed.items.length, FEED_LIMIT);
  assert.equal(feed.items[0]!.id, `https://changeline.test/changes/google-ads-${(FEED_LIMIT + 12).toString(16).padStart(10, '0')}/`);
});

test('CDATA sections sit right against their element: no white space added to a text', () => {
  const ds = dataset(records);
  for (const xml of [atomFeed(ds), rssFeed(ds)]) {
    assert.match(xml, /<!\[CDATA\[/, 'the nasty texts use CDATA');
    assert.doesNotMatch(xml, />\s+<!\[CDATA\[/);
    assert.doesNotMatch(xml, /\]\]>\s+</);
  }
  const rss = parseFeed(rssFeed(ds)).toJSON();
  const item = rss.items.find((i) => i.title === `Google Ads: ${nasty}`)!;
  assert.equal(item.description, item.description!.trim());
});

// Version records (issue 20): the entry names the platform and the event its date announces.
const versions = [
  rec(20, {
    platform: 'meta-ads',
    title: 'Meta Graph API v27.0',
    categories: ['announcement'],
    published_date: '2026-05-04',
    release_date: '2026-05-04',
    api: 'Graph API',
    api_version: 'v27.0',
  }),
  // Still categorised as a sunset, with a release and a projected sunset: its entry is the release.
  rec(21, {
    title: 'Google Ads API v26.1',
    categories: ['api_version_sunset'],
    release_date: '2026-04-28',
    effective_date: '2027-05',
    effective_date_precision: 'month',
    api: 'Google Ads API',
    api_version: 'v26.1',
  }),
  // A sunset notice, published after the release.
  rec(22, {
    title: 'Google Ads API v21 sunset',
    categories: ['api_version_sunset'],
    published_date: '2026-03-25',
    release_date: '2025-08-06',
    effective_date: '2026-08-05',
    effective_date_precision: 'day',
    api: 'Google Ads API',
    api_version: 'v21',
  }),
];

test('version entries name platform and event; a release is not categorised as a sunset, a sunset notice is', () => {
  const ds = dataset([...records, ...versions]);
  const atom = parseFeed(atomFeed(ds)).toJSON();
  const rss = parseFeed(rssFeed(ds)).toJSON();
  const byId = (id: string) => atom.items.find((i) => i.id === `https://changeline.test/changes/${id}/`)!;
  const release = byId('meta-ads-0000000014');
  assert.equal(release.title, 'Meta Ads: Graph API v27.0 released');
  assert.deepEqual(
    release.categories.map((c) => c.term),
    ['meta-ads', 'announcement'],
  );
  const planned = byId('google-ads-0000000015');
  assert.equal(planned.title, 'Google Ads: Google Ads API v26.1 released');
  assert.ok(!planned.categories.some((c) => c.term === 'api_version_sunset' || /sunset/i.test(c.label ?? '')));
  assert.match(planned.description!, /Released 28 April 2026\. Sunset May 2027 \(the source gives the month, not the day\)\./);
  const notice = byId('google-ads-0000000016');
  assert.equal(notice.title, 'Google Ads: Google Ads API v21 sunset');
  assert.ok(notice.categories.some((c) => c.term === 'api_version_sunset'));
  for (const feed of [atom, rss]) {
    for (const i of feed.items) assert.match(i.title!, /^(Google Ads|Meta Ads|X Ads): /, 'every title names its platform');
    assert.ok(!feed.items.some((i) => /released$/.test(i.title!) && i.categories.some((c) => /sunset/i.test(`${c.term ?? ''} ${c.label ?? ''}`))));
  }
});
