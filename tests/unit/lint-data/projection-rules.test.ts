/**
 * Two rules of issue 20: a minor version sunsets with its major where the
 * platform says so (minor-sunset), and a projected date is tentative
 * (projected-tentative). Each is shown failing on a planted bad record and
 * passing once the record says what the platform says.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { canonicalJson } from '../../../src/model/canonical.ts';
import { changeId, sourceKey } from '../../../src/model/ids.ts';
import { CONTENT_SCHEMAS } from '../../../src/model/content-kinds.ts';
import { minorSunset } from '../../../src/lint/rules/minor-sunset.ts';
import { projectedTentative } from '../../../src/lint/rules/projected-tentative.ts';
import { RULES } from '../../../src/lint/rules/index.ts';
import type { ContentFile, Rule } from '../../../src/lint/types.ts';

const SUNSET_PAGE = 'https://developers.google.com/google-ads/api/docs/sunset-dates';

function version(platform: string, api: string, keyApi: string, v: string, over: Record<string, unknown> = {}): ContentFile {
  const key = (over.source_key as string | undefined) ?? sourceKey.version(keyApi, v);
  const rec: Record<string, unknown> = {
    id: changeId(platform, key),
    platform,
    title: `${api} ${v}`,
    categories: ['api_version_sunset'],
    effective_date: '2026-02-11',
    effective_date_precision: 'day',
    source_url: SUNSET_PAGE,
    fetched_at: '2026-11-25T10:00:00Z',
    recorded_by: 'hand',
    observed_via: 'official',
    last_verified: '2026-11-25',
    api,
    api_version: v,
    source_key: key,
    ...over,
  };
  for (const [k, val] of Object.entries(rec)) if (val === undefined) delete rec[k];
  const text = canonicalJson(CONTENT_SCHEMAS.changes, rec);
  const json = JSON.parse(text);
  const name = `${String(rec.id)}.json`;
  return { kind: 'changes', name, path: `content/changes/${name}`, text, json, parsed: CONTENT_SCHEMAS.changes.safeParse(json) };
}
const google = (v: string, over: Record<string, unknown> = {}) => version('google-ads', 'Google Ads API', 'google-ads-api', v, over);
const month = (m: string, over: Record<string, unknown> = {}) => ({ effective_date: m, effective_date_precision: 'month', ...over });
const run = (rule: Rule, files: ContentFile[]) => rule.check({ files, today: '2026-11-25', now: '2026-11-25T12:00:00Z' });

test('both rules are registered, after the rules that were there before', () => {
  const names = RULES.map((r) => r.name);
  assert.ok(names.includes('minor-sunset') && names.includes('projected-tentative'), names.join(', '));
  assert.ok(names.indexOf('minor-sunset') > names.indexOf('price-number'));
  assert.ok(names.indexOf('projected-tentative') > names.indexOf('price-number'));
});

test('minor-sunset: a Google minor with a tentative month while its major has the day is named', () => {
  const major = google('v19');
  const bad = google('v19.1', month('2026-02', { tentative: true }));
  const f = run(minorSunset, [major, bad]);
  assert.equal(f.length, 1);
  assert.equal(f[0]!.path, bad.path);
  assert.equal(f[0]!.field, 'effective_date');
  assert.match(f[0]!.message, /v19\.1 states 2026-02, but its major v19 sunsets 2026-02-11/);
  assert.deepEqual(run(minorSunset, [major, google('v19.1')]), []);
});

test('minor-sunset: a minor with no sunset, or another day, is named; a major written v19.0 counts too', () => {
  const major = google('v20.0', { effective_date: '2026-06-10' });
  const none = google('v20.1', { effective_date: null, effective_date_precision: null });
  const other = google('v20.2', { effective_date: '2026-06-11' });
  const f = run(minorSunset, [major, none, other]);
  assert.deepEqual(
    f.map((x) => x.path),
    [none.path, other.path],
  );
  assert.match(f[0]!.message, /states no sunset/);
});

test('minor-sunset: a minor confirmed while its major is projected (or the reverse) is named', () => {
  const major = google('v23', month('2027-02', { tentative: true }));
  const f = run(minorSunset, [major, google('v23.1', month('2027-02'))]);
  assert.equal(f.length, 1);
  assert.equal(f[0]!.field, 'tentative');
  assert.deepEqual(run(minorSunset, [major, google('v23.1', month('2027-02', { tentative: true }))]), []);
});

test('minor-sunset: only live records of families whose platform says so are judged', () => {
  const live = google('v21', { effective_date: '2026-08-05', source_key: 'article|https://developers.google.com/ads/blog/v21' });
  const replaced = google('v21', month('2026-08', { tentative: true, superseded_by: (live.json as { id: string }).id }));
  // The superseded month is not the major's date: the minor follows the live day.
  assert.deepEqual(run(minorSunset, [replaced, live, google('v21.1', { effective_date: '2026-08-05' })]), []);
  // Meta does not say its versions share sunsets: no finding for a Graph API "minor".
  const meta = (v: string, d: string) =>
    version('meta-ads', 'Graph API', 'meta-graph-api', v, { effective_date: d, source_url: 'https://developers.facebook.com/docs/graph-api/changelog' });
  assert.deepEqual(run(minorSunset, [meta('v2.0', '2016-08-08'), meta('v2.1', '2016-10-31')]), []);
});

test("projected-tentative: a month on Google's timetable that is not tentative is named", () => {
  const bad = google('v24', month('2027-05'));
  const f = run(projectedTentative, [bad]);
  assert.equal(f.length, 1);
  assert.equal(f[0]!.field, 'tentative');
  assert.match(f[0]!.message, /2027-05 is projected: its source gives months as projected/);
  assert.deepEqual(run(projectedTentative, [google('v24', month('2027-05', { tentative: true }))]), []);
  // A day on the same page is a fixed date; a month on a page that does not call it projected is as stated.
  assert.deepEqual(run(projectedTentative, [google('v15', { effective_date: '2024-09-25' })]), []);
  assert.deepEqual(
    run(projectedTentative, [google('v9', month('2022-02', { source_url: 'https://developers.google.com/ads/blog/posts/2021/12/v9-sunset' }))]),
    [],
  );
});

test('projected-tentative: the Google release-schedule post counts as a page of projected months', () => {
  const url = 'https://developers.google.com/ads/blog/posts/2025/09/more-frequent-releases-coming-for';
  assert.equal(run(projectedTentative, [google('v26', month('2027-11', { source_url: url, source_key: `article|${url}` }))]).length, 1);
});

test('projected-tentative: a source label or summary that calls the date projected needs tentative', () => {
  const labelled = google('v30', { effective_date: '2028-03-01', source_label: 'Projected' });
  const worded = google('v31', { effective_date: '2028-05-03', summary: 'The projected sunset of v31 falls on May 3, 2028; requests fail after it.' });
  const changeable = google('v32', { effective_date: '2028-07-05', summary: 'Sunset on July 5, 2028, subject to change.' });
  const f = run(projectedTentative, [labelled, worded, changeable]);
  assert.deepEqual(
    f.map((x) => x.path),
    [labelled.path, worded.path, changeable.path],
  );
  assert.match(f[0]!.message, /labels it "Projected"/);
  assert.match(f[1]!.message, /calls it "projected sunset"/);
  // A release that was projected says nothing about the sunset date.
  const release = google('v25', {
    effective_date: '2027-08-04',
    summary: 'Major version v25 (released July 22, 2026; projected for July 2026 in the timetable).',
  });
  assert.deepEqual(run(projectedTentative, [release]), []);
});
