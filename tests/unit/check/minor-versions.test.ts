/**
 * Google Ads API minor versions, on the real content: code calls a major (googleads.googleapis.com/v26,
 * google.ads.googleads.v26, version="v26") and Google serves every call to it with that major's newest minor; no
 * minor can be called by itself (src/model/minor-versions.ts, official statement in docs/data-model.md). Before,
 * a v26 pin was told "migrate to v26.2", a version no URL or SDK can name, and SDK advice said "no release speaks
 * v26.2 yet" of a map whose releases list majors only. Now a v26 pin is "v26 (served as v26.2)" with no migrate_to,
 * an older major is told to call v26 (served as v26.2), and a release that lists v26 is the one to upgrade to.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contentData } from '../../../src/check/local-data.ts';
import { dataFrom, type CheckData } from '../../../src/check/data.ts';
import { describe } from '../../../src/check/formats.ts';
import { resolvePin, VersionIndex, type Finding } from '../../../src/check/resolve.ts';
import { scanPath } from '../../../src/check/scan.ts';
import { addressed, majorOf, servedRow } from '../../../src/model/minor-versions.ts';

const TODAY = '2026-11-29';
const data = (): CheckData => dataFrom(contentData({ ...process.env, BUILD_DATE: TODAY }), 'content');
const index = new VersionIndex(data(), TODAY);
const said = (f: Finding) => describe({ ...f, violation: null } as Parameters<typeof describe>[0]);

/** The Google Ads findings of a planted file, by line. */
async function scanned(ix: VersionIndex, lines: string[]): Promise<Map<number, Finding>> {
  const root = mkdtempSync(join(tmpdir(), 'changeline-minor-'));
  writeFileSync(join(root, 'ads.py'), lines.join('\n'));
  const { findings } = await scanPath(root, ix, { cwd: root });
  return new Map(findings.filter((f) => f.platform === 'google-ads').map((f) => [f.line, f]));
}

const PINS = [
  'URL26 = "https://googleads.googleapis.com/v26/customers/1/googleAds:search"',
  'URL25 = "https://googleads.googleapis.com/v25/customers/1/googleAds:search"',
  'URL19 = "https://googleads.googleapis.com/v19/customers/1/googleAds:search"',
  'from google.ads.googleads.v26.services.types import google_ads_service',
];

test('the real data has minor rows and a minor as the family target (what this rule is about)', () => {
  const fam = index.family('google-ads', 'Google Ads API');
  const v25 = fam.find((r) => r.version === 'v25')!;
  assert.equal((v25 as unknown as { migrate_to: string }).migrate_to, 'v26.2');
  assert.equal(servedRow(fam, 'v26')?.version, 'v26.2');
  assert.equal(servedRow(fam, 'v19'), undefined, 'a sunset major serves no call');
  assert.equal(majorOf('v26.2'), 'v26');
  assert.equal(majorOf('v26_1'), 'v26');
  assert.equal(majorOf('202601'), null);
  assert.equal(addressed('meta-ads', 'Marketing API', [], 'v25.0', 'v27.0'), null, 'Meta versions are called as written');
});

test('a v26 pin is on the v26 endpoint, served as v26.2, with no migrate_to; a v25 pin is told to call v26; v19 too', async () => {
  const by = await scanned(index, PINS);
  for (const line of [1, 4]) {
    const f = by.get(line)!;
    assert.equal(f.version, 'v26');
    assert.equal(f.status, 'active');
    assert.equal(f.migrate_to, null, `line ${line}: told to migrate to ${f.migrate_to}`);
    assert.equal(f.breaking_to_target, null);
    assert.deepEqual(f.served, {
      endpoint: 'v26',
      version: 'v26.2',
      migrate_to_served_as: null,
      source_url: 'https://developers.google.com/google-ads/api/docs/sunset-dates',
    });
    assert.match(f.record_url!, /#v-google-ads-api-v26\.2$/, "the status is the serving row's");
    assert.equal(said(f), 'Google Ads API v26 (served as v26.2): active, sunset 2027-11 (in 337 days)');
  }
  const v25 = by.get(2)!;
  assert.equal(v25.migrate_to, 'v26');
  assert.equal(v25.served?.version, 'v25.2');
  assert.equal(v25.served?.migrate_to_served_as, 'v26.2');
  assert.match(said(v25), /^Google Ads API v25 \(served as v25\.2\): active, sunset 2027-08 \(in 245 days\); migrate to v26 \(served as v26\.2\)/);
  const v19 = by.get(3)!;
  assert.equal(v19.status, 'sunset');
  assert.equal(v19.served?.version, null);
  assert.equal(v19.migrate_to, 'v26');
  assert.match(said(v19), /^Google Ads API v19: sunset since 2026-02-11 \(291 days ago\); migrate to v26 \(served as v26\.2\)/);
  // No Google Ads finding names a minor to migrate to: none can be typed.
  for (const f of by.values()) assert.doesNotMatch(f.migrate_to ?? '', /\./, `line ${f.line}`);
});

test('the minor served is the newest released on the day: before v26.2 (released 2026-11-11), v26 is served as v26.1', async () => {
  const day = '2026-11-05';
  const earlier = new VersionIndex(dataFrom(contentData({ ...process.env, BUILD_DATE: day }), 'content'), day);
  const by = await scanned(earlier, PINS);
  assert.equal(by.get(1)!.served?.version, 'v26.1');
  assert.equal(by.get(1)!.migrate_to, null);
  assert.equal(by.get(2)!.served?.migrate_to_served_as, 'v26.1');
});

test('SDK advice: no "v26.2" that no release lists; a release that lists v26 is the one to upgrade to', () => {
  const pin = { ecosystem: 'pypi' as const, name: 'google-ads', version: '29.0.0', line: 1, comment: false };
  const now = resolvePin(index, 'requirements.txt', pin)!;
  assert.equal(now.version, 'v23');
  assert.equal(now.migrate_to, 'v26');
  assert.doesNotMatch(said(now), /v26\.2 yet/);
  assert.match(said(now), /no release speaks v26 yet; the newest that speaks a live version, v25/);
  // The real map has no google-ads release that lists v26 yet: one that does (as Google's releases list majors).
  const d = data();
  const sdk = d.sdks.find((p) => p.ecosystem === 'pypi' && p.package === 'google-ads')!;
  const newest = sdk.releases.find((r) => r.to === null)!;
  sdk.releases = [
    ...sdk.releases.map((r) => (r === newest ? { ...r, to: '99.0.0' } : r)),
    { ...newest, from: '99.0.0', to: null, api_versions: ['v22', 'v23', 'v24', 'v25', 'v26'], default_api_version: 'v26' },
  ];
  sdk.newest_release_read = '99.0.0';
  const later = resolvePin(new VersionIndex(d, TODAY), 'requirements.txt', pin)!;
  assert.deepEqual(later.package?.upgrade_to, { name: 'google-ads', version: '99.0.0', speaks: 'v26', rule: 'oldest-speaking-migrate-to' });
  assert.match(said(later), /migrate to v26 \(served as v26\.2\); upgrade google-ads to 99\.0\.0 or later \(the oldest release that speaks v26\)/);
  // Pinned to that release: v26, served as v26.2, nothing to migrate to or upgrade.
  // A later release that also lists v26 is no reason to upgrade: it calls the same endpoint.
  sdk.releases = [
    ...sdk.releases.map((r) => (r.from === '99.0.0' ? { ...r, to: '99.1.0' } : r)),
    { ...newest, from: '99.1.0', to: null, api_versions: ['v23', 'v24', 'v25', 'v26'], default_api_version: 'v26' },
  ];
  sdk.newest_release_read = '99.1.0';
  const onIt = resolvePin(new VersionIndex(d, TODAY), 'requirements.txt', { ...pin, version: '99.0.0' })!;
  assert.equal(onIt.migrate_to, null);
  assert.equal(onIt.served?.version, 'v26.2');
  assert.equal(onIt.package?.upgrade_to, null, said(onIt));
});
