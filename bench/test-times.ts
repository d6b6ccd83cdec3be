/**
 * The test times in docs/testing.md, measured, never typed by hand: each
 * suite's time and the 20 slowest test files, from runs of
 * scripts/run-tests.ts (which writes tests/.out/test-times.json), kept in
 * bench/test-times.json. A recorded run replaces the rows of the suites it
 * ran and keeps the others, each row with the day, commit and load it was
 * measured at; the tests run `--check`.
 *
 *   node bench/test-times.ts --record [FILE]   merge a run (default tests/.out/test-times.json), then write
 *   node bench/test-times.ts [--write]         rewrite the docs/testing.md section from the file
 *   node bench/test-times.ts --check           exit 1 when the section is stale
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runSectionGenerator, type Section } from '../src/build/doc-section.ts';
import { ROOT } from '../src/build/repo-root.ts';
import type { TestTimes } from '../tests/support/test-runner.ts';

export const TEST_TIMES_FILE = join(ROOT, 'bench/test-times.json');
export const TEST_TIMES_SECTION: Section = {
  name: 'test times',
  file: join(ROOT, 'docs/testing.md'),
  start: '<!-- test-times:start: generated from bench/test-times.json by bench/test-times.ts; measure again, do not edit -->',
  end: '<!-- test-times:end -->',
};
/** How many of the slowest files the section lists. */
export const SLOWEST = 20;

export interface SuiteTime {
  name: string;
  tier: 'fast' | 'full';
  seconds: number;
  passed: number;
  failed: number;
  date: string;
  commit: string;
  load_mean: number;
  load_max: number;
}

export interface RecordedTimes {
  suites: SuiteTime[];
  /** Test files of the recorded suites with their time (ms), slowest first. */
  files: { file: string; suite: string; ms: number }[];
}

/** The suite order of scripts/run-tests.ts. */
const ORDER = ['typecheck', 'lint', 'unit', 'fixture site', 'integration', 'e2e'];
const FAST = new Set(['typecheck', 'lint', 'unit']);

/** `old` with the suites of `run` replaced by its rows (and their files). */
export function mergeRun(old: RecordedTimes, run: TestTimes): RecordedTimes {
  const ran = new Set(run.suites.map((s) => s.name));
  const suites = [
    ...old.suites.filter((s) => !ran.has(s.name)),
    ...run.suites.map(
      (s): SuiteTime => ({
        name: s.name,
        tier: run.tier,
        seconds: s.seconds,
        passed: s.passed,
        failed: s.failed,
        date: run.date.slice(0, 10),
        commit: run.commit,
        load_mean: run.load_avg_1m.mean,
        load_max: run.load_avg_1m.max,
      }),
    ),
  ].sort((a, b) => ORDER.indexOf(a.name) - ORDER.indexOf(b.name));
  const files = [...old.files.filter((f) => !ran.has(f.suite)), ...run.files].sort((a, b) => b.ms - a.ms || (a.file < b.file ? -1 : 1));
  return { suites, files };
}

const sec = (s: number): string => (s < 90 ? `${s.toFixed(1)} s` : `${(s / 60).toFixed(1)} min (${Math.round(s)} s)`);

/** The text between the section's markers. */
export function renderTestTimes(t: RecordedTimes): string {
  const sum = (pick: (s: SuiteTime) => boolean) => t.suites.filter(pick).reduce((a, s) => a + s.seconds, 0);
  const fast = t.suites.filter((s) => FAST.has(s.name));
  const missing = ORDER.filter((n) => !t.suites.some((s) => s.name === n));
  const lines = [
    '',
    '| Suite | Tier | Passed | Failed | Time | Load (1 min) mean / highest | Measured |',
    '|---|---|---:|---:|---:|---|---|',
    ...t.suites.map(
      (s) =>
        `| ${s.name} | ${FAST.has(s.name) ? 'fast and full' : 'full'} | ${s.passed} | ${s.failed} | ${sec(s.seconds)} | ${s.load_mean.toFixed(2)} / ${s.load_max.toFixed(2)} | ${s.date}, ${s.commit}, run as the ${s.tier} tier |`,
    ),
    '',
    `Fast tier (\`npm test\`: ${fast.map((s) => s.name).join(', ')}): ${sec(sum((s) => FAST.has(s.name)))}. Full tier (\`npm run test:full\`, what CI runs): ${
      missing.length ? `not all recorded yet (no time for ${missing.join(', ')})` : `${sec(sum(() => true))}, the sum of the rows above`
    }.`,
    'On 2 cores a load near 2 means another program had the machine too: the times are then longer than on a quiet machine.',
    '',
    `The ${SLOWEST} slowest test files (the summed time of their tests; a unit file run with the others in one process):`,
    '',
    '| File | Suite | Time |',
    '|---|---|---:|',
    ...t.files.slice(0, SLOWEST).map((f) => `| \`${f.file}\` | ${f.suite} | ${(f.ms / 1000).toFixed(1)} s |`),
    '',
  ];
  return lines.join('\n');
}

export const readRecorded = (): RecordedTimes => JSON.parse(readFileSync(TEST_TIMES_FILE, 'utf8')) as RecordedTimes;

/** Merge a run of scripts/run-tests.ts into bench/test-times.json. */
export function recordRun(runFile: string): RecordedTimes {
  const run = JSON.parse(readFileSync(runFile, 'utf8')) as TestTimes;
  let old: RecordedTimes = { suites: [], files: [] };
  try {
    old = readRecorded();
  } catch {
    // first record
  }
  const merged = mergeRun(old, run);
  writeFileSync(TEST_TIMES_FILE, `${JSON.stringify(merged, null, 2)}\n`);
  return merged;
}

if (import.meta.main) {
  const argv = process.argv.slice(2);
  const i = argv.indexOf('--record');
  if (i >= 0) {
    const file = argv[i + 1] && !argv[i + 1]!.startsWith('--') ? argv[i + 1]! : join(ROOT, 'tests/.out/test-times.json');
    try {
      recordRun(file);
    } catch (err) {
      console.error(`cannot record ${file}: ${(err as Error).message.split('\n')[0]}`);
      process.exit(2);
    }
  }
  const known = new Set(['--record', '--check', '--write']);
  const bad = argv.filter((a, k) => !known.has(a) && !(k === i + 1 && i >= 0));
  if (bad.length) {
    console.error(`unknown argument ${bad[0]}: usage: node bench/test-times.ts [--record [FILE]] [--write] [--check]`);
    process.exit(2);
  }
  process.exitCode = runSectionGenerator(argv, 'node bench/test-times.ts', TEST_TIMES_SECTION, () => renderTestTimes(readRecorded()));
}
