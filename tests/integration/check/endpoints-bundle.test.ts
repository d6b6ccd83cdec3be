/**
 * Retired endpoints in the one-file scanner: the bundle's endpoint table is
 * read from the build's /api/changes.json (siteDataFiles), and the bundle, on
 * the oldest Node.js the README names, offline, reports the planted calls of
 * Amazon DSP legacy endpoints with their records and dates, in JSON (valid
 * against the report schema) and in SARIF that Microsoft's validator accepts.
 */
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundleCheckText, siteDataFiles } from '../../../src/build/bundle-check.ts';
import { CheckReport } from '../../../src/schemas/check.ts';
import { readRecords } from '../../../src/model/content-files.ts';
import type { ChangeRecord } from '../../../src/schemas/change.ts';
import { API_PATHS } from '../../../src/model/links.ts';
import { ROOT } from '../../../src/build/repo-root.ts';
import { oldestNode } from '../../support/system-node.ts';

const FIX = join(ROOT, 'tests/fixtures/check');
const OUT = mkdtempSync(join(tmpdir(), 'cl-check-endpoints-'));
const BUNDLE = join(OUT, 'changeline-check.mjs');
const node20 = oldestNode();
const changes = readRecords<ChangeRecord>(join(ROOT, 'content'), 'changes');
const reports = changes.find((c) => c.title === 'Amazon DSP POST /dsp/reports shut off')!;

before(async () => {
  // A built site's three files: the frozen version table and SDK map, and /api/changes.json with the endpoint records as published.
  const dist = join(OUT, 'dist');
  mkdirSync(join(dist, 'api'), { recursive: true });
  writeFileSync(join(dist, API_PATHS.listVersions), readFileSync(join(FIX, 'data/versions.json')));
  writeFileSync(join(dist, API_PATHS.listSdks), readFileSync(join(FIX, 'data/sdks.json')));
  const published = changes.filter((c) => c.endpoints !== undefined).map((c) => ({ ...c, upcoming: false, url: `https://changeline.dev/changes/${c.id}/` }));
  writeFileSync(join(dist, API_PATHS.listChanges), JSON.stringify({ changes: published }));
  const files = siteDataFiles(dist);
  assert.ok(Array.isArray(files.endpoints) && files.endpoints.length >= 43, 'the endpoint table is read from /api/changes.json');
  const { text } = await bundleCheckText('https://changeline.dev', files);
  writeFileSync(BUNDLE, text);
});

const run = (args: string[]) =>
  spawnSync(node20.path, [BUNDLE, ...args], {
    cwd: join(FIX, 'repo'),
    encoding: 'utf8',
    env: { PATH: '/usr/bin:/bin', BUILD_DATE: '2026-11-27', CHANGELINE_API_BASE: 'http://127.0.0.1:1' },
  });

test(`the bundle on Node.js ${node20.version}, offline: the planted endpoint calls, with their records and dates`, () => {
  const r = run(['python', '--offline', '--format', 'json']);
  assert.equal(r.status, 1, r.stderr);
  const report = CheckReport.parse(JSON.parse(r.stdout));
  const found = report.findings.filter((f) => f.kind === 'endpoint');
  assert.deepEqual(
    found.map((f) => `${f.file}:${f.line} ${f.endpoint!.method} ${f.endpoint!.path} ${f.status} ${f.sunset_date}`),
    ['python/dsp_reports.py:8 POST /dsp/reports sunset 2025-06-30', 'python/dsp_reports.py:12 GET /dsp/orders/{orderId} sunset 2025-09-30'],
  );
  assert.equal(found[0]!.endpoint!.record_id, reports.id);
  assert.equal(found[0]!.record_url, `https://changeline.dev/changes/${reports.id}/`);
  assert.equal(found[0]!.days_until_sunset, -515);
});

test('SARIF with endpoint findings passes sarif-multitool validate with no errors', () => {
  const out = join(OUT, 'endpoints.sarif');
  const r = run(['python', '--offline', '--format', 'sarif', '--output', out]);
  assert.equal(r.status, 1, r.stderr);
  const log = JSON.parse(readFileSync(out, 'utf8'));
  const results = log.runs[0].results as { ruleId: string; level: string; message: { text: string }; properties: Record<string, unknown> }[];
  const endpoint = results.find((x) => x.properties.record_id === reports.id)!;
  assert.equal(endpoint.ruleId, 'changeline/sunset');
  assert.equal(endpoint.level, 'error');
  assert.equal(endpoint.properties.endpoint, 'POST /dsp/reports');
  assert.match(endpoint.message.text, /^Amazon Ads API POST \/dsp\/reports: retired, shut off since 2025-06-30/);
  const checked = join(OUT, 'validated.sarif');
  const v = spawnSync(join(ROOT, 'node_modules/.bin/sarif-multitool'), ['validate', out, '-o', checked], { encoding: 'utf8' });
  assert.equal(v.status, 0, `${v.stdout}\n${v.stderr}`);
  const problems = (JSON.parse(readFileSync(checked, 'utf8')).runs[0].results ?? []) as { level?: string }[];
  assert.deepEqual(
    problems.filter((p) => p.level === 'error'),
    [],
  );
});
