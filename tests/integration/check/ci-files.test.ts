/**
 * The CI integration files of `changeline check`: the composite GitHub
 * Action (action.yml: its check step's script run here with bash against the
 * bundle built from the fixture data), the pre-commit hook
 * (.pre-commit-hooks.yaml and bin/pre-commit-check.sh, run with a cached
 * bundle), and the Renovate preset (renovate/changeline.json: its patterns
 * find the planted headers and URLs, its datasources read the site's
 * version files).
 */
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import { accessSync, constants, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundleCheckText } from '../../../src/build/bundle-check.ts';
import { versionsJsonPath } from '../../../src/model/links.ts';
import { DEFAULT_SITE, absolute } from '../../../src/model/site-url.ts';
import { detectVersions } from '../../../src/check/detect.ts';
import { oldestNode } from '../../support/system-node.ts';

const ROOT = join(import.meta.dirname, '../../..');
const FIX = join(ROOT, 'tests/fixtures/check');
const REPO = join(FIX, 'repo');
const TEMP = mkdtempSync(join(tmpdir(), 'cl-ci-'));
const NODE_DIR = join(oldestNode().path, '..');

before(async () => {
  const files = {
    versions: JSON.parse(readFileSync(join(FIX, 'data/versions.json'), 'utf8')),
    sdks: JSON.parse(readFileSync(join(FIX, 'data/sdks.json'), 'utf8')),
  };
  writeFileSync(join(TEMP, 'changeline-check.mjs'), (await bundleCheckText('https://changeline.dev', files)).text);
});

/** The `run: |` script of the action step with this id. */
function stepScript(yml: string, id: string): string {
  const lines = yml.split('\n');
  const at = lines.findIndex((l) => l.trim() === `id: ${id}`);
  assert.ok(at > 0, `step ${id}`);
  const run = lines.findIndex((l, i) => i > at && l.trim() === 'run: |');
  const indent = lines[run + 1]!.length - lines[run + 1]!.trimStart().length;
  const body: string[] = [];
  for (const l of lines.slice(run + 1)) {
    if (l.trim() !== '' && l.length - l.trimStart().length < indent) break;
    body.push(l.slice(indent));
  }
  return body.join('\n');
}

test('action.yml: inputs map to the CLI flags; the check step writes annotations, SARIF and the exit code', () => {
  const yml = readFileSync(join(ROOT, 'action.yml'), 'utf8');
  for (const input of ['path', 'fail-on', 'fail-within', 'fail-unknown', 'api-base', 'upload-sarif', 'sarif-category']) {
    assert.match(yml, new RegExp(`^  ${input}:\\n    description: `, 'm'), input);
  }
  assert.match(yml, /using: composite/);
  assert.match(yml, /uses: github\/codeql-action\/upload-sarif@v3/);
  const outputFile = join(TEMP, 'github_output');
  const summary = join(TEMP, 'summary.md');
  writeFileSync(outputFile, '');
  const r = spawnSync('bash', ['-c', stepScript(yml, 'check')], {
    cwd: REPO,
    encoding: 'utf8',
    env: {
      PATH: `${NODE_DIR}:/usr/bin:/bin`,
      RUNNER_TEMP: TEMP,
      GITHUB_OUTPUT: outputFile,
      GITHUB_STEP_SUMMARY: summary,
      BUILD_DATE: '2026-11-27',
      CHANGELINE_API_BASE: 'http://127.0.0.1:1',
      SCAN_PATH: 'python',
      FAIL_ON: 'within',
      FAIL_WITHIN: '90',
      FAIL_UNKNOWN: 'false',
    },
  });
  assert.equal(r.status, 0, r.stderr);
  assert.match(r.stdout, /^::error file=python\/campaign_report\.py,line=5,/m);
  const out = Object.fromEntries(
    readFileSync(outputFile, 'utf8')
      .trim()
      .split('\n')
      .map((l) => l.split('=') as [string, string]),
  );
  assert.equal(out['exit-code'], '1');
  const sarif = JSON.parse(readFileSync(out['sarif-file']!, 'utf8'));
  assert.equal(sarif.version, '2.1.0');
  assert.equal(sarif.runs[0].results.length, 4);
  assert.match(readFileSync(summary, 'utf8'), /^## changeline check/m);
});

interface ActionStep {
  name: string;
  id?: string;
  if?: string;
  uses?: string;
  env: Record<string, string>;
  run?: string;
}

/** The steps of a composite action.yml: name, id, if, uses, env and run (one line or a `|` block). */
function actionSteps(yml: string): ActionStep[] {
  const lines = yml.split('\n');
  const start = lines.findIndex((l) => l.trim() === 'steps:');
  const steps: ActionStep[] = [];
  let i = start + 1;
  while (i < lines.length) {
    const m = /^(\s*)- name: (.*)$/.exec(lines[i]!);
    if (!m) {
      i++;
      continue;
    }
    const indent = m[1]!.length + 2;
    const step: ActionStep = { name: m[2]!.trim(), env: {} };
    i++;
    let section = '';
    while (i < lines.length && !/^\s*- name: /.test(lines[i]!)) {
      const l = lines[i]!;
      const depth = l.length - l.trimStart().length;
      const kv = /^(\S[^:]*):\s?(.*)$/.exec(l.trimStart());
      if (depth === indent && kv) {
        const [, key, value] = kv as unknown as [string, string, string];
        section = key;
        if (key === 'run' && value === '|') {
          const body: string[] = [];
          i++;
          while (i < lines.length && (lines[i]!.trim() === '' || lines[i]!.length - lines[i]!.trimStart().length > indent))
            body.push(lines[i++]!.slice(indent + 2));
          step.run = body.join('\n').trimEnd();
          continue;
        }
        if (key === 'id' || key === 'if' || key === 'uses' || key === 'run') step[key] = value;
      } else if (depth > indent && section === 'env' && kv) {
        step.env[kv[1]!] = kv[2]!;
      }
      i++;
    }
    steps.push(step);
  }
  return steps;
}

test("the action's steps run in order as a runner runs them: outputs, step summary, a SARIF report that validates, the policy's exit", async () => {
  const yml = readFileSync(join(ROOT, 'action.yml'), 'utf8');
  const steps = actionSteps(yml);
  assert.deepEqual(
    steps.map((s) => s.name),
    ['Set up Node.js', 'Get the scanner', 'Check ad-API versions', 'Upload SARIF to code scanning', 'Apply the policy'],
  );
  // A local Changeline site: the scanner and the data files it reads.
  const served: Record<string, string> = {
    '/changeline-check.mjs': readFileSync(join(TEMP, 'changeline-check.mjs'), 'utf8'),
    '/api/versions.json': readFileSync(join(FIX, 'data/versions.json'), 'utf8'),
    '/api/sdks.json': readFileSync(join(FIX, 'data/sdks.json'), 'utf8'),
  };
  const site = createServer((req, res) => {
    const body = served[req.url ?? ''];
    if (body === undefined) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': req.url!.endsWith('.json') ? 'application/json' : 'text/javascript' }).end(body);
  });
  await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
  const apiBase = `http://127.0.0.1:${(site.address() as { port: number }).port}`;
  try {
    const runner = mkdtempSync(join(tmpdir(), 'cl-runner-'));
    const workspace = join(runner, 'workspace');
    mkdirSync(workspace);
    spawnSync('cp', ['-R', `${REPO}/.`, workspace]);
    const files = { GITHUB_OUTPUT: join(runner, 'output'), GITHUB_STEP_SUMMARY: join(runner, 'summary.md'), RUNNER_TEMP: join(runner, 'temp') };
    mkdirSync(files.RUNNER_TEMP);
    const inputs: Record<string, string> = {
      path: 'python',
      'fail-on': 'within',
      'fail-within': '90',
      'fail-unknown': 'false',
      'api-base': apiBase,
      'upload-sarif': 'true',
    };
    const outputs = (): Record<string, string> =>
      existsSync(files.GITHUB_OUTPUT)
        ? Object.fromEntries(
            readFileSync(files.GITHUB_OUTPUT, 'utf8')
              .split('\n')
              .filter((l) => l.includes('='))
              .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
          )
        : {};
    const expr = (v: string): string =>
      v.replace(/\$\{\{\s*(inputs|steps\.check\.outputs)\.([\w-]+)\s*\}\}/g, (_, scope: string, key: string) =>
        scope === 'inputs' ? (inputs[key] ?? '') : (outputs()[key] ?? ''),
      );
    const exits: Record<string, number | null> = {};
    const logs: Record<string, string> = {};
    for (const step of steps) {
      if (step.uses?.startsWith('actions/setup-node@')) continue; // the PATH has the Node 20 of tests/node20
      if (step.uses?.startsWith('github/codeql-action/upload-sarif@')) {
        // The upload, simulated: its condition holds, and the file it would send passes Microsoft's SARIF validator.
        assert.match(step.if ?? '', /inputs\.upload-sarif == 'true' && steps\.check\.outputs\.sarif-file != ''/);
        const sarif = outputs()['sarif-file']!;
        const report = join(runner, 'validation.sarif');
        const v = spawnSync(join(ROOT, 'node_modules/.bin/sarif-multitool'), ['validate', sarif, '-o', report], { encoding: 'utf8' });
        assert.equal(v.status, 0, `${v.stdout}\n${v.stderr}`);
        const problems = (JSON.parse(readFileSync(report, 'utf8')).runs[0].results ?? []) as { level?: string }[];
        assert.deepEqual(
          problems.filter((p) => p.level === 'error'),
          [],
        );
        continue;
      }
      assert.ok(step.run, `${step.name} has a script`);
      const env = Object.fromEntries(Object.entries(step.env).map(([k, v]) => [k, expr(v)]));
      // Not spawnSync: the site is served by this process, and must answer while the step runs.
      const child = spawn('bash', ['-e', '-c', expr(step.run!)], {
        cwd: workspace,
        env: { PATH: `${NODE_DIR}:/usr/bin:/bin`, HOME: runner, GITHUB_WORKSPACE: workspace, BUILD_DATE: '2026-11-27', ...files, ...env },
      });
      let log = '';
      child.stdout.on('data', (d) => (log += d));
      child.stderr.on('data', (d) => (log += d));
      const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
      const r = { status, stdout: log, stderr: '' };
      exits[step.name] = r.status;
      logs[step.name] = r.stdout + r.stderr;
    }
    assert.equal(exits['Get the scanner'], 0, logs['Get the scanner']);
    assert.equal(exits['Check ad-API versions'], 0, logs['Check ad-API versions']);
    assert.match(logs['Check ad-API versions']!, /^::error file=python\/campaign_report\.py,line=5,/m);
    const out = outputs();
    assert.equal(out['exit-code'], '1');
    assert.equal(out['sarif-file'], join(files.RUNNER_TEMP, 'changeline.sarif'));
    assert.equal(JSON.parse(readFileSync(out['sarif-file']!, 'utf8')).runs[0].results.length, 4);
    assert.match(readFileSync(files.GITHUB_STEP_SUMMARY, 'utf8'), /^## changeline check/m);
    // The job fails on the policy, saying why.
    assert.equal(exits['Apply the policy'], 1);
    assert.match(logs['Apply the policy']!, /changeline check exited 1 \(1: a version crosses the policy/);
  } finally {
    site.close();
  }
});

test('pre-commit: the hook runs the cached scanner on the repository and fails on a sunset version', () => {
  const hooks = readFileSync(join(ROOT, '.pre-commit-hooks.yaml'), 'utf8');
  assert.match(hooks, /- id: changeline-check\n/);
  assert.match(hooks, /entry: bin\/pre-commit-check\.sh\n/);
  assert.match(hooks, /language: script\n/);
  accessSync(join(ROOT, 'bin/pre-commit-check.sh'), constants.X_OK);
  const cache = join(TEMP, 'cache');
  mkdirSync(join(cache, 'changeline'), { recursive: true });
  writeFileSync(join(cache, 'changeline/changeline-check.mjs'), readFileSync(join(TEMP, 'changeline-check.mjs')));
  const env = { PATH: `${NODE_DIR}:/usr/bin:/bin`, XDG_CACHE_HOME: cache, BUILD_DATE: '2026-11-27', CHANGELINE_API_BASE: 'http://127.0.0.1:1', HOME: TEMP };
  const fail = spawnSync(join(ROOT, 'bin/pre-commit-check.sh'), ['--offline'], { cwd: join(REPO, 'python'), encoding: 'utf8', env });
  assert.equal(fail.status, 1, fail.stderr);
  assert.match(fail.stdout, /Google Ads API v19: sunset/);
  const clean = spawnSync(join(ROOT, 'bin/pre-commit-check.sh'), ['--offline'], { cwd: join(REPO, 'fp'), encoding: 'utf8', env });
  assert.equal(clean.status, 0, clean.stderr);
});

test('Renovate preset: its patterns find the planted LinkedIn-Version headers and Graph URLs the scanner finds; its datasources read the site', () => {
  const preset = JSON.parse(readFileSync(join(ROOT, 'renovate/changeline.json'), 'utf8'));
  const [linkedin, graph] = preset.customManagers as { matchStrings: string[]; datasourceTemplate: string; managerFilePatterns: string[] }[];
  const re = (s: string): RegExp => new RegExp(s.replace(/^\(\?i\)/, '').replace(/\(\?<currentValue>/g, '(?<currentValue>'), s.startsWith('(?i)') ? 'gi' : 'g');
  const files = ['js/linkedin-client.js', 'config/integrations.yaml', 'php/SpendReport.php', 'python/campaign_report.py'];
  for (const f of files) {
    const text = readFileSync(join(REPO, f), 'utf8');
    const scanner = detectVersions(text, f)
      .filter((u) => u.detector === 'linkedin-version-header' || u.detector === 'meta-graph-url')
      .map((u) => u.version)
      .sort();
    const renovate = [
      ...[...text.matchAll(re(linkedin!.matchStrings[0]!))].map((m) => m.groups!.currentValue!),
      ...[...text.matchAll(re(graph!.matchStrings[0]!))].map((m) => m.groups!.currentValue!),
    ].sort();
    assert.deepEqual(renovate, scanner, f);
    const pattern = linkedin!.managerFilePatterns[0]!;
    assert.ok(new RegExp(pattern.slice(1, -1)).test(f), `${f} is in managerFilePatterns`);
  }
  assert.equal(linkedin!.datasourceTemplate, 'custom.changeline-linkedin');
  assert.equal(preset.customDatasources['changeline-linkedin'].defaultRegistryUrlTemplate, absolute(DEFAULT_SITE, versionsJsonPath('linkedin-ads')));
  assert.equal(preset.customDatasources['changeline-meta-marketing'].defaultRegistryUrlTemplate, absolute(DEFAULT_SITE, versionsJsonPath('meta-ads')));
  assert.equal(preset.customDatasources['changeline-meta-graph'].defaultRegistryUrlTemplate, absolute(DEFAULT_SITE, versionsJsonPath('meta-ads')));
});

test('pre-commit itself (pre-commit try-repo): the hook of .pre-commit-hooks.yaml fails a repository with a sunset pin and passes one with a live pin', (t) => {
  const preCommit = spawnSync('pre-commit', ['--version'], { encoding: 'utf8' });
  if (preCommit.status !== 0) {
    // .ci/run and scripts/run-tests.ts install Debian's package when missing; elsewhere say so, never pass silently.
    if (process.env.CI) assert.fail('pre-commit is not installed (Debian package pre-commit)');
    t.skip('pre-commit is not installed (apt-get install pre-commit)');
    return;
  }
  const cache = join(TEMP, 'pc-cache');
  mkdirSync(join(cache, 'changeline'), { recursive: true });
  writeFileSync(join(cache, 'changeline/changeline-check.mjs'), readFileSync(join(TEMP, 'changeline-check.mjs')));
  const env = {
    PATH: `${NODE_DIR}:/usr/bin:/bin`,
    HOME: TEMP,
    XDG_CACHE_HOME: cache,
    PRE_COMMIT_HOME: join(TEMP, 'pre-commit-home'),
    BUILD_DATE: '2026-11-27',
    CHANGELINE_API_BASE: 'http://127.0.0.1:1',
    GIT_AUTHOR_NAME: 't',
    GIT_AUTHOR_EMAIL: 't@example.invalid',
    GIT_COMMITTER_NAME: 't',
    GIT_COMMITTER_EMAIL: 't@example.invalid',
  };
  const repoWith = (name: string, file: string, text: string): string => {
    const dir = join(TEMP, name);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, file), text);
    for (const args of [
      ['init', '-q', '-b', 'main'],
      ['add', '.'],
      ['commit', '-qm', 'pin'],
    ]) {
      const g = spawnSync('git', args, { cwd: dir, encoding: 'utf8', env });
      assert.equal(g.status, 0, g.stderr);
    }
    return dir;
  };
  const tryRepo = (dir: string) =>
    spawnSync('pre-commit', ['try-repo', ROOT, 'changeline-check', '--all-files'], { cwd: dir, encoding: 'utf8', env, timeout: 120_000 });
  const sunset = tryRepo(repoWith('pc-sunset', 'report.py', 'from google.ads.googleads.v19.services.types import google_ads_service\n'));
  assert.equal(sunset.status, 1, `${sunset.stdout}\n${sunset.stderr}`);
  assert.match(sunset.stdout, /changeline check .*Failed/);
  assert.match(sunset.stdout, /Google Ads API v19: sunset/);
  const live = tryRepo(repoWith('pc-live', 'report.py', 'from google.ads.googleads.v26.services.types import google_ads_service\n'));
  assert.equal(live.status, 0, `${live.stdout}\n${live.stderr}`);
  assert.match(live.stdout, /changeline check .*Passed/);
});
