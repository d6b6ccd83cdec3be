/** Every feed parses with a real feed parser and every calendar with a real iCalendar parser. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import ICAL from 'ical.js';
import { parseFeed } from '@rowanmanning/feed-parser';
import { PLATFORM_SLUGS } from '../../../src/schemas/common.ts';
import { PLATFORM_SETS } from '../../../src/site/platform-sets.ts';
import { calendarChanges } from '../../../src/site/calendar.ts';
import { FEED_LIMIT, entryEvent } from '../../../src/site/feeds.ts';
import { deadlineEvent } from '../../../src/model/lifecycle-event.ts';
import { formatDate, oneLine, platformName } from '../../../src/site/format.ts';
import { FIXTURE_BUILD_DATE } from '../../support/fixture-site.ts';
import { changes, files, load, read, upcoming, ORIGIN } from './_site.ts';
import type { Change } from '../../../src/schemas/change.ts';
import { sourceDate } from '../../../src/model/dataset.ts';
import { startDay } from '../../../src/model/date-math.ts';

/** Sort key of a feed entry: the source's date (month as its first day), undated after every dated one. */
const sourceKey = (c: Change) => {
  const d = sourceDate(c, FIXTURE_BUILD_DATE);
  return d === null ? '' : startDay(d);
};

test('every feed file parses; entries are absolute, dated by their source, unique and newest by source date first', () => {
  const feedFiles = files().filter((f) => f === 'feed.xml' || f === 'rss.xml' || f.startsWith('feeds/'));
  // Atom and RSS of every platform, and the Atom feed of each of the 127 sets of platforms (one platform or more).
  assert.equal(feedFiles.length, 2 + PLATFORM_SETS.length);
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

test('the calendar has a one-day all-day event for every upcoming and recent effective date, a month on its first day, titled as a month', () => {
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
      assert.match(e.summary, new RegExp(`in ${formatDate(c.effective_date!)}; day not announced`));
    } else {
      assert.equal(e.startDate.toString(), c.effective_date);
    }
    assert.equal(e.duration.toSeconds(), 24 * 60 * 60, `${c.id}: one day`);
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

test('in every calendar, every SUMMARY names its event, no event spans more than one day, and deadline events alarm 30 and 7 days before', () => {
  const byId = new Map(changes().map((c) => [c.id, c]));
  let seen = 0;
  for (const file of ['calendar.ics', ...PLATFORM_SLUGS.map((p) => `calendars/${p}.ics`)]) {
    for (const { v, e } of events(file).list) {
      assert.ok(e.endDate.toJSDate().getTime() - e.startDate.toJSDate().getTime() <= 24 * 60 * 60 * 1000, `${file}: ${e.summary}`);
      const c = byId.get(e.uid.split('@')[0]!);
      if (!c) continue; // the "no deadlines yet" placeholder
      seen++;
      const ev = deadlineEvent(c)!;
      assert.ok(e.summary.startsWith(`${platformName(c.platform)}: `), `${file}: ${e.summary}`);
      // The event by name, or in the record's own words when its title says it (retired, stop serving, sunset).
      assert.ok(e.summary.includes(` ${ev.name}`) || (ev.inTitle && e.summary.includes(oneLine(c.title))), `${file}: ${e.summary}`);
      if (c.api_version !== undefined) assert.match(e.summary, / (sunset|retired)( in |$| \()/, `${file}: ${e.summary}`);
      assert.deepEqual(
        v
          .getAllSubcomponents('valarm')
          .map((a) => a.getFirstPropertyValue('trigger')!.toString())
          .sort(),
        ['-P30D', '-P7D'],
        `${file}: ${e.summary}`,
      );
    }
  }
  assert.ok(seen > 5, `${seen} deadline events checked`);
});

test('every feed title names its platform; no entry for a version release carries a sunset category', () => {
  const byUrl = new Map(changes().map((c) => [c.url, c]));
  let releases = 0;
  for (const f of ['feed.xml', 'rss.xml', ...PLATFORM_SLUGS.map((p) => `feeds/${p}.xml`)]) {
    for (const i of parseFeed(read(f)).toJSON().items) {
      const c = byUrl.get(i.id ?? '')!;
      assert.ok(i.title!.startsWith(`${platformName(c.platform)}: `), `${f}: ${i.title}`);
      const ev = entryEvent(c, FIXTURE_BUILD_DATE);
      if (ev?.kind !== 'release') continue;
      releases++;
      assert.ok(i.title!.endsWith(' released'), `${f}: ${i.title}`);
      const cats = i.categories.map((k) => `${k.term ?? ''} ${k.label ?? ''}`).join(' | ');
      assert.doesNotMatch(cats, /sunset/i, `${f}: ${i.title}`);
    }
  }
  assert.ok(releases > 0, 'the fixture has version releases in its feeds');
});
