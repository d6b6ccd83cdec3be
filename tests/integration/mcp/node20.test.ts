/**
 * The MCP bundle on the oldest Node.js the README names (20), not only on the project's
 * Node 24: every tool of the shared contract (tests/support/mcp-contract.ts) over stdio and
 * over HTTP, with a real MCP client, plus the versions the table lacks. Node 20 is the
 * machine's own when it has one, else node@20 from the registry (tests/support/system-node.ts).
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fixtureSite } from '../../support/fixture-site.ts';
import { oldestNode } from '../../support/system-node.ts';
import { callTool, connectHttp, connectStdio, mcpBundle, serverEnv, startFixtureSite, startHttpServer } from '../../support/mcp.ts';
import { toolContract } from '../../support/mcp-contract.ts';
import { pipelinedCalls } from '../../support/mcp-pipeline.ts';
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

pipelinedCalls(`Node ${NODE.version}`, () => site, NODE.path);
