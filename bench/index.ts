/**
 * `npm run bench`: how Changeline's build, MCP server and collectors scale.
 *
 * For each N (default 1,000, 10,000 and 30,000 change records) it generates
 * synthetic content on tmpfs (never in content/), then:
 *  - full and floors, interleaved, `--reps` times each (default 2; the order
 *    alternates between repetitions): the production build (`npm run build`:
 *    stock astro build with @astrojs/sitemap and pagefind at
 *    astro:build:done, the MCP bundle alongside) and Astro's floor
 *    (bench/floor.ts: a minimal Astro project with the same routes, every
 *    path the build's routes write, with trivial templates: the list comes
 *    from the first full build of the size), and the first floor (only the
 *    per-record routes and the lists, as the bench began), so the ratio is
 *    shown against both. Medians of wall and CPU time, their ratios, and
 *    the largest peak RSS;
 *  - steps: the full build once more with the search index made the former
 *    way (pagefind's CLI after astro build, CHANGELINE_SEARCH_INDEX=after-build),
 *    so the bench says what indexing while rendering saves;
 *  - default memory: `astro build` alone once more, without the memory
 *    defaults scripts/build.ts gives it (what a host that runs astro build
 *    itself gets), to show what they save;
 *  - plain: a Node script writing the same API JSON files directly (once);
 *  - mcp: first call, search latency and memory of the MCP server (once);
 * and once: collection of every source against the fixture server with
 * 200 ms added latency, and `changeline check` on a synthetic 20,000-file
 * repository next to grep (bench/check.ts). Results are merged by N into bench/results.json (a
 * run of one size keeps the others) and the benchmark section of docs/benchmark.md is
 * regenerated from it into docs/benchmark.md (bench/readme.ts).
 *
 *   npm run bench [-- --sizes 1000,10000] [--reps 2]
 *                 [--skip floor,floor-old,steps,defaults,plain,mcp,collect,check] [--dir /dev/shm/changeline-bench]
 */
import { cpus, loadavg, totalmem } from 'node:os';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { spawnSync } from 'node:child_process';
import { listFiles } from '../src/build/list-files.ts';
import { writeSyntheticContent } from './synth.ts';
import { floorRoutes, isRouteOutput, writeFloorProject, writeFloorRoutes } from './floor.ts';
import { dirSizeMb, measure, round, type Measured } from './measure.ts';
import { writeReadme } from './readme.ts';
import { cacheDirOf } from '../src/build/build-dirs.ts';
import { BENCH_BUILD_DATE, mergeBenchResults, type BenchResults, type RunStats, type SizeResult } from './results.ts';

import { ROOT } from '../src/build/repo-root.ts';
const NODE = process.execPath;
const RESULTS = join(ROOT, 'bench/results.json');

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '1000,10000,30000' },
    reps: { type: 'string', default: '2' },
    skip: { type: 'string', default: '' },
    dir: { type: 'string', default: existsSync('/dev/shm') ? '/dev/shm/changeline-bench' : join(ROOT, 'bench/tmp') },
    help: { type: 'boolean' },
  },
});
if (values.help) {
  console.log('usage: npm run bench [-- --sizes 1000,10000,30000] [--reps 2] [--skip floor,floor-old,steps,defaults,plain,mcp,collect,check] [--dir DIR]');
  process.exit(0);
}
const sizes = values.sizes.split(',').map((s) => Number(s.trim()));
if (sizes.some((n) => !Number.isInteger(n) || n < 1)) {
  console.error(`--sizes takes whole numbers separated by commas, got "${values.sizes}"`);
  process.exit(2);
}
const reps = Number(values.reps);
if (!Number.isInteger(reps) || reps < 1 || reps > 20) {
  console.error(`--reps takes a whole number from 1 to 20, got "${values.reps}"`);
  process.exit(2);
}
const skip = new Set(values.skip.split(',').filter(Boolean));
const BASE = values.dir;

rmSync(BASE, { recursive: true, force: true });
mkdirSync(BASE, { recursive: true });
// Built server chunks resolve packages from their own folder upwards: give the bench folder our node_modules.
symlinkSync(join(ROOT, 'node_modules'), join(BASE, 'node_modules'), 'dir');
const floorDir = join(BASE, 'floor');
writeFloorProject(floorDir, { pages: [], files: [] });
const floorOldDir = join(BASE, 'floor-old');
writeFloorProject(floorOldDir);
/** Files of public/, which Astro copies: not a route's output. */
const PUBLIC_FILES = new Set(existsSync(join(ROOT, 'public')) ? listFiles(join(ROOT, 'public')) : []);

function jsonFromScript(script: string, args: string[]): Record<string, unknown> | { error: string } {
  if (!existsSync(join(ROOT, script))) return { error: `${script} not found` };
  const res = spawnSync(NODE, [script, ...args], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const out = (res.stdout ?? '').trim();
  try {
    // One JSON document: the whole output, or its last line after progress lines.
    return JSON.parse(out.startsWith('{') ? out : (out.split('\n').at(-1) ?? ''));
  } catch {
    return { error: `${script} exited ${res.status}: ${(res.stderr ?? '').slice(-2000)}` };
  }
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

function stats(runs: Measured[]): RunStats {
  const ok = runs.filter((r) => r.ok);
  return {
    ok: ok.length === runs.length,
    runs: runs.map((r) => ({ wall_s: r.wall_s, cpu_s: r.cpu_s, peak_rss_mb: r.peak_rss_mb, ok: r.ok })),
    wall_s: ok.length ? round(median(ok.map((r) => r.wall_s))) : 0,
    cpu_s: ok.length ? round(median(ok.map((r) => r.cpu_s))) : 0,
    peak_rss_mb: Math.max(0, ...ok.map((r) => r.peak_rss_mb)),
  };
}

function gitCommit(): string {
  const res = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' });
  const dirty = spawnSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: ROOT, encoding: 'utf8' }).stdout.trim() !== '';
  return `${res.stdout.trim() || 'unknown'}${dirty ? '+changes' : ''}`;
}

const commit = gitCommit();
const results: SizeResult[] = [];
for (const n of sizes) {
  const content = join(BASE, `content-${n}`);
  console.error(`\n[bench] N=${n}: generating content`);
  writeSyntheticContent(content, n);
  const env = { CHANGELINE_CONTENT_DIR: content, BUILD_DATE: BENCH_BUILD_DATE, ASTRO_TELEMETRY_DISABLED: '1' };
  /** Remove a build's output and its cache folder (src/build/build-dirs.ts; the floor's config keeps the same rule). */
  const removeBuild = (out: string) => {
    rmSync(out, { recursive: true, force: true });
    rmSync(cacheDirOf({ ...env, ASTRO_OUT_DIR: out }), { recursive: true, force: true });
  };
  const fullOut = join(BASE, `full-${n}`);
  const floorOut = join(BASE, `floor-${n}`);
  const floorOldOut = join(BASE, `floor-old-${n}`);
  const load: number[] = [loadavg()[0]!];

  const fullRuns: Measured[] = [];
  const floorRuns: Measured[] = [];
  const floorOldRuns: Measured[] = [];
  /** The full build's route outputs (the floor's list is made from the first that succeeds), and the floor's. */
  let routeFiles: string[] | undefined;
  let floorFiles: number | undefined;
  let floorOldFiles: number | undefined;
  const runFull = (i: number) => {
    removeBuild(fullOut);
    console.error(`[bench] N=${n}: full build ${i}/${reps}`);
    const m = measure([NODE, 'scripts/build.ts'], { cwd: ROOT, env: { ...env, ASTRO_OUT_DIR: fullOut } });
    if (!m.ok) console.error(m.output);
    fullRuns.push(m);
    if (m.ok && routeFiles === undefined) {
      const site = listFiles(fullOut);
      routeFiles = site.filter((p) => isRouteOutput(p, PUBLIC_FILES));
      const ids = readdirSync(join(content, 'changes')).map((f) => f.replace(/\.json$/, ''));
      writeFloorRoutes(floorDir, floorRoutes(site, PUBLIC_FILES, ids));
    }
  };
  const runFloorIn = (i: number, label: string, dir: string, out: string, runs: Measured[]): number | undefined => {
    removeBuild(out);
    console.error(`[bench] N=${n}: ${label} ${i}/${reps}`);
    const m = measure([NODE, join(ROOT, 'node_modules/astro/bin/astro.mjs'), 'build', '--silent'], { cwd: dir, env: { ...env, ASTRO_OUT_DIR: out } });
    if (!m.ok) console.error(m.output);
    runs.push(m);
    return m.ok ? listFiles(out).length : undefined;
  };
  const runFloor = (i: number) => {
    if (routeFiles === undefined) {
      // No full build has succeeded at this size: the floor's list of routes is unknown.
      floorRuns.push({ ok: false, wall_s: 0, cpu_s: 0, peak_rss_mb: 0 });
      return;
    }
    floorFiles = runFloorIn(i, 'Astro floor (every route of the build)', floorDir, floorOut, floorRuns) ?? floorFiles;
  };
  const runFloorOld = (i: number) => {
    floorOldFiles = runFloorIn(i, 'first Astro floor (per-record routes and lists only)', floorOldDir, floorOldOut, floorOldRuns) ?? floorOldFiles;
  };
  const withOld = !skip.has('floor-old');
  for (let i = 1; i <= reps; i++) {
    // Alternate the order, so no build always runs first after a pause or a neighbour's burst. The full build
    // runs first in the first repetition: the floor's routes come from it.
    if (skip.has('floor')) runFull(i);
    else if (i % 2) {
      runFull(i);
      runFloor(i);
      if (withOld) runFloorOld(i);
    } else {
      if (withOld) runFloorOld(i);
      runFloor(i);
      runFull(i);
    }
    load.push(loadavg()[0]!);
  }
  const full = stats(fullRuns);
  const row: SizeResult = {
    n,
    date: new Date().toISOString(),
    commit,
    reps,
    load_avg_1m: { min: round(Math.min(...load)), max: round(Math.max(...load)) },
    full,
  };
  if (fullRuns.at(-1)?.ok) {
    row.output_mb = dirSizeMb(fullOut);
    row.files = listFiles(fullOut).length;
  }
  if (!skip.has('floor')) {
    row.floor = stats(floorRuns);
    row.floor_routes = 'all';
    row.route_files = routeFiles?.length;
    row.floor_files = floorFiles;
    if (row.floor.ok && full.ok) {
      row.ratio_wall = round(full.wall_s / row.floor.wall_s);
      row.ratio_cpu = round(full.cpu_s / row.floor.cpu_s);
      const pairs = fullRuns.map((f, i) => f.wall_s / floorRuns[i]!.wall_s);
      row.ratio_wall_pairs = pairs.map((x) => round(x));
    }
    if (withOld) {
      row.floor_old = stats(floorOldRuns);
      row.floor_old_files = floorOldFiles;
      if (row.floor_old.ok && full.ok) {
        row.ratio_wall_old = round(full.wall_s / row.floor_old.wall_s);
        row.ratio_cpu_old = round(full.cpu_s / row.floor_old.cpu_s);
        row.ratio_wall_pairs_old = fullRuns.map((f, i) => round(f.wall_s / floorOldRuns[i]!.wall_s));
      }
    }
  }
  removeBuild(floorOut);
  removeBuild(floorOldOut);
  if (!skip.has('steps') && full.ok) {
    // Where the savings come from, one step at a time: the same build with the search index made the former
    // way (pagefind's CLI over the written site after astro build), against the median full build above.
    const out = join(BASE, `search-after-${n}`);
    removeBuild(out);
    console.error(`[bench] N=${n}: full build with the search index made after the build (the former design)`);
    const m = measure([NODE, 'scripts/build.ts'], { cwd: ROOT, env: { ...env, ASTRO_OUT_DIR: out, CHANGELINE_SEARCH_INDEX: 'after-build' } });
    if (!m.ok) console.error(m.output);
    row.search_after_build = { wall_s: m.wall_s, cpu_s: m.cpu_s, peak_rss_mb: m.peak_rss_mb, ok: m.ok };
    removeBuild(out);
  }
  if (!skip.has('defaults')) {
    const out = join(BASE, `defaults-${n}`);
    removeBuild(out);
    console.error(`[bench] N=${n}: astro build alone, with Node's and mimalloc's own memory settings`);
    const m = measure([NODE, join(ROOT, 'node_modules/astro/bin/astro.mjs'), 'build', '--silent'], { cwd: ROOT, env: { ...env, ASTRO_OUT_DIR: out } });
    if (!m.ok) console.error(m.output);
    row.default_memory = { wall_s: m.wall_s, cpu_s: m.cpu_s, peak_rss_mb: m.peak_rss_mb, ok: m.ok };
    removeBuild(out);
  }
  if (!skip.has('plain')) {
    const plainOut = join(BASE, `plain-${n}`);
    console.error(`[bench] N=${n}: plain writer`);
    const plain = measure([NODE, 'bench/plain.ts', content, plainOut], { cwd: ROOT });
    row.plain = { wall_s: plain.wall_s, cpu_s: plain.cpu_s, peak_rss_mb: plain.peak_rss_mb, ok: plain.ok };
    rmSync(plainOut, { recursive: true, force: true });
  }
  if (!skip.has('mcp') && full.ok) {
    console.error(`[bench] N=${n}: MCP server`);
    row.mcp = jsonFromScript('bench/mcp.ts', ['--site', fullOut]);
  }
  results.push(row);
  removeBuild(fullOut);
  rmSync(content, { recursive: true, force: true });
}

let collect: Record<string, unknown> | undefined;
if (!skip.has('collect')) {
  console.error('\n[bench] collectors against the fixture server (+200 ms per response)');
  collect = jsonFromScript('bench/collect.ts', ['--latency-ms', '200']);
}

let check: Record<string, unknown> | undefined;
if (!skip.has('check')) {
  console.error('\n[bench] changeline check on a synthetic 20,000-file repository, next to grep -rInE');
  check = jsonFromScript('bench/check.ts', []);
}

// Merge with earlier runs by N: a targeted run (one size) keeps the other sizes' rows, and the MCP runs stay.
let previous: BenchResults | undefined;
try {
  previous = JSON.parse(readFileSync(RESULTS, 'utf8')) as BenchResults;
} catch {
  previous = undefined;
}
const machine = {
  cores: cpus().length,
  cpu: cpus()[0]?.model ?? 'unknown',
  memory_gb: round(totalmem() / 1024 ** 3, 1),
  node: process.version,
  tmpfs: BASE.startsWith('/dev/shm'),
};
const report = mergeBenchResults(previous, { machine, sizes, results, collect, check });
mkdirSync(join(ROOT, 'bench'), { recursive: true });
writeFileSync(RESULTS, `${JSON.stringify(report, null, 2)}\n`);
writeReadme(report);
rmSync(BASE, { recursive: true, force: true });

const fmt = (m?: RunStats) => (m ? (m.ok ? `${m.wall_s.toFixed(1)} s (${m.cpu_s.toFixed(1)} cpu) ${m.peak_rss_mb} MiB` : 'failed') : '-');
console.log(
  `\nChangeline bench: ${machine.cores} cores (${machine.cpu}), ${machine.memory_gb} GB, Node ${machine.node}, output on ${machine.tmpfs ? 'tmpfs' : 'disk'}; medians of ${reps} interleaved runs`,
);
for (const r of results) {
  const steps: string[] = [];
  if (r.search_after_build?.ok && r.full.ok) {
    steps.push(
      `search index while rendering: ${Math.abs(r.search_after_build.wall_s - r.full.wall_s).toFixed(1)} s wall ${r.search_after_build.wall_s >= r.full.wall_s ? 'saved' : 'lost'} (${r.search_after_build.wall_s.toFixed(1)} s, ${r.search_after_build.cpu_s.toFixed(1)} CPU-s with the index made after the build, against ${r.full.wall_s.toFixed(1)} s, ${r.full.cpu_s.toFixed(1)} CPU-s)`,
    );
  }
  if (r.default_memory?.ok && r.full.ok) {
    steps.push(
      `memory defaults (heap limit from the content, semi-space, mimalloc): peak RSS ${r.full.peak_rss_mb} MiB against ${r.default_memory.peak_rss_mb} MiB without them`,
    );
  }
  if (steps.length) console.log(`N=${r.n} savings by step: ${steps.join('; ')}`);
  console.log(
    `N=${r.n}: full ${fmt(r.full)} | floor ${fmt(r.floor)} | full/floor wall ${r.ratio_wall ?? '-'} (pairs ${r.ratio_wall_pairs?.join(', ') ?? '-'}), cpu ${r.ratio_cpu ?? '-'} | load ${r.load_avg_1m.min}-${r.load_avg_1m.max}`,
  );
  console.log(
    `N=${r.n}: files: full ${r.files ?? '-'} (route outputs ${r.route_files ?? '-'}), floor ${r.floor_files ?? '-'}, first floor ${r.floor_old_files ?? '-'}`,
  );
  if (r.floor_old) {
    console.log(
      `N=${r.n}: first floor (per-record routes only) ${fmt(r.floor_old)} | full/first floor wall ${r.ratio_wall_old ?? '-'} (pairs ${r.ratio_wall_pairs_old?.join(', ') ?? '-'}), cpu ${r.ratio_cpu_old ?? '-'}`,
    );
  }
}
console.log('docs/benchmark.md: benchmark section regenerated from bench/results.json');
