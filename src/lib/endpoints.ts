/**
 * The API's endpoints, declared once: the OpenAPI document, `/api/index.json`
 * and the human API page are all generated from this list.
 */
import type { z } from 'zod';
import { exampleChangeId } from './ids.ts';
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

export interface Endpoint {
  operationId: string;
  tag: keyof typeof TAGS;
  path: string;
  summary: string;
  description: string;
  param?: PathParam;
  /** Further path parameters, after `param`, for a path with several. */
  moreParams?: readonly PathParam[];
  response: z.core.$ZodType;
  /** Extra documented statuses. */
  notFound?: string;
}

const platformParam: PathParam = {
  name: 'platform',
  description: 'Platform slug.',
  enum: PLATFORM_SLUGS,
  example: 'google-ads',
};
const toolParam: PathParam = { name: 'tool_id', description: 'Tool slug.', enum: TOOL_SLUGS, example: 'apollo' };

export const ENDPOINTS: readonly Endpoint[] = [
  {
    operationId: 'getIndex',
    tag: 'Service',
    path: '/api/index.json',
    summary: 'Index of the API',
    description: 'What the service publishes: counts, every endpoint and every other file, license and citation.',
    response: Index,
  },
  {
    operationId: 'listChanges',
    tag: 'Changes',
    path: '/api/changes.json',
    summary: 'Every change',
    description: 'Every change record, newest first (by effective date, else published date), including records no longer listed by their source (in_source: false).',
    response: ChangeList,
  },
  {
    operationId: 'listUpcoming',
    tag: 'Changes',
    path: '/api/upcoming.json',
    summary: 'Upcoming changes',
    description: 'Changes whose effective date is on or after the build date, soonest first. A month-precision date (YYYY-MM) counts as upcoming until the month ends and sorts as its first day.',
    response: ChangeList,
  },
  {
    operationId: 'listPlatforms',
    tag: 'Changes',
    path: '/api/platforms.json',
    summary: 'Platforms and categories',
    description: 'Coverage: every platform with its counts per category and its official sources, and every category with its count.',
    response: PlatformList,
  },
  {
    operationId: 'listChangesByPlatform',
    tag: 'Changes',
    path: '/api/changes/{platform}.json',
    summary: 'Changes of one platform',
    description: 'Every change of one platform, newest first. Published for every platform slug, also when a platform has no records yet.',
    param: platformParam,
    response: ChangeList,
  },
  {
    operationId: 'getChange',
    tag: 'Changes',
    path: '/api/change/{id}.json',
    summary: 'One change',
    description: 'One change record by its stable id. Ids and addresses stay valid after the source drops the record.',
    param: {
      name: 'id',
      description: 'Stable id: <platform>-<first 10 hex characters of the SHA-1 of the source key>.',
    },
    response: Change,
    notFound: 'No change has this id.',
  },
  {
    operationId: 'listVersions',
    tag: 'Versions',
    path: '/api/versions.json',
    summary: 'API versions of every platform',
    description:
      'One row per (platform, API family, version), derived from the api_version_sunset change records: release, deprecation and sunset dates, status, days until the sunset, the latest version of each API family and the version to migrate to. status, latest, successor and days_until_sunset are computed against the build date. Superseded records (superseded_by set) are left out; changes lists the ids of the records a row comes from.',
    response: VersionList,
  },
  {
    operationId: 'listVersionsByPlatform',
    tag: 'Versions',
    path: '/api/versions/{platform}.json',
    summary: 'API versions of one platform',
    description: 'The version rows of one platform, as in /api/versions.json. Published for every platform slug, also when a platform has no version rows.',
    param: platformParam,
    response: VersionList,
  },
  {
    operationId: 'getVersionBadge',
    tag: 'Versions',
    path: '/api/badges/{platform}/{api_slug}/{version}.json',
    summary: 'Badge of one API version',
    description:
      'A Shields.io endpoint badge (schemaVersion 1) for one version row: label "<api> <version>", message such as "sunset in 45 days", "sunset 2026-06-10" or "active (latest)", and a colour: red when the sunset is 30 days away or less, orange within 90 days, green later, lightgrey once sunset. Use it as https://img.shields.io/endpoint?url=<this file\'s address>. Published for every row of /api/versions.json (its badge field).',
    param: platformParam,
    moreParams: [
      { name: 'api_slug', description: 'The API family as a path segment (api_slug of the version row).', example: 'google-ads-api' },
      { name: 'version', description: 'The version as a path segment: lower case, other characters than letters, digits and dots as hyphens.', example: 'v21' },
    ],
    response: Badge,
  },
  {
    operationId: 'listToolPrices',
    tag: 'Pricing',
    path: '/api/prices.json',
    summary: 'Latest prices of every tool',
    description: 'The latest pricing snapshot of every tracked tool, in slug order.',
    response: ToolList,
  },
  {
    operationId: 'getToolPricing',
    tag: 'Pricing',
    path: '/api/prices/{tool_id}.json',
    summary: 'One tool: prices and history',
    description: 'The latest pricing snapshot of one tool and its price events, oldest first.',
    param: toolParam,
    response: ToolPricing,
  },
  {
    operationId: 'listPriceHistory',
    tag: 'Pricing',
    path: '/api/price-history.json',
    summary: 'Every price event',
    description: 'Dated price events of every tracked tool, oldest first.',
    response: PriceHistory,
  },
  {
    operationId: 'getSourceStatus',
    tag: 'Service',
    path: '/api/sources.json',
    summary: 'Collector status per source',
    description: 'For every official source: the outcome of the last collection run (ok, failed or skipped), counts, duration, last success and error.',
    response: SourceList,
  },
  {
    operationId: 'getLatestDigest',
    tag: 'Service',
    path: '/api/newsletter/latest.json',
    summary: 'Latest weekly digest',
    description: 'The latest weekly digest: changes the sources announced or put into effect that week, records whose date or title changed, deadlines in the next 30 days, price events, and a count of what Changeline added.',
    response: LatestDigest,
  },
];

export const ERROR_SCHEMA = ApiError;

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
  return endpointParams(e).reduce((path, p) => {
    const value = values[p.name] ?? p.example;
    return value === undefined ? path : path.replace(`{${p.name}}`, value);
  }, e.path);
}

/** Other published files, for the index and llms.txt. */
export const FILES = [
  { path: '/openapi.json', media_type: 'application/json', description: 'OpenAPI 3.1 description of the API.' },
  { path: '/feed.xml', media_type: 'application/atom+xml', description: 'Atom feed of changes, newest first.' },
  { path: '/rss.xml', media_type: 'application/rss+xml', description: 'RSS feed of changes, newest first.' },
  {
    path: '/calendar.ics',
    media_type: 'text/calendar',
    description: 'iCalendar of effective dates (all-day events): every upcoming one and those of the past year; one per platform under /calendars/<platform>.ics.',
  },
  { path: '/llms.txt', media_type: 'text/plain', description: 'Index for language models.' },
  { path: '/llms-full.txt', media_type: 'text/plain', description: 'Every record as plain text.' },
] as const;

export const CALENDAR_FILE = FILES.find((f) => f.path === '/calendar.ics')!;
