import { test } from 'node:test';
import assert from 'node:assert/strict';
import { JsonSource, UpstreamError, describeFetchFailure } from '../../../src/mcp/site-cache.ts';
import type { HttpGet, HttpReply } from '../../../src/mcp/get.ts';

const BASE = 'https://site.test';

interface Call {
  url: string;
  ifNoneMatch: string | null;
}

/** A fake site: answers from `reply`, records every call. */
function fakeSite(reply: (call: Call, n: number) => HttpReply | Error) {
  const calls: Call[] = [];
  const get: HttpGet = async (url, headers) => {
    const call = { url, ifNoneMatch: headers['if-none-match'] ?? null };
    calls.push(call);
    const r = reply(call, calls.length);
    if (r instanceof Error) throw r;
    return r;
  };
  return { calls, get };
}

const json = (body: unknown, etag = '"v1"'): HttpReply => ({ status: 200, statusText: 'OK', etag, body: JSON.stringify(body) });
const status = (code: number, statusText: string, etag: string | null = null): HttpReply => ({ status: code, statusText, etag, body: '' });

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

test('a file is fetched once and served from memory within its TTL', async () => {
  const site = fakeSite(() => json({ a: 1 }));
  const c = clock();
  let prepared = 0;
  const src = new JsonSource({ base: BASE, ttlMs: 60_000, get: site.get, now: c.now });
  const prepare = (j: unknown) => {
    prepared++;
    return j;
  };
  const [x, y] = await Promise.all([src.get('/api/a.json', prepare), src.get('/api/a.json', prepare)]);
  assert.deepEqual(x.value, { a: 1 });
  assert.equal(y.value, x.value);
  c.advance(59_000);
  await src.get('/api/a.json', prepare);
  assert.equal(site.calls.length, 1);
  assert.equal(prepared, 1);
  assert.equal(site.calls[0]!.url, `${BASE}/api/a.json`);
});

test('after the TTL the file is revalidated with If-None-Match; a 304 keeps the prepared copy', async () => {
  const site = fakeSite((call) => (call.ifNoneMatch === '"v1"' ? status(304, 'Not Modified', '"v1"') : json({ a: 1 })));
  const c = clock();
  let prepared = 0;
  const prepare = (j: unknown) => {
    prepared++;
    return j;
  };
  const src = new JsonSource({ base: BASE, ttlMs: 1_000, get: site.get, now: c.now });
  const first = await src.get('/x.json', prepare);
  c.advance(1_001);
  const second = await src.get('/x.json', prepare);
  assert.equal(second.value, first.value);
  assert.equal(second.warning, undefined);
  assert.deepEqual(
    site.calls.map((x) => x.ifNoneMatch),
    [null, '"v1"'],
  );
  assert.equal(prepared, 1);
});

test('a changed file (new ETag) replaces the copy', async () => {
  const site = fakeSite((_c, n) => json({ version: n }, `"v${n}"`));
  const c = clock();
  const src = new JsonSource({ base: BASE, ttlMs: 10, get: site.get, now: c.now });
  assert.deepEqual((await src.get('/x.json', (j) => j)).value, { version: 1 });
  c.advance(11);
  assert.deepEqual((await src.get('/x.json', (j) => j)).value, { version: 2 });
});

test('without a copy, an HTTP error is an UpstreamError naming the URL and the status', async () => {
  const site = fakeSite(() => status(500, 'Internal Server Error'));
  const src = new JsonSource({ base: BASE, ttlMs: 0, get: site.get });
  await assert.rejects(
    src.get('/api/changes.json', (j) => j),
    (err: Error) => {
      assert.ok(err instanceof UpstreamError);
      assert.equal(err.status, 500);
      assert.equal(err.message, `Could not load ${BASE}/api/changes.json: HTTP 500 Internal Server Error`);
      return true;
    },
  );
});

test('without a copy, an unreachable site is an UpstreamError saying why', async () => {
  const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED' });
  const site = fakeSite(() => refused);
  const src = new JsonSource({ base: BASE, ttlMs: 0, get: site.get });
  await assert.rejects(
    src.get('/api/changes.json', (j) => j),
    {
      name: 'UpstreamError',
      message: `Could not load ${BASE}/api/changes.json: the site is unreachable (connection refused, ECONNREFUSED)`,
    },
  );
});

test('the last good copy is served, with a warning, while the site fails; then it recovers', async () => {
  let down = false;
  const site = fakeSite((_c, n) => (down ? status(503, 'Service Unavailable') : json({ n }, `"v${n}"`)));
  const c = clock(Date.parse('2026-09-05T10:00:00Z'));
  const src = new JsonSource({ base: BASE, ttlMs: 1_000, retryMs: 500, get: site.get, now: c.now });
  await src.get('/x.json', (j) => j);
  down = true;
  c.advance(1_001);
  const stale = await src.get('/x.json', (j) => j);
  assert.deepEqual(stale.value, { n: 1 });
  assert.match(
    stale.warning!,
    /^Could not load https:\/\/site\.test\/x\.json: HTTP 503 Service Unavailable\. Serving the copy fetched at 2026-09-05T10:00:00\.000Z/,
  );
  // Within the retry delay the copy is served without asking the site again.
  const calls = site.calls.length;
  await src.get('/x.json', (j) => j);
  assert.equal(site.calls.length, calls);
  down = false;
  c.advance(501);
  const fresh = await src.get('/x.json', (j) => j);
  assert.equal(fresh.warning, undefined);
  assert.deepEqual(fresh.value, { n: calls + 1 });
});

test('a response that is not JSON, or not the expected file, is an error naming the URL', async () => {
  const bad = fakeSite(() => ({ status: 200, statusText: 'OK', etag: null, body: '<html>' }));
  await assert.rejects(
    new JsonSource({ base: BASE, ttlMs: 0, get: bad.get }).get('/a.json', (j) => j),
    /Could not load https:\/\/site\.test\/a\.json: the response is not valid JSON/,
  );
  const wrong = fakeSite(() => json([]));
  const prepare = () => {
    throw new Error('"changes" is not an array');
  };
  await assert.rejects(
    new JsonSource({ base: BASE, ttlMs: 0, get: wrong.get }).get('/a.json', prepare),
    /not a Changeline API file: "changes" is not an array/,
  );
});

test('describeFetchFailure names timeouts and network errors', () => {
  assert.equal(describeFetchFailure(new DOMException('x', 'TimeoutError'), 10_000), 'no answer within 10 s');
  const agg = Object.assign(new TypeError('fetch failed'), { cause: new AggregateError([Object.assign(new Error('x'), { code: 'ENOTFOUND' })]) });
  assert.equal(describeFetchFailure(agg, 1000), 'the site is unreachable (host not found, ENOTFOUND)');
});

// A server that waited for the hung site would never answer: the test's timeout is what fails then.
test('stale while revalidate: past the TTL, a site that hangs gets the old copy at once, marked stale; the read goes on and replaces it', {
  timeout: 10_000,
}, async () => {
  let release: ((r: HttpReply) => void) | undefined;
  let n = 0;
  const get: HttpGet = async () => {
    n++;
    if (n === 1) return json({ n: 1 }, '"v1"');
    return new Promise<HttpReply>((resolve) => (release = resolve));
  };
  const c = clock(Date.parse('2026-09-05T10:00:00Z'));
  const src = new JsonSource({ base: BASE, ttlMs: 1_000, staleAfterMs: 50, timeoutMs: 10_000, get, now: c.now });
  await src.get('/x.json', (j) => j);
  c.advance(1_001);
  const stale = await src.get('/x.json', (j) => j);
  assert.deepEqual(stale.value, { n: 1 });
  assert.match(stale.warning!, /^https:\/\/site\.test\/x\.json did not answer within 50 ms\. Serving the copy fetched at 2026-09-05T10:00:00\.000Z/);
  // A second caller meanwhile joins the same read and is not kept waiting either.
  const again = await src.get('/x.json', (j) => j);
  assert.deepEqual(again.value, { n: 1 });
  assert.equal(n, 2, 'one revalidation, not one per caller');
  release!(json({ n: 2 }, '"v2"'));
  await new Promise((r) => setTimeout(r, 10));
  const fresh = await src.get('/x.json', (j) => j);
  assert.deepEqual(fresh, { value: { n: 2 } }, 'the finished read replaced the copy, with no warning');
});

test('without a copy, a slow site is waited for (nothing stale to serve)', async () => {
  const get: HttpGet = () => new Promise<HttpReply>((resolve) => setTimeout(() => resolve(json({ n: 1 })), 120));
  const src = new JsonSource({ base: BASE, ttlMs: 1_000, staleAfterMs: 20, get });
  assert.deepEqual(await src.get('/x.json', (j) => j), { value: { n: 1 } });
});
