/**
 * `changeline check` end to end, from source (bin/changeline.mjs): the
 * planted repository of tests/fixtures/check/repo scanned against a local
 * site serving the frozen data of tests/fixtures/check/data, as of
 * 2026-11-27. Every usage is found with its status and migrate_to, nothing
 * else is (the false-positive cases under repo/fp/), exit codes follow the
 * policy, a site answering HTML stops the run with exit 2, an unreachable
 * site falls back to the bundled copy with a warning.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { mkdtempSync, readFileSync, writeFileSync, chmodSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_PATHS } from '../../../src/model/links.ts';
import { CheckReport } from '../../../src/schemas/check.ts';
import { detectVersions } from '../../../src/check/detect.ts';
import { runCheck } from '../../../src/check/cli.ts';
import { contentData } from '../../../src/check/local-data.ts';

const ROOT = join(import.meta.dirname, '../../..');
const FIX = join(ROOT, 'tests/fixtures/check');
const REPO = join(FIX, 'repo');
const TODAY = '2026-11-27';

let server: Server;
let base = '';
/** What the local site answers: 'json' (the fixture data), 'html' (a web page), '500'. */
let mode: 'json' | 'html' | '500' = 'json';

before(async () => {
  const files: Record<string, string> = {
    [API_PATHS.listVersions]: readFileSync(join(FIX, 'data/versions.json'), 'utf8'),
    [API_PATHS.listSdks]: readFileSync(join(FIX, 'data/sdks.json'), 'utf8'),
  };
  server = createServer((req, res) => {
    if (mode === 'html') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<!doctype html><html><body>Welcome</body></html>');
    } else if (mode === '500') {
      res.writeHead(503).end('busy');
    } else {
      const body = files[req.url ?? ''];
      if (body === undefined) res.writeHead(404, { 'content-type': 'application/json' }).end('{}');
      else res.writeHead(200, { 'content-type': 'application/json' }).end(body);
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const addr = server.address();
  base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
});
after(() => server.close());

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Run `changeline check ARGS` in the planted repository (or `cwd`). */
function run(args: string[], env: Record<string, string> = {}, cwd = REPO): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(ROOT, 'bin/changeline.mjs'), 'check', ...args], {
      env: { PATH: process.env.PATH ?? '', BUILD_DATE: TODAY, CHANGELINE_API_BASE: base, ...env },
      cwd,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/**
 * `changeline check ARGS` in this process (src/check/cli.ts runCheck, as src/check/main.ts calls it): for usage
 * errors, which need no process of their own. Output is captured; the data is fetched from the local site.
 */
async function runInProcess(args: string[], env: Record<string, string> = {}, isTTY = false): Promise<Run> {
  let stdout = '';
  let stderr = '';
  const code = await runCheck(
    args,
    { PATH: process.env.PATH ?? '', BUILD_DATE: TODAY, CHANGELINE_API_BASE: base, ...env },
    { stdout: (s) => (stdout += s), stderr: (s) => (stderr += s), isTTY, fetch: (url, init) => fetch(url, init) },
    () => contentData({}),
  );
  return { code, stdout, stderr };
}

/**
 * Every usage planted in the repository: file:line platform api version status migrate_to [comment]. A Google Ads
 * API migrate_to is the major to call (v26), which Google serves as its newest minor (v26.1 in the fixture data):
 * no code can name a minor version.
 */
const EXPECTED = [
  'Pipfile.lock:9 google-ads | Google Ads API | v11 | sunset | v26',
  'config/integrations.yaml:5 linkedin-ads | LinkedIn Marketing API | 202603 | active | 202606',
  'config/integrations.yaml:8 meta-ads | Marketing API | v26.0 | active | v27.0',
  'config/integrations.yaml:10 google-ads | Google Ads API | v27 | unknown | null',
  'config/integrations.yaml:12 snapchat-ads | Marketing API | v1 | active | null',
  'dotnet/Reporting.csproj:6 google-ads | Google Ads API | v18 | sunset | v26',
  'go/xads.go:9 x-ads | Ads API | 11.0 | active | 12.0',
  'go/xads.go:10 x-ads | Ads API | 9.0 | sunset | 12.0',
  'go/xads.go:13 amazon-ads | Sponsored Products API | v2 | sunset | null',
  'java/CampaignSync.java:4 google-ads | Google Ads API | v22 | sunset | v26',
  'java/CampaignSync.java:5 google-ads | Google Ads API | v22 | sunset | v26',
  'java/CampaignSync.java:10 microsoft-ads | Bing Ads API | 13 | active | null',
  'java/CampaignSync.java:14 google-ads | Google Ads API | v17 | sunset | v26 | comment',
  'java/build.gradle:6 microsoft-ads | Bing Ads API | 13 | active | null',
  'java/pom.xml:13 google-ads | Google Ads API | v21 | sunset | v26',
  'js/linkedin-client.js:8 linkedin-ads | LinkedIn Marketing API | 202601 | active | 202606',
  'js/linkedin-client.js:10 linkedin-ads | LinkedIn Marketing API | 202410 | sunset | 202606 | comment',
  'js/linkedin-client.js:18 meta-ads | Marketing API | v25.0 | deprecated | v27.0',
  'js/snap.ts:2 snapchat-ads | Marketing API | v1 | active | null',
  'package-lock.json:19 meta-ads | Marketing API | v23.0 | sunset | v27.0',
  'package.json:7 meta-ads | Marketing API | v23.0 | sunset | v27.0',
  'php/SpendReport.php:5 google-ads | Google Ads API | v21 | sunset | v26',
  'php/SpendReport.php:6 google-ads | Google Ads API | v21 | sunset | v26',
  'php/SpendReport.php:10 meta-ads | Marketing API | v24.0 | sunset | v27.0',
  'php/composer.lock:6 meta-ads | Marketing API | v22.0 | sunset | v27.0',
  'poetry.lock:4 google-ads | Google Ads API | v22 | sunset | v26',
  'pyproject.toml:6 microsoft-ads | Bing Ads API | 13 | active | null',
  'python/campaign_report.py:5 google-ads | Google Ads API | v19 | sunset | v26',
  'python/campaign_report.py:17 google-ads | Google Ads API | v23 | active | v26',
  'python/campaign_report.py:27 meta-ads | Marketing API | v22.0 | sunset | v27.0',
  'python/campaign_report.py:30 meta-ads | Marketing API | v18.0 | sunset | v27.0 | comment',
  'python/dsp_reports.py:8 amazon-ads | Amazon Ads API | null | sunset | null',
  'python/dsp_reports.py:12 amazon-ads | Amazon Ads API | null | sunset | null',
  'requirements.txt:3 meta-ads | Marketing API | v21.0 | sunset | v27.0',
  'requirements.txt:5 google-ads | Google Ads API | v11 | sunset | v26 | comment',
  'ruby/Gemfile.lock:4 meta-ads | Marketing API | v25.0 | deprecated | v27.0',
];

const summarize = (r: CheckReport): string[] =>
  r.findings.map((f) => `${f.file}:${f.line} ${f.platform} | ${f.api} | ${f.version} | ${f.status} | ${f.migrate_to}${f.comment ? ' | comment' : ''}`);

test('--format json: every planted usage with its status and migrate_to, no false positives, exit 1 (sunset versions)', async () => {
  const r = await run(['--format', 'json']);
  assert.equal(r.code, 1, r.stderr);
  const report = CheckReport.parse(JSON.parse(r.stdout));
  assert.deepEqual(summarize(report), EXPECTED);
  assert.equal(report.data_source, 'site');
  assert.equal(report.data_as_of, '2026-11-27T00:00:00Z');
  assert.equal(report.generated_at, '2026-11-27T00:00:00Z');
  // Nothing from the false-positive corner: unrelated v20, version-less URLs, minified, ignored, vendored, binary, unrelated lockfiles.
  assert.equal(report.findings.filter((f) => f.file.startsWith('fp/')).length, 0);
  // ...though the skipped files there do name versions: skipping them is what keeps them out.
  for (const f of [
    'node_modules/facebook-nodejs-business-sdk/api.js',
    'build/out.js',
    'client.generated.ts',
    'vendor/googleads/client.py',
    'analytics.bundle.js',
    'sdk.min.js',
    'blob.json',
  ]) {
    const text = readFileSync(join(REPO, 'fp', f), 'latin1');
    assert.ok(detectVersions(text, f).length > 0, `fp/${f} holds a version the walk must skip`);
  }
  // Calls of retired endpoints: the record that retires each, with its date (the endpoint records in content/changes/).
  const endpoints = report.findings.filter((f) => f.kind === 'endpoint');
  assert.deepEqual(
    endpoints.map((f) => `${f.file}:${f.line}:${f.column} ${f.endpoint?.method} ${f.endpoint?.path} ${f.sunset_date} ${f.match}`),
    [
      'python/dsp_reports.py:8:33 POST /dsp/reports 2025-06-30 /dsp/reports',
      'python/dsp_reports.py:12:32 GET /dsp/orders/{orderId} 2025-09-30 /dsp/orders/{order_id}',
    ],
  );
  for (const f of endpoints) {
    assert.match(f.endpoint!.record_id, /^amazon-ads-[0-9a-f]{10}$/);
    assert.match(f.endpoint!.title, /shut off$/);
    assert.equal(f.record_url, `${base}/changes/${f.endpoint!.record_id}/`);
    assert.equal(f.violation, 'sunset');
  }
  // Dates and links of one sunset finding, as the version table says.
  const v19 = report.findings.find((f) => f.file === 'python/campaign_report.py' && f.line === 5)!;
  assert.equal(v19.sunset_date, '2026-02-11');
  assert.equal(v19.days_until_sunset, -289);
  assert.match(v19.source_url!, /^https:\/\/developers\.google\.com\//);
  assert.equal(v19.record_url, 'https://changeline.dev/platforms/google-ads/#v-google-ads-api-v19');
  assert.equal(v19.violation, 'sunset');
  // A pinned SDK names its package, the API versions it speaks and the map's source.
  const fb = report.findings.find((f) => f.file === 'requirements.txt' && f.line === 3)!;
  assert.deepEqual(fb.package, {
    ecosystem: 'pypi',
    name: 'facebook-business',
    version: '21.0.5',
    api_versions: ['v21.0'],
    source_url: 'https://github.com/facebook/facebook-python-business-sdk/blob/21.0.5/facebook_business/apiconfig.py',
    // The fixture's map has no newer release to move to.
    upgrade_to: null,
  });
  // Within 90 days fails by default; comments and unknown versions never do.
  const failing = report.findings.filter((f) => f.violation).map((f) => `${f.file}:${f.line}`);
  assert.ok(failing.includes('js/linkedin-client.js:8'), 'LinkedIn 202601, 49 days left');
  assert.ok(!failing.includes('java/CampaignSync.java:14'));
  assert.ok(!failing.includes('config/integrations.yaml:10'));
  // The corrupt lockfile is skipped with a warning naming it, and the scan went on.
  assert.match(r.stderr, /warning: skipped tools\/legacy\/package-lock\.json: corrupt package-lock\.json/);
  assert.ok(report.warnings.some((w) => w.includes('tools/legacy/package-lock.json')));
});

test('policy: exit 0 on a clean repository, --fail-on never, and --fail-on sunset with only a within-window finding', async () => {
  assert.equal((await run(['fp'])).code, 0);
  assert.equal((await run(['.', '--fail-on', 'never'])).code, 0);
  const only = mkdtempSync(join(tmpdir(), 'cl-check-'));
  writeFileSync(join(only, 'client.js'), "headers['LinkedIn-Version'] = '202601';\n");
  assert.equal((await run([only, '--fail-on', 'sunset'])).code, 0);
  assert.equal((await run([only])).code, 1);
  assert.equal((await run([only, '--fail-within', '30'])).code, 0);
  writeFileSync(join(only, 'client.js'), "u = 'https://googleads.googleapis.com/v27/customers'\n");
  assert.equal((await run([only])).code, 0, 'unknown never fails by default');
  assert.equal((await run([only, '--fail-unknown'])).code, 1);
});

test('text output: no colour when not a terminal, one line per usage and the policy line', async () => {
  const r = await run(['python']);
  assert.equal(r.code, 1);
  assert.ok(!r.stdout.includes('\u001b['), 'no ANSI colour codes');
  assert.match(r.stdout, /^changeline check: 6 ad-API version usages in 2 files/);
  // Google Ads code calls a major, which Google serves as its newest minor: the advice names the major to call.
  assert.match(
    r.stdout,
    /x python\/campaign_report\.py:5 {2}Google Ads API v19: sunset since 2026-02-11 \(289 days ago\); migrate to v26 \(served as v26\.1\)\n/,
  );
  assert.match(
    r.stdout,
    /x python\/campaign_report\.py:17 {2}Google Ads API v23 \(served as v23\.2\): active, sunset 2027-02 \(in 66 days\); migrate to v26 \(served as v26\.1\)\n/,
  );
  assert.match(r.stdout, /# python\/campaign_report\.py:30 .*\[in a comment\]/);
  assert.match(
    r.stdout,
    /x python\/dsp_reports\.py:8 {2}Amazon Ads API POST \/dsp\/reports: retired, shut off since 2025-06-30 \(515 days ago\); record amazon-ads-[0-9a-f]{10}: Amazon DSP POST \/dsp\/reports shut off\n/,
  );
  assert.match(r.stdout, /5 findings fail the policy \(fail on sunset versions and sunsets within 90 days\)\./);
});

test('--format github: annotations, and the Markdown summary appended to $GITHUB_STEP_SUMMARY', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'cl-check-'));
  const summaryFile = join(dir, 'summary.md');
  writeFileSync(summaryFile, '# earlier step\n');
  const r = await run(['js', '--format', 'github'], { GITHUB_STEP_SUMMARY: summaryFile });
  assert.equal(r.code, 1);
  const lines = r.stdout.trim().split('\n');
  assert.equal(lines.length, 4);
  assert.match(
    lines[0]!,
    /^::error file=js\/linkedin-client\.js,line=8,col=\d+,title=LinkedIn Marketing API 202601%3A active::.*fails the policy: sunset in 49 days/,
  );
  assert.match(lines[1]!, /^::notice file=js\/linkedin-client\.js,line=10,/);
  const md = readFileSync(summaryFile, 'utf8');
  assert.ok(md.startsWith('# earlier step\n## changeline check'));
  assert.match(
    md,
    /\| ❌ \| `js\/linkedin-client\.js:8` \| LinkedIn Marketing API \| \[202601\]\(https:\/\/changeline\.dev\/platforms\/linkedin-ads\/#v-linkedin-marketing-api-202601\) \| active \| 2027-01-15 \(49 d\) \| 202606 \|/,
  );
});

test('a site answering HTML: exit 2 with a one-line reason, no report', async () => {
  mode = 'html';
  try {
    const r = await run(['--format', 'json']);
    assert.equal(r.code, 2);
    assert.equal(r.stdout, '');
    assert.equal(r.stderr.trim().split('\n').length, 1);
    assert.match(r.stderr, /answered HTML \(HTTP 200\), not the JSON API: check CHANGELINE_API_BASE/);
  } finally {
    mode = 'json';
  }
});

test('a site that cannot answer: the bundled copy, with a warning (never silently)', async () => {
  mode = '500';
  try {
    const r = await run(['go', '--format', 'json']);
    assert.equal(r.code, 1);
    assert.match(r.stderr, /warning: .*answered HTTP 503; using the data bundled on 2026-11-27/);
    const report = CheckReport.parse(JSON.parse(r.stdout));
    assert.equal(report.data_source, 'bundle');
    assert.ok(report.warnings.some((w) => w.includes('HTTP 503')));
  } finally {
    mode = 'json';
  }
  // A port nothing listens on: taken, then freed.
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  const port = (probe.address() as { port: number }).port;
  await new Promise((r) => probe.close(r));
  const closed = await run(['go'], { CHANGELINE_API_BASE: `http://127.0.0.1:${port}` });
  assert.equal(closed.code, 1);
  // A text report carries its warnings (not repeated on stderr).
  assert.match(
    closed.stdout,
    new RegExp(`warning: could not reach http://127\\.0\\.0\\.1:${port}/api/versions\\.json \\(ECONNREFUSED\\); using the data bundled`),
  );
});

test('"could not reach the site" shows once: a text report carries it, not repeated on stderr; other formats say it on stderr', async () => {
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  const port = (probe.address() as { port: number }).port;
  await new Promise((r) => probe.close(r));
  const env = { CHANGELINE_API_BASE: `http://127.0.0.1:${port}`, NO_COLOR: '1' };
  const count = (s: string) => s.split('could not reach').length - 1;
  const tty = await runInProcess([join(REPO, 'go')], env, true);
  assert.equal(tty.code, 1, tty.stderr);
  assert.equal(count(tty.stdout) + count(tty.stderr), 1, `stdout:\n${tty.stdout}\nstderr:\n${tty.stderr}`);
  assert.match(tty.stdout, /warning: could not reach/);
  const piped = await runInProcess([join(REPO, 'go')], env, false);
  assert.equal(count(piped.stdout) + count(piped.stderr), 1, `text, piped: once, in the report\n${piped.stdout}\n${piped.stderr}`);
  for (const format of ['json', 'sarif', 'github']) {
    const other = await runInProcess([join(REPO, 'go'), '--format', format], env, false);
    assert.equal(count(other.stderr), 1, `${format}: stderr says it once\n${other.stderr}`);
  }
});

test('usage errors: exit 2 with a one-line reason', async () => {
  const cases: [string[], RegExp][] = [
    [['--format', 'xml'], /--format must be one of text, json, sarif, github, got "xml"/],
    [['--fail-on', 'soon'], /--fail-on must be one of sunset, deprecated, within, never, got "soon"/],
    [['--fail-within', '-3'], /Option '--fail-within' argument is ambiguous/],
    [['--fail-within=-3'], /--fail-within must be a whole number of days from 0 to 36500, got "-3"/],
    [['--fail-within', 'ninety'], /--fail-within must be a whole number of days/],
    [['--bogus'], /Unknown option '--bogus'/],
    [['/no/such/folder'], /cannot read \/no\/such\/folder: no such file or folder/],
    [['a', 'b'], /expected at most one path/],
  ];
  for (const [args, re] of cases) {
    const r = await runInProcess(args);
    assert.equal(r.code, 2, args.join(' '));
    assert.match(r.stderr, re, args.join(' '));
    assert.equal(r.stderr.trim().split('\n').length, 1, args.join(' '));
  }
  if (process.getuid?.() !== 0) {
    const locked = mkdtempSync(join(tmpdir(), 'cl-check-'));
    mkdirSync(join(locked, 'in'));
    chmodSync(join(locked, 'in'), 0o000);
    const r = await runInProcess([join(locked, 'in')]);
    assert.equal(r.code, 2);
    assert.match(r.stderr, /permission denied/);
  }
  const bad = await runInProcess([], { CHANGELINE_API_BASE: 'not a url' });
  assert.equal(bad.code, 2);
  assert.match(bad.stderr, /CHANGELINE_API_BASE must be an absolute http\(s\) URL/);
  // One usage error as its own process, through bin/changeline.mjs: the exit code and the one line reach the shell.
  const spawned = await run(['--bogus']);
  assert.equal(spawned.code, 2);
  assert.match(spawned.stderr, /Unknown option '--bogus'/);
  assert.equal(spawned.stderr.trim().split('\n').length, 1);
});

test('--help and --version exit 0', async () => {
  const h = await run(['--help']);
  assert.equal(h.code, 0);
  assert.match(h.stdout, /--fail-on L/);
  assert.match(h.stdout, /Exit codes: 0 nothing crosses the policy, 1 something does, 2 usage or data error/);
  assert.match((await run(['--version'])).stdout, /^changeline check \d+\.\d+\.\d+\n$/);
});
