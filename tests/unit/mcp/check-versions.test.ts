/**
 * The MCP tool check_versions: the detectors of `changeline check` on a
 * pasted snippet or manifest, judged by the site's /api/versions.json and
 * /api/sdks.json (the frozen fixture data, served by a fake site), in both
 * protocol eras; bounded input, errors on bad input.
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
import { SNIPPET_MAX_CHARS } from '../../../src/check/snippet.ts';

const FIX = join(import.meta.dirname, '../../fixtures/check/data');
const BASE = 'https://site.test';
const FILES: Record<string, string> = {
  [API_PATHS.listVersions]: readFileSync(join(FIX, 'versions.json'), 'utf8'),
  [API_PATHS.listSdks]: readFileSync(join(FIX, 'sdks.json'), 'utf8'),
};
const getSite: HttpGet = async (url) => {
  const body = FILES[new URL(url).pathname];
  return body === undefined ? { status: 404, statusText: 'Not Found', etag: null, body: '' } : { status: 200, statusText: 'OK', etag: '"1"', body };
};

async function connect(mode: 'legacy' | { pin: string }): Promise<Client> {
  const data = new ChangelineData(new JsonSource({ base: BASE, ttlMs: 60_000, get: getSite }));
  const handler = createMcpHandler(() => createServer({ data, today: () => '2026-11-27' }, BASE));
  const client = new Client({ name: 'unit', version: '1.0.0' }, { versionNegotiation: { mode } });
  await client.connect(new StreamableHTTPClientTransport(new URL('http://127.0.0.1/mcp'), { fetch: (url, init) => handler.fetch(new Request(url, init)) }));
  return client;
}

interface Found {
  line: number;
  platform: string;
  version: string | null;
  status: string;
  migrate_to: string | null;
  comment: boolean;
  file: string;
}

for (const mode of ['legacy', { pin: '2026-07-28' }] as const) {
  const era = mode === 'legacy' ? 'legacy' : 'modern';

  test(`${era}: a pasted snippet: each version with its status today and migrate_to, comments marked`, async () => {
    const client = await connect(mode);
    const text = [
      'from google.ads.googleads.v19.services import GoogleAdsServiceClient',
      "headers = {'LinkedIn-Version': '202601'}",
      '# url = "https://graph.facebook.com/v18.0/me"',
      'API_VERSION = "v20"  # a version constant in a file that imports the Google Ads SDK',
    ].join('\n');
    const res = await client.callTool({ name: 'check_versions', arguments: { text, filename: 'ads.py' } });
    assert.equal(res.isError, undefined, JSON.stringify(res.content));
    const body = res.structuredContent as { as_of: string; today: string; count: number; findings: Found[] };
    assert.deepEqual(JSON.parse((res.content as { text: string }[])[0]!.text), body);
    assert.equal(body.as_of, '2026-11-27T00:00:00Z');
    assert.equal(body.count, 4);
    assert.deepEqual(
      body.findings.map((f) => `${f.file}:${f.line} ${f.platform} ${f.version} ${f.status} -> ${f.migrate_to}${f.comment ? ' (comment)' : ''}`),
      [
        // Google Ads: the major to call (its newest minor, v26.1, serves it; no minor can be called).
        'ads.py:1 google-ads v19 sunset -> v26',
        'ads.py:2 linkedin-ads 202601 active -> 202606',
        'ads.py:3 meta-ads v18.0 sunset -> v27.0 (comment)',
        'ads.py:4 google-ads v20 sunset -> v26',
      ],
    );
    await client.close();
  });

  test(`${era}: a manifest without a file name: the format is guessed, the pinned SDK mapped`, async () => {
    const client = await connect(mode);
    const res = await client.callTool({ name: 'check_versions', arguments: { text: 'requests==2.32.3\nfacebook-business==21.0.5\ngoogle-ads==18.0.0\n' } });
    const body = res.structuredContent as { findings: (Found & { package: { name: string; api_versions: string[] } })[] };
    assert.deepEqual(
      body.findings.map((f) => `${f.file}:${f.line} ${f.package.name} ${f.version} ${f.status}`),
      ['snippet:2 facebook-business v21.0 sunset', 'snippet:3 google-ads v11 sunset'],
    );
    await client.close();
  });

  test(`${era}: bad input is refused before any data is read: empty, too long, wrong type, unknown argument`, async () => {
    const client = await connect(mode);
    for (const [args, re] of [
      [{ text: '' }, /text is empty/],
      [{ text: 'x'.repeat(SNIPPET_MAX_CHARS + 1) }, /longer than 200000 characters/],
      [{ text: 42 }, /text must be a string/],
      [{}, /text is required/],
      [{ text: 'a', file: 'x.py' }, /unknown argument "file": this tool takes text, filename/],
    ] as const) {
      const outcome = await client.callTool({ name: 'check_versions', arguments: args as Record<string, unknown> }).then(
        (res) => ({ isError: res.isError, text: (res.content as { text: string }[])[0]!.text }),
        (err: Error & { code?: number }) => ({ code: err.code, text: err.message }),
      );
      // Like every tool of this server (and as MCP 2025-11-25 asks), invalid arguments are a tool error
      // (isError) naming the problem, so the model can correct its call; an unknown tool stays -32602.
      assert.equal((outcome as { isError?: boolean }).isError, true, JSON.stringify(outcome));
      assert.match(outcome.text, re);
    }
    await client.close();
  });
}
