/**
 * The bundled MCP server (the fixture site's /changeline-mcp.mjs), spawned
 * over stdio in both protocol eras against the fixture site served locally.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLIENT_CAPABILITIES_META_KEY, PROTOCOL_VERSION_META_KEY } from '@modelcontextprotocol/client';
import { FIXTURE_SITE_URL, fixtureSite } from '../../support/fixture-site.ts';
import { systemNode, systemNodeCandidates } from '../../support/system-node.ts';
import { callTool, connectStdio, mcpBundle, serverEnv, startFixtureSite } from '../../support/mcp.ts';
import { toolContract } from '../../support/mcp-contract.ts';
import { pipelinedCalls } from '../../support/mcp-pipeline.ts';
import type { StaticServer } from '../../support/site-server.ts';

let site: StaticServer;
before(async () => {
  site = await startFixtureSite();
});
after(() => site.stop());

toolContract(
  'stdio',
  () => site,
  fixtureSite,
  async (era, env) => {
    const { client } = await connectStdio(era, env);
    return { client, close: () => client.close() };
  },
);

pipelinedCalls(`Node ${process.version}`, () => site, process.execPath, ['stdio']);

interface RawRun {
  lines: string[];
  stderr: string;
  code: number | null;
}

/** Write JSON-RPC lines (and anything else) to a spawned server, read until every id is answered, close stdin. */
async function rawSession(input: string[], ids: number[], env: Record<string, string>): Promise<RawRun> {
  const proc = spawn(process.execPath, [mcpBundle()], { env, stdio: ['pipe', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  proc.stderr.on('data', (d: Buffer) => (err += d.toString()));
  const answered = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not all ids answered; stdout: ${out}; stderr: ${err}`)), 15_000);
    proc.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const seen = new Set(
        out
          .split('\n')
          .filter((l) => l.trim())
          .map((l) => {
            try {
              return (JSON.parse(l) as { id?: number }).id;
            } catch {
              return undefined;
            }
          }),
      );
      if (ids.every((id) => seen.has(id))) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  for (const line of input) proc.stdin.write(`${line}\n`);
  await answered;
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  proc.stdin.end();
  const code = await exited;
  return { lines: out.split('\n').filter((l) => l !== ''), stderr: err, code };
}

function assertOnlyJsonRpc(lines: string[]): void {
  assert.ok(lines.length > 0);
  for (const line of lines) {
    let msg: { jsonrpc?: string; id?: unknown; method?: string };
    assert.doesNotThrow(() => (msg = JSON.parse(line)), `stdout line is not JSON: ${line}`);
    assert.equal(msg!.jsonrpc, '2.0', line);
    assert.ok('id' in msg! || typeof msg!.method === 'string', line);
  }
}

describe('stdio: stdout carries protocol messages only', () => {
  test('legacy session, including bad input and an upstream failure: every stdout line is JSON-RPC, logs go to stderr, exit 0 on stdin close', async () => {
    const call = (id: number, name: string, args: Record<string, unknown>) =>
      JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/call', params: { name, arguments: args } });
    site.failWith(500);
    try {
      const run = await rawSession(
        [
          JSON.stringify({
            jsonrpc: '2.0',
            id: 1,
            method: 'initialize',
            params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
          }),
          JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }),
          JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/list' }),
          call(3, 'search_changes', { query: 'sunset' }),
          call(4, 'search_changes', { platform: 'nowhere' }),
          call(5, 'no_such_tool', {}),
          'this is not json',
          JSON.stringify({ jsonrpc: '2.0', id: 6, method: 'no/such/method' }),
        ],
        [1, 2, 3, 4, 5, 6],
        serverEnv(site),
      );
      assertOnlyJsonRpc(run.lines);
      assert.match(run.stderr, /changeline-mcp: .* serving MCP on stdio/);
      assert.match(run.stderr, /Could not load http:\/\/127\.0\.0\.1:\d+\/api\/changes\.json: HTTP 500/);
      assert.equal(run.code, 0);
    } finally {
      site.failWith(null);
    }
  });

  test('a line that is not JSON gets -32700, JSON that is not JSON-RPC gets -32600; the session goes on', async () => {
    const run = await rawSession(
      [
        'this is not json',
        JSON.stringify({ hello: 'world' }),
        JSON.stringify({ jsonrpc: '2.0', id: 7, params: {} }),
        JSON.stringify([{ jsonrpc: '2.0', id: 9, method: 'ping' }]),
        JSON.stringify({ jsonrpc: '2.0', id: 8, method: 'tools/list' }),
      ],
      [7, 8],
      serverEnv(site),
    );
    assertOnlyJsonRpc(run.lines);
    const msgs = run.lines.map((l) => JSON.parse(l) as { id: unknown; error?: { code: number; message: string }; result?: unknown });
    const errors = msgs.filter((m) => m.error).map((m) => [m.id, m.error!.code]);
    assert.deepEqual(errors, [
      [null, -32700],
      [null, -32600],
      [7, -32600],
      [null, -32600],
    ]);
    assert.match(msgs[0]!.error!.message, /Parse error: the line is not JSON/);
    assert.match(msgs[3]!.error!.message, /a batch/);
    assert.ok(msgs.find((m) => m.id === 8)?.result, 'the next good request is answered');
  });

  test('modern (2026-07-28) session: every stdout line is JSON-RPC', async () => {
    const meta = { [PROTOCOL_VERSION_META_KEY]: '2026-07-28', [CLIENT_CAPABILITIES_META_KEY]: {} };
    const run = await rawSession(
      [
        JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'server/discover', params: { _meta: meta } }),
        JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/list', params: { _meta: meta } }),
        JSON.stringify({
          jsonrpc: '2.0',
          id: 3,
          method: 'tools/call',
          params: { name: 'get_upcoming_deprecations', arguments: { days: 30 }, _meta: meta },
        }),
        JSON.stringify({ jsonrpc: '2.0', id: 4, method: 'tools/call', params: { name: 'get_change', arguments: { id: 'x' }, _meta: meta } }),
      ],
      [1, 2, 3, 4],
      serverEnv(site),
    );
    assertOnlyJsonRpc(run.lines);
    const reply = run.lines.map((l) => JSON.parse(l)).find((m) => m.id === 3);
    assert.equal(reply.result.structuredContent.days, 30);
  });
});

describe('stdio: command line', () => {
  test('--help prints usage with the default API base of the build, exit 0', () => {
    const res = spawnSync(process.execPath, [mcpBundle(), '--help'], { encoding: 'utf8' });
    assert.equal(res.status, 0);
    assert.match(res.stdout, /--port N/);
    assert.ok(res.stdout.includes(`(default ${FIXTURE_SITE_URL})`), res.stdout);
  });

  test('a bad flag gets a clear message on stderr and exit code 2', () => {
    const res = spawnSync(process.execPath, [mcpBundle(), '--prot', '8080'], { encoding: 'utf8' });
    assert.equal(res.status, 2);
    assert.equal(res.stdout, '');
    assert.equal(res.stderr, "changeline-mcp: Unknown option '--prot' (see --help)\n");
    const env = spawnSync(process.execPath, [mcpBundle()], { encoding: 'utf8', env: { CHANGELINE_API_BASE: 'not a url' } });
    assert.equal(env.status, 2);
    assert.match(env.stderr, /^changeline-mcp: CHANGELINE_API_BASE must be an absolute http\(s\) URL.* \(see --help\)\n$/);
    assert.equal(env.stderr.split('\n').length, 2, env.stderr);
  });

  test('the bundle runs on Node.js 20 from a folder without node_modules', async (t) => {
    const found = systemNode(20);
    if (!found) {
      // CI runs on Node 20, so there this is a failure, not a skip.
      if (process.env.CI) assert.fail(`no Node.js 20 among ${systemNodeCandidates().join(', ') || 'the system nodes'}`);
      t.skip(`no Node.js 20 among ${systemNodeCandidates().join(', ') || 'the system nodes'}; the bundle targets node20`);
      return;
    }
    const node20 = found.path;
    assert.equal(spawnSync(node20, ['-p', 'process.versions.node.split(".")[0]'], { encoding: 'utf8' }).stdout.trim(), '20');
    const dir = mkdtempSync(join(tmpdir(), 'changeline-mcp-node20-'));
    const file = join(dir, 'changeline-mcp.mjs');
    copyFileSync(mcpBundle(), file);
    const help = spawnSync(node20, [file, '--version'], { encoding: 'utf8', cwd: dir });
    assert.equal(help.status, 0, help.stderr);
    const { StdioClientTransport } = await import('@modelcontextprotocol/client/stdio');
    const { Client } = await import('@modelcontextprotocol/client');
    const client = new Client({ name: 'node20', version: '1' });
    await client.connect(new StdioClientTransport({ command: node20, args: [file], cwd: dir, env: serverEnv(site), stderr: 'pipe' }));
    const r = await callTool(client, 'search_changes', { query: 'sunset' });
    assert.equal(r.isError, false, r.text);
    assert.ok(r.data.total > 0);
    await client.close();
  });
});
