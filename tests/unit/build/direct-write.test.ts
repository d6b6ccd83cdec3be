/**
 * The direct writer (src/integrations/direct-write.ts) driven through its
 * Astro hooks with a stand-in for Astro's prerenderer: which responses it
 * writes itself, which it leaves to Astro, and the guard that fails the
 * build, naming the cause, when a file it wrote no longer holds what it wrote;
 * and the cut-down copies of searchable pages it leaves for pagefind.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AstroPrerenderer } from 'astro';
import directWrite, { GUARD_MESSAGE, type Indexer } from '../../../src/integrations/direct-write.ts';

const noopLogger = { info() {}, warn() {}, error() {}, debug() {} } as never;

/** The integration set up on a temporary site; returns its wrapped prerenderer and the hooks. */
async function setup(env: Record<string, string> = {}, indexFails?: string) {
  const root = mkdtempSync(join(tmpdir(), 'changeline-dw-'));
  const outDir = join(root, 'dist');
  const publicDir = join(root, 'public');
  mkdirSync(publicDir, { recursive: true });
  writeFileSync(join(publicDir, 'robots-static.txt'), 'x');
  mkdirSync(join(publicDir, 'kept'), { recursive: true });
  writeFileSync(join(publicDir, 'kept', 'file.json'), '{}');
  const saved = process.env.CHANGELINE_BUILD;
  if (env.CHANGELINE_BUILD) process.env.CHANGELINE_BUILD = env.CHANGELINE_BUILD;
  else delete process.env.CHANGELINE_BUILD;
  /** The indexer's calls: [site folder, output folder], in order. */
  const indexed: [string, string][] = [];
  const indexer: Indexer = async (site, output) => {
    indexed.push([site, output]);
    return indexFails;
  };
  const integration = directWrite({ indexer });
  const hooks = integration.hooks as Record<string, (arg: any) => any>;
  hooks['astro:config:done']!({
    config: {
      outDir: pathToFileURL(`${outDir}/`),
      cacheDir: pathToFileURL(`${root}/cache/`),
      publicDir: pathToFileURL(`${publicDir}/`),
      build: { format: 'directory' },
      experimental: {},
    },
  });
  if (saved === undefined) delete process.env.CHANGELINE_BUILD;
  else process.env.CHANGELINE_BUILD = saved;
  const astro: AstroPrerenderer = {
    name: 'stand-in',
    getStaticPaths: async () => PATHS as never,
    render: async (request) => {
      const path = new URL(request.url).pathname;
      if (path === '/gone/') return new Response(null, { status: 301, headers: { location: '/' } });
      if (path.includes('searchable')) return new Response(searchablePage(path), { status: 200 });
      return new Response(`body of ${path}`, { status: 200 });
    },
  };
  let wrapped: AstroPrerenderer | undefined;
  hooks['astro:build:start']!({
    logger: noopLogger,
    setPrerenderer: (p: AstroPrerenderer | ((d: AstroPrerenderer) => AstroPrerenderer)) => {
      wrapped = typeof p === 'function' ? p(astro) : p;
    },
  });
  const render = async (path: string, type: 'page' | 'endpoint') => {
    const p = wrapped ?? astro;
    const r = await p.render(new Request(`https://site.test${path}`), { routeData: { type } as never });
    return r instanceof Response ? r : r.response;
  };
  const done = () => hooks['astro:build:done']!({ logger: noopLogger, dir: pathToFileURL(`${outDir}/`), pages: [], assets: new Map() });
  return { outDir, searchDir: join(root, 'cache', 'search-copy'), render, done, wrapped, indexed };
}

/** What the stand-in says Astro will render, endpoints and pages mixed as Astro's route order mixes them. */
const PATHS = [
  { pathname: '/api/changes.json', route: { type: 'endpoint' } },
  { pathname: '/changes/searchable-1/', route: { type: 'page' } },
  { pathname: '/api/change/x-ads-0123456789.json', route: { type: 'endpoint' } },
  { pathname: '/changes/searchable-2/', route: { type: 'page' } },
];

const searchablePage = (path: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${path}</title></head>` +
  `<body><nav>menu</nav><article data-pagefind-body><h1>${path}</h1></article><aside>related</aside></body></html>`;

test('pages and endpoints are written at once and handed to Astro without a body', async () => {
  const { outDir, render, done } = await setup();
  const page = await render('/changes/x-ads-0123456789/', 'page');
  assert.equal(page.status, 200);
  assert.equal(page.body, null, 'Astro gets no body, so it writes nothing');
  assert.equal(readFileSync(join(outDir, 'changes/x-ads-0123456789/index.html'), 'utf8'), 'body of /changes/x-ads-0123456789/');
  const api = await render('/api/change/x-ads-0123456789.json', 'endpoint');
  assert.equal(api.body, null);
  assert.equal(readFileSync(join(outDir, 'api/change/x-ads-0123456789.json'), 'utf8'), 'body of /api/change/x-ads-0123456789.json');
  await done();
});

test('status pages, redirects, encoded paths and files that public/ also holds are left to Astro', async () => {
  const { outDir, render } = await setup();
  for (const [path, type, file] of [
    ['/404/', 'page', '404/index.html'],
    ['/gone/', 'page', 'gone/index.html'],
    ['/caf%C3%A9/', 'page', 'café/index.html'],
    ['/kept/file.json', 'endpoint', 'kept/file.json'],
  ] as const) {
    const res = await render(path, type);
    if (res.status === 200) assert.notEqual(res.body, null, `${path}: Astro keeps the body`);
    assert.ok(!existsSync(join(outDir, file)), `${path}: not written here`);
  }
});

test('the build fails, naming the cause, when a file written here no longer holds what was written', async () => {
  const { outDir, render, done } = await setup();
  await render('/changes/x-ads-0123456789/', 'page');
  // What an Astro upgrade could do: write the empty body it was handed over our file.
  writeFileSync(join(outDir, 'changes/x-ads-0123456789/index.html'), '');
  await assert.rejects(done(), (err: Error) => err.message.startsWith(GUARD_MESSAGE) && /holds 0 bytes, 34 were written/.test(err.message));
});

test('CHANGELINE_BUILD=classic leaves every file to Astro', async () => {
  const { wrapped } = await setup({ CHANGELINE_BUILD: 'classic' });
  assert.equal(wrapped, undefined, 'no prerenderer installed');
});

test('each searchable page leaves a copy cut down to its article for pagefind, pages Astro writes included', async () => {
  const { outDir, searchDir, render, done } = await setup();
  await render('/changes/searchable-1/', 'page');
  const leftToAstro = await render('/searchable-%C3%A9/', 'page');
  assert.notEqual(leftToAstro.body, null, "an encoded path is still Astro's to write");
  await render('/changes/x-ads-0123456789/', 'page');
  await render('/api/searchable.json', 'endpoint');
  await done();
  assert.equal(readFileSync(join(outDir, 'changes/searchable-1/index.html'), 'utf8'), searchablePage('/changes/searchable-1/'));
  const copy = readFileSync(join(searchDir, 'changes/searchable-1/index.html'), 'utf8');
  assert.match(copy, /<article data-pagefind-body><h1>\/changes\/searchable-1\/<\/h1><\/article>/);
  assert.ok(!copy.includes('menu') && !copy.includes('related'), 'navigation and asides are cut');
  assert.ok(existsSync(join(searchDir, 'searchable-é/index.html')), 'the copy of a page Astro writes is made too');
  assert.ok(!existsSync(join(searchDir, 'changes/x-ads-0123456789/index.html')), 'a page without the mark has no copy');
  assert.ok(!existsSync(join(searchDir, 'api/searchable.json')), 'endpoints are never indexed');
});

test('pages are rendered before endpoints, and the search index starts over the copies once the last page is done', async () => {
  const { outDir, searchDir, wrapped, render, done, indexed } = await setup();
  const order = (await wrapped!.getStaticPaths()).map((p) => p.pathname);
  assert.deepEqual(order, ['/changes/searchable-1/', '/changes/searchable-2/', '/api/changes.json', '/api/change/x-ads-0123456789.json']);
  await render('/changes/searchable-1/', 'page');
  assert.equal(indexed.length, 0, 'not before every page has its copy');
  await render('/changes/searchable-2/', 'page');
  assert.deepEqual(indexed, [[searchDir, join(outDir, 'pagefind')]], 'started as soon as the last page is done');
  assert.ok(existsSync(join(searchDir, 'changes/searchable-2/index.html')));
  await render('/api/changes.json', 'endpoint');
  await render('/api/change/x-ads-0123456789.json', 'endpoint');
  await done();
  assert.equal(indexed.length, 1, 'indexed once');
});

test('with no searchable page the whole site is indexed at the end, as before the copies', async () => {
  const { outDir, wrapped, render, done, indexed } = await setup();
  await wrapped!.getStaticPaths();
  await render('/changes/x-ads-0123456789/', 'page');
  assert.equal(indexed.length, 0);
  await done();
  assert.deepEqual(
    indexed.map(([site, output]) => [resolve(site), output]),
    [[outDir, join(outDir, 'pagefind')]],
  );
});

test('the build fails, saying why, when the search index cannot be built', async () => {
  const { render, done } = await setup({}, 'pagefind exited with 1');
  await render('/changes/searchable-1/', 'page');
  await assert.rejects(done(), /the search index \(pagefind\) could not be built: pagefind exited with 1/);
});

test('a searchable page rendered after the index started is not left out: the index is made again', async () => {
  const { outDir, searchDir, wrapped, render, done, indexed } = await setup();
  await wrapped!.getStaticPaths();
  await render('/changes/searchable-1/', 'page');
  await render('/changes/searchable-2/', 'page');
  assert.equal(indexed.length, 1, 'started after the last listed page');
  // A page Astro renders beyond the paths it listed.
  await render('/changes/searchable-3/', 'page');
  await done();
  assert.deepEqual(indexed, [
    [searchDir, join(outDir, 'pagefind')],
    [searchDir, join(outDir, 'pagefind')],
  ]);
  assert.ok(existsSync(join(searchDir, 'changes/searchable-3/index.html')));
});
