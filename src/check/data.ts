/**
 * The data `changeline check` judges usages by: the version table
 * (/api/versions.json) and the SDK map (/api/sdks.json), checked by picks of
 * the published schemas (a newer site may add fields), fetched from the site
 * or taken from the copy bundled at build time.
 *
 * Loading rules: a site that answers HTML (or anything that is not the JSON
 * expected) is a data error (exit 2: the base is wrong, and the bundle would
 * hide it); a network failure (no answer, a timeout, a 5xx) falls back to the
 * bundle with a warning, never silently.
 */
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import { VersionList, VersionRow } from '../schemas/versions.ts';
import { SdkList, SdkPackage, SdkRelease } from '../schemas/sdks.ts';
import { API_PATHS } from '../model/links.ts';
import { CheckEndpointList, type CheckEndpoint } from './endpoints.ts';

function pick<S extends z.core.$ZodLooseShape, K extends keyof S & string>(schema: { shape: S }, keys: readonly K[]) {
  return z.looseObject(Object.fromEntries(keys.map((k) => [k, schema.shape[k]])) as Pick<S, K>);
}

/** The fields check reads of a version row. */
export const CheckVersionRow = pick(VersionRow, [
  'api',
  'version',
  'release_date',
  'deprecation_date',
  'sunset_date',
  'sunset_date_precision',
  'tentative',
  'days_until_sunset',
  'latest',
  'successor',
  'source_url',
  'page',
  'changes',
  'api_slug',
  'badge',
]).extend({
  platform: z.string(),
  status: z.string(),
  migrate_to: z.string().nullable().optional(),
  migrate_to_rule: z.string().nullable().optional(),
  migrate_to_source_url: z.string().nullable().optional(),
  migrate_to_sunset_date: z.string().nullable().optional(),
  // The platform's named target, published even while it is planned, so that rowsAsOf follows it on a later day.
  platform_target: z.string().nullable().optional(),
  platform_target_source_url: z.string().nullable().optional(),
  breaking_to_target: z.int().nullable().optional(),
  changelog_missing: z.array(z.string()).nullable().optional(),
  migration_url: z.string().nullable().optional(),
});
const CheckVersionList = pick(VersionList, ['generated_at']).extend({ versions: z.array(CheckVersionRow) });

const CheckSdkRelease = pick(SdkRelease, ['from', 'to', 'api_versions', 'default_api_version', 'source_url']);
const CheckSdkPackage = pick(SdkPackage, ['api', 'package', 'repository', 'newest_release_read']).extend({
  platform: z.string(),
  ecosystem: z.string(),
  releases: z.array(CheckSdkRelease),
});
const CheckSdkList = pick(SdkList, ['generated_at']).extend({ sdks: z.array(CheckSdkPackage) });

export type CheckVersionRow = z.infer<typeof CheckVersionRow>;
export type CheckSdkPackage = z.infer<typeof CheckSdkPackage>;

export interface CheckData {
  /** generated_at of the version table: how current the data is. */
  data_as_of: string;
  versions: CheckVersionRow[];
  sdks: CheckSdkPackage[];
  /** The operations change records retire (src/check/endpoints.ts); empty when the data has none. */
  endpoints: CheckEndpoint[];
}

/** The data files as the site publishes them. */
export interface DataFiles {
  versions: unknown;
  sdks: unknown;
  /** The endpoint table (endpointTable in src/check/endpoints.ts); absent: none. */
  endpoints?: unknown;
}

function checked<T>(schema: z.ZodType, json: unknown, what: string): T {
  const res = schema.safeParse(json);
  if (res.success) return res.data as T;
  const i = res.error.issues[0]!;
  const path = i.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('');
  throw new Error(`${what} is not the file expected: ${path.replace(/^\./, '') || 'the file'}: ${i.message}`);
}

/**
 * Data files already checked when they were built in: the one-file bundle's
 * copy, which scripts/bundle-check.ts checks with dataFrom and finds given
 * back unchanged (assertTakenAsIs). dataFrom takes them as they are, without
 * a second parse of some 300 KB on every run.
 */
const checkedAtBuild = new WeakSet<object>();

/** Marks the bundled data files as checked at build time (src/check/bundle-entry.ts). */
export function checkedWhenBuilt(files: DataFiles): DataFiles {
  checkedAtBuild.add(files);
  return files;
}

/** Throws unless dataFrom gives the files' rows back unchanged: what lets the bundle skip the parse at run time. */
export function assertTakenAsIs(files: DataFiles, label: string): void {
  const d = dataFrom(files, label);
  const v = files.versions as { generated_at?: unknown; versions?: unknown };
  const s = files.sdks as { sdks?: unknown };
  if (
    d.data_as_of !== v.generated_at ||
    !isDeepStrictEqual(d.versions, v.versions) ||
    !isDeepStrictEqual(d.sdks, s.sdks) ||
    !isDeepStrictEqual(d.endpoints, files.endpoints ?? [])
  ) {
    throw new Error(`${label}: the checked data differs from the files (a schema default or transform?), so the bundle cannot take them as they are`);
  }
}

/** The two files, checked; throws a one-line reason. */
export function dataFrom(files: DataFiles, label: string): CheckData {
  if (checkedAtBuild.has(files)) {
    const v = files.versions as { generated_at: string; versions: CheckVersionRow[] };
    if (v.versions.length === 0) throw new Error(`${label}${API_PATHS.listVersions} lists no API versions`);
    return {
      data_as_of: v.generated_at,
      versions: v.versions,
      sdks: (files.sdks as { sdks: CheckSdkPackage[] }).sdks,
      endpoints: (files.endpoints as CheckEndpoint[] | undefined) ?? [],
    };
  }
  const v = checked<z.infer<typeof CheckVersionList>>(CheckVersionList, files.versions, `${label}${API_PATHS.listVersions}`);
  if (v.versions.length === 0) throw new Error(`${label}${API_PATHS.listVersions} lists no API versions`);
  const s = checked<z.infer<typeof CheckSdkList>>(CheckSdkList, files.sdks, `${label}${API_PATHS.listSdks}`);
  const endpoints = files.endpoints === undefined ? [] : checked<CheckEndpoint[]>(CheckEndpointList, files.endpoints, `${label} endpoint table`);
  return { data_as_of: v.generated_at, versions: v.versions, sdks: s.sdks, endpoints };
}

/** Thrown for a data problem that must stop the run (exit 2). */
export class DataError extends Error {}

export type Fetcher = (url: string, init: { signal: AbortSignal; headers: Record<string, string> }) => Promise<Response>;

/**
 * One file from the site. Resolves with the JSON; rejects with a DataError
 * when the site answers but not with that JSON, or with a plain Error when
 * the site cannot be reached (the caller falls back to the bundle).
 */
export async function fetchJson(url: string, fetcher: Fetcher, timeoutMs: number): Promise<unknown> {
  let res: Response;
  try {
    res = await fetcher(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json', 'user-agent': 'changeline-check' } });
  } catch (err) {
    const e = err as Error & { cause?: { code?: string; message?: string } };
    const why = e.name === 'TimeoutError' ? `no answer within ${timeoutMs / 1000} s` : (e.cause?.code ?? e.cause?.message ?? e.message);
    throw new Error(`could not reach ${url} (${why})`);
  }
  if (res.status >= 500) throw new Error(`${url} answered HTTP ${res.status}`);
  const type = res.headers.get('content-type') ?? '';
  const body = await res.text();
  if (/html/i.test(type) || /^\s*<(?:!doctype|html|head|body)/i.test(body)) {
    throw new DataError(`${url} answered HTML (HTTP ${res.status}), not the JSON API: check CHANGELINE_API_BASE (it must be the address of a Changeline site)`);
  }
  if (!res.ok) throw new DataError(`${url} answered HTTP ${res.status}: check CHANGELINE_API_BASE`);
  try {
    return JSON.parse(body);
  } catch {
    throw new DataError(`${url} did not answer JSON (content-type "${type || 'none'}"): check CHANGELINE_API_BASE`);
  }
}
