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
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from '../../helpers/build.ts';
import { serverEnv, startFixtureSite, startHttpServer, type HttpProcess } from '../../helpers/mcp.ts';
import type { StaticServer } from '../../helpers/static-server.ts';

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

test('MCP conformance suite (all scenarios) over HTTP: every scenario that covers what the server offers passes', () => {
  const bin = join(ROOT, 'node_modules/.bin');
  const res = spawnSync(join(bin, 'conformance'), ['server', '--url', server.url, '--suite', 'all', '--expected-failures', EXPECTED], {
    encoding: 'utf8',
    env: { ...process.env, PATH: `${bin}:${process.env.PATH ?? ''}`, NO_COLOR: '1' },
    timeout: 240_000,
    maxBuffer: 32 * 1024 * 1024,
  });
  const out = `${res.stdout}\n${res.stderr}`;
  const summary = out.slice(out.lastIndexOf('=== SUMMARY ==='));
  assert.equal(res.status, 0, summary);
  for (const scenario of ['server-initialize', 'ping', 'tools-list', 'dns-rebinding-protection']) {
    assert.match(summary, new RegExp(`✓ ${scenario}: [1-9]\\d* passed, 0 failed`), scenario);
  }
  assert.doesNotMatch(out, /Unexpected failures|Stale baseline entries/, summary);
});
