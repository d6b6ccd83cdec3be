/**
 * Astro's own floor: a minimal Astro project with the same routes as
 * Changeline (one page and one JSON file per record, the same list
 * endpoints), trivial templates, the same config and the same content.
 * Generated into a folder of the caller's; it uses this checkout's
 * node_modules through a symlink.
 */
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { ROOT } from '../src/build/repo-root.ts';

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

export function writeFloorProject(dir: string): void {
  for (const [path, text] of Object.entries(FLOOR_FILES)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
}
