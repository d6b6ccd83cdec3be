/**
 * The plain lower bound: a Node script that reads the content files and
 * writes the same API JSON files as the site (every file of every entry of
 * ENDPOINTS, with the same builders), without Astro.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildDataset } from '../src/model/dataset.ts';
import { ENDPOINTS } from '../src/api/endpoints.ts';
import { fillPath } from '../src/model/links.ts';
import { readRecords } from '../src/model/content-files.ts';

export function writePlainApi(contentDir: string, outDir: string): number {
  const ds = buildDataset(
    {
      changes: readRecords(contentDir, 'changes'),
      tools: readRecords(contentDir, 'tools'),
      events: readRecords(contentDir, 'price-events'),
      sources: readRecords(contentDir, 'sources'),
      digests: readRecords(contentDir, 'digests'),
      sdks: readRecords(contentDir, 'sdks'),
    },
    { site: 'https://changeline.dev', today: '2026-11-25', generatedAt: '2026-11-25T00:00:00Z' },
  );
  let files = 0;
  const put = (path: string, body: unknown) => {
    const p = join(outDir, path);
    mkdirSync(join(p, '..'), { recursive: true });
    writeFileSync(p, `${JSON.stringify(body)}\n`);
    files++;
  };
  for (const e of ENDPOINTS) for (const f of e.files(ds)) put(fillPath(e.path, f.params), f.body());
  return files;
}

if (import.meta.main) {
  const [contentDir, outDir] = process.argv.slice(2);
  if (!contentDir || !outDir) {
    console.error('usage: node bench/plain.ts <content dir> <out dir>');
    process.exit(2);
  }
  console.log(JSON.stringify({ files: writePlainApi(contentDir, outDir) }));
}
