/**
 * The benchmark's yardstick and report: the Astro floor stays the one the
 * bench began with, and the numbers in docs/benchmark.md are generated from
 * bench/results.json (checked, never typed by hand).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { FLOOR_FILES, FLOOR_ROUTE_FILES } from '../../../bench/floor.ts';
import { BENCH_SECTION, readmeDrift, renderSection, START, END } from '../../../bench/readme.ts';
import { withSection } from '../../../src/build/doc-section.ts';
import { checkTargets, mergeBenchResults, RESULTS_SCHEMA, type BenchResults, type SizeResult } from '../../../bench/results.ts';
import { compareTrees } from '../../../bench/compare.ts';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

test('the first Astro floor is unchanged since the bench began (a slower floor would flatter the full/floor ratio)', () => {
  const hash = createHash('sha256').update(JSON.stringify(FLOOR_FILES)).digest('hex');
  assert.equal(
    hash,
    'a487d20e9f91235dfb0d905074ae5796a1e481dff89075fdb6311ff2cdb1e505',
    'bench/floor.ts changed. The floor is the yardstick of the full/floor ratio: change it only when Astro itself requires it, say why in docs/benchmark.md, and then update this hash.',
  );
});

test('the floor’s other routes keep their trivial templates (tests/integration/bench/floor-routes.test.ts checks their paths)', () => {
  const hash = createHash('sha256').update(JSON.stringify(FLOOR_ROUTE_FILES)).digest('hex');
  assert.equal(
    hash,
    '6bf66a10fd3b613ef250e615e4262ae173e374e889a6026b31e39b2fdefdbc55',
    'bench/floor.ts FLOOR_ROUTE_FILES changed. A slower floor flatters the full/floor ratio: change it only to keep the floor making the same routes as the build, with trivial templates, say why in docs/benchmark.md, and then update this hash.',
  );
});

test('the docs/benchmark.md benchmark section is the one generated from bench/results.json', () => {
  assert.equal(readmeDrift(), null, 'docs/benchmark.md benchmark section is stale or hand-edited: run `node bench/readme.ts`');
});

const runs = (wall: number, cpu: number, rss: number) => ({
  ok: true,
  runs: [
    { wall_s: wall, cpu_s: cpu, peak_rss_mb: rss, ok: true },
    { wall_s: wall, cpu_s: cpu, peak_rss_mb: rss, ok: true },
  ],
  wall_s: wall,
  cpu_s: cpu,
  peak_rss_mb: rss,
});

function sizeRow(n: number, full: number, floor: number, rss: number, files: number): SizeResult {
  return {
    n,
    date: '2026-11-26T05:00:00.000Z',
    commit: 'abc1234',
    reps: 2,
    load_avg_1m: { min: 1.5, max: 3.25 },
    full: runs(full, full * 0.9, rss),
    floor: runs(floor, floor * 0.9, rss - 50),
    ratio_wall: Math.round((full / floor) * 100) / 100,
    ratio_cpu: Math.round((full / floor) * 100) / 100,
    ratio_wall_pairs: [full / floor, full / floor],
    files,
    output_mb: n / 60,
  };
}

test('the report states each target as met or not met, from the numbers', () => {
  const ok = [sizeRow(1000, 6, 5, 500, 3100), sizeRow(10_000, 24, 18, 900, 30_100), sizeRow(30_000, 70, 52, 1800, 90_100)];
  assert.deepEqual(
    checkTargets(ok).map((t) => t.met),
    [true, true, true, true, true],
  );
  const slow = [sizeRow(10_000, 30, 18, 1000, 30_100), sizeRow(30_000, 100, 52, 1800, 90_100)];
  assert.deepEqual(
    checkTargets(slow).map((t) => t.met),
    [false, false, false, false, true],
    'ratio 1.67 > 1.5; 1000 MiB = 1.05 GB > 1.0 GB; 100 s > 3.2 × 30 s; at 30,000 ratio 1.92 > 1.6, 1800 MiB = 1.89 GB ≤ 2.5 GB',
  );
  const report: BenchResults = { schema: RESULTS_SCHEMA, machine: { cores: 2, cpu: 'Test CPU', memory_gb: 8, node: 'v24.0.0', tmpfs: true }, results: slow };
  const text = renderSection(report);
  assert.match(text, /full \/ floor at 10,000 \(median wall\): 1\.67 \(target ≤ 1\.5, \*\*not met\*\*\)/);
  assert.match(text, /\| 10,000 \| 30\.0 s \(27\.0\) \| 1,000 MiB \| 30,100 \/ 167 MB \| 18\.0 s \(16\.2\) \|/);
  // 3 files per record, 100 fixed: the Free plan's 20,000 files hold about 6,000 records.
  assert.match(text, /so the Free plan holds about 6,000 records/);
});

test('the report says what each step saves: the search index while rendering against pagefind after the build', () => {
  const rows = [sizeRow(10_000, 24, 18, 850, 30_100)];
  rows[0]!.search_after_build = { ok: true, wall_s: 29.5, cpu_s: 30, peak_rss_mb: 800 };
  rows[0]!.default_memory = { ok: true, wall_s: 25, cpu_s: 22, peak_rss_mb: 1150 };
  const text = renderSection({ schema: RESULTS_SCHEMA, machine: { cores: 2, cpu: 'Test CPU', memory_gb: 8, node: 'v24.0.0', tmpfs: true }, results: rows });
  assert.match(
    text,
    /- 10,000 records: the search index made while Astro renders saves 5\.5 s of wall time \(29\.5 s with pagefind's CLI after the build, peak RSS 800 MiB\); the memory defaults keep the peak RSS at 850 MiB against 1,150 MiB without them\./,
  );
  rows[0]!.search_after_build = { ok: true, wall_s: 22, cpu_s: 30, peak_rss_mb: 800 };
  assert.match(
    renderSection({ schema: RESULTS_SCHEMA, machine: { cores: 2, cpu: 'Test CPU', memory_gb: 8, node: 'v24.0.0', tmpfs: true }, results: rows }),
    /renders costs 2\.0 s of wall time \(22\.0 s with pagefind's CLI after the build/,
  );
  rows[0]!.search_after_build = undefined;
  assert.doesNotMatch(
    renderSection({ schema: RESULTS_SCHEMA, machine: { cores: 2, cpu: 'Test CPU', memory_gb: 8, node: 'v24.0.0', tmpfs: true }, results: rows }),
    /Savings by step/,
  );
});

test('the report sets the build’s peak memory against astro build alone, naming the memory defaults', () => {
  const rows = [sizeRow(1000, 6, 5, 600, 3100), sizeRow(10_000, 24, 18, 850, 30_100)];
  rows[1]!.default_memory = { ok: true, wall_s: 25, cpu_s: 22, peak_rss_mb: 1150 };
  const text = renderSection({ schema: RESULTS_SCHEMA, machine: { cores: 2, cpu: 'Test CPU', memory_gb: 8, node: 'v24.0.0', tmpfs: true }, results: rows });
  assert.match(
    text,
    /\*\*Memory settings\*\*: .*`scripts\/build\.ts`: `NODE_OPTIONS=--max-semi-space-size=32`, `MIMALLOC_PURGE_DELAY=0`, `MIMALLOC_ARENA_EAGER_COMMIT=0`/,
  );
  assert.match(text, /`astro build` alone with Node's and mimalloc's own settings: 850 against 1,150 MiB at 10,000 records\./);
  const without = renderSection({
    schema: RESULTS_SCHEMA,
    machine: { cores: 2, cpu: 'Test CPU', memory_gb: 8, node: 'v24.0.0', tmpfs: true },
    results: rows.slice(0, 1),
  });
  assert.doesNotMatch(without, /Memory settings/, 'no line without a measurement');
});

test('the comparison of two builds counts pagefind’s page fragments apart', () => {
  const root = mkdtempSync(join(tmpdir(), 'changeline-cmp-'));
  const put = (tree: string, files: Record<string, string>) => {
    for (const [rel, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, tree, rel)), { recursive: true });
      writeFileSync(join(root, tree, rel), text);
    }
  };
  const same = { 'index.html': 'page', 'pagefind/fragment/en_1.pf_fragment': 'f1', 'pagefind/fragment/en_2.pf_fragment': 'f2' };
  put('a', { ...same, 'pagefind/index/en_x.pf_index': 'pages 1,2' });
  put('b', { ...same, 'pagefind/index/en_y.pf_index': 'pages 2,1' });
  put('c', { ...same, 'pagefind/fragment/en_2.pf_fragment': 'other text', 'pagefind/index/en_x.pf_index': 'pages 1,2' });
  const ab = compareTrees(join(root, 'a'), join(root, 'b'));
  assert.equal(ab.identical, true);
  assert.deepEqual(ab.pagefind, { a: 3, b: 3, same: 2, fragments: { a: 2, b: 2, same: 2 } });
  assert.deepEqual(compareTrees(join(root, 'a'), join(root, 'c')).pagefind.fragments, { a: 2, b: 2, same: 1 });
});

test('the generated section replaces only the text between its markers', () => {
  const readme = `# X\n\nintro\n\n${START}\nold numbers\n${END}\n\n## After\n`;
  const out = withSection(readme, BENCH_SECTION, 'new');
  assert.equal(out, `# X\n\nintro\n\n${START}\nnew\n${END}\n\n## After\n`);
  assert.throws(() => withSection('# no markers\n', BENCH_SECTION, 'x'), /no benchmark section/);
});

test('a bench --write keeps the MCP runs and the other sizes: the results file loses no measurement', () => {
  const machine = { cores: 2, cpu: 'x', memory_gb: 23.5, node: 'v24.21.0', tmpfs: true };
  const mcpRun = {
    date: '2026-11-29T09:39:10.053Z',
    commit: '62b2ffb',
    load_before: 1.48,
    load_after: 1.97,
    http_calls: 1000,
    http_warmup_calls: 1000,
    http: [],
  };
  const previous: BenchResults = {
    schema: RESULTS_SCHEMA,
    machine,
    results: [sizeRow(1000, 6, 5, 600, 3100), sizeRow(10_000, 30, 14, 800, 30_100)],
    check: { ratio: 0.49 },
    mcp_http: [mcpRun],
  };
  const merged = mergeBenchResults(previous, { machine, sizes: [10_000], results: [sizeRow(10_000, 24, 18, 850, 30_100)] });
  assert.deepEqual(merged.mcp_http, [mcpRun]);
  assert.deepEqual(merged.check, { ratio: 0.49 });
  assert.deepEqual(
    merged.results.map((r) => [r.n, r.ratio_wall]),
    [
      [1000, 1.2],
      [10_000, 1.33],
    ],
  );
  // A results file of another shape keeps no size rows (another build design), but the MCP runs stay.
  const older = mergeBenchResults({ ...previous, schema: RESULTS_SCHEMA - 1 }, { machine, sizes: [1000], results: [] });
  assert.deepEqual(older.results, []);
  assert.deepEqual(older.mcp_http, [mcpRun]);
});
