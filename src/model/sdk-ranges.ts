/**
 * The pure half of the SDK map generator (scripts/gen-sdks.ts): from what
 * each tag of a library's repository says (its package, package version and
 * API versions) to the ranges of the SDK map. Consecutive package versions
 * that speak the same API versions (and call the same default) become one
 * range; a tag whose files name no API version ends the range before it and
 * is left out, so its versions stay unknown.
 */
import { comparePackageVersions, type SdkRelease } from '../schemas/sdks.ts';

/** What one tag of a library's repository says. `found: null` when the tag names no API version. */
export interface TagReading {
  tag: string;
  version: string;
  found: { api_versions: string[]; default_api_version: string | null; source_url: string; source_kind: SdkRelease['source_kind'] } | null;
}

/** API versions oldest first, without duplicates (numbers compared as numbers: v9 < v10). */
export function sortApiVersions(versions: readonly string[]): string[] {
  const nums = (v: string) => (v.match(/\d+/g) ?? []).map(Number);
  const cmp = (a: string, b: string) => {
    const x = nums(a);
    const y = nums(b);
    for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
    return x.length - y.length;
  };
  return [...new Set(versions)].sort(cmp);
}

/**
 * Ranges, newest first, from the readings of one package's tags (any
 * order). Two tags of the same package version keep the first one read.
 */
export function compressRanges(readings: readonly TagReading[]): SdkRelease[] {
  const seen = new Set<string>();
  const sorted = [...readings]
    .sort((a, b) => comparePackageVersions(a.version, b.version))
    .filter((r) => {
      const key = r.version.replace(/(\.0)+$/, '');
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  const out: SdkRelease[] = [];
  let open: SdkRelease | null = null;
  const same = (a: SdkRelease, f: NonNullable<TagReading['found']>) =>
    a.default_api_version === f.default_api_version && a.api_versions.join() === sortApiVersions(f.api_versions).join();
  for (const r of sorted) {
    if (open !== null && (r.found === null || !same(open, r.found))) {
      open.to = r.version;
      out.push(open);
      open = null;
    }
    if (r.found !== null && open === null) {
      open = {
        from: r.version,
        to: null,
        api_versions: sortApiVersions(r.found.api_versions),
        default_api_version: r.found.default_api_version,
        source_url: r.found.source_url,
        source_kind: r.found.source_kind,
      };
    }
  }
  if (open !== null) out.push(open);
  return out.reverse();
}
