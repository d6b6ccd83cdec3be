/** iCalendar files, parsed back with ical.js. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import ICAL from 'ical.js';
import { MAX_EVENTS, MIN_EVENTS, buildCalendar, calendarChanges, eventUid } from '../../../src/site/calendar.ts';
import { dataset, rec } from './_data.ts';

const nasty = 'Escaping <script>alert(1)</script>; a, b \\ & "q" 🚀';

function events(text: string) {
  const cal = new ICAL.Component(ICAL.parse(text));
  return cal.getAllSubcomponents('vevent').map((v) => ({ v, e: new ICAL.Event(v) }));
}

const ds = dataset([
  rec(1, { effective_date: '2026-07-01', effective_date_precision: 'day', title: nasty, tentative: true }),
  rec(2, { effective_date: '2026-09', effective_date_precision: 'month' }),
  rec(3, { effective_date: '2026-06-14', effective_date_precision: 'day' }),
  rec(4, { effective_date: null, effective_date_precision: null }),
  rec(5, { effective_date: '2026-06', effective_date_precision: 'month', platform: 'x-ads' }),
  rec(6, { effective_date: '2025-06-15', effective_date_precision: 'day' }),
  rec(7, { effective_date: '2025-06-14', effective_date_precision: 'day' }),
]);
// Built 2026-06-15: records 1, 2 and 5 are upcoming, 3 and 6 took effect within the past year, 7 a year and a day ago.

test('one all-day event per upcoming effective date and per deadline of the past year; older and undated ones are left out', () => {
  const list = events(buildCalendar(ds, ds.changes));
  assert.deepEqual(
    list.map(({ e }) => e.uid).sort(),
    ['google-ads-0000000001', 'google-ads-0000000002', 'google-ads-0000000003', 'google-ads-0000000006', 'x-ads-0000000005']
      .map((id) => eventUid({ id }))
      .sort(),
  );
  for (const { e } of list) assert.equal(e.startDate.isDate, true);
});

test(`a calendar with fewer than ${MIN_EVENTS} recent deadlines keeps the most recent older ones`, () => {
  const old = dataset([
    rec(1, { effective_date: '2021-03-01', effective_date_precision: 'day', platform: 'x-ads' }),
    rec(2, { effective_date: '2022-10', effective_date_precision: 'month', platform: 'x-ads' }),
    rec(3, { effective_date: '2020-01-01', effective_date_precision: 'day', platform: 'x-ads' }),
    rec(4, { effective_date: '2019-01-01', effective_date_precision: 'day', platform: 'x-ads' }),
    rec(5, { effective_date: null, effective_date_precision: null, platform: 'x-ads' }),
  ]);
  assert.deepEqual(
    calendarChanges(old.changes, old.ctx.today)
      .map((c) => c.id)
      .sort(),
    ['x-ads-0000000001', 'x-ads-0000000002', 'x-ads-0000000003'],
  );
  const list = events(buildCalendar(old, old.byPlatform.get('x-ads')!, 'x-ads'));
  assert.equal(list.length, 3);
});

test('a superseded record is in no calendar, past or upcoming', () => {
  const sup = dataset([
    rec(1, { effective_date: '2026-10', effective_date_precision: 'month', superseded_by: 'google-ads-0000000002' }),
    rec(2, { effective_date: '2026-10-15', effective_date_precision: 'day' }),
    rec(3, { effective_date: '2026-05-01', effective_date_precision: 'day', superseded_by: 'google-ads-0000000002' }),
  ]);
  assert.deepEqual(
    events(buildCalendar(sup, sup.changes)).map(({ e }) => e.uid),
    [eventUid({ id: 'google-ads-0000000002' })],
  );
});

test('a platform with no dated record still gets a valid calendar: one event on the build day saying so', () => {
  const text = buildCalendar(ds, ds.byPlatform.get('snapchat-ads')!, 'snapchat-ads');
  const list = events(text);
  assert.equal(list.length, 1);
  assert.equal(list[0]!.e.startDate.toString(), ds.ctx.today);
  assert.match(list[0]!.e.summary, /no Snapchat Ads deadlines on record yet/);
  assert.equal(list[0]!.v.getFirstPropertyValue('url'), 'https://changeline.test/platforms/snapchat-ads/');
});

test('every line of a calendar, the last one too, ends with CRLF', () => {
  for (const text of [buildCalendar(ds, ds.changes), buildCalendar(ds, [], 'amazon-ads')]) {
    assert.ok(text.endsWith('END:VCALENDAR\r\n'));
    assert.doesNotMatch(text, /[^\r]\n/);
  }
});

test('a day is that day; a month is one all-day event on its first day, titled as a month; no event spans more than one day', () => {
  const list = events(buildCalendar(ds, ds.changes));
  const day = list.find(({ e }) => e.uid === eventUid({ id: 'google-ads-0000000001' }))!;
  assert.equal(day.e.startDate.toString(), '2026-07-01');
  assert.equal(day.e.endDate.toString(), '2026-07-02');
  assert.equal(day.v.getFirstPropertyValue('status'), 'TENTATIVE');
  const month = list.find(({ e }) => e.uid === eventUid({ id: 'google-ads-0000000002' }))!;
  assert.equal(month.e.startDate.toString(), '2026-09-01');
  assert.equal(month.e.endDate.toString(), '2026-09-02');
  assert.equal(month.e.summary, 'Google Ads: Test record 2 — takes effect in September 2026; day not announced');
  assert.equal(month.v.getFirstPropertyValue('status'), 'CONFIRMED');
  const current = list.find(({ e }) => e.uid === eventUid({ id: 'x-ads-0000000005' }))!;
  assert.equal(current.e.startDate.toString(), '2026-06-01');
  assert.equal(current.e.endDate.toString(), '2026-06-02');
  for (const { e } of list) {
    const start = e.startDate.toJSDate().getTime();
    assert.equal(e.endDate.toJSDate().getTime() - start, 24 * 60 * 60 * 1000, `${e.summary}: one day`);
  }
});

const versionDs = dataset([
  rec(1, {
    platform: 'meta-ads',
    title: 'Meta Marketing API v25.0',
    categories: ['api_version_sunset'],
    published_date: '2026-02-18',
    release_date: '2026-02-18',
    effective_date: '2027-02-23',
    effective_date_precision: 'day',
    api: 'Marketing API',
    api_version: 'v25.0',
  }),
  rec(2, {
    title: 'Google Ads API v23',
    categories: ['api_version_sunset'],
    release_date: '2026-01-28',
    effective_date: '2027-02',
    effective_date_precision: 'month',
    tentative: true,
    api: 'Google Ads API',
    api_version: 'v23',
  }),
  rec(3, { platform: 'microsoft-ads', title: 'Smart Pages retired', effective_date: '2026-07-31', effective_date_precision: 'day' }),
]);

test('every SUMMARY names its event: a version\'s sunset, a month as a month, a title that says it, else "takes effect"', () => {
  const list = events(buildCalendar(versionDs, versionDs.changes));
  assert.deepEqual(list.map(({ e }) => e.summary).sort(), [
    'Google Ads: Google Ads API v23 sunset in February 2027; day not announced (tentative)',
    'Meta Ads: Marketing API v25.0 sunset',
    'Microsoft Advertising: Smart Pages retired',
  ]);
  const meta = list.find(({ e }) => e.uid === eventUid({ id: 'meta-ads-0000000001' }))!;
  assert.match(meta.e.description, /^Sunset: 23 February 2027\.\nReleased: 18 February 2026\./);
  assert.deepEqual(
    meta.v.getAllProperties('categories').map((p) => p.getFirstValue()),
    ['API version sunset'],
  );
});

test('every deadline event alarms 30 and 7 days before; the "no deadlines" placeholder does not', () => {
  for (const d of [ds, versionDs]) {
    const list = events(buildCalendar(d, d.changes));
    assert.ok(list.length > 0);
    for (const { v, e } of list) {
      const alarms = v.getAllSubcomponents('valarm');
      assert.deepEqual(alarms.map((a) => a.getFirstPropertyValue('trigger')!.toString()).sort(), ['-P30D', '-P7D'], e.summary);
      for (const a of alarms) {
        assert.equal(a.getFirstPropertyValue('action'), 'DISPLAY');
        assert.ok(String(a.getFirstPropertyValue('description')).includes(e.summary));
      }
    }
  }
  const empty = events(buildCalendar(ds, [], 'amazon-ads'));
  assert.equal(empty[0]!.v.getAllSubcomponents('valarm').length, 0);
});

test('texts survive escaping and the event links the record and its source', () => {
  const list = events(buildCalendar(ds, ds.changes));
  const day = list.find(({ e }) => e.uid === eventUid({ id: 'google-ads-0000000001' }))!;
  assert.equal(day.e.summary, `Google Ads: ${nasty} — takes effect (tentative)`);
  assert.equal(day.v.getFirstPropertyValue('url'), 'https://changeline.test/changes/google-ads-0000000001/');
  assert.ok(day.e.description.includes('https://developers.google.com/google-ads/api/docs/deprecations'));
});

test('a platform calendar is named for it and holds what it is given', () => {
  const text = buildCalendar(ds, ds.byPlatform.get('x-ads')!, 'x-ads');
  const cal = new ICAL.Component(ICAL.parse(text));
  assert.match(String(cal.getFirstPropertyValue('x-wr-calname')), /X Ads/);
  assert.equal(events(text).length, 1);
  assert.equal(buildCalendar(ds, ds.changes), buildCalendar(ds, ds.changes), 'deterministic output');
});

test(`a calendar holds at most ${MAX_EVENTS} events: the soonest upcoming deadlines, then the most recent past ones`, () => {
  // Built 2026-06-15: MAX_EVENTS - 50 upcoming deadlines (one a day from 2026-06-16) and 100 of the past year (one a day back from 2026-06-14).
  const ahead = MAX_EVENTS - 50;
  const day = (base: string, n: number) => new Date(Date.parse(`${base}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
  const many = dataset([
    ...Array.from({ length: ahead }, (_, i) => rec(i + 1, { effective_date: day('2026-06-16', i), effective_date_precision: 'day' })),
    ...Array.from({ length: 100 }, (_, i) => rec(1000 + i, { effective_date: day('2026-06-14', -i), effective_date_precision: 'day' })),
  ]);
  const shown = calendarChanges(many.changes, many.ctx.today);
  assert.equal(shown.length, MAX_EVENTS);
  const dates = shown.map((c) => c.effective_date!).sort();
  // Every upcoming one, and the 50 most recent past ones: 2026-04-26 .. 2026-06-14.
  assert.equal(dates.filter((d) => d > '2026-06-15').length, ahead);
  assert.equal(dates[0], day('2026-06-14', -49));
  assert.equal(events(buildCalendar(many, many.changes)).length, MAX_EVENTS);
  // More upcoming deadlines than the cap: the soonest ones.
  const beyond = dataset(
    Array.from({ length: MAX_EVENTS + 20 }, (_, i) => rec(i + 1, { effective_date: day('2026-06-16', i), effective_date_precision: 'day' })),
  );
  const soon = calendarChanges(beyond.changes, beyond.ctx.today).map((c) => c.effective_date!);
  assert.equal(soon.length, MAX_EVENTS);
  assert.equal(soon.sort().at(-1), day('2026-06-16', MAX_EVENTS - 1));
});

test('the calendar of a set of platforms names the set and holds exactly their deadlines, with the UIDs and texts of their own calendars', () => {
  const mixed = dataset([
    rec(1, { effective_date: '2026-07-01', effective_date_precision: 'day' }),
    rec(2, { effective_date: '2026-08-01', effective_date_precision: 'day', platform: 'meta-ads' }),
    rec(3, { effective_date: '2026-09-01', effective_date_precision: 'day', platform: 'x-ads' }),
  ]);
  const text = buildCalendar(
    mixed,
    mixed.changes.filter((c) => c.platform !== 'x-ads'),
    ['meta-ads', 'google-ads'],
  );
  const cal = new ICAL.Component(ICAL.parse(text));
  assert.equal(cal.getFirstPropertyValue('x-wr-calname'), 'Changeline: Google Ads and Meta Ads deadlines');
  const list = events(text);
  assert.deepEqual(list.map(({ e }) => e.uid).sort(), [eventUid({ id: 'google-ads-0000000001' }), eventUid({ id: 'meta-ads-0000000002' })]);
  const meta = events(buildCalendar(mixed, mixed.byPlatform.get('meta-ads')!, 'meta-ads'))[0]!;
  const inSet = list.find(({ e }) => e.uid === meta.e.uid)!;
  assert.equal(inSet.v.toString(), meta.v.toString());
});

test("events are made once per build: a calendar of the same record in another build shows that build's text, not the first one's", () => {
  const first = dataset([rec(1, { effective_date: '2026-07-01', effective_date_precision: 'day', title: 'First title' })]);
  const second = dataset([rec(1, { effective_date: '2026-07-01', effective_date_precision: 'day', title: 'Second title' })]);
  const summary = (text: string) => events(text).map(({ e }) => e.summary);
  assert.match(summary(buildCalendar(first, first.changes)).join(), /First title/);
  assert.match(summary(buildCalendar(second, second.changes)).join(), /Second title/);
  // In one build, a set's calendar and the platform's own hold the same event text, and the file still ends with CRLF.
  const own = buildCalendar(first, first.changes, 'google-ads');
  const set = buildCalendar(first, first.changes, ['google-ads', 'meta-ads']);
  const vevent = (text: string) => text.slice(text.indexOf('BEGIN:VEVENT'), text.indexOf('END:VEVENT'));
  assert.equal(vevent(set), vevent(own));
  assert.ok(set.endsWith('END:VCALENDAR\r\n'));
});
