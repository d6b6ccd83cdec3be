/**
 * `changeline check` on the real content: a pin on Google Ads API v20 tells
 * the user what the upgrade to its migrate_to costs (breaking_to_target and
 * migration_url in the JSON finding, "migrate to v26 (served as v26.2; v20 → v26.2: N breaking changes, <url>)"
 * in the sentence the text, SARIF and GitHub outputs share: Google Ads code calls the major, served as its newest minor).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadContent, validRecords } from '../../../src/lint/load.ts';
import { versionList, versionRows } from '../../../src/model/versions.ts';
import { withMigrations } from '../../../src/model/migration-path.ts';
import type { ChangeRecord } from '../../../src/schemas/change.ts';
import { dataFrom } from '../../../src/check/data.ts';
import { VersionIndex } from '../../../src/check/resolve.ts';
import { scanPath } from '../../../src/check/scan.ts';
import { describe } from '../../../src/check/formats.ts';

const SITE = 'https://changeline.test';
const TODAY = '2026-11-27';
const content = fileURLToPath(new URL('../../../content', import.meta.url));
const records = validRecords<ChangeRecord>(loadContent(content, 'content'), 'changes').map((r) => r.data);
const { rows } = withMigrations(versionRows(records, { site: SITE, today: TODAY }), records, SITE);

test('a Google Ads API v20 pin carries the cost of the upgrade to its migrate_to', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'changeline-migration-'));
  writeFileSync(join(dir, 'report.py'), 'client = GoogleAdsClient.load_from_storage(version="v20")\n');
  const data = dataFrom({ versions: versionList(rows, `${TODAY}T00:00:00Z`), sdks: { generated_at: `${TODAY}T00:00:00Z`, sdks: [] } }, 'real');
  const scan = await scanPath(dir, new VersionIndex(data, TODAY), { cwd: dir });
  const f = scan.findings.find((x) => x.version === 'v20');
  assert.ok(f, JSON.stringify(scan.findings));
  const row = rows.find((r) => r.platform === 'google-ads' && r.version === 'v20')!;
  // Google serves a call to a major with its newest minor: the advice names the major to call, and the minor it is served as.
  assert.equal(f.migrate_to, row.migrate_to!.replace(/\.\d+$/, ''));
  assert.equal(f.served?.migrate_to_served_as, row.migrate_to);
  assert.equal(f.breaking_to_target, row.breaking_to_target);
  assert.ok((f.breaking_to_target ?? 0) >= 10);
  assert.equal(f.migration_url, `${SITE}/api/migrations/google-ads/google-ads-api/v20.json`);
  // The steps without a recorded changelog are named, never counted as zero.
  assert.deepEqual(f.changelog_missing, row.changelog_missing);
  if (f.changelog_missing!.length > 0)
    assert.match(describe({ ...f, violation: null }), new RegExp(`no official changelog recorded for ${f.changelog_missing!.join(', ')}`));
  assert.match(
    describe({ ...f, violation: null }),
    new RegExp(
      `migrate to ${f.migrate_to} \\(served as ${row.migrate_to!.replace('.', '\\.')}; v20 → ${row.migrate_to!.replace('.', '\\.')}: ${f.breaking_to_target} breaking changes listed(, no official changelog recorded for [^,]+)?, ${SITE}/api/migrations/`,
    ),
  );
});
