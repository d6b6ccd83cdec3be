/**
 * A pin of a version newer than every known one of its family (a release the data does not have yet) is unknown,
 * and `changeline check` never tells its user to "migrate" back to an older version: before, Google Ads API v30
 * got "migrate to v26.2", LinkedIn 202712 "migrate to 202608", Meta v40.0 "migrate to v27.0". An unknown version
 * older than the newest still gets the family's target. On the real content, as of 2026-11-29.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contentData } from '../../../src/check/local-data.ts';
import { dataFrom } from '../../../src/check/data.ts';
import { describe } from '../../../src/check/formats.ts';
import { VersionIndex } from '../../../src/check/resolve.ts';
import { scanPath } from '../../../src/check/scan.ts';
import { compareVersions } from '../../../src/model/version-strings.ts';

const TODAY = '2026-11-29';
const index = new VersionIndex(dataFrom(contentData({ ...process.env, BUILD_DATE: TODAY }), 'content'), TODAY);

test('an unknown version newer than every known one gets no migrate_to (never an older version); an unknown older one keeps the target', async () => {
  const root = mkdtempSync(join(tmpdir(), 'changeline-unknown-newer-'));
  writeFileSync(
    join(root, 'pins.js'),
    [
      'const a = "https://googleads.googleapis.com/v30/customers";',
      'const b = "https://graph.facebook.com/v40.0/act_1/insights";',
      "fetch(u, { headers: { 'LinkedIn-Version': '202712' } });",
      'const c = "https://tr.snapchat.com/v1/conversion";',
    ].join('\n'),
  );
  const { findings } = await scanPath(root, index, { cwd: root });
  const byVersion = new Map(findings.map((f) => [f.version, f]));
  for (const v of ['v30', 'v40.0', '202712']) {
    const f = byVersion.get(v);
    assert.ok(f, `${v} is found`);
    assert.equal(f.status, 'unknown', v);
    assert.equal(f.migrate_to, null, `${v}: told to migrate to ${f.migrate_to}`);
    assert.doesNotMatch(describe({ ...f, violation: null }), /migrate to/, v);
  }
  // Every unknown finding that does name a target names a newer version.
  for (const f of findings)
    if (f.status === 'unknown' && f.migrate_to !== null && f.version !== null)
      assert.ok(compareVersions(f.migrate_to, f.version) > 0, `${f.version} → ${f.migrate_to}`);
  const older = findings.find((f) => f.version === 'v1' && f.platform === 'snapchat-ads');
  if (older && older.status === 'unknown') assert.ok(older.migrate_to !== null && compareVersions(older.migrate_to, 'v1') > 0);
});
