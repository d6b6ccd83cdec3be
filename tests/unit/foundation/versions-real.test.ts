/**
 * migrate_to on the real content (content/changes): the advice a user gets
 * for every version row of every platform, as of a fixed day.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { loadContent, validRecords } from '../../../src/lint/load.ts';
import { rowsAsOf, versionRows } from '../../../src/model/versions.ts';
import { compareVersions } from '../../../src/model/version-strings.ts';
import type { ChangeRecord } from '../../../src/schemas/change.ts';
import { VersionRow } from '../../../src/schemas/versions.ts';

const TODAY = '2026-11-27';
const content = fileURLToPath(new URL('../../../content', import.meta.url));
const records = validRecords<ChangeRecord>(loadContent(content, 'content'), 'changes').map((r) => r.data);
const rows = versionRows(records, { site: 'https://changeline.test', today: TODAY });
const families = Map.groupBy(rows, (r) => `${r.platform} ${r.api}`);
/** The newest released version of a family: the newest active one, else the newest deprecated one. */
const newestReleased = (fam: VersionRow[]) => fam.find((r) => r.status === 'active') ?? fam.find((r) => r.status === 'deprecated'); // rows are newest first
const one = (platform: string, api: string, version: string) => {
  const found = rows.filter((r) => r.platform === platform && r.api === api && r.version === version);
  assert.equal(found.length, 1, `${platform} ${api} ${version}`);
  return found[0]!;
};

test('the real content has version rows of several platforms, each valid', () => {
  assert.ok(families.size >= 5, `${families.size} families`);
  for (const r of rows) VersionRow.parse(r);
});

test('Google v20 and Meta Marketing API v22.0 are told to move to the newest released version of their family', () => {
  for (const [platform, api, version] of [
    ['google-ads', 'Google Ads API', 'v20'],
    ['meta-ads', 'Marketing API', 'v22.0'],
  ] as const) {
    const fam = families.get(`${platform} ${api}`)!;
    const target = newestReleased(fam)!;
    const r = one(platform, api, version);
    assert.equal(r.migrate_to, target.version, `${platform} ${version}`);
    assert.equal(target.status, 'active');
    assert.equal(r.migrate_to_sunset_date, target.sunset_date);
    assert.notEqual(r.migrate_to, r.successor, `${platform} ${version}: the advice is not the next version in line`);
    // the newest of the family (no planned version is newer in the data today)
    assert.equal(target.version, fam.filter((o) => o.status !== 'planned')[0]!.version);
  }
});

test('migrate_to is null exactly on the newest released version of each family (and on newer, unreleased rows)', () => {
  for (const [key, fam] of families) {
    const target = newestReleased(fam);
    for (const r of fam) {
      const expectNull = target === undefined || compareVersions(r.version, target.version) >= 0;
      assert.equal(r.migrate_to === null, expectNull, `${key} ${r.version}: migrate_to ${r.migrate_to}`);
      if (!expectNull && r.migrate_to_rule === 'newest') assert.equal(r.migrate_to, target!.version, `${key} ${r.version}`);
    }
  }
});

test("migrate_to never points at a version that is sunset, planned, or not newer than the row; it carries the target's sunset", () => {
  let pointed = 0;
  for (const [key, fam] of families) {
    for (const r of fam) {
      if (r.migrate_to === null) {
        assert.equal(r.migrate_to_rule, null);
        assert.equal(r.migrate_to_sunset_date, null);
        continue;
      }
      pointed++;
      const target = fam.find((o) => o.version === r.migrate_to);
      assert.ok(target, `${key} ${r.version} -> ${r.migrate_to}: not a row of the family`);
      assert.ok(target.status === 'active' || target.status === 'deprecated', `${key} ${r.version} -> ${r.migrate_to} is ${target.status}`);
      assert.ok(compareVersions(target.version, r.version) > 0, `${key} ${r.version} -> ${r.migrate_to} is not newer`);
      assert.equal(r.migrate_to_sunset_date, target.sunset_date, `${key} ${r.version}`);
      if (r.migrate_to_rule === 'platform') assert.ok(r.migrate_to_source_url?.startsWith('https://'));
    }
  }
  assert.ok(pointed > 50, `${pointed} rows with advice`);
});

test('recomputed for the day of a call, the same rules hold', () => {
  assert.deepEqual(rowsAsOf(rows, TODAY), rows);
  for (const r of rowsAsOf(rows, '2027-03-01')) {
    if (r.migrate_to === null) continue;
    assert.ok(compareVersions(r.migrate_to, r.version) > 0);
  }
});
