/**
 * The README's quick-start times, measured, never typed by hand: clone this
 * checkout's HEAD into a temporary folder and run the quick-start commands
 * there as a new user would (`npm ci`, `npm run build`, `npm test`, then
 * `npm run test:full`), timing each, with the 1-minute load average sampled
 * every 5 s over the whole run. Then write bench/quickstart.json and the
 * README's quick-start block from it, and the full tier's suite and file
 * times into docs/testing.md (bench/test-times.ts).
 *
 * A figure taken while other programs had the machine misleads a newcomer,
 * so nothing is written when the machine was busy: when the load before the
 * run is above --max-load (default 1.5, on this project's 2 cores), or other
 * programs used more than MAX_OTHERS_CORES (0.5) cores on average during it
 * (the machine's busy time in /proc/stat less this run's own processes; the
 * run's own load is most of the load average), it says why and exits 3. The
 * tests run `--check` (the block must match the file).
 *
 *   node bench/quickstart.ts [--max-load 1.5]   measure (about 10 minutes), then write
 *   node bench/quickstart.ts --write            rewrite the README block from the file
 *   node bench/quickstart.ts --check            exit 1 when the block is stale
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { runSectionGenerator, writeSection, type Section } from '../src/build/doc-section.ts';
import { ROOT } from '../src/build/repo-root.ts';
import { recordRun, renderTestTimes, TEST_TIMES_SECTION } from './test-times.ts';

export const QUICKSTART_FILE = join(ROOT, 'bench/quickstart.json');
export const QUICKSTART_SECTION: Section = {
  name: 'quick start',
  start: '<!-- quickstart:start: generated from bench/quickstart.json by bench/quickstart.ts; measure again, do not edit -->',
  end: '<!-- quickstart:end -->',
};
/** The default highest mean 1-minute load average at which a measurement is written (2 cores). */
export const MAX_LOAD = 1.5;

export interface LoadOverRun {
  /** 1-minute load average just before the run. */
  before: number;
  /** Mean and highest over the run; null in a measurement from before the load was sampled during the run. */
  mean: number | null;
  max: number | null;
  samples: number;
  /**
   * CPU used by other programs during the run, in cores on average (the machine's busy time from /proc/stat less
   * this run's own processes); null in a measurement from before it was taken. The run itself keeps both cores
   * busy much of the time, so its load average says little about what else ran.
   */
  others_cores?: number | null;
}

export interface QuickstartTimes {
  commit: string;
  date: string;
  install_s: number;
  build_s: number;
  /** `npm test`, the fast tier; null in a measurement from before the tiers (when npm test ran every suite). */
  test_s: number | null;
  /** Its closing line, verbatim. */
  tests: string | null;
  /** `npm run test:full`, every suite. */
  full_test_s: number;
  full_tests: string;
  chromium_installed_before: boolean;
  load: LoadOverRun;
}

const minutes = (s: number): string => (s < 90 ? `${Math.round(s / 5) * 5} s` : `${(s / 60).toFixed(1).replace(/\.0$/, '')} min`);

/** The README block: the commands with their measured times, and where the times come from. */
export function renderQuickstart(t: QuickstartTimes): string {
  return [
    '```sh',
    `npm ci && npm start   # install (${minutes(t.install_s)}), build (${minutes(t.build_s)}), then serve http://127.0.0.1:4321/ until Ctrl-C`,
    `npm run test:full     # in a second terminal: every test, as CI runs them, ${minutes(t.full_test_s)}; the last line reads "N passed, N failed"`,
    '```',
    '',
    `While you work, \`npm test\` runs the fast tier (typecheck, lint, unit tests in one process)${t.test_s === null ? '' : ` in ${minutes(t.test_s)}`}.`,
    '',
    `Times measured by \`node bench/quickstart.ts\` on a clean clone of ${t.commit} on ${t.date.slice(0, 10)}, on this project's`,
    `2-core machine (1-minute load ${t.load.before.toFixed(1)} before the run, ${t.load.mean === null || t.load.max === null ? 'not sampled during it' : `mean ${t.load.mean.toFixed(1)} and highest ${t.load.max.toFixed(1)} during it, most of it the run's own${t.load.others_cores === undefined || t.load.others_cores === null ? '' : `; other programs ${t.load.others_cores.toFixed(2)} cores on average`}`}${t.chromium_installed_before ? ', Chromium already installed' : ', Chromium installed by the test run'}): ${t.tests === null ? `\`${t.full_tests}\` (every suite, measured when \`npm test\` ran them all)` : `\`${t.tests}\` and \`${t.full_tests}\``}.`,
  ].join('\n');
}

/** Most CPU other programs may use during a measurement, in cores on average (a quarter of this 2-core machine). */
export const MAX_OTHERS_CORES = 0.5;

/**
 * Why a measurement must not be written (the machine was busy), or null when it may. Before the run, the load
 * average is all other programs'; during it, the run's own processes are most of it, so what counts is the CPU
 * the others used (`others`, cores on average). A measurement without that figure falls back to the mean load.
 */
export function busyReason(
  load: { before: number; mean: number; max: number; others?: number | null },
  maxLoad = MAX_LOAD,
  cores = cpus().length,
  maxOthers = MAX_OTHERS_CORES,
): string | null {
  if (load.before > maxLoad) {
    return `the machine was busy before the run: 1-minute load ${load.before.toFixed(2)} on ${cores} cores, above ${maxLoad}; other programs would slow the tests and the README would overstate them`;
  }
  if (load.others !== undefined && load.others !== null) {
    if (load.others > maxOthers) {
      return `the machine was busy during the run: other programs used ${load.others.toFixed(2)} cores on average (of ${cores}), above ${maxOthers}; the times include their work`;
    }
    return null;
  }
  if (load.mean > maxLoad) {
    return `the machine was busy during the run: mean 1-minute load ${load.mean.toFixed(2)} (highest ${load.max.toFixed(2)}) on ${cores} cores, above ${maxLoad}; the times include other programs' work`;
  }
  return null;
}

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS = 100;

/** The machine's busy CPU time so far (every core, all but idle and iowait), in ticks; null without /proc. */
function machineBusyTicks(): number | null {
  try {
    const f = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal
    return f[0]! + f[1]! + f[2]! + f[5]! + f[6]! + f[7]!;
  } catch {
    return null;
  }
}

/** This process's CPU time and that of its children it has waited for (and theirs), in ticks; null without /proc. */
function ownTreeTicks(): number | null {
  try {
    const f = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
    // fields 14-17 of stat (utime stime cutime cstime) are 11-14 after the command name
    return Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]);
  } catch {
    return null;
  }
}

/** Run a command in `cwd` without blocking this process (the load sampler keeps running). */
function timed(cmd: string, args: string[], cwd: string, env: Record<string, string> = {}): Promise<{ s: number; status: number | null; out: string }> {
  const t0 = performance.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd, env: { ...process.env, CI: 'true', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (b: Buffer) => chunks.push(b));
    child.stderr.on('data', (b: Buffer) => chunks.push(b));
    child.on('error', (err) => resolve({ s: (performance.now() - t0) / 1000, status: null, out: err.message }));
    child.on('close', (status) => resolve({ s: (performance.now() - t0) / 1000, status, out: Buffer.concat(chunks).toString('utf8') }));
  });
}

const closingLine = (out: string, status: number | null): string =>
  out
    .trim()
    .split('\n')
    .reverse()
    .find((l) => /^\d+ passed, \d+ failed/.test(l)) ?? `no closing line (exit ${status})`;

const round1 = (x: number): number => Math.round(x * 10) / 10;

/** Measure in a fresh clone; the full tier's tests/.out/test-times.json is copied to `timesOut`. */
async function measure(timesOut: string): Promise<QuickstartTimes> {
  const git = (...a: string[]) => spawnSync('git', a, { cwd: ROOT, encoding: 'utf8' }).stdout.trim();
  const commit = git('rev-parse', '--short', 'HEAD');
  const dir = mkdtempSync(join(tmpdir(), 'changeline-quickstart-'));
  const before = loadavg()[0]!;
  const busy0 = machineBusyTicks();
  const own0 = ownTreeTicks();
  const t0 = performance.now();
  const samples: number[] = [before];
  const sampler = setInterval(() => samples.push(loadavg()[0]!), 5000);
  const step = (what: string) => console.error(`[quickstart] ${what} (load ${loadavg()[0]!.toFixed(2)})`);
  try {
    const clone = spawnSync('git', ['clone', '--quiet', ROOT, dir], { encoding: 'utf8' });
    if (clone.status !== 0) throw new Error(`git clone failed: ${clone.stderr.trim()}`);
    const chromium = spawnSync('test', ['-x', process.env.CHROMIUM_PATH || '/usr/bin/chromium']).status === 0;
    step('npm ci');
    const install = await timed('npm', ['ci', '--no-audit', '--no-fund'], dir);
    if (install.status !== 0) throw new Error(`npm ci failed:\n${install.out.slice(-2000)}`);
    step('npm run build');
    const build = await timed('npm', ['run', 'build'], dir);
    if (build.status !== 0) throw new Error(`npm run build failed:\n${build.out.slice(-2000)}`);
    step('npm test');
    const fast = await timed('npm', ['test', '--silent'], dir);
    step('npm run test:full');
    const full = await timed('npm', ['run', '--silent', 'test:full'], dir);
    const times = join(dir, 'tests/.out/test-times.json');
    if (existsSync(times)) writeFileSync(timesOut, readFileSync(times));
    clearInterval(sampler);
    samples.push(loadavg()[0]!);
    const busy1 = machineBusyTicks();
    const own1 = ownTreeTicks();
    const wallS = (performance.now() - t0) / 1000;
    const others =
      busy0 === null || busy1 === null || own0 === null || own1 === null
        ? null
        : Math.round((Math.max(0, busy1 - busy0 - (own1 - own0)) / TICKS / wallS) * 100) / 100;
    return {
      commit,
      date: new Date().toISOString(),
      install_s: Math.round(install.s),
      build_s: Math.round(build.s),
      test_s: Math.round(fast.s),
      tests: closingLine(fast.out, fast.status),
      full_test_s: Math.round(full.s),
      full_tests: closingLine(full.out, full.status),
      chromium_installed_before: chromium,
      load: {
        before: round1(before),
        mean: Math.round((samples.reduce((a, b) => a + b, 0) / samples.length) * 100) / 100,
        max: round1(Math.max(...samples)),
        samples: samples.length,
        others_cores: others,
      },
    };
  } finally {
    clearInterval(sampler);
    rmSync(dir, { recursive: true, force: true });
  }
}

export const readTimes = (): QuickstartTimes => JSON.parse(readFileSync(QUICKSTART_FILE, 'utf8')) as QuickstartTimes;

async function main(argv: string[]): Promise<number> {
  if (argv.includes('--check') || argv.includes('--write')) {
    return runSectionGenerator(argv, 'node bench/quickstart.ts', QUICKSTART_SECTION, () => renderQuickstart(readTimes()));
  }
  let maxLoad = MAX_LOAD;
  try {
    const { values } = parseArgs({ args: argv, options: { 'max-load': { type: 'string' }, help: { type: 'boolean' } } });
    if (values.help) {
      console.log('usage: node bench/quickstart.ts [--max-load 1.5] | --write | --check');
      return 0;
    }
    if (values['max-load'] !== undefined) {
      maxLoad = Number(values['max-load']);
      if (!(maxLoad > 0 && maxLoad <= 64)) throw new Error(`--max-load takes a load average above 0, got "${values['max-load']}"`);
    }
  } catch (err) {
    console.error(`quickstart: ${(err as Error).message}`);
    return 2;
  }
  // A busy machine before the run is already a refusal: do not add ten minutes of load to it.
  const early = busyReason({ before: loadavg()[0]!, mean: 0, max: 0 }, maxLoad);
  if (early) {
    console.error(`quickstart: not measured, README left as it is: ${early}. Run it again on a quiet machine.`);
    return 3;
  }
  const timesOut = join(tmpdir(), `changeline-quickstart-times-${process.pid}.json`);
  const t = await measure(timesOut);
  console.log(
    `measured: install ${t.install_s} s, build ${t.build_s} s, npm test ${t.test_s} s (${t.tests}), npm run test:full ${t.full_test_s} s (${t.full_tests}); load before ${t.load.before}, mean ${t.load.mean}, highest ${t.load.max} over ${t.load.samples} samples; other programs ${t.load.others_cores ?? 'not measured'} cores on average`,
  );
  const busy = busyReason({ before: t.load.before, mean: t.load.mean ?? 0, max: t.load.max ?? 0, others: t.load.others_cores ?? null }, maxLoad);
  if (busy) {
    console.error(`quickstart: README, bench/quickstart.json and docs/testing.md left as they are: ${busy}. Run it again on a quiet machine.`);
    rmSync(timesOut, { force: true });
    return 3;
  }
  writeFileSync(QUICKSTART_FILE, `${JSON.stringify(t, null, 2)}\n`);
  if (existsSync(timesOut)) {
    writeSection(TEST_TIMES_SECTION, renderTestTimes(recordRun(timesOut)));
    rmSync(timesOut, { force: true });
    console.log('docs/testing.md: suite and file times of the full tier written');
  }
  return runSectionGenerator([], 'node bench/quickstart.ts', QUICKSTART_SECTION, () => renderQuickstart(readTimes()));
}

if (import.meta.main) process.exitCode = await main(process.argv.slice(2));
