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
import { olderVersionsRule } from './version-lookup.ts';
import type { ApiFamily, MigrateToRule, VersionList, VersionRow, VersionStatus } from '../schemas/versions.ts';
import { daysUntil, isOnOrAfter, startDay } from './date-math.ts';
import { isSuperseded } from './derived.ts';
import { formatShortDate } from './format-date.ts';
import { badgePath } from './links.ts';
import { absolute } from './site-url.ts';
import { PLATFORM_NAMES } from './platform-names.ts';
import { byId, compareText } from './compare.ts';
import { compareVersions, slugify, VERSION_STATUS_RANK } from './version-strings.ts';
import { versionRowPathIn } from './version-pages.ts';
import { versionKey } from './version-tokens.ts';

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
  | 'version_change'
>;

/**
 * True for a record that makes (part of) a version row: it names an
 * api_version, is not a change made in that version (version_change), and
 * is not superseded. The category does not decide: a
 * release is an `announcement`, a deprecation or sunset notice
 * `api_version_sunset` (src/model/lifecycle-event.ts); both are rows.
 */
export function isVersionRecord(c: VersionFields): boolean {
  // A change made *in* a version (version_change) is one of its changelog's entries, not its lifecycle.
  return c.api_version !== undefined && c.version_change !== true && !isSuperseded(c);
}

/** The API family of a version record; before `api` is filled, the platform's name stands in. */
export const apiOf = (c: Pick<ChangeRecord, 'api' | 'platform'>): string => c.api ?? `${PLATFORM_NAMES[c.platform]} API`;

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
  if (c.api_version === undefined || c.version_change === true) {
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

/** Fields of a row computed over its whole API family. */
type FamilyFields =
  | 'latest'
  | 'successor'
  | 'migrate_to'
  | 'migrate_to_rule'
  | 'migrate_to_source_url'
  | 'migrate_to_sunset_date'
  | 'platform_target'
  | 'platform_target_source_url'
  | 'breaking_to_target'
  | 'changelog_missing'
  | 'migration_url';

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
    .sort((a, b) => VERSION_STATUS_RANK[b] - VERSION_STATUS_RANK[a])[0];
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
      platform_target: r.guidance?.version ?? null,
      platform_target_source_url: r.guidance?.source_url ?? null,
      migrate_to_sunset_date: targetRow?.sunset_date ?? null,
      // Filled from the change records by withMigrations (src/model/migration-path.ts).
      breaking_to_target: null,
      migration_url: null,
      changelog_missing: null,
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
 * stands in for the source's statement where no date decides, and the
 * platform's named target (platform_target, published even while it is
 * planned) is the platform's guidance whenever it is available on `today`:
 * the rows equal those of a build on `today`. Order is kept.
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
        ({
          latest: _l,
          successor: _s,
          migrate_to,
          migrate_to_rule,
          migrate_to_source_url,
          migrate_to_sunset_date: _d,
          platform_target,
          platform_target_source_url,
          breaking_to_target: _b,
          changelog_missing: _c,
          migration_url: _m,
          ...r
        }): BaseRow => {
          // The platform's named target as published (planned ones too); rows of a site built before
          // platform_target existed carry it only in migrate_to while it was available.
          const guidance =
            platform_target != null && platform_target_source_url != null
              ? { version: platform_target, source_url: platform_target_source_url }
              : migrate_to_rule === 'platform' && migrate_to !== null && migrate_to_source_url !== null
                ? { version: migrate_to, source_url: migrate_to_source_url }
                : undefined;
          return {
            ...r,
            status: versionStatus({ ...r, stated: r.status }, today),
            days_until_sunset: r.sunset_date === null ? null : daysUntil(r.sunset_date, today),
            ...(guidance === undefined ? {} : { guidance }),
          };
        },
      );
    // The path to the target is kept while the target is the one it was computed for.
    const before = rows.slice(i, j);
    out.push(
      ...withFamilyFields(fam)
        .reverse()
        .map((r, k) =>
          r.migrate_to !== null && r.migrate_to === before[k]!.migrate_to
            ? // A site older than the migration paths has neither field.
              {
                ...r,
                breaking_to_target: before[k]!.breaking_to_target ?? null,
                migration_url: before[k]!.migration_url ?? null,
                changelog_missing: before[k]!.changelog_missing ?? null,
              }
            : r,
        ),
    );
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
      fam = { platform: r.platform, api: r.api, api_slug: r.api_slug, latest: null, versions: 0, older_versions_rule: null };
      out.push(fam);
    }
    fam.versions++;
    if (r.latest) fam.latest = r.version;
  }
  for (const fam of out) fam.older_versions_rule = olderVersionsRule(rows.filter((r) => r.platform === fam.platform && r.api === fam.api));
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

/** A lookup of the row each row's migrate_to names, among `rows` (all rows of the platforms concerned). */
export function migrateTargets(rows: readonly VersionRow[]): (r: VersionRow) => VersionRow | null {
  const memo = migrateTargetsMemo.get(rows);
  if (memo && memo.length === rows.length) return memo.lookup;
  const key = (platform: string, api: string, version: string) => `${platform}\u0000${api}\u0000${version}`;
  const byKey = new Map(rows.map((r) => [key(r.platform, r.api, r.version), r]));
  const lookup = (r: VersionRow) => (r.migrate_to === null ? null : (byKey.get(key(r.platform, r.api, r.migrate_to)) ?? null));
  migrateTargetsMemo.set(rows, { length: rows.length, lookup });
  return lookup;
}
/**
 * The lookup of each table of rows, made once: every change page of a version record asks for its platform's
 * table (at 10,000 records, 2,500 pages each rebuilding a map of about 500 rows). Kept with the table's length, so
 * a table that grew since gets a new lookup.
 */
const migrateTargetsMemo = new WeakMap<readonly VersionRow[], { length: number; lookup: (r: VersionRow) => VersionRow | null }>();

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

export { familyLabel } from './platform-names.ts';
