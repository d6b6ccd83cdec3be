/**
 * Translated editions of official pages, read as the pages they translate (copies/, provenance.json
 * `read_as`): Google's zh-TW sunset timetable (late 2024) and Meta's zh_HK Graph API changelog (mid 2026).
 * Their headers are column alternatives of the sources, their dates forms of the date normalizer, and
 * Google's "17.1 版" version cell the source's versionPattern/versionPrefix.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ChangeSource } from '../../../src/sources/index.ts';
import { SOURCES } from '../../../src/collect/collectors.ts';
import { parseVersionTable } from '../../../src/collect/methods/version-table.ts';
import { ROOT } from '../../../src/build/repo-root.ts';

const source = (id: string) => SOURCES.find((s) => s.id === id) as ChangeSource & { method: 'version-table' };
const real = (path: string) => readFileSync(join(ROOT, 'copies', path), 'utf8');

test("Google's zh-TW timetable: every row read, days as days, the projected deprecation window a tentative month", () => {
  const def = source('google-ads-sunset-dates');
  const items = parseVersionTable(def)(real('developers.google.com/google-ads/api/docs/sunset-dates.md.txt'), def.url, def.url);
  const rows = items.map((i) => [i.api_version, i.release_date, i.deprecation_date, i.effective_date, i.tentative]);
  assert.deepEqual(rows, [
    ['v18', '2024-10-16', '2025-02', '2025-09-24', false],
    ['v17.1', '2024-08-07', '2024-09', '2025-06-04', true],
    ['v17', '2024-06-05', '2024-09', '2025-06-04', true],
    ['v16.1', '2024-04-24', '2024-06-05', '2025-02-05', false],
    ['v16', '2024-02-21', '2024-06-05', '2025-02-05', false],
  ]);
  // The key is the English page's: "17.1 版" is v17.1.
  assert.equal(items[1]!.key, 'version|google-ads-api|v17.1');
});

test('the English timetable is read as before: a version cell already starting with v keeps it', () => {
  const def = source('google-ads-sunset-dates');
  const md = [
    '| API version | Release date | Deprecation date | Sunset date | Upgrade guide |',
    '|---|---|---|---|---|',
    '| v24.2 | June 24, 2026 | | May 2027 | |',
  ].join('\n');
  const [row] = parseVersionTable(def)(md, def.url, def.url);
  assert.equal(row!.key, 'version|google-ads-api|v24.2');
  assert.equal(row!.effective_date, '2027-05');
});

test("Meta's zh_HK changelog: the Graph API table (v26.0 to v13.0), not the Marketing API table after it", () => {
  const def = source('meta-ads-graph-changelog');
  const items = parseVersionTable(def)(real('developers.facebook.com/docs/graph-api/changelog/__index'), `${def.url}?locale=en_US`, def.url);
  assert.deepEqual(
    items.map((i) => i.api_version),
    ['v26.0', 'v25.0', 'v24.0', 'v23.0', 'v22.0', 'v21.0', 'v20.0', 'v19.0', 'v18.0', 'v17.0', 'v16.0', 'v15.0', 'v14.0', 'v13.0'],
  );
  const byVersion = new Map(items.map((i) => [i.api_version, i]));
  assert.equal(byVersion.get('v26.0')!.effective_date, null, '待定 (TBD)');
  assert.equal(byVersion.get('v24.0')!.effective_date, '2028-02-18', "the Graph API's date, not the Marketing API table's October 6, 2026");
  assert.equal(byVersion.get('v13.0')!.release_date, '2022-02-08');
});

test("Google's release notes, ru edition: one release per whole row, keyed by the version alone; the cut v24.1 row is not read", async () => {
  const { parseRowTable } = await import('../../../src/collect/methods/row-table.ts');
  const def = SOURCES.find((s) => s.id === 'google-ads-release-notes') as ChangeSource & { method: 'row-table' };
  const items = parseRowTable(def)(real('developers.google.com/google-ads/api/docs/release-notes.md.txt'), def.url, def.url);
  assert.deepEqual(
    items.map((i) => [i.key.split('|').slice(2).join('|'), i.title, i.categories.includes('breaking_change')]),
    [
      ['2026-11-11|v26.2', 'Google Ads API v26.2 released', false],
      ['2026-10-28|v26.1', 'Google Ads API v26.1 released', false],
      ['2026-10-14|v26', 'Google Ads API v26 released', true],
      ['2026-09-23|v25.2', 'Google Ads API v25.2 released', false],
      ['2026-08-19|v25.1', 'Google Ads API v25.1 released', false],
      ['2026-07-22|v25', 'Google Ads API v25 released', true],
      ['2026-06-24|v24.2', 'Google Ads API v24.2 released', false],
    ],
  );
  assert.ok(items[0]!.tags.includes('v26'), '"v26.2 (последняя)" is tagged with its major');
});

test('the version filter: the version a cell names, a major version with a "(Latest)" note is still breaking, a cell naming none fails', async () => {
  const { parseRowTable } = await import('../../../src/collect/methods/row-table.ts');
  const def = SOURCES.find((s) => s.id === 'google-ads-release-notes') as ChangeSource & { method: 'row-table' };
  const md = (cell: string) => ['| Version | Release date |', '|---|---|', `| ${cell} | 2026-10-14 |`].join('\n');
  const [latest] = parseRowTable(def)(md('v26 (Latest)'), def.url, def.url);
  assert.equal(latest!.title, 'Google Ads API v26 released');
  assert.ok(latest!.categories.includes('breaking_change'));
  assert.deepEqual(latest!.tags, ['google-ads-api', 'release', 'v26']);
  assert.throws(() => parseRowTable(def)(md('Latest'), def.url, def.url), /"Latest" names no version/);
});
