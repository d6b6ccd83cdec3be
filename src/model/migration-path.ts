/**
 * The path between two versions: what an upgrade from a version row to its
 * migrate_to costs, from the records, by one rule.
 *
 * The rule: for a row with a migrate_to, every version of its family after
 * it, up to and including the target, is a step. A step's items are the live
 * (not superseded) records of a change made in that version (version_change,
 * same platform, api and api_version; or an entry of a changelog whose
 * sections are versions, MONTHLY_VERSION_CHANGELOGS; or the version's own
 * record when it is a breaking change, such as a migration guide) categorised breaking_change or
 * deprecation, in the order of the page that lists them (changelog_position),
 * then by id. Steps go oldest first, so items are ordered by version, then by
 * the page's order.
 *
 * A step says what is known of it: `listed` (at least one entry of that
 * version's changelog is recorded, superseded or not; its breaking items may
 * still be zero), `minor` (a
 * minor version of a family whose official versioning policy says minor
 * versions make no breaking changes), or `not_recorded` (no changelog entry
 * of that version is held): never a silent zero. Every output (API file,
 * page, version rows, the scanner, the MCP server) calls migrationPath.
 */
import type { PlatformSlug } from '../schemas/common.ts';
import type { ChangeRecord } from '../schemas/change.ts';
import type { VersionRow } from '../schemas/versions.ts';
import { isSuperseded } from './derived.ts';
import { changePath, migrationJsonPath, migrationPagePath } from './links.ts';
import { absolute } from './site-url.ts';
import { compareText } from './compare.ts';
import { compareVersions, slugify, versionNumbers } from './version-strings.ts';
import { apiOf } from './versions.ts';

/** Categories that make a change part of the cost of an upgrade. */
export const MIGRATION_CATEGORIES = ['breaking_change', 'deprecation'] as const;

/**
 * Families whose official versioning policy says a minor version introduces
 * only backwards-compatible changes: a minor step of such a family is known
 * to add no breaking change, with the page that says so.
 */
export const NON_BREAKING_MINOR: Readonly<Record<string, string>> = {
  'google-ads\u0000Google Ads API': 'https://developers.google.com/google-ads/api/docs/concepts/versioning',
};

export type MigrationRecord = Pick<
  ChangeRecord,
  | 'id'
  | 'platform'
  | 'title'
  | 'summary'
  | 'categories'
  | 'api'
  | 'api_version'
  | 'version_change'
  | 'superseded_by'
  | 'source_url'
  | 'changelog_position'
  | 'collector'
  | 'source_key'
>;

/**
 * Changelogs whose sections are versions: an entry of such a source names its
 * version by the month of its section. LinkedIn's recent-changes pages head
 * each month "November 2025 - Version 202511", and the collector keys an
 * entry `entry|<page>|<YYYY-MM of the month section>|<heading>`, so the
 * entry is a change in version YYYYMM of the family.
 */
export const MONTHLY_VERSION_CHANGELOGS: Readonly<Record<string, { platform: PlatformSlug; api: string }>> = {
  'linkedin-ads-recent-changes': { platform: 'linkedin-ads', api: 'LinkedIn Marketing API' },
};

/**
 * The family and version a record is a change in, or null: version_change records, a version's own record that is
 * a breaking change (Snap's v2-to-v3 migration guide is the Conversions API v3 record: upgrading to v3 costs it),
 * and entries of a monthly-version changelog.
 */
export function changeVersionOf(r: MigrationRecord): { api: string; version: string } | null {
  if (r.version_change === true && r.api_version !== undefined) return { api: apiOf(r), version: r.api_version };
  if (r.api_version !== undefined && (r.categories ?? []).includes('breaking_change')) return { api: apiOf(r), version: r.api_version };
  const monthly = r.collector === undefined ? undefined : MONTHLY_VERSION_CHANGELOGS[r.collector];
  if (monthly === undefined || monthly.platform !== r.platform || r.api_version !== undefined) return null;
  const month = /^entry\|[^|]+\|(\d{4})-(\d{2})\|/.exec(r.source_key);
  return month === null ? null : { api: monthly.api, version: `${month[1]}${month[2]}` };
}

export type StepState = 'listed' | 'minor' | 'not_recorded';

export interface MigrationItem {
  version: string;
  title: string;
  summary: string | null;
  categories: string[];
  source_url: string;
  record_url: string;
}

export interface MigrationStep {
  version: string;
  state: StepState;
  /** Breaking changes and deprecations of this step (0 unless state is listed). */
  count: number;
  /** In words: "3 breaking changes", "none known" (a changelog recorded, nothing breaking in it), "none known (minor version)", "no official changelog recorded for v24". */
  note: string;
}

export interface MigrationPath {
  platform: PlatformSlug;
  api: string;
  api_slug: string;
  from: string;
  to: string;
  count: number;
  /** True when every step is listed or minor, so count is the whole cost as the official changelogs state it. */
  complete: boolean;
  steps: MigrationStep[];
  /** The versions whose changes are not known here, in words, one per step: "no official changelog recorded for 202507". */
  unknown: string[];
  items: MigrationItem[];
  url: string;
  page: string;
}

const familyKey = (platform: string, api: string): string => `${platform}\u0000${api}`;

/** True for a minor version (the second number is not 0: v26.1, not v26 or v26.0). */
const isMinor = (version: string): boolean => (versionNumbers(version)[1] ?? 0) !== 0;

/** The records of changes made in versions, by family and version (superseded ones too: they show the changelog was read). */
export function changesByVersion(records: readonly MigrationRecord[]): Map<string, MigrationRecord[]> {
  const out = new Map<string, MigrationRecord[]>();
  for (const r of records) {
    // Superseded entries stay: they show the version's changelog was read, though they cost nothing.
    const at = changeVersionOf(r);
    if (at === null) continue;
    const key = `${familyKey(r.platform, at.api)}\u0000${at.version}`;
    const list = out.get(key) ?? [];
    list.push(r);
    out.set(key, list);
  }
  for (const list of out.values())
    list.sort((a, b) => (a.changelog_position ?? Number.MAX_SAFE_INTEGER) - (b.changelog_position ?? Number.MAX_SAFE_INTEGER) || compareText(a.id, b.id));
  return out;
}

const plural = (n: number, one: string): string => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * A path's cost in words, for its heading: "3 breaking changes", or "no breaking change known" when none is listed
 * (the changelogs recorded may not be whole; never a bare "0 breaking changes", which reads as a promise of none).
 */
export function migrationCostWords(count: number): string {
  return count === 0 ? 'no breaking change known' : `${count.toLocaleString('en-US')} breaking change${count === 1 ? '' : 's'}`;
}

/**
 * The path from `row` to its migrate_to, or null when it has none. `family`
 * holds the rows of the row's family (any order); `byVersion` is
 * changesByVersion over every record. `shared` holds the steps already made
 * (by family and version) for other paths of the same records: a path takes
 * those objects as they are, and adds the steps it makes.
 */
export function migrationPath(
  row: VersionRow,
  family: readonly Pick<VersionRow, 'platform' | 'api' | 'version'>[],
  byVersion: ReadonlyMap<string, readonly MigrationRecord[]>,
  site: string,
  shared: Map<string, { step: MigrationStep; items: MigrationItem[] }> = new Map(),
): MigrationPath | null {
  const to = row.migrate_to;
  if (to === null) return null;
  const fam = familyKey(row.platform, row.api);
  const stepVersions = family
    .filter((o) => o.platform === row.platform && o.api === row.api && compareVersions(o.version, row.version) > 0 && compareVersions(o.version, to) <= 0)
    .map((o) => o.version)
    .sort(compareVersions);
  const steps: MigrationStep[] = [];
  const items: MigrationItem[] = [];
  for (const version of stepVersions) {
    const known = shared.get(`${fam}\u0000${version}`);
    if (known) {
      steps.push(known.step);
      items.push(...known.items);
      continue;
    }
    const listed = byVersion.get(`${fam}\u0000${version}`) ?? [];
    const breaking = listed.filter((r) => !isSuperseded(r) && r.categories?.some((c) => (MIGRATION_CATEGORIES as readonly string[]).includes(c)));
    let state: StepState;
    let note: string;
    if (listed.length > 0) {
      state = 'listed';
      // The entries recorded may not be all of the page's: zero of them breaking is "none known", never "none".
      note = breaking.length === 0 ? 'none known' : plural(breaking.length, 'breaking change');
    } else if (isMinor(version) && NON_BREAKING_MINOR[fam] !== undefined) {
      state = 'minor';
      note = 'none known (minor version)';
    } else {
      state = 'not_recorded';
      note = `no official changelog recorded for ${version}`;
    }
    const step: MigrationStep = { version, state, count: breaking.length, note };
    const stepItems: MigrationItem[] = breaking.map((r) => ({
      version,
      title: r.title,
      summary: r.summary ?? null,
      categories: [...(r.categories ?? [])],
      source_url: r.source_url,
      record_url: absolute(site, changePath(r.id)),
    }));
    shared.set(`${fam}\u0000${version}`, { step, items: stepItems });
    steps.push(step);
    items.push(...stepItems);
  }
  const from = slugify(row.version);
  return {
    platform: row.platform,
    api: row.api,
    api_slug: row.api_slug,
    from: row.version,
    to,
    count: items.length,
    complete: steps.every((s) => s.state !== 'not_recorded'),
    steps,
    unknown: steps.filter((s) => s.state === 'not_recorded').map((s) => s.note),
    items,
    url: absolute(site, migrationJsonPath(row.platform, row.api_slug, from)),
    page: absolute(site, migrationPagePath(row.platform, row.api_slug, from)),
  };
}

/** Every row's path (rows without migrate_to have none), in row order. */
export function migrationPaths(rows: readonly VersionRow[], records: readonly MigrationRecord[], site: string): MigrationPath[] {
  const byVersion = changesByVersion(records);
  const families = new Map<string, VersionRow[]>();
  for (const r of rows) {
    const k = familyKey(r.platform, r.api);
    const family = families.get(k);
    if (family === undefined) families.set(k, [r]);
    else family.push(r);
  }
  // Each family oldest first, once, with each version's place: a row's steps are then the slice between it and
  // its target, not a pass over the whole family per row (thousands of rows in a family at bench sizes).
  const place = new Map<string, number>();
  for (const [k, family] of families) {
    family.sort((a, b) => compareVersions(a.version, b.version));
    for (let i = 0; i < family.length; i++) place.set(`${k}\u0000${family[i]!.version}`, i);
  }
  // A step (and its items) is the same in every path that passes its version: made once and shared by them, not
  // made again per path (a long family's paths hold a number of steps that grows with the square of its versions:
  // 452,010 at the bench's 10,000 records, and at 30,000 they no longer fit the build's heap). Read-only.
  const shared = new Map<string, { step: MigrationStep; items: MigrationItem[] }>();
  const out: MigrationPath[] = [];
  for (const r of rows) {
    const k = familyKey(r.platform, r.api);
    const family = families.get(k)!;
    const from = place.get(`${k}\u0000${r.version}`);
    const to = r.migrate_to === null ? undefined : place.get(`${k}\u0000${r.migrate_to}`);
    // migrationPath keeps only the versions after the row's and up to its target, so the slice changes nothing.
    const steps = from !== undefined && to !== undefined && to > from ? family.slice(from, to + 1) : family;
    const p = migrationPath(r, steps, byVersion, site, shared);
    if (p !== null) out.push(p);
  }
  return out;
}

/** One line for a scanner finding or an MCP answer: "v20 → v26.1: 3 breaking changes (not recorded for v21, v22), <url>". */
export function migrationLine(p: Pick<MigrationPath, 'from' | 'to' | 'count' | 'steps' | 'page'>): string {
  const missing = p.steps.filter((s) => s.state === 'not_recorded').map((s) => s.version);
  const gap = missing.length === 0 ? '' : ` (no official changelog recorded for ${missing.join(', ')})`;
  return `${p.from} → ${p.to}: ${plural(p.count, 'breaking change')}${gap}, ${p.page}`;
}

/** The rows with breaking_to_target and migration_url filled from their paths (same order), and the paths. */
export function withMigrations(rows: readonly VersionRow[], records: readonly MigrationRecord[], site: string): { rows: VersionRow[]; paths: MigrationPath[] } {
  const paths = migrationPaths(rows, records, site);
  const byRow = new Map(paths.map((p) => [`${familyKey(p.platform, p.api)}\u0000${p.from}`, p]));
  return {
    rows: rows.map((r) => {
      const p = byRow.get(`${familyKey(r.platform, r.api)}\u0000${r.version}`);
      return p === undefined
        ? r
        : {
            ...r,
            breaking_to_target: p.count,
            migration_url: p.url,
            changelog_missing: p.steps.filter((s) => s.state === 'not_recorded').map((s) => s.version),
          };
    }),
    paths,
  };
}
