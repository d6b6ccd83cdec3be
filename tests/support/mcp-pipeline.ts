/**
 * Pipelined tool calls (sent without waiting for answers, as agents do) to the
 * bundled MCP server, over stdio and over HTTP: 50 calls queued on a slow first
 * load of the site's files, then 50 with the data loaded. Every answer must
 * equal the same call's answer sent alone, and stderr must hold the banner and
 * nothing else: no MaxListenersExceededWarning (src/mcp/stdio-wire.ts).
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { SERVER_VERSION } from '../../src/mcp/config.ts';
import { connectHttp, mcpBundle, serverEnv, startHttpServer } from './mcp.ts';
import type { StaticServer } from './site-server.ts';

/** A mix of the tools agents call most, each with a known answer in the fixture. */
export const PIPELINE_CALLS: readonly [string, Record<string, unknown>][] = [
  ['get_version_status', { platform: 'google-ads', version: 'v21' }],
  ['check_versions', { text: 'url = "https://googleads.googleapis.com/v21/customers/1/googleAds:search"\n', filename: 'client.py' }],
  ['search_changes', { query: 'sunset', limit: 100 }],
  ['get_upcoming_deprecations', {}],
];
const BATCH = 50;
/** How late the slow site answers, in ms. */
const SITE_DELAY_MS = 200;
/**
 * The server's environment: files kept for 10 minutes, so the warm batch is answered from the loaded copies and
 * never from a stale one (a revalidation slower than 0.5 s on a busy machine would mark answers stale, and they
 * would differ from the same call's answer alone).
 */
const env = (site: StaticServer) => serverEnv(site, { CHANGELINE_CACHE_TTL: '600' });

interface CallResult {
  isError?: boolean;
  content: { type: string; text: string }[];
  structuredContent?: any;
}

/** The answers to PIPELINE_CALLS sent alone are right (spot checks on the fixture), and each pipelined answer equals its call's. */
function assertAnswers(alone: CallResult[], pipelined: { call: number; result: CallResult | undefined }[]): void {
  for (const [i, r] of alone.entries()) assert.ok(r && r.isError !== true, `${PIPELINE_CALLS[i]![0]}: ${JSON.stringify(r).slice(0, 500)}`);
  const [status, check, search, upcoming] = alone.map((r) => r.structuredContent);
  assert.deepEqual([status.versions[0].version, status.versions[0].status, status.versions[0].migrate_to], ['v21', 'sunset', 'v22']);
  assert.deepEqual(
    check.findings.map((f: { version: string; status: string }) => [f.version, f.status]),
    [['v21', 'sunset']],
  );
  assert.ok(search.total > 0 && upcoming.total > 0, 'search_changes and get_upcoming_deprecations find records');
  assert.equal(pipelined.length, 2 * BATCH);
  for (const [n, p] of pipelined.entries()) {
    assert.deepEqual(p.result, alone[p.call], `pipelined call ${n + 1} (${PIPELINE_CALLS[p.call]![0]}) answered as when sent alone`);
  }
}

function assertBannerOnly(stderr: string, banner: RegExp): void {
  const lines = stderr.split('\n').filter((l) => l !== '');
  assert.equal(lines.length, 1, `stderr holds the banner only:\n${stderr}`);
  assert.match(lines[0]!, banner);
}

interface Message {
  id: number;
  result?: CallResult;
  error?: unknown;
}

async function overStdio(node: string, site: StaticServer): Promise<void> {
  const proc = spawn(node, [mcpBundle()], { env: env(site), stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  proc.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const answers = new Map<number, Message>();
  let rest = '';
  let onAnswer = () => {};
  const read = () =>
    proc.stdout.on('data', (d: Buffer) => {
      const lines = (rest + d.toString()).split('\n');
      rest = lines.pop()!;
      for (const line of lines) {
        const msg = JSON.parse(line) as Message;
        answers.set(msg.id, msg);
      }
      onAnswer();
    });
  const answered = (ids: number[]) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`not all of ${ids.length} calls answered within 60 s; stderr: ${stderr}`)), 60_000);
      onAnswer = () => {
        if (ids.every((id) => answers.has(id))) {
          clearTimeout(timer);
          resolve();
        }
      };
      onAnswer();
    });
  const request = (id: number, call: number) => {
    const [name, args] = PIPELINE_CALLS[call]!;
    return `${JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/call', params: { name, arguments: args } })}\n`;
  };
  let next = 1;
  /** Which of PIPELINE_CALLS each id asked. */
  const asked = new Map<number, number>();
  /** Send BATCH calls in one write, without waiting for any answer. */
  const pipeline = () => {
    const ids: number[] = [];
    let batch = '';
    for (let i = 0; i < BATCH; i++, next++) {
      batch += request(next, i % PIPELINE_CALLS.length);
      asked.set(next, i % PIPELINE_CALLS.length);
      ids.push(next);
    }
    proc.stdin.write(batch);
    return ids;
  };
  try {
    site.delayBy(SITE_DELAY_MS);
    proc.stdin.write(
      `${JSON.stringify({ jsonrpc: '2.0', id: 0, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'raw', version: '1' } } })}\n`,
    );
    proc.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' })}\n`);
    // Cold: the calls queue on the slow first load. Nothing is read for a while, as from a busy agent:
    // the answers fill the pipe and stdout's buffer and wait for it to drain.
    const cold = pipeline();
    await new Promise((r) => setTimeout(r, 2_000));
    read();
    await answered([0, ...cold]);
    // Warm: the data is loaded; again read late.
    proc.stdout.pause();
    const warm = pipeline();
    await new Promise((r) => setTimeout(r, 1_500));
    proc.stdout.resume();
    await answered(warm);
    // The same calls, one at a time, from a site that answers at once: what each pipelined answer must equal.
    site.delayBy(0);
    const alone: CallResult[] = [];
    for (const call of PIPELINE_CALLS.keys()) {
      const id = next++;
      proc.stdin.write(request(id, call));
      await answered([id]);
      alone.push(answers.get(id)!.result!);
    }
    assertAnswers(
      alone,
      [...cold, ...warm].map((id) => ({ call: asked.get(id)!, result: answers.get(id)!.result })),
    );
  } finally {
    site.delayBy(0);
    const exited = new Promise((r) => proc.once('exit', r));
    proc.stdin.end();
    await exited;
  }
  assertBannerOnly(stderr, new RegExp(`^changeline-mcp: ${SERVER_VERSION.replaceAll('.', '\\.')} serving MCP on stdio; data from ${site.origin}$`));
}

async function overHttp(node: string, site: StaticServer): Promise<void> {
  const server = await startHttpServer(env(site), [], node);
  try {
    for (const era of ['legacy', 'modern'] as const) {
      const client = await connectHttp(era, server.url);
      try {
        const batch = () =>
          Promise.all(
            Array.from({ length: BATCH }, async (_, i) => {
              const call = i % PIPELINE_CALLS.length;
              const [name, args] = PIPELINE_CALLS[call]!;
              return { call, result: (await client.callTool({ name, arguments: args })) as CallResult };
            }),
          );
        site.delayBy(SITE_DELAY_MS);
        const cold = await batch();
        const warm = await batch();
        site.delayBy(0);
        const alone: CallResult[] = [];
        for (const [name, args] of PIPELINE_CALLS) alone.push((await client.callTool({ name, arguments: args })) as CallResult);
        assertAnswers(alone, [...cold, ...warm]);
      } finally {
        site.delayBy(0);
        await client.close();
      }
    }
  } finally {
    await server.stop();
  }
  assertBannerOnly(server.stderr(), /^changeline-mcp: .* serving MCP on http:\/\/127\.0\.0\.1:\d+\/mcp; data from /);
}

/** The pipelined-calls tests for the bundle run by `node` against the fixture site `site()`. */
export function pipelinedCalls(
  label: string,
  site: () => StaticServer,
  node: string = process.execPath,
  transports: readonly ('stdio' | 'http')[] = ['stdio', 'http'],
): void {
  describe(`pipelined calls on ${label}`, () => {
    if (transports.includes('stdio'))
      test(`stdio: ${BATCH} calls sent without waiting, twice (queued on a slow first load, then loaded), read late: every answer right, nothing on stderr but the banner`, () =>
        overStdio(node, site()));
    if (transports.includes('http'))
      test(`http, both eras: ${BATCH} concurrent calls, twice (queued on a slow first load, then loaded): every answer right, nothing on stderr but the banner`, () =>
        overHttp(node, site()));
  });
}
