/**
 * The version rows issue 28 asked for, as a user meets them: the table that
 * /api/versions.json publishes (built from content/ the way the site builds
 * it) and `changeline check` on a real-looking pin. Google reaches back to
 * v1.3 (Google's Perl client library names v1.3 to v13.1), LinkedIn has its
 * May 2024 version, and Microsoft's table has version 8; none of these rows
 * has a day no copy states.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contentData } from '../../../src/check/local-data.ts';
import { dataFrom } from '../../../src/check/data.ts';
import { VersionIndex } from '../../../src/check/resolve.ts';
import { scanPath } from '../../../src/check/scan.ts';
import { lookupVersion } from '../../../src/model/version-lookup.ts';
import { compareVersions } from '../../../src/model/version-strings.ts';
import type { VersionList, VersionRow } from '../../../src/schemas/versions.ts';

const TODAY = '2026-11-29';
const env = { ...process.env, BUILD_DATE: TODAY };
const list = contentData(env).versions as VersionList;
const rows = list.versions;
const family = (platform: string, api: string) => rows.filter((r) => r.platform === platform && r.api === api);
const row = (platform: string, api: string, version: string): VersionRow => {
  const found = family(platform, api).filter((r) => r.version === version);
  assert.equal(found.length, 1, `${platform} ${api} ${version}`);
  return found[0]!;
};
/** The newest released version of a family (newest active, else newest deprecated). */
const newestReleased = (fam: VersionRow[]) => {
  const sorted = [...fam].sort((a, b) => compareVersions(b.version, a.version));
  return (sorted.find((r) => r.status === 'active') ?? sorted.find((r) => r.status === 'deprecated'))!.version;
};

test('/api/versions.json: Google Ads API rows reach back to v1.3, v9 among them, sunset with no invented day', () => {
  const google = family('google-ads', 'Google Ads API');
  const oldest = [...google].sort((a, b) => compareVersions(a.version, b.version))[0]!;
  assert.equal(oldest.version, 'v1.3');
  for (const v of ['v2', 'v3', 'v4', 'v5', 'v6', 'v7', 'v8', 'v9', 'v10']) {
    const r = row('google-ads', 'Google Ads API', v);
    assert.equal(r.status, 'sunset', v);
    assert.equal(r.sunset_date, null, `${v}: no copy states its sunset day`);
    assert.equal(r.release_date, null, `${v}: no copy states the API's release day`);
    assert.equal(r.source_url, 'https://github.com/googleads/google-ads-perl/blob/main/CHANGELOG.md', v);
    assert.equal(r.migrate_to, newestReleased(google), `${v} is told to move to the newest released version`);
    assert.equal(r.migrate_to_rule, 'newest');
  }
  // v11-v13 have the day their client-library pull requests state (docs/hand-compiled.md, eighth pass); minors share it.
  const days: Record<string, string> = { v11: '2023-03-31', 'v11.1': '2023-03-31', v12: '2023-09-27', v13: '2024-01-31', 'v13.1': '2024-01-31' };
  for (const [v, day] of Object.entries(days)) {
    const r = row('google-ads', 'Google Ads API', v);
    assert.deepEqual([r.status, r.sunset_date, r.sunset_date_precision, r.release_date], ['sunset', day, 'day', null], v);
    assert.equal(r.source_url, 'https://developers.google.com/google-ads/api/docs/sunset-dates', v);
    assert.equal(r.migrate_to, newestReleased(google), `${v} is told to move to the newest released version`);
  }
  // v14 keeps its stated day: the new rows sit below it, and every version older than v14 is sunset.
  assert.equal(row('google-ads', 'Google Ads API', 'v14').sunset_date, '2024-06-05');
  assert.ok(google.length >= 53, `${google.length} Google rows`);
});

test('/api/versions.json: LinkedIn has 202401 and 202405, sunset, and at least 40 rows; Microsoft has version 8', () => {
  const linkedin = family('linkedin-ads', 'LinkedIn Marketing API');
  assert.ok(linkedin.length >= 40, `${linkedin.length} LinkedIn rows`);
  for (const v of ['202401', '202405']) {
    const r = row('linkedin-ads', 'LinkedIn Marketing API', v);
    assert.equal(r.status, 'sunset', v);
    assert.equal(r.sunset_date, null, `${v}: no copy states its sunset day`);
    assert.equal(r.migrate_to, newestReleased(linkedin), v);
  }
  const bing8 = row('microsoft-ads', 'Bing Ads API', '8');
  assert.equal(bing8.status, 'sunset');
  assert.equal(bing8.sunset_date, null);
  assert.equal(bing8.source_url, 'https://msdn.microsoft.com/en-us/library/bing-ads-campaign-management-release_notes.aspx');
});

test('lookups: Google v9 and LinkedIn 202405 answer from their rows; Google v1 (older than v1.3) by the rule', () => {
  assert.equal(lookupVersion(rows, 'google-ads', 'Google Ads API', 'v9').basis, 'row');
  assert.equal(lookupVersion(rows, 'linkedin-ads', 'LinkedIn Marketing API', '202405').basis, 'row');
  const v1 = lookupVersion(rows, 'google-ads', 'Google Ads API', 'v1');
  assert.equal(v1.basis, 'rule');
  assert.equal(v1.basis === 'rule' && v1.rule, 'v1 is older than v1.3, which is sunset; a platform retires versions oldest first, so v1 is sunset too');
});

test('changeline check: GoogleAdsClient.load_from_storage(version="v9") is sunset, from the v9 row', async () => {
  const root = mkdtempSync(join(tmpdir(), 'cl-backfill-'));
  writeFileSync(join(root, 'ads.py'), 'from google.ads.googleads.client import GoogleAdsClient\nclient = GoogleAdsClient.load_from_storage(version="v9")\n');
  const index = new VersionIndex(dataFrom(contentData(env), 'content'), TODAY);
  const res = await scanPath(root, index, { cwd: root });
  const f = res.findings.find((x) => x.platform === 'google-ads' && x.version === 'v9');
  assert.ok(f, JSON.stringify(res.findings));
  assert.equal(f.status, 'sunset');
  assert.equal(f.status_basis, 'row');
  // Google serves a call to a major with its newest minor: the advice is the major to call, served as the newest release.
  const newest = newestReleased(family('google-ads', 'Google Ads API'))!;
  assert.equal(f.migrate_to, newest.replace(/\.\d+$/, ''));
  assert.equal(f.served?.migrate_to_served_as, newest);
});
