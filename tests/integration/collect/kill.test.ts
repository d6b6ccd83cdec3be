/**
 * A collection run that dies at a file write (SIGKILL from inside, at the
 * n-th write step: tests/support/crash-hook.ts) leaves the content folder
 * valid for every schema and data rule, loses nothing (each record file is
 * either as it was before the run or as an uninterrupted run leaves it),
 * and the next run finishes the job: it ends exactly where an uninterrupted
 * run ends, with no record "listed again" or written twice. Content left by
 * a killed run builds.
 *
 * The crash points are write steps, not delays, so every run is killed
 * where asked on any machine: a spread over the whole run up to its last
 * step, and the first file of each kind (change
 * records, price events, tool snapshots, collector state, status files),
 * written but not yet in place and then in place; counting only the steps
 * of that kind (CHANGELINE_CRASH_MATCH) finds it whatever the order the
 * sources finish in. CHANGELINE_KILL_STEPS=all kills once at every step
 * (slow: one process per step, about 300); CI (.ci/run) runs that sweep,
 * `npm run test:full` the sample.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { errorsOf, formatFinding, lintDir, type Finding } from '../../../src/lint/lint.ts';
import { ROOT } from '../../../src/build/repo-root.ts';
import { buildSite } from '../../support/fixture-site.ts';
import { startFixtureServer, type FixtureServer } from '../../support/fixture-server.ts';
import { collectEnv, tempContent } from '../../support/fixture-collect.ts';
import { changedPaths, collect, snapshot } from '../../support/collect.ts';

const CLI = join(ROOT, 'scripts/collect/index.ts');
const HOOK = join(ROOT, 'tests/support/crash-hook.ts');
/** The killed runs and the uninterrupted one run at the same instant (collect() on this day runs at 06:00:00Z). */
const DAY = '2026-11-26';
/** Record files (not the temp files a killed write leaves, which are dot-files). */
const RECORD = /^(changes|tools|price-events)\/[^./][^/]*\.json$/;
/** Status files carry each run's duration, so they differ between any two runs. */
const notStatus = (paths: string[]) => paths.filter((p) => !p.startsWith('sources/'));

let server: FixtureServer;
const work = mkdtempSync(join(tmpdir(), 'changeline-kill-'));
const base = tempContent();
let beforeRun: Map<string, string>;
let clean: Map<string, string>;
let steps = 0;
/** A copy of what a run killed past half-way left, for the build test. */
let leftByKill: string | null = null;

before(async () => {
  server = await startFixtureServer();
  await collect(server, base, '2026-11-25');
  beforeRun = snapshot(base);
  server.variant = 'later';
  const dir = copyOfBase('clean');
  await collect(server, dir, DAY);
  clean = snapshot(dir);
});
after(async () => {
  await server.close();
  for (const dir of [work, base]) rmSync(dir, { recursive: true, force: true });
});

function copyOfBase(name: string): string {
  const dir = join(work, name);
  cpSync(base, dir, { recursive: true });
  return dir;
}

interface CliRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  stderr: string;
}

/** Where to kill a run: at write step `at`, counting only the files whose path matches `match` when given. */
interface CrashPoint {
  at: number;
  match?: string;
}

/** The collect CLI on `dir` with the crash hook preloaded; killed at the crash point when given. */
function runCli(dir: string, crash?: CrashPoint): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', HOOK, CLI], {
      cwd: ROOT,
      env: {
        ...process.env,
        ...collectEnv(server),
        CHANGELINE_CONTENT_DIR: dir,
        BUILD_DATE: `${DAY}T06:00:00Z`,
        ...(crash ? { CHANGELINE_CRASH_AT: String(crash.at), ...(crash.match ? { CHANGELINE_CRASH_MATCH: crash.match } : {}) } : {}),
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code, signal, stderr }));
  });
}

/** Lint rules that relate two records a run may write one after the other (see the killed-run test). */
const CROSS_RECORD_RULES = new Set(['minor-sunset']);

/** The kinds of file a run writes, as CHANGELINE_CRASH_MATCH patterns. */
const KINDS = ['^changes/', '^price-events/', '^tools/', '^\\.state/', '^sources/'];

function crashPoints(total: number): CrashPoint[] {
  if (process.env.CHANGELINE_KILL_STEPS === 'all') return Array.from({ length: total }, (_, i) => ({ at: i + 1 }));
  // The first steps of the run are the first file of one of the KINDS below (its temp file, then its rename),
  // so the sample is: a spread of three over the run, its last two steps, and the first file of each kind.
  const steps = new Set<number>();
  const stride = Math.max(1, Math.floor(total / 4)) | 1; // odd, so the spread alternates temp-written and renamed steps
  for (let n = stride; n < total - 1; n += stride) steps.add(n);
  steps.add(total - 1).add(total);
  const points: CrashPoint[] = [...steps]
    .filter((n) => n >= 1 && n <= total)
    .sort((a, b) => a - b)
    .map((at) => ({ at }));
  for (const match of KINDS) points.push({ at: 1, match }, { at: 2, match });
  return points;
}

test('an uninterrupted run under the hook counts its write steps and ends where a run without the hook ends', async () => {
  const dir = copyOfBase('counted');
  const run = await runCli(dir);
  assert.equal(run.code, 0, run.stderr);
  steps = Number(/crash-hook: (\d+) write steps/.exec(run.stderr)?.[1] ?? 0);
  const written = changedPaths(beforeRun, clean).length;
  // Every changed file is one atomic write (two steps), and a file may be written more than once.
  assert.ok(steps >= 2 * written, `${steps} write steps for ${written} changed files`);
  assert.equal(steps % 2, 0, 'each rename is two steps');
  assert.deepEqual(notStatus(changedPaths(clean, snapshot(dir))), []);
});

test('killed at a write step: content valid, nothing lost, and the next run ends where an uninterrupted run ends', async (t) => {
  assert.ok(steps > 0, 'the counting run came first');
  for (const point of crashPoints(steps)) {
    const { at, match } = point;
    const name = match ? `killed at the ${at % 2 ? 'temp file' : 'rename'} of the first file matching ${match}` : `killed at write step ${at} of ${steps}`;
    await t.test(name, async () => {
      const dir = copyOfBase(`step-${at}-${match ? KINDS.indexOf(match) : 'all'}`);
      const run = await runCli(dir, point);
      assert.equal(run.signal, 'SIGKILL', `the run was not killed: exit ${run.code}\n${run.stderr}`);
      assert.match(run.stderr, new RegExp(`crash-hook: SIGKILL at write step ${at}: `));

      const left = snapshot(dir);
      const temps = [...left.keys()].filter((p) => p.endsWith('.tmp'));
      assert.equal(temps.length, at % 2, at % 2 ? 'one temp file, written but not renamed' : 'no temp file after a rename');
      // Every file is valid on its own and by every rule. The one exception: a rule that ties two records of the
      // run together (a minor version's sunset is its major's) may see one written and the other not yet; both
      // are as the official page states them, and the next run, checked below, leaves the pair in step again.
      const changedByRun = new Set(changedPaths(beforeRun, clean));
      const inStepNextRun = (f: Finding) => CROSS_RECORD_RULES.has(f.rule) && changedByRun.has(relative(dir, f.path));
      assert.deepEqual(
        errorsOf(lintDir(dir, { now: new Date(`${DAY}T07:00:00Z`) }))
          .filter((f) => !inStepNextRun(f))
          .map(formatFinding),
        [],
      );
      for (const path of beforeRun.keys()) if (RECORD.test(path)) assert.ok(left.has(path), `${path} was lost`);
      for (const [path, text] of left) {
        if (!RECORD.test(path)) continue;
        assert.ok(text === beforeRun.get(path) || text === clean.get(path), `${path} is neither as before the run nor as an uninterrupted run leaves it`);
      }
      if (leftByKill === null && !match && at > steps / 2) {
        leftByKill = join(work, `left-by-step-${at}`);
        cpSync(dir, leftByKill, { recursive: true });
      }

      await collect(server, dir, DAY);
      assert.deepEqual(notStatus(changedPaths(clean, snapshot(dir))), [], 'the next run ends where an uninterrupted run ends');
      assert.deepEqual(errorsOf(lintDir(dir, { now: new Date(`${DAY}T07:00:00Z`) })).map(formatFinding), [], 'valid by every rule after the next run');
      rmSync(dir, { recursive: true, force: true });
    });
  }
});

test('content left by a killed run builds', () => {
  assert.ok(leftByKill, 'a run was killed past half-way');
  const res = buildSite({ contentDir: leftByKill, mode: 'astro', buildDate: DAY });
  rmSync(dirname(res.outDir), { recursive: true, force: true });
  assert.equal(res.status, 0, res.output.slice(-3000));
});
