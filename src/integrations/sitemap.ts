/**
 * Astro integration: writes the sitemap when the build is done, from the
 * pages Astro generated and the records the build just published in the
 * API files (src/lib/sitemap.ts decides format, order and lastmod).
 */
import type { AstroIntegration } from 'astro';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ChangeList, PriceHistory, ToolList } from '../schemas/api.ts';
import { API_PATHS, type OperationId } from '../lib/links.ts';
import { buildSitemap, pageLastmods } from '../lib/sitemap.ts';

function readPublished<T>(dir: string, operationId: OperationId): T {
  const file = join(dir, API_PATHS[operationId]);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch (err) {
    throw new Error(`sitemap: cannot read the published ${file} for lastmod: ${(err as Error).message}`);
  }
}

export default function sitemap(): AstroIntegration {
  let site: string | undefined;
  return {
    name: 'changeline-sitemap',
    hooks: {
      'astro:config:done': ({ config }) => {
        site = config.site;
      },
      'astro:build:done': ({ dir, pages, logger }) => {
        if (!site) throw new Error('sitemap: the `site` option of astro.config.mjs is required');
        const out = fileURLToPath(dir);
        const lastmods = pageLastmods({
          changes: readPublished<ChangeList>(out, 'listChanges').changes,
          tools: readPublished<ToolList>(out, 'listToolPrices').tools,
          events: readPublished<PriceHistory>(out, 'listPriceHistory').events,
        });
        const files = buildSitemap(
          pages.map((p) => p.pathname),
          site,
          lastmods,
        );
        for (const f of files) writeFileSync(join(out, f.name), f.xml);
        logger.info(`${files[0]!.name} and ${files.length - 1} sitemap file(s) written`);
      },
    },
  };
}
