/**
 * The options of `@astrojs/sitemap` (astro.config.mjs): it lists the pages
 * and writes sitemap-index.xml and sitemap-0.xml, ...; `serialize` adds each
 * URL's `lastmod`, the last change of the record the page shows
 * (src/build/sitemap-lastmod.ts has the rule), read from the content folder the build
 * was made from.
 */
import type { SitemapItem, SitemapOptions } from '@astrojs/sitemap';
import type { ChangeRecord } from '../schemas/change.ts';
import type { PriceEvent, Tool } from '../schemas/pricing.ts';
import { contentDirFrom } from '../model/content-kinds.ts';
import { readRecords } from '../model/content-files.ts';
import { pageLastmods } from './sitemap-lastmod.ts';

export function sitemapOptions(contentDir: string = contentDirFrom()): SitemapOptions {
  // Read once, on the first URL: `serialize` runs when the build is done, after the collections validated every record.
  let lastmods: ReturnType<typeof pageLastmods> | undefined;
  return {
    serialize(item: SitemapItem): SitemapItem {
      lastmods ??= pageLastmods({
        changes: readRecords<ChangeRecord>(contentDir, 'changes'),
        tools: readRecords<Tool>(contentDir, 'tools'),
        events: readRecords<PriceEvent>(contentDir, 'price-events'),
      });
      const lastmod = lastmods.byPath.get(new URL(item.url).pathname) ?? lastmods.fallback;
      return lastmod === undefined ? item : { ...item, lastmod };
    },
  };
}
