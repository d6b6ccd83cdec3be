/** The version view: rows, status from dates, latest, successor, supersession, matching. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildDataset } from '../../../src/model/dataset.ts';
import * as api from '../../../src/api/api.ts';
import { migrateTargets, rowsAsOf, targetSunsetText, versionRows, versionStatus } from '../../../src/model/versions.ts';
import { compareVersions, slugify } from '../../../src/model/version-strings.ts';
import { matchFamilies, matchVersion, nearestVersions, yearMonthVersion } from '../../../src/mcp/version-match.ts';
import { versionKey } from '../../../src/model/version-tokens.ts';
import { Badge, VersionList } from '../../../src/schemas/versions.ts';
import { Change } from '../../../src/schemas/change.ts';
import type { ChangeRecord } from '../../../src/schemas/change.ts';

const ctx = { site: 'https://changeline.test', today: '2026-06-15', generatedAt: '2026-06-15T00:00:00Z' };

let n = 0;
function version(platform: string, api: string, v: string, over: Partial<ChangeRecord> = {}): ChangeRecord {
  n++;
  const eff = over.effective_date;
  return {
    id: `${platform}-${n.toString(16).padStart(10, '0')}`,
    platform,
    title: `${api} ${v}`,
    categories: ['api_version_sunset'],
    source_url: `https://example.com/${platform}/versions`,
    fetched_at: '2026-06-01T00:00:00Z',
    recorded_by: 'hand',
    observed_via: 'official',
    last_verified: '2026-06-01',
    source_key: `version|${api}|${v}|${n}`,
    api,
    api_version: v,
    ...(eff ? { effective_date_precision: eff.length === 7 ? 'month' : 'day' } : {}),
    ...over,
  } as ChangeRecord;
}

const g19 = version('google-ads', 'Google Ads API', 'v19', { release_date: '2025-02-26', effective_date: '2026-02-11' });
const g20 = version('google-ads', 'Google Ads API', 'v20', { release_date: '2025-06-04', effective_date: '2026-06-10' });
const g21 = version('google-ads', 'Google Ads API', 'v21', { release_date: '2025-08-06', effective_date: '2026-08-05', version_status: 'sunset' });
const g22 = version('google-ads', 'Google Ads API', 'v22', { release_date: '2025-10-15', effective_date: '2026-10-07' });
const g22projected = version('google-ads', 'Google Ads API', 'v22', {
  release_date: '2025-10-15',
  effective_date: '2026-10',
  tentative: true,
  superseded_by: g22.id,
});
const g23 = version('google-ads', 'Google Ads API', 'v23', { release_date: '2026-01-28', effective_date: '2027-02' });
const g23_1 = version('google-ads', 'Google Ads API', 'v23.1', { release_date: '2026-02-25', effective_date: '2027-02' });
const g24 = version('google-ads', 'Google Ads API', 'v24', { release_date: '2026-07-22' });
const graph21 = version('meta-ads', 'Graph API', 'v21.0', { release_date: '2024-10-02', effective_date: '2027-01-21' });
const mkt21 = version('meta-ads', 'Marketing API', 'v21.0', { release_date: '2024-10-02', effective_date: '2025-09-09' });
const mkt25 = version('meta-ads', 'Marketing API', 'v25.0', { release_date: '2026-02-18', version_status: 'deprecated' });
const li = version('linkedin-ads', 'LinkedIn Marketing API', '202501', { version_status: 'sunset' });
const x12release = version('x-ads', 'Ads API', '12.0', { release_date: '2022-10-27', version_status: 'active' });
const x12eol = version('x-ads', 'Ads API', '12.0', { effective_date: '2026-07-01', deprecation_date: '2026-04-01' });
const notAVersion = version('google-ads', 'Google Ads API', 'v99', { categories: ['deprecation'] as never, api: undefined, api_version: undefined });

const records = [g19, g20, g21, g22, g22projected, g23, g23_1, g24, graph21, mkt21, mkt25, li, x12release, x12eol, notAVersion];
const ds = buildDataset({ changes: records, tools: [], events: [], sources: [], digests: [] }, ctx);
const rows = ds.versions;
const row = (platform: string, apiName: string, v: string) => {
  const found = rows.filter((r) => r.platform === platform && r.api === apiName && r.version === v);
  assert.equal(found.length, 1, `${platform} ${apiName} ${v}`);
  return found[0]!;
};

test('one row per (platform, api, version); order: platform, api family, newest first', () => {
  const keys = rows.map((r) => `${r.platform}|${r.api}|${r.version}`);
  assert.equal(new Set(keys).size, keys.length);
  assert.deepEqual(keys, [
    'google-ads|Google Ads API|v24',
    'google-ads|Google Ads API|v23.1',
    'google-ads|Google Ads API|v23',
    'google-ads|Google Ads API|v22',
    'google-ads|Google Ads API|v21',
    'google-ads|Google Ads API|v20',
    'google-ads|Google Ads API|v19',
    'linkedin-ads|LinkedIn Marketing API|202501',
    'meta-ads|Graph API|v21.0',
    'meta-ads|Marketing API|v25.0',
    'meta-ads|Marketing API|v21.0',
    'x-ads|Ads API|12.0',
  ]);
});

test('Meta Graph API and Marketing API v21.0 are separate rows with their own dates and status', () => {
  const graph = row('meta-ads', 'Graph API', 'v21.0');
  const mkt = row('meta-ads', 'Marketing API', 'v21.0');
  assert.equal(graph.sunset_date, '2027-01-21');
  assert.equal(graph.status, 'active');
  assert.equal(mkt.sunset_date, '2025-09-09');
  assert.equal(mkt.status, 'sunset');
  assert.ok(mkt.days_until_sunset! < 0);
});

test('a superseded record makes no row and no upcoming entry, but stays published', () => {
  const v22 = row('google-ads', 'Google Ads API', 'v22');
  assert.deepEqual(v22.changes, [g22.id]);
  assert.equal(v22.sunset_date, '2026-10-07');
  assert.equal(v22.sunset_date_precision, 'day');
  assert.equal(v22.tentative, false);
  const old = ds.byId.get(g22projected.id)!;
  assert.equal(old.upcoming, false);
  assert.equal(old.superseded_by, g22.id);
  assert.ok(!ds.upcoming.some((c) => c.id === g22projected.id));
  assert.ok(ds.upcoming.some((c) => c.id === g22.id));
  assert.equal(api.listUpcoming(ds).changes.filter((c) => c.api_version === 'v22').length, 1);
});

test('status comes from the dates, not from a stale stored status', () => {
  // v21 is stored as "sunset" but its sunset is still ahead on the build date.
  assert.equal(row('google-ads', 'Google Ads API', 'v21').status, 'active');
  assert.equal(ds.byId.get(g21.id)!.version_status, 'active');
  assert.equal(row('google-ads', 'Google Ads API', 'v20').status, 'sunset');
  assert.equal(row('google-ads', 'Google Ads API', 'v24').status, 'planned');
  // A month sunset lasts through its month.
  assert.equal(versionStatus({ release_date: null, deprecation_date: null, sunset_date: '2026-06' }, '2026-06-30'), 'active');
  assert.equal(versionStatus({ release_date: null, deprecation_date: null, sunset_date: '2026-06' }, '2026-07-01'), 'sunset');
  assert.equal(versionStatus({ release_date: null, deprecation_date: '2026-06-15', sunset_date: '2026-09-01' }, '2026-06-15'), 'deprecated');
  assert.equal(versionStatus({ release_date: null, deprecation_date: '2026-06-16', sunset_date: '2026-09-01' }, '2026-06-15'), 'active');
  // Where no date decides, the source's statement stands.
  assert.equal(row('linkedin-ads', 'LinkedIn Marketing API', '202501').status, 'sunset');
  assert.equal(row('meta-ads', 'Marketing API', 'v25.0').status, 'deprecated');
  // A stored sunset never overrides a sunset date still ahead.
  assert.equal(versionStatus({ release_date: null, deprecation_date: null, sunset_date: '2026-07-01', stated: 'sunset' }, '2026-06-15'), 'active');
});

test('several live records of one version make one row, with the ids of all of them', () => {
  const x12 = row('x-ads', 'Ads API', '12.0');
  assert.deepEqual(x12.changes, [x12release.id, x12eol.id].sort());
  assert.equal(x12.release_date, '2022-10-27');
  assert.equal(x12.deprecation_date, '2026-04-01');
  assert.equal(x12.sunset_date, '2026-07-01');
  assert.equal(x12.status, 'deprecated');
  assert.equal(x12.days_until_sunset, 16);
});

test('latest is the newest released version that is not sunset; successor the nearest newer available one', () => {
  const latest = rows.filter((r) => r.platform === 'google-ads' && r.latest).map((r) => r.version);
  assert.deepEqual(latest, ['v23.1']);
  assert.equal(row('google-ads', 'Google Ads API', 'v24').successor, null); // planned
  assert.equal(row('google-ads', 'Google Ads API', 'v23.1').successor, null); // latest
  assert.equal(row('google-ads', 'Google Ads API', 'v23').successor, 'v23.1');
  assert.equal(row('google-ads', 'Google Ads API', 'v21').successor, 'v22');
  assert.equal(row('google-ads', 'Google Ads API', 'v19').successor, 'v21'); // v20 is sunset
  assert.equal(row('meta-ads', 'Marketing API', 'v21.0').successor, 'v25.0');
  assert.equal(row('meta-ads', 'Marketing API', 'v25.0').latest, true);
  assert.deepEqual(
    api.listVersions(ds).apis.map((a) => [a.platform, a.api, a.latest, a.versions]),
    [
      ['google-ads', 'Google Ads API', 'v23.1', 7],
      ['linkedin-ads', 'LinkedIn Marketing API', null, 1],
      ['meta-ads', 'Graph API', 'v21.0', 1],
      ['meta-ads', 'Marketing API', 'v25.0', 2],
      ['x-ads', 'Ads API', '12.0', 1],
    ],
  );
});

test('days until the sunset: negative once passed, to the first day of a month, null without a date', () => {
  assert.equal(row('google-ads', 'Google Ads API', 'v21').days_until_sunset, 51);
  assert.equal(row('google-ads', 'Google Ads API', 'v20').days_until_sunset, -5);
  const v23 = row('google-ads', 'Google Ads API', 'v23');
  assert.equal(v23.sunset_date_precision, 'month');
  assert.equal(v23.days_until_sunset, 231);
  assert.equal(row('google-ads', 'Google Ads API', 'v24').days_until_sunset, null);
});

test('rows link their records, source, page anchor and badge; the lists validate against the schema', () => {
  const v21 = row('google-ads', 'Google Ads API', 'v21');
  assert.equal(v21.source_url, g21.source_url);
  assert.equal(v21.page, 'https://changeline.test/platforms/google-ads/#v-google-ads-api-v21');
  assert.equal(v21.badge, 'https://changeline.test/api/badges/google-ads/google-ads-api/v21.json');
  for (const r of rows) if (r.sunset_date) assert.ok(r.changes.length > 0);
  VersionList.parse(api.listVersions(ds));
  const meta = api.listVersionsByPlatform(ds, 'meta-ads');
  VersionList.parse(meta);
  assert.equal(meta.count, 3);
  assert.deepEqual(api.listVersionsByPlatform(ds, 'snapchat-ads').versions, []);
  for (const c of ds.changes) Change.parse(c);
});

test('versions order by their numbers; every written form of one version has one key', () => {
  const sorted = ['v23.1', 'v2.10', 'v23', 'v3.0', 'v2.9', 'v24', '202601', '202511'].sort(compareVersions);
  assert.deepEqual(sorted, ['v2.9', 'v2.10', 'v3.0', 'v23', 'v23.1', 'v24', '202511', '202601']);
  for (const form of ['v21', '21', 'v21.0', 'V21.0.0', ' v21 ']) assert.equal(versionKey(form), '21', form);
  assert.notEqual(versionKey('v23.1'), versionKey('v23'));
  assert.equal(slugify('unversioned (v2)'), 'unversioned-v2');
  assert.equal(slugify('Google Ads API'), 'google-ads-api');
});

test('matchVersion finds a version however it is written, optionally in one API family', () => {
  const meta = ds.versionsByPlatform.get('meta-ads')!;
  for (const form of ['v21', '21', 'v21.0', '21.0']) {
    assert.deepEqual(
      matchVersion(meta, form).map((r) => r.api),
      ['Graph API', 'Marketing API'],
      form,
    );
  }
  assert.deepEqual(
    matchVersion(meta, 'v21', 'marketing api').map((r) => r.api),
    ['Marketing API'],
  );
  assert.deepEqual(
    matchVersion(meta, 'v21', 'graph-api').map((r) => r.api),
    ['Graph API'],
  );
  assert.deepEqual(matchVersion(meta, 'v22'), []);
  const li = ds.versionsByPlatform.get('linkedin-ads')!;
  assert.equal(matchVersion(li, '202501').length, 1);
  assert.equal(matchVersion(ds.versionsByPlatform.get('google-ads')!, 'v23').length, 1);
});

test('two versions of one family with the same slug stop the build with both named', () => {
  const a = version('x-ads', 'Ads API', 'V13');
  const b = version('x-ads', 'Ads API', 'v13');
  assert.throws(() => versionRows([a, b], ctx), /"V13" and "v13" have the same slug "v13"/);
});

test('recently passed: effective dates that ended in the last 30 days, most recent first, never superseded', () => {
  assert.deepEqual(
    ds.recentlyPassed.map((c) => c.id),
    [g20.id],
  );
});

test('badges in the Shields.io endpoint format: words and colour by how near the sunset is', () => {
  const badge = (platform: string, apiName: string, v: string) => api.getVersionBadge(ds, row(platform, apiName, v));
  assert.deepEqual(badge('google-ads', 'Google Ads API', 'v21'), {
    schemaVersion: 1,
    label: 'Google Ads API v21',
    message: 'sunset in 51 days',
    color: 'orange',
  });
  assert.deepEqual(badge('google-ads', 'Google Ads API', 'v20'), {
    schemaVersion: 1,
    label: 'Google Ads API v20',
    message: 'sunset 2026-06-10',
    color: 'lightgrey',
  });
  assert.deepEqual(badge('google-ads', 'Google Ads API', 'v22'), {
    schemaVersion: 1,
    label: 'Google Ads API v22',
    message: 'sunset in 114 days',
    color: 'green',
  });
  assert.equal(badge('google-ads', 'Google Ads API', 'v23').message, 'sunset in Feb 2027');
  assert.deepEqual(badge('google-ads', 'Google Ads API', 'v24'), { schemaVersion: 1, label: 'Google Ads API v24', message: 'planned', color: 'blue' });
  assert.deepEqual(badge('x-ads', 'Ads API', '12.0'), { schemaVersion: 1, label: 'X Ads API 12.0', message: 'deprecated, sunset in 16 days', color: 'red' });
  assert.equal(badge('meta-ads', 'Marketing API', 'v25.0').message, 'deprecated');
  assert.equal(badge('meta-ads', 'Graph API', 'v21.0').label, 'Meta Graph API v21.0');
  for (const r of rows) Badge.parse(api.getVersionBadge(ds, r));
});

test('rows as of a later day: statuses, days, latest and successor follow the dates, order is kept', () => {
  const later = rowsAsOf(rows, '2026-08-10');
  assert.deepEqual(
    later.map((r) => r.version),
    rows.map((r) => r.version),
  );
  const at = (v: string) => later.find((r) => r.platform === 'google-ads' && r.version === v)!;
  assert.equal(at('v21').status, 'sunset');
  assert.equal(at('v21').days_until_sunset, -5);
  assert.equal(at('v24').status, 'active'); // released 2026-07-22
  assert.equal(at('v24').latest, true);
  assert.equal(at('v23.1').successor, 'v24');
  assert.equal(at('v21').successor, 'v22');
  assert.equal(later.find((r) => r.platform === 'linkedin-ads')!.status, 'sunset'); // stated, no date
  // The same day as the build gives the rows as built.
  assert.deepEqual(rowsAsOf(rows, ctx.today), rows);
});

test('migrate_to is the newest released version of the family (active first), with its sunset; null on it and on planned rows', () => {
  const g = (v: string) => row('google-ads', 'Google Ads API', v);
  assert.equal(g('v24').migrate_to, null); // planned: newer than the target
  assert.equal(g('v23.1').migrate_to, null); // the target itself
  for (const v of ['v23', 'v22', 'v21', 'v20', 'v19']) {
    assert.equal(g(v).migrate_to, 'v23.1', v);
    assert.equal(g(v).migrate_to_rule, 'newest', v);
    assert.equal(g(v).migrate_to_sunset_date, '2027-02', v);
    assert.equal(g(v).migrate_to_source_url, null, v);
  }
  assert.equal(g('v19').successor, 'v21'); // order says v21 (sunsets in 2 months); the advice says v23.1
  assert.equal(g('v23.1').migrate_to_rule, null);
  assert.equal(g('v23.1').migrate_to_sunset_date, null);
  // A family whose only available version is deprecated: that one, never a sunset one.
  assert.equal(row('meta-ads', 'Marketing API', 'v21.0').migrate_to, 'v25.0');
  assert.equal(row('meta-ads', 'Marketing API', 'v25.0').migrate_to, null);
  assert.equal(row('meta-ads', 'Marketing API', 'v21.0').migrate_to_sunset_date, null); // no sunset announced for v25.0
  // A family with nothing available: no advice.
  assert.equal(row('linkedin-ads', 'LinkedIn Marketing API', '202501').migrate_to, null);
  for (const r of rows) VersionList.shape.versions.element.parse(r);
});

test('migrate_to follows the target a platform names (migration_target) while it is released, not sunset and newer', () => {
  const src = 'https://example.com/guide';
  const fam = [
    version('amazon-ads', 'Sponsored Products API', 'v1', { effective_date: '2023-06-30', migration_target: { version: 'v2', source_url: src } }),
    version('amazon-ads', 'Sponsored Products API', 'v2', { effective_date: '2026-09-30', migration_target: { version: 'v1', source_url: src } }),
    version('amazon-ads', 'Sponsored Products API', 'v3', { release_date: '2022-01-01', migration_target: { version: 'v2', source_url: src } }),
    version('amazon-ads', 'Sponsored Products API', 'v4', { release_date: '2026-05-01', migration_target: { version: 'v9', source_url: src } }),
    version('amazon-ads', 'Sponsored Products API', 'v5', { release_date: '2026-12-01' }),
  ];
  const built = buildDataset({ changes: fam, tools: [], events: [], sources: [], digests: [] }, ctx).versions;
  const at = (list: typeof built, v: string) => list.find((r) => r.version === v)!;
  const pick = (r: (typeof built)[number]) => [r.migrate_to, r.migrate_to_rule, r.migrate_to_source_url, r.migrate_to_sunset_date];
  assert.deepEqual(pick(at(built, 'v1')), ['v2', 'platform', src, '2026-09-30']); // the platform's target, though v4 is newer
  assert.deepEqual(pick(at(built, 'v2')), ['v4', 'newest', null, null]); // names an older version: ignored
  assert.deepEqual(pick(at(built, 'v3')), ['v4', 'newest', null, null]); // names an older version: ignored
  assert.deepEqual(pick(at(built, 'v4')), [null, null, null, null]); // names an unknown version; it is the newest itself
  assert.deepEqual(pick(at(built, 'v5')), [null, null, null, null]); // planned
  // Once the platform's target is sunset, the newest rule answers again.
  const later = rowsAsOf(built, '2026-12-05');
  assert.deepEqual(pick(at(later, 'v1')), ['v5', 'newest', null, null]);
  assert.deepEqual(pick(at(later, 'v4')), ['v5', 'newest', null, null]);
  // Before that, the guidance survives the recomputation.
  assert.deepEqual(rowsAsOf(built, ctx.today), built);
  assert.deepEqual(pick(at(rowsAsOf(built, '2026-07-01'), 'v1')), ['v2', 'platform', src, '2026-09-30']);
});

test('migrate_to as of a later day follows the dates', () => {
  const later = rowsAsOf(rows, '2026-08-10');
  const at = (v: string) => later.find((r) => r.platform === 'google-ads' && r.version === v)!;
  assert.equal(at('v24').migrate_to, null); // released 2026-07-22: now the target
  assert.equal(at('v23.1').migrate_to, 'v24');
  assert.equal(at('v19').migrate_to, 'v24');
  assert.equal(at('v19').migrate_to_sunset_date, null);
});

test('"Migrate to" reads the target row and its own sunset: day, month, tentative, none, deprecated', () => {
  const targetOf = migrateTargets(rows);
  const v19 = row('google-ads', 'Google Ads API', 'v19');
  assert.equal(targetOf(v19), row('google-ads', 'Google Ads API', 'v23.1'));
  assert.equal(targetOf(row('google-ads', 'Google Ads API', 'v23.1')), null);
  assert.equal(targetSunsetText(row('google-ads', 'Google Ads API', 'v23.1')), 'sunset in Feb 2027');
  assert.equal(targetSunsetText({ status: 'active', sunset_date: '2027-11', tentative: true }), 'sunset in Nov 2027, tentative');
  assert.equal(targetSunsetText({ status: 'active', sunset_date: '2027-01-21', tentative: false }), 'sunset 21 Jan 2027');
  assert.equal(targetSunsetText({ status: 'active', sunset_date: null, tentative: false }), 'no sunset announced');
  assert.equal(targetSunsetText(row('meta-ads', 'Marketing API', 'v25.0')), 'deprecated, no sunset announced');
});

test('loose family names, year-month versions and the nearest known versions', () => {
  const apis = ['Graph API', 'Marketing API'];
  assert.deepEqual(matchFamilies('meta-ads', apis, 'Meta Marketing API'), ['Marketing API']);
  assert.deepEqual(matchFamilies('meta-ads', apis, 'graph-api'), ['Graph API']);
  assert.deepEqual(matchFamilies('meta-ads', apis, 'meta'), apis);
  assert.deepEqual(matchFamilies('meta-ads', apis, 'Insights'), []);
  assert.deepEqual(matchFamilies('meta-ads', apis, 'api'), []);
  assert.deepEqual(matchFamilies('google-ads', ['Google Ads API'], 'google ads'), ['Google Ads API']);
  const amazon = ['Sponsored Products API', 'Sponsored Products reporting'];
  assert.deepEqual(matchFamilies('amazon-ads', amazon, 'Amazon Sponsored Products'), ['Sponsored Products API'], 'all its own words asked first');
  assert.deepEqual(matchFamilies('amazon-ads', amazon, 'sponsored products reporting'), ['Sponsored Products reporting']);
  assert.equal(yearMonthVersion('2025-05'), '202505');
  assert.equal(yearMonthVersion(' 2025/05 '), '202505');
  assert.equal(yearMonthVersion('2025-13'), null);
  assert.equal(yearMonthVersion('v25.0'), null);
  const google = ds.versionsByPlatform.get('google-ads')!;
  assert.deepEqual(
    nearestVersions(google, 'v21.5').map((r) => r.version),
    ['v23.1', 'v22', 'v21'],
    'the latest, then the nearest newer and older',
  );
  assert.deepEqual(
    nearestVersions(google, 'v99').map((r) => r.version),
    ['v24', 'v23.1'],
  );
  assert.deepEqual(
    nearestVersions(ds.versionsByPlatform.get('meta-ads')!, 'v22').map((r) => `${r.api} ${r.version}`),
    ['Graph API v21.0', 'Marketing API v25.0', 'Marketing API v21.0'],
  );
  const li = ds.versionsByPlatform.get('linkedin-ads')!;
  assert.deepEqual(
    matchVersion(li, '2025-01').map((r) => r.version),
    ['202501'],
  );
});

test('rowsAsOf(day) on one build equals a build on that day, including a platform-named target still planned at build time', () => {
  const src = 'https://example.com/amazon/migration-guide';
  const fam = [
    version('amazon-ads', 'Sponsored Brands API', 'v1', {
      release_date: '2024-01-10',
      effective_date: '2026-12-31',
      migration_target: { version: 'v3', source_url: src },
    }),
    version('amazon-ads', 'Sponsored Brands API', 'v2', { release_date: '2025-03-01', effective_date: '2027-06-30' }),
    version('amazon-ads', 'Sponsored Brands API', 'v3', { release_date: '2026-07-01' }),
    version('amazon-ads', 'Sponsored Brands API', 'v4', { release_date: '2026-07-10' }),
  ];
  const all = [...records, ...fam];
  const buildOn = (today: string) =>
    buildDataset({ changes: all, tools: [], events: [], sources: [], digests: [] }, { ...ctx, today, generatedAt: `${today}T00:00:00Z` }).versions;
  const built = buildOn(ctx.today);
  const v1 = (list: typeof built) => list.find((r) => r.platform === 'amazon-ads' && r.version === 'v1')!;
  // On the build day the named target is planned: the advice is the newest released version, and the
  // platform's target is published beside it so that a later day can follow it.
  assert.deepEqual([v1(built).migrate_to, v1(built).migrate_to_rule], ['v2', 'newest']);
  assert.deepEqual([v1(built).platform_target, v1(built).platform_target_source_url], ['v3', src]);
  // A day after v3 and v4 are released: the platform's v3, as a build on that day says (not the newest, v4).
  assert.deepEqual([v1(rowsAsOf(built, '2026-07-15')).migrate_to, v1(rowsAsOf(built, '2026-07-15')).migrate_to_rule], ['v3', 'platform']);
  for (const day of ['2026-06-15', '2026-06-30', '2026-07-01', '2026-07-05', '2026-07-15', '2026-08-10', '2026-10-08', '2027-01-05', '2027-08-01']) {
    // The lifecycle is the same as a build on that day. The path to the target (breaking_to_target,
    // migration_url) needs the change records: rowsAsOf keeps it while the target is the build's, and says
    // "not known" (null) once the target moved; where it gives one, it is the build's.
    const asOf = rowsAsOf(built, day);
    const that = buildOn(day);
    const lifecycle = (rows: typeof built) => rows.map(({ breaking_to_target: _b, migration_url: _m, changelog_missing: _c, ...r }) => r);
    assert.deepEqual(lifecycle(asOf), lifecycle(that), day);
    asOf.forEach((r, i) => {
      if (r.breaking_to_target !== null)
        assert.deepEqual(
          [r.breaking_to_target, r.migration_url, r.changelog_missing],
          [that[i]!.breaking_to_target, that[i]!.migration_url, that[i]!.changelog_missing],
          day,
        );
    });
  }
});
