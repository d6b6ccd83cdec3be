import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { gzipSync, brotliCompressSync, createGzip, constants } from 'node:zlib';
import { GetError, SIZE_LIMITS, getText, nodeGet, redirectTarget } from '../../../src/mcp/get.ts';
import { describeFetchFailure } from '../../../src/mcp/site-cache.ts';

let server: Server;
let base = '';
let bomb: Buffer;
const BOMB_DECODED = 1.1e9;

/** A gzip body that expands to 1.1 GB of zeros (about 5 MB as sent), made without holding 1.1 GB. */
async function makeBomb(): Promise<Buffer> {
  const gz = createGzip({ level: constants.Z_BEST_SPEED });
  const parts: Buffer[] = [];
  gz.on('data', (c: Buffer) => parts.push(c));
  const done = new Promise((r) => gz.on('end', r));
  const block = Buffer.alloc(1024 * 1024);
  for (let n = 0; n < BOMB_DECODED; n += block.length) if (!gz.write(block)) await new Promise((r) => gz.once('drain', r));
  gz.end();
  await done;
  return Buffer.concat(parts);
}
const BODY = JSON.stringify({ text: 'Réglementation €10 '.repeat(100) });

before(async () => {
  bomb = await makeBomb();
  server = createServer((req, res) => {
    const path = req.url ?? '/';
    if (path === '/bomb') return void res.writeHead(200, { 'content-encoding': 'gzip', 'content-length': bomb.length }).end(bomb);
    if (path === '/huge') return void res.writeHead(200, { 'content-length': SIZE_LIMITS.wire + 1 }).end();
    if (path === '/huge-chunked') {
      // No length announced: 40 MB of JSON-ish text, sent in pieces.
      res.writeHead(200, { 'content-type': 'application/json' });
      const piece = Buffer.alloc(1024 * 1024, 0x20);
      let sent = 0;
      const pump = () => {
        while (sent < 40) {
          sent++;
          if (!res.write(piece)) return void res.once('drain', pump);
        }
        res.end();
      };
      res.on('error', () => {});
      return pump();
    }
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

test('a gzip bomb (1.1 GB once decoded) is refused at the cap, with a clear error, in time and in bounded memory', async () => {
  assert.ok(bomb.length < 8 * 1024 * 1024, `${bomb.length} bytes as sent`);
  const rss = process.memoryUsage().rss;
  const t0 = Date.now();
  await assert.rejects(nodeGet(`${base}/bomb`, {}, 10_000), (err: Error) => {
    assert.ok(err instanceof GetError);
    assert.match(err.message, /over 64 MiB once decompressed, more than a Changeline file can be/);
    assert.match(describeFetchFailure(err, 10_000), /over 64 MiB once decompressed/);
    return true;
  });
  assert.ok(Date.now() - t0 < 10_000, 'within the deadline');
  const grew = (process.memoryUsage().rss - rss) / 1024 / 1024;
  assert.ok(grew < 400, `memory grew ${Math.round(grew)} MiB (unbounded decoding would take over 1 GiB)`);
});

test('an oversize body is refused, announced or not', async () => {
  await assert.rejects(nodeGet(`${base}/huge`, {}, 5_000), /the response is 32 MiB, over the 32 MiB a Changeline file can be/);
  await assert.rejects(getText(`${base}/huge-chunked`, {}, 5_000, { wire: 8 * 1024 * 1024, decoded: 64 * 1024 * 1024 }), /over 8 MiB as sent/);
  await assert.rejects(getText(`${base}/gzip`, {}, 5_000, { wire: 1024 * 1024, decoded: 100 }), /over 0 MiB once decompressed/);
});

test('a redirect from https to http is refused; https to https and http to https are followed', () => {
  assert.throws(
    () => redirectTarget(new URL('https://changeline.dev/api/changes.json'), 'http://changeline.dev/api/changes.json'),
    /refused a redirect from https:\/\/changeline\.dev to http:\/\/changeline\.dev: it would drop HTTPS/,
  );
  assert.equal(redirectTarget(new URL('https://a.test/x'), '/y').href, 'https://a.test/y');
  assert.equal(redirectTarget(new URL('http://a.test/x'), 'https://b.test/y').href, 'https://b.test/y');
});
