/**
 * The bundled MCP server in HTTP mode (`--port 0`), both protocol eras,
 * against the fixture site served locally; and what the HTTP endpoint
 * refuses.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { fixtureSite } from '../../support/fixture-site.ts';
import { connectHttp, serverEnv, startFixtureSite, startHttpServer, type HttpProcess } from '../../support/mcp.ts';
import { toolContract } from '../../support/mcp-contract.ts';
import { pipelinedCalls } from '../../support/mcp-pipeline.ts';
import type { StaticServer } from '../../support/site-server.ts';

let site: StaticServer;
before(async () => {
  site = await startFixtureSite();
});
after(() => site.stop());

toolContract(
  'http',
  () => site,
  fixtureSite,
  async (era, env) => {
    const server = await startHttpServer(env);
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

pipelinedCalls(`Node ${process.version}`, () => site, process.execPath, ['http']);

const LIST = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
const LEGACY_HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };

/** A raw request with exactly these headers (fetch would not let us set Host). */
function raw(url: string, method: string, headers: Record<string, string>, body?: string | Buffer) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      let text = '';
      res.on('data', (d: Buffer) => (text += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const errorMessage = (body: string) => (JSON.parse(body) as { error: { message: string } }).error.message;

describe('http: what the endpoint refuses', () => {
  let server: HttpProcess;
  before(async () => {
    server = await startHttpServer(serverEnv(site));
  });
  after(() => server.stop());

  test('listens on 127.0.0.1 and answers POST /mcp', async () => {
    assert.match(server.url, /^http:\/\/127\.0\.0\.1:\d+\/mcp$/);
    const res = await raw(server.url, 'POST', LEGACY_HEADERS, LIST);
    assert.equal(res.status, 200);
    assert.match(res.body, /search_changes/);
  });

  test('a foreign Origin gets 403; a localhost Origin is served', async () => {
    const evil = await raw(server.url, 'POST', { ...LEGACY_HEADERS, origin: 'http://evil.example' }, LIST);
    assert.equal(evil.status, 403);
    assert.match(errorMessage(evil.body), /Origin/);
    const nul = await raw(server.url, 'POST', { ...LEGACY_HEADERS, origin: 'null' }, LIST);
    assert.equal(nul.status, 403);
    const local = await raw(server.url, 'POST', { ...LEGACY_HEADERS, origin: 'http://localhost:6274' }, LIST);
    assert.equal(local.status, 200);
    assert.equal(local.headers['access-control-allow-origin'], 'http://localhost:6274');
  });

  test('a foreign Host (DNS rebinding) gets 403', async () => {
    const res = await raw(server.url, 'POST', { ...LEGACY_HEADERS, host: 'evil.example' }, LIST);
    assert.equal(res.status, 403);
    assert.match(errorMessage(res.body), /Host/);
  });

  test('a body over the cap gets 413, announced or streamed', async () => {
    const big = Buffer.alloc(1024 * 1024 + 1, ' ');
    const announced = await raw(server.url, 'POST', { ...LEGACY_HEADERS, 'content-length': String(big.length) }, big);
    assert.equal(announced.status, 413);
    assert.match(errorMessage(announced.body), /over 1048576 bytes/);
    const chunked = await raw(server.url, 'POST', { ...LEGACY_HEADERS, 'transfer-encoding': 'chunked' }, big);
    assert.equal(chunked.status, 413);
  });

  test('methods other than POST get 405 with Allow; other paths 404', async () => {
    for (const method of ['GET', 'DELETE', 'PUT']) {
      const res = await raw(server.url, method, { accept: 'text/event-stream' });
      assert.equal(res.status, 405, method);
      assert.equal(res.headers.allow, 'POST, OPTIONS');
      assert.match(errorMessage(res.body), new RegExp(`Method ${method} not allowed.*POST /mcp`));
    }
    const other = await raw(server.url.replace(/\/mcp$/, '/api'), 'POST', LEGACY_HEADERS, LIST);
    assert.equal(other.status, 404);
    assert.match(errorMessage(other.body), /The MCP endpoint is POST \/mcp/);
  });

  test('a wrong Content-Type gets 415 and a missing Accept type 406, with messages that say what to send', async () => {
    const type = await raw(server.url, 'POST', { 'content-type': 'text/plain', accept: 'application/json, text/event-stream' }, LIST);
    assert.equal(type.status, 415);
    assert.match(errorMessage(type.body), /Unsupported Content-Type "text\/plain": send JSON-RPC as application\/json/);
    const accept = await raw(server.url, 'POST', { 'content-type': 'application/json', accept: 'application/json' }, LIST);
    assert.equal(accept.status, 406);
    assert.match(errorMessage(accept.body), /accept both application\/json and text\/event-stream/);
    const parse = await raw(server.url, 'POST', LEGACY_HEADERS, '{not json');
    assert.equal(parse.status, 400);
  });

  test('an absolute-form request target (as a proxy sends it) is served; one naming a foreign host gets 403', async () => {
    const { port } = new URL(server.url);
    const send = (target: string) =>
      new Promise<string>((resolve, reject) => {
        const sock = connect(Number(port), '127.0.0.1', () => {
          sock.end(
            `POST ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\nContent-Length: ${Buffer.byteLength(LIST)}\r\nConnection: close\r\n\r\n${LIST}`,
          );
        });
        let out = '';
        sock.on('data', (d: Buffer) => (out += d.toString()));
        sock.on('end', () => resolve(out));
        sock.on('error', reject);
      });
    const ok = await send(`http://127.0.0.1:${port}/mcp`);
    assert.match(ok, /^HTTP\/1\.1 200 /);
    assert.match(ok, /"search_changes"/);
    const foreign = await send('http://evil.example/mcp');
    assert.match(foreign, /^HTTP\/1\.1 403 /);
  });

  test('a browser preflight from localhost is answered', async () => {
    const res = await raw(server.url, 'OPTIONS', { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' });
    assert.equal(res.status, 204);
    assert.match(String(res.headers['access-control-allow-headers']), /mcp-protocol-version/);
  });

  test('is not reachable on a non-loopback address', async (t) => {
    const port = Number(new URL(server.url).port);
    const addresses = Object.values(networkInterfaces())
      .flat()
      .filter((a) => a !== undefined && !a.internal)
      .map((a) => a!.address);
    if (addresses.length === 0) {
      t.skip('this machine has no non-loopback interface to try');
      return;
    }
    for (const address of addresses) {
      const outcome = await new Promise<string>((resolve) => {
        const sock = connect({ host: address, port, timeout: 2000 });
        sock.once('connect', () => {
          sock.destroy();
          resolve('connected');
        });
        sock.once('timeout', () => {
          sock.destroy();
          resolve('timeout');
        });
        sock.once('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? 'error'));
      });
      assert.notEqual(outcome, 'connected', `${address}:${port} must not accept connections`);
    }
  });
});
