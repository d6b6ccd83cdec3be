/**
 * The shape of bench/results.json and the targets read from it (issue 14),
 * shared by the bench (bench/index.ts) and the README generator
 * (bench/readme.ts).
 */
/** Version of this shape; rows of an older shape are dropped on the next run. 3: the stock build (issue 24). */
export const RESULTS_SCHEMA = 3;
export const BENCH_BUILD_DATE = '2026-11-25';

export interface RunStats {
  ok: boolean;
  runs: { wall_s: number; cpu_s: number; peak_rss_mb: number; ok: boolean }[];
  /** Medians over `runs`. */
  wall_s: number;
  cpu_s: number;
  /** The largest peak over `runs`, MiB. */
  peak_rss_mb: number;
}

export interface SizeResult {
  n: number;
  /** When and at which commit this row was measured. */
  date: string;
  commit: string;
  reps: number;
  /** One-minute load average of the machine before and after each pair of runs. */
  load_avg_1m: { min: number; max: number };
  full: RunStats;
  /**
   * Astro's floor (bench/floor.ts). With `floor_routes: 'all'` it makes every route output of the full build
   * (one trivial file per path); rows without it were measured with the first floor, the per-record routes and
   * the lists only (the `floor_old` of later rows).
   */
  floor?: RunStats;
  floor_routes?: 'all';
  /** Median full / median floor. */
  ratio_wall?: number;
  ratio_cpu?: number;
  /** full / floor of each interleaved pair. */
  ratio_wall_pairs?: number[];
  /** How many of the full build's files are a route's output (not public/, pagefind, the sitemap, the bundles, _astro/). */
  route_files?: number;
  /** Files the floor wrote. */
  floor_files?: number;
  /** The first floor (per-record routes and lists only), in the same interleaved runs, and the ratios against it. */
  floor_old?: RunStats;
  floor_old_files?: number;
  ratio_wall_old?: number;
  ratio_cpu_old?: number;
  ratio_wall_pairs_old?: number[];
  output_mb?: number;
  files?: number;
  plain?: { wall_s: number; cpu_s: number; peak_rss_mb: number; ok: boolean };
  /** `astro build` alone, once, with Node's and mimalloc's own memory settings (not scripts/build.ts's defaults). */
  default_memory?: { wall_s: number; cpu_s: number; peak_rss_mb: number; ok: boolean };
  /** The full build once with the search index made the former way, after astro build (CHANGELINE_SEARCH_INDEX=after-build). */
  search_after_build?: { wall_s: number; cpu_s: number; peak_rss_mb: number; ok: boolean };
  mcp?: Record<string, unknown>;
}

export interface BenchResults {
  schema: number;
  machine: { cores: number; cpu: string; memory_gb: number; node: string; tmpfs: boolean };
  results: SizeResult[];
  collect?: Record<string, unknown>;
  /** `changeline check` on a synthetic 20,000-file repository next to grep -rInE (bench/check.ts). */
  check?: Record<string, unknown>;
  /** MCP over HTTP on each Node, one entry per `npm run bench:mcp -- --write` run (bench/mcp.ts), the newest last. */
  mcp_http?: McpHttpRun[];
}

/**
 * The results file after a run of `npm run bench`: the sizes it measured replace their rows, every other size's rows
 * stay, and what other benches wrote (the collection and scanner figures when this run skipped them, and every
 * `bench:mcp --write` run in `mcp_http`) is carried over. Rows of an older shape (another build design) are dropped.
 */
export function mergeBenchResults(
  previous: BenchResults | undefined,
  run: { machine: BenchResults['machine']; sizes: number[]; results: SizeResult[]; collect?: Record<string, unknown>; check?: Record<string, unknown> },
): BenchResults {
  const kept = previous?.schema === RESULTS_SCHEMA ? previous.results.filter((r) => !run.sizes.includes(r.n)) : [];
  return {
    schema: RESULTS_SCHEMA,
    machine: run.machine,
    results: [...kept, ...run.results].sort((a, b) => a.n - b.n),
    collect: run.collect ?? previous?.collect,
    check: run.check ?? previous?.check,
    mcp_http: previous?.mcp_http,
  };
}

/** One run of bench/mcp.ts over HTTP: when, on what, at what load, and per Node the figures it printed. */
export interface McpHttpRun {
  date: string;
  commit: string;
  /** 1-minute load average before and after the run. */
  load_before: number;
  load_after: number;
  http_calls: number;
  http_warmup_calls: number;
  http: Record<string, unknown>[];
}

export const TARGETS = {
  /** Full build at most this many times the floor at 10,000 records (median wall time); aim 1.3. */
  ratio10k: 1.5,
  ratioAim: 1.3,
  /** Peak RSS at 10,000 records, bytes (1.0 GB). */
  rss10kBytes: 1e9,
  /** 30,000 records at most this many times the 10,000-record time. */
  growth30k: 3.2,
  /** At 30,000 records (issue 30): full build at most this many times the floor, peak RSS at most 2.5 GB. */
  ratio30k: 1.6,
  rss30kBytes: 2.5e9,
} as const;

export interface TargetCheck {
  name: string;
  value: number | null;
  limit: number;
  met: boolean | null;
}

export function checkTargets(results: readonly SizeResult[]): TargetCheck[] {
  const at = (n: number) => results.find((r) => r.n === n);
  const r10 = at(10_000);
  const r30 = at(30_000);
  const growth = r10?.full.ok && r30?.full.ok ? r30.full.wall_s / r10.full.wall_s : null;
  const rssBytes = r10?.full.ok ? r10.full.peak_rss_mb * 1024 * 1024 : null;
  const rss30 = r30?.full.ok ? r30.full.peak_rss_mb * 1024 * 1024 : null;
  return [
    {
      name: 'full / floor at 10,000 (median wall)',
      value: r10?.ratio_wall ?? null,
      limit: TARGETS.ratio10k,
      met: r10?.ratio_wall === undefined ? null : r10.ratio_wall <= TARGETS.ratio10k,
    },
    {
      name: 'peak RSS at 10,000 (GB)',
      value: rssBytes === null ? null : rssBytes / 1e9,
      limit: TARGETS.rss10kBytes / 1e9,
      met: rssBytes === null ? null : rssBytes <= TARGETS.rss10kBytes,
    },
    { name: '30,000 / 10,000 build time', value: growth, limit: TARGETS.growth30k, met: growth === null ? null : growth <= TARGETS.growth30k },
    {
      name: 'full / floor at 30,000 (median wall)',
      value: r30?.ratio_wall ?? null,
      limit: TARGETS.ratio30k,
      met: r30?.ratio_wall === undefined ? null : r30.ratio_wall <= TARGETS.ratio30k,
    },
    {
      name: 'peak RSS at 30,000 (GB)',
      value: rss30 === null ? null : rss30 / 1e9,
      limit: TARGETS.rss30kBytes / 1e9,
      met: rss30 === null ? null : rss30 <= TARGETS.rss30kBytes,
    },
  ];
}
