/**
 * `changeline check` as the site publishes it: the fixture site's build
 * (`npm run build`, scripts/build.ts) writes /changeline-check.mjs with the
 * site's own /api/versions.json and SDK map inside, the /check/ page, and
 * the report's JSON Schema; the published bundle runs offline on the
 * planted repository and judges by the data of that build.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fixtureSite, FIXTURE_BUILD_DATE, realSite } from '../../support/fixture-site.ts';
import { endpointTable } from '../../../src/check/endpoints.ts';
import { API_PATHS, CHECK_BUNDLE_PATH, CHECK_PAGE_PATH, CHECK_REPORT_SCHEMA_PATH } from '../../../src/model/links.ts';
import { CheckReport } from '../../../src/schemas/check.ts';
import { oldestNode } from '../../support/system-node.ts';
import { REPOSITORY } from '../../../src/model/repository.ts';

const ROOT = join(import.meta.dirname, '../../..');
const SITE = fixtureSite();
const NODE = oldestNode().path;

test('the build publishes the scanner, its page and the report schema', () => {
  assert.ok(existsSync(join(SITE, CHECK_BUNDLE_PATH)), CHECK_BUNDLE_PATH);
  const page = readFileSync(join(SITE, CHECK_PAGE_PATH, 'index.html'), 'utf8');
  assert.match(page, /<h1>changeline check<\/h1>/);
  assert.match(page, /href="\/changeline-check\.mjs"/);
  const preset = `github>${REPOSITORY.slug}//renovate/changeline`;
  assert.ok(page.includes(preset) || page.includes(preset.replace('>', '&gt;')), `the page names the Renovate preset ${preset}`);
  assert.doesNotMatch(page, /OWNER\//);
  const schema = JSON.parse(readFileSync(join(SITE, CHECK_REPORT_SCHEMA_PATH), 'utf8'));
  assert.equal(schema.$ref, '#/$defs/CheckReport');
});

test('/check/ says which retired endpoints it finds, counted from the records of the build (none: it says nothing of them)', () => {
  const words = (site: string) =>
    readFileSync(join(site, CHECK_PAGE_PATH, 'index.html'), 'utf8')
      .replace(/<[^>]+>/g, '')
      .replace(/\s+/g, ' ');
  const real = realSite();
  const table = endpointTable(JSON.parse(readFileSync(join(real, API_PATHS.listChanges), 'utf8')).changes);
  assert.ok(table.length > 0, 'the real content names retired endpoints');
  const records = new Set(table.map((e) => e.record_id)).size;
  assert.match(
    words(real),
    new RegExp(
      `It also finds calls of the ${table.length} endpoints and field values that ${records} change records say are retired \\(Amazon Ads\\), each with its record and date\\.`,
    ),
  );
  assert.doesNotMatch(words(SITE), /It also finds calls of the/);
});

test('the published bundle runs offline and judges by the data of this build', () => {
  const versions = JSON.parse(readFileSync(join(SITE, API_PATHS.listVersions), 'utf8'));
  const r = spawnSync(NODE, [join(SITE, CHECK_BUNDLE_PATH), '--offline', '--format', 'json', '--fail-on', 'never'], {
    cwd: join(ROOT, 'tests/fixtures/check/repo'),
    encoding: 'utf8',
    env: { PATH: '/usr/bin:/bin', BUILD_DATE: FIXTURE_BUILD_DATE },
  });
  assert.equal(r.status, 0, r.stderr);
  assert.match(r.stderr, new RegExp(`offline: using the data bundled on ${versions.generated_at.slice(0, 10)}`));
  const report = CheckReport.parse(JSON.parse(r.stdout));
  assert.equal(report.data_as_of, versions.generated_at);
  assert.ok(report.findings.length > 20);
  // Every status from a row is one of this build's rows; one by the older-versions rule names a sunset row of this build.
  const known = new Set(versions.versions.map((v: { platform: string; version: string }) => `${v.platform} ${v.version}`));
  for (const f of report.findings.filter((x) => x.status_basis === 'row')) assert.ok(known.has(`${f.platform} ${f.version}`), `${f.platform} ${f.version}`);
  for (const f of report.findings.filter((x) => x.status_basis === 'rule')) {
    const cited = /is older than (\S+), which/.exec(f.status_rule ?? '')?.[1];
    assert.ok(cited && known.has(`${f.platform} ${cited.replace(/,$/, '')}`), `${f.platform} ${f.version}: ${f.status_rule}`);
  }
});
