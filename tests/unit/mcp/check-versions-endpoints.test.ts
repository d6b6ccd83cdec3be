/**
 * The MCP tool check_versions finds calls of retired endpoints in a snippet,
 * with the record that retires each, its date and status, from the site's
 * /api/changes.json (here: the committed endpoint records as the site
 * publishes them, served by a fake site beside the frozen version data); a
 * site whose changes file cannot be read still answers, without endpoints.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { createMcpHandler } from '@modelcontextprotocol/server';
import { JsonSource } from '../../../src/mcp/site-cache.ts';
import type { HttpGet } from '../../../src/mcp/get.ts';
import { ChangelineData } from '../../../src/mcp/data.ts';
import { createServer } from '../../../src/mcp/tools.ts';
import { API_PATHS } from '../../../src/model/links.ts';
import { readRecords } from '../../../src/model/content-files.ts';
import type { ChangeRecord } from '../../../src/schemas/change.ts';
import { ROOT } from '../../../src/build/repo-root.ts';

const FIX = join(ROOT, 'tests/fixtures/check/data');
const BASE = 'https://site.test';
const records = readRecords<ChangeRecord>(join(ROOT, 'content'), 'changes').filter((c) => c.endpoints !== undefined);
const published = records.map((c) => ({ ...c, upcoming: false, url: `${BASE}/changes/${c.id}/` }));
const reports = records.find((c) => c.title === 'Amazon DSP POST /dsp/reports shut off')!;

function site(withChanges: boolean): HttpGet {
  const files: Record<string, string> = {
    [API_PATHS.listVersions]: readFileSync(join(FIX, 'versions.json'), 'utf8'),
    [API_PATHS.listSdks]: readFileSync(join(FIX, 'sdks.json'), 'utf8'),
    ...(withChanges ? { [API_PATHS.listChanges]: JSON.stringify({ count: published.length, generated_at: '2026-11-27T00:00:00Z', changes: published }) } : {}),
  };
  return async (url) => {
    const body = files[new URL(url).pathname];
    return body === undefined ? { status: 404, statusText: 'Not Found', etag: null, body: '' } : { status: 200, statusText: 'OK', etag: '"1"', body };
  };
}

async function call(withChanges: boolean, text: string) {
  const data = new ChangelineData(new JsonSource({ base: BASE, ttlMs: 60_000, get: site(withChanges) }));
  const handler = createMcpHandler(() => createServer({ data, today: () => '2026-11-27' }, BASE));
  const client = new Client({ name: 'unit', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL('http://127.0.0.1/mcp'), { fetch: (url, init) => handler.fetch(new Request(url, init)) }));
  const res = await client.callTool({ name: 'check_versions', arguments: { text, filename: 'dsp.py' } });
  await client.close();
  assert.equal(res.isError, undefined, JSON.stringify(res.content));
  return res.structuredContent as {
    findings: { line: number; kind: string; status: string; sunset_date: string | null; record_url: string | null; endpoint: Record<string, unknown> | null }[];
  };
}

const SNIPPET = [
  'HOST = "https://advertising-api.amazon.com"',
  'r = requests.post(HOST + "/dsp/reports", json=body)',
  'fetch("https://api.example.com/reports")',
].join('\n');

test('check_versions: a call of POST /dsp/reports, with its record, date and status; nothing for another /reports', async () => {
  const out = await call(true, SNIPPET);
  assert.equal(out.findings.length, 1);
  const f = out.findings[0]!;
  assert.equal(f.line, 2);
  assert.equal(f.kind, 'endpoint');
  assert.equal(f.status, 'sunset');
  assert.equal(f.sunset_date, '2025-06-30');
  assert.equal(f.record_url, `${BASE}/changes/${reports.id}/`);
  assert.deepEqual(f.endpoint, {
    record_id: reports.id,
    title: reports.title,
    method: 'POST',
    path: '/dsp/reports',
    field: null,
    value: null,
    upcoming: false,
  });
});

test('check_versions: without a readable /api/changes.json, versions are still judged, and no endpoint is claimed', async () => {
  const out = await call(false, `${SNIPPET}\nURL = "https://graph.facebook.com/v22.0/act_1/insights"`);
  assert.deepEqual(
    out.findings.map((f) => f.kind),
    ['code'],
  );
});
