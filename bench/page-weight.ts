/**
 * How heavy the pages of a built site are: every HTML page's size gzipped
 * (zlib's default level, what a host's on-the-fly compression sends at the
 * least) and, for the pages asked, how many elements its document holds
 * (the DOM nodes of Lighthouse's DOM-size audit, here counted over the whole
 * document, head included). Used by the page-weight test on a synthetic
 * build and over the bench's 10,000-record build:
 *
 *   node bench/page-weight.ts <dist folder>   prints JSON
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as cheerio from 'cheerio';
import { compareText } from '../src/model/compare.ts';
import { NOT_FOUND_PATH, PLATFORMS_PATH, UPCOMING_PATH } from '../src/model/links.ts';
import { htmlPages } from '../tests/support/validators.ts';

/** What issue 23 asks of a site at 10,000 records. */
export const PAGE_GZIP_MAX = 100 * 1024;
export const LIST_NODES_MAX = 3000;

export interface PageWeight {
  /** URL path of the page (`/platforms/meta-ads/`, `/404/` for 404.html). */
  path: string;
  bytes: number;
  gzip_bytes: number;
}

export interface SiteWeight {
  pages: number;
  /** The page with the most bytes gzipped. */
  largest: PageWeight;
  /** Element count of each list page that must stay small: every page of /platforms/<slug>/ and /upcoming/. */
  nodes: Record<string, number>;
  /** Element count of each long API family's own version table page (/platforms/<slug>/versions/<api_slug>/), which holds the family's whole table. */
  version_pages: Record<string, number>;
}

export const pagePath = (file: string): string => (file === '404.html' ? NOT_FOUND_PATH : `/${file.replace(/index\.html$/, '')}`);

/** A long API family's own version table page: /platforms/<slug>/versions/<api_slug>/ (platformVersionsPath). */
export const isVersionTablePage = (path: string): boolean => path.startsWith(PLATFORMS_PATH) && path.slice(PLATFORMS_PATH.length).split('/')[1] === 'versions';

/** The pages whose DOM must stay small: each platform page and /upcoming/, with their later pages (not a family's own version table). */
export function isListPage(path: string): boolean {
  return path.startsWith(UPCOMING_PATH) || (path.startsWith(PLATFORMS_PATH) && path !== PLATFORMS_PATH && !isVersionTablePage(path));
}

/** Elements in an HTML document. */
export const elementCount = (html: string): number => cheerio.load(html)('*').length;

export function siteWeight(dir: string): SiteWeight {
  let largest: PageWeight | null = null;
  const nodes: Record<string, number> = {};
  const versionPages: Record<string, number> = {};
  const files = htmlPages(dir);
  for (const file of files) {
    const html = readFileSync(join(dir, file));
    const path = pagePath(file);
    const page = { path, bytes: html.length, gzip_bytes: gzipSync(html).length };
    if (!largest || page.gzip_bytes > largest.gzip_bytes) largest = page;
    if (isListPage(path)) nodes[path] = elementCount(html.toString('utf8'));
    else if (isVersionTablePage(path)) versionPages[path] = elementCount(html.toString('utf8'));
  }
  if (!largest) throw new Error(`${dir} holds no HTML page`);
  const sorted = (o: Record<string, number>) => Object.fromEntries(Object.entries(o).sort(([a], [b]) => compareText(a, b)));
  return { pages: files.length, largest, nodes: sorted(nodes), version_pages: sorted(versionPages) };
}

if (import.meta.main) {
  const dir = process.argv[2];
  const usage = 'usage: node bench/page-weight.ts <dist folder>';
  if (dir === '--help' || dir === '-h') {
    console.log(usage);
    process.exit(0);
  }
  if (!dir || process.argv.length > 3 || !existsSync(join(dir, 'index.html'))) {
    console.error(dir ? `page-weight: ${dir} is not a built site (no index.html): ${usage}` : usage);
    process.exit(2);
  }
  console.log(JSON.stringify(siteWeight(dir), null, 2));
}
