/**
 * The migration path (src/model/migration-path.ts) on the real content: what
 * an upgrade from Google Ads API v20, Meta Marketing API v22.0 and LinkedIn
 * 202511 to their migrate_to costs, and that changes made in a version never
 * become version rows.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { loadContent, validRecords } from '../../../src/lint/load.ts';
import { versionRows } from '../../../src/model/versions.ts';
import { migrationCostWords, migrationLine, migrationPath, changesByVersion, withMigrations } from '../../../src/model/migration-path.ts';
import { compareVersions } from '../../../src/model/version-strings.ts';
import type { ChangeRecord } from '../../../src/schemas/change.ts';
import { MigrationPath } from '../../../src/schemas/migrations.ts';

const SITE = 'https://changeline.test';
const TODAY = '2026-11-27';
const content = fileURLToPath(new URL('../../../content', import.meta.url));
const records = validRecords<ChangeRecord>(loadContent(content, 'content'), 'changes').map((r) => r.data);
const rows = versionRows(records, { site: SITE, today: TODAY });
const { rows: withPaths, paths } = withMigrations(rows, records, SITE);
const pathOf = (platform: string, api: string, from: string) => {
  const p = paths.find((x) => x.platform === platform && x.api === api && x.from === from);
  assert.ok(p, `${platform} ${api} ${from} has a migration path`);
  return p;
};

test('a change made in a version is never a version row, and rows stay one per version', () => {
  const inVersion = records.filter((r) => r.version_change === true);
  assert.ok(inVersion.length >= 3, `${inVersion.length} changes made in versions`);
  for (const r of inVersion) for (const row of rows) assert.ok(!row.changes.includes(r.id), `${r.id} made a row`);
  const keys = rows.map((r) => `${r.platform} ${r.api} ${r.version}`);
  assert.equal(new Set(keys).size, keys.length);
});

test('Google Ads API v20: the path runs over every version after v20 up to migrate_to, items ordered by version then page order, each with its official source', () => {
  const row = withPaths.find((r) => r.platform === 'google-ads' && r.version === 'v20')!;
  const p = pathOf('google-ads', 'Google Ads API', 'v20');
  assert.equal(p.to, row.migrate_to);
  assert.equal(row.breaking_to_target, p.count);
  assert.ok(compareVersions(p.steps[0]!.version, 'v20') > 0);
  assert.ok(p.steps.some((s) => s.version === 'v21'));
  assert.equal(p.steps.at(-1)!.version, row.migrate_to);
  for (let i = 1; i < p.steps.length; i++) assert.ok(compareVersions(p.steps[i - 1]!.version, p.steps[i]!.version) < 0);
  // v26's breaking changes as the release notes list them, in their order.
  const v26 = p.items.filter((i) => i.version === 'v26');
  assert.equal(v26.length, 3);
  assert.match(v26[0]!.title, /country_code/);
  assert.match(v26[1]!.title, /enhanced_conversions_for_leads_enabled/);
  assert.match(v26[2]!.title, /hotel/);
  for (const it of p.items)
    assert.match(
      it.source_url,
      /^https:\/\/developers\.google\.com\/google-ads\/api\/docs\/(release-notes|upgrade)$|^https:\/\/developers\.google\.com\/ads\/blog\/posts\/2026\/04\/announcing-v24-of-google-ads-api$/,
    );
  // Minor versions make no breaking change by Google's versioning policy; a major one without records says so.
  for (const s of p.steps) {
    if (/^v\d+\.[1-9]/.test(s.version)) assert.equal(s.state, 'minor', s.version);
    if (s.state === 'not_recorded') assert.equal(s.note, `no official changelog recorded for ${s.version}`);
  }
  assert.equal(p.complete, !p.steps.some((s) => s.state === 'not_recorded'));
  assert.match(migrationLine(p), /^v20 → v\S+: \d+ breaking changes?/);
  const { url: _u, ...published } = p;
  MigrationPath.parse({ generated_at: '2026-11-27T00:00:00Z', ...published });
});

test('Meta Marketing API v22.0 and LinkedIn 202511 have a path to their migrate_to that names the steps it does not know', () => {
  for (const [platform, api, from] of [
    ['meta-ads', 'Marketing API', 'v22.0'],
    ['linkedin-ads', 'LinkedIn Marketing API', '202511'],
  ] as const) {
    const row = rows.find((r) => r.platform === platform && r.version === from);
    if (row === undefined || row.migrate_to === null) continue;
    const p = migrationPath(row, rows, changesByVersion(records), SITE)!;
    assert.equal(p.from, from);
    assert.equal(p.to, row.migrate_to);
    assert.equal(p.count, p.items.length);
    assert.equal(p.unknown.length, p.steps.filter((s) => s.state === 'not_recorded').length, `${api} ${from}`);
  }
});

test('LinkedIn 202511: an entry of a monthly recent-changes section is a change in that version (202608: the DMP segment cap), months without a section are named as unknown', () => {
  const p = pathOf('linkedin-ads', 'LinkedIn Marketing API', '202511');
  const dmp = p.items.find((i) => /DMP Segments/.test(i.title));
  assert.ok(dmp, 'the 202608 breaking change is on the path');
  assert.equal(dmp.version, '202608');
  assert.equal(p.steps.find((s) => s.version === '202608')!.state, 'listed');
  for (const s of p.steps.filter((x) => x.state === 'not_recorded')) assert.ok(p.unknown.includes(`no official changelog recorded for ${s.version}`));
});

test('Meta Marketing API v22.0: the v24.0 and v25.0 deprecations, in page order, from the official changelogs', () => {
  const p = pathOf('meta-ads', 'Marketing API', 'v22.0');
  const v24 = p.items.filter((i) => i.version === 'v24.0');
  assert.deepEqual(
    v24.map((i) => i.title.replace(/^Marketing API v24\.0: /, '').slice(0, 20)),
    ['creating Messenger a', 'Advantage+ shopping ', 'Facebook video feeds'],
  );
  assert.ok(p.items.some((i) => i.version === 'v25.0' && /Advantage\+ shopping/.test(i.title)));
  // An announcement of a listed version is not a cost, but the version is known.
  assert.equal(p.steps.find((s) => s.version === 'v25.0')!.state, 'listed');
  // v26.0's placement removals come from Meta's own v26 launch post; the rest from the per-version changelogs.
  assert.deepEqual(
    p.items.filter((i) => i.version === 'v26.0').map((i) => i.title.slice(0, 24)),
    ['Instagram Explore feed p', 'Messenger Stories placem'],
  );
  for (const it of p.items)
    assert.match(
      it.source_url,
      /^https:\/\/developers\.facebook\.com\/(documentation\/ads-commerce\/marketing-api\/marketing-api-changelog\/version2\d\.0|blog\/post\/2026\/07\/29\/introducing-graph-api-v26-and-marketing-api-v26\/)$/,
    );
});

test('a row without migrate_to has no path, and no row points at a path to an older version', () => {
  for (const r of withPaths) {
    if (r.migrate_to === null) assert.equal(r.migration_url, null);
    else assert.ok(compareVersions(r.migrate_to, r.version) > 0);
  }
});

/** The live breaking changes and deprecations made in each version of each family, by the records alone (an oracle apart from migrationPath). */
function costsByVersion(): Map<string, ChangeRecord[]> {
  const out = new Map<string, ChangeRecord[]>();
  for (const r of records) {
    if (r.superseded_by !== undefined || !(r.categories ?? []).some((c) => c === 'breaking_change' || c === 'deprecation')) continue;
    let at: { api: string; version: string } | null = null;
    if (r.version_change === true) at = { api: r.api!, version: r.api_version! };
    // A version's own record that is a breaking change (a migration guide recorded as the version's record) costs an upgrade to it too.
    else if (r.api_version !== undefined && (r.categories ?? []).includes('breaking_change')) at = { api: r.api!, version: r.api_version };
    const month = r.collector === 'linkedin-ads-recent-changes' && r.api_version === undefined ? /^entry\|[^|]+\|(\d{4})-(\d{2})\|/.exec(r.source_key) : null;
    if (month) at = { api: 'LinkedIn Marketing API', version: `${month[1]}${month[2]}` };
    if (at === null) continue;
    const k = `${r.platform}\u0000${at.api}`;
    out.set(k, [...(out.get(k) ?? []), { ...r, api_version: at.version }]);
  }
  return out;
}

test('every path lists every live breaking change and deprecation made in a version after the row up to its target, oldest version first, and nothing outside that range', () => {
  const costs = costsByVersion();
  // A change is in a version of the table, unless it predates the family's first numbered version (LinkedIn's
  // recent-changes page has a December 2020 section, before versioning began with 202206).
  for (const [k, list] of costs) {
    const versions = rows.filter((r) => `${r.platform}\u0000${r.api}` === k).map((r) => r.version);
    const first = versions.filter((v) => /^v?\d/.test(v)).sort(compareVersions)[0]!;
    for (const r of list)
      assert.ok(
        versions.includes(r.api_version!) || compareVersions(r.api_version!, first) < 0,
        `${r.id}: ${k.replace('\u0000', ' ')} has no row for ${r.api_version}`,
      );
  }
  let checked = 0;
  for (const p of paths) {
    const versions = new Set(rows.filter((r) => r.platform === p.platform && r.api === p.api).map((r) => r.version));
    const expected = (costs.get(`${p.platform}\u0000${p.api}`) ?? [])
      .filter((r) => versions.has(r.api_version!) && compareVersions(r.api_version!, p.from) > 0 && compareVersions(r.api_version!, p.to) <= 0)
      .sort(
        (a, b) =>
          compareVersions(a.api_version!, b.api_version!) ||
          (a.changelog_position ?? Number.MAX_SAFE_INTEGER) - (b.changelog_position ?? Number.MAX_SAFE_INTEGER) ||
          (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
      );
    assert.deepEqual(
      p.items.map((i) => `${i.version} ${i.title}`),
      expected.map((r) => `${r.api_version} ${r.title}`),
      `${p.platform} ${p.api} ${p.from} → ${p.to}`,
    );
    checked++;
  }
  assert.ok(checked > 150, `${checked} paths checked`);
});

test('a breaking change or deprecation from a per-version changelog page is a change made in that version, so the upgrade across it counts it', () => {
  let checked = 0;
  for (const r of records) {
    if (r.superseded_by !== undefined || !(r.categories ?? []).some((c) => c === 'breaking_change' || c === 'deprecation')) continue;
    // Meta's per-version changelog pages: …/graph-api/changelog/version17.0, …/marketing-api-changelog/version23.0.
    const page = /\/(graph-api|marketing-api)[/-]changelog\/version(\d+\.\d+)$/.exec(r.source_url);
    if (page === null) continue;
    checked++;
    assert.equal(r.version_change, true, `${r.id} (${r.title}) is listed by the v${page[2]} changelog but is not a change made in v${page[2]}`);
    assert.equal(r.api, page[1] === 'graph-api' ? 'Graph API' : 'Marketing API', r.id);
    assert.equal(r.api_version, `v${page[2]}`, r.id);
  }
  assert.ok(checked >= 10, `${checked} records from per-version changelog pages`);
});

test('Meta Marketing API v21.0 → v27.0: the v22.0 and v23.0 steps list the changes the site holds for them, not "0 breaking changes"; X Ads API 4.0 → 12.0 lists v5 and v6', () => {
  const meta = pathOf('meta-ads', 'Marketing API', 'v21.0');
  const v23 = meta.steps.find((s) => s.version === 'v23.0')!;
  assert.ok(v23.count >= 1, `v23.0 step: ${v23.note}`);
  assert.ok(meta.items.some((i) => i.version === 'v23.0' && /Advantage\+ audience/.test(i.title)));
  assert.ok(meta.items.some((i) => i.version === 'v22.0' && /Standard Enhancements/.test(i.title)));
  assert.ok(pathOf('meta-ads', 'Marketing API', 'v16.0').items.some((i) => i.version === 'v17.0' && /Ad Strategies/.test(i.title)));
  const x = pathOf('x-ads', 'Ads API', '4.0');
  assert.ok(x.items.some((i) => i.version === '5.0' && /account_media/.test(i.title)));
  assert.ok(x.items.some((i) => i.version === '6.0' && /Scoped Timeline/.test(i.title)));
  assert.equal(x.steps.find((s) => s.version === '5.0')!.state, 'listed');
});

test('a step with no breaking change recorded says "none known", never a bare zero or "none"', () => {
  let zero = 0;
  for (const p of paths)
    for (const s of p.steps) {
      if (s.count > 0 || s.state === 'not_recorded') continue;
      zero++;
      assert.match(s.note, /^none known\b/, `${p.platform} ${p.api} ${s.version}: "${s.note}"`);
    }
  assert.ok(zero > 0);
});

test('a migration page heading never promises "0 breaking changes": X Ads API 11.0 → 12.0 (12.0 not recorded) reads "no breaking change known"', () => {
  const x = pathOf('x-ads', 'Ads API', '11.0');
  assert.equal(x.count, 0);
  assert.equal(migrationCostWords(x.count), 'no breaking change known');
  assert.equal(migrationCostWords(pathOf('google-ads', 'Google Ads API', 'v19').count), '13 breaking changes');
  assert.equal(migrationCostWords(1), '1 breaking change');
  assert.equal(migrationCostWords(1234), '1,234 breaking changes');
});

test('Snapchat Conversions API v2 → v3: the v3 record that is the official migration guide (v2 payloads must be rebuilt) is on the path, not "no breaking change known"', () => {
  const p = pathOf('snapchat-ads', 'Conversions API', 'v2');
  assert.equal(p.to, 'v3');
  assert.equal(p.count, 1);
  assert.match(p.items[0]!.title, /Conversions API v3 uses new endpoints and a restructured event payload/);
  assert.equal(p.steps[0]!.state, 'listed');
  assert.equal(migrationCostWords(p.count), '1 breaking change');
});
