/**
 * From what the detectors and manifest readers found to findings: each usage
 * looked up in the version table as of today (status, sunset, days left,
 * migrate_to, links), each pinned official SDK placed in its release range of
 * the SDK map. A version the table does not know, or a package version in no
 * range, is `unknown`: never reported as safe.
 */
import type { PlatformSlug } from '../schemas/common.ts';
import type { VersionRow, VersionStatus } from '../schemas/versions.ts';
import type { CheckFinding } from '../schemas/check.ts';
import { releaseFor } from '../model/sdks.ts';
import type { SdkPackage } from '../schemas/sdks.ts';
import { compareText } from '../model/compare.ts';
import { daysUntil } from '../model/date-math.ts';
import { rowsAsOf } from '../model/versions.ts';
import { compareVersions, VERSION_STATUS_RANK } from '../model/version-strings.ts';
import { versionKey } from '../model/version-tokens.ts';
import type { CheckData, CheckSdkPackage, CheckVersionRow } from './data.ts';
import type { Usage } from './detect.ts';
import type { Ecosystem, Pin } from './manifests.ts';

export type FindingStatus = CheckFinding['status'];

/** A finding before the policy is applied (the report adds `violation`). */
export type Finding = Omit<CheckFinding, 'violation'>;

/** The version table, indexed, as of one day. */
export class VersionIndex {
  readonly today: string;
  private readonly byFamily = new Map<string, VersionRow[]>();
  private readonly sdks = new Map<string, CheckSdkPackage>();

  constructor(data: CheckData, today: string) {
    this.today = today;
    const rows = rowsAsOf(data.versions as unknown as VersionRow[], today);
    for (const r of rows) {
      const key = `${r.platform}\u0000${r.api}`;
      const list = this.byFamily.get(key) ?? [];
      list.push(r);
      this.byFamily.set(key, list);
    }
    for (const p of data.sdks) this.sdks.set(sdkKey(p.ecosystem as Ecosystem, p.package), p);
  }

  /** The rows of a family, newest first (empty when the table has none). */
  family(platform: string, api: string): VersionRow[] {
    return this.byFamily.get(`${platform}\u0000${api}`) ?? [];
  }

  /** The row of a version in one family: the exact text first, else the same numbers (v21 = v21.0). */
  row(platform: string, api: string, version: string): VersionRow | undefined {
    const fam = this.family(platform, api);
    return fam.find((r) => r.version === version) ?? fam.find((r) => versionKey(r.version) === versionKey(version) && versionKey(version) !== '');
  }

  /** The SDK map's entry for a package, or undefined. */
  sdk(ecosystem: Ecosystem, name: string): CheckSdkPackage | undefined {
    return this.sdks.get(sdkKey(ecosystem, name));
  }
}

/** Package names as each registry compares them: PyPI folds case and runs of -_. (PEP 503), NuGet, Maven and Packagist fold case. */
export function sdkKey(ecosystem: Ecosystem, name: string): string {
  const n = ecosystem === 'pypi' ? name.toLowerCase().replace(/[-_.]+/g, '-') : ecosystem === 'npm' || ecosystem === 'go' ? name : name.toLowerCase();
  return `${ecosystem}\u0000${n}`;
}

/** A row status's rank (VERSION_STATUS_RANK: planned < active < deprecated < sunset); an unknown status ranks lowest. */
const rankOf = (status: string): number => VERSION_STATUS_RANK[status as VersionStatus] ?? -1;

/** The row a usage stands for: among its families, the one whose version dies first (worst status, then earliest sunset). */
function worstRow(index: VersionIndex, platform: string, apis: readonly string[], version: string): VersionRow | undefined {
  const rows = apis.map((a) => index.row(platform, a, version)).filter((r): r is VersionRow => r !== undefined);
  return rows.sort(
    (a, b) => rankOf(b.status) - rankOf(a.status) || (a.days_until_sunset ?? Number.MAX_SAFE_INTEGER) - (b.days_until_sunset ?? Number.MAX_SAFE_INTEGER),
  )[0];
}

/** What a family's users should move to when their version is unknown: any row's migrate_to target, else the newest available. */
function familyTarget(index: VersionIndex, platform: string, api: string): string | null {
  const fam = index.family(platform, api);
  const withTarget = fam.find((r) => (r as Partial<CheckVersionRow>).migrate_to);
  if (withTarget) return (withTarget as Partial<CheckVersionRow>).migrate_to ?? null;
  return fam.find((r) => r.latest)?.version ?? null;
}

function fromRow(
  r: VersionRow,
  today: string,
): Pick<
  Finding,
  'api' | 'version' | 'status' | 'sunset_date' | 'days_until_sunset' | 'migrate_to' | 'breaking_to_target' | 'migration_url' | 'source_url' | 'record_url'
> {
  const target = (r as Partial<CheckVersionRow>).migrate_to;
  // The migration path holds for the row's own migrate_to (older data without it gives none).
  const path = target == null ? null : (r as Partial<CheckVersionRow>);
  return {
    api: r.api,
    version: r.version,
    status: r.status as FindingStatus,
    sunset_date: r.sunset_date,
    days_until_sunset: r.sunset_date === null ? null : daysUntil(r.sunset_date, today),
    migrate_to: target === undefined ? (r.latest ? null : r.successor) : target,
    breaking_to_target: path?.breaking_to_target ?? null,
    migration_url: path?.breaking_to_target == null ? null : (path.migration_url ?? null),
    source_url: r.source_url,
    record_url: r.page,
  };
}

/** A code usage as a finding. */
export function resolveUsage(index: VersionIndex, file: string, u: Usage): Finding {
  const base = { file, line: u.line, column: u.column, platform: u.platform, kind: 'code' as const, comment: u.comment, match: u.match, package: null };
  const row = worstRow(index, u.platform, u.apis, u.version);
  if (row) return { ...base, ...fromRow(row, index.today) };
  const api = u.apis.find((a) => index.family(u.platform, a).length > 0) ?? u.apis[0]!;
  return {
    ...base,
    api,
    version: u.version,
    status: 'unknown',
    sunset_date: null,
    days_until_sunset: null,
    migrate_to: familyTarget(index, u.platform, api),
    breaking_to_target: null,
    migration_url: null,
    source_url: null,
    record_url: null,
  };
}

/**
 * A pin as a finding, or null when the package is not an official SDK of the
 * map. The version judged is the release's default API version, else the
 * newest it speaks (the best the pinned release can do).
 */
export function resolvePin(index: VersionIndex, file: string, pin: Pin): Finding | null {
  const sdk = index.sdk(pin.ecosystem, pin.name);
  if (!sdk) return null;
  const release = releaseFor(sdk as unknown as Pick<SdkPackage, 'releases' | 'newest_release_read'>, pin.version);
  const base = {
    file,
    line: pin.line,
    column: 1,
    platform: sdk.platform as PlatformSlug,
    kind: 'manifest' as const,
    comment: pin.comment,
    match: `${pin.name}@${pin.version}`,
  };
  // A pin the map does not place, or an API version the table does not know: unknown, never safe.
  const unknown = (version: string | null, pkg: NonNullable<Finding['package']>) => ({
    ...base,
    api: sdk.api,
    version,
    status: 'unknown' as const,
    sunset_date: null,
    days_until_sunset: null,
    migrate_to: familyTarget(index, sdk.platform, sdk.api),
    breaking_to_target: null,
    migration_url: null,
    source_url: null,
    record_url: null,
    package: pkg,
  });
  if (release === null) return unknown(null, { ecosystem: pin.ecosystem, name: pin.name, version: pin.version, api_versions: [], source_url: null });
  const speaks = [...release.api_versions].sort(compareVersions);
  const judged = release.default_api_version ?? speaks.at(-1)!;
  const pkg = { ecosystem: pin.ecosystem, name: pin.name, version: pin.version, api_versions: speaks, source_url: release.source_url };
  const row = index.row(sdk.platform, sdk.api, judged);
  if (row) return { ...base, ...fromRow(row, index.today), package: pkg };
  return unknown(judged, pkg);
}

/** Findings in report order: file, line, column, then platform. */
export function sortFindings(list: Finding[]): Finding[] {
  return list.sort((a, b) => compareText(a.file, b.file) || a.line - b.line || a.column - b.column || compareText(a.platform, b.platform));
}
