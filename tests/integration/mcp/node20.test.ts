/**
 * The MCP bundle on the oldest Node.js the README names (20), not only on the project's
 * Node 24: every tool of the shared contract (tests/support/mcp-contract.ts) over stdio and
 * over HTTP, with a real MCP client, plus the versions the table lacks. Node 20 is the
 * machine's own when it has one, else node@20 from the registry (tests/support/system-node.ts).
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { SERVER_VERSION } from '../../../src/mcp/config.ts';
import { fixtureSite } from '../../support/fixture-site.ts';
import { oldestNode } from '../../support/system-node.ts';
import { callTool, connectHttp, connectStdio, mcpBundle, serverEnv, startFixtureSite, startHttpServer } from '../../support/mcp.ts';
import { toolContract } from '../../support/mcp-contract.ts';
import type { StaticServer } from '../../support/site-server.ts';

const NODE = oldestNode();

let site: StaticServer;
before(async () => {
  site = await startFixtureSite();
});
after(() => site.stop());

test(`the Node.js these tests run the bundle on is ${NODE.version}`, () => {
  const major = spawnSync(NODE.path, ['-p', 'process.versions.node.split(".")[0]'], { encoding: 'utf8' }).stdout.trim();
  assert.equal(major, '20');
  const help = spawnSync(NODE.path, [mcpBundle(), '--help'], { encoding: 'utf8', env: { PATH: '/usr/bin:/bin' } });
  assert.equal(help.status, 0, help.stderr);
  assert.match(help.stdout, /changeline-mcp/);
  // A bad flag: one line on stderr naming it and pointing to --help, exit 2.
  const bad = spawnSync(NODE.path, [mcpBundle(), '--bogus'], { encoding: 'utf8', env: { PATH: '/usr/bin:/bin' } });
  assert.equal(bad.status, 2, bad.stderr);
  assert.equal(bad.stdout, '');
  assert.equal(bad.stderr, "changeline-mcp: Unknown option '--bogus' (see --help)\n");
});

toolContract(
  `stdio on Node ${NODE.version}`,
  () => site,
  fixtureSite,
  async (era, env) => {
    const { client } = await connectStdio(era, env, NODE.path);
    return { client, close: () => client.close() };
  },
);

toolContract(
  `http on Node ${NODE.version}`,
  () => site,
  fixtureSite,
  async (era, env) => {
    const server = await startHttpServer(env, [], NODE.path);
    const client = await connectHttp(era, server.url);
    return {
      client,
      close: async () => {
        await client.close();
        await server.stop();
      },
    };
  },
);

describe(`get_version_status for versions the table lacks, on Node ${NODE.version}`, () => {
  for (const transport of ['stdio', 'http'] as const) {
    test(`${transport}: google-ads v3 and linkedin-ads 202401 answer with the family's known versions, never an exception's message`, async () => {
      let close: () => Promise<void>;
      let client: Awaited<ReturnType<typeof connectStdio>>['client'];
      if (transport === 'stdio') {
        ({ client } = await connectStdio('modern', serverEnv(site), NODE.path));
        close = () => client.close();
      } else {
        const server = await startHttpServer(serverEnv(site), [], NODE.path);
        client = await connectHttp('modern', server.url);
        close = async () => {
          await client.close();
          await server.stop();
        };
      }
      try {
        for (const [platform, version, known] of [
          ['google-ads', 'v3', /v\d\d/],
          ['linkedin-ads', '202401', /20\d{4}/],
        ] as const) {
          const r = await callTool(client, 'get_version_status', { platform, version });
          assert.doesNotMatch(r.text, /is not a function|TypeError|ReferenceError|at .+:\d+:\d+/, `${platform} ${version}: ${r.text}`);
          assert.match(r.text, new RegExp(version), `${platform} ${version} is named in the answer: ${r.text}`);
          assert.match(r.text, known, `${platform} ${version} names the family's known versions: ${r.text}`);
          assert.ok(r.text.length < 2000, `${platform} ${version}: a bounded answer, got ${r.text.length} characters`);
        }
      } finally {
        await close();
      }
    });
  }
});

describe(`pipelined calls over stdio on Node ${NODE.version}`, () => {
  interface Answer {
    id: number;
    result?: { isError?: boolean; content: { text: string }[]; structuredContent?: any };
    error?: unknown;
  }
  const calls: [string, Record<string, unknown>][] = [
    ['get_version_status', { platform: 'google-ads', version: 'v21' }],
    ['check_versions', { text: 'url = "https://googleads.googleapis.com/v21/customers/1/googleAds:search"\n', filename: 'client.py' }],
    ['search_changes', { query: 'sunset', limit: 100 }],
    ['get_upcoming_deprecations', {}],
  ];
  const request = (id: number, name: string, args: Record<string, unknown>) =>
    `${JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/call', params: { name, arguments: args } })}\n`;

  test('50 calls sent without waiting, twice (queued on a slow first load, then with the data loaded), read slowly: every answer right, nothing on stderr but the banner', async () => {
    // The site answers late, so the first 50 calls queue on the first load of each file.
    site.delayBy(200);
    const proc = spawn(NODE.path, [mcpBundle()], { env: serverEnv(site), stdio: ['pipe', 'pipe', 'pipe'] });
    let stderr = '';
    proc.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const answers = new Map<number, Answer>();
    let rest = '';
    let onAnswer = () => {};
    const read = () =>
      proc.stdout.on('data', (d: Buffer) => {
        const lines = (rest + d.toString()).split('\n');
        rest = lines.pop()!;
        for (const line of lines) {
          const msg = JSON.parse(line) as Answer;
          answers.set(msg.id, msg);
        }
        onAnswer();
      });
    const answered = (ids: number[]) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`not all of ${ids.length} calls answered within 60 s; stderr: ${stderr}`)), 60_000);
        onAnswer = () => {
          if (ids.every((id) => answers.has(id))) {
            clearTimeout(timer);
            resolve();
          }
        };
        onAnswer();
      });
    /** Send 50 calls at once; the answers wait in stdout (this reader has not started or is busy), as with a slow agent. */
    let next = 1;
    /** Which of `calls` each id asked. */
    const asked = new Map<number, number>();
    const pipeline = () => {
      const ids: number[] = [];
      let batch = '';
      for (let i = 0; i < 50; i++, next++) {
        const [name, args] = calls[i % calls.length]!;
        batch += request(next, name, args);
        asked.set(next, i % calls.length);
        ids.push(next);
      }
      proc.stdin.write(batch);
      return ids;
    };
    try {
      proc.stdin.write(
        `${JSON.stringify({ jsonrpc: '2.0', id: 0, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'raw', version: '1' } } })}\n`,
      );
      proc.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' })}\n`);
      const cold = pipeline();
      // Read nothing for a while: the answers fill the pipe and stdout's buffer, and wait for it to drain.
      await new Promise((r) => setTimeout(r, 2_000));
      read();
      await answered([0, ...cold]);
      proc.stdout.pause();
      const warm = pipeline();
      await new Promise((r) => setTimeout(r, 1_500));
      proc.stdout.resume();
      await answered(warm);

      // The same calls, one at a time: what each pipelined answer must equal.
      site.delayBy(0);
      const alone: Answer[] = [];
      for (const [name, args] of calls) {
        const id = next++;
        proc.stdin.write(request(id, name, args));
        await answered([id]);
        alone.push(answers.get(id)!);
      }
      for (const [i, a] of alone.entries()) assert.ok(a.result && a.result.isError !== true, `${calls[i]![0]}: ${JSON.stringify(a).slice(0, 500)}`);
      const [status, check] = alone.map((a) => a.result!.structuredContent);
      assert.deepEqual([status.versions[0].version, status.versions[0].status, status.versions[0].migrate_to], ['v21', 'sunset', 'v22']);
      assert.deepEqual(
        check.findings.map((f: { version: string; status: string }) => [f.version, f.status]),
        [['v21', 'sunset']],
      );
      for (const id of [...cold, ...warm]) {
        const k = asked.get(id)!;
        assert.deepEqual(answers.get(id)!.result, alone[k]!.result, `call ${id} (${calls[k]![0]}) answered as when sent alone`);
      }
      assert.equal(answers.size, 1 + 100 + calls.length);
    } finally {
      site.delayBy(0);
      const exited = new Promise((r) => proc.once('exit', r));
      proc.stdin.end();
      await exited;
    }
    // No MaxListenersExceededWarning (or any other line): the banner only.
    assert.deepEqual(
      stderr.split('\n').filter((l) => l !== ''),
      [`changeline-mcp: ${SERVER_VERSION} serving MCP on stdio; data from ${site.origin}`],
    );
  });
});
