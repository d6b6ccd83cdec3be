/**
 * API versions as a first-class view, derived from the change records:
 * one row per (platform, api, version) with its lifecycle. The facts stay in
 * the change records (one fact, one place); this module only groups them and
 * computes, against the build date, what the dates imply: status, latest,
 * successor, migrate_to and days until the sunset.
 *
 * successor is order (the nearest newer available version); migrate_to is
 * advice (the platform's named target where a record carries one, else the
 * newest released version of the family): see src/schemas/versions.ts.
 *
 * A record takes part when it names an api_version and is not superseded
 * (superseded_by names the record that replaced it), whatever its category:
 * a release is categorised `announcement`, a deprecation or sunset notice
 * `api_version_sunset` (the rule: src/model/lifecycle-event.ts). Several live records of the same version (a release note and
 * a sunset notice) make one row.
 */
import { PLATFORM_SLUGS, precisionOf, type PlatformSlug } from '../schemas/common.ts';
import type { ChangeRecord } from '../schemas/change.ts';
import type { ApiFamily, Badge, MigrateToRule, VersionList, VersionRow, VersionStatus } from '../schemas/versions.ts';
import { daysUntil, isOnOrAfter, startDay } from './date-math.ts';
import { isSuperseded } from './derived.ts';
import { formatShortDate } from './format-date.ts';
import { urgencyOf, type Urgency } from './urgency.ts';
import { badgePath, platformPath, platformVersionsPath } from './links.ts';
import { absolute } from './site-url.ts';
import { PLATFORMS } from './registry.ts';
import { byId, compareText } from './compare.ts';

type VersionFields = Pick<
  ChangeRecord,
  | 'id'
  | 'platform'
  | 'categories'
  | 'api'
  | 'api_version'
  | 'version_status'
  | 'release_date'
  | 'deprecation_date'
  | 'migration_target'
  | 'effective_date'
  | 'tentative'
  | 'superseded_by'
  | 'source_url'
>;

/** A name or version as a path segment: lower case, runs of other characters as one hyphen (dots kept). */
export function slugify(s: string): string {
  return s
    .toLowerCase()
    .replace(/[^a-z0-9.]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '');
}

/**
 * True for a record that makes (part of) a version row: it names an
 * api_version and is not superseded. The category does not decide: a
 * release is an `announcement`, a deprecation or sunset notice
 * `api_version_sunset` (src/model/lifecycle-event.ts); both are rows.
 */
export function isVersionRecord(c: VersionFields): boolean {
  return c.api_version !== undefined && !isSuperseded(c);
}

/** The API family of a version record; before `api` is filled, the platform's name stands in. */
export const apiOf = (c: Pick<ChangeRecord, 'api' | 'platform'>): string => c.api ?? `${PLATFORMS[c.platform].name} API`;

/** Numbers in a version string, for ordering: v23.1 -> [23, 1], 202601 -> [202601], 2026-08-17 -> [2026, 8, 17]. */
export function versionNumbers(version: string): number[] {
  return (version.match(/\d+/g) ?? []).map(Number);
}

/** Older first: by the numbers (23 < 23.1 < 24), then code-unit order of the text. */
export function compareVersions(a: string, b: string): number {
  const x = versionNumbers(a);
  const y = versionNumbers(b);
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
  return x.length !== y.length ? x.length - y.length : compareText(a, b);
}

/** The forms a person or a model may write a version in, reduced to its numbers without trailing zero parts: v21, 21, v21.0 -> "21". */
export function versionKey(version: string): string {
  const n = versionNumbers(version.trim());
  while (n.length > 1 && n[n.length - 1] === 0) n.pop();
  return n.join('.');
}

const STATUS_RANK: Record<VersionStatus, number> = { planned: 0, active: 1, deprecated: 2, sunset: 3 };

export interface LifecycleDates {
  release_date: string | null;
  deprecation_date: string | null;
  sunset_date: string | null;
  /** What the source states, used only where no date decides. */
  stated?: VersionStatus | undefined;
}

/**
 * Status on `today`, from the dates: sunset once the sunset date has passed
 * (a month at its end), deprecated once the deprecation date has come,
 * planned while the release is ahead, else active. The status the source
 * states decides only what no date does: a sunset or deprecation the source
 * reports without a date, a planned version without a release date.
 */
export function versionStatus(d: LifecycleDates, today: string): VersionStatus {
  if (d.sunset_date !== null && !isOnOrAfter(d.sunset_date, today)) return 'sunset';
  if (d.sunset_date === null && d.stated === 'sunset') return 'sunset';
  if (d.release_date !== null && startDay(d.release_date) > today) return 'planned';
  if (d.deprecation_date !== null && startDay(d.deprecation_date) <= today) return 'deprecated';
  if (d.deprecation_date === null && d.stated === 'deprecated') return 'deprecated';
  if (d.release_date === null && d.stated === 'planned') return 'planned';
  return 'active';
}

/** The status of one change record's version, for its published `version_status`. */
export function recordVersionStatus(c: VersionFields, today: string): VersionStatus | undefined {
  if (c.api_version === undefined) {
    return c.version_status;
  }
  return versionStatus(
    { release_date: c.release_date ?? null, deprecation_date: c.deprecation_date ?? null, sunset_date: c.effective_date ?? null, stated: c.version_status },
    today,
  );
}

const earliest = (values: (string | null | undefined)[]): string | null => {
  let out: string | null = null;
  for (const v of values) if (v != null && (out === null || startDay(v) < startDay(out) || (startDay(v) === startDay(out) && v.length > out.length))) out = v;
  return out;
};

export interface VersionContext {
  site: string;
  today: string;
}

/** A row's anchor in its version table (its badge file: badgePath in links.ts). */
export const versionAnchor = (apiSlug: string, version: string): string => `v-${apiSlug}-${slugify(version)}`;

/**
 * The most rows an API family's version table may have and still sit whole
 * on its platform's page. A longer family (none in the real content, whose
 * longest has about 50 rows; hundreds in the bench's synthetic content) gets
 * its table on a page of its own (platformVersionsPath in links.ts), and the
 * platform page shows a summary of it instead: its latest version, the
 * versions whose sunset comes in the next SOON_DAYS days, and a link. 80
 * rows keep a platform page near 1,500 elements with room for its other
 * sections, under the 3,000 of issue 23.
 */
export const VERSION_TABLE_MAX_ROWS = 80;

/** True when a family of `versions` rows has its version table on its own page. */
export const hasOwnVersionPage = (versions: number): boolean => versions > VERSION_TABLE_MAX_ROWS;

/** Site path of an API family's version table: its platform page, or its own page when it has more than VERSION_TABLE_MAX_ROWS rows. */
export const versionTablePath = (platform: PlatformSlug, apiSlug: string, familyVersions: number): string =>
  hasOwnVersionPage(familyVersions) ? platformVersionsPath(platform, apiSlug) : platformPath(platform);

/** Site path of a row, at the row, in a family of `familyVersions` rows: where its table is (versionTablePath), then its anchor. */
export const versionRowPathIn = (r: Pick<VersionRow, 'platform' | 'api_slug' | 'version'>, familyVersions: number): string =>
  `${versionTablePath(r.platform, r.api_slug, familyVersions)}#${versionAnchor(r.api_slug, r.version)}`;

/**
 * Site path of a published row, at the row: the path of its `page` address,
 * which versionRows sets from the size of the row's family
 * (versionRowPathIn), so the two never disagree.
 */
export function versionRowPath(r: Pick<VersionRow, 'page'>): string {
  const u = new URL(r.page);
  return `${u.pathname}${u.hash}`;
}

/** Fields of a row computed over its whole API family. */
type FamilyFields = 'latest' | 'successor' | 'migrate_to' | 'migrate_to_rule' | 'migrate_to_source_url' | 'migrate_to_sunset_date';

/** A target the platform itself names for a version (a record's migration_target). */
interface Guidance {
  version: string;
  source_url: string;
}

/** A row before the family-wide fields, with the platform's named target if a record carries one. */
type BaseRow = Omit<VersionRow, FamilyFields> & { guidance?: Guidance | undefined };

/** One row from the live records of one version (all of the same platform, api and version). */
function rowOf(records: VersionFields[], ctx: VersionContext): BaseRow {
  const first = records[0]!;
  const api = apiOf(first);
  const apiSlug = slugify(api);
  const version = first.api_version!;
  const sunsetRecord = [...records]
    .filter((r) => r.effective_date)
    .sort((a, b) => compareText(startDay(a.effective_date!), startDay(b.effective_date!)) || compareText(a.id, b.id))[0];
  const sunset = sunsetRecord?.effective_date ?? null;
  const stated = records
    .map((r) => r.version_status)
    .filter((s): s is VersionStatus => s !== undefined)
    .sort((a, b) => STATUS_RANK[b] - STATUS_RANK[a])[0];
  const dates = {
    release_date: earliest(records.map((r) => r.release_date)),
    deprecation_date: earliest(records.map((r) => r.deprecation_date)),
    sunset_date: sunset,
  };
  const guidance = records.find((r) => r.migration_target !== undefined)?.migration_target;
  return {
    platform: first.platform,
    api,
    api_slug: apiSlug,
    version,
    status: versionStatus({ ...dates, stated }, ctx.today),
    ...dates,
    sunset_date_precision: sunset === null ? null : precisionOf(sunset),
    tentative: sunsetRecord?.tentative === true,
    days_until_sunset: sunset === null ? null : daysUntil(sunset, ctx.today),
    changes: records.map((r) => r.id).sort(compareText),
    source_url: (sunsetRecord ?? first).source_url,
    // Where the row is depends on the size of its family: set by versionRows once the family is known.
    page: '',
    badge: absolute(ctx.site, badgePath(first.platform, apiSlug, slugify(version))),
    ...(guidance === undefined ? {} : { guidance: { version: guidance.version, source_url: guidance.source_url } }),
  };
}

const available = (s: VersionStatus): boolean => s === 'active' || s === 'deprecated';

/**
 * Every version row, by platform (slug order), API family (code-unit order)
 * and version, newest first. Throws when two different versions of one API
 * family would share a badge path (for example "V21" and "v21").
 */
export function versionRows(records: readonly VersionFields[], ctx: VersionContext): VersionRow[] {
  const groups = new Map<string, VersionFields[]>();
  for (const r of records) {
    if (!isVersionRecord(r)) continue;
    const key = `${r.platform}\u0000${apiOf(r)}\u0000${r.api_version}`;
    const list = groups.get(key) ?? [];
    list.push(r);
    groups.set(key, list);
  }
  const families = new Map<string, BaseRow[]>();
  for (const list of groups.values()) {
    const row = rowOf(list.sort(byId), ctx);
    const key = `${row.platform}\u0000${row.api}`;
    const fam = families.get(key) ?? [];
    fam.push(row);
    families.set(key, fam);
  }
  const out: VersionRow[] = [];
  const familyKeys = [...families.keys()].sort((a, b) => {
    const [pa, na] = a.split('\u0000') as [PlatformSlug, string];
    const [pb, nb] = b.split('\u0000') as [PlatformSlug, string];
    return PLATFORM_SLUGS.indexOf(pa) - PLATFORM_SLUGS.indexOf(pb) || compareText(na, nb);
  });
  for (const key of familyKeys) {
    const fam = families.get(key)!.sort((a, b) => compareVersions(a.version, b.version)); // oldest first
    const slugs = new Map<string, string>();
    for (const r of fam) {
      const s = slugify(r.version);
      const other = slugs.get(s);
      if (other !== undefined) throw new Error(`${r.platform} ${r.api}: versions "${other}" and "${r.version}" have the same slug "${s}"`);
      slugs.set(s, r.version);
    }
    for (const r of fam) r.page = absolute(ctx.site, versionRowPathIn(r, fam.length));
    out.push(...withFamilyFields(fam).reverse());
  }
  return out;
}

/**
 * The version the platform's guidance or the newest-released rule gives a
 * row, from the rows of its family (oldest first): see migrate_to in
 * src/schemas/versions.ts. Never planned, never sunset, always newer.
 */
export function migrationTarget(
  fam: readonly Pick<BaseRow, 'version' | 'status' | 'guidance'>[],
  r: Pick<BaseRow, 'version' | 'guidance'>,
): { version: string; rule: MigrateToRule; source_url: string | null } | null {
  const newer = (o: Pick<BaseRow, 'version'>): boolean => compareVersions(o.version, r.version) > 0;
  if (r.guidance !== undefined) {
    const named = fam.find((o) => o.version === r.guidance!.version) ?? fam.find((o) => versionKey(o.version) === versionKey(r.guidance!.version));
    if (named !== undefined && available(named.status) && newer(named)) return { version: named.version, rule: 'platform', source_url: r.guidance.source_url };
  }
  const newest = [...fam].reverse().find((o) => o.status === 'active') ?? [...fam].reverse().find((o) => o.status === 'deprecated');
  return newest !== undefined && newer(newest) ? { version: newest.version, rule: 'newest', source_url: null } : null;
}

/** latest, successor and migrate_to of the rows of one API family, given oldest first (same order out). */
function withFamilyFields(fam: readonly BaseRow[]): VersionRow[] {
  const newestAvailable = [...fam].reverse().find((r) => available(r.status));
  return fam.map((r, i): VersionRow => {
    const next = r.status === 'planned' ? undefined : fam.slice(i + 1).find((o) => available(o.status));
    const target = migrationTarget(fam, r);
    const targetRow = target === null ? undefined : fam.find((o) => o.version === target.version);
    const { changes, source_url, page, badge, guidance: _guidance, ...head } = r;
    return {
      ...head,
      latest: r === newestAvailable,
      successor: next?.version ?? null,
      migrate_to: target?.version ?? null,
      migrate_to_rule: target?.rule ?? null,
      migrate_to_source_url: target?.source_url ?? null,
      migrate_to_sunset_date: targetRow?.sunset_date ?? null,
      changes,
      source_url,
      page,
      badge,
    };
  });
}

/**
 * Published rows as of another day (the MCP server answers for the day of
 * the call, not the build): status, days_until_sunset, latest, successor and
 * migrate_to recomputed from the dates; the status the rows were built with
 * stands in for the source's statement where no date decides, and a
 * platform-named target (migrate_to_rule "platform") stays the platform's
 * guidance while it is still available. Order is kept.
 */
export function rowsAsOf(rows: readonly VersionRow[], today: string): VersionRow[] {
  const out: VersionRow[] = [];
  let i = 0;
  while (i < rows.length) {
    let j = i;
    while (j < rows.length && rows[j]!.platform === rows[i]!.platform && rows[j]!.api === rows[i]!.api) j++;
    const fam = rows
      .slice(i, j)
      .reverse()
      .map(
        ({ latest: _l, successor: _s, migrate_to, migrate_to_rule, migrate_to_source_url, migrate_to_sunset_date: _d, ...r }): BaseRow => ({
          ...r,
          status: versionStatus({ ...r, stated: r.status }, today),
          days_until_sunset: r.sunset_date === null ? null : daysUntil(r.sunset_date, today),
          ...(migrate_to_rule === 'platform' && migrate_to !== null && migrate_to_source_url !== null
            ? { guidance: { version: migrate_to, source_url: migrate_to_source_url } }
            : {}),
        }),
      );
    out.push(...withFamilyFields(fam).reverse());
    i = j;
  }
  return out;
}

/** The API families of a list of rows, in row order, each with its latest version. */
export function apiFamilies(rows: readonly VersionRow[]): ApiFamily[] {
  const out: ApiFamily[] = [];
  for (const r of rows) {
    let fam = out.at(-1);
    if (!fam || fam.platform !== r.platform || fam.api !== r.api) {
      fam = { platform: r.platform, api: r.api, api_slug: r.api_slug, latest: null, versions: 0 };
      out.push(fam);
    }
    fam.versions++;
    if (r.latest) fam.latest = r.version;
  }
  return out;
}

export function versionList(rows: readonly VersionRow[], generatedAt: string): VersionList {
  return { generated_at: generatedAt, count: rows.length, apis: apiFamilies(rows), versions: [...rows] };
}

/** Rows per platform; every slug present. */
export function rowsByPlatform(rows: readonly VersionRow[]): Map<PlatformSlug, VersionRow[]> {
  const out = new Map<PlatformSlug, VersionRow[]>(PLATFORM_SLUGS.map((p) => [p, []]));
  for (const r of rows) out.get(r.platform)!.push(r);
  return out;
}

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
      (r.version.toLowerCase() === exact || (key !== '' && versionKey(r.version) === key) || (month !== null && r.version === month)),
  );
}

/**
 * For a version the data does not know, the known versions on each side of
 * it in each family (the nearest older and the nearest newer row), newest
 * first per family. Rows are one platform's, in published order.
 */
export function nearestVersions(rows: readonly VersionRow[], version: string): VersionRow[] {
  const asked = yearMonthVersion(version) ?? version.trim();
  const out: VersionRow[] = [];
  for (const fam of Map.groupBy(rows, (r) => r.api).values()) {
    const newer = fam.filter((r) => compareVersions(r.version, asked) > 0).at(-1);
    const older = fam.find((r) => compareVersions(r.version, asked) < 0);
    for (const r of [newer, older]) if (r !== undefined) out.push(r);
  }
  return out;
}

/** A lookup of the row each row's migrate_to names, among `rows` (all rows of the platforms concerned). */
export function migrateTargets(rows: readonly VersionRow[]): (r: VersionRow) => VersionRow | null {
  const key = (platform: string, api: string, version: string) => `${platform}\u0000${api}\u0000${version}`;
  const byKey = new Map(rows.map((r) => [key(r.platform, r.api, r.version), r]));
  return (r) => (r.migrate_to === null ? null : (byKey.get(key(r.platform, r.api, r.migrate_to)) ?? null));
}

/**
 * The sunset of a version named as the one to migrate to, in words for the
 * place beside it: "sunset 19 Feb 2027", "sunset in Nov 2027, tentative",
 * "no sunset announced"; "deprecated, " first when it is deprecated.
 */
export function targetSunsetText(t: Pick<VersionRow, 'status' | 'sunset_date' | 'tentative'>): string {
  const state = t.status === 'deprecated' ? 'deprecated, ' : '';
  if (t.sunset_date === null) return `${state}no sunset announced`;
  const when = precisionOf(t.sunset_date) === 'month' ? `in ${formatShortDate(t.sunset_date)}` : formatShortDate(t.sunset_date);
  return `${state}sunset ${when}${t.tentative ? ', tentative' : ''}`;
}

/** The API family as a reader knows it: "Google Ads API" stays, "Graph API" reads "Meta Graph API" (the platform's brand first unless the family already starts with it). */
export function familyLabel(platform: PlatformSlug, api: string): string {
  const brand = PLATFORMS[platform].name.split(' ')[0]!;
  return api.startsWith(brand) ? api : `${brand} ${api}`;
}

const BADGE_COLOR: Record<Urgency, string> = { urgent: 'red', soon: 'orange', calm: 'green', passed: 'lightgrey' };

/**
 * The Shields.io endpoint badge of a row: "Google Ads API v21" | "sunset in
 * 45 days", coloured red within 30 days, orange within 90, green later,
 * grey once sunset.
 */
export function versionBadge(r: VersionRow, today: string): Badge {
  const label = `${familyLabel(r.platform, r.api)} ${r.version}`;
  const tentative = r.tentative ? ' (tentative)' : '';
  if (r.status === 'sunset') {
    return { schemaVersion: 1, label, message: r.sunset_date ? `sunset ${r.sunset_date}` : 'sunset', color: BADGE_COLOR.passed };
  }
  if (r.sunset_date !== null && r.days_until_sunset !== null) {
    const n = r.days_until_sunset;
    const when = r.sunset_date_precision === 'month' ? `in ${formatShortDate(r.sunset_date)}` : n === 0 ? 'today' : n === 1 ? 'tomorrow' : `in ${n} days`;
    const prefix = r.status === 'deprecated' ? 'deprecated, sunset' : r.status === 'planned' ? 'planned, sunset' : 'sunset';
    return { schemaVersion: 1, label, message: `${prefix} ${when}${tentative}`, color: BADGE_COLOR[urgencyOf(r.sunset_date, today)] };
  }
  const message = r.status === 'active' && r.latest ? 'active (latest)' : r.status;
  const color = r.status === 'planned' ? 'blue' : r.status === 'deprecated' ? 'orange' : 'green';
  return { schemaVersion: 1, label, message, color };
}
