/**
 * `npm run bench`: how Changeline's build, MCP server and collectors scale.
 *
 * For each N (default 1,000, 10,000 and 30,000 change records) it generates
 * synthetic content on tmpfs (never in content/), then measures:
 *  - full: the production build (`scripts/build.ts`: astro build, pagefind, MCP bundle);
 *  - floor: a minimal Astro project with the same routes and trivial templates;
 *  - plain: a Node script writing the same API JSON files directly;
 *  - mcp: first call, search latency and memory of the MCP server over the built files;
 * and once: collection of every source against the fixture server with 200 ms added latency.
 * Results go to bench/results.json and a table on stdout.
 *
 *   npm run bench [-- --sizes 1000,10000] [--skip floor,mcp,collect] [--dir /dev/shm/changeline-bench]
 */
import { cpus, totalmem } from 'node:os';
import { existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { spawnSync } from 'node:child_process';
import { writeSyntheticContent } from './synth.ts';
import { writeFloorProject } from './floor.ts';
import { dirSizeMb, measure, round, type Measured } from './measure.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const NODE = process.execPath;

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '1000,10000,30000' },
    skip: { type: 'string', default: '' },
    dir: { type: 'string', default: existsSync('/dev/shm') ? '/dev/shm/changeline-bench' : join(ROOT, 'bench/tmp') },
    help: { type: 'boolean' },
  },
});
if (values.help) {
  console.log('usage: npm run bench [-- --sizes 1000,10000,30000] [--skip floor,plain,mcp,collect] [--dir DIR]');
  process.exit(0);
}
const sizes = values.sizes.split(',').map((s) => Number(s.trim()));
if (sizes.some((n) => !Number.isInteger(n) || n < 1)) {
  console.error(`--sizes takes whole numbers separated by commas, got "${values.sizes}"`);
  process.exit(2);
}
const skip = new Set(values.skip.split(',').filter(Boolean));
const BASE = values.dir;

rmSync(BASE, { recursive: true, force: true });
mkdirSync(BASE, { recursive: true });
// Built server chunks resolve packages from their own folder upwards: give the bench folder our node_modules.
symlinkSync(join(ROOT, 'node_modules'), join(BASE, 'node_modules'), 'dir');
const floorDir = join(BASE, 'floor');
writeFloorProject(floorDir);

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

interface SizeResult {
  n: number;
  full: Measured & { output_mb?: number };
  floor?: Measured & { output_mb?: number };
  plain?: Measured & { output_mb?: number };
  mcp?: Record<string, unknown>;
}

const results: SizeResult[] = [];
for (const n of sizes) {
  const content = join(BASE, `content-${n}`);
  console.error(`\n[bench] N=${n}: generating content`);
  writeSyntheticContent(content, n);
  const env = { CHANGELINE_CONTENT_DIR: content, BUILD_DATE: '2026-11-25', ASTRO_TELEMETRY_DISABLED: '1' };

  const fullOut = join(BASE, `full-${n}`);
  console.error(`[bench] N=${n}: full build`);
  const full: SizeResult['full'] = measure([NODE, 'scripts/build.ts'], { cwd: ROOT, env: { ...env, ASTRO_OUT_DIR: fullOut } });
  if (full.ok) full.output_mb = dirSizeMb(fullOut);
  else console.error(full.output);
  const row: SizeResult = { n, full };

  if (!skip.has('floor')) {
    const floorOut = join(BASE, `floor-${n}`);
    console.error(`[bench] N=${n}: Astro floor build`);
    const floor: SizeResult['floor'] = measure([NODE, join(ROOT, 'node_modules/astro/bin/astro.mjs'), 'build', '--silent'], {
      cwd: floorDir,
      env: { ...env, ASTRO_OUT_DIR: floorOut },
    });
    if (floor.ok) floor.output_mb = dirSizeMb(floorOut);
    else console.error(floor.output);
    row.floor = floor;
    rmSync(floorOut, { recursive: true, force: true });
    rmSync(`${floorOut}.cache`, { recursive: true, force: true });
  }
  if (!skip.has('plain')) {
    const plainOut = join(BASE, `plain-${n}`);
    console.error(`[bench] N=${n}: plain writer`);
    const plain: SizeResult['plain'] = measure([NODE, 'scripts/bench/plain.ts', content, plainOut], { cwd: ROOT });
    if (plain.ok) plain.output_mb = dirSizeMb(plainOut);
    row.plain = plain;
    rmSync(plainOut, { recursive: true, force: true });
  }
  if (!skip.has('mcp') && full.ok) {
    console.error(`[bench] N=${n}: MCP server`);
    row.mcp = jsonFromScript('scripts/bench-mcp.ts', ['--site', fullOut]);
  }
  results.push(row);
  rmSync(fullOut, { recursive: true, force: true });
  rmSync(`${fullOut}.cache`, { recursive: true, force: true });
  rmSync(content, { recursive: true, force: true });
}

let collect: Record<string, unknown> | undefined;
if (!skip.has('collect')) {
  console.error('\n[bench] collectors against the fixture server (+200 ms per response)');
  collect = jsonFromScript('scripts/bench-collect.ts', ['--latency-ms', '200']);
}

const machine = { cores: cpus().length, cpu: cpus()[0]?.model ?? 'unknown', memory_gb: round(totalmem() / 1024 ** 3, 1), node: process.version, tmpfs: BASE.startsWith('/dev/shm') };
const at10k = results.find((r) => r.n === 10000);
const at30k = results.find((r) => r.n === 30000);
const targets = at10k
  ? {
      full_10k_under_30s: at10k.full.ok && at10k.full.wall_s <= 30,
      full_10k_under_1_5gb: at10k.full.ok && at10k.full.peak_rss_mb <= 1536,
      full_10k_within_2x_floor: at10k.floor?.ok ? at10k.full.wall_s <= 2 * at10k.floor.wall_s : null,
      linear_30k_within_3_3x_10k: at30k?.full.ok ? at30k.full.wall_s <= 3.3 * at10k.full.wall_s : null,
    }
  : {};
const report = { date: new Date().toISOString(), machine, results, collect, targets };
mkdirSync(join(ROOT, 'bench'), { recursive: true });
writeFileSync(join(ROOT, 'bench/results.json'), `${JSON.stringify(report, null, 2)}\n`);
rmSync(BASE, { recursive: true, force: true });

const fmt = (m?: Measured & { output_mb?: number }) => (m ? (m.ok ? `${m.wall_s.toFixed(1)} s ${m.peak_rss_mb} MB` : 'failed') : '-');
console.log(`\nChangeline bench: ${machine.cores} cores (${machine.cpu}), ${machine.memory_gb} GB, Node ${machine.node}, output on ${machine.tmpfs ? 'tmpfs' : 'disk'}`);
console.log(`${'N'.padStart(7)} | ${'full build'.padEnd(18)} | ${'output'.padEnd(8)} | ${'Astro floor'.padEnd(18)} | ${'full/floor'.padEnd(10)} | ${'plain writer'.padEnd(16)} | MCP first / p50 / p95 / RSS`);
for (const r of results) {
  const ratio = r.floor?.ok && r.full.ok ? (r.full.wall_s / r.floor.wall_s).toFixed(2) : '-';
  const m = r.mcp as Record<string, any> | undefined;
  const mcp = m && !('error' in m) ? `${m.first_call_ms} ms / ${m.search_p50_ms} / ${m.search_p95_ms} ms / ${m.rss_after_calls_mb} MB` : m ? 'n/a' : '-';
  console.log(
    `${String(r.n).padStart(7)} | ${fmt(r.full).padEnd(18)} | ${(r.full.output_mb !== undefined ? `${r.full.output_mb} MB` : '-').padEnd(8)} | ${fmt(r.floor).padEnd(18)} | ${ratio.padEnd(10)} | ${fmt(r.plain).padEnd(16)} | ${mcp}`,
  );
}
const first = (collect as { first_run?: Record<string, number>; repeat_run_304?: Record<string, number> } | undefined)?.first_run;
const repeat = (collect as { repeat_run_304?: Record<string, number> } | undefined)?.repeat_run_304;
if (first && repeat) {
  console.log(
    `collect, 200 ms added per response: ${first.sources_ok} sources ok, ${first.responses} responses in ${first.wall_ms} ms (sequential sum ${first.sum_of_latencies_ms} ms, ${first.speedup_vs_sequential}x); repeat run: ${repeat.not_modified} not modified, ${repeat.parses} parses, ${repeat.wall_ms} ms`,
  );
} else if (collect) console.log(`collect: ${JSON.stringify(collect)}`);
console.log(`targets: ${JSON.stringify(targets)}`);
