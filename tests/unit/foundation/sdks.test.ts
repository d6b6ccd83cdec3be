/** The SDK map: package version order, the schema's range rules, range compression, the queries and the published list. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { buildDataset } from '../../../src/model/dataset.ts';
import * as api from '../../../src/api/api.ts';
import { readRecords } from '../../../src/model/content-files.ts';
import { packagesFor, releaseFor, sdkId, sdkList, sdkPageView, speakingSpans } from '../../../src/model/sdks.ts';
import { comparePackageVersions, SdkList, SdkPackage, SdkRecord, type SdkRelease } from '../../../src/schemas/sdks.ts';
import { compressRanges } from '../../../src/model/sdk-ranges.ts';
import { ROOT } from '../../../src/build/repo-root.ts';

const ctx = { site: 'https://changeline.test', today: '2026-06-15', generatedAt: '2026-06-15T00:00:00Z' };

const rel = (from: string, to: string | null, api_versions: string[], def: string | null = api_versions.at(-1) ?? null): SdkRelease => ({
  from,
  to,
  api_versions,
  default_api_version: def,
  source_url: `https://github.com/example/sdk/blob/${from}/client.py`,
  source_kind: 'tag-constant',
});

const googlePy: SdkPackage = {
  platform: 'google-ads',
  api: 'Google Ads API',
  ecosystem: 'pypi',
  package: 'google-ads',
  repository: 'https://github.com/googleads/google-ads-python',
  newest_release_read: '31.4.0',
  releases: [
    rel('30.1.0', null, ['v20', 'v21', 'v22', 'v23', 'v24']),
    rel('29.0.0', '30.1.0', ['v20', 'v21', 'v22', 'v23']),
    rel('28.1.0', '29.0.0', ['v19', 'v20', 'v21', 'v22']),
    rel('27.0.0', '28.0.0', ['v18', 'v19', 'v20']),
  ],
};
const fbPy: SdkPackage = {
  platform: 'meta-ads',
  api: 'Marketing API',
  ecosystem: 'pypi',
  package: 'facebook-business',
  repository: 'https://github.com/facebook/facebook-python-business-sdk',
  newest_release_read: '23.0.1',
  releases: [rel('23.0.0', null, ['v23.0']), rel('22.0.2', '23.0.0', ['v22.0']), rel('21.0.0', '22.0.2', ['v21.0'])],
};
const googleJava: SdkPackage = {
  ...googlePy,
  ecosystem: 'maven',
  package: 'com.google.api-ads:google-ads',
  repository: 'https://github.com/googleads/google-ads-java',
  newest_release_read: '42.2.0',
  releases: [rel('42.0.0', null, ['v20', 'v21', 'v22', 'v23'], null)],
};

test('package versions compare part by part as numbers; a pre-release comes before its release, a post-release after', () => {
  const sorted = [
    '1.10.0',
    '1.9.0',
    '2.0.0',
    '2.0.0rc1',
    '2.0.0-beta.10',
    '2.0.0-beta.2',
    '28.0.0.post1',
    '28.0.0',
    '13.0.24.2b1',
    '13.0.24.2',
    '0.3.2.0',
    '0.16.0.0',
  ].sort(comparePackageVersions);
  assert.deepEqual(sorted, [
    '0.3.2.0',
    '0.16.0.0',
    '1.9.0',
    '1.10.0',
    '2.0.0-beta.2',
    '2.0.0-beta.10',
    '2.0.0rc1',
    '2.0.0',
    '13.0.24.2b1',
    '13.0.24.2',
    '28.0.0',
    '28.0.0.post1',
  ]);
  assert.equal(comparePackageVersions('21.0', '21.0.0'), 0);
});

test('the schema refuses overlapping ranges, an open-ended old range, a default outside the range, unsorted API versions and a leading v', () => {
  assert.ok(SdkPackage.safeParse(googlePy).success);
  const issues = (p: unknown) => {
    const r = SdkPackage.safeParse(p);
    return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };
  assert.match(issues({ ...fbPy, releases: [rel('22.0.0', null, ['v22.0']), rel('21.0.0', '22.0.5', ['v21.0'])] }).join(), /releases\.1: overlaps/);
  assert.match(
    issues({ ...fbPy, releases: [rel('22.0.0', null, ['v22.0']), rel('21.0.0', null, ['v21.0'])] }).join(),
    /only the newest range may be open-ended/,
  );
  assert.match(issues({ ...fbPy, releases: [rel('22.0.0', null, ['v22.0'], 'v21.0')] }).join(), /default_api_version: must be one of api_versions/);
  assert.match(issues({ ...googlePy, releases: [rel('30.0.0', null, ['v21', 'v20'])] }).join(), /oldest first/);
  assert.match(issues({ ...fbPy, releases: [rel('v22.0.0', null, ['v22.0'])] }).join(), /releases\.0\.from/);
  assert.match(issues({ ...fbPy, releases: [rel('22.0.0', '21.0.0', ['v22.0'])] }).join(), /releases\.0\.to: must be a later package version/);
  assert.match(issues({ ...fbPy, newest_release_read: '22.9.0' }).join(), /newest_release_read: must not be older than the newest range/);
});

test('tags that speak the same API versions become one range; a tag that names none ends the range and stays unknown', () => {
  const found = (v: string[], def: string | null = v.at(-1)!) => ({
    api_versions: v,
    default_api_version: def,
    source_url: 'https://github.com/x/y/blob/t/f',
    source_kind: 'tag-constant' as const,
  });
  const ranges = compressRanges([
    { tag: '3.0.0', version: '3.0.0', found: found(['v2', 'v3']) },
    { tag: '1.0.0', version: '1.0.0', found: found(['v1']) },
    { tag: '1.1.0', version: '1.1.0', found: found(['v1']) },
    { tag: 'v1.1.0', version: '1.1.0', found: found(['v9']) },
    { tag: '2.0.0', version: '2.0.0', found: null },
    { tag: '2.1.0', version: '2.1.0', found: found(['v3', 'v2'], 'v3') },
    { tag: '3.1.0', version: '3.1.0', found: found(['v2', 'v3'], 'v2') },
  ]);
  assert.deepEqual(
    ranges.map((r) => [r.from, r.to, r.api_versions.join(), r.default_api_version]),
    [
      ['3.1.0', null, 'v2,v3', 'v2'],
      ['2.1.0', '3.1.0', 'v2,v3', 'v3'],
      ['1.0.0', '2.0.0', 'v1', 'v1'],
    ],
  );
});

test('a pinned version maps to its range, or to nothing (unknown) outside every range', () => {
  assert.deepEqual(releaseFor(googlePy, '29.2.0')?.api_versions, ['v20', 'v21', 'v22', 'v23']);
  assert.deepEqual(releaseFor(googlePy, '31.4.0')?.api_versions, ['v20', 'v21', 'v22', 'v23', 'v24']);
  assert.equal(releaseFor(googlePy, '28.0.5'), null, 'between 28.0.0 and 28.1.0 no tag was read');
  assert.equal(releaseFor(googlePy, '26.0.0'), null);
  assert.equal(releaseFor(fbPy, '22.0.2')?.default_api_version, 'v22.0');
  assert.equal(releaseFor(fbPy, '22.0.1')?.default_api_version, 'v21.0');
  assert.equal(releaseFor(fbPy, '23.0.1')?.default_api_version, 'v23.0');
  assert.equal(releaseFor(fbPy, '24.0.0'), null, 'newer than the newest release read: it may speak v24.0');
  assert.equal(releaseFor(googlePy, '31.4.1'), null);
});

test('which package versions speak v23: contiguous ranges are one span, any writing of the version matches', () => {
  assert.deepEqual(speakingSpans(googlePy, 'v23'), [{ from: '29.0.0', to: null }]);
  assert.deepEqual(speakingSpans(googlePy, '20'), [
    { from: '27.0.0', to: '28.0.0' },
    { from: '28.1.0', to: null },
  ]);
  assert.deepEqual(speakingSpans(fbPy, 'v23'), [{ from: '23.0.0', to: null }]);
  const found = packagesFor([fbPy, googleJava, googlePy], 'google-ads', 'v23');
  assert.deepEqual(
    found.map((f) => [f.pkg.ecosystem, f.pkg.package, f.releases.map((r) => r.from)]),
    [
      ['pypi', 'google-ads', ['30.1.0', '29.0.0']],
      ['maven', 'com.google.api-ads:google-ads', ['42.0.0']],
    ],
  );
  assert.deepEqual(packagesFor([googlePy], 'google-ads', 'v17'), []);
});

test('the page model: per API family, API versions newest first with the packages that speak each', () => {
  const view = sdkPageView([fbPy, googleJava, googlePy]);
  assert.deepEqual(
    view.map((f) => [f.platform, f.api, f.packages.map((p) => p.package)]),
    [
      ['google-ads', 'Google Ads API', ['google-ads', 'com.google.api-ads:google-ads']],
      ['meta-ads', 'Marketing API', ['facebook-business']],
    ],
  );
  const google = view[0]!;
  assert.deepEqual(
    google.versions.map((v) => v.version),
    ['v24', 'v23', 'v22', 'v21', 'v20', 'v19', 'v18'],
  );
  const v23 = google.versions.find((v) => v.version === 'v23')!;
  assert.deepEqual(
    v23.packages.map((p) => [p.pkg.package, p.spans]),
    [
      ['google-ads', [{ from: '29.0.0', to: null }]],
      ['com.google.api-ads:google-ads', [{ from: '42.0.0', to: null }]],
    ],
  );
  assert.deepEqual(
    google.versions.find((v) => v.version === 'v18')!.packages.map((p) => p.pkg.package),
    ['google-ads'],
  );
});

test('the published list: sorted by platform, ecosystem, package; content ids left out; one platform alone', () => {
  const records: SdkRecord[] = [fbPy, googlePy, googleJava].map((p) => ({ id: sdkId(p), ...p }));
  assert.equal(records[2]!.id, 'google-ads--maven--com-google-api-ads-google-ads');
  const ds = buildDataset({ changes: [], tools: [], events: [], sources: [], digests: [], sdks: records }, ctx);
  const all = api.listSdks(ds);
  SdkList.parse(all);
  assert.equal(all.count, 3);
  assert.deepEqual(
    all.sdks.map((s) => `${s.platform} ${s.ecosystem} ${s.package}`),
    ['google-ads maven com.google.api-ads:google-ads', 'google-ads pypi google-ads', 'meta-ads pypi facebook-business'],
  );
  assert.ok(all.sdks.every((s) => !('id' in s)));
  assert.deepEqual(
    api.listSdksByPlatform(ds, 'meta-ads').sdks.map((s) => s.package),
    ['facebook-business'],
  );
  assert.deepEqual(api.listSdksByPlatform(ds, 'snapchat-ads'), { generated_at: ctx.generatedAt, count: 0, sdks: [] });
  assert.deepEqual(sdkList([], ctx.generatedAt), { generated_at: ctx.generatedAt, count: 0, sdks: [] });
});

test('the committed SDK map covers the libraries the issue names, each range with a source in the official repository', () => {
  const records = readRecords<SdkRecord>(join(ROOT, 'content'), 'sdks').map((r) => SdkRecord.parse(r));
  const have = new Set(records.map((r) => `${r.platform} ${r.ecosystem} ${r.package}`));
  for (const want of [
    'google-ads pypi google-ads',
    'google-ads maven com.google.api-ads:google-ads',
    'google-ads nuget Google.Ads.GoogleAds',
    'meta-ads pypi facebook-business',
    'meta-ads npm facebook-nodejs-business-sdk',
    'meta-ads maven com.facebook.business.sdk:facebook-java-business-sdk',
    'meta-ads packagist facebook/php-business-sdk',
    'meta-ads rubygems facebookbusiness',
    'microsoft-ads pypi bingads',
    'microsoft-ads nuget Microsoft.BingAds.SDK',
    'microsoft-ads maven com.microsoft.bingads:microsoft.bingads',
  ]) {
    assert.ok(have.has(want), `the map has ${want}`);
  }
  for (const r of records) {
    for (const rel of r.releases) assert.ok(rel.source_url.startsWith(`${r.repository}/`), `${r.id} ${rel.from}: source in ${r.repository}`);
  }
  // The facts the issue quotes: facebook-business 21.0.5 speaks v21.0; bingads 13.0.24 speaks 13.
  const pkg = (id: string) => records.find((r) => r.id === id)!;
  assert.deepEqual(releaseFor(pkg('meta-ads--pypi--facebook-business'), '21.0.5')?.api_versions, ['v21.0']);
  assert.deepEqual(releaseFor(pkg('microsoft-ads--pypi--bingads'), '13.0.24')?.api_versions, ['13']);
});
