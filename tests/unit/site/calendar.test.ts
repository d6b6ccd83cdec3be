/** iCalendar files, parsed back with ical.js. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import ICAL from 'ical.js';
import { buildCalendar, eventUid } from '../../../src/lib/calendar.ts';
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
]);

test('one all-day event per upcoming effective date; past and undated records are left out', () => {
  const list = events(buildCalendar(ds, ds.upcoming));
  assert.deepEqual(list.map(({ e }) => e.uid).sort(), ['google-ads-0000000001', 'google-ads-0000000002', 'x-ads-0000000005'].map((id) => eventUid({ id })).sort());
  for (const { e } of list) assert.equal(e.startDate.isDate, true);
});

test('a day is that day; a month spans the whole month and says so', () => {
  const list = events(buildCalendar(ds, ds.upcoming));
  const day = list.find(({ e }) => e.uid === eventUid({ id: 'google-ads-0000000001' }))!;
  assert.equal(day.e.startDate.toString(), '2026-07-01');
  assert.equal(day.e.endDate.toString(), '2026-07-02');
  assert.equal(day.v.getFirstPropertyValue('status'), 'TENTATIVE');
  const month = list.find(({ e }) => e.uid === eventUid({ id: 'google-ads-0000000002' }))!;
  assert.equal(month.e.startDate.toString(), '2026-09-01');
  assert.equal(month.e.endDate.toString(), '2026-10-01');
  assert.match(month.e.summary, /some day in September 2026/);
  assert.equal(month.v.getFirstPropertyValue('status'), 'CONFIRMED');
  const current = list.find(({ e }) => e.uid === eventUid({ id: 'x-ads-0000000005' }))!;
  assert.equal(current.e.startDate.toString(), '2026-06-01');
  assert.equal(current.e.endDate.toString(), '2026-07-01');
});

test('texts survive escaping and the event links the record and its source', () => {
  const list = events(buildCalendar(ds, ds.upcoming));
  const day = list.find(({ e }) => e.uid === eventUid({ id: 'google-ads-0000000001' }))!;
  assert.equal(day.e.summary, `Google Ads: ${nasty} (tentative)`);
  assert.equal(day.v.getFirstPropertyValue('url'), 'https://changeline.test/changes/google-ads-0000000001/');
  assert.ok(day.e.description.includes('https://developers.google.com/google-ads/api/docs/deprecations'));
});

test('a platform calendar is named for it and holds what it is given', () => {
  const text = buildCalendar(ds, ds.upcoming.filter((c) => c.platform === 'x-ads'), 'x-ads');
  const cal = new ICAL.Component(ICAL.parse(text));
  assert.match(String(cal.getFirstPropertyValue('x-wr-calname')), /X Ads/);
  assert.equal(events(text).length, 1);
  assert.equal(buildCalendar(ds, ds.upcoming), buildCalendar(ds, ds.upcoming), 'deterministic output');
});
