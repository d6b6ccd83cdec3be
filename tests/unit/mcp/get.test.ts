import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { gzipSync, brotliCompressSync } from 'node:zlib';
import { nodeGet } from '../../../src/mcp/get.ts';
import { describeFetchFailure } from '../../../src/mcp/source.ts';

let server: Server;
let base = '';
const BODY = JSON.stringify({ text: 'Réglementation €10 '.repeat(100) });

before(async () => {
  server = createServer((req, res) => {
    const path = req.url ?? '/';
    if (path === '/plain') return void res.writeHead(200, { etag: '"p1"', 'content-type': 'application/json' }).end(BODY);
    if (path === '/gzip') return void res.writeHead(200, { 'content-encoding': 'gzip' }).end(gzipSync(BODY));
    if (path === '/br') return void res.writeHead(200, { 'content-encoding': 'br' }).end(brotliCompressSync(BODY));
    if (path === '/moved') return void res.writeHead(301, { location: '/plain' }).end();
    if (path === '/loop') return void res.writeHead(302, { location: '/loop' }).end();
    if (path === '/slow') return void setTimeout(() => res.writeHead(200).end('{}'), 2_000).unref();
    if (path === '/etag') {
      if (req.headers['if-none-match'] === '"e1"') return void res.writeHead(304, { etag: '"e1"' }).end();
      return void res.writeHead(200, { etag: '"e1"' }).end('{}');
    }
    res.writeHead(500, 'Internal Server Error').end('nope');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
after(() => {
  server.closeAllConnections();
  server.close();
});

test('reads a body with its status and ETag', async () => {
  const r = await nodeGet(`${base}/plain`, {}, 5_000);
  assert.deepEqual({ ...r, body: JSON.parse(r.body) }, { status: 200, statusText: 'OK', etag: '"p1"', body: JSON.parse(BODY) });
});

test('decodes gzip and brotli', async () => {
  assert.equal((await nodeGet(`${base}/gzip`, {}, 5_000)).body, BODY);
  assert.equal((await nodeGet(`${base}/br`, {}, 5_000)).body, BODY);
});

test('follows redirects, up to a limit', async () => {
  assert.equal((await nodeGet(`${base}/moved`, {}, 5_000)).body, BODY);
  await assert.rejects(nodeGet(`${base}/loop`, {}, 5_000), /more than 5 redirects/);
});

test('sends the headers given: If-None-Match gets a 304', async () => {
  const r = await nodeGet(`${base}/etag`, { 'if-none-match': '"e1"' }, 5_000);
  assert.deepEqual([r.status, r.etag, r.body], [304, '"e1"', '']);
});

test('an error status is returned, not thrown', async () => {
  const r = await nodeGet(`${base}/other`, {}, 5_000);
  assert.deepEqual([r.status, r.statusText], [500, 'Internal Server Error']);
});

test('a deadline and a refused connection fail in words describeFetchFailure can name', async () => {
  const slow = await nodeGet(`${base}/slow`, {}, 100).catch((e: unknown) => e);
  assert.equal(describeFetchFailure(slow, 100), 'no answer within 0.1 s');
  const refused = await nodeGet('http://127.0.0.1:9/x', {}, 5_000).catch((e: unknown) => e);
  assert.equal(describeFetchFailure(refused, 5_000), 'the site is unreachable (connection refused, ECONNREFUSED)');
});
