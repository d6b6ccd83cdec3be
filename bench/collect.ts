/**
 * Benchmark of a full collection against the fixture server with added
 * latency per response: shows that fetches to different hosts overlap (the
 * run takes well under the sum of the latencies), and that a repeat run
 * answered with 304s parses nothing. Prints JSON.
 *
 *   node bench/collect.ts [--latency-ms 200]
 */
import { rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { runCollect } from '../src/collect/run.ts';
import { COLLECTORS } from '../src/collect/collectors.ts';
import { startFixtureServer } from '../tests/support/fixture-server.ts';
import { collectEnv, tempContent } from '../tests/support/fixture-collect.ts';

const { values } = parseArgs({ options: { 'latency-ms': { type: 'string', default: '200' } } });
const latency = Number(values['latency-ms']);
if (!Number.isInteger(latency) || latency < 0) {
  console.error(`--latency-ms must be a non-negative integer, got "${values['latency-ms']}"`);
  process.exit(2);
}

const server = await startFixtureServer({ latencyMs: latency });
const dir = tempContent('changeline-bench-');
const env = collectEnv(server, { CHANGELINE_HTTP_TIMEOUT_MS: '10000' });

async function timed(day: string) {
  const before = server.requests.length;
  const t0 = performance.now();
  const run = await runCollect({ contentDir: dir, collectors: [...COLLECTORS], env, now: new Date(`${day}T06:00:00Z`) });
  const wall = Math.round(performance.now() - t0);
  const responses = server.requests.length - before;
  return {
    wall_ms: wall,
    responses,
    sum_of_latencies_ms: responses * latency,
    speedup_vs_sequential: wall > 0 ? Number(((responses * latency) / wall).toFixed(1)) : null,
    sources_ok: run.results.filter((r) => r.status === 'ok').length,
    sources_failed: run.results.filter((r) => r.status === 'failed').length,
    parses: run.results.reduce((n, r) => n + r.parses, 0),
    not_modified: run.stats.notModified,
  };
}

const first = await timed('2026-11-25');
const repeat = await timed('2026-11-26');
await server.close();
rmSync(dir, { recursive: true, force: true });

console.log(
  JSON.stringify(
    {
      sources: COLLECTORS.length,
      hosts: new Set(COLLECTORS.flatMap((c) => c.urls.map((u) => new URL(u).host))).size,
      latency_ms_per_response: latency,
      per_host_limit: Number(env.CHANGELINE_HTTP_PER_HOST ?? 2),
      first_run: first,
      repeat_run_304: repeat,
      overlap_works: first.wall_ms < first.sum_of_latencies_ms / 2,
      repeat_parses_nothing: repeat.parses === 0,
    },
    null,
    2,
  ),
);
