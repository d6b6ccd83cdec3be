/**
 * The files that tell static hosts how to serve the site, generated from the
 * table of endpoints and files (endpoints.ts, links.ts) by
 * `npm run hosting` (scripts/hosting.ts) into public/:
 *
 * - `_headers` (Netlify and Cloudflare Pages): content type, CORS and cache
 *   rules for exactly the published files. A rule never covers a folder that
 *   also holds HTML (`/api/` is the API's documentation page), so an HTML page
 *   or the HTML 404 page is never labelled JSON.
 * - `_redirects` (Netlify): a missing file under /api/ answers 404 with
 *   the JSON body of /api/404.json.
 * - `<folder>/404.html` in each folder that holds only the files of one
 *   templated endpoint (`/api/change/`, ...): Cloudflare Pages answers a
 *   missing file with the nearest 404.html, so an unknown
 *   `/api/change/<id>.json` gets a JSON error body, labelled JSON by that
 *   folder's rule. (Netlify uses the rule in `_redirects` instead; GitHub
 *   Pages and other hosts serve the HTML 404 page labelled HTML.)
 */
import { PLATFORM_SLUGS } from '../schemas/common.ts';
import { notFoundBody } from '../api/api.ts';
import { ENDPOINTS, FILES, endpointParams, notFoundMessage, type Endpoint } from '../api/endpoints.ts';
import {
  API_DOCS_PATH,
  API_NOT_FOUND_PATH,
  API_PATHS,
  ASSETS_DIR,
  ASTRO_ASSETS_DIR,
  ATOM_PATH,
  HEADERS_FILE_PATH,
  REDIRECTS_FILE_PATH,
  LLMS_FULL_PATH,
  LLMS_PATH,
  MCP_BUNDLE_PATH,
  OPENAPI_PATH,
  PAGEFIND_HASHED_PATTERNS,
  RSS_PATH,
  JSON_FEED_PATH,
  calendarPath,
  platformFeedPath,
  CHECK_BUNDLE_PATH,
  CHECK_REPORT_SCHEMA_PATH,
} from '../model/links.ts';

const SEE_INDEX = `See ${API_PATHS.getIndex} for every endpoint.`;
/** Body of /api/404.json (API_NOT_FOUND_PATH), the file Netlify serves for a missing /api/ file. */
export const API_NOT_FOUND_MESSAGE = `No such file. ${SEE_INDEX}`;

const CORS = { 'Access-Control-Allow-Origin': '*' };
const JSON_TYPE = 'application/json; charset=utf-8';
const API_CACHE = 'public, max-age=300, stale-while-revalidate=86400';
const FEED_CACHE = 'public, max-age=900';
const HOUR_CACHE = 'public, max-age=3600';
const IMMUTABLE = 'public, max-age=31536000, immutable';

type Headers = Record<string, string>;
export interface HeaderRule {
  /** Path or pattern (`/folder/*`) in the hosts' syntax. */
  pattern: string;
  headers: Headers;
}

/**
 * The folder rule of a templated path: the folder before its first template,
 * `/api/change/{id}.json` -> `/api/change/*`,
 * `/api/badges/{platform}/{api_slug}/{version}.json` -> `/api/badges/*`.
 */
export function folderPattern(path: string): string {
  const at = path.indexOf('{');
  if (at < 0) throw new Error(`${path} has no template`);
  return `${path.slice(0, path.lastIndexOf('/', at) + 1)}*`;
}

/** The folder of a per-platform file: `/feeds/google-ads.xml` -> `/feeds/*`, checked against every platform. */
function perPlatformFolder(pathOf: (p: (typeof PLATFORM_SLUGS)[number]) => string): string {
  const folders = new Set(PLATFORM_SLUGS.map((p) => `${pathOf(p).slice(0, pathOf(p).lastIndexOf('/') + 1)}*`));
  if (folders.size !== 1) throw new Error(`per-platform files live in more than one folder: ${[...folders].join(', ')}`);
  return [...folders][0]!;
}

const fileType = (path: string): string => {
  const f = FILES.find((x) => x.path === path);
  if (!f) throw new Error(`${path} is not in FILES`);
  return `${f.media_type}; charset=utf-8`;
};

const templated = (e: Endpoint) => e.param !== undefined;

/** Every header rule, in the order written. */
export function headerRules(): HeaderRule[] {
  const api = (pattern: string): HeaderRule => ({
    pattern,
    headers: { ...CORS, 'Content-Type': JSON_TYPE, 'Cache-Control': API_CACHE },
  });
  const file = (pattern: string, typeOf: string, cache: string): HeaderRule => ({
    pattern,
    headers: { ...CORS, 'Content-Type': fileType(typeOf), 'Cache-Control': cache },
  });
  const rules: HeaderRule[] = [
    { pattern: '/*', headers: { 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'strict-origin-when-cross-origin' } },
    ...ENDPOINTS.map((e) => api(templated(e) ? folderPattern(e.path) : e.path)),
    api(API_NOT_FOUND_PATH),
    file(OPENAPI_PATH, OPENAPI_PATH, API_CACHE),
    file(CHECK_REPORT_SCHEMA_PATH, CHECK_REPORT_SCHEMA_PATH, API_CACHE),
    file(ATOM_PATH, ATOM_PATH, FEED_CACHE),
    file(RSS_PATH, RSS_PATH, FEED_CACHE),
    file(JSON_FEED_PATH, JSON_FEED_PATH, FEED_CACHE),
    file(perPlatformFolder(platformFeedPath), ATOM_PATH, FEED_CACHE),
    file(calendarPath(), calendarPath(), HOUR_CACHE),
    file(perPlatformFolder(calendarPath), calendarPath(), HOUR_CACHE),
    file(LLMS_PATH, LLMS_PATH, FEED_CACHE),
    file(LLMS_FULL_PATH, LLMS_FULL_PATH, FEED_CACHE),
    { pattern: MCP_BUNDLE_PATH, headers: { ...CORS, 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': HOUR_CACHE } },
    { pattern: CHECK_BUNDLE_PATH, headers: { ...CORS, 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': HOUR_CACHE } },
    { pattern: `${ASTRO_ASSETS_DIR}*`, headers: { 'Cache-Control': IMMUTABLE } },
    { pattern: `${ASSETS_DIR}*`, headers: { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': IMMUTABLE } },
    // Pagefind's content-hashed files only; its script and entry file keep their names, so hosts revalidate them.
    ...PAGEFIND_HASHED_PATTERNS.map((pattern) => ({ pattern, headers: { 'Cache-Control': IMMUTABLE } })),
  ];
  // A folder rule must cover its endpoint's files only: no other endpoint's, not the API page.
  for (const r of rules) {
    if (!r.pattern.endsWith('/*') || r.pattern === '/*') continue;
    const folder = r.pattern.slice(0, -1);
    const owners = ENDPOINTS.filter((e) => e.path.startsWith(folder));
    if (owners.length > 1 || (owners.length === 1 && !templated(owners[0]!)) || API_DOCS_PATH.startsWith(folder)) {
      throw new Error(`header rule ${r.pattern} would cover more than one endpoint's files (or the API page)`);
    }
  }
  return rules;
}

/** The text of public/_headers. */
export function headersFile(): string {
  const blocks = headerRules().map((r) => [r.pattern, ...Object.entries(r.headers).map(([k, v]) => `  ${k}: ${v}`)].join('\n'));
  return [
    '# Generated by `npm run hosting` (src/build/hosting.ts) from the endpoint and file tables: do not edit.',
    '# Response headers for Netlify and Cloudflare Pages (same syntax). See README "Hosting".',
    ...blocks.map((b) => `${b}\n`),
  ].join('\n');
}

/** The text of public/_redirects: Netlify's rule that answers a missing file under /api/ with the JSON 404 body. */
export function redirectsFile(): string {
  return [
    '# Generated by `npm run hosting` (src/build/hosting.ts) from the path table: do not edit.',
    `# Netlify: a missing file under ${API_DOCS_PATH} answers 404 with a JSON body.`,
    '# (Rules apply only where no file exists, so every real endpoint is served as is.)',
    '# Cloudflare Pages ignores 404 rules here and serves /404.html with status 404.',
    `${API_DOCS_PATH}*  ${API_NOT_FOUND_PATH}  404`,
    '',
  ].join('\n');
}

/** The JSON 404 bodies Cloudflare Pages serves in the templated API folders, by file path. */
export function notFoundPages(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of ENDPOINTS) {
    if (!e.param) continue;
    const folder = folderPattern(e.path).slice(0, -1);
    const params = endpointParams(e);
    const values = params.length === 1 && e.param.enum ? ` Valid values: ${e.param.enum.join(', ')}.` : '';
    const message = `${notFoundMessage(e)}${values} ${SEE_INDEX}`;
    out[`${folder}404.html`] = `${JSON.stringify(notFoundBody(message))}\n`;
  }
  return out;
}

/** Every generated file, by path under public/. */
export function hostingFiles(): Record<string, string> {
  return { [HEADERS_FILE_PATH]: headersFile(), [REDIRECTS_FILE_PATH]: redirectsFile(), ...notFoundPages() };
}
