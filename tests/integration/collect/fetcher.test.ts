/**
 * The fetcher (src/collect/lib/fetcher.ts) against a local server reached
 * through CHANGELINE_ORIGIN_OVERRIDE: headers, retries and Retry-After,
 * conditional requests, redirects, body cap, timeouts, per-host concurrency,
 * robots.txt.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Fetcher, type HttpError, httpConfig, retryAfterMs, wireUrl } from '../../../src/collect/lib/fetcher.ts';
import { Robots } from '../../../src/collect/lib/robots.ts';

type Handler = (req: IncomingMessage, res: ServerResponse, host: string, path: string) => void;

async function serve(handler: Handler) {
  const sockets = new Set<import('node:net').Socket>();
  const server = createServer((req, res) => {
    const [, host = '', ...rest] = (req.url ?? '/').split('?')[0]!.split('/');
    handler(req, res, host, `/${rest.join('/')}`);
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    close: () =>
      new Promise<void>((r) => {
        for (const s of sockets) s.destroy();
        server.close(() => r());
      }),
  };
}

function fetcher(origin: string, env: Record<string, string> = {}, sleeps: number[] = []) {
  const cfg = httpConfig({
    CHANGELINE_ORIGIN_OVERRIDE: origin,
    CHANGELINE_HTTP_RETRIES: '2',
    CHANGELINE_HTTP_BACKOFF_MS: '100',
    CHANGELINE_HTTP_TIMEOUT_MS: '300',
    SITE_URL: 'https://changeline.test',
    ...env,
  });
  return new Fetcher(cfg, { sleep: async (ms) => void sleeps.push(ms) });
}

test('the test seam maps https://<host>/<path> to <origin>/<host>/<path>; a bad override is refused', () => {
  assert.equal(wireUrl('https://docs.x.com/a/b.md?x=1', 'http://127.0.0.1:9'), 'http://127.0.0.1:9/docs.x.com/a/b.md?x=1');
  assert.equal(wireUrl('https://docs.x.com/a', undefined), 'https://docs.x.com/a');
  assert.throws(() => httpConfig({ CHANGELINE_ORIGIN_OVERRIDE: 'not a url' }), /CHANGELINE_ORIGIN_OVERRIDE/);
  assert.throws(() => httpConfig({ CHANGELINE_HTTP_RETRIES: '-1' }), /CHANGELINE_HTTP_RETRIES/);
});

test('requests say who we are and ask for English', async () => {
  let headers: IncomingMessage['headers'] = {};
  const srv = await serve((req, res) => {
    headers = req.headers;
    res.end('ok');
  });
  const f = fetcher(srv.origin);
  const r = await f.get('https://example.com/page');
  assert.equal(r.status, 200);
  assert.match(headers['user-agent']!, /^Changeline\/1\.0 \(\+https:\/\/changeline\.test\/bot\/;/);
  assert.match(headers['accept-language']!, /^en-US/);
  await f.close();
  await srv.close();
});

test('5xx is retried with exponential backoff; 429 waits as long as Retry-After says', async () => {
  let calls = 0;
  const srv = await serve((_req, res, _h, path) => {
    calls++;
    if (path === '/flaky' && calls <= 2) return void res.writeHead(503).end();
    if (path === '/busy' && calls <= 1) return void res.writeHead(429, { 'retry-after': '3' }).end();
    res.end('fine');
  });
  const sleeps: number[] = [];
  const f = fetcher(srv.origin, {}, sleeps);
  assert.equal((await f.get('https://example.com/flaky')).status, 200);
  assert.deepEqual(sleeps, [100, 200]);
  calls = 0;
  sleeps.length = 0;
  assert.equal((await f.get('https://example.com/busy')).status, 200);
  assert.deepEqual(sleeps, [3000], 'Retry-After: 3 honoured');
  assert.equal(f.stats.retries, 3);
  await f.close();
  await srv.close();
});

test('a Retry-After longer than the cap fails at once; persistent errors fail after the retries, naming the status', async () => {
  const srv = await serve((_req, res, _h, path) => {
    if (path === '/later') return void res.writeHead(429, { 'retry-after': '7200' }).end();
    res.writeHead(500).end();
  });
  const sleeps: number[] = [];
  const f = fetcher(srv.origin, { CHANGELINE_HTTP_MAX_RETRY_AFTER_MS: '60000' }, sleeps);
  await assert.rejects(f.get('https://example.com/later'), /Retry-After asks for 7200 s, more than the 60 s/);
  assert.deepEqual(sleeps, []);
  await assert.rejects(f.get('https://example.com/broken'), (e: HttpError) => e.status === 500 && /HTTP 500 .*gave up after 3 attempts/.test(e.message));
  assert.equal(retryAfterMs('Wed, 25 Nov 2026 06:00:10 GMT', Date.parse('2026-11-25T06:00:00Z')), 10_000);
  await f.close();
  await srv.close();
});

test('conditional requests: the validators are sent and a 304 is reported as such', async () => {
  const srv = await serve((req, res) => {
    if (req.headers['if-none-match'] === '"v1"') return void res.writeHead(304).end();
    res.writeHead(200, { etag: '"v1"', 'last-modified': 'Wed, 25 Nov 2026 06:00:00 GMT' }).end('body');
  });
  const f = fetcher(srv.origin);
  const first = await f.get('https://example.com/p');
  assert.equal(first.status, 200);
  assert.equal(first.status === 200 && first.etag, '"v1"');
  const second = await f.get('https://example.com/p', { validators: { etag: '"v1"' } });
  assert.equal(second.status, 304);
  assert.equal(f.stats.notModified, 1);
  await f.close();
  await srv.close();
});

test('redirects are followed only to https', async () => {
  const srv = await serve((_req, res, host, path) => {
    if (path === '/old') return void res.writeHead(301, { location: 'https://new.example.com/page' }).end();
    if (path === '/insecure') return void res.writeHead(302, { location: 'http://example.com/page' }).end();
    res.end(`${host}${path}`);
  });
  const f = fetcher(srv.origin);
  const r = await f.get('https://example.com/old');
  assert.equal(r.status === 200 && r.body, 'new.example.com/page');
  assert.equal(r.finalUrl, 'https://new.example.com/page');
  await assert.rejects(
    f.get('https://example.com/insecure'),
    /redirect from https:\/\/example\.com\/insecure to non-https http:\/\/example\.com\/page refused/,
  );
  await f.close();
  await srv.close();
});

test('a body over the cap is refused, declared or streamed', async () => {
  const big = 'x'.repeat(5000);
  const srv = await serve((_req, res, _h, path) => {
    if (path === '/declared') return void res.writeHead(200, { 'content-length': big.length }).end(big);
    res.writeHead(200);
    res.write(big);
    res.end(big);
  });
  const f = fetcher(srv.origin, { CHANGELINE_HTTP_MAX_BYTES: '4096' });
  await assert.rejects(f.get('https://example.com/declared'), /larger than 4096 bytes/);
  await assert.rejects(f.get('https://example.com/streamed'), /larger than 4096 bytes/);
  await f.close();
  await srv.close();
});

test('a response that never comes times out, is retried, then fails naming the timeout', async () => {
  let calls = 0;
  const srv = await serve(() => {
    calls++;
  });
  const f = fetcher(srv.origin, { CHANGELINE_HTTP_RETRIES: '1' });
  await assert.rejects(f.get('https://example.com/slow'), (e: HttpError) => e.kind === 'timeout' && /timed out after 300 ms/.test(e.message));
  assert.equal(calls, 2);
  await f.close();
  await srv.close();
});

test('at most N requests run at once per host, while other hosts proceed in parallel', async () => {
  const active = new Map<string, number>();
  const peak = new Map<string, number>();
  let overall = 0;
  let overallPeak = 0;
  const srv = await serve((_req, res, host) => {
    active.set(host, (active.get(host) ?? 0) + 1);
    overall++;
    peak.set(host, Math.max(peak.get(host) ?? 0, active.get(host)!));
    overallPeak = Math.max(overallPeak, overall);
    setTimeout(() => {
      active.set(host, active.get(host)! - 1);
      overall--;
      res.end('ok');
    }, 60);
  });
  const f = fetcher(srv.origin, { CHANGELINE_HTTP_PER_HOST: '2', CHANGELINE_HTTP_TIMEOUT_MS: '5000' });
  const urls = ['a', 'b', 'c'].flatMap((h) => [1, 2, 3, 4, 5].map((i) => `https://${h}.example.com/${i}`));
  await Promise.all(urls.map((u) => f.get(u)));
  assert.deepEqual([...peak.values()], [2, 2, 2]);
  assert.ok(overallPeak > 2, `hosts were fetched in parallel (peak ${overallPeak})`);
  await f.close();
  await srv.close();
});

test('robots.txt: disallowed paths are refused, a missing file allows, an unreachable one disallows', async () => {
  const srv = await serve((_req, res, host, path) => {
    if (path === '/robots.txt' && host === 'strict.example.com')
      return void res.end('User-agent: Changeline\nDisallow: /private\n\nUser-agent: *\nDisallow: /\n');
    if (path === '/robots.txt' && host === 'down.example.com') return void res.writeHead(503).end();
    if (path === '/robots.txt') return void res.writeHead(404).end();
    res.end('ok');
  });
  const robots = new Robots(fetcher(srv.origin, { CHANGELINE_HTTP_RETRIES: '0' }));
  await robots.check('https://strict.example.com/public');
  await assert.rejects(robots.check('https://strict.example.com/private/page'), /robots\.txt of https:\/\/strict\.example\.com disallows/);
  await robots.check('https://open.example.com/anything');
  await assert.rejects(robots.check('https://down.example.com/page'), /could not be read .*treating the site as disallowed/);
  await srv.close();
});
