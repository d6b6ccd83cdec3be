/**
 * The hand-written 2026-07-28 requests of docs/mcp.md ("A 2026-07-28 request
 * by hand") work when pasted: the stdio line and the curl command, read from
 * the document as written, are sent to the built server, which answers each
 * with the tool's result. The Inspector examples name CHANGELINE_API_BASE.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mcpBundle, serverEnv, startFixtureSite, startHttpServer } from '../../support/mcp.ts';
import { fixtureSite } from '../../support/fixture-site.ts';
import type { StaticServer } from '../../support/site-server.ts';

const DOC = readFileSync(join(import.meta.dirname, '../../../docs/mcp.md'), 'utf8');

/** The fenced block after a `<!-- mcp-request:NAME -->` marker. */
function block(name: string): string {
  const m = new RegExp(String.raw`<!-- mcp-request:${name} -->\s*\n\`\`\`\w*\n([\s\S]*?)\n\`\`\``).exec(DOC);
  assert.ok(m, `docs/mcp.md has no block marked mcp-request:${name}`);
  return m[1]!;
}

let site: StaticServer;
before(async () => {
  site = await startFixtureSite();
});
after(() => site.stop());

test('the Inspector examples that start the server give it CHANGELINE_API_BASE', () => {
  const section = DOC.slice(DOC.indexOf('### MCP Inspector'), DOC.indexOf('### A 2026-07-28 request by hand'));
  const starts = section.split('\n').filter((l) => /^npx @modelcontextprotocol\/inspector .*\bnode\b/.test(l));
  assert.ok(starts.length >= 3);
  for (const l of starts) assert.match(l, /-e CHANGELINE_API_BASE=\S+ node /, l);
});

test('the stdio request, as written, is answered with the tool result', async () => {
  const line = block('stdio');
  const request = JSON.parse(line) as { params: { _meta: Record<string, unknown> } };
  assert.equal(request.params._meta['io.modelcontextprotocol/protocolVersion'], '2026-07-28');
  const proc = spawn(process.execPath, [mcpBundle()], { env: serverEnv(site), stdio: ['pipe', 'pipe', 'pipe'] });
  let out = '';
  const reply = await new Promise<{ id: number; result?: { structuredContent: { days: number; changes: unknown[] } }; error?: unknown }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer; stdout: ${out}`)), 15_000);
    proc.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const first = out.split('\n').find((l) => l.trim());
      if (first && out.includes('\n')) {
        clearTimeout(timer);
        resolve(JSON.parse(first));
      }
    });
    proc.stdin.write(`${line}\n`);
  });
  proc.stdin.end();
  await new Promise((r) => proc.once('exit', r));
  assert.equal(reply.error, undefined, JSON.stringify(reply.error));
  assert.equal(reply.id, 1);
  assert.equal(reply.result!.structuredContent.days, 30);
  assert.ok(Array.isArray(reply.result!.structuredContent.changes));
});

test('the curl request, as written (headers and body), is answered with the tool result', async () => {
  const command = block('http').replace(/\\\n\s*/g, ' ');
  const headers = Object.fromEntries([...command.matchAll(/-H '([^:']+):\s*([^']*)'/g)].map((m) => [m[1]!, m[2]!]));
  const body = /-d '([^']*)'/.exec(command)?.[1];
  const url = /curl -s (\S+)/.exec(command)?.[1];
  assert.ok(body && url, command);
  assert.deepEqual(Object.keys(headers).sort(), ['Content-Type', 'MCP-Protocol-Version', 'Mcp-Method', 'Mcp-Name']);
  const server = await startHttpServer(serverEnv(site));
  try {
    const res = await fetch(url.replace('http://127.0.0.1:8765/mcp', server.url), { method: 'POST', headers, body });
    const text = await res.text();
    assert.equal(res.status, 200, text);
    const reply = JSON.parse(text) as { id: number; result: { structuredContent: { days: number } } };
    assert.equal(reply.id, 1);
    assert.equal(reply.result.structuredContent.days, 30);
  } finally {
    await server.stop();
  }
});

test('the /mcp/ page shows the same request and the Inspector with -e CHANGELINE_API_BASE', () => {
  const html = readFileSync(join(fixtureSite(), 'mcp/index.html'), 'utf8')
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
  const docBody = /-d '([^']*)'/.exec(block('http'))![1]!;
  assert.ok(html.includes(`-d '${docBody}'`), 'the curl body of /mcp/ is the one docs/mcp.md shows and this test sends');
  assert.ok(html.includes(`echo '${block('stdio')}'`), 'the stdio line of /mcp/ is the one docs/mcp.md shows');
  assert.match(html, /npx @modelcontextprotocol\/inspector -e CHANGELINE_API_BASE=https:\/\/\S+ node /);
});

test('over HTTP, the same request without its _meta is refused as the docs say (-32602, naming _meta)', async () => {
  const command = block('http').replace(/\\\n\s*/g, ' ');
  const headers = Object.fromEntries([...command.matchAll(/-H '([^:']+):\s*([^']*)'/g)].map((m) => [m[1]!, m[2]!]));
  const body = JSON.parse(/-d '([^']*)'/.exec(command)![1]!) as { params: Record<string, unknown> };
  delete body.params._meta;
  const server = await startHttpServer(serverEnv(site));
  try {
    const res = await fetch(server.url, { method: 'POST', headers, body: JSON.stringify(body) });
    const reply = (await res.json()) as { error?: { code: number; message: string } };
    assert.equal(reply.error?.code, -32602);
    assert.match(reply.error!.message, /missing the required per-request envelope key\(s\): _meta/);
    assert.match(DOC, /refused with error -32602 \("… missing the required per-request\nenvelope key\(s\): _meta"\)/);
  } finally {
    await server.stop();
  }
});
