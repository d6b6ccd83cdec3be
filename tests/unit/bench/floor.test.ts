/** Which of a build's files the bench's floor makes (bench/floor.ts): route outputs only, split into pages and files. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { floorRoutes, isRouteOutput } from '../../../bench/floor.ts';

test('the floor makes every route output the first floor lacks: pages by folder, other files by path', () => {
  const site = [
    '404.html',
    '_headers',
    '_astro/filter.abc123.js',
    'api/404.json',
    'api/badges/meta-ads/meta-ads-api/v3.json',
    'api/change/meta-ads-0123456789.json',
    'api/changes.json',
    'api/changes/meta-ads.json',
    'api/index.html',
    'calendars/google-ads+meta-ads.ics',
    'changeline-check.mjs',
    'changeline-mcp.mjs',
    'changes/meta-ads-0123456789/index.html',
    'changes/page/2/index.html',
    'index.html',
    'og/platforms/meta-ads.png',
    'pagefind/pagefind.js',
    'platforms/meta-ads/versions/meta-ads-api/v3/index.html',
    'sitemap-0.xml',
    'sitemap-index.xml',
  ];
  const routes = floorRoutes(site, new Set(['_headers']), ['meta-ads-0123456789']);
  assert.deepEqual(routes, {
    pages: ['api', 'changes/page/2', 'platforms/meta-ads/versions/meta-ads-api/v3'],
    files: ['api/404.json', 'api/badges/meta-ads/meta-ads-api/v3.json', 'calendars/google-ads+meta-ads.ics', 'og/platforms/meta-ads.png'],
  });
  assert.equal(isRouteOutput('pagefind/fragment/en_1.pf_fragment', new Set()), false);
  assert.equal(isRouteOutput('feeds/meta-ads.xml', new Set()), true);
});
