/**
 * Versions and API families as a person or a model writes them, matched to
 * the version rows: the MCP server's get_version_status and check_versions.
 */
import type { PlatformSlug } from '../schemas/common.ts';
import type { VersionRow } from '../schemas/versions.ts';
import { PLATFORMS } from '../model/registry.ts';
import { familyLabel } from '../model/versions.ts';
import { compareVersions, slugify } from '../model/version-strings.ts';
import { versionKey } from '../model/version-tokens.ts';

/** Words of an API family name for loose matching: lower case, letters and digits, without "api"/"apis"/"the". */
function familyWords(s: string): string[] {
  return (s.toLowerCase().match(/[a-z0-9]+/g) ?? []).filter((w) => w !== 'api' && w !== 'apis' && w !== 'the');
}

/**
 * The API families of a platform that a name as a person or a model writes
 * it stands for. The slug or name itself ("Graph API", "graph-api"); else
 * loosely, by words: every word asked is a word of the family, of its label
 * with the platform's brand ("Meta Marketing API") or of the platform's name
 * ("Meta Ads"), and at least one is the family's own ("marketing"). Families
 * all of whose own words were asked come first (so "Amazon Sponsored
 * Products" is the Sponsored Products API, not also its reporting); a name of
 * brand words only ("Meta", "google ads") stands for every family it fits.
 * Returns the family names, in the order given; [] when none fits.
 */
export function matchFamilies(platform: PlatformSlug, apis: readonly string[], asked: string): string[] {
  const slug = slugify(asked);
  const exact = apis.filter((a) => slugify(a) === slug);
  if (exact.length > 0) return exact;
  const words = familyWords(asked);
  if (words.length === 0) return [];
  const brand = new Set(familyWords(PLATFORMS[platform].name));
  const fits = apis.filter((a) => {
    const known = new Set([...familyWords(familyLabel(platform, a)), ...brand]);
    if (!words.every((w) => known.has(w))) return false;
    const own = familyWords(a).filter((w) => !brand.has(w));
    return own.length === 0 || words.every((w) => brand.has(w)) || words.some((w) => own.includes(w));
  });
  const full = fits.filter((a) => familyWords(a).every((w) => words.includes(w) || brand.has(w)));
  return full.length > 0 ? full : fits;
}

/** A year-month written with a separator (2025-05, 2025/05, 2025.05) as the YYYYMM of monthly versions (LinkedIn's 202505); else null. */
export function yearMonthVersion(version: string): string | null {
  const m = /^(20\d{2})[-/. _](0[1-9]|1[0-2])$/.exec(version.trim());
  return m ? `${m[1]}${m[2]}` : null;
}

/** versionKey of the versions of the rows, computed once per version string (a few hundred in the data); bounded. */
const rowKeys = new Map<string, string>();
function rowKey(version: string): string {
  let key = rowKeys.get(version);
  if (key === undefined) {
    if (rowKeys.size >= 10_000) rowKeys.clear();
    key = versionKey(version);
    rowKeys.set(version, key);
  }
  return key;
}

/**
 * Rows of a platform matching a version as a person or a model writes it
 * (v21, 21, v21.0, 202601, and 2026-01 for a monthly 202601), optionally of
 * the API families a name stands for (see matchFamilies).
 */
export function matchVersion(rows: readonly VersionRow[], version: string, api?: string): VersionRow[] {
  const key = versionKey(version);
  const exact = version.trim().toLowerCase();
  const month = yearMonthVersion(version);
  const fams = api === undefined || rows.length === 0 ? undefined : new Set(matchFamilies(rows[0]!.platform, [...new Set(rows.map((r) => r.api))], api));
  return rows.filter(
    (r) =>
      (fams === undefined || fams.has(r.api)) &&
      (r.version.toLowerCase() === exact || (key !== '' && rowKey(r.version) === key) || (month !== null && r.version === month)),
  );
}

/**
 * For a version the data does not know, a bounded list of known versions in
 * each family: the latest (the newest released, not sunset; else the newest
 * row), the nearest newer and the nearest older row (at
 * most three per family, each once), newest first per family. Rows are one
 * platform's, in published order (newest first).
 */
export function nearestVersions(rows: readonly VersionRow[], version: string): VersionRow[] {
  const asked = yearMonthVersion(version) ?? version.trim();
  const out: VersionRow[] = [];
  const families = new Map<string, VersionRow[]>();
  for (const r of rows) {
    const fam = families.get(r.api);
    if (fam === undefined) families.set(r.api, [r]);
    else fam.push(r);
  }
  for (const fam of families.values()) {
    const newer = fam.filter((r) => compareVersions(r.version, asked) > 0).at(-1);
    const older = fam.find((r) => compareVersions(r.version, asked) < 0);
    const newest = fam.find((r) => r.latest) ?? fam[0];
    const picked = new Set([newest, newer, older].filter((r): r is VersionRow => r !== undefined));
    out.push(...fam.filter((r) => picked.has(r)));
  }
  return out;
}
