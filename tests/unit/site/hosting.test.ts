/** The hosting files (public/_headers, the JSON 404 bodies) come from the endpoint table and are up to date. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ENDPOINTS, FILES } from '../../../src/api/endpoints.ts';
import { PAGEFIND_ENTRY_PATH, PAGEFIND_SCRIPT_PATH } from '../../../src/model/links.ts';
import { ApiError } from '../../../src/schemas/api.ts';
import { folderPattern, headerRules, notFoundPages } from '../../../src/build/hosting.ts';
import { staleHostingFiles } from '../../../src/build/hosting-files.ts';

/** A rule's pattern as Cloudflare Pages matches it: the whole path, one `*` matching any run of characters (slashes included). */
const patternRe = (pattern: string) =>
  new RegExp(
    `^${pattern
      .split('*')
      .map((s) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'))
      .join('.*')}$`,
  );
/** The rules a host applies to a path (Netlify and Cloudflare Pages: exact path, or a pattern with one `*`). */
function rulesFor(path: string) {
  return headerRules().filter((r) => patternRe(r.pattern).test(path));
}
const typeOf = (path: string) =>
  rulesFor(path)
    .map((r) => r.headers['Content-Type'])
    .filter(Boolean);

test('public/ holds the generated hosting files (npm run hosting; this is its --check)', () => {
  assert.deepEqual(staleHostingFiles(), []);
});

test('every endpoint and file gets its content type and CORS; the API page and other HTML do not', () => {
  for (const e of ENDPOINTS) {
    const path = e.path.replace(/\{[a-z_]+\}/g, 'x');
    assert.deepEqual(typeOf(path), ['application/json; charset=utf-8'], path);
    assert.ok(
      rulesFor(path).some((r) => r.headers['Access-Control-Allow-Origin'] === '*'),
      path,
    );
  }
  for (const f of FILES) assert.deepEqual(typeOf(f.path), [`${f.media_type}; charset=utf-8`], f.path);
  for (const html of ['/api/', '/', '/changes/', '/api/nope.json', '/404.html']) assert.deepEqual(typeOf(html), [], html);
  assert.ok(rulesFor('/api/').every((r) => r.pattern === '/*'));
});

test('a templated path makes a rule for the folder before its first template', () => {
  assert.equal(folderPattern('/api/change/{id}.json'), '/api/change/*');
  assert.equal(folderPattern('/api/badges/{platform}/{api_slug}/{version}.json'), '/api/badges/*');
  assert.throws(() => folderPattern('/api/index.json'), /no template/);
});

test('each templated API folder has a JSON 404 body naming what was not found', () => {
  const pages = notFoundPages();
  assert.deepEqual(
    Object.keys(pages).sort(),
    ENDPOINTS.filter((e) => e.param)
      .map((e) => `${folderPattern(e.path).slice(0, -1)}404.html`)
      .sort(),
  );
  assert.ok(pages['/api/change/404.html'] && pages['/api/prices/404.html']);
  for (const [path, body] of Object.entries(pages)) {
    const parsed = ApiError.parse(JSON.parse(body));
    assert.equal(parsed.error.status, 404, path);
  }
  assert.match(pages['/api/change/404.html']!, /No change has this id/);
  assert.match(pages['/api/changes/404.html']!, /google-ads/);
});

test("pagefind's content-hashed files are cached a year, immutable; its script and entry file are not", () => {
  const cacheOf = (path: string) =>
    rulesFor(path)
      .map((r) => r.headers['Cache-Control'])
      .filter(Boolean);
  const immutable = ['public, max-age=31536000, immutable'];
  for (const hashed of [
    '/pagefind/index/en_1a2b3c4.pf_index',
    '/pagefind/fragment/en_1a2b3c4.pf_fragment',
    '/pagefind/filter/en_1a2b3c4.pf_filter',
    '/pagefind/pagefind.en_dc6eecf3ec.pf_meta',
  ]) {
    assert.deepEqual(cacheOf(hashed), immutable, hashed);
  }
  for (const fixed of [PAGEFIND_SCRIPT_PATH, PAGEFIND_ENTRY_PATH, '/pagefind/pagefind-worker.js', '/pagefind/wasm.en.pagefind', '/pagefind/pagefind-ui.js']) {
    assert.deepEqual(cacheOf(fixed), [], fixed);
  }
  // Each pattern has at most one `*`: Cloudflare Pages skips a rule with more.
  for (const r of headerRules()) assert.ok(r.pattern.split('*').length <= 2, r.pattern);
});
