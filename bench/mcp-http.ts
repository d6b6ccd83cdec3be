/**
 * MCP over HTTP on each Node.js the bundle runs on: the bundled server (`--port 0`) against
 * a built site served on 127.0.0.1, a real MCP client (@modelcontextprotocol/client), and
 * `--calls` sequential calls (1,000 by default) of get_version_status (a version the table
 * has, one it lacks, a batch) and of search_changes, after a warm-up. Prints p50/p95/max per
 * tool per Node as JSON. Target: p95 < 2 ms for both tools on Node 20 and on Node 24.
 *
 *   node bench/mcp-http.ts [--site tests/.out/fixture-site] [--calls 1000]
 *
 * Node 20 is the machine's own or node@20 from the registry (tests/support/system-node.ts);
 * Node 24 is the project's (node_modules/.bin/node). Numbers, not assertions: see docs/mcp.md.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { Client } from '@modelcontextprotocol/client';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { serveStatic } from '../tests/support/site-server.ts';
import { oldestNode } from '../tests/support/system-node.ts';

const ROOT = join(import.meta.dirname, '../..');
const { values } = parseArgs({ options: { site: { type: 'string' }, calls: { type: 'string' } } });
const SITE = values.site ?? join(ROOT, 'tests/.out/fixture-site');
const CALLS = Number(values.calls ?? 1000);

const CASES: Record<string, Record<string, unknown>[]> = {
  get_version_status: [
    { platform: 'google-ads', version: 'v20' },
    { platform: 'meta-ads', version: 'v21' },
    { platform: 'linkedin-ads', version: '202401' },
    { platform: 'google-ads', version: 'v3' },
    {
      versions: [
        { platform: 'google-ads', version: 'v20' },
        { platform: 'linkedin-ads', version: '202505' },
      ],
    },
  ],
  search_changes: [{ query: 'sunset' }, { query: 'v22 sunset', platform: 'meta-ads' }, { query: 'api version' }, { query: 'pricing' }],
};

function stats(ms: number[]): { p50: number; p95: number; max: number } {
  const s = [...ms].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
  const r = (n: number) => Math.round(n * 100) / 100;
  return { p50: r(at(0.5)), p95: r(at(0.95)), max: r(s[s.length - 1]!) };
}

async function benchOn(node: string, origin: string): Promise<Record<string, unknown>> {
  const proc = spawn(node, [join(SITE, 'changeline-mcp.mjs'), '--port', '0'], {
    env: { PATH: process.env.PATH ?? '', CHANGELINE_API_BASE: origin },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let err = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no address within 10 s: ${err}`)), 10_000);
    proc.stderr!.on('data', (d: Buffer) => {
      err += d.toString();
      const m = /serving MCP on (http:\/\/127\.0\.0\.1:\d+\/mcp)/.exec(err);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    });
  });
  const client = new Client({ name: 'bench', version: '1' });
  await client.connect(new StreamableHTTPClientTransport(new URL(url)));
  const out: Record<string, unknown> = {};
  try {
    for (const [tool, cases] of Object.entries(CASES)) {
      for (let i = 0; i < 50; i++) await client.callTool({ name: tool, arguments: cases[i % cases.length]! });
      const ms: number[] = [];
      for (let i = 0; i < CALLS; i++) {
        const t = performance.now();
        const r = await client.callTool({ name: tool, arguments: cases[i % cases.length]! });
        ms.push(performance.now() - t);
        if (i === 0 && r.isError && !cases[0]) throw new Error(JSON.stringify(r));
      }
      out[tool] = stats(ms);
    }
  } finally {
    await client.close();
    proc.kill('SIGTERM');
  }
  return out;
}

const site = await serveStatic(SITE);
try {
  const n20 = oldestNode();
  const nodes: [string, string][] = [
    [n20.version, n20.path],
    [process.version, process.execPath],
  ];
  const results: Record<string, unknown> = {};
  for (const [version, path] of nodes) results[version] = await benchOn(path, site.origin);
  const p95s = Object.values(results).flatMap((r) => Object.values(r as Record<string, { p95: number }>).map((x) => x.p95));
  console.log(JSON.stringify({ calls: CALLS, transport: 'http', results, target_p95_under_2ms: p95s.every((p) => p < 2) }, null, 2));
} finally {
  await site.stop();
}
