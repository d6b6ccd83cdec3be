/** The hosting files (public/_headers, the JSON 404 bodies) come from the endpoint table and are up to date. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ENDPOINTS, FILES } from '../../../src/lib/endpoints.ts';
import { ApiError } from '../../../src/schemas/api.ts';
import { folderPattern, headerRules, notFoundPages } from '../../../src/lib/hosting.ts';
import { staleHostingFiles } from '../../../scripts/hosting.ts';

/** The rules a host applies to a path (Netlify and Cloudflare Pages: exact path, or `/folder/*` splat). */
function rulesFor(path: string) {
  return headerRules().filter((r) => r.pattern === path || (r.pattern.endsWith('*') && path.startsWith(r.pattern.slice(0, -1))));
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
