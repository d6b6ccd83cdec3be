/**
 * What the MCP server does with hostile or careless input: huge bad
 * arguments are echoed in a few dozen characters, a missing argument is
 * called missing, the tool list is not advertised as changing, and the
 * write loop leaves no listeners behind.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { createMcpHandler } from '@modelcontextprotocol/server';
import { JsonSource } from '../../../src/mcp/site-cache.ts';
import type { HttpGet } from '../../../src/mcp/get.ts';
import { ChangelineData } from '../../../src/mcp/data.ts';
import { createServer } from '../../../src/mcp/tools.ts';
import { ECHO_MAX, show } from '../../../src/mcp/tool-schemas.ts';
import { drainOrClose, requestTarget, serveHttp } from '../../../src/mcp/http-transport.ts';
import { screenLine } from '../../../src/mcp/stdio-lines.ts';
import { CHANGE_LIST } from '../../support/mcp-records.ts';

const BASE = 'https://site.test';
const getSite: HttpGet = async (url) =>
  new URL(url).pathname === '/api/changes.json'
    ? { status: 200, statusText: 'OK', etag: '"1"', body: JSON.stringify(CHANGE_LIST) }
    : { status: 404, statusText: 'Not Found', etag: null, body: '' };

async function connect(): Promise<Client> {
  const data = new ChangelineData(new JsonSource({ base: BASE, ttlMs: 60_000, get: getSite }));
  const handler = createMcpHandler(() => createServer({ data, today: () => '2026-06-15' }, BASE), { maxRequestBodySize: 8 * 1024 * 1024 });
  const client = new Client({ name: 'unit', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL('http://127.0.0.1/mcp'), { fetch: (url, init) => handler.fetch(new Request(url, init)) }));
  return client;
}

async function errorText(client: Client, name: string, args: Record<string, unknown>): Promise<string> {
  const r = (await client.callTool({ name, arguments: args })) as { isError?: boolean; content: { text: string }[] };
  assert.equal(r.isError, true, `${name} should fail`);
  return r.content.map((c) => c.text).join('\n');
}

test('show() echoes at most ECHO_MAX characters and says how long the value was', () => {
  assert.equal(show('v21'), '"v21"');
  const long = show('x'.repeat(1_000_000));
  assert.ok(long.length < ECHO_MAX + 40, long);
  assert.match(long, /… \(1000002 characters\)$/);
  assert.doesNotMatch(show('🚀'.repeat(100)), /[\uD800-\uDBFF]…/, 'never cuts a character in half');
});

test('a 1 MB bad argument value or name gets an error under 1 KB that still says what was wrong', async () => {
  const client = await connect();
  const huge = 'x'.repeat(1024 * 1024);
  const cases: [string, Record<string, unknown>, RegExp][] = [
    ['get_change', { id: huge }, /is not a change id/],
    ['get_tool_pricing', { tool: huge }, /unknown tool/],
    ['search_changes', { platform: huge }, /unknown platform/],
    ['search_changes', { since: huge }, /is not a date/],
    ['search_changes', { [huge]: 1 }, /unknown argument/],
    ['list_platforms', { [huge]: 1, [`${huge}y`]: 2 }, /unknown arguments/],
  ];
  for (const [name, args, want] of cases) {
    const text = await errorText(client, name, args);
    assert.ok(Buffer.byteLength(text) < 1024, `${name}: ${Buffer.byteLength(text)} bytes`);
    assert.match(text, want, name);
  }
  await client.close();
});

test('a list of versions gets a bounded error however many items are bad, and a long list is refused at 50', async () => {
  const client = await connect();
  const huge = 'x'.repeat(1024 * 1024);
  const cases: [Record<string, unknown>, RegExp][] = [
    [{ versions: Array(50).fill({ platform: 1, version: true }) }, /versions\.0\.platform: platform 1 must be a platform slug.*and 97 more problems$/],
    [{ versions: Array(2).fill({ platform: huge, version: huge, api: huge }) }, /platform must be at most 60 characters.*and 3 more problems$/],
    [
      { versions: [{ platform: 'google-ads', version: 'v20', [huge]: 1 }] },
      /unknown key "x{40,}… \(1048578 characters\) in a versions item: it takes platform, version, api/,
    ],
    [{ versions: Array(5000).fill({ platform: 'google-ads', version: 'v20' }) }, /versions must hold 1 to 50 items: split a longer list into several calls/],
    [{ platform: 'google-ads', version: huge }, /version must be at most 60 characters/],
  ];
  for (const [args, want] of cases) {
    const text = await errorText(client, 'get_version_status', args);
    assert.ok(Buffer.byteLength(text) < 1024, `${Buffer.byteLength(text)} bytes: ${text.slice(0, 200)}`);
    assert.match(text, want);
  }
  await client.close();
});

test('a missing required argument is called missing, not unknown or undefined', async () => {
  const client = await connect();
  const change = await errorText(client, 'get_change', {});
  assert.match(change, /id is required/);
  assert.doesNotMatch(change, /undefined/);
  const tool = await errorText(client, 'get_tool_pricing', {});
  assert.match(tool, /tool is required: use one of apollo/);
  assert.doesNotMatch(tool, /unknown tool|undefined/);
  await client.close();
});

test('the tool list is not advertised as changing (no list_changed notification is ever sent)', async () => {
  const client = await connect();
  assert.equal(client.getServerCapabilities()?.tools?.listChanged, false);
  await client.close();
});

test('the write loop leaves no drain or close listener behind, however often a slow reader makes it wait', async () => {
  const res = new EventEmitter() as unknown as ServerResponse;
  for (let i = 0; i < 50; i++) {
    const waiting = drainOrClose(res);
    assert.equal(res.listenerCount('drain'), 1);
    res.emit('drain');
    await waiting;
    assert.equal(res.listenerCount('drain') + res.listenerCount('close'), 0);
  }
  const closing = drainOrClose(res);
  res.emit('close');
  await closing;
  assert.equal(res.listenerCount('drain') + res.listenerCount('close'), 0);
});

test('a request target may be origin-form or absolute-form', () => {
  assert.equal(requestTarget('/mcp?x=1')?.pathname, '/mcp');
  const abs = requestTarget('http://127.0.0.1:3000/mcp');
  assert.deepEqual([abs?.host, abs?.pathname], ['127.0.0.1:3000', '/mcp']);
  assert.equal(requestTarget('http://[bad'), null);
});

test('resources: every change and tool, listed and read through their templates; prompts: migration_plan', async () => {
  const client = await connect();
  const { resources } = await client.listResources();
  const ids = CHANGE_LIST.changes.map((c) => `changeline://change/${c.id}`);
  for (const uri of ids)
    assert.ok(
      resources.some((r) => r.uri === uri && r.name && r.mimeType === 'application/json'),
      uri,
    );
  assert.ok(resources.some((r) => r.uri === 'changeline://tool/apollo'));
  const { resourceTemplates } = await client.listResourceTemplates();
  assert.deepEqual(resourceTemplates.map((t) => t.uriTemplate).sort(), ['changeline://change/{id}', 'changeline://tool/{tool_id}']);
  const first = CHANGE_LIST.changes[0]!;
  const read = await client.readResource({ uri: `changeline://change/${first.id}` });
  assert.equal(JSON.parse((read.contents[0] as { text: string }).text).id, first.id);
  await assert.rejects(client.readResource({ uri: 'changeline://change/google-ads-0000000000' }), /no change has the id "google-ads-0000000000"/);
  assert.equal(client.getServerCapabilities()?.resources?.listChanged, false);
  const { prompts } = await client.listPrompts();
  assert.deepEqual(
    prompts.map((p) => p.name),
    ['migration_plan'],
  );
  const prompt = await client.getPrompt({ name: 'migration_plan', arguments: { platform: 'google-ads', before: '2026-07-15' } });
  const text = (prompt.messages[0]!.content as { text: string }).text;
  assert.match(text, /Google Ads before 2026-07-15/);
  assert.match(text, /get_upcoming_deprecations with platform "google-ads" and days 30/);
  await client.close();
});

test('over HTTP, a huge resource URI, a 1 MB tool name and a bad prompt date each get -32602 under 2 KB, never HTTP 500', async (t) => {
  const data = new ChangelineData(new JsonSource({ base: BASE, ttlMs: 60_000, get: getSite }));
  const http = await serveHttp(() => createServer({ data, today: () => '2026-06-15' }, BASE), { port: 0, maxBodyBytes: 4 * 1024 * 1024 });
  t.after(() => http.close());
  const post = async (method: string, params: unknown) => {
    const res = await fetch(http.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-11-25' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 7, method, params }),
    });
    const text = await res.text();
    const json = JSON.parse(text.startsWith('event:') ? text.slice(text.indexOf('data: ') + 6) : text) as {
      id: number;
      error?: { code: number; message: string };
    };
    return { status: res.status, size: Buffer.byteLength(text), json };
  };
  const cases: [string, string, unknown, RegExp][] = [
    ['URI of 1,000,001 characters', 'resources/read', { uri: `changeline://change/${'x'.repeat(1_000_001 - 20)}` }, /resource URI .* is over 512 characters/],
    ['URI of 1,000,000 characters', 'resources/read', { uri: `changeline://change/${'x'.repeat(1_000_000 - 20)}` }, /resource URI/],
    ['unknown URI under the limit', 'resources/read', { uri: `changeline://change/${'x'.repeat(480)}` }, /no change has the id/],
    ['unknown scheme under the limit', 'resources/read', { uri: `changeline://nothing/${'x'.repeat(480)}` }, /not found/i],
    ['1 MB tool name', 'tools/call', { name: 'z'.repeat(1024 * 1024), arguments: {} }, /tool name .* is over 128 characters/],
    ['unknown tool', 'tools/call', { name: 'no_such_tool', arguments: {} }, /no_such_tool/],
    ['1 MB prompt name', 'prompts/get', { name: 'p'.repeat(1024 * 1024), arguments: {} }, /prompt name/],
    [
      'bad prompt date',
      'prompts/get',
      { name: 'migration_plan', arguments: { platform: 'google-ads', before: '2026-13-01' } },
      /before "2026-13-01" is not a date/,
    ],
    ['prompt date out of range', 'prompts/get', { name: 'migration_plan', arguments: { platform: 'google-ads', before: '2020-01-01' } }, /must be from today/],
  ];
  for (const [what, method, params, want] of cases) {
    const r = await post(method, params);
    assert.equal(r.status, 200, what);
    assert.equal(r.json.id, 7, what);
    assert.equal(r.json.error?.code, -32602, `${what}: ${r.json.error?.message}`);
    assert.match(r.json.error!.message, want, what);
    assert.ok(r.size < 2048, `${what}: ${r.size} bytes`);
  }
});

test('over stdio, the same oversized names and URIs are answered before the SDK, with the request id', () => {
  const line = (method: string, params: unknown) => JSON.stringify({ jsonrpc: '2.0', id: 'a', method, params });
  for (const [method, params] of [
    ['resources/read', { uri: 'x'.repeat(1_000_001) }],
    ['tools/call', { name: 'z'.repeat(1024 * 1024) }],
    ['prompts/get', { name: 'p'.repeat(200) }],
  ] as const) {
    const v = screenLine(line(method, params));
    assert.equal(v.forward, false, method);
    if (v.forward) continue;
    const reply = v.reply as unknown as { id: string; error: { code: number; message: string } };
    assert.equal(reply.id, 'a');
    assert.equal(reply.error.code, -32602);
    assert.ok(JSON.stringify(reply).length < 512, method);
  }
  assert.equal(screenLine(line('tools/call', { name: 'search_changes', arguments: {} })).forward, true, 'a normal call passes');
});
