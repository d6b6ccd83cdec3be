/**
 * The path table: every address the site publishes (pages, API files,
 * feeds, calendars, share images, the MCP bundle), written out once here and
 * used by pages, builders, feeds, llms files, JSON-LD, hosting rules, the
 * sitemap, the MCP server and the scripts. The API's endpoints are documented
 * and built by ENDPOINTS in endpoints.ts, whose paths come from `API_PATHS`.
 *
 * Only type imports and the import-free filter-rows.ts: every layer can use
 * this module, down to the browser's filter script, without a cycle.
 * tests/unit/foundation/path-table.test.ts fails on a site path written
 * anywhere else in src/ or scripts/.
 */
import type { CategorySlug, PlatformSlug, ToolId } from '../schemas/common.ts';
import { compareText } from './compare.ts';
import { queryFromState, type FilterState } from './filter-rows.ts';

/** A path template with its `{name}` parameters filled in (a parameter without a value stays a template). */
export function fillPath(template: string, values: Readonly<Record<string, string | undefined>>): string {
  return template.replace(/\{([a-z_]+)\}/g, (whole, name: string) => values[name] ?? whole);
}

// ---- The JSON API (documented and built by ENDPOINTS in endpoints.ts) ----

/** The folder of the API, which is also its documentation page. */
export const API_DOCS_PATH = '/api/';
/** Every API file's path (a template for files with path parameters), by operation id. */
export const API_PATHS = {
  getIndex: '/api/index.json',
  listChanges: '/api/changes.json',
  listUpcoming: '/api/upcoming.json',
  listPlatforms: '/api/platforms.json',
  listChangesByPlatform: '/api/changes/{platform}.json',
  getChange: '/api/change/{id}.json',
  listVersions: '/api/versions.json',
  listVersionsByPlatform: '/api/versions/{platform}.json',
  getVersionBadge: '/api/badges/{platform}/{api_slug}/{version}.json',
  getMigrationPath: '/api/migrations/{platform}/{api_slug}/{from}.json',
  listSdks: '/api/sdks.json',
  listSdksByPlatform: '/api/sdks/{platform}.json',
  listToolPrices: '/api/prices.json',
  getToolPricing: '/api/prices/{tool_id}.json',
  listPriceHistory: '/api/price-history.json',
  getSourceStatus: '/api/sources.json',
  getLatestDigest: '/api/newsletter/latest.json',
} as const;
export type OperationId = keyof typeof API_PATHS;
/** The id of one operation's section on the API page, and its address. */
export const operationAnchor = (op: string): string => `op-${op}`;
export const apiOperationPath = (op: OperationId): string => `${API_DOCS_PATH}#${operationAnchor(op)}`;
/** What hosts that can serve it send for a missing file under /api/ (src/build/hosting.ts). */
export const API_NOT_FOUND_PATH = '/api/404.json';
export const OPENAPI_PATH = '/openapi.json';

export const changeJsonPath = (id: string): string => fillPath(API_PATHS.getChange, { id });
export const platformJsonPath = (p: PlatformSlug): string => fillPath(API_PATHS.listChangesByPlatform, { platform: p });
export const versionsJsonPath = (p?: PlatformSlug): string => (p ? fillPath(API_PATHS.listVersionsByPlatform, { platform: p }) : API_PATHS.listVersions);
export const sdksJsonPath = (p?: PlatformSlug): string => (p ? fillPath(API_PATHS.listSdksByPlatform, { platform: p }) : API_PATHS.listSdks);
export const toolJsonPath = (t: ToolId): string => fillPath(API_PATHS.getToolPricing, { tool_id: t });
/** The migration path from a version row to its migrate_to; `from` already as a path segment (slugify in versions.ts). */
export const migrationJsonPath = (platform: PlatformSlug, apiSlug: string, from: string): string =>
  fillPath(API_PATHS.getMigrationPath, { platform, api_slug: apiSlug, from });
/** The page of that path: /platforms/<slug>/versions/<api_slug>/<from>/. */
export const migrationPagePath = (platform: PlatformSlug, apiSlug: string, from: string): string => `${PLATFORMS_PATH}${platform}/versions/${apiSlug}/${from}/`;
/** A version row's badge; `version` already as a path segment (slugify in versions.ts). */
export const badgePath = (platform: PlatformSlug, apiSlug: string, version: string): string =>
  fillPath(API_PATHS.getVersionBadge, { platform, api_slug: apiSlug, version });

// ---- Subscription and other files ----

export const ATOM_PATH = '/feed.xml';
export const RSS_PATH = '/rss.xml';
export const CALENDAR_PATH = '/calendar.ics';
export const LLMS_PATH = '/llms.txt';
export const LLMS_FULL_PATH = '/llms-full.txt';
/** JSON Feed 1.1 of every platform's changes (the entries of the Atom feed). */
export const JSON_FEED_PATH = '/feed.json';
/**
 * The name of a set of platforms in a path: its slugs in code-unit order,
 * joined by `+` (`google-ads+meta-ads`); one platform is its own slug. The
 * same set always gives the same name, so there is one address per set.
 */
export function platformSetSlug(ps: PlatformSlug | readonly PlatformSlug[]): string {
  const list = typeof ps === 'string' ? [ps] : [...new Set(ps)].sort(compareText);
  if (list.length === 0) throw new Error('a set of platforms needs at least one platform');
  return list.join('+');
}
/** The Atom feed of one platform (`/feeds/meta-ads.xml`) or of a set of them (`/feeds/google-ads+meta-ads.xml`). */
export const platformFeedPath = (p: PlatformSlug | readonly PlatformSlug[]): string => `/feeds/${platformSetSlug(p)}.xml`;
/** The calendar of every platform (no argument), of one (`/calendars/x-ads.ics`) or of a set (`/calendars/google-ads+meta-ads.ics`). */
export const calendarPath = (p?: PlatformSlug | readonly PlatformSlug[]): string => (p ? `/calendars/${platformSetSlug(p)}.ics` : CALENDAR_PATH);
export const MCP_BUNDLE_PATH = '/changeline-mcp.mjs';
/** The one-file `changeline check` scanner (scripts/bundle-check.ts), data built in. */
export const CHECK_BUNDLE_PATH = '/changeline-check.mjs';
/** JSON Schema of the `changeline check --format json` report (src/schemas/check.ts). */
export const CHECK_REPORT_SCHEMA_PATH = '/check-report.schema.json';
/** JSON Schema of the scanner's configuration (.changeline.yml): src/schemas/check-config.ts. */
export const CHECK_CONFIG_SCHEMA_PATH = '/check-config.schema.json';
/** Where every site keeps its robots.txt (RFC 9309): ours (src/pages/robots.txt.ts) and the sources' (the collectors). */
export const ROBOTS_PATH = '/robots.txt';
export const SITEMAP_INDEX_PATH = '/sitemap-index.xml';
export const sitemapPath = (i: number): string => `/sitemap-${i}.xml`;
export const FAVICON_PATH = '/favicon.svg';
/** The hosts' header rules (Netlify, Cloudflare Pages), written by src/build/hosting.ts. */
export const HEADERS_FILE_PATH = '/_headers';
/** Netlify's redirect and status rules, written by src/build/hosting.ts. */
export const REDIRECTS_FILE_PATH = '/_redirects';
/** Folder of the content-hashed stylesheet (src/site/stylesheet.ts): cached forever. */
export const ASSETS_DIR = '/assets/';
/** Folder of the scripts Astro bundles, content-hashed. */
export const ASTRO_ASSETS_DIR = '/_astro/';
/** The search index's folder, written by Pagefind during the build. */
export const PAGEFIND_DIR = '/pagefind/';
/** The search index's script (a fixed name: hosts revalidate it). */
export const PAGEFIND_SCRIPT_PATH = `${PAGEFIND_DIR}pagefind.js`;
/** The index's entry file (a fixed name, read by the script): which language files this build has. */
export const PAGEFIND_ENTRY_PATH = `${PAGEFIND_DIR}pagefind-entry.json`;
/**
 * Pagefind's files named by a hash of their content, which a new build never
 * rewrites under the same name: the index, fragment and filter chunks (one
 * folder each) and each language's metadata (`pagefind.en_<hash>.pf_meta`).
 * Everything else in the folder (the script, the entry file, the worker, the
 * wasm and UI files) keeps its name from build to build.
 */
export const PAGEFIND_HASHED_PATTERNS = [
  `${PAGEFIND_DIR}index/*`,
  `${PAGEFIND_DIR}fragment/*`,
  `${PAGEFIND_DIR}filter/*`,
  `${PAGEFIND_DIR}pagefind.*.pf_meta`,
] as const;
/** Folder of the share images (og:image). */
export const SHARE_IMAGE_DIR = '/og/';
/** Where a page's share image lives: the site's, a platform's or a tool's. */
export const shareImagePath = {
  site: `${SHARE_IMAGE_DIR}site.png`,
  platform: (p: PlatformSlug): string => `${SHARE_IMAGE_DIR}platforms/${p}.png`,
  tool: (t: ToolId): string => `${SHARE_IMAGE_DIR}pricing/${t}.png`,
} as const;

// ---- Pages ----

export const HOME_PATH = '/';
export const CHANGES_PATH = '/changes/';
export const UPCOMING_PATH = '/upcoming/';
export const PLATFORMS_PATH = '/platforms/';
export const VERSIONS_PATH = '/versions/';
export const SDKS_PATH = '/sdks/';
export const PRICING_PATH = '/pricing/';
export const NEWSLETTER_PATH = '/newsletter/';
export const SEARCH_PATH = '/search/';
export const MCP_PAGE_PATH = '/mcp/';
/** The page of `changeline check`: the scanner, its CI integration and copy-paste snippets. */
export const CHECK_PAGE_PATH = '/check/';
/** The page hosts serve for a missing address (404.html). */
export const NOT_FOUND_PATH = '/404/';
/** The page that explains the collector (src/collect/bot.ts). */
export const BOT_PATH = '/bot/';
/** The page that builds the feed and calendar addresses of a chosen set of platforms. */
export const SUBSCRIBE_PATH = '/subscribe/';
/** Every official source with its collector's last run and its coverage (the figures of /api/sources.json). */
export const SOURCES_PATH = '/sources/';
/** The id of a group on the sources page: a platform's change sources, or (no platform) the tool pricing pages. */
export const sourcesGroupAnchor = (p: PlatformSlug | null): string => (p ? `sources-${p}` : 'sources-pricing');
/** The id of one source's row on the sources page, and its address. */
export const sourceAnchor = (id: string): string => `source-${id}`;
export const sourcePath = (id: string): string => `${SOURCES_PATH}#${sourceAnchor(id)}`;
/** A tool's pricing page on the sources page (its source id is `<tool>-pricing`, sourceFileId in src/sources/index.ts). */
export const toolSourcePath = (tool: ToolId): string => sourcePath(`${tool}-pricing`);
/** A platform's sources on the sources page. */
export const platformSourcesPath = (p: PlatformSlug): string => `${SOURCES_PATH}#${sourcesGroupAnchor(p)}`;

/** A change record's page. */
export const changePath = (id: string): string => `${CHANGES_PATH}${id}/`;
/** Value of an unset field in a filter data path. */
const FILTER_ALL = 'all';
/**
 * Page `n` (from 1) of the compact rows matching a /changes/ filter state,
 * read by the filter script (src/model/filter-rows.ts):
 * `/changes/filter/meta-ads/all/upcoming/1.json` (`all` where a field is unset).
 */
export const changesFilterDataPath = (s: FilterState, n = 1): string =>
  `${CHANGES_PATH}filter/${s.platform || FILTER_ALL}/${s.category || FILTER_ALL}/${s.upcoming ? 'upcoming' : FILTER_ALL}/${n}.json`;
/** The /changes/ list filtered in the browser: `/changes/?platform=meta-ads&upcoming=1`. */
export const changesFilterPath = (s: Partial<FilterState>): string => `${CHANGES_PATH}${queryFromState({ platform: '', category: '', upcoming: false, ...s })}`;
/** Page `n` (from 1) of the full /changes/ list. */
export const changesPagePath = (n = 1): string => (n <= 1 ? CHANGES_PATH : `${CHANGES_PATH}page/${n}/`);
/** Page `n` (from 1) of one category's list, a static page that needs no JavaScript. */
export const categoryPath = (cat: CategorySlug, n = 1): string => (n <= 1 ? `${CHANGES_PATH}category/${cat}/` : `${CHANGES_PATH}category/${cat}/page/${n}/`);
/** Rows per page of the /changes/ lists, of a platform's records and of /upcoming/. */
export const CHANGES_PAGE_SIZE = 100;
/** Page `n` (from 1) of a platform's records; page 1 is the platform's page (its versions, deadlines and sources too). */
export const platformPath = (p: PlatformSlug, n = 1): string => (n <= 1 ? `${PLATFORMS_PATH}${p}/` : `${PLATFORMS_PATH}${p}/page/${n}/`);
/**
 * The page of one API family's version table, for a family too long to sit
 * whole on its platform's page (VERSION_TABLE_MAX_ROWS in versions.ts):
 * `/platforms/meta-ads/versions/marketing-api/`.
 */
export const platformVersionsPath = (p: PlatformSlug, apiSlug: string): string => `${PLATFORMS_PATH}${p}/versions/${apiSlug}/`;
/** Page `n` (from 1) of the upcoming deadlines. */
export const upcomingPath = (n = 1): string => (n <= 1 ? UPCOMING_PATH : `${UPCOMING_PATH}page/${n}/`);
export const toolPath = (t: ToolId): string => `${PRICING_PATH}${t}/`;

/**
 * The main pages, for navigation (`nav`: in the header; the others are in
 * the footer), llms.txt and the 404 page.
 */
export const MAIN_PAGES = [
  {
    path: CHANGES_PATH,
    name: 'Changes',
    nav: true,
    description: 'Every change record, upcoming soonest first then past newest first, 100 per page, with a page per category.',
  },
  { path: UPCOMING_PATH, name: 'Upcoming', nav: true, description: 'Deadlines on or after today, soonest first, with days left.' },
  { path: PLATFORMS_PATH, name: 'Platforms', nav: true, description: 'The seven ad platforms covered, with counts and official sources.' },
  {
    path: VERSIONS_PATH,
    name: 'Versions',
    nav: true,
    description: 'The newest version of each ad API, and the versions whose sunset comes in the next 90 days.',
  },
  { path: PRICING_PATH, name: 'Pricing', nav: true, description: 'Plans and prices of tracked go-to-market tools, with price history.' },
  { path: NEWSLETTER_PATH, name: 'Newsletter', nav: false, description: 'The latest weekly digest.' },
  {
    path: SDKS_PATH,
    name: 'Client libraries',
    nav: false,
    description: "Which package version of each official client library speaks which API version, from the libraries' own repositories.",
  },
  { path: API_DOCS_PATH, name: 'API', nav: true, description: 'Documentation of every JSON endpoint, with live examples.' },
  {
    path: CHECK_PAGE_PATH,
    name: 'Check',
    nav: true,
    description:
      'changeline check: find the ad-API versions a codebase depends on and fail CI before they are sunset (one file for Node.js, a GitHub Action, pre-commit, Renovate).',
  },
  {
    path: SOURCES_PATH,
    name: 'Sources',
    nav: false,
    description:
      'Every official source: how it is read, its last run, the stored copy its collector read, and coverage (entries on that copy, records held, share matched).',
  },
  {
    path: SUBSCRIBE_PATH,
    name: 'Subscribe',
    nav: false,
    description: 'Calendar, Atom, RSS and JSON Feed addresses for any set of platforms, and recipes for Slack, Teams and email.',
  },
] as const;
