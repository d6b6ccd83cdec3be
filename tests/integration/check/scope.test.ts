/**
 * Scoping a check the way CI users expect: --exclude (repeatable), the
 * configuration file (.changeline.yml, package.json#changeline,
 * [tool.changeline] in pyproject.toml) with excludes and an ignore list whose
 * entries need a reason, a marker comment accepting one line, findings under
 * test paths labelled `test`, and --ignore-tests sparing them from failing.
 * Runs bin/changeline.mjs --offline on the data of content/.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { CheckReport } from '../../../src/schemas/check.ts';

const ROOT = join(import.meta.dirname, '../../..');

function repo(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'cl-scope-'));
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, rel)), { recursive: true });
    writeFileSync(join(dir, rel), text);
  }
  return dir;
}

function check(dir: string, args: string[] = []): { code: number | null; report: CheckReport | null; stderr: string } {
  const r = spawnSync(process.execPath, [join(ROOT, 'bin/changeline.mjs'), 'check', '.', '--offline', '--format', 'json', ...args], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, BUILD_DATE: '2026-11-29', NO_COLOR: '1' },
  });
  return { code: r.status, report: r.stdout.trim() ? (JSON.parse(r.stdout) as CheckReport) : null, stderr: r.stderr };
}

const SUNSET = 'URL = "https://graph.facebook.com/v19.0/act_1/insights"\n';
const lines = (r: CheckReport) =>
  r.findings.map((f) => `${f.file}:${f.line} ${f.scope}${f.ignored ? ` ignored(${f.ignored})` : ''}${f.violation ? ' fails' : ''}`);

test('test paths are labelled test; --ignore-tests keeps them from failing, production still fails', () => {
  const dir = repo({ 'tests/fixtures/payload.py': SUNSET, 'src/__tests__/client.test.js': SUNSET, 'src/app.py': 'OK = 1\n' });
  const all = check(dir);
  assert.equal(all.code, 1);
  assert.deepEqual(lines(all.report!), ['src/__tests__/client.test.js:1 test fails', 'tests/fixtures/payload.py:1 test fails']);
  const spared = check(dir, ['--ignore-tests']);
  assert.equal(spared.code, 0);
  assert.equal(spared.report!.findings.length, 2, 'still reported');
  assert.equal(spared.report!.policy.ignore_tests, true);
  writeFileSync(join(dir, 'src/app.py'), SUNSET);
  assert.equal(check(dir, ['--ignore-tests']).code, 1);
});

test('--exclude is repeatable and takes gitignore globs', () => {
  const dir = repo({ 'legacy/a.py': SUNSET, 'gen/b.py': SUNSET, 'src/c.py': SUNSET });
  assert.deepEqual(
    check(dir, ['--exclude', 'legacy/', '--exclude', 'gen/**']).report!.findings.map((f) => f.file),
    ['src/c.py'],
  );
});

test('.changeline.yml: exclude, ignore entries with reasons, ignore_tests; a bad file is exit 2 naming the field', () => {
  const dir = repo({
    '.changeline.yml':
      'exclude:\n  - vendor-copies/\nignore:\n  - path: "jobs/backfill.py"\n    reason: one-off backfill, deleted after the migration\nignore_tests: true\n',
    'vendor-copies/x.py': SUNSET,
    'jobs/backfill.py': SUNSET,
    'tests/test_api.py': SUNSET,
  });
  const r = check(dir);
  assert.equal(r.code, 0, r.stderr);
  assert.deepEqual(lines(r.report!), ['jobs/backfill.py:1 production ignored(one-off backfill, deleted after the migration)', 'tests/test_api.py:1 test']);
  writeFileSync(join(dir, '.changeline.yml'), 'ignore:\n  - path: a.py\n');
  const bad = check(dir);
  assert.equal(bad.code, 2);
  const last = bad.stderr.trim().split('\n').at(-1)!;
  assert.equal(last, 'changeline check: .changeline.yml: ignore.0.reason: is required (an ignore entry says why)');
});

test('the config may live in package.json or pyproject.toml', () => {
  const a = repo({ 'package.json': JSON.stringify({ name: 'x', changeline: { exclude: ['old/'] } }), 'old/a.js': SUNSET, 'b.js': SUNSET });
  assert.deepEqual(
    check(a).report!.findings.map((f) => f.file),
    ['b.js'],
  );
  const b = repo({ 'pyproject.toml': '[project]\nname = "x"\n\n[tool.changeline]\nexclude = ["old/"]\n', 'old/a.py': SUNSET, 'b.py': SUNSET });
  assert.deepEqual(
    check(b).report!.findings.map((f) => f.file),
    ['b.py'],
  );
});

test('a marker comment accepts its line (or the next one), with its reason', () => {
  const dir = repo({
    'a.py': `${SUNSET.trim()}  # changeline-ignore: archived report, never called\n# changeline: ignore\n${SUNSET}${SUNSET}`,
  });
  const r = check(dir);
  assert.deepEqual(lines(r.report!), [
    'a.py:1 production ignored(marker comment: archived report, never called)',
    'a.py:3 production ignored(marker comment)',
    'a.py:4 production fails',
  ]);
});
