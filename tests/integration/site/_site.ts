/** The built fixture site as the integration tests read it: files, HTML pages, and its own API data. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as cheerio from 'cheerio';
import { readJson } from '../../support/read-json.ts';
import { fixtureSite, FIXTURE_SITE_URL } from '../../support/fixture-site.ts';
import type { Change } from '../../../src/schemas/change.ts';
import { listFiles } from '../../../src/build/list-files.ts';
import { htmlPages } from '../../support/validators.ts';

export const SITE = fixtureSite();
export const ORIGIN = FIXTURE_SITE_URL;
export const ESCAPE_ID = 'google-ads-6ec386ca28';

/** Every file of the site, relative to it, sorted. */
export const files = (): string[] => listFiles(SITE);

/** Every HTML page except pagefind's own files and the JSON 404 bodies (named 404.html for Cloudflare Pages), with its URL path. */
export function pages(): { file: string; path: string }[] {
  return htmlPages(SITE).map((file) => ({ file, path: file === '404.html' ? '/404/' : `/${file.replace(/index\.html$/, '')}` }));
}

export const read = (file: string): string => readFileSync(join(SITE, file), 'utf8');
export const load = (file: string) => cheerio.load(read(file));

export const changes = (): Change[] => readJson<{ changes: Change[] }>(SITE, 'api/changes.json').changes;
export const upcoming = (): Change[] => readJson<{ changes: Change[] }>(SITE, 'api/upcoming.json').changes;

/** The JSON-LD objects of a page. */
export function jsonLd($: cheerio.CheerioAPI): Record<string, unknown>[] {
  return $('script[type="application/ld+json"]')
    .toArray()
    .map((el) => JSON.parse($(el).text()) as Record<string, unknown>);
}

/** The schema.org type each page must carry. */
export function expectedLdType(path: string): string {
  if (path === '/' || path === '/api/') return 'Dataset';
  if (/^\/changes\/[a-z-]+-[0-9a-f]{10}\/$/.test(path)) return 'TechArticle';
  if (['/changes/', '/upcoming/', '/platforms/', '/pricing/', '/versions/', '/sources/'].includes(path) || /^\/platforms\/[a-z-]+\/$/.test(path))
    return 'ItemList';
  if (/^\/changes\/(page\/\d+|category\/[a-z_]+(\/page\/\d+)?)\/$/.test(path)) return 'ItemList';
  if (/^\/(platforms\/[a-z-]+|upcoming)\/page\/\d+\/$/.test(path)) return 'ItemList';
  // A family's own version table, and a migration path (its breaking changes).
  if (/^\/platforms\/[a-z-]+\/versions\/[a-z0-9.-]+\/([a-z0-9.-]+\/)?$/.test(path)) return 'ItemList';
  return 'WebPage';
}
