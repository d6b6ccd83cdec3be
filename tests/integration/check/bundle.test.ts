/**
 * The one-file scanner (scripts/bundle-check.ts), built with the frozen data
 * of tests/fixtures/check/data, run with the machine's Node.js 20 and no
 * node_modules: --offline with no site to reach (it says how old its data
 * is, and warns past 30 days), and its SARIF passes Microsoft's validator
 * (@microsoft/sarif-multitool 5.7.0) with no errors.
 */
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundleCheckText } from '../../../src/build/bundle-check.ts';
import { CheckReport } from '../../../src/schemas/check.ts';
import { PARALLEL_FROM } from '../../../src/check/scan.ts';
import { oldestNode } from '../../support/system-node.ts';
import { fixtureSite } from '../../support/fixture-site.ts';

const ROOT = join(import.meta.dirname, '../../..');
const FIX = join(ROOT, 'tests/fixtures/check');
const REPO = join(FIX, 'repo');
const OUT = mkdtempSync(join(tmpdir(), 'cl-check-bundle-'));
const BUNDLE = join(OUT, 'changeline-check.mjs');
const node20 = oldestNode();
const NODE = node20.path;

before(async () => {
  const files = {
    versions: JSON.parse(readFileSync(join(FIX, 'data/versions.json'), 'utf8')),
    sdks: JSON.parse(readFileSync(join(FIX, 'data/sdks.json'), 'utf8')),
  };
  const { text } = await bundleCheckText('https://changeline.dev', files);
  writeFileSync(BUNDLE, text);
});

function run(args: string[], env: Record<string, string> = {}) {
  // Nothing reachable: a base on a port nothing listens on; --offline must not even try it.
  const r = spawnSync(NODE, [BUNDLE, ...args], {
    cwd: REPO,
    encoding: 'utf8',
    env: { PATH: '/usr/bin:/bin', BUILD_DATE: '2026-11-27', CHANGELINE_API_BASE: 'http://127.0.0.1:1', ...env },
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

test(`--offline on Node.js ${node20.version} with no node_modules: the bundled data, its age, no network`, () => {
  const r = run(['--offline', '--format', 'json']);
  assert.equal(r.code, 1, r.stderr);
  assert.equal(r.stderr.split('\n')[0], 'changeline check: offline: using the data bundled on 2026-11-27 (0 days old)');
  assert.doesNotMatch(r.stderr, /could not reach/, 'offline never tries the site');
  const report = CheckReport.parse(JSON.parse(r.stdout));
  assert.equal(report.data_source, 'bundle');
  assert.equal(report.findings.length, 34);
  assert.ok(report.findings.some((f) => f.file === 'requirements.txt' && f.status === 'sunset' && f.migrate_to === 'v27.0'));
});

test('a bundle older than 30 days warns, and statuses are those of the day of the run', () => {
  const r = run(['--offline', '--format', 'json', 'js'], { BUILD_DATE: '2027-01-20' });
  assert.match(r.stderr, /using the data bundled on 2026-11-27 \(54 days old\)/);
  assert.match(r.stderr, /warning: the bundled data is 54 days old \(more than 30\)/);
  const report = CheckReport.parse(JSON.parse(r.stdout));
  // LinkedIn 202601 went past its sunset (2027-01-15) between the build and the run.
  assert.equal(report.findings.find((f) => f.version === '202601')?.status, 'sunset');
  assert.ok(report.warnings.some((w) => w.includes('54 days old')));
});

test('--help names the published copy and the page', () => {
  const r = run(['--help']);
  assert.equal(r.code, 0);
  assert.match(r.stdout, /Latest copy: http:\/\/127\.0\.0\.1:1\/changeline-check\.mjs/);
});

test('SARIF 2.1.0 passes sarif-multitool validate with no errors', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cl-sarif-'));
  mkdirSync(dir, { recursive: true });
  const out = join(dir, 'check.sarif');
  const r = run(['--offline', '--format', 'sarif', '--output', out]);
  assert.equal(r.code, 1, r.stderr);
  const log = JSON.parse(readFileSync(out, 'utf8'));
  assert.equal(log.version, '2.1.0');
  const results = log.runs[0].results as { ruleId: string; level: string; locations: { physicalLocation: { artifactLocation: { uri: string } } }[] }[];
  assert.equal(results.length, 34);
  assert.deepEqual(
    log.runs[0].tool.driver.rules.map((x: { id: string }) => x.id),
    ['changeline/sunset', 'changeline/deprecated', 'changeline/active', 'changeline/planned', 'changeline/unknown'],
  );
  assert.ok(
    results.some(
      (x) => x.ruleId === 'changeline/sunset' && x.level === 'error' && x.locations[0]!.physicalLocation.artifactLocation.uri === 'python/campaign_report.py',
    ),
  );
  const report = join(dir, 'report.sarif');
  const v = spawnSync(join(ROOT, 'node_modules/.bin/sarif-multitool'), ['validate', out, '-o', report], { encoding: 'utf8' });
  assert.equal(v.status, 0, `${v.stdout}\n${v.stderr}`);
  const checked = JSON.parse(readFileSync(report, 'utf8'));
  const problems = (checked.runs[0].results ?? []) as { level?: string; message: { text?: string; id?: string } }[];
  const errors = problems.filter((p) => p.level === 'error');
  assert.deepEqual(errors, [], 'no validator errors');
});

test(`text and github formats on Node.js ${node20.version}: a line per finding, GitHub workflow commands with file and line`, () => {
  const text = run(['--offline', '--format', 'text']);
  assert.equal(text.code, 1, text.stderr);
  assert.match(text.stdout, /python\/campaign_report\.py:\d+/);
  assert.match(text.stdout, /sunset/);
  const gh = run(['--offline', '--format', 'github']);
  assert.equal(gh.code, 1, gh.stderr);
  const commands = gh.stdout.split('\n').filter((l) => l.startsWith('::'));
  assert.ok(commands.length >= 34, `one workflow command per finding, got ${commands.length}:\n${gh.stdout}`);
  assert.ok(
    commands.some((l) => /^::error file=python\/campaign_report\.py,line=\d+/.test(l)),
    gh.stdout,
  );
});

test(`bin/changeline.mjs and bin/changeline-mcp.mjs on Node.js ${node20.version} run the one-file builds beside them`, () => {
  // A checkout's layout: bin/ and dist/ side by side; Node 20 cannot run the TypeScript source, so bin/ takes dist/.
  const co = mkdtempSync(join(tmpdir(), 'cl-bin-node20-'));
  mkdirSync(join(co, 'bin'));
  mkdirSync(join(co, 'dist'));
  for (const f of ['changeline.mjs', 'changeline-mcp.mjs']) writeFileSync(join(co, 'bin', f), readFileSync(join(ROOT, 'bin', f)));
  const env = { PATH: '/usr/bin:/bin', BUILD_DATE: '2026-11-27', CHANGELINE_API_BASE: 'http://127.0.0.1:1' };
  const missing = spawnSync(NODE, [join(co, 'bin/changeline.mjs'), 'check', '--offline'], { cwd: REPO, encoding: 'utf8', env });
  assert.equal(missing.status, 2);
  assert.match(missing.stderr, /run `npm run build` first/);
  writeFileSync(join(co, 'dist/changeline-check.mjs'), readFileSync(BUNDLE));
  const r = spawnSync(NODE, [join(co, 'bin/changeline.mjs'), 'check', '--offline', '--format', 'json'], { cwd: REPO, encoding: 'utf8', env });
  assert.equal(r.status, 1, r.stderr);
  assert.equal(CheckReport.parse(JSON.parse(r.stdout)).findings.length, 34);
  const bad = spawnSync(NODE, [join(co, 'bin/changeline.mjs'), 'scan'], { encoding: 'utf8', env });
  assert.equal(bad.status, 2);
  assert.match(bad.stderr, /unknown command "scan"/);
  assert.equal(bad.stderr.trimEnd().split('\n').length, 1, `one line: ${bad.stderr}`);
  const none = spawnSync(NODE, [join(co, 'bin/changeline.mjs')], { encoding: 'utf8', env });
  assert.equal(none.status, 2);
  assert.equal(none.stderr, 'changeline: no command given; the one command is check: changeline check [path] (see changeline --help)\n');
  for (const flag of ['--help', '-h', 'help']) {
    const help = spawnSync(NODE, [join(co, 'bin/changeline.mjs'), flag], { encoding: 'utf8', env });
    assert.equal(help.status, 0, `${flag}: ${help.stderr}`);
    assert.match(help.stdout, /usage: changeline check \[path\]/);
    assert.equal(help.stderr, '');
  }
  writeFileSync(join(co, 'dist/changeline-mcp.mjs'), readFileSync(join(fixtureSite(), 'changeline-mcp.mjs')));
  const mcp = spawnSync(NODE, [join(co, 'bin/changeline-mcp.mjs'), '--help'], { encoding: 'utf8', env });
  assert.equal(mcp.status, 0, mcp.stderr);
  assert.match(mcp.stdout, /changeline-mcp/);
});

test(`a tree of ${PARALLEL_FROM + 100} files (the first pass shared with the prefilter thread) on Node.js ${node20.version}: the same findings as the planted repository alone`, () => {
  // The planted repository copied into a tree with enough filler files for the scan to start its prefilter thread.
  const tree = mkdtempSync(join(tmpdir(), 'cl-check-threads-'));
  cpSync(REPO, join(tree, 'repo'), { recursive: true });
  for (let i = 0; i < PARALLEL_FROM + 100; i++) {
    const dir = join(tree, `filler${i % 20}`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `f${i}.py`), `def f${i}(x):\n    return {"version": "v${i % 30}", "path": "/api/v2/x"}\n`);
  }
  const alone = run(['--offline', '--format', 'json']);
  const shared = spawnSync(NODE, [BUNDLE, '--offline', '--format', 'json'], {
    cwd: tree,
    encoding: 'utf8',
    env: { PATH: '/usr/bin:/bin', BUILD_DATE: '2026-11-27', CHANGELINE_API_BASE: 'http://127.0.0.1:1' },
  });
  assert.equal(shared.status, 1, shared.stderr);
  const strip = (out: string) => CheckReport.parse(JSON.parse(out)).findings.map((f) => ({ ...f, file: f.file.replace(/^repo\//, '') }));
  const got = strip(shared.stdout);
  assert.equal(got.length, 34);
  assert.deepEqual(got, strip(alone.stdout));
});
