/**
 * Astro's own floor: a minimal Astro project with the same routes as
 * Changeline, trivial templates, the same config and the same content, and
 * no integrations (no sitemap, no search index).
 *
 * Two parts. FLOOR_FILES is the floor the bench began with (one page and one
 * JSON file per record, the record lists, the home page), unchanged, kept to
 * show the ratio against it beside the new one. FLOOR_ROUTE_FILES adds every
 * other route the real build makes (badges, migration files and pages,
 * calendars, feeds, platform, category and list pages, filter data, share
 * images, pricing pages, ...): one trivial file per path, at the same paths,
 * read from a list the bench writes next to the floor (routes.json, made by
 * `floorRoutes` from a full build of the same content). So the floor makes
 * as many files as the build, and the ratio measures what each file costs,
 * not how many there are (docs/benchmark.md, "The floor's routes").
 *
 * Generated into a folder of the caller's; it uses this checkout's
 * node_modules through a symlink.
 */
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { ROOT } from '../src/build/repo-root.ts';
import { compareText } from '../src/model/compare.ts';
import { PLATFORM_SLUGS } from '../src/schemas/common.ts';

export const FLOOR_FILES: Record<string, string> = {
  'package.json': '{ "name": "changeline-floor", "private": true, "type": "module" }\n',
  'astro.config.mjs': `import { defineConfig } from 'astro/config';
export default defineConfig({
  site: 'https://changeline.dev',
  trailingSlash: 'always',
  build: { format: 'directory', concurrency: 2 },
  outDir: process.env.ASTRO_OUT_DIR,
  cacheDir: process.env.ASTRO_OUT_DIR + '.cache',
  devToolbar: { enabled: false },
});
`,
  'src/content.config.ts': `import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'zod';
const base = process.env.CHANGELINE_CONTENT_DIR + '/changes';
export const collections = {
  changes: defineCollection({
    loader: glob({ pattern: '*.json', base, generateId: ({ data }) => String(data.id) }),
    schema: z.looseObject({ id: z.string(), platform: z.string(), title: z.string() }),
  }),
};
`,
  'src/lib/data.ts': `import { getCollection } from 'astro:content';
let cached;
export function all() {
  cached ??= getCollection('changes').then((es) => es.map((e) => e.data));
  return cached;
}
export const json = (body) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
`,
  'src/pages/changes/[id]/index.astro': `---
import { all } from '../../../lib/data.ts';
export async function getStaticPaths() {
  return (await all()).map((c) => ({ params: { id: c.id }, props: { c } }));
}
const { c } = Astro.props;
---
<html lang="en"><head><meta charset="utf-8"><title>{c.title}</title></head><body><h1>{c.title}</h1><p>{c.summary}</p><a href={c.source_url}>source</a></body></html>
`,
  'src/pages/api/change/[id].json.ts': `import { all, json } from '../../../lib/data.ts';
export async function getStaticPaths() {
  return (await all()).map((c) => ({ params: { id: c.id }, props: { c } }));
}
export const GET = ({ props }) => json(props.c);
`,
  'src/pages/api/changes.json.ts': `import { all, json } from '../../lib/data.ts';
export const GET = async () => json({ changes: await all() });
`,
  'src/pages/api/upcoming.json.ts': `import { all, json } from '../../lib/data.ts';
export const GET = async () => json({ changes: (await all()).filter((c) => (c.effective_date ?? '') >= '2026-11-25') });
`,
  'src/pages/api/platforms.json.ts': `import { all, json } from '../../lib/data.ts';
export const GET = async () => {
  const counts = {};
  for (const c of await all()) counts[c.platform] = (counts[c.platform] ?? 0) + 1;
  return json(counts);
};
`,
  'src/pages/api/changes/[platform].json.ts': `import { all, json } from '../../../lib/data.ts';
const P = ['amazon-ads', 'google-ads', 'linkedin-ads', 'meta-ads', 'microsoft-ads', 'snapchat-ads', 'x-ads'];
export const getStaticPaths = () => P.map((platform) => ({ params: { platform } }));
export const GET = async ({ params }) => json({ changes: (await all()).filter((c) => c.platform === params.platform) });
`,
  'src/pages/index.astro': `<html lang="en"><head><meta charset="utf-8"><title>floor</title></head><body><h1>floor</h1></body></html>
`,
};

/** The list of the routes FLOOR_FILES lacks, in the floor's folder (read by FLOOR_ROUTE_FILES). */
export const FLOOR_ROUTES_FILE = 'routes.json';

/**
 * The routes the first floor lacks: a trivial page per page path (`X/` written as `X/index.html`), a trivial
 * file per other path, and the 404 page, from the list in routes.json (the process's folder is the floor's).
 */
export const FLOOR_ROUTE_FILES: Record<string, string> = {
  'src/lib/routes.ts': `import { readFileSync } from 'node:fs';
import { join } from 'node:path';
let cached;
export function routes() {
  cached ??= JSON.parse(readFileSync(join(process.cwd(), '${FLOOR_ROUTES_FILE}'), 'utf8'));
  return cached;
}
`,
  'src/pages/[...page].astro': `---
import { routes } from '../lib/routes.ts';
export function getStaticPaths() {
  return routes().pages.map((page) => ({ params: { page } }));
}
const { page } = Astro.params;
---
<html lang="en"><head><meta charset="utf-8"><title>{page}</title></head><body><h1>{page}</h1></body></html>
`,
  'src/pages/[...file].ts': `import { routes } from '../lib/routes.ts';
export function getStaticPaths() {
  return routes().files.map((file) => ({ params: { file } }));
}
export const GET = ({ params }) => new Response(params.file);
`,
  'src/pages/404.astro': `<html lang="en"><head><meta charset="utf-8"><title>not found</title></head><body><h1>not found</h1></body></html>
`,
};

/** The routes of FLOOR_ROUTE_FILES: page paths without their `/index.html`, other files by their path. */
export interface FloorRoutes {
  pages: string[];
  files: string[];
}

/**
 * What the build writes that is not a route's output, so the floor does not make it: public/ (copied, not
 * rendered), the integrations' files (pagefind's index, the sitemap), the bundles written beside Astro (MCP,
 * check) and Vite's assets (_astro/).
 */
export function isRouteOutput(path: string, publicFiles: ReadonlySet<string>): boolean {
  if (publicFiles.has(path)) return false;
  if (/^(pagefind|_astro)\//.test(path)) return false;
  if (/^sitemap-(index|\d+)\.xml$/.test(path)) return false;
  return !/^changeline-(mcp|check)\.mjs$/.test(path);
}

/** What FLOOR_FILES makes for these change ids (the 404 page comes with FLOOR_ROUTE_FILES). */
export function firstFloorOutputs(changeIds: Iterable<string>): Set<string> {
  const out = new Set(['index.html', 'api/changes.json', 'api/upcoming.json', 'api/platforms.json', ...PLATFORM_SLUGS.map((p) => `api/changes/${p}.json`)]);
  for (const id of changeIds) {
    out.add(`changes/${id}/index.html`);
    out.add(`api/change/${id}.json`);
  }
  return out;
}

/**
 * The routes the first floor lacks, from the files of a full build of the same content: every route output
 * (isRouteOutput) that FLOOR_FILES does not make, as a page when it is `X/index.html`.
 */
export function floorRoutes(siteFiles: readonly string[], publicFiles: ReadonlySet<string>, changeIds: Iterable<string>): FloorRoutes {
  const first = firstFloorOutputs(changeIds);
  first.add('404.html');
  const pages: string[] = [];
  const files: string[] = [];
  for (const path of [...siteFiles].sort(compareText)) {
    if (!isRouteOutput(path, publicFiles) || first.has(path)) continue;
    if (path.endsWith('/index.html')) pages.push(path.slice(0, -'/index.html'.length));
    else files.push(path);
  }
  return { pages, files };
}

/** Write the floor project: the first floor alone, or with every route of the build (`routes`). */
export function writeFloorProject(dir: string, routes?: FloorRoutes): void {
  const files = routes ? { ...FLOOR_FILES, ...FLOOR_ROUTE_FILES } : FLOOR_FILES;
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  if (routes) writeFloorRoutes(dir, routes);
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
}

/** Write (or rewrite) the floor's list of routes. */
export function writeFloorRoutes(dir: string, routes: FloorRoutes): void {
  writeFileSync(join(dir, FLOOR_ROUTES_FILE), `${JSON.stringify(routes)}\n`);
}
