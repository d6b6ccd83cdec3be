/**
 * Subscriptions for any set of platforms, on the built fixture site: the
 * calendar and Atom feed of every set, the JSON Feed, and the subscribe
 * page's links (its behaviour in a browser: tests/e2e/subscribe.spec.ts).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import ICAL from 'ical.js';
import { parseFeed } from '@rowanmanning/feed-parser';
import { parseJsonFeed } from 'feedsmith';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { PLATFORM_SLUGS, type PlatformSlug } from '../../../src/schemas/common.ts';
import { FEED_LIMIT } from '../../../src/site/feeds.ts';
import { calendarChanges } from '../../../src/site/calendar.ts';
import { FIXTURE_BUILD_DATE } from '../../support/fixture-site.ts';
import { calendarPath, platformFeedPath, ATOM_PATH, CALENDAR_PATH, JSON_FEED_PATH, RSS_PATH } from '../../../src/model/links.ts';
import { PLATFORM_SETS } from '../../../src/site/platform-sets.ts';
import { calendarProblems } from '../../support/validators.ts';
import { JSON_FEED_1_1_SCHEMA } from '../../support/jsonfeed-schema.ts';
import { changes, files, load, read, ORIGIN } from './_site.ts';

const file = (path: string) => path.slice(1);
/** Each VEVENT of a calendar by UID, as its full text. */
function vevents(path: string): Map<string, string> {
  const cal = new ICAL.Component(ICAL.parse(read(file(path))));
  return new Map(cal.getAllSubcomponents('vevent').map((v) => [String(v.getFirstPropertyValue('uid')), v.toString()]));
}
const calName = (path: string) => String(new ICAL.Component(ICAL.parse(read(file(path)))).getFirstPropertyValue('x-wr-calname'));
const isPlaceholder = (uid: string) => uid.startsWith('no-deadlines-');

test('every one of the 127 sets of platforms has a calendar and an Atom feed, and no other name exists', () => {
  assert.equal(PLATFORM_SETS.length, 127);
  const cals = files().filter((f) => f.startsWith('calendars/'));
  const feeds = files().filter((f) => f.startsWith('feeds/'));
  assert.deepEqual(cals.sort(), PLATFORM_SETS.map((s) => file(calendarPath(s))).sort());
  assert.deepEqual(feeds.sort(), PLATFORM_SETS.map((s) => file(platformFeedPath(s))).sort());
  // One address per set: slugs sorted and joined by '+', whatever order they are given in.
  assert.equal(calendarPath(['meta-ads', 'google-ads']), '/calendars/google-ads+meta-ads.ics');
  assert.equal(platformFeedPath(['meta-ads', 'google-ads', 'meta-ads']), '/feeds/google-ads+meta-ads.xml');
  assert.ok(!files().includes('calendars/meta-ads+google-ads.ics'));
});

test('/calendars/google-ads+meta-ads.ics holds exactly the Google Ads and Meta Ads deadlines, as their own calendars give them', () => {
  const set: PlatformSlug[] = ['google-ads', 'meta-ads'];
  const combined = vevents('/calendars/google-ads+meta-ads.ics');
  assert.equal(calName('/calendars/google-ads+meta-ads.ics'), 'Changeline: Google Ads and Meta Ads deadlines');
  const singles = new Map<string, string>();
  for (const p of set) for (const [uid, text] of vevents(calendarPath(p))) if (!isPlaceholder(uid)) singles.set(uid, text);
  assert.ok(singles.size > 5, `${singles.size} Google and Meta deadlines in the fixture`);
  // Same events, same UIDs, same text: a client subscribed to both dedupes them.
  assert.deepEqual([...combined.keys()].sort(), [...singles.keys()].sort());
  for (const [uid, text] of combined) assert.equal(text, singles.get(uid), uid);
  const platforms = new Set([...combined.keys()].map((uid) => changes().find((c) => `${c.id}@changeline` === uid)!.platform));
  assert.deepEqual([...platforms].sort(), set);
});

test("every set calendar parses strictly and holds its platforms' deadlines by the rule of every calendar, each as its platform's calendar gives it; the set of all seven is /calendar.ics", () => {
  const single = new Map(PLATFORM_SLUGS.map((p) => [p, vevents(calendarPath(p))]));
  let checked = 0;
  for (const set of PLATFORM_SETS) {
    const path = calendarPath(set);
    assert.deepEqual(calendarProblems(read(file(path))), [], path);
    const got = vevents(path);
    // The rule (upcoming, past year, filled up to MIN_EVENTS, the nearest MAX_EVENTS) applies to the set as a whole.
    const want = calendarChanges(
      changes().filter((c) => set.includes(c.platform)),
      FIXTURE_BUILD_DATE,
    ).map((c) => `${c.id}@changeline`);
    if (want.length === 0) {
      assert.deepEqual([...got.keys()], [`no-deadlines-${set.join('+')}@changeline`], path);
      continue;
    }
    assert.deepEqual([...got.keys()].sort(), want.sort(), path);
    for (const [uid, text] of got) {
      const own = single.get(changes().find((c) => `${c.id}@changeline` === uid)!.platform)!.get(uid);
      // In its platform's calendar too (unless there it is an old deadline the set's calendar fills up with), with the same text.
      if (own !== undefined) {
        assert.equal(text, own, `${path} ${uid}`);
        checked++;
      }
    }
    // Every upcoming deadline of its platforms is in.
    for (const p of set)
      for (const c of changes())
        if (c.platform === p && c.upcoming && c.effective_date && !c.superseded_by) assert.ok(got.has(`${c.id}@changeline`), `${path} ${c.id}`);
  }
  assert.ok(checked > 500, `${checked} events compared with their platform's calendar`);
  const all = PLATFORM_SETS.at(-1)!;
  assert.equal(all.length, 7);
  assert.deepEqual(vevents(calendarPath(all)), vevents(CALENDAR_PATH));
});

test('every set feed parses, names its set, and holds the newest entries of its platforms only; the set of all seven is /feed.xml', () => {
  const all = changes();
  const atomItems = (path: string) => parseFeed(read(file(path))).toJSON();
  for (const set of PLATFORM_SETS) {
    const path = platformFeedPath(set);
    const feed = atomItems(path);
    assert.equal(feed.self, `${ORIGIN}${path}`);
    const mine = all.filter((c) => set.includes(c.platform));
    assert.equal(feed.items.length, Math.min(mine.length, FEED_LIMIT), path);
    assert.ok(
      feed.items.every((i) => set.includes(all.find((c) => c.url === i.id)!.platform)),
      path,
    );
  }
  const two = atomItems('/feeds/google-ads+meta-ads.xml');
  assert.equal(two.title, 'Changeline: Google Ads and Meta Ads changes');
  const seven = atomItems(platformFeedPath(PLATFORM_SETS.at(-1)!));
  assert.deepEqual(
    seven.items.map((i) => [i.id, i.title, i.published, i.updated]),
    atomItems(ATOM_PATH).items.map((i) => [i.id, i.title, i.published, i.updated]),
  );
});

test('/feed.json is JSON Feed 1.1 (schema from the specification, feedsmith parses it) with the same items as /feed.xml', () => {
  const text = read(file(JSON_FEED_PATH));
  const doc = JSON.parse(text) as { items: Record<string, unknown>[] } & Record<string, unknown>;
  const ajv = new Ajv2020({ strict: true, strictRequired: false, allErrors: true });
  addFormats.default(ajv);
  const validate = ajv.compile(JSON_FEED_1_1_SCHEMA);
  assert.ok(validate(doc), JSON.stringify(validate.errors, null, 2));
  // The schema can fail: an item without content, a misspelt member, a bad date.
  const bad = structuredClone(doc);
  delete bad.items[0]!.content_text;
  bad.items[1]!.date_publised = '2026-01-01';
  bad.items[2]!.date_modified = 'yesterday';
  assert.equal(validate(bad), false);
  assert.equal(validate.errors!.length >= 3, true, JSON.stringify(validate.errors));

  assert.equal(doc.feed_url, `${ORIGIN}${JSON_FEED_PATH}`);
  const parsed = parseJsonFeed(text);
  const items = parsed.items ?? [];
  const atom = parseFeed(read(file(ATOM_PATH))).toJSON();
  assert.equal(items.length, atom.items.length);
  assert.ok(items.length > 5);
  assert.deepEqual(
    items.map((i) => [i.id, i.url, i.title, i.date_published ? new Date(i.date_published).toISOString() : null, new Date(i.date_modified!).toISOString()]),
    atom.items.map((i) => [i.id, i.url, i.title, i.published, i.updated]),
  );
  const ids = items.map((i) => i.id);
  assert.equal(new Set(ids).size, ids.length, 'ids are unique');
  const byUrl = new Map(changes().map((c) => [c.url, c]));
  for (const i of items) {
    assert.equal(i.external_url, byUrl.get(i.id!)!.source_url);
    assert.match(i.content_text ?? '', /Official source: /);
  }
});

test('every page links the JSON Feed beside Atom and RSS as an alternate', () => {
  for (const page of ['index.html', 'subscribe/index.html', 'upcoming/index.html']) {
    const $ = load(page);
    const alt = (type: string) => $(`link[rel="alternate"][type="${type}"]`).first().attr('href');
    assert.equal(alt('application/atom+xml'), ATOM_PATH, page);
    assert.equal(alt('application/rss+xml'), RSS_PATH, page);
    assert.equal(alt('application/feed+json'), JSON_FEED_PATH, page);
  }
});

test("the subscribe page holds every set's addresses in its HTML, one block per set, and is linked from the footer, platform pages and /upcoming/", () => {
  const $ = load('subscribe/index.html');
  const blocks = $('.sub-set').toArray();
  assert.equal(blocks.length, PLATFORM_SETS.length + 1);
  assert.deepEqual(
    $('input[type="checkbox"]')
      .toArray()
      .map((b) => $(b).attr('value')),
    [...PLATFORM_SLUGS],
  );
  for (const set of PLATFORM_SETS.slice(0, -1)) {
    const block = $(`.sub-set[data-set="${set.join('+')}"]`);
    assert.equal(block.length, 1, set.join('+'));
    const hrefs = block
      .find('a')
      .toArray()
      .map((a) => $(a).attr('href'));
    assert.deepEqual(hrefs, [calendarPath(set), `webcal://changeline.test${calendarPath(set)}`, platformFeedPath(set)]);
    // Its classes say which boxes must be checked and which not.
    for (const p of PLATFORM_SLUGS) assert.ok(block.hasClass(set.includes(p) ? `sub-has-${p}` : `sub-no-${p}`), `${set.join('+')} ${p}`);
  }
  const every = $('.sub-set[data-set=""] a')
    .toArray()
    .map((a) => $(a).attr('href'));
  assert.deepEqual(every, [CALENDAR_PATH, `webcal://changeline.test${CALENDAR_PATH}`, ATOM_PATH, RSS_PATH, JSON_FEED_PATH]);
  for (const page of ['index.html', 'upcoming/index.html', 'platforms/meta-ads/index.html']) {
    assert.ok(load(page)('a[href="/subscribe/"]').length >= 1, page);
  }
});
