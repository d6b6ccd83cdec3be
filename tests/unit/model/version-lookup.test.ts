/**
 * The rule for versions the table lacks (src/model/version-lookup.ts), on the
 * real version rows built from content/: a version older than a sunset row
 * of its family is sunset by the rule, naming that row; a newer one, or one
 * in a family without a sunset row, stays unknown.
 */
import { test } from 'node:test';
import { ApiFamily, type VersionList } from '../../../src/schemas/versions.ts';
import assert from 'node:assert/strict';
import { contentData } from '../../../src/check/local-data.ts';
import { lookupVersion, olderVersionsRule } from '../../../src/model/version-lookup.ts';
import { compareVersions } from '../../../src/model/version-strings.ts';

const rows = (contentData().versions as VersionList).versions;
const family = (platform: string, api: string) => rows.filter((r) => r.platform === platform && r.api === api);
const oldest = (platform: string, api: string) => family(platform, api).sort((a, b) => compareVersions(a.version, b.version))[0]!;

test('a version with a row answers from the row', () => {
  const r = lookupVersion(rows, 'meta-ads', 'Marketing API', 'v24');
  assert.equal(r.basis, 'row');
  assert.equal(r.basis === 'row' && r.row.version, 'v24.0');
});

test('Google Ads: a version older than the oldest row is sunset by the rule, citing the nearest sunset row', () => {
  const first = oldest('google-ads', 'Google Ads API');
  assert.equal(first.status, 'sunset');
  const older = `v${Number(first.version.replace(/^v/, '').split('.')[0]) - 1}`;
  const r = lookupVersion(rows, 'google-ads', 'Google Ads API', older);
  assert.equal(r.basis, 'rule', `${older} against the oldest row ${first.version}`);
  if (r.basis !== 'rule') return;
  assert.equal(r.status, 'sunset');
  assert.equal(r.older_than.version, first.version);
  // The oldest row (v1.3, named by Google's Perl client library) has no sunset day of its own: the rule says it is sunset.
  const when = first.sunset_date === null ? 'which is sunset;' : 'which was sunset on \\d{1,2} [A-Z][a-z]+ \\d{4}';
  assert.match(r.rule, new RegExp(`^${older} is older than ${first.version.replace('.', '\\.')}, ${when}`));
  // v3 and v9 are older still: the same answer.
  for (const v of ['v3', 'v9'])
    assert.equal(
      lookupVersion(rows, 'google-ads', 'Google Ads API', v).basis,
      family('google-ads', 'Google Ads API').some((x) => x.version === v) ? 'row' : 'rule',
    );
});

test('LinkedIn: a month missing between sunset rows is sunset by the rule; a month after every row is unknown', () => {
  const lk = family('linkedin-ads', 'LinkedIn Marketing API');
  const months = new Set(lk.map((r) => r.version));
  const sunset = lk
    .filter((r) => r.status === 'sunset')
    .map((r) => r.version)
    .sort(compareVersions);
  const newestSunset = sunset.at(-1)!;
  // Any YYYYMM before the newest sunset row that has no row of its own.
  let missing = '';
  for (let y = 2022; y <= 2026 && !missing; y++) {
    for (let m = 1; m <= 12; m++) {
      const v = `${y}${String(m).padStart(2, '0')}`;
      if (!months.has(v) && compareVersions(v, newestSunset) < 0 && compareVersions(v, sunset[0]!) > 0) {
        missing = v;
        break;
      }
    }
  }
  if (missing) {
    const r = lookupVersion(rows, 'linkedin-ads', 'LinkedIn Marketing API', missing);
    assert.equal(r.basis, 'rule', missing);
  }
  const before = lookupVersion(rows, 'linkedin-ads', 'LinkedIn Marketing API', '202001');
  assert.equal(before.basis, 'rule');
  assert.deepEqual(lookupVersion(rows, 'linkedin-ads', 'LinkedIn Marketing API', '209912'), { basis: 'unknown', reason: 'newer' });
});

test('no sunset row, another shape, or no family: unknown', () => {
  // Snapchat's Marketing API has only v1, active.
  assert.equal(
    family('snapchat-ads', 'Marketing API').some((r) => r.status === 'sunset'),
    false,
  );
  assert.deepEqual(lookupVersion(rows, 'snapchat-ads', 'Marketing API', 'v0'), { basis: 'unknown', reason: 'no-sunset-row' });
  assert.deepEqual(lookupVersion(rows, 'linkedin-ads', 'LinkedIn Marketing API', 'v7'), { basis: 'unknown', reason: 'other-shape' });
  assert.deepEqual(lookupVersion(rows, 'meta-ads', 'No Such API', 'v1.0'), { basis: 'unknown', reason: 'no-family' });
});

test('the published rule names the oldest sunset row of the family, or is null without one', () => {
  const g = olderVersionsRule(family('google-ads', 'Google Ads API'))!;
  const first = oldest('google-ads', 'Google Ads API');
  assert.match(g, new RegExp(`older than ${first.version.replace('.', '\\.')} \\(${first.sunset_date === null ? 'which is sunset\\)' : 'sunset on '}`));
  assert.equal(olderVersionsRule(family('snapchat-ads', 'Marketing API')), null);
});

test('/api/versions*.json publish the rule on every family (older_versions_rule), as the lookup applies it', () => {
  const list = contentData().versions as VersionList;
  assert.ok(list.apis.length > 5);
  for (const f of list.apis) {
    const fam = family(f.platform, f.api);
    assert.equal(f.older_versions_rule, olderVersionsRule(fam), `${f.platform} ${f.api}`);
    if (fam.some((r) => r.status === 'sunset')) assert.match(f.older_versions_rule!, /^A version older than a sunset version of this family is sunset too/);
  }
  // The schema documents it (and so the OpenAPI document, built from the schema).
  assert.match(String(ApiFamily.shape.older_versions_rule.description), /older than a sunset row/);
});

test("the published rule is true of the family's own rows: a row older than the version it names is sunset, or the sentence names it as not covered (LinkedIn's unversioned (v2), deprecated)", () => {
  const list = contentData({ ...process.env, BUILD_DATE: '2026-11-29' }).versions as VersionList;
  for (const f of list.apis) {
    if (f.older_versions_rule === null) continue;
    const named = /every version older than (.+?) \((?:which is sunset|sunset on [^)]+)\) is sunset/.exec(f.older_versions_rule)![1]!;
    for (const r of list.versions.filter((x) => x.platform === f.platform && x.api === f.api && compareVersions(x.version, named) < 0))
      if (r.status !== 'sunset')
        assert.ok(
          f.older_versions_rule.includes(`${r.version} (${r.status})`),
          `${f.platform} ${f.api}: ${r.version} is ${r.status}, older than ${named}: "${f.older_versions_rule}"`,
        );
  }
  const li = list.apis.find((f) => f.platform === 'linkedin-ads')!;
  assert.match(li.older_versions_rule!, /Not covered: unversioned \(v2\) \(deprecated\), which has a row of its own\./);
});
