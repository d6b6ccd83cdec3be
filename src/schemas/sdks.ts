/**
 * The SDK map: per official client library (package ecosystem, package name,
 * ranges of package versions) the ad-API versions it speaks, each fact with
 * its official source (the constant that names the API version in the
 * library's repository at a tag, or the library's changelog). Stored one
 * package per file (`content/sdks/<platform>--<ecosystem>--<package slug>.json`,
 * an SdkPackage) and published by /api/sdks.json and /api/sdks/{platform}.json
 * (an SdkList). `changeline check` maps a pinned dependency to API versions
 * with it; a pinned version that falls in no range is unknown, never safe.
 */
import { z } from 'zod';
import { HttpsUrl, Platform, Text, Timestamp } from './common.ts';

/** Package ecosystems, in the order the service lists them. */
export const SDK_ECOSYSTEMS = ['pypi', 'npm', 'maven', 'nuget', 'rubygems', 'packagist', 'go', 'cpan'] as const;

export const SDK_SOURCE_KINDS = ['tag-constant', 'changelog'] as const;

/** A package version as a manifest pins it: numbers joined by dots, then an optional pre-release or build suffix (25.0.0, 13.0.24.1, 2.0.0rc1, 1.0.0-beta.2). */
const PACKAGE_VERSION_RE = /^\d+(?:\.\d+)*(?:[-.+_]?[0-9A-Za-z][0-9A-Za-z.+_-]*)?$/;

function splitPackageVersion(v: string): { nums: number[]; suffix: string } {
  const m = /^(\d+(?:\.\d+)*)(.*)$/.exec(v.trim());
  if (m === null) return { nums: [], suffix: v };
  return { nums: m[1]!.split('.').map(Number), suffix: m[2]! };
}

/** Runs of digits compare as numbers, other runs in code-unit order (rc2 < rc10, alpha < beta). */
function compareSuffix(a: string, b: string): number {
  const x = a.match(/\d+|\D+/g) ?? [];
  const y = b.match(/\d+|\D+/g) ?? [];
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const p = x[i]!;
    const q = y[i]!;
    if (/^\d/.test(p) && /^\d/.test(q)) {
      if (Number(p) !== Number(q)) return Number(p) - Number(q);
    } else if (p !== q) return p < q ? -1 : 1;
  }
  return x.length - y.length;
}

/** -1 for a pre-release suffix (rc1, -beta.2, b3), 0 for none, 1 for a post-release or build suffix (.post1, -post2, +build). */
function suffixRank(suffix: string): number {
  if (suffix === '') return 0;
  return /^(?:[._-]?post|\+)/i.test(suffix) ? 1 : -1;
}

/**
 * Order of package versions, older first: the dotted numbers compare part by
 * part as numbers (1.10.0 > 1.9.0; a missing part counts as 0, so 21.0 equals
 * 21.0.0), and a version with a pre-release suffix sorts before the release
 * (2.0.0rc1 < 2.0.0), and a post-release after it (28.0.0 < 28.0.0.post1,
 * PEP 440). Used by the schema's range checks and by every reader
 * that places a pinned version in a range.
 */
export function comparePackageVersions(a: string, b: string): number {
  const x = splitPackageVersion(a);
  const y = splitPackageVersion(b);
  for (let i = 0; i < Math.max(x.nums.length, y.nums.length); i++) {
    const d = (x.nums[i] ?? 0) - (y.nums[i] ?? 0);
    if (d !== 0) return d;
  }
  if (x.suffix === y.suffix) return 0;
  const rank = suffixRank(x.suffix) - suffixRank(y.suffix);
  return rank !== 0 ? rank : compareSuffix(x.suffix, y.suffix);
}

/** Numbers of an API version for ordering: v21.0 -> [21, 0], 202601 -> [202601], 13 -> [13]. */
function apiVersionNumbers(v: string): number[] {
  return (v.match(/\d+/g) ?? []).map(Number);
}

function compareApiVersions(a: string, b: string): number {
  const x = apiVersionNumbers(a);
  const y = apiVersionNumbers(b);
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
  return x.length - y.length;
}

export const SdkEcosystem = z.enum(SDK_ECOSYSTEMS).describe('Package ecosystem (registry) the library is published to.');

export const PackageVersion = z
  .string()
  .regex(PACKAGE_VERSION_RE, { error: 'expected a package version such as 25.0.0 or 2.0.0rc1 (no leading v)' })
  .describe('A package version as a manifest pins it, without a leading v.');

export const SdkRelease = z
  .strictObject({
    from: PackageVersion.describe('First package version of the range (inclusive), for example 25.0.0.'),
    to: PackageVersion.nullable().describe(
      'First package version NOT in the range (exclusive): the first release that speaks other API versions. null when the range is open-ended (the newest releases).',
    ),
    api_versions: z
      .array(Text)
      .min(1)
      .describe('API versions the releases of this range speak, as /api/versions.json writes them (v19, v21.0, 13), oldest first, no duplicates.'),
    default_api_version: Text.nullable().describe(
      'The API version these releases call unless told otherwise (for example the API_VERSION constant of facebook-business); null when the library has no default and the caller always chooses.',
    ),
    source_url: HttpsUrl.describe(
      "Official source of the fact: the file at the tag of the range's first release (for example https://github.com/facebook/facebook-python-business-sdk/blob/21.0.5/facebook_business/apiconfig.py) or the changelog entry.",
    ),
    source_kind: z
      .enum(SDK_SOURCE_KINDS)
      .describe(
        "tag-constant when the source is the constant that names the API versions in the repository at a tag; changelog when it is the library's changelog.",
      ),
  })
  .superRefine((r, ctx) => {
    if (r.to !== null && comparePackageVersions(r.from, r.to) >= 0) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: `must be a later package version than from (${r.from})` });
    }
    for (let i = 1; i < r.api_versions.length; i++) {
      if (compareApiVersions(r.api_versions[i - 1]!, r.api_versions[i]!) >= 0) {
        ctx.addIssue({ code: 'custom', path: ['api_versions', i], message: 'API versions must be oldest first, without duplicates' });
      }
    }
    if (r.default_api_version !== null && !r.api_versions.includes(r.default_api_version)) {
      ctx.addIssue({ code: 'custom', path: ['default_api_version'], message: 'must be one of api_versions' });
    }
  })
  .meta({ id: 'SdkRelease', description: 'A range of package versions of one library and the API versions they speak.' });

const sdkPackageShape = {
  platform: Platform,
  api: Text.describe('API family exactly as /api/versions.json names it, for example "Google Ads API", "Marketing API" or "Bing Ads API".'),
  ecosystem: SdkEcosystem,
  package: Text.describe(
    'The package name as a manifest writes it: pypi google-ads, npm facebook-nodejs-business-sdk, maven com.google.api-ads:google-ads (groupId:artifactId), nuget Google.Ads.GoogleAds, rubygems google-ads-googleads, packagist googleads/google-ads-php, cpan Google::Ads::GoogleAds::Client, go the module path.',
  ),
  repository: HttpsUrl.describe('The official source repository of the library.'),
  newest_release_read: PackageVersion.describe(
    'The newest release of the package the map was made from. The open-ended range holds the versions from its first up to this one; a later version may speak newer API versions and counts as unknown until the map has read it.',
  ),
  releases: z
    .array(SdkRelease)
    .min(1)
    .describe('Ranges of package versions, newest first; they never overlap, and only the newest may be open-ended. A package version in no range is unknown.'),
};

/** Ranges newest first, never overlapping, only the newest open-ended. */
function checkRanges(p: { releases: readonly SdkRelease[]; newest_release_read: string }, ctx: z.RefinementCtx): void {
  const newest = p.releases[0];
  if (newest && comparePackageVersions(p.newest_release_read, newest.from) < 0) {
    ctx.addIssue({ code: 'custom', path: ['newest_release_read'], message: `must not be older than the newest range's first version (${newest.from})` });
  }
  for (let i = 1; i < p.releases.length; i++) {
    const newer = p.releases[i - 1]!;
    const older = p.releases[i]!;
    if (older.to === null) {
      ctx.addIssue({ code: 'custom', path: ['releases', i, 'to'], message: 'only the newest range may be open-ended' });
    } else if (comparePackageVersions(older.to, newer.from) > 0) {
      ctx.addIssue({ code: 'custom', path: ['releases', i], message: `overlaps the newer range from ${newer.from} (ranges are newest first)` });
    }
  }
}

export const SdkPackage = z
  .strictObject(sdkPackageShape)
  .superRefine(checkRanges)
  .meta({ id: 'SdkPackage', description: 'One official client library and the API versions each range of its releases speaks.' });

/** Content id of a package: `<platform>--<ecosystem>--<package slug>`, the package name lower-cased with every run of other characters than a-z and 0-9 made one hyphen. */
export const SDK_ID_RE = /^[a-z0-9-]+--[a-z]+--[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A package as stored, `content/sdks/<id>.json`: the published SdkPackage
 * with its content id first (the file name). The id is not published.
 */
export const SdkRecord = z
  .strictObject({
    id: z.string().regex(SDK_ID_RE).describe('<platform>--<ecosystem>--<package slug>, the file name without .json.'),
    ...sdkPackageShape,
  })
  .superRefine(checkRanges)
  .meta({ id: 'SdkRecord', description: 'A package of the SDK map as stored in content/sdks/.' });

export const SdkList = z
  .strictObject({
    generated_at: Timestamp.describe('When this file was built (UTC).'),
    count: z.int().nonnegative().describe('Number of packages.'),
    sdks: z.array(SdkPackage).describe('Packages by platform, then ecosystem, then package name (code-unit order).'),
  })
  .meta({ id: 'SdkList', description: 'The SDK map: official client libraries and the API versions their releases speak.' });

export type SdkEcosystem = z.infer<typeof SdkEcosystem>;
export type SdkRelease = z.infer<typeof SdkRelease>;
export type SdkPackage = z.infer<typeof SdkPackage>;
export type SdkList = z.infer<typeof SdkList>;
export type SdkRecord = z.infer<typeof SdkRecord>;
