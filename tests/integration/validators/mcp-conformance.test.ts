/**
 * The official MCP conformance suite (@modelcontextprotocol/conformance)
 * against the bundled server over HTTP, on the fixture site served locally.
 * Every scenario runs; those that need the harness's own fixtures or a
 * feature the server does not offer are listed, with reasons, in
 * tests/mcp-conformance-expected-failures.yaml. The suite fails on any other
 * failure and on a listed scenario that starts passing.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from '../../../src/build/repo-root.ts';
import { serverEnv, startFixtureSite, startHttpServer, type HttpProcess } from '../../support/mcp.ts';
import type { StaticServer } from '../../support/site-server.ts';

const EXPECTED = join(ROOT, 'tests/mcp-conformance-expected-failures.yaml');
let site: StaticServer;
let server: HttpProcess;
before(async () => {
  site = await startFixtureSite();
  server = await startHttpServer(serverEnv(site));
});
after(async () => {
  await server?.stop();
  await site?.stop();
});

/** Run the suite without blocking this process: the fixture site the server reads is served from here. */
function runSuite(url: string): Promise<{ status: number | null; out: string }> {
  const bin = join(ROOT, 'node_modules/.bin');
  return new Promise((resolve, reject) => {
    const child = spawn(join(bin, 'conformance'), ['server', '--url', url, '--suite', 'all', '--expected-failures', EXPECTED], {
      env: { ...process.env, PATH: `${bin}:${process.env.PATH ?? ''}`, NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 240_000);
    child.on('error', reject);
    child.on('exit', (status) => {
      clearTimeout(timer);
      resolve({ status, out });
    });
  });
}

test('MCP conformance suite (all scenarios) over HTTP: every scenario that covers what the server offers passes', async () => {
  const { status, out } = await runSuite(server.url);
  const summary = out.slice(out.lastIndexOf('=== SUMMARY ==='));
  assert.equal(status, 0, summary);
  for (const scenario of ['server-initialize', 'ping', 'tools-list', 'resources-list', 'prompts-list', 'dns-rebinding-protection']) {
    assert.match(summary, new RegExp(`✓ ${scenario}: [1-9]\\d* passed, 0 failed`), scenario);
  }
  assert.doesNotMatch(out, /Unexpected failures|Stale baseline entries/, summary);
});
