/**
 * The tool surface, in process: the server behind the SDK's HTTP handler,
 * a real SDK client in each protocol era, a fake site behind the data source.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { createMcpHandler } from '@modelcontextprotocol/server';
import { JsonSource } from '../../../src/mcp/site-cache.ts';
import type { HttpGet } from '../../../src/mcp/get.ts';
import { ChangelineData } from '../../../src/mcp/data.ts';
import { TOOL_NAMES, createServer } from '../../../src/mcp/tools.ts';
import { CHANGE_LIST } from '../../support/mcp-records.ts';

const BASE = 'https://site.test';
const CHANGES = CHANGE_LIST;
const FILES: Record<string, unknown> = {
  '/api/changes.json': CHANGES,
  '/api/price-history.json': { generated_at: CHANGES.generated_at, count: 0, events: [] },
};

const getSite: HttpGet = async (url) => {
  const body = FILES[new URL(url).pathname];
  return body === undefined
    ? { status: 404, statusText: 'Not Found', etag: null, body: '' }
    : { status: 200, statusText: 'OK', etag: '"1"', body: JSON.stringify(body) };
};

const ERAS = [
  ['legacy', 'legacy'],
  ['modern', { pin: '2026-07-28' }],
] as const;

async function connect(mode: (typeof ERAS)[number][1]): Promise<Client> {
  const data = new ChangelineData(new JsonSource({ base: BASE, ttlMs: 60_000, get: getSite }));
  const handler = createMcpHandler(() => createServer({ data, today: () => '2026-06-15' }, BASE));
  const client = new Client({ name: 'unit', version: '1.0.0' }, { versionNegotiation: { mode } });
  await client.connect(
    new StreamableHTTPClientTransport(new URL('http://127.0.0.1/mcp'), {
      fetch: (url, init) => handler.fetch(new Request(url, init)),
    }),
  );
  return client;
}

for (const [era, mode] of ERAS) {
  test(`${era}: eight read-only tools with documented, bounded inputs and output schemas`, async () => {
    const client = await connect(mode);
    assert.equal(client.getProtocolEra(), era);
    const { tools } = await client.listTools();
    assert.deepEqual(
      tools.map((t) => t.name),
      [...TOOL_NAMES],
    );
    for (const t of tools) {
      assert.deepEqual(
        { ...t.annotations, title: undefined },
        { title: undefined, readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
        t.name,
      );
      assert.ok(t.description && t.description.length > 40, t.name);
      assert.equal(t.inputSchema.type, 'object');
      assert.equal(t.inputSchema.additionalProperties, false, t.name);
      for (const [name, prop] of Object.entries(t.inputSchema.properties ?? {})) {
        assert.ok((prop as { description?: string }).description, `${t.name}.${name} has a description`);
      }
      assert.equal(t.outputSchema?.type, 'object', t.name);
      assert.ok((t.outputSchema?.properties as Record<string, unknown> | undefined)?.as_of, t.name);
    }
    const search = tools.find((t) => t.name === 'search_changes')!.inputSchema.properties as Record<string, Record<string, unknown>>;
    assert.deepEqual([search.limit!.minimum, search.limit!.maximum, search.limit!.default], [1, 100, 20]);
    const upcoming = tools.find((t) => t.name === 'get_upcoming_deprecations')!.inputSchema.properties as Record<string, Record<string, unknown>>;
    assert.equal(upcoming.days!.default, 90);
    assert.match(client.getInstructions() ?? '', /cite the record's source_url/);
    await client.close();
  });

  test(`${era}: structuredContent and the text block carry the same JSON`, async () => {
    const client = await connect(mode);
    const first = CHANGES.changes[0]!;
    for (const [name, args] of [
      ['search_changes', { query: 'sunset' }],
      ['get_upcoming_deprecations', { days: 3650 }],
      ['get_change', { id: first.id }],
      ['list_platforms', {}],
      ['get_price_history', {}],
    ] as const) {
      const res = await client.callTool({ name, arguments: args });
      assert.equal(res.isError, undefined, `${name}: ${JSON.stringify(res.content)}`);
      const text = (res.content as { type: string; text: string }[])[0]!;
      assert.equal(text.type, 'text');
      assert.deepEqual(JSON.parse(text.text), res.structuredContent, name);
      assert.equal((res.structuredContent as { as_of: string }).as_of, CHANGES.generated_at);
    }
    await client.close();
  });

  test(`${era}: an unknown tool is a JSON-RPC error; an upstream 404 is a tool error naming the URL`, async () => {
    const client = await connect(mode);
    await assert.rejects(client.callTool({ name: 'no_such_tool', arguments: {} }), (err: Error & { code?: number }) => {
      assert.equal(err.code, -32602);
      return true;
    });
    const res = await client.callTool({ name: 'get_tool_pricing', arguments: { tool: 'clay' } });
    assert.equal(res.isError, true);
    assert.match((res.content as { text: string }[])[0]!.text, /Could not load https:\/\/site\.test\/api\/prices\/clay\.json: HTTP 404 Not Found/);
    await client.close();
  });
}
