/**
 * get_version_status over the real content (content/changes) as of a fixed
 * day: one version or a list, loose API family names, LinkedIn's 2025-05,
 * unknown versions answered with the nearest known ones, migrate_to and
 * successor each with the status and sunset of the version they name.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { loadContent, validRecords } from '../../../src/lint/load.ts';
import { rowsByPlatform, versionList, versionRows } from '../../../src/model/versions.ts';
import { withMigrations } from '../../../src/model/migration-path.ts';
import { PLATFORM_SLUGS, type PlatformSlug } from '../../../src/schemas/common.ts';
import type { ChangeRecord } from '../../../src/schemas/change.ts';
import type { VersionList } from '../../../src/schemas/versions.ts';
import { ToolError, getVersionStatus, getVersionStatuses, platformOf } from '../../../src/mcp/queries.ts';
import { VERSIONS_MAX, VersionStatusInput, VersionStatusOutput } from '../../../src/mcp/tool-schemas.ts';

const BUILT = '2026-11-20';
const TODAY = '2026-11-27';
const content = fileURLToPath(new URL('../../../content', import.meta.url));
const records = validRecords<ChangeRecord>(loadContent(content, 'content'), 'changes').map((r) => r.data);
const byPlatform = rowsByPlatform(versionRows(records, { site: 'https://changeline.test', today: BUILT }));
const lists = new Map<PlatformSlug, VersionList>(PLATFORM_SLUGS.map((p) => [p, versionList(byPlatform.get(p)!, `${BUILT}T00:00:00Z`)]));
const one = (platform: PlatformSlug, version: string, api?: string) => getVersionStatus(lists.get(platform)!, { platform, version, api }, TODAY);
const many = (items: { platform: string; version: string; api?: string }[]) => getVersionStatuses(items, (p) => ({ list: lists.get(p)! }), TODAY);
const out = (body: object) => VersionStatusOutput.parse({ as_of: `${BUILT}T00:00:00Z`, ...body });

test('Google v20: migrate_to is the major of the newest released version (the endpoint to call), with that version, its status and sunset; successor stays the next one in line', () => {
  const r = one('google-ads', 'v20');
  out(r);
  assert.equal(r.matched, 1);
  const row = r.versions[0]!;
  assert.equal(row.status, 'sunset');
  const latest = r.latest[0]!.version!;
  // Google serves a call to a major with its newest minor and no minor can be called: the advice names the major.
  assert.equal(row.migrate_to, latest.replace(/\.\d+$/, ''));
  assert.equal(row.served?.migrate_to_served_as, latest);
  assert.equal(row.migrate_to_rule, 'newest');
  assert.deepEqual(
    [row.migrate_to_target?.version, row.migrate_to_target?.status, row.migrate_to_target?.sunset_date],
    [latest, 'active', row.migrate_to_sunset_date],
  );
  assert.ok(row.successor !== null && row.successor !== row.migrate_to, 'successor is the nearest newer available version, not the advice');
  assert.equal(row.successor_target?.version, row.successor);
});

test('a list answers Google v20, Meta Marketing API v22.0 and LinkedIn 2025-05 in one call, each item alone', () => {
  const r = many([
    { platform: 'google-ads', version: 'v20' },
    { platform: 'meta-ads', version: 'v22.0', api: 'Meta Marketing API' },
    { platform: 'linkedin-ads', version: '2025-05' },
    { platform: 'tiktok-ads', version: 'v1' },
    { platform: 'Google Ads', version: 'v99' },
    { platform: 'meta-ads', version: 'v22', api: 'Insights API' },
  ]);
  out(r);
  const [google, meta, linkedin, tiktok, unknown, noFamily] = r.results;
  assert.equal(google!.versions![0]!.served?.migrate_to_served_as, google!.latest![0]!.version);
  // Meta Marketing API v22.0: the Marketing API row only, pointed at the newest released Marketing API version, not at the deprecated v25.0.
  assert.deepEqual(
    meta!.versions!.map((v) => v.api),
    ['Marketing API'],
  );
  const m = meta!.versions![0]!;
  assert.equal(m.status, 'sunset');
  assert.equal(m.migrate_to, meta!.latest![0]!.version);
  assert.equal(m.migrate_to_target!.status, 'active');
  assert.notEqual(m.migrate_to, 'v25.0');
  // LinkedIn 2025-05 is 202505: answered if the data has it, else the nearest known versions with their status and migrate_to.
  if (linkedin!.versions) {
    assert.equal(linkedin!.versions[0]!.version, '202505');
    assert.ok(linkedin!.versions[0]!.migrate_to);
  } else {
    assert.match(linkedin!.error!, /no LinkedIn Ads API version matches "2025-05": it has no known status, so do not assume it is safe/);
    assert.ok(linkedin!.nearest!.length >= 1);
    for (const n of linkedin!.nearest!) {
      assert.match(n.version, /^2025\d\d$/);
      assert.ok(n.migrate_to, `${n.version} has a version to move to`);
    }
  }
  assert.match(tiktok!.error!, /unknown platform "tiktok-ads": use one of amazon-ads \(Amazon Ads\)/);
  assert.equal(tiktok!.versions, undefined);
  assert.match(
    unknown!.error!,
    /no Google Ads API version matches "v99".*Nearest known versions \(and the newest of each family\): Google Ads API v\d+(\.\d+)? \(active/,
  );
  assert.equal(unknown!.nearest!.length, 1, 'only an older neighbour');
  assert.match(noFamily!.error!, /Meta Ads has no API family "Insights API": use one of "Graph API", "Marketing API"/);
  assert.deepEqual(
    r.results.map((x) => [x.platform, x.version]),
    [
      ['google-ads', 'v20'],
      ['meta-ads', 'v22.0'],
      ['linkedin-ads', '2025-05'],
      ['tiktok-ads', 'v1'],
      ['Google Ads', 'v99'],
      ['meta-ads', 'v22'],
    ],
  );
});

test('LinkedIn monthly versions can be written with a separator: 2026-01 is 202601', () => {
  const r = one('linkedin-ads', '2026-01');
  assert.deepEqual(
    r.versions.map((v) => v.version),
    ['202601'],
  );
  assert.equal(one('linkedin-ads', '202601').versions[0]!.version, '202601');
});

test('api matches loosely: brand or not, any case, words or slug', () => {
  const apis = (platform: PlatformSlug, version: string, api?: string) => one(platform, version, api).versions.map((v) => v.api);
  for (const name of ['Meta Marketing API', 'marketing api', 'Marketing', 'marketing-api', 'META MARKETING']) {
    assert.deepEqual(apis('meta-ads', 'v22.0', name), ['Marketing API'], name);
  }
  assert.deepEqual(apis('meta-ads', 'v22', 'Meta Graph API'), ['Graph API']);
  assert.deepEqual(apis('meta-ads', 'v22'), ['Graph API', 'Marketing API']);
  assert.deepEqual(apis('meta-ads', 'v22', 'Meta'), ['Graph API', 'Marketing API'], 'brand only: every family');
  for (const name of ['Google Ads API', 'google ads', 'Google Ads', 'google-ads-api'])
    assert.deepEqual(apis('google-ads', 'v20', name), ['Google Ads API'], name);
  assert.throws(
    () => one('meta-ads', 'v22', 'Marketing Insights API'),
    (e: Error) => e instanceof ToolError && /no API family "Marketing Insights API"/.test(e.message),
  );
});

test('an unknown version is an error naming the nearest known versions with their status, never a status of its own', () => {
  assert.throws(
    () => one('meta-ads', 'v99.0', 'Graph API'),
    (e: Error) =>
      e instanceof ToolError &&
      /do not assume it is safe\. Nearest known versions \(and the newest of each family\): Meta Graph API v2\d\.0 \(/.test(e.message),
  );
  const r = many([{ platform: 'x-ads', version: '11.5' }]).results[0]!;
  assert.deepEqual(
    r.nearest!.map((n) => [n.version, n.status]),
    [
      ['12.0', 'active'],
      ['11.0', 'active'],
    ],
  );
});

test('a version older than a sunset row is sunset by the rule, said as such (Google v1, LinkedIn 202404, Graph v12.5)', () => {
  // Google's oldest row is v1.3 (the first version its Perl client library supported); v1 is older still.
  const g = one('google-ads', 'v1');
  assert.equal(g.matched, 1);
  const v = g.versions[0]!;
  assert.equal(v.version, 'v1');
  assert.equal(v.status, 'sunset');
  assert.equal(v.status_basis, 'rule');
  assert.match(v.status_rule!, /^v1 is older than v1\.3, which is sunset; a platform retires versions oldest first/);
  assert.equal(v.sunset_date, null, 'the rule gives no date of its own');
  assert.ok(out(g));
  const l = one('linkedin-ads', '202404').versions[0]!;
  assert.equal(l.status_basis, 'rule');
  const m = one('meta-ads', 'v12.5', 'Graph API').versions[0]!;
  assert.match(m.status_rule!, /^v12\.5 is older than v13\.0, which was sunset on 28 May 2024/);
  // In a list, too.
  const r = many([{ platform: 'google-ads', version: 'v1' }]).results[0]!;
  assert.equal(r.versions![0]!.status, 'sunset');
  assert.equal(r.versions![0]!.status_basis, 'rule');
  assert.equal(r.error, undefined);
});

test('a version answered by the rule carries no migration path of the row it cites: LinkedIn 202404 never gets the path of 202405 (which leaves out the 202405 step), as changeline check says', () => {
  // The rows as published: with breaking_to_target, migration_url and changelog_missing filled.
  const published = withMigrations(versionRows(records, { site: 'https://changeline.test', today: BUILT }), records, 'https://changeline.test').rows;
  const list = versionList(rowsByPlatform(published).get('linkedin-ads')!, `${BUILT}T00:00:00Z`);
  const cited = published.find((r) => r.platform === 'linkedin-ads' && r.version === '202405')!;
  assert.ok(cited.migration_url !== null && cited.breaking_to_target !== null, '202405 has a path of its own');
  const l = getVersionStatus(list, { platform: 'linkedin-ads', version: '202404' }, TODAY).versions[0]!;
  assert.equal(l.status_basis, 'rule');
  assert.equal(l.migrate_to, cited.migrate_to, "the version to move to is the family rule's");
  // Before: migration_url …/202405.json, breaking_to_target and changelog_missing of 202405's path (202405 itself not among the steps).
  assert.equal(l.migration_url, null);
  assert.equal(l.breaking_to_target, null);
  assert.equal(l.changelog_missing, null);
  assert.ok(out({ today: TODAY, platform: 'linkedin-ads', version: '202404', matched: 1, versions: [l], latest: [] }));
});

test('Google v3 to v13 are rows of their own (sunset; a day only where a copy states it), advised to the newest released version', () => {
  const newest = one('google-ads', 'v20').versions[0]!.migrate_to!;
  const days: Record<string, string | null> = {
    v3: null,
    v8: null,
    v9: null,
    v10: null,
    v11: '2023-03-31',
    v12: '2023-09-27',
    v13: '2024-01-31',
    'v13.1': '2024-01-31',
  };
  for (const [version, day] of Object.entries(days)) {
    const r = one('google-ads', version);
    assert.equal(r.matched, 1, version);
    const v = r.versions[0]!;
    assert.deepEqual([v.version, v.status, v.sunset_date], [version, 'sunset', day], version);
    assert.notEqual(v.status_basis, 'rule', `${version} answers from its row`);
    assert.equal(v.migrate_to, newest, version);
    if (day === null) assert.match(v.source_url, /^https:\/\/github\.com\/googleads\/google-ads-perl\//, version);
    else assert.equal(v.source_url, 'https://developers.google.com/google-ads/api/docs/sunset-dates', version);
  }
  // In a list, too: v9 answers from its row.
  const l = many([{ platform: 'google-ads', version: 'v9' }]).results[0]!;
  assert.deepEqual([l.versions![0]!.version, l.versions![0]!.status], ['v9', 'sunset']);
  assert.notEqual(l.versions![0]!.status_basis, 'rule');
});

test('platforms are slugs or names; the input takes one version or a list of at most 50, never both', () => {
  assert.equal(platformOf('Meta Ads'), 'meta-ads');
  assert.equal(platformOf(' linkedin-ads '), 'linkedin-ads');
  assert.equal(platformOf('TikTok'), null);
  const bad = (args: unknown) => {
    const res = VersionStatusInput.safeParse(args);
    assert.equal(res.success, false, JSON.stringify(args));
    return res.error!.issues.map((i) => i.message).join(' | ');
  };
  assert.ok(VersionStatusInput.safeParse({ platform: 'google-ads', version: 'v20' }).success);
  assert.ok(VersionStatusInput.safeParse({ versions: [{ platform: 'google-ads', version: 'v20' }] }).success);
  assert.match(bad({ version: 'v21' }), /platform is required with version/);
  assert.match(bad({ platform: 'google-ads' }), /version is required with platform/);
  assert.match(bad({}), /platform is required.*or give versions/);
  assert.match(
    bad({ platform: 'google-ads', version: 'v20', versions: [{ platform: 'google-ads', version: 'v20' }] }),
    /give either versions \(a list\) or platform and version, not both/,
  );
  assert.match(bad({ versions: [] }), /versions must hold 1 to 50 items/);
  const item = { platform: 'google-ads', version: 'v20' };
  assert.match(bad({ versions: Array(VERSIONS_MAX + 1).fill(item) }), /versions must hold 1 to 50 items: split a longer list/);
  assert.match(
    bad({ versions: [{ platform: 'google-ads', version: 'v20', sunset: true }] }),
    /unknown key "sunset" in a versions item: it takes platform, version, api/,
  );
  assert.match(bad({ versions: [{ platform: 'google-ads', version: '' }] }), /version must not be empty/);
  assert.match(bad({ versions: [{ platform: 'google-ads', version: 'x'.repeat(61) }] }), /version must be at most 60 characters/);
  assert.match(bad({ versions: 'google-ads v20' }), /versions must be a list of \{platform, version, api\?\} objects/);
  assert.match(bad({ versions: [{ platform: 'g'.repeat(200), version: 'v20' }] }), /platform must be at most 60 characters/);
  assert.ok(VersionStatusInput.safeParse({ versions: Array(VERSIONS_MAX).fill(item) }).success);
});

test('a list of 50 reads each platform once and keeps the order', () => {
  let reads = 0;
  const items = Array.from({ length: 50 }, (_, i) => ({ platform: i % 2 ? 'google-ads' : 'meta-ads', version: i % 2 ? 'v20' : 'v22.0' }));
  const r = getVersionStatuses(
    items,
    (p) => {
      reads++;
      return { list: lists.get(p)! };
    },
    TODAY,
  );
  assert.equal(reads, 2);
  assert.equal(r.results.length, 50);
  assert.ok(r.results.every((x, i) => x.platform === items[i]!.platform && x.versions && x.versions.length >= 1));
  // A platform whose file could not be read fails its own items only.
  const partial = getVersionStatuses(items.slice(0, 2), (p) => (p === 'google-ads' ? { error: 'Could not load it' } : { list: lists.get(p)! }), TODAY);
  assert.deepEqual(
    partial.results.map((x) => x.error ?? 'ok'),
    ['ok', 'Could not load it'],
  );
});

test('a version given as a number is taken as its text, alone or in a list', () => {
  const asNumber = VersionStatusInput.parse({ platform: 'linkedin-ads', version: 202401 });
  assert.equal(asNumber.version, '202401');
  const asText = VersionStatusInput.parse({ platform: 'linkedin-ads', version: '202401' });
  const ask = (a: typeof asText) => {
    try {
      return one(a.platform!, a.version!);
    } catch (e) {
      return (e as Error).message;
    }
  };
  assert.deepEqual(ask(asNumber), ask(asText));
  const listed = VersionStatusInput.parse({ versions: [{ platform: 'google-ads', version: 21 }] });
  assert.equal(listed.versions![0]!.version, '21');
  assert.equal(many(listed.versions!).results[0]!.versions![0]!.version, one('google-ads', 'v21').versions[0]!.version);
  const bad = VersionStatusInput.safeParse({ platform: 'linkedin-ads', version: true });
  assert.deepEqual(
    bad.error?.issues.map((i) => i.message),
    ['version true must be text such as v21, 21, v21.0 or 202601, or a number such as 21 or 202601'],
  );
});

test('an unknown version gets a bounded list of known ones: the nearest on each side and the newest, per family', () => {
  for (const [platform, version] of [
    ['google-ads', 'v3'],
    ['linkedin-ads', '202401'],
    ['meta-ads', 'v1'],
    ['google-ads', 'v999'],
  ] as const) {
    const r = many([{ platform, version }]).results[0]!;
    if (r.versions !== undefined) continue; // the data knows it
    const families = new Set(lists.get(platform)!.versions.map((v) => v.api));
    assert.ok(r.nearest!.length >= 1 && r.nearest!.length <= 3 * families.size, `${platform} ${version}: ${r.nearest!.length}`);
    const newest = lists.get(platform)!.versions.find((v) => v.latest && r.nearest!.some((n) => n.api === v.api));
    assert.ok(newest && r.nearest!.some((n) => n.version === newest.version), 'the newest of the family is named');
    assert.ok(r.error!.length < 1200, `${platform} ${version}: a bounded message (${r.error!.length} characters)`);
    assert.doesNotMatch(r.error!, /is not a function|TypeError|undefined/);
  }
});

test('Google v26 is answered as the v26 endpoint, served as v26.2, with no migrate_to; v25 is told to call v26 (served as v26.2)', () => {
  // Google serves every call to a major with its newest minor and no minor can be called: "migrate to v26.2" was
  // advice no URL or SDK can follow (src/model/minor-versions.ts).
  const v26 = one('google-ads', 'v26');
  out(v26);
  const row = v26.versions[0]!;
  assert.equal(row.version, 'v26');
  assert.equal(row.migrate_to, null);
  assert.equal(row.migrate_to_target, null);
  assert.equal(row.migration_url, null);
  assert.equal(row.served?.endpoint, 'v26');
  assert.equal(row.served?.version, 'v26.2');
  assert.equal(row.served?.status, 'active');
  assert.equal(row.served?.source_url, 'https://developers.google.com/google-ads/api/docs/sunset-dates');
  const v25 = one('google-ads', 'v25').versions[0]!;
  assert.equal(v25.migrate_to, 'v26');
  assert.equal(v25.served?.version, 'v25.2');
  assert.equal(v25.served?.migrate_to_served_as, 'v26.2');
  assert.equal(v25.migrate_to_target?.version, 'v26.2');
  // Other families keep the row's migrate_to and have no served block.
  const meta = one('meta-ads', 'v22.0', 'Marketing API').versions[0]!;
  assert.equal(meta.served, undefined);
  assert.match(meta.migrate_to ?? '', /^v\d+\.0$/);
});
