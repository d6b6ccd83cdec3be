/** Every feed parses with a real feed parser and every calendar with a real iCalendar parser. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import ICAL from 'ical.js';
import { parseFeed } from '@rowanmanning/feed-parser';
import { PLATFORM_SLUGS } from '../../../src/schemas/common.ts';
import { FEED_LIMIT } from '../../../src/lib/feeds.ts';
import { calendarChanges } from '../../../src/lib/calendar.ts';
import { FIXTURE_BUILD_DATE } from '../../../scripts/lib/fixture-site.ts';
import { changes, files, load, read, upcoming, ORIGIN } from './_site.ts';
import type { Change } from '../../../src/schemas/change.ts';
import { sourceDate } from '../../../src/lib/dataset.ts';
import { startDay } from '../../../src/lib/date-math.ts';

/** Sort key of a feed entry: the source's date (month as its first day), undated after every dated one. */
const sourceKey = (c: Change) => {
  const d = sourceDate(c, FIXTURE_BUILD_DATE);
  return d === null ? '' : startDay(d);
};

test('every feed file parses; entries are absolute, dated by their source, unique and newest by source date first', () => {
  const feedFiles = files().filter((f) => f === 'feed.xml' || f === 'rss.xml' || f.startsWith('feeds/'));
  assert.equal(feedFiles.length, 2 + PLATFORM_SLUGS.length);
  const byUrl = new Map(changes().map((c) => [c.url, c]));
  for (const f of feedFiles) {
    const feed = parseFeed(read(f)).toJSON();
    assert.equal(feed.meta.type, f === 'rss.xml' ? 'rss' : 'atom', f);
    assert.ok(feed.title, f);
    const ids = feed.items.map((i) => i.id);
    assert.equal(new Set(ids).size, ids.length, `${f}: unique ids`);
    for (const i of feed.items) {
      const c = byUrl.get(i.id ?? '');
      assert.ok(c, `${f}: entry id ${i.id} is a record address`);
      assert.equal(i.url, c.url);
      assert.ok(i.url!.startsWith(`${ORIGIN}/changes/`));
      const key = sourceKey(c);
      // Published is the source's date, never the collection time; none when the source states no date.
      assert.equal(i.published, key ? `${key}T00:00:00.000Z` : null, `${f}: ${c.id} published`);
      if (f !== 'rss.xml') assert.equal(i.updated, new Date(c.changed_at ?? c.first_seen ?? c.fetched_at).toISOString(), `${f}: updated`);
    }
    const order = feed.items.map((i) => sourceKey(byUrl.get(i.id ?? '')!));
    assert.deepEqual(order, [...order].sort().reverse(), `${f}: newest source date first`);
    if (f === 'feed.xml') assert.ok(new Set(order).size > 5, `${f}: the fixture's source dates differ`);
  }
});

test("the home page's latest list is the head of the feed, with the source's dates", () => {
  const $ = load('index.html');
  const rows = $('section[aria-labelledby="latest"] .row').toArray();
  const feed = parseFeed(read('feed.xml')).toJSON();
  assert.ok(rows.length >= 5);
  assert.deepEqual(
    rows.map((r) => $(r).find('.row-main > a').attr('href')),
    feed.items.slice(0, rows.length).map((i) => new URL(i.url!).pathname),
  );
  const byPath = new Map(changes().map((c) => [new URL(c.url).pathname, c]));
  for (const r of rows) {
    const c = byPath.get($(r).find('.row-main > a').attr('href')!)!;
    assert.equal($(r).find('time').attr('datetime'), sourceDate(c, FIXTURE_BUILD_DATE) ?? undefined, c.id);
  }
});

test('the main feeds hold the newest records; a platform feed holds only its platform', () => {
  const all = changes();
  const atom = parseFeed(read('feed.xml')).toJSON();
  assert.equal(atom.items.length, Math.min(all.length, FEED_LIMIT));
  assert.equal(atom.self, `${ORIGIN}/feed.xml`);
  for (const p of PLATFORM_SLUGS) {
    const feed = parseFeed(read(`feeds/${p}.xml`)).toJSON();
    const mine = all.filter((c) => c.platform === p);
    assert.deepEqual(new Set(feed.items.map((i) => i.id)), new Set(mine.slice(0, FEED_LIMIT).map((c) => c.url)), p);
    assert.equal(feed.items.length, Math.min(mine.length, FEED_LIMIT), p);
    assert.equal(feed.self, `${ORIGIN}/feeds/${p}.xml`);
  }
});

function events(file: string) {
  const cal = new ICAL.Component(ICAL.parse(read(file)));
  return { cal, list: cal.getAllSubcomponents('vevent').map((v) => ({ v, e: new ICAL.Event(v) })) };
}

test('the calendar has an all-day event for every upcoming and recent effective date, month dates spanning their month', () => {
  const up = calendarChanges(changes(), FIXTURE_BUILD_DATE);
  const ids = new Set(up.map((c) => c.id));
  assert.ok(
    upcoming().every((c) => ids.has(c.id)),
    'every upcoming record is in',
  );
  const { list } = events('calendar.ics');
  assert.deepEqual(list.map(({ e }) => e.uid.split('@')[0]).sort(), up.map((c) => c.id).sort());
  const months = up.filter((c) => c.effective_date_precision === 'month');
  assert.ok(months.length > 0, 'the fixture has a month-precision upcoming date');
  for (const { e, v } of list) {
    const c = up.find((x) => e.uid === `${x.id}@changeline`)!;
    assert.equal(e.startDate.isDate, true);
    assert.equal(v.getFirstPropertyValue('url'), c.url);
    if (c.effective_date!.length === 7) {
      assert.equal(e.startDate.toString(), `${c.effective_date}-01`);
      assert.equal(e.endDate.day, 1);
      assert.match(e.summary, /some day in/);
    } else {
      assert.equal(e.startDate.toString(), c.effective_date);
      assert.equal(e.duration.days, 1);
    }
    assert.equal(v.getFirstPropertyValue('status'), c.tentative ? 'TENTATIVE' : 'CONFIRMED');
  }
});

test('each platform has its own calendar with just its deadlines', () => {
  for (const p of PLATFORM_SLUGS) {
    const { cal, list } = events(`calendars/${p}.ics`);
    assert.ok(String(cal.getFirstPropertyValue('x-wr-calname')).length > 0);
    const mine = calendarChanges(
      changes().filter((c) => c.platform === p),
      FIXTURE_BUILD_DATE,
    )
      .map((c) => c.id)
      .sort();
    const uids = list.map(({ e }) => e.uid.split('@')[0]).sort();
    assert.deepEqual(uids, mine.length ? mine : [`no-deadlines-${p}`], p);
  }
});
