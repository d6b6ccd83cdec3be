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
import { lookupVersion } from '../model/version-lookup.ts';
import { addressed, majorOf, minorsOnMajor } from '../model/minor-versions.ts';
import { SOAP_FAMILY, soapSdk } from './sdk-transport.ts';
import { scopeOf } from './scope.ts';

export type FindingStatus = CheckFinding['status'];

/** A finding before the policy is applied (the report adds `violation`). */
export type Finding = Omit<CheckFinding, 'violation' | 'endpoint' | 'served'> & {
  endpoint?: CheckFinding['endpoint'];
  served?: CheckFinding['served'];
};

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

  /** A version the family has no row for, judged by the older-versions rule (src/model/version-lookup.ts): the rule's sunset row and words, or null. */
  byRule(platform: string, api: string, version: string): { row: VersionRow; rule: string } | null {
    const r = lookupVersion(this.family(platform, api), platform, api, version);
    return r.basis === 'rule' ? { row: r.older_than, rule: r.rule } : null;
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

/**
 * What a family's users should move to when their version is unknown: any row's migrate_to target, else the newest
 * available; none when the version is not older than it (a release newer than the data knows is never told to go
 * back to an older one).
 */
function familyTarget(index: VersionIndex, platform: string, api: string, version: string | null): string | null {
  const fam = index.family(platform, api);
  const withTarget = fam.find((r) => (r as Partial<CheckVersionRow>).migrate_to);
  const target = withTarget ? ((withTarget as Partial<CheckVersionRow>).migrate_to ?? null) : (fam.find((r) => r.latest)?.version ?? null);
  return target !== null && version !== null && compareVersions(target, version) <= 0 ? null : target;
}

/**
 * The target of a version the table does not know (familyTarget), as code addresses it: in a family whose minors
 * are served on their major's endpoint, the major to call (the minor it is served as in served); a version of
 * another shape, or none, gets the major without a served block.
 */
function unknownTarget(index: VersionIndex, platform: string, api: string, version: string | null): Pick<Finding, 'migrate_to' | 'served'> {
  const target = familyTarget(index, platform, api, version);
  const a = version === null ? null : addressed(platform, api, index.family(platform, api), version, target);
  if (a !== null)
    return {
      migrate_to: a.migrate_to,
      served: { endpoint: a.endpoint, version: null, migrate_to_served_as: a.migrate_to_served_as, source_url: a.rule.source_url },
    };
  const rule = minorsOnMajor(platform, api);
  return { migrate_to: rule !== undefined && target !== null ? (majorOf(target) ?? target) : target, served: null };
}

type Judged = Pick<
  Finding,
  | 'api'
  | 'version'
  | 'status'
  | 'status_basis'
  | 'status_rule'
  | 'sunset_date'
  | 'days_until_sunset'
  | 'migrate_to'
  | 'breaking_to_target'
  | 'migration_url'
  | 'changelog_missing'
  | 'source_url'
  | 'record_url'
  | 'served'
>;

/**
 * A judged version as code addresses it, in a family whose minor versions cannot be called by themselves (Google
 * Ads API, src/model/minor-versions.ts): a call to v26 is served by v26's newest released minor, whose row gives the
 * status; migrate_to is written as the major to call (v26 for a v25 pin, its minor in served), and is null when the
 * family's target is a minor of the major already called (a v26 pin is not told to move to v26.2, which no URL or
 * SDK can name). The migration path is kept: it leads to the same version. Other families pass unchanged.
 */
function asAddressed(index: VersionIndex, platform: string, j: Judged): Judged {
  if (j.version === null) return j;
  const a = addressed(platform, j.api, index.family(platform, j.api), j.version, j.migrate_to);
  if (a === null) return j;
  const s = a.served;
  const fromServed =
    s !== undefined && j.status_basis === 'row'
      ? {
          status: s.status as FindingStatus,
          sunset_date: s.sunset_date,
          days_until_sunset: s.sunset_date === null ? null : daysUntil(s.sunset_date, index.today),
          source_url: s.source_url,
          record_url: s.page,
        }
      : {};
  const noTarget = a.migrate_to === null;
  return {
    ...j,
    ...fromServed,
    migrate_to: a.migrate_to,
    ...(noTarget ? { breaking_to_target: null, migration_url: null, changelog_missing: null } : {}),
    served: { endpoint: a.endpoint, version: s?.version ?? null, migrate_to_served_as: a.migrate_to_served_as, source_url: a.rule.source_url },
  };
}

/**
 * A version older than a sunset row: sunset by the rule, with that row's target and source (its sunset date is
 * the row's, not the version's). The row's migration path starts at the row, not at this older version, so its
 * cost is not known here: no count, no path.
 */
function fromRule(r: VersionRow, version: string, rule: string, today: string): Judged {
  const judged = fromRow(r, today);
  return {
    ...judged,
    version,
    status: 'sunset',
    status_basis: 'rule',
    status_rule: rule,
    sunset_date: null,
    days_until_sunset: null,
    breaking_to_target: null,
    migration_url: null,
    changelog_missing: null,
  };
}

function fromRow(r: VersionRow, today: string): Judged {
  const target = (r as Partial<CheckVersionRow>).migrate_to;
  // The migration path holds for the row's own migrate_to (older data without it gives none).
  const path = target == null ? null : (r as Partial<CheckVersionRow>);
  return {
    api: r.api,
    version: r.version,
    status: r.status as FindingStatus,
    status_basis: 'row',
    status_rule: null,
    sunset_date: r.sunset_date,
    days_until_sunset: r.sunset_date === null ? null : daysUntil(r.sunset_date, today),
    migrate_to: target === undefined ? (r.latest ? null : r.successor) : target,
    breaking_to_target: path?.breaking_to_target ?? null,
    migration_url: path?.breaking_to_target == null ? null : (path.migration_url ?? null),
    changelog_missing: path?.breaking_to_target == null ? null : (path.changelog_missing ?? []),
    source_url: r.source_url,
    record_url: r.page,
    served: null,
  };
}

/** A code usage as a finding. */
export function resolveUsage(index: VersionIndex, file: string, u: Usage): Finding {
  const base = {
    file,
    line: u.line,
    column: u.column,
    platform: u.platform,
    kind: 'code' as const,
    comment: u.comment,
    match: u.match,
    scope: scopeOf(file),
    ignored: null,
    package: null,
  };
  const row = worstRow(index, u.platform, u.apis, u.version);
  if (row) return { ...base, ...asAddressed(index, u.platform, fromRow(row, index.today)) };
  for (const a of u.apis) {
    const ruled = index.byRule(u.platform, a, u.version);
    if (ruled) return { ...base, ...asAddressed(index, u.platform, fromRule(ruled.row, u.version, ruled.rule, index.today)) };
  }
  const api = u.apis.find((a) => index.family(u.platform, a).length > 0) ?? u.apis[0]!;
  return {
    ...base,
    api,
    version: u.version,
    status: 'unknown',
    status_basis: null,
    status_rule: null,
    sunset_date: null,
    days_until_sunset: null,
    ...unknownTarget(index, u.platform, api, u.version),
    breaking_to_target: null,
    migration_url: null,
    changelog_missing: null,
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
  if (pin.below) return resolveUpperBound(index, file, pin, sdk);
  const release = releaseFor(sdk as unknown as Pick<SdkPackage, 'releases' | 'newest_release_read'>, pin.version);
  const base = {
    file,
    line: pin.line,
    column: 1,
    platform: sdk.platform as PlatformSlug,
    kind: 'manifest' as const,
    comment: pin.comment,
    match: `${pin.name}@${pin.version}`,
    scope: scopeOf(file),
    ignored: null,
  };
  // A pin the map does not place, or an API version the table does not know: unknown, never safe.
  const unknown = (version: string | null, pkg: NonNullable<Finding['package']>) => ({
    ...base,
    api: sdk.api,
    version,
    status: 'unknown' as const,
    status_basis: null,
    status_rule: null,
    sunset_date: null,
    days_until_sunset: null,
    ...unknownTarget(index, sdk.platform, sdk.api, version),
    breaking_to_target: null,
    migration_url: null,
    changelog_missing: null,
    source_url: null,
    record_url: null,
    package: pkg,
  });
  if (release === null)
    return unknown(null, { ecosystem: pin.ecosystem, name: pin.name, version: pin.version, api_versions: [], source_url: null, upgrade_to: null });
  const speaks = [...release.api_versions].sort(compareVersions);
  const judged = release.default_api_version ?? speaks.at(-1)!;
  const pkg = { ecosystem: pin.ecosystem, name: pin.name, version: pin.version, api_versions: speaks, source_url: release.source_url, upgrade_to: null };
  // A release on SOAP dies with the SOAP endpoints, before its API version does.
  const soap = soapSdk(pin.ecosystem, pin.name, pin.version);
  const soapRow = soap ? index.row(sdk.platform, SOAP_FAMILY, judged) : undefined;
  if (soap && soapRow) {
    const judgedSoap = fromRow(soapRow, index.today);
    const move = soap.moveTo;
    return {
      ...base,
      ...judgedSoap,
      package: {
        ...pkg,
        upgrade_to: { name: move.name, version: move.version ?? 'latest', speaks: judged, rule: 'rest-transport' as const },
      },
    };
  }
  const row = index.row(sdk.platform, sdk.api, judged);
  if (row) {
    const judgedRow = asAddressed(index, sdk.platform, fromRow(row, index.today));
    return { ...base, ...judgedRow, package: { ...pkg, upgrade_to: upgradeAdvice(index, sdk, pin, judgedRow) } };
  }
  const ruled = index.byRule(sdk.platform, sdk.api, judged);
  if (ruled) {
    const judgedRule = asAddressed(index, sdk.platform, fromRule(ruled.row, judged, ruled.rule, index.today));
    return { ...base, ...judgedRule, package: { ...pkg, upgrade_to: upgradeAdvice(index, sdk, pin, judgedRule) } };
  }
  return unknown(judged, pkg);
}

/** Whether an API version of the family is sunset, by its row or by the older-versions rule. */
function isSunset(index: VersionIndex, platform: string, api: string, version: string): boolean {
  const row = index.row(platform, api, version);
  if (row) return row.status === 'sunset';
  return index.byRule(platform, api, version) !== null;
}

/**
 * A range with only an upper bound (`google-ads<18`): a finding when every
 * release it admits speaks sunset API versions alone (whichever one the
 * resolver installs, it is dead), judged on the newest version the newest
 * admitted release speaks; any other range is no finding.
 */
function resolveUpperBound(index: VersionIndex, file: string, pin: Pin, sdk: CheckSdkPackage): Finding | null {
  const admitted = sdk.releases.filter((r) => {
    const c = compareVersions(r.from, pin.version);
    return pin.below === '<' ? c < 0 : c <= 0;
  });
  if (admitted.length === 0) return null;
  const spoken = [...new Set(admitted.flatMap((r) => r.api_versions))].sort(compareVersions);
  if (spoken.length === 0 || !spoken.every((v) => isSunset(index, sdk.platform, sdk.api, v))) return null;
  const newest = spoken.at(-1)!;
  const row = index.row(sdk.platform, sdk.api, newest);
  const ruled = row ? null : index.byRule(sdk.platform, sdk.api, newest);
  const judged = asAddressed(index, sdk.platform, row ? fromRow(row, index.today) : fromRule(ruled!.row, newest, ruled!.rule, index.today));
  const newestAdmitted = [...admitted].sort((a, b) => compareVersions(a.from, b.from)).at(-1)!;
  const shownPin = { ...pin, version: newestAdmitted.from };
  return {
    file,
    line: pin.line,
    column: 1,
    platform: sdk.platform as PlatformSlug,
    kind: 'manifest',
    comment: pin.comment,
    match: `${pin.name}${pin.below}${pin.version}`,
    scope: scopeOf(file),
    ignored: null,
    ...judged,
    package: {
      ecosystem: pin.ecosystem,
      name: pin.name,
      version: `${pin.below}${pin.version}`,
      api_versions: spoken,
      source_url: newestAdmitted.source_url,
      upgrade_to: upgradeAdvice(index, sdk, shownPin, judged),
    },
  };
}

/**
 * The release to upgrade a pinned SDK to when its API version is dying
 * (sunset, deprecated, or with a sunset date): the oldest release of the SDK
 * map that speaks migrate_to; else, when none does yet, the newest release
 * that speaks a version that is not sunset. Never a release older than the
 * pin, never one that speaks only sunset versions; null when none qualifies.
 */
export function upgradeAdvice(
  index: VersionIndex,
  sdk: CheckSdkPackage,
  pin: Pin,
  judged: Pick<Finding, 'status' | 'sunset_date' | 'migrate_to' | 'served'>,
): NonNullable<NonNullable<Finding['package']>['upgrade_to']> | null {
  if (judged.status !== 'sunset' && judged.status !== 'deprecated' && judged.sunset_date === null) return null;
  // On the major the family's target is served by (Google Ads v26, served as v26.2): there is nothing newer to call.
  if (judged.served != null && judged.migrate_to === null && judged.status === 'active') return null;
  const newer = [...sdk.releases].filter((r) => compareVersions(r.from, pin.version) > 0).sort((a, b) => compareVersions(a.from, b.from));
  const target = judged.migrate_to;
  if (target) {
    const key = versionKey(target);
    const first = newer.find((r) => r.api_versions.some((v) => versionKey(v) === key));
    if (first) return { name: pin.name, version: first.from, speaks: target, rule: 'oldest-speaking-migrate-to' };
  }
  for (const r of [...newer].reverse()) {
    const live = [...r.api_versions]
      .sort(compareVersions)
      .reverse()
      .find((v) => {
        const row = index.row(sdk.platform, sdk.api, v);
        return row !== undefined && row.status !== 'sunset';
      });
    if (live) return { name: pin.name, version: r.from, speaks: live, rule: 'newest-speaking-live' };
  }
  return null;
}

/** Findings in report order: file, line, column, then platform. */
export function sortFindings(list: Finding[]): Finding[] {
  return list.sort((a, b) => compareText(a.file, b.file) || a.line - b.line || a.column - b.column || compareText(a.platform, b.platform));
}
