/**
 * The built fixture site on Cloudflare's Pages emulator (wrangler pages dev,
 * offline): the generated _headers label every file rightly, the API page is
 * HTML, and an unknown API file is never HTML labelled JSON.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { pagesDev, type PagesDev } from '../../support/validators.ts';
import { SITE, changes, files } from '../site/_site.ts';
import { PAGEFIND_ENTRY_PATH, PAGEFIND_SCRIPT_PATH } from '../../../src/model/links.ts';

let dev: PagesDev;
before(async () => {
  dev = await pagesDev(SITE);
});
after(async () => {
  await dev?.stop();
});

async function get(path: string) {
  const res = await fetch(`${dev.origin}${path}`, { redirect: 'manual' });
  return { status: res.status, type: res.headers.get('content-type') ?? '', cors: res.headers.get('access-control-allow-origin'), body: await res.text() };
}

const isJson = (body: string) => {
  try {
    JSON.parse(body);
    return true;
  } catch {
    return false;
  }
};

test('/api/ is the HTML documentation page, served as HTML', async () => {
  const r = await get('/api/');
  assert.equal(r.status, 200);
  assert.match(r.type, /^text\/html/);
  assert.match(r.body, /^<!DOCTYPE html>/i);
});

test('/api/changes.json and a change file are JSON with CORS', async () => {
  for (const path of ['/api/changes.json', `/api/change/${changes()[0]!.id}.json`, '/openapi.json']) {
    const r = await get(path);
    assert.equal(r.status, 200, path);
    assert.equal(r.type, 'application/json; charset=utf-8', path);
    assert.equal(r.cors, '*', path);
    assert.ok(isJson(r.body), path);
  }
});

test('feeds, calendars and llms.txt carry their own types', async () => {
  const want: Record<string, RegExp> = {
    '/feed.xml': /^application\/atom\+xml/,
    '/rss.xml': /^application\/rss\+xml/,
    '/feeds/google-ads.xml': /^application\/atom\+xml/,
    '/calendar.ics': /^text\/calendar/,
    '/calendars/x-ads.ics': /^text\/calendar/,
    // A set of platforms: '+' is a plain character in a path, served as the file of that name.
    '/calendars/google-ads+meta-ads.ics': /^text\/calendar/,
    '/feeds/google-ads+meta-ads.xml': /^application\/atom\+xml/,
    '/feed.json': /^application\/feed\+json/,
    '/llms.txt': /^text\/plain/,
  };
  for (const [path, type] of Object.entries(want)) {
    const r = await get(path);
    assert.equal(r.status, 200, path);
    assert.match(r.type, type, path);
    assert.equal(r.cors, '*', path);
  }
});

test('an unknown id, platform or tool file answers 404 with a JSON error body labelled JSON', async () => {
  for (const path of ['/api/change/google-ads-0000000000.json', '/api/changes/nope.json', '/api/prices/nope.json']) {
    const r = await get(path);
    assert.equal(r.status, 404, path);
    assert.equal(r.type, 'application/json; charset=utf-8', path);
    assert.equal(JSON.parse(r.body).error.status, 404, path);
  }
});

test('no response is HTML labelled JSON, nor JSON labelled HTML', async () => {
  for (const path of ['/api/nope.json', '/api/nope/', '/api/newsletter/nope.json', '/nope/', '/api/', '/api/index.json']) {
    const r = await get(path);
    if (r.type.startsWith('application/json')) assert.ok(isJson(r.body), `${path}: labelled JSON, body is not`);
    if (r.type.startsWith('text/html')) assert.match(r.body, /^<!DOCTYPE html>/i, `${path}: labelled HTML, body is not`);
  }
});

test("the emulator accepts every header rule; the only rule it rejects is Netlify's 404 rewrite", () => {
  const out = dev.output();
  const headerRules = Number(out.match(/Parsed (\d+) valid header rules/)?.[1]);
  assert.ok(headerRules > 10, out);
  assert.doesNotMatch(out, /invalid header rule/i);
  const invalid = out.match(/Found (\d+) invalid redirect rules?/);
  if (invalid) {
    assert.equal(invalid[1], '1', out);
    assert.match(out, /\/api\/\*\s+\/api\/404\.json\s+404/);
  }
});

test("pagefind's content-hashed files are served immutable; pagefind.js and pagefind-entry.json are revalidated", async () => {
  const built = files().filter((f) => f.startsWith('pagefind/'));
  const hashed = built.filter((f) => /^pagefind\/((index|fragment|filter)\/[a-z]+_[0-9a-f]{7,}\.pf_[a-z]+|pagefind\.[a-z]+_[0-9a-f]{7,}\.pf_meta)$/.test(f));
  assert.ok(hashed.some((f) => f.startsWith('pagefind/fragment/')) && hashed.some((f) => f.endsWith('.pf_meta')), built.join(' '));
  for (const f of built) {
    const res = await fetch(`${dev.origin}/${f}`);
    await res.arrayBuffer();
    assert.equal(res.status, 200, f);
    const cache = res.headers.get('cache-control') ?? '';
    if (hashed.includes(f)) assert.match(cache, /max-age=31536000, immutable/, f);
    else assert.doesNotMatch(cache, /immutable|max-age=[1-9]/, `${f}: ${cache}`);
  }
  for (const fixed of [PAGEFIND_SCRIPT_PATH, PAGEFIND_ENTRY_PATH]) assert.ok(built.includes(fixed.slice(1)) && !hashed.includes(fixed.slice(1)), fixed);
});
