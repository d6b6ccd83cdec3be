/**
 * The API's endpoints, declared once: what each documents (summary,
 * parameters, response schema), where its files live (`API_PATHS` in the
 * path table, links.ts) and how each file is built (`files`, over the
 * builders in api.ts). The API routes (src/pages/api/), the OpenAPI document,
 * `/api/index.json`, the human API page, the hosting rules and the plain
 * writer of the benchmark are all generated from this list.
 *
 * Layering: links.ts (paths) <- api.ts (builders) <- endpoints.ts (this
 * table) <- openapi.ts, api-docs.ts, hosting.ts, pages. api.ts never imports
 * this module; the index builder gets the table as an argument.
 */
import type { z } from 'zod';
import * as api from './api.ts';
import type { Dataset } from '../model/dataset.ts';
import { exampleChangeId } from '../model/ids.ts';
import {
  API_DOCS_PATH,
  API_PATHS,
  ATOM_PATH,
  CALENDAR_PATH,
  CHECK_REPORT_SCHEMA_PATH,
  LLMS_FULL_PATH,
  LLMS_PATH,
  OPENAPI_PATH,
  RSS_PATH,
  JSON_FEED_PATH,
  fillPath,
  type OperationId,
} from '../model/links.ts';
import { slugify } from '../model/version-strings.ts';
import type { VersionRow } from '../schemas/versions.ts';
import { MigrationPath as MigrationPathSchema } from '../schemas/migrations.ts';
import { PLATFORM_SLUGS, TOOL_SLUGS } from '../schemas/common.ts';
import {
  ApiError,
  Change,
  ChangeList,
  Index,
  LatestDigest,
  PlatformList,
  PriceHistory,
  SourceList,
  ToolList,
  ToolPricing,
  Badge,
  SdkList,
  VersionList,
} from '../schemas/index.ts';

export interface PathParam {
  name: string;
  description: string;
  /** Allowed values, when the set is fixed. */
  enum?: readonly string[];
  /** Example value for documentation; omitted when it comes from the data (see `dataExamples`). */
  example?: string;
}

/** Groups of endpoints in the OpenAPI document, with their descriptions. */
export const TAGS = {
  Changes: 'Change records of the advertising platforms.',
  Versions: 'API versions of the platforms, derived from the change records, and their badges.',
  Pricing: 'Pricing snapshots and price events of the tracked tools.',
  Service: 'What the service publishes, how fresh it is, and its digest.',
} as const;

/** One file an endpoint publishes: its path parameters (none for a fixed path) and its response, built on demand. */
export interface ApiFile {
  params: Readonly<Record<string, string>>;
  body: () => unknown;
}

export interface Endpoint {
  operationId: OperationId;
  tag: keyof typeof TAGS;
  /** From the path table: `API_PATHS[operationId]`. */
  path: string;
  summary: string;
  description: string;
  param?: PathParam;
  /** Further path parameters, after `param`, for a path with several. */
  moreParams?: readonly PathParam[];
  response: z.core.$ZodType;
  /** Extra documented statuses. */
  notFound?: string;
  /** Every file the endpoint publishes, each with its response builder (api.ts). */
  files: (ds: Dataset) => ApiFile[];
  /** Parameters of the file the API page shows as its example, when they come from the data (else the parameters' examples). */
  exampleParams?: (ds: Dataset) => Record<string, string> | undefined;
}

type Declared = Omit<Endpoint, 'path'>;
/** An entry, its path from the path table. */
const declare = ({ operationId, tag, ...rest }: Declared): Endpoint => ({ operationId, tag, path: API_PATHS[operationId], ...rest });
/** The one file of an endpoint without parameters. */
const single = (body: () => unknown): ApiFile[] => [{ params: {}, body }];
const badgeParams = (row: VersionRow) => ({ platform: row.platform, api_slug: row.api_slug, version: slugify(row.version) });

const platformParam: PathParam = {
  name: 'platform',
  description: 'Platform slug.',
  enum: PLATFORM_SLUGS,
  example: 'google-ads',
};
const toolParam: PathParam = { name: 'tool_id', description: 'Tool slug.', enum: TOOL_SLUGS, example: 'apollo' };

export const ENDPOINTS: readonly Endpoint[] = [
  declare({
    operationId: 'getIndex',
    tag: 'Service',
    summary: 'Index of the API',
    description: 'What the service publishes: counts, every endpoint and every other file, license and citation.',
    response: Index,
    files: (ds) => single(() => api.index(ds, ENDPOINTS, FILES)),
  }),
  declare({
    operationId: 'listChanges',
    tag: 'Changes',
    summary: 'Every change',
    description:
      'Every change record, newest first (by effective date, else published date), including records no longer listed by their source (in_source: false).',
    response: ChangeList,
    files: (ds) => single(() => api.listChanges(ds)),
  }),
  declare({
    operationId: 'listUpcoming',
    tag: 'Changes',
    summary: 'Upcoming changes',
    description:
      'Changes whose effective date is on or after the build date, soonest first. A month-precision date (YYYY-MM) counts as upcoming until the month ends and sorts as its first day.',
    response: ChangeList,
    files: (ds) => single(() => api.listUpcoming(ds)),
  }),
  declare({
    operationId: 'listPlatforms',
    tag: 'Changes',
    summary: 'Platforms and categories',
    description: 'Coverage: every platform with its counts per category and its official sources, and every category with its count.',
    response: PlatformList,
    files: (ds) => single(() => api.listPlatforms(ds)),
  }),
  declare({
    operationId: 'listChangesByPlatform',
    tag: 'Changes',
    summary: 'Changes of one platform',
    description: 'Every change of one platform, newest first. Published for every platform slug, also when a platform has no records yet.',
    param: platformParam,
    response: ChangeList,
    files: (ds) => PLATFORM_SLUGS.map((platform) => ({ params: { platform }, body: () => api.listChangesByPlatform(ds, platform) })),
  }),
  declare({
    operationId: 'getChange',
    tag: 'Changes',
    summary: 'One change',
    description: 'One change record by its stable id. Ids and addresses stay valid after the source drops the record.',
    param: {
      name: 'id',
      description: 'Stable id: <platform>-<first 10 hex characters of the SHA-1 of the source key>.',
    },
    response: Change,
    notFound: 'No change has this id.',
    files: (ds) => ds.changes.map((change) => ({ params: { id: change.id }, body: () => change })),
  }),
  declare({
    operationId: 'listVersions',
    tag: 'Versions',
    summary: 'API versions of every platform',
    description:
      'One row per (platform, API family, version), derived from the change records that name an api_version (a release is an announcement, a deprecation or sunset notice api_version_sunset): release, deprecation and sunset dates, status, days until the sunset, the latest version of each API family, the next newer version (successor, a fact about order) and the version to migrate to (migrate_to: the target the platform names, else the newest released version of the family, with the sunset date of that target). status, latest, successor, migrate_to and days_until_sunset are computed against the build date. Superseded records (superseded_by set) are left out; changes lists the ids of the records a row comes from.',
    response: VersionList,
    files: (ds) => single(() => api.listVersions(ds)),
  }),
  declare({
    operationId: 'listVersionsByPlatform',
    tag: 'Versions',
    summary: 'API versions of one platform',
    description: 'The version rows of one platform, as in /api/versions.json. Published for every platform slug, also when a platform has no version rows.',
    param: platformParam,
    response: VersionList,
    files: (ds) => PLATFORM_SLUGS.map((platform) => ({ params: { platform }, body: () => api.listVersionsByPlatform(ds, platform) })),
  }),
  declare({
    operationId: 'getVersionBadge',
    tag: 'Versions',
    summary: 'Badge of one API version',
    description:
      'A Shields.io endpoint badge (schemaVersion 1) for one version row: label "<api> <version>", message such as "sunset in 45 days", "sunset 2026-06-10" or "active (latest)", and a colour: red when the sunset is 30 days away or less, orange within 90 days, green later, lightgrey once sunset. Use it as https://img.shields.io/endpoint?url=<this file\'s address>. Published for every row of /api/versions.json (its badge field).',
    param: platformParam,
    moreParams: [
      { name: 'api_slug', description: 'The API family as a path segment (api_slug of the version row).', example: 'google-ads-api' },
      { name: 'version', description: 'The version as a path segment: lower case, other characters than letters, digits and dots as hyphens.', example: 'v21' },
    ],
    response: Badge,
    files: (ds) => ds.versions.map((row) => ({ params: badgeParams(row), body: () => api.getVersionBadge(ds, row) })),
    // The newest version of the first API family: the badge a reader would put in a README.
    exampleParams: (ds) => {
      const row = ds.versions.find((r) => r.latest) ?? ds.versions[0];
      return row && badgeParams(row);
    },
  }),
  declare({
    operationId: 'getMigrationPath',
    tag: 'Versions',
    summary: 'What an upgrade costs: the breaking changes between a version and the one to migrate to',
    description:
      'For a version row with a migrate_to: every breaking change and deprecation that the official per-version changelogs list for the versions after it, up to and including the target, ordered by version, then by the page\'s order, each with its official source_url. Each step says what is known of it: changes listed, a minor version that makes no breaking change by the family\'s versioning policy, or no changelog recorded ("no official changelog recorded for 202507"), never a silent zero; complete is true only when no step is unknown. Published for every row of /api/versions.json whose migration_url is set. The rule: src/model/migration-path.ts.',
    param: platformParam,
    moreParams: [
      { name: 'api_slug', description: 'The API family as a path segment (api_slug of the version row).', example: 'google-ads-api' },
      { name: 'from', description: 'The version migrated from, as a path segment (as in the badge path).', example: 'v20' },
    ],
    response: MigrationPathSchema,
    files: (ds) =>
      ds.migrations.map((p) => ({ params: { platform: p.platform, api_slug: p.api_slug, from: slugify(p.from) }, body: () => api.getMigrationPath(ds, p) })),
    exampleParams: (ds) => {
      const p = ds.migrations.find((m) => m.count > 0) ?? ds.migrations[0];
      return p && { platform: p.platform, api_slug: p.api_slug, from: slugify(p.from) };
    },
  }),
  declare({
    operationId: 'listSdks',
    tag: 'Versions',
    summary: 'Official client libraries and the API versions they speak',
    description:
      "The SDK map: for every official client library of a platform (package ecosystem and name, as a dependency manifest writes them), ranges of package versions and the API versions each range speaks, with the version it calls by default. Every range names its official source: the file (or the folder of per-version modules) in the library's own repository at the tag of the range's first release. A range runs from its first package version (included) to the first one that speaks other API versions (not included); a package version in no range is unknown. api and api_versions are written as in /api/versions.json, so a range joins the version table.",
    response: SdkList,
    files: (ds) => single(() => api.listSdks(ds)),
  }),
  declare({
    operationId: 'listSdksByPlatform',
    tag: 'Versions',
    summary: 'Client libraries of one platform',
    description: 'The packages of one platform, as in /api/sdks.json. Published for every platform slug, also when a platform has no packages in the map.',
    param: platformParam,
    response: SdkList,
    files: (ds) => PLATFORM_SLUGS.map((platform) => ({ params: { platform }, body: () => api.listSdksByPlatform(ds, platform) })),
  }),
  declare({
    operationId: 'listToolPrices',
    tag: 'Pricing',
    summary: 'Latest prices of every tool',
    description: 'The latest pricing snapshot of every tracked tool, in slug order.',
    response: ToolList,
    files: (ds) => single(() => api.listToolPrices(ds)),
  }),
  declare({
    operationId: 'getToolPricing',
    tag: 'Pricing',
    summary: 'One tool: prices and history',
    description: 'The latest pricing snapshot of one tool and its price events, oldest first.',
    param: toolParam,
    response: ToolPricing,
    files: (ds) => TOOL_SLUGS.map((tool_id) => ({ params: { tool_id }, body: () => api.getToolPricing(ds, tool_id) })),
  }),
  declare({
    operationId: 'listPriceHistory',
    tag: 'Pricing',
    summary: 'Every price event',
    description: 'Dated price events of every tracked tool, oldest first.',
    response: PriceHistory,
    files: (ds) => single(() => api.listPriceHistory(ds)),
  }),
  declare({
    operationId: 'getSourceStatus',
    tag: 'Service',
    summary: 'Collector status per source',
    description:
      'For every official source: whether its collector has run and when (ok, failed, or never_run with last_run_at null), the counts, duration, last success and error of the last run, and how the records from the source were observed (by the collector, or compiled by hand from a copy: counts by grade and the copies used).',
    response: SourceList,
    files: (ds) => single(() => api.getSourceStatus(ds)),
  }),
  declare({
    operationId: 'getLatestDigest',
    tag: 'Service',
    summary: 'Latest weekly digest',
    description:
      'The latest weekly digest: changes the sources announced or put into effect that week, records whose date or title changed, deadlines in the next 30 days, price events, and a count of what Changeline added.',
    response: LatestDigest,
    files: (ds) => single(() => api.getLatestDigest(ds)),
  }),
];

export const ERROR_SCHEMA = ApiError;

const BY_ID = new Map(ENDPOINTS.map((e) => [e.operationId, e]));
/** The entry of an operation. */
export function endpoint(operationId: OperationId): Endpoint {
  const e = BY_ID.get(operationId);
  if (!e) throw new Error(`no endpoint ${operationId} in ENDPOINTS`);
  return e;
}

/** The response of an endpoint without path parameters. */
export function singleBody(operationId: OperationId, ds: Dataset): unknown {
  const e = endpoint(operationId);
  if (e.param) throw new Error(`${operationId} has path parameters: read its files`);
  return e.files(ds)[0]!.body();
}

/**
 * The static paths of the one API route (src/pages/api/[...file].ts): every
 * file of every endpoint, at its path filled from the path table, under the
 * API folder (`file` is the rest: `changes/google-ads.json`), the file as the
 * prop its GET builds. No route file restates an API path.
 */
export function apiStaticPaths(ds: Dataset): { params: { file: string }; props: { file: ApiFile } }[] {
  return ENDPOINTS.flatMap((e) =>
    e.files(ds).map((file) => {
      const path = fillPath(e.path, file.params);
      if (!path.startsWith(API_DOCS_PATH) || path.includes('{')) throw new Error(`${e.operationId}: ${path} is not a file under ${API_DOCS_PATH}`);
      return { params: { file: path.slice(API_DOCS_PATH.length) }, props: { file } };
    }),
  );
}

/** Every path parameter of an endpoint, in path order. */
export const endpointParams = (e: Endpoint): PathParam[] => (e.param ? [e.param, ...(e.moreParams ?? [])] : []);

/** What an endpoint's 404 says: its own note, else what was not found. */
export function notFoundMessage(e: Endpoint): string {
  if (e.notFound) return e.notFound;
  const names = endpointParams(e).map((p) => p.name);
  if (names.length === 0) return 'No such file (a mistyped path).';
  if (names.length === 1) return `No such ${names[0]}.`;
  return `Nothing is published for this ${names.slice(0, -1).join(', ')} and ${names.at(-1)}.`;
}

/**
 * Example values of the parameters whose examples come from the data, so
 * they always resolve: `id`, a real change id (none when there are no records).
 */
export function dataExamples(changeIds: Iterable<string>): Record<string, string> {
  const id = exampleChangeId(changeIds);
  return id === null ? {} : { id };
}

/** The path with parameters filled in: the given values, else each parameter's example (a parameter with neither stays a template). */
export function examplePath(e: Endpoint, values: Record<string, string> = {}): string {
  return fillPath(e.path, Object.fromEntries(endpointParams(e).map((p) => [p.name, values[p.name] ?? p.example])));
}

/** Other published files, for the index and llms.txt. */
export const FILES = [
  { path: OPENAPI_PATH, media_type: 'application/json', description: 'OpenAPI 3.1 description of the API.' },
  {
    path: CHECK_REPORT_SCHEMA_PATH,
    media_type: 'application/schema+json',
    description: 'JSON Schema (2020-12) of the report of `changeline check --format json`.',
  },
  {
    path: ATOM_PATH,
    media_type: 'application/atom+xml',
    description:
      'Atom feed of changes, newest first; one per platform under /feeds/<platform>.xml and per set of platforms under /feeds/<set>.xml (slugs in alphabetical order joined by +, e.g. google-ads+meta-ads).',
  },
  { path: RSS_PATH, media_type: 'application/rss+xml', description: 'RSS feed of changes, newest first.' },
  { path: JSON_FEED_PATH, media_type: 'application/feed+json', description: 'JSON Feed 1.1 of changes, newest first: the entries of the Atom feed.' },
  {
    path: CALENDAR_PATH,
    media_type: 'text/calendar',
    description:
      'iCalendar of effective dates (all-day events): every upcoming one and those of the past year; one per platform under /calendars/<platform>.ics and per set of platforms under /calendars/<set>.ics (e.g. google-ads+meta-ads).',
  },
  { path: LLMS_PATH, media_type: 'text/plain', description: 'Index for language models.' },
  { path: LLMS_FULL_PATH, media_type: 'text/plain', description: 'Every record as plain text.' },
] as const;
