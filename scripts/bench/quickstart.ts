/**
 * The README's quick-start times, measured, never typed by hand: clone this
 * checkout's HEAD into a temporary folder and run the two quick-start
 * commands there as a new user would (`npm ci`, `npm run build`, `npm test`),
 * timing each; write bench/quickstart.json and the README's quick-start
 * block from it. The tests run `--check` (the block must match the file).
 *
 *   node scripts/bench/quickstart.ts            measure (about 10 minutes), then write
 *   node scripts/bench/quickstart.ts --write    rewrite the README block from the file
 *   node scripts/bench/quickstart.ts --check    exit 1 when the block is stale
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { runSectionGenerator, type Section } from '../lib/doc-section.ts';
import { ROOT } from '../lib/repo-root.ts';

export const QUICKSTART_FILE = join(ROOT, 'bench/quickstart.json');
export const QUICKSTART_SECTION: Section = {
  name: 'quick start',
  start: '<!-- quickstart:start: generated from bench/quickstart.json by scripts/bench/quickstart.ts; measure again, do not edit -->',
  end: '<!-- quickstart:end -->',
};

export interface QuickstartTimes {
  commit: string;
  date: string;
  install_s: number;
  build_s: number;
  test_s: number;
  /** The closing line of npm test, verbatim. */
  tests: string;
  chromium_installed_before: boolean;
  load_avg_1m: number;
}

const minutes = (s: number): string => (s < 90 ? `${Math.round(s / 5) * 5} s` : `${(s / 60).toFixed(1).replace(/\.0$/, '')} min`);

/** The README block: the two commands with their measured times, and where the times come from. */
export function renderQuickstart(t: QuickstartTimes): string {
  return [
    '```sh',
    `npm ci && npm start   # install (${minutes(t.install_s)}), build (${minutes(t.build_s)}), then serve http://127.0.0.1:4321/ until Ctrl-C`,
    `npm test              # in a second terminal: every suite, ${minutes(t.test_s)}; the last line reads "N passed, N failed"`,
    '```',
    '',
    `Times measured by \`node scripts/bench/quickstart.ts\` on a clean clone of ${t.commit} on ${t.date.slice(0, 10)}, on this project's`,
    `2-core machine (load ${t.load_avg_1m.toFixed(1)} at the start${t.chromium_installed_before ? ', Chromium already installed' : ', Chromium installed by the test run'}): \`${t.tests}\`.`,
  ].join('\n');
}

function timed(cmd: string, args: string[], cwd: string): { s: number; status: number | null; out: string } {
  const t0 = performance.now();
  const res = spawnSync(cmd, args, { cwd, encoding: 'utf8', maxBuffer: 512 * 1024 * 1024, env: { ...process.env, CI: 'true' } });
  return { s: (performance.now() - t0) / 1000, status: res.status, out: `${res.stdout ?? ''}${res.stderr ?? ''}` };
}

function measure(): QuickstartTimes {
  const git = (...a: string[]) => spawnSync('git', a, { cwd: ROOT, encoding: 'utf8' }).stdout.trim();
  const commit = git('rev-parse', '--short', 'HEAD');
  const dir = mkdtempSync(join(tmpdir(), 'changeline-quickstart-'));
  try {
    const clone = spawnSync('git', ['clone', '--quiet', ROOT, dir], { encoding: 'utf8' });
    if (clone.status !== 0) throw new Error(`git clone failed: ${clone.stderr.trim()}`);
    const chromium = spawnSync('test', ['-x', process.env.CHROMIUM_PATH || '/usr/bin/chromium']).status === 0;
    const load = loadavg()[0]!;
    const install = timed('npm', ['ci', '--no-audit', '--no-fund'], dir);
    if (install.status !== 0) throw new Error(`npm ci failed:\n${install.out.slice(-2000)}`);
    const build = timed('npm', ['run', 'build'], dir);
    if (build.status !== 0) throw new Error(`npm run build failed:\n${build.out.slice(-2000)}`);
    const test = timed('npm', ['test', '--silent'], dir);
    const closing =
      test.out
        .trim()
        .split('\n')
        .reverse()
        .find((l) => /^\d+ passed, \d+ failed/.test(l)) ?? `no closing line (exit ${test.status})`;
    return {
      commit,
      date: new Date().toISOString(),
      install_s: Math.round(install.s),
      build_s: Math.round(build.s),
      test_s: Math.round(test.s),
      tests: closing,
      chromium_installed_before: chromium,
      load_avg_1m: Math.round(load * 10) / 10,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export const readTimes = (): QuickstartTimes => JSON.parse(readFileSync(QUICKSTART_FILE, 'utf8')) as QuickstartTimes;

if (import.meta.main) {
  const argv = process.argv.slice(2);
  if (!argv.includes('--check') && !argv.includes('--write')) {
    const t = measure();
    writeFileSync(QUICKSTART_FILE, `${JSON.stringify(t, null, 2)}\n`);
    console.log(`measured: install ${t.install_s} s, build ${t.build_s} s, tests ${t.test_s} s (${t.tests})`);
  }
  process.exitCode = runSectionGenerator(argv, 'node scripts/bench/quickstart.ts', QUICKSTART_SECTION, () => renderQuickstart(readTimes()));
}
