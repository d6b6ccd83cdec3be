/**
 * 2025-era requests over HTTP answered by one long-lived server (src/mcp/legacy-shared.ts): the same status,
 * headers and body as the SDK's per-request server gives (createMcpHandler's stateless fallback), for tool calls
 * that succeed, fail their schema or name no tool, the other shared methods, and after an `initialize` (which
 * must not leave state on the shared server); two clients' requests with the same id each get their own answer;
 * the factory is not called for a shared request; and what the shared server does not take still reaches the SDK.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { request as httpRequest } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { McpServer, createMcpHandler } from '@modelcontextprotocol/server';
import { serveHttp } from '../../../src/mcp/http-transport.ts';
import { ChangelineData } from '../../../src/mcp/data.ts';
import { JsonSource } from '../../../src/mcp/site-cache.ts';
import type { HttpGet } from '../../../src/mcp/get.ts';
import { createServer } from '../../../src/mcp/tools.ts';
import { CHANGE_LIST } from '../../support/mcp-records.ts';

const BASE = 'https://site.test';
const FILES: Record<string, unknown> = { '/api/changes.json': CHANGE_LIST };
const getSite: HttpGet = async (url) => {
  const body = FILES[new URL(url).pathname];
  return body === undefined
    ? { status: 404, statusText: 'Not Found', etag: null, body: '' }
    : { status: 200, statusText: 'OK', etag: '"1"', body: JSON.stringify(body) };
};
const data = new ChangelineData(new JsonSource({ base: BASE, ttlMs: 60_000, get: getSite }));
const deps = { data, today: () => '2026-06-15' };
const ACCEPT = 'application/json, text/event-stream';

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * POST a body to the HTTP server; the answer with the headers the SDK sets (left out: date, length, and the
 * connection headers Node adds to any answer).
 */
function post(url: string, body: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: 'POST', headers: { 'content-type': 'application/json', accept: ACCEPT, ...headers } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (text += d));
      res.on('end', () => {
        const {
          date: _date,
          'content-length': _length,
          'keep-alive': _keepAlive,
          connection: _connection,
          'transfer-encoding': _te,
          ...rest
        } = res.headers as Record<string, string>;
        resolve({ status: res.statusCode!, headers: rest, body: text });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** The SDK's own answer: createMcpHandler with a server per request; `built` counts the servers it built. */
const sdk = { built: 0 };
async function sdkAnswer(body: string, headers: Record<string, string> = {}): Promise<Answer> {
  const handler = createMcpHandler(() => {
    sdk.built++;
    return createServer(deps, BASE);
  });
  const res = await handler.fetch(
    new Request('http://127.0.0.1/mcp', { method: 'POST', headers: { 'content-type': 'application/json', accept: ACCEPT, ...headers }, body }),
  );
  const out: Record<string, string> = {};
  for (const [name, value] of res.headers) if (name !== 'content-length' && name !== 'connection') out[name] = value;
  return { status: res.status, headers: out, body: await res.text() };
}

const call = (id: number | string, name: string, args: unknown) =>
  JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/call', params: { name, arguments: args } });
const first = CHANGE_LIST.changes[0]!;

const CASES: [string, string, Record<string, string>?][] = [
  ['search_changes', call(1, 'search_changes', { query: 'sunset', limit: 3 })],
  ['a string id', call('req-7', 'get_change', { id: first.id })],
  ['with MCP-Protocol-Version', call(2, 'get_upcoming_deprecations', { days: 3650 }), { 'mcp-protocol-version': '2025-06-18' }],
  ['an unknown protocol version (the SDK answers 400)', call(3, 'list_platforms', {}), { 'mcp-protocol-version': '1999-01-01' }],
  ['a bad argument', call(4, 'search_changes', { platfrom: 'meta-ads' })],
  ['a value the schema refuses', call(5, 'search_changes', { limit: 1000 })],
  ['an unknown id', call(6, 'get_change', { id: 'google-ads-0000000000' })],
  ['an unknown tool', call(7, 'no_such_tool', {})],
  ['tools/list', JSON.stringify({ jsonrpc: '2.0', id: 8, method: 'tools/list' })],
  ['resources/templates/list', JSON.stringify({ jsonrpc: '2.0', id: 9, method: 'resources/templates/list' })],
  ['prompts/get', JSON.stringify({ jsonrpc: '2.0', id: 10, method: 'prompts/get', params: { name: 'migration_plan', arguments: { platform: 'meta-ads' } } })],
  ['ping', JSON.stringify({ jsonrpc: '2.0', id: 11, method: 'ping' })],
  ['a member JSON-RPC does not have (the SDK answers 400)', JSON.stringify({ jsonrpc: '2.0', id: 12, method: 'ping', extra: 1 })],
  ['a batch (the SDK answers)', JSON.stringify([{ jsonrpc: '2.0', id: 13, method: 'ping' }])],
  ['Accept without text/event-stream (the SDK answers 406)', call(14, 'list_platforms', {}), { accept: 'application/json' }],
];

test('every 2025-era request gets the answer the SDK gives with a server per request', async (t) => {
  let built = 0;
  const http = await serveHttp(
    () => {
      built++;
      return createServer(deps, BASE);
    },
    { port: 0 },
  );
  t.after(() => http.close());
  assert.equal(built, 1, 'the shared server is built once, at start');
  for (const [label, body, headers] of CASES) {
    const ours: number = built;
    const sdkBuilt: number = sdk.built;
    assert.deepEqual(await post(http.url, body, headers), await sdkAnswer(body, headers), label);
    // A shared request builds no server; one the SDK answers builds what the SDK builds for it.
    assert.equal(built - ours, /the SDK answers/.test(label) ? sdk.built - sdkBuilt : 0, label);
  }
  // After an initialize (answered by the SDK on a server of its own), a shared call is answered as before.
  const init = JSON.stringify({
    jsonrpc: '2.0',
    id: 20,
    method: 'initialize',
    params: { protocolVersion: '2025-06-18', capabilities: { sampling: {} }, clientInfo: { name: 'x', version: '1' } },
  });
  const before = built;
  assert.deepEqual(await post(http.url, init), await sdkAnswer(init));
  assert.equal(built, before + 1, 'initialize is answered by a server of its own');
  const again = call(21, 'search_changes', { query: 'sunset', limit: 3 });
  assert.deepEqual(await post(http.url, again), await sdkAnswer(again));
  assert.equal(built, before + 1);
});

const aborted: string[] = [];
const factory = () => {
  const server = new McpServer({ name: 'wait', version: '1.0.0' });
  server.registerTool('wait', { inputSchema: z.object({ ms: z.number(), tag: z.string() }) }, async ({ ms, tag }, ctx) => {
    try {
      await sleep(ms, undefined, { signal: ctx.mcpReq.signal });
    } catch {
      aborted.push(tag);
    }
    return { content: [{ type: 'text', text: tag }] };
  });
  return server;
};

test('two clients using the same request id at once each get their own answer', async (t) => {
  const http = await serveHttp(factory, { port: 0 });
  t.after(() => http.close());
  const [slow, fast] = await Promise.all([post(http.url, call(1, 'wait', { ms: 60, tag: 'slow' })), post(http.url, call(1, 'wait', { ms: 0, tag: 'fast' }))]);
  const parse = (a: Answer) => JSON.parse(/^data: (.*)$/m.exec(a.body)![1]!) as { id: number; result: { content: { text: string }[] } };
  assert.deepEqual([parse(slow).id, parse(slow).result.content[0]!.text], [1, 'slow']);
  assert.deepEqual([parse(fast).id, parse(fast).result.content[0]!.text], [1, 'fast']);
});

test('a client that goes away has the signal of its call aborted, as the SDK closes its per-request server', async (t) => {
  const http = await serveHttp(factory, { port: 0 });
  t.after(() => http.close());
  const req = httpRequest(http.url, { method: 'POST', headers: { 'content-type': 'application/json', accept: ACCEPT } });
  req.on('error', () => {});
  req.end(call(1, 'wait', { ms: 10_000, tag: 'gone' }));
  await sleep(100);
  req.destroy();
  for (let i = 0; i < 50 && !aborted.includes('gone'); i++) await sleep(10);
  assert.deepEqual(aborted, ['gone']);
  // The server goes on answering.
  assert.match((await post(http.url, call(2, 'wait', { ms: 0, tag: 'next' }))).body, /"text":"next"/);
});
