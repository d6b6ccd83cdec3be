/** Atom and RSS feeds, parsed back with a real feed parser. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseFeed } from '@rowanmanning/feed-parser';
import { atomFeed, rssFeed, FEED_LIMIT } from '../../../src/lib/feeds.ts';
import { dataset, rec } from './_data.ts';

const nasty = 'Escaping <script>alert(1)</script> ]]> & "quotes" \'single\' 🚀';

const records = [
  rec(1, { first_seen: '2026-06-03T00:00:00Z', title: nasty, summary: `Summary with ${nasty}` }),
  rec(2, { first_seen: '2026-06-05T00:00:00Z', changed_at: '2026-06-07T00:00:00Z', effective_date: '2026-09', effective_date_precision: 'month' }),
  rec(3, { platform: 'x-ads', first_seen: '2026-06-04T00:00:00Z', categories: ['policy', 'announcement'] }),
];

test('Atom: newest first, ids are the record addresses, absolute links, updated dates, texts intact', () => {
  const ds = dataset(records);
  const feed = parseFeed(atomFeed(ds)).toJSON();
  assert.equal(feed.meta.type, 'atom');
  assert.deepEqual(
    feed.items.map((i) => i.id),
    ['google-ads-0000000002', 'x-ads-0000000003', 'google-ads-0000000001'].map((id) => `https://changeline.test/changes/${id}/`),
  );
  for (const i of feed.items) {
    assert.match(i.url!, /^https:\/\/changeline\.test\/changes\/[a-z-]+-[0-9a-f]{10}\/$/);
    assert.ok(i.updated, 'updated date');
  }
  assert.equal(feed.items[0]!.updated, '2026-06-07T00:00:00.000Z');
  assert.equal(feed.items[0]!.published, '2026-06-05T00:00:00.000Z');
  const escaped = feed.items.find((i) => i.id?.endsWith('google-ads-0000000001/'))!;
  assert.equal(escaped.title, nasty);
  assert.ok(escaped.description!.includes(`Summary with ${nasty}`));
  assert.equal(feed.self, 'https://changeline.test/feed.xml');
  assert.equal(feed.updated, '2026-06-07T00:00:00.000Z');
  assert.match(feed.items[0]!.description!, /September 2026 \(the source gives the month, not the day\)/);
});

test('a platform feed holds only that platform and points to itself', () => {
  const ds = dataset(records);
  const feed = parseFeed(atomFeed(ds, 'x-ads')).toJSON();
  assert.deepEqual(feed.items.map((i) => i.id), ['https://changeline.test/changes/x-ads-0000000003/']);
  assert.equal(feed.self, 'https://changeline.test/feeds/x-ads.xml');
  assert.deepEqual(feed.items[0]!.categories.map((c) => c.term), ['x-ads', 'policy', 'announcement']);
});

test('RSS: same entries and order, permalink guids, text intact', () => {
  const ds = dataset(records);
  const feed = parseFeed(rssFeed(ds)).toJSON();
  assert.equal(feed.meta.type, 'rss');
  assert.deepEqual(feed.items.map((i) => i.id), parseFeed(atomFeed(ds)).toJSON().items.map((i) => i.id));
  assert.equal(feed.items.at(-1)!.title, nasty);
});

test(`feeds keep the newest ${FEED_LIMIT} records`, () => {
  const many = Array.from({ length: FEED_LIMIT + 3 }, (_, i) => rec(i + 10, { first_seen: `2026-01-01T00:${String(Math.floor(i / 60)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}Z` }));
  const feed = parseFeed(atomFeed(dataset(many))).toJSON();
  assert.equal(feed.items.length, FEED_LIMIT);
  assert.equal(feed.items[0]!.id, `https://changeline.test/changes/google-ads-${(FEED_LIMIT + 12).toString(16).padStart(10, '0')}/`);
});
