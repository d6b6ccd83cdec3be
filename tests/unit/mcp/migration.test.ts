/**
 * The MCP server on the real content: get_version_status for Google Ads API
 * v20 carries the migration path to its migrate_to (the breaking changes,
 * each with its official source), and the migration_plan prompt lists the
 * cost of each upgrade due in its window instead of asking the agent to look
 * it up. A fake site serves the files the build would publish.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { createMcpHandler } from '@modelcontextprotocol/server';
import { loadContent, validRecords } from '../../../src/lint/load.ts';
import { rowsByPlatform, versionList, versionRows } from '../../../src/model/versions.ts';
import { withMigrations } from '../../../src/model/migration-path.ts';
import { migrationJsonPath, versionsJsonPath } from '../../../src/model/links.ts';
import { slugify } from '../../../src/model/version-strings.ts';
import type { ChangeRecord } from '../../../src/schemas/change.ts';
import { JsonSource } from '../../../src/mcp/site-cache.ts';
import type { HttpGet } from '../../../src/mcp/get.ts';
import { ChangelineData } from '../../../src/mcp/data.ts';
import { createServer } from '../../../src/mcp/tools.ts';

const BASE = 'https://site.test';
const TODAY = '2026-11-27';
const GENERATED = `${TODAY}T00:00:00Z`;
const content = fileURLToPath(new URL('../../../content', import.meta.url));
const records = validRecords<ChangeRecord>(loadContent(content, 'content'), 'changes').map((r) => r.data);
const { rows, paths } = withMigrations(versionRows(records, { site: BASE, today: TODAY }), records, BASE);
const FILES: Record<string, unknown> = {};
for (const [p, list] of rowsByPlatform(rows)) FILES[versionsJsonPath(p)] = versionList(list, GENERATED);
for (const p of paths) {
  const { url: _u, ...body } = p;
  FILES[migrationJsonPath(p.platform, p.api_slug, slugify(p.from))] = { generated_at: GENERATED, ...body };
}
const getSite: HttpGet = async (url) => {
  const body = FILES[new URL(url).pathname];
  return body === undefined
    ? { status: 404, statusText: 'Not Found', etag: null, body: '' }
    : { status: 200, statusText: 'OK', etag: '"1"', body: JSON.stringify(body) };
};

async function connect(): Promise<Client> {
  const data = new ChangelineData(new JsonSource({ base: BASE, ttlMs: 60_000, get: getSite }));
  const handler = createMcpHandler(() => createServer({ data, today: () => TODAY }, BASE));
  const client = new Client({ name: 'unit', version: '1.0.0' }, { versionNegotiation: { mode: 'legacy' } });
  await client.connect(new StreamableHTTPClientTransport(new URL('http://127.0.0.1/mcp'), { fetch: (url, init) => handler.fetch(new Request(url, init)) }));
  return client;
}

test('get_version_status for Google Ads API v20 lists the breaking changes on the way to migrate_to, each with its official source', async () => {
  const client = await connect();
  const res = await client.callTool({ name: 'get_version_status', arguments: { platform: 'google-ads', version: 'v20' } });
  assert.equal(res.isError, undefined, JSON.stringify(res.content));
  const row = (res.structuredContent as { versions: Record<string, any>[] }).versions[0]!;
  assert.equal(row.migration.from, 'v20');
  // The path leads to the minor that the major to call is served as (migrate_to v26, served as v26.2).
  assert.equal(row.migration.to, row.served.migrate_to_served_as);
  assert.equal(row.migrate_to, row.migration.to.replace(/\.\d+$/, ''));
  assert.equal(row.breaking_to_target, row.migration.count);
  assert.ok(row.migration.items.length >= 10, `${row.migration.items.length} items`);
  for (const it of row.migration.items) assert.match(it.source_url, /^https:\/\/developers\.google\.com\//);
  assert.equal(row.migration.complete, row.migration.unknown.length === 0);
  await client.close();
});

test('the migration_plan prompt lists the cost of each upgrade due in its window, and the steps whose cost is unknown', async () => {
  const due = rows.find((r) => r.platform === 'google-ads' && r.migration_url !== null && r.days_until_sunset !== null && r.days_until_sunset >= 0);
  assert.ok(due, 'a Google version with a sunset ahead and a path');
  const client = await connect();
  const before = new Date(Date.parse(`${TODAY}T00:00:00Z`) + (due.days_until_sunset! + 1) * 86_400_000).toISOString().slice(0, 10);
  const prompt = await client.getPrompt({ name: 'migration_plan', arguments: { platform: 'google-ads', before } });
  const text = (prompt.messages[0]!.content as { text: string }).text;
  const path = paths.find((p) => p.platform === 'google-ads' && p.from === due.version)!;
  assert.match(text, new RegExp(`${due.version} \\(sunset ${due.sunset_date}\\) → ${path.to.replace('.', '\\.')}: ${path.count} breaking changes`));
  for (const it of path.items.slice(0, 40)) assert.ok(text.includes(`- ${it.version}: ${it.title} (${it.source_url})`), it.title);
  for (const u of path.unknown) assert.ok(text.includes(u), u);
  await client.close();
});
