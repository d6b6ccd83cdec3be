/**
 * A change made in a version (version_change) against a version's lifecycle
 * record: the schema's rules, and that neither version rows nor lifecycle
 * events take it.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ChangeRecord } from '../../../src/schemas/change.ts';
import { isVersionRecord, versionRows } from '../../../src/model/versions.ts';
import { isLifecycleRecord } from '../../../src/model/lifecycle-event.ts';
import { changeId } from '../../../src/model/ids.ts';

const KEY = 'entry|https://developers.google.com/google-ads/api/docs/release-notes|2026-10-14|a removed field';
const change = {
  id: changeId('google-ads', KEY),
  platform: 'google-ads',
  title: 'Google Ads API v26: a field removed',
  categories: ['breaking_change'],
  source_url: 'https://developers.google.com/google-ads/api/docs/release-notes',
  fetched_at: '2026-11-29T00:00:00Z',
  recorded_by: 'hand',
  observed_via: 'capture',
  capture_name: 'a copy',
  last_verified: '2026-11-29',
  api: 'Google Ads API',
  api_version: 'v26',
  version_change: true,
  changelog_position: 1,
  source_key: KEY,
} as const;

const issues = (rec: object) => {
  const res = ChangeRecord.safeParse(rec);
  return res.success ? [] : res.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

test('a change made in a version is valid with api and api_version, and refuses lifecycle fields', () => {
  assert.deepEqual(issues(change), []);
  const { api: _a, ...noApi } = change;
  assert.match(issues(noApi).join('\n'), /version_change: needs api and api_version/);
  assert.match(issues({ ...change, release_date: '2026-10-14' }).join('\n'), /release_date: describes a version's lifecycle/);
  assert.match(issues({ ...change, version_status: 'active' }).join('\n'), /version_status: describes a version's lifecycle/);
  const { version_change: _v, ...plain } = change;
  assert.match(issues(plain).join('\n'), /changelog_position: only applies to a change made in a version/);
  assert.match(issues({ ...change, changelog_position: 0 }).join('\n'), /changelog_position/);
});

test('it makes no version row and no lifecycle event; the same record without the flag is a version record', () => {
  const parsed = ChangeRecord.parse(change);
  assert.equal(isVersionRecord(parsed), false);
  assert.equal(isLifecycleRecord(parsed), false);
  assert.deepEqual(versionRows([parsed], { site: 'https://changeline.test', today: '2026-11-29' }), []);
  const { version_change: _v, changelog_position: _p, ...lifecycle } = parsed;
  assert.equal(isVersionRecord(lifecycle), true);
  assert.equal(versionRows([lifecycle], { site: 'https://changeline.test', today: '2026-11-29' }).length, 1);
});
