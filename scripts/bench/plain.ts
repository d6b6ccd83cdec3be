/**
 * The plain lower bound: a Node script that reads the content files and
 * writes the same API JSON files as the site (with the same builders),
 * without Astro.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildDataset } from '../../src/lib/dataset.ts';
import * as api from '../../src/lib/api.ts';
import { PLATFORM_SLUGS, TOOL_SLUGS } from '../../src/schemas/common.ts';
import { readRecords } from '../../src/lib/content-files.ts';

export function writePlainApi(contentDir: string, outDir: string): number {
  const ds = buildDataset(
    {
      changes: readRecords(contentDir, 'changes'),
      tools: readRecords(contentDir, 'tools'),
      events: readRecords(contentDir, 'price-events'),
      sources: readRecords(contentDir, 'sources'),
      digests: readRecords(contentDir, 'digests'),
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
  put('api/index.json', api.index(ds));
  put('api/changes.json', api.listChanges(ds));
  put('api/upcoming.json', api.listUpcoming(ds));
  put('api/platforms.json', api.listPlatforms(ds));
  for (const p of PLATFORM_SLUGS) put(`api/changes/${p}.json`, api.listChangesByPlatform(ds, p));
  for (const c of ds.changes) put(`api/change/${c.id}.json`, c);
  put('api/prices.json', api.listToolPrices(ds));
  for (const t of TOOL_SLUGS) put(`api/prices/${t}.json`, api.getToolPricing(ds, t));
  put('api/price-history.json', api.listPriceHistory(ds));
  put('api/sources.json', api.getSourceStatus(ds));
  put('api/newsletter/latest.json', api.getLatestDigest(ds));
  return files;
}

if (import.meta.main) {
  const [contentDir, outDir] = process.argv.slice(2);
  if (!contentDir || !outDir) {
    console.error('usage: node scripts/bench/plain.ts <content dir> <out dir>');
    process.exit(2);
  }
  console.log(JSON.stringify({ files: writePlainApi(contentDir, outDir) }));
}
