/** The events a record describes and what each is called (src/model/lifecycle-event.ts), on made-up cases and on every record in content/. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readRecords } from '../../../src/model/content-files.ts';
import { sourceDate } from '../../../src/model/dataset.ts';
import {
  EVENT_NAMES,
  deadlineEvent,
  eventCategories,
  eventOn,
  eventText,
  eventTitle,
  isLifecycleRecord,
  lifecycleCategories,
  recordEvents,
  type EventFields,
} from '../../../src/model/lifecycle-event.ts';
import type { ChangeRecord } from '../../../src/schemas/change.ts';
import { PLATFORMS } from '../../../src/model/registry.ts';

const graph27: EventFields = {
  platform: 'meta-ads',
  title: 'Meta Graph API v27.0',
  categories: ['announcement'],
  published_date: '2026-11-04',
  release_date: '2026-11-04',
  effective_date: null,
  api: 'Graph API',
  api_version: 'v27.0',
  version_status: 'active',
};
const google261: EventFields = {
  platform: 'google-ads',
  title: 'Google Ads API v26.1',
  categories: ['api_version_sunset'],
  release_date: '2026-10-28',
  effective_date: '2027-11',
  api: 'Google Ads API',
  api_version: 'v26.1',
};
const google21Notice: EventFields = {
  platform: 'google-ads',
  title: 'Google Ads API v21 sunset',
  categories: ['api_version_sunset'],
  published_date: '2026-06-25',
  release_date: '2025-08-06',
  effective_date: '2026-08-05',
  api: 'Google Ads API',
  api_version: 'v21',
};
const x8: EventFields = {
  platform: 'x-ads',
  title: 'X Ads API v8 (8.0)',
  categories: ['api_version_sunset'],
  published_date: '2020-09-08',
  release_date: '2020-09-08',
  deprecation_date: '2021-03-02',
  effective_date: '2021-08-31',
  api: 'Ads API',
  api_version: '8.0',
};
const other = (title: string, effective_date: string | null = '2026-05-31', categories: EventFields['categories'] = ['deprecation']): EventFields => ({
  platform: 'microsoft-ads',
  title,
  categories,
  effective_date,
});

test('a release-only version record: one event, released, never a sunset', () => {
  assert.deepEqual(
    recordEvents(graph27).map((e) => [e.kind, e.date]),
    [['release', '2026-11-04']],
  );
  assert.equal(deadlineEvent(graph27), null);
  const ev = eventOn(graph27, '2026-11-04')!;
  assert.equal(ev.name, 'released');
  assert.equal(eventTitle(graph27, ev), 'Meta Ads: Graph API v27.0 released');
  // Even a record still categorised api_version_sunset is not labelled a sunset on its release.
  assert.deepEqual(eventCategories({ ...graph27, categories: ['api_version_sunset'] }, ev), ['announcement']);
});

test('a version record with a release and a sunset: the release date names the release, the deadline the sunset, a month says so', () => {
  const onRelease = eventOn(google261, '2026-10-28')!;
  assert.equal(onRelease.kind, 'release');
  assert.equal(eventTitle(google261, onRelease), 'Google Ads: Google Ads API v26.1 released');
  assert.deepEqual(eventCategories(google261, onRelease), ['announcement']);
  const end = deadlineEvent(google261)!;
  assert.equal(end.name, 'sunset');
  assert.equal(eventTitle(google261, end, { month: true }), 'Google Ads: Google Ads API v26.1 sunset in November 2027; day not announced');
  assert.deepEqual(eventCategories(google261, end), ['api_version_sunset']);
});

test('a sunset notice published after the release names the sunset', () => {
  const ev = eventOn(google21Notice, '2026-06-25')!;
  assert.equal(ev.kind, 'sunset');
  assert.equal(eventTitle(google21Notice, ev), 'Google Ads: Google Ads API v21 sunset');
  assert.deepEqual(eventCategories(google21Notice, ev), ['api_version_sunset']);
});

test('release, deprecation and sunset of one version, in date order; a month matches a day of that month', () => {
  assert.deepEqual(
    recordEvents(x8).map((e) => `${e.name} ${e.date}`),
    ['released 2020-09-08', 'deprecated 2021-03-02', 'sunset 2021-08-31'],
  );
  assert.equal(eventText(x8, eventOn(x8, '2021-03-02')), 'Ads API version 8.0 deprecated');
  const linkedin: EventFields = {
    platform: 'linkedin-ads',
    title: 'LinkedIn Marketing API version 202511',
    published_date: '2025-11',
    release_date: '2025-11-03',
    api: 'LinkedIn Marketing API',
    api_version: '202511',
  };
  assert.equal(eventOn(linkedin, '2025-11')!.kind, 'release');
  assert.equal(eventText(linkedin, eventOn(linkedin, '2025-11')), 'LinkedIn Marketing API version 202511 released');
});

test('other records: the title names the end when it says retired, stops serving or sunset; else the generic event, takes effect', () => {
  assert.equal(deadlineEvent(other('Smart Pages retired'))!.name, 'retired');
  assert.equal(deadlineEvent(other('SOAP API retirement: migrate integrations and SDKs to REST'))!.name, 'retired');
  assert.equal(deadlineEvent(other('Call-only ads can no longer be created; existing ones stop serving'))!.name, 'stops serving');
  assert.equal(deadlineEvent(other('Google Ads API developer tokens sunset'))!.name, 'sunset');
  const generic = other('Granular reporting data kept for 37 months', '2026-06', ['breaking_change']);
  assert.equal(deadlineEvent(generic)!.name, 'takes effect');
  assert.equal(
    eventTitle(generic, deadlineEvent(generic), { month: true }),
    'Microsoft Advertising: Granular reporting data kept for 37 months — takes effect in June 2026; day not announced',
  );
  assert.equal(
    eventTitle(other('Smart Pages retired', '2026-05'), deadlineEvent(other('Smart Pages retired', '2026-05')), { month: true }),
    'Microsoft Advertising: Smart Pages retired (in May 2026; day not announced)',
  );
  assert.equal(deadlineEvent(other('No date here', null)), null);
  assert.equal(isLifecycleRecord(other('x')), false);
  // A version record that speaks of a retirement is retired, not "sunset".
  assert.equal(deadlineEvent({ ...x8, title: 'Bing Ads API (SOAP) retirement' })!.name, 'retired');
});

test('lifecycleCategories: api_version_sunset exactly when a deprecation or end is stated; a release is an announcement', () => {
  assert.deepEqual(lifecycleCategories(['api_version_sunset'], { effective_date: null }), ['announcement']);
  assert.deepEqual(lifecycleCategories(['api_version_sunset', 'breaking_change'], { effective_date: null }), ['breaking_change']);
  assert.deepEqual(lifecycleCategories(['announcement'], { effective_date: '2027-02' }), ['api_version_sunset']);
  assert.deepEqual(lifecycleCategories(['announcement'], { effective_date: null, version_status: 'sunset' }), ['api_version_sunset']);
  assert.deepEqual(lifecycleCategories(['deprecation', 'api_version_sunset'], { effective_date: null, version_status: 'deprecated' }), [
    'deprecation',
    'api_version_sunset',
  ]);
  assert.deepEqual(lifecycleCategories(['announcement'], { effective_date: null, deprecation_date: '2026-01-01' }), ['api_version_sunset']);
});

const records = readRecords<ChangeRecord>('content', 'changes');
const TODAY = '2026-11-27';
const VERSION_END = new Set([EVENT_NAMES.sunset, EVENT_NAMES.retirement]);

test(`every record in content/ (${records.length}) gets a sensible named event on each of its dates`, () => {
  assert.ok(records.length > 100, 'the real content is read');
  for (const c of records) {
    const events = recordEvents(c);
    const where = `${c.id} (${c.title})`;
    // One event per dated field, on that date.
    const dated = [c.release_date, c.deprecation_date, c.effective_date].filter((d) => d);
    assert.deepEqual(events.map((e) => e.date).sort(), [...dated].sort(), where);
    for (const e of events) assert.ok(Object.values(EVENT_NAMES).includes(e.name), where);
    if (c.release_date) assert.equal(events.find((e) => e.date === c.release_date && !e.deadline)?.name, 'released', where);
    const end = deadlineEvent(c);
    if (c.effective_date) {
      assert.ok(end, where);
      // A change made in a version (version_change) is no lifecycle event of the version.
      if (c.api_version !== undefined && c.version_change !== true)
        assert.ok(VERSION_END.has(end.name), `${where}: a version ends with a sunset or retirement, not "${end.name}"`);
    } else assert.equal(end, null, where);
    // What a view dated by the source names.
    const day = sourceDate(c, TODAY);
    const shown = eventOn(c, day);
    if (c.api_version !== undefined && c.version_change !== true && events.length > 0) {
      assert.ok(shown, `${where}: a dated version record always names an event`);
      const title = eventTitle(c, shown);
      assert.ok(title.startsWith(`${PLATFORMS[c.platform].name}: `) && title.endsWith(` ${shown.name}`), `${where}: ${title}`);
      // Its only dated event a release: presented as released, never as a sunset.
      if (events.length === 1 && events[0]!.kind === 'release') {
        assert.equal(shown.name, 'released', where);
        assert.ok(!eventCategories(c, shown).includes('api_version_sunset'), where);
        assert.doesNotMatch(title, /sunset/i, where);
      }
      // Shown on its release day, it is not categorised as a sunset.
      if (shown.kind === 'release') assert.ok(!eventCategories(c, shown).includes('api_version_sunset'), where);
      // The category agrees with its events (the category-events lint rule).
      assert.equal(c.categories?.includes('api_version_sunset') ?? false, lifecycleCategories(c.categories ?? [], c).includes('api_version_sunset'), where);
    }
    if (shown && day !== null && shown.kind === 'release')
      assert.ok(c.release_date && (day === c.release_date || day.slice(0, 7) === c.release_date.slice(0, 7)), where);
  }
});

test('in content/, release-only version records exist and none is categorised a sunset', () => {
  const releaseOnly = records.filter((c) => c.api_version !== undefined && recordEvents(c).every((e) => e.kind === 'release') && recordEvents(c).length > 0);
  assert.ok(releaseOnly.length >= 5, `found ${releaseOnly.length}`);
  for (const c of releaseOnly) {
    if (c.version_status === 'sunset' || c.version_status === 'deprecated') continue; // stated without a date
    assert.ok(!c.categories?.includes('api_version_sunset'), c.id);
  }
});
