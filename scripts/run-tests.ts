/**
 * `npm test`: every suite, in order, with one closing line that sums them:
 * `N passed, N failed`.
 *
 *   typecheck    astro check (TypeScript over src, scripts, tests)      1 check
 *   lint         npm run lint:code: Biome's linter (and format check),  1 check
 *                biome.jsonc; each finding names file:line and rule
 *   unit         node --test tests/unit/**                             per test
 *   fixture site npm run build on tests/fixtures/content               1 check
 *   integration  node --test tests/integration/** (one file at a time) per test,
 *                including the outside validators (tests/integration/validators)
 *   e2e          playwright test (Debian Chromium)                      per test
 *
 * `npm test -- unit integration` runs only the named suites.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { getuid } from 'node:process';
import { buildFixtureSite } from '../tests/support/fixture-site.ts';

interface Counts {
  passed: number;
  failed: number;
}

type Suite = { name: string; run: () => Counts };

function run(cmd: string, args: string[], env: Record<string, string> = {}): { status: number | null; out: string } {
  const res = spawnSync(cmd, args, { encoding: 'utf8', env: { ...process.env, ...env }, maxBuffer: 256 * 1024 * 1024 });
  const out = `${res.stdout ?? ''}${res.stderr ?? ''}`;
  process.stdout.write(out);
  return { status: res.status, out };
}

function nodeTests(pattern: string, extra: string[] = []): Counts {
  const { status, out } = run(process.execPath, ['--test', '--test-reporter=spec', ...extra, pattern]);
  const num = (label: string) => Number(out.match(new RegExp(`^ℹ ${label} (\\d+)$`, 'm'))?.[1] ?? 0);
  const counts = { passed: num('pass'), failed: num('fail') + num('cancelled') };
  if (status !== 0 && counts.failed === 0) counts.failed = 1;
  return counts;
}

/** The browser tests need Debian's Chromium; install it when we can (root), else say how. */
function ensureChromium(): boolean {
  const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (existsSync(path)) return true;
  if (getuid?.() === 0) {
    console.log('installing Debian chromium for the browser tests (apt-get install -y chromium)');
    run('sh', ['-c', 'DEBIAN_FRONTEND=noninteractive apt-get update -qq && apt-get install -y -qq chromium >/dev/null']);
    if (existsSync(path)) return true;
  }
  console.error(`no Chromium at ${path}: install it with "sudo apt-get install -y chromium" or set CHROMIUM_PATH`);
  return false;
}

function single(ok: boolean): Counts {
  return ok ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
}

const SUITES: Suite[] = [
  { name: 'typecheck', run: () => single(run('astro', ['check', '--minimumSeverity', 'error']).status === 0) },
  {
    name: 'lint',
    run: () => {
      if (!existsSync('node_modules/@biomejs/biome')) {
        console.error('Biome is not installed: run `npm ci` (or `npm install`), it is a devDependency');
        return single(false);
      }
      return single(run('npm', ['run', '--silent', 'lint:code', '--', '--colors=off', '--max-diagnostics=none']).status === 0);
    },
  },
  { name: 'unit', run: () => nodeTests('tests/unit/**/*.test.ts') },
  {
    name: 'fixture site',
    run: () => {
      const res = buildFixtureSite();
      process.stdout.write(res.output);
      return single(res.status === 0);
    },
  },
  { name: 'integration', run: () => nodeTests('tests/integration/**/*.test.ts', ['--test-concurrency=1']) },
  {
    name: 'e2e',
    run: () => {
      if (!ensureChromium()) return single(false);
      const report = join('tests/.out', 'playwright.json');
      rmSync(report, { force: true });
      const { status } = run('playwright', ['test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: report });
      if (!existsSync(report)) return single(false);
      const stats = JSON.parse(readFileSync(report, 'utf8')).stats as { expected: number; unexpected: number; flaky: number };
      const counts = { passed: stats.expected + stats.flaky, failed: stats.unexpected };
      if (status !== 0 && counts.failed === 0) counts.failed = 1;
      return counts;
    },
  },
];

const wanted = process.argv.slice(2);
const unknown = wanted.filter((w) => !SUITES.some((s) => s.name === w));
if (unknown.length) {
  console.error(`unknown suite(s): ${unknown.join(', ')}; suites: ${SUITES.map((s) => s.name).join(', ')}`);
  process.exit(2);
}
const total: Counts = { passed: 0, failed: 0 };
const rows: string[] = [];
for (const suite of SUITES) {
  if (wanted.length && !wanted.includes(suite.name)) continue;
  console.log(`\n=== ${suite.name} ===`);
  const c = suite.run();
  total.passed += c.passed;
  total.failed += c.failed;
  rows.push(`${suite.name.padEnd(14)} ${String(c.passed).padStart(5)} passed ${String(c.failed).padStart(4)} failed`);
}
console.log(`\n${rows.join('\n')}`);
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exitCode = total.failed > 0 ? 1 : 0;
