/**
 * The official MCP Inspector CLI against the bundled server, over stdio and
 * over HTTP: it lists the eight tools and calls search_changes.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from '../../../src/build/repo-root.ts';
import { MCP_TODAY, mcpBundle, serverEnv, startFixtureSite, startHttpServer, type HttpProcess } from '../../support/mcp.ts';
import type { StaticServer } from '../../support/site-server.ts';

const run = promisify(execFile);
const INSPECTOR = join(ROOT, 'node_modules/@modelcontextprotocol/inspector/clients/launcher/build/index.js');
const TOOLS = [
  'search_changes',
  'get_upcoming_deprecations',
  'get_change',
  'list_platforms',
  'get_tool_pricing',
  'get_price_history',
  'get_version_status',
  'check_versions',
];

async function inspector(args: string[]): Promise<any> {
  const { stdout } = await run(process.execPath, [INSPECTOR, '--cli', ...args], {
    cwd: ROOT,
    env: { ...process.env, PATH: `${join(ROOT, 'node_modules/.bin')}:${process.env.PATH ?? ''}` },
    timeout: 60_000,
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(stdout);
}

let site: StaticServer;
before(async () => {
  site = await startFixtureSite();
});
after(() => site.stop());

/** Inspector arguments of a search_changes call. */
const searchCall = (args: Record<string, unknown>) => [
  '--method',
  'tools/call',
  '--tool-name',
  'search_changes',
  '--tool-args-json',
  JSON.stringify(args),
  '--format',
  'json',
];

function checkSearch(reply: any): void {
  const result = reply.result ?? reply;
  assert.notEqual(result.isError, true, JSON.stringify(result));
  assert.equal(result.structuredContent.today, MCP_TODAY);
  assert.ok(result.structuredContent.total > 0);
  assert.ok(result.structuredContent.changes.every((c: { title: string }) => /v22/i.test(c.title)));
}

describe('MCP Inspector CLI', () => {
  test('over stdio: lists the eight tools and calls search_changes', async () => {
    const env = Object.entries(serverEnv(site)).flatMap(([k, v]) => (k === 'PATH' ? [] : ['-e', `${k}=${v}`]));
    const list = await inspector([...env, process.execPath, mcpBundle(), '--method', 'tools/list']);
    assert.deepEqual(
      list.tools.map((t: { name: string }) => t.name),
      TOOLS,
    );
    const call = await inspector(['-q', ...env, process.execPath, mcpBundle(), ...searchCall({ query: 'v22' })]);
    checkSearch(call);
  });

  describe('over HTTP', () => {
    let server: HttpProcess;
    before(async () => {
      server = await startHttpServer(serverEnv(site));
    });
    after(() => server.stop());

    test('lists the eight tools and calls search_changes', async () => {
      const list = await inspector(['--transport', 'http', '--server-url', server.url, '--method', 'tools/list']);
      assert.deepEqual(
        list.tools.map((t: { name: string }) => t.name),
        TOOLS,
      );
      const call = await inspector(['-q', '--transport', 'http', '--server-url', server.url, ...searchCall({ query: 'v22' })]);
      checkSearch(call);
    });

    test('in the 2026-07-28 era too', async () => {
      const call = await inspector([
        '-q',
        '--protocol-era',
        'modern',
        '--transport',
        'http',
        '--server-url',
        server.url,
        ...searchCall({ query: 'v22', upcoming_only: true }),
      ]);
      checkSearch(call);
      // Results of the 2026-07-28 revision name the server in _meta.
      assert.equal(call.result._meta?.['io.modelcontextprotocol/serverInfo']?.name, 'changeline');
      assert.ok(call.result.structuredContent.changes.every((c: { upcoming: boolean }) => c.upcoming));
    });
  });
});
