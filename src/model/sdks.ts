/**
 * The SDK map's queries (src/schemas/sdks.ts): the published list, one
 * platform's packages, which package versions speak an API version, and
 * which API versions a package version speaks. The /sdks/ page, the API
 * builders and `changeline check` read the map through these.
 */
import type { PlatformSlug } from '../schemas/common.ts';
import { comparePackageVersions, SDK_ECOSYSTEMS, type SdkList, type SdkPackage, type SdkRecord, type SdkRelease } from '../schemas/sdks.ts';
import { compareText } from './compare.ts';
import { versionKey } from './version-tokens.ts';

/** The content id of a package: `<platform>--<ecosystem>--<package slug>`. */
export function sdkId(p: Pick<SdkPackage, 'platform' | 'ecosystem' | 'package'>): string {
  const slug = p.package
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${p.platform}--${p.ecosystem}--${slug}`;
}

/** A stored record as published: without its content id. */
export function sdkPackage(r: SdkRecord | SdkPackage): SdkPackage {
  const { id: _id, ...pkg } = r as SdkRecord;
  return pkg;
}

const ECOSYSTEM_RANK = new Map<string, number>(SDK_ECOSYSTEMS.map((e, i) => [e, i]));

/** The published order: platform, ecosystem, package (code-unit order). */
export function compareSdks(a: SdkPackage, b: SdkPackage): number {
  return compareText(a.platform, b.platform) || compareText(a.ecosystem, b.ecosystem) || compareText(a.package, b.package);
}

/** The order packages are shown in on the page: platform, API, the ecosystems' listed order, package. */
export function compareSdksForPage(a: SdkPackage, b: SdkPackage): number {
  return (
    compareText(a.platform, b.platform) ||
    compareText(a.api, b.api) ||
    (ECOSYSTEM_RANK.get(a.ecosystem) ?? 99) - (ECOSYSTEM_RANK.get(b.ecosystem) ?? 99) ||
    compareText(a.package, b.package)
  );
}

/** /api/sdks.json (or one platform's file): packages in the published order. */
export function sdkList(records: readonly (SdkRecord | SdkPackage)[], generatedAt: string, platform?: PlatformSlug): SdkList {
  const sdks = records
    .filter((r) => platform === undefined || r.platform === platform)
    .map(sdkPackage)
    .sort(compareSdks);
  return { generated_at: generatedAt, count: sdks.length, sdks };
}

/** The platforms that have at least one package, in code-unit order. */
export function sdkPlatforms(records: readonly SdkPackage[]): PlatformSlug[] {
  return [...new Set(records.map((r) => r.platform))].sort(compareText);
}

/** Whether a range holds a package version. */
export function inRange(r: Pick<SdkRelease, 'from' | 'to'>, version: string): boolean {
  return comparePackageVersions(version, r.from) >= 0 && (r.to === null || comparePackageVersions(version, r.to) < 0);
}

/**
 * The range of a package that holds a package version, or null: a version
 * in no range, or newer than the newest release the map read, is unknown,
 * never safe.
 */
export function releaseFor(pkg: Pick<SdkPackage, 'releases' | 'newest_release_read'>, version: string): SdkRelease | null {
  if (comparePackageVersions(version, pkg.newest_release_read) > 0) return null;
  return pkg.releases.find((r) => inRange(r, version)) ?? null;
}

/** Two writings of one API version are the same (v21, 21, v21.0). */
export const sameApiVersion = (a: string, b: string): boolean => versionKey(a) === versionKey(b);

/** The ranges of a package that speak an API version, newest first. */
export function releasesSpeaking(pkg: Pick<SdkPackage, 'releases'>, apiVersion: string): SdkRelease[] {
  return pkg.releases.filter((r) => r.api_versions.some((v) => sameApiVersion(v, apiVersion)));
}

/** A package with the ranges that speak one API version. */
export interface SpeakingPackage {
  pkg: SdkPackage;
  releases: SdkRelease[];
}

/**
 * "Which package version do I need for v23?": per package of a platform's
 * API family (all families when `api` is left out), the ranges that speak
 * the version; packages with none are left out.
 */
export function packagesFor(records: readonly SdkPackage[], platform: PlatformSlug, apiVersion: string, api?: string): SpeakingPackage[] {
  return records
    .filter((p) => p.platform === platform && (api === undefined || p.api === api))
    .map((pkg) => ({ pkg, releases: releasesSpeaking(pkg, apiVersion) }))
    .filter((s) => s.releases.length > 0)
    .sort((a, b) => compareSdksForPage(a.pkg, b.pkg));
}

/** Every API version the packages of a platform's family speak, newest first (as the packages write them). */
export function apiVersionsOf(records: readonly SdkPackage[], platform: PlatformSlug, api: string): string[] {
  const seen = new Map<string, string>();
  for (const p of records) {
    if (p.platform !== platform || p.api !== api) continue;
    for (const r of p.releases) for (const v of r.api_versions) if (!seen.has(versionKey(v))) seen.set(versionKey(v), v);
  }
  const nums = (v: string) => (v.match(/\d+/g) ?? []).map(Number);
  return [...seen.values()].sort((a, b) => {
    const x = nums(a);
    const y = nums(b);
    for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return y[i]! - x[i]!;
    return y.length - x.length;
  });
}

/** The API families (platform, api) of the map, in page order. */
export function sdkFamilies(records: readonly SdkPackage[]): { platform: PlatformSlug; api: string }[] {
  const seen = new Map<string, { platform: PlatformSlug; api: string }>();
  for (const p of [...records].sort(compareSdksForPage)) seen.set(`${p.platform}\u0000${p.api}`, { platform: p.platform, api: p.api });
  return [...seen.values()];
}

/** A range written for people: "25.0.0 and later", "21.0.0 to before 22.0.0". */
export function rangeLabel(r: Pick<SdkRelease, 'from' | 'to'>): string {
  return r.to === null ? `${r.from} and later` : `${r.from} up to ${r.to} (not included)`;
}

/** A run of package versions: from (included) to `to` (not included; null: open-ended). */
export interface Span {
  from: string;
  to: string | null;
}

/**
 * The package versions that speak an API version, as spans: ranges that
 * speak it and follow one another (one's `to` is the next one's `from`)
 * are one span. Oldest first.
 */
export function speakingSpans(pkg: Pick<SdkPackage, 'releases'>, apiVersion: string): Span[] {
  const spans: Span[] = [];
  for (const r of [...releasesSpeaking(pkg, apiVersion)].reverse()) {
    const last = spans.at(-1);
    if (last && last.to !== null && comparePackageVersions(last.to, r.from) === 0) last.to = r.to;
    else spans.push({ from: r.from, to: r.to });
  }
  return spans;
}

/**
 * Ecosystems a platform publishes no official library for, where people
 * look for one; stated on the /sdks/ page with the official page that
 * lists the platform's libraries.
 */
export const NO_OFFICIAL_LIBRARY: readonly { platform: PlatformSlug; api: string; ecosystem: SdkPackage['ecosystem']; note: string; source_url: string }[] = [
  {
    platform: 'google-ads',
    api: 'Google Ads API',
    ecosystem: 'npm',
    note: 'Google publishes no official Node.js library for the Google Ads API: its client library page lists Java, .NET, PHP, Python, Ruby and Perl.',
    source_url: 'https://developers.google.com/google-ads/api/docs/client-libs',
  },
];

/** The ecosystems' names as people know them. */
export const ECOSYSTEM_NAMES: Record<SdkPackage['ecosystem'], string> = {
  pypi: 'PyPI',
  npm: 'npm',
  maven: 'Maven',
  nuget: 'NuGet',
  rubygems: 'RubyGems',
  packagist: 'Packagist',
  go: 'Go',
  cpan: 'CPAN',
};

/** The /sdks/ page's model of one API family: per API version, the packages that speak it; per package, its ranges. */
export interface SdkFamilyView {
  platform: PlatformSlug;
  api: string;
  /** API versions newest first, each with the spans of every package that speaks it. */
  versions: { version: string; packages: { pkg: SdkPackage; spans: Span[] }[] }[];
  /** The family's packages in page order. */
  packages: SdkPackage[];
}

/** The /sdks/ page's model: one entry per API family (platform, then API, then ecosystem order). */
export function sdkPageView(records: readonly SdkPackage[]): SdkFamilyView[] {
  return sdkFamilies(records).map(({ platform, api }) => {
    const packages = records.filter((p) => p.platform === platform && p.api === api).sort(compareSdksForPage);
    return {
      platform,
      api,
      packages,
      versions: apiVersionsOf(records, platform, api).map((version) => ({
        version,
        packages: packages.map((pkg) => ({ pkg, spans: speakingSpans(pkg, version) })).filter((p) => p.spans.length > 0),
      })),
    };
  });
}

/** A span written for people, as a range is: "29.0.0 and later", "29.0.0 up to 31.2.0 (not included)". */
export const spanLabel = (s: Span): string => rangeLabel(s);

/** The anchor of an API version's row on the /sdks/ page. */
export const sdkVersionAnchor = (platform: PlatformSlug, api: string, version: string): string =>
  `sdk-${platform}-${api.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${version.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`.replace(/-+$/, '');
