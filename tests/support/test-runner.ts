/**
 * The tests, in two tiers, with one closing line that sums them:
 * `N passed, N failed`.
 *
 *   npm test                   the fast tier: typecheck, lint, unit (all unit files in one process)
 *   npm run test:full          the full tier: every suite below; CI (.ci/run) runs this one
 *   npm test -- integration    the named suites only (any of the six); `fast` and `full` name the tiers
 *
 *   typecheck    astro check (TypeScript over src, scripts, tests)      1 check
 *   lint         npm run lint:code: Biome's linter (and format check),  1 check
 *                biome.jsonc; each finding names file:line and rule
 *   unit         node --test tests/unit/**                             per test
 *                (fast tier and alone: --test-isolation=none, one process for
 *                every file; full tier: one process per file, as a check that
 *                no file depends on another's state)
 *   fixture site npm run build on tests/fixtures/content               1 check
 *   integration  node --test tests/integration/** (one file at a time) per test,
 *                including the outside validators (tests/integration/validators)
 *   e2e          playwright test (Debian Chromium)                      per test
 *
 * Each suite prints its time; the summary gives every suite's count and time
 * and the mean and highest 1-minute load average over the run (sampled every
 * 5 s). The run is written to tests/.out/test-times.json (suites, times, the
 * time of each test file, the load): `node bench/test-times.ts --record`
 * puts it into docs/testing.md.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { getuid } from 'node:process';
import { buildFixtureSite } from './fixture-site.ts';

interface Counts {
  passed: number;
  failed: number;
}

/** One suite's result: counts, and the time of each test file it ran (ms; empty for one-check suites). */
interface SuiteResult extends Counts {
  files?: Record<string, number>;
}

type Tier = 'fast' | 'full';
type Suite = { name: string; run: (tier: Tier) => Promise<SuiteResult> };

const OUT = 'tests/.out';
export const TIMES_FILE = join(OUT, 'test-times.json');

/** Run a command, its output passed through as it comes and kept for the counts. */
function run(cmd: string, args: string[], env: Record<string, string> = {}): Promise<{ status: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    const keep = (to: NodeJS.WriteStream) => (b: Buffer) => {
      chunks.push(b);
      to.write(b);
    };
    child.stdout.on('data', keep(process.stdout));
    child.stderr.on('data', keep(process.stderr));
    child.on('error', (err) => resolve({ status: null, out: err.message }));
    child.on('close', (code) => resolve({ status: code, out: Buffer.concat(chunks).toString('utf8') }));
  });
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

async function nodeTests(name: string, pattern: string, extra: string[]): Promise<SuiteResult> {
  mkdirSync(OUT, { recursive: true });
  const times = join(OUT, `file-times-${name}.json`);
  rmSync(times, { force: true });
  const { status, out } = await run(process.execPath, [
    '--test',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=./tests/support/test-file-times.ts',
    `--test-reporter-destination=${times}`,
    ...extra,
    pattern,
  ]);
  const num = (label: string) => Number(out.match(new RegExp(`^ℹ ${label} (\\d+)$`, 'm'))?.[1] ?? 0);
  const counts: SuiteResult = { passed: num('pass'), failed: num('fail') + num('cancelled'), files: readJson(times) ?? {} };
  if (status !== 0 && counts.failed === 0) counts.failed = 1;
  return counts;
}

/** The browser tests need Debian's Chromium; install it when we can (root), else say how. */
async function ensureChromium(): Promise<boolean> {
  const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (existsSync(path)) return true;
  if (getuid?.() === 0) {
    console.log('installing Debian chromium for the browser tests (apt-get install -y chromium)');
    await run('sh', ['-c', 'DEBIAN_FRONTEND=noninteractive apt-get update -qq && apt-get install -y -qq chromium >/dev/null']);
    if (existsSync(path)) return true;
  }
  console.error(`no Chromium at ${path}: install it with "sudo apt-get install -y chromium" or set CHROMIUM_PATH`);
  return false;
}

/** tests/integration/check/ci-files.test.ts runs the hook under pre-commit itself: Debian's package, installed when we can (root). */
async function ensurePreCommit(): Promise<void> {
  if (existsSync('/usr/bin/pre-commit')) return;
  if (getuid?.() === 0) {
    console.log('installing Debian pre-commit for the hook test (apt-get install -y pre-commit)');
    await run('sh', ['-c', 'DEBIAN_FRONTEND=noninteractive apt-get update -qq && apt-get install -y -qq pre-commit >/dev/null']);
  }
  if (!existsSync('/usr/bin/pre-commit'))
    console.error('no pre-commit: install it with "sudo apt-get install -y pre-commit" (the hook test fails in CI without it)');
}

function single(ok: boolean): SuiteResult {
  return ok ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
}

interface PlaywrightSuite {
  file?: string;
  specs?: { tests?: { results?: { duration?: number }[] }[] }[];
  suites?: PlaywrightSuite[];
}

/** Time of each spec file in a Playwright JSON report (ms, all its tests' results summed). */
function playwrightFileTimes(suites: PlaywrightSuite[] = []): Record<string, number> {
  const out: Record<string, number> = {};
  const walk = (s: PlaywrightSuite, file: string) => {
    const f = s.file ? join('tests/e2e', s.file) : file;
    for (const spec of s.specs ?? []) for (const t of spec.tests ?? []) for (const r of t.results ?? []) out[f] = (out[f] ?? 0) + (r.duration ?? 0);
    for (const child of s.suites ?? []) walk(child, f);
  };
  for (const s of suites) walk(s, '');
  return out;
}

const SUITES: Suite[] = [
  { name: 'typecheck', run: async () => single((await run('astro', ['check', '--minimumSeverity', 'error'])).status === 0) },
  {
    name: 'lint',
    run: async () => {
      if (!existsSync('node_modules/@biomejs/biome')) {
        console.error('Biome is not installed: run `npm ci` (or `npm install`), it is a devDependency');
        return single(false);
      }
      return single((await run('npm', ['run', '--silent', 'lint:code', '--', '--colors=off', '--max-diagnostics=none'])).status === 0);
    },
  },
  {
    name: 'unit',
    run: (tier) => nodeTests('unit', 'tests/unit/**/*.test.ts', tier === 'full' ? [] : ['--test-isolation=none']),
  },
  {
    name: 'fixture site',
    run: async () => {
      const res = buildFixtureSite();
      process.stdout.write(res.output);
      return single(res.status === 0);
    },
  },
  {
    name: 'integration',
    run: async () => {
      await ensurePreCommit();
      return nodeTests('integration', 'tests/integration/**/*.test.ts', ['--test-concurrency=1']);
    },
  },
  {
    name: 'e2e',
    run: async () => {
      if (!(await ensureChromium())) return single(false);
      const report = join(OUT, 'playwright.json');
      rmSync(report, { force: true });
      const { status } = await run('playwright', ['test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: report });
      const json = readJson<{ stats: { expected: number; unexpected: number; flaky: number }; suites?: PlaywrightSuite[] }>(report);
      if (!json) return single(false);
      const counts: SuiteResult = {
        passed: json.stats.expected + json.stats.flaky,
        failed: json.stats.unexpected,
        files: playwrightFileTimes(json.suites),
      };
      if (status !== 0 && counts.failed === 0) counts.failed = 1;
      return counts;
    },
  },
];

export const TIERS: Record<Tier, string[]> = {
  fast: ['typecheck', 'lint', 'unit'],
  full: SUITES.map((s) => s.name),
};

/** The suites to run and the tier they run as, from the arguments; a string when the arguments are wrong. */
export function planOf(args: readonly string[]): { tier: Tier; suites: string[] } | string {
  if (args.length === 0) return { tier: 'fast', suites: TIERS.fast };
  const unknown = args.filter((a) => !(a in TIERS) && !SUITES.some((s) => s.name === a));
  if (unknown.length) return `unknown suite(s): ${unknown.join(', ')}; suites: ${SUITES.map((s) => s.name).join(', ')}; tiers: fast, full`;
  const tier: Tier = args.includes('full') ? 'full' : 'fast';
  const named = new Set(args.flatMap((a) => (a in TIERS ? TIERS[a as Tier] : [a])));
  return { tier, suites: SUITES.map((s) => s.name).filter((n) => named.has(n)) };
}

/** What tests/.out/test-times.json holds: one run. */
export interface TestTimes {
  date: string;
  commit: string;
  tier: Tier;
  cores: number;
  load_avg_1m: { mean: number; max: number; samples: number };
  suites: { name: string; seconds: number; passed: number; failed: number }[];
  /** Every test file of the run with its suite and time (ms), slowest first. */
  files: { file: string; suite: string; ms: number }[];
}

function gitCommit(): string {
  const head = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' });
  return head.status === 0 ? head.stdout.trim() : 'unknown';
}

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log('usage: npm test [-- fast|full|SUITE...]   suites: typecheck, lint, unit, fixture site, integration, e2e');
    return 0;
  }
  const plan = planOf(argv);
  if (typeof plan === 'string') {
    console.error(plan);
    return 2;
  }
  const samples = [loadavg()[0]!];
  const sampler = setInterval(() => samples.push(loadavg()[0]!), 5000);
  const total: Counts = { passed: 0, failed: 0 };
  const done: TestTimes['suites'] = [];
  const files: TestTimes['files'] = [];
  for (const suite of SUITES) {
    if (!plan.suites.includes(suite.name)) continue;
    console.log(`\n=== ${suite.name} ===`);
    const t0 = performance.now();
    const c = await suite.run(plan.tier);
    const seconds = Math.round((performance.now() - t0) / 100) / 10;
    console.log(`=== ${suite.name}: ${c.passed} passed, ${c.failed} failed in ${seconds} s ===`);
    total.passed += c.passed;
    total.failed += c.failed;
    done.push({ name: suite.name, seconds, passed: c.passed, failed: c.failed });
    for (const [file, ms] of Object.entries(c.files ?? {})) files.push({ file, suite: suite.name, ms });
  }
  clearInterval(sampler);
  samples.push(loadavg()[0]!);
  const load = {
    mean: Math.round((samples.reduce((a, b) => a + b, 0) / samples.length) * 100) / 100,
    max: Math.round(Math.max(...samples) * 100) / 100,
    samples: samples.length,
  };
  const times: TestTimes = {
    date: new Date().toISOString(),
    commit: gitCommit(),
    tier: plan.tier,
    cores: cpus().length,
    load_avg_1m: load,
    suites: done,
    files: files.sort((a, b) => b.ms - a.ms || (a.file < b.file ? -1 : 1)),
  };
  mkdirSync(OUT, { recursive: true });
  writeFileSync(TIMES_FILE, `${JSON.stringify(times, null, 2)}\n`);
  const secs = done.reduce((a, s) => a + s.seconds, 0);
  console.log(
    `\n${done.map((s) => `${s.name.padEnd(14)} ${String(s.passed).padStart(5)} passed ${String(s.failed).padStart(4)} failed ${String(s.seconds).padStart(7)} s`).join('\n')}`,
  );
  console.log(
    `${plan.tier} tier: ${Math.round(secs)} s in all; load (1 min) mean ${load.mean}, highest ${load.max} on ${cpus().length} cores; times in ${TIMES_FILE}`,
  );
  console.log(`${total.passed} passed, ${total.failed} failed`);
  return total.failed > 0 ? 1 : 0;
}

/** What `node scripts/run-tests.ts` runs. */
export async function cli(): Promise<void> {
  process.exitCode = await main();
}
