/**
 * What each tool computes, as pure functions of the loaded data and the day.
 * Bad arguments the schemas cannot judge alone (an id that is not in the
 * data, since after until) throw a ToolError that says what to do instead.
 */
import { PLATFORM_SLUGS, type CategorySlug, type PlatformSlug } from '../schemas/common.ts';
import { listDate } from '../model/dataset.ts';
import type { Change } from '../schemas/change.ts';
import type { PriceEvent } from '../schemas/pricing.ts';
import type { PriceHistory } from '../schemas/api.ts';
import * as api from '../api/api.ts';
import { compareText } from '../model/compare.ts';
import { lastVerifiedSentence, recordedHowSentence } from '../site/recorded-how.ts';
import { addDays, daysUntil, endDay, startDay } from '../model/date-math.ts';
import { PLATFORMS, toolList } from '../model/registry.ts';
import { apiFamilies, familyLabel, rowsAsOf } from '../model/versions.ts';
import { matchFamilies, matchVersion, nearestVersions } from './version-match.ts';
import { slugify } from '../model/version-strings.ts';
import { lookupVersion } from '../model/version-lookup.ts';
import { addressed } from '../model/minor-versions.ts';
import type { VersionList, VersionRow } from '../schemas/versions.ts';
import { matchWords, queryWords, rankPositions } from './search.ts';
import type { ChangesSnapshot } from './snapshot.ts';
import { ROW_KEYS, type ChangeRow, type PriceHistoryInput, type SearchInput, type UpcomingInput, type VersionAnswer, type VersionNow } from './tool-schemas.ts';

/** A bad argument: the message names it and says what would work. */
export class ToolError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ToolError';
  }
}

/** A change in brief, with days_until when it is upcoming. */
export function toRow(c: Change, today: string): ChangeRow {
  const row: Record<string, unknown> = {};
  for (const key of ROW_KEYS) {
    if (c[key] !== undefined) row[key] = c[key];
    if (key === 'upcoming' && c.upcoming && c.effective_date) row.days_until = daysUntil(c.effective_date, today);
  }
  return row as ChangeRow;
}

export type ListResult = {
  total: number;
  returned: number;
  changes: ChangeRow[];
};

function checkRange(since: string | undefined, until: string | undefined): void {
  if (since !== undefined && until !== undefined && startDay(since) > endDay(until)) {
    throw new ToolError(`since ${since} is after until ${until}: no date can be in that range`);
  }
}

/** The platform and category filters of a listing tool. */
const matchesFilters = (c: Change, args: { platform?: PlatformSlug; category?: CategorySlug }): boolean =>
  (args.platform === undefined || c.platform === args.platform) && (args.category === undefined || (c.categories?.includes(args.category) ?? false));

export function searchChanges(snap: ChangesSnapshot, args: SearchInput, today: string): ListResult & { today: string } {
  checkRange(args.since, args.until);
  const view = snap.view(today);
  let candidates: ArrayLike<number>;
  let scores: Int32Array | null = null;
  if (args.query !== undefined && args.query.trim() !== '') {
    const words = queryWords(args.query);
    if (words.length === 0) {
      throw new ToolError(`query ${JSON.stringify(args.query)} has no letters or digits to search for; omit it to list by filters`);
    }
    const m = matchWords(snap.index, words);
    candidates = m.positions;
    scores = m.scores;
  } else {
    candidates = view.byRank;
  }
  const from = args.since === undefined ? null : startDay(args.since);
  const to = args.until === undefined ? null : endDay(args.until);
  const keep: number[] = [];
  const keptScores: number[] = [];
  for (let i = 0; i < candidates.length; i++) {
    const pos = candidates[i]!;
    const c = snap.records[pos]!;
    if (!matchesFilters(c, args)) continue;
    if (args.upcoming_only && !view.upcoming[pos]) continue;
    const date = listDate(c);
    if (from !== null && (date === '' || endDay(date) < from)) continue;
    if (to !== null && (date === '' || startDay(date) > to)) continue;
    keep.push(pos);
    if (scores) keptScores.push(scores[i]!);
  }
  const top = rankPositions(keep, scores ? keptScores : null, view.rank, view.byRank, args.limit);
  const changes = top.map((pos) => toRow(view.change(pos), today));
  return { today, total: keep.length, returned: changes.length, changes };
}

export function upcomingChanges(snap: ChangesSnapshot, args: UpcomingInput, today: string): ListResult & { today: string; days: number; window_end: string } {
  const view = snap.view(today);
  const windowEnd = addDays(today, args.days);
  const matched: number[] = [];
  for (const pos of view.soonest) {
    const c = snap.records[pos]!;
    if (startDay(c.effective_date!) > windowEnd) break;
    if (matchesFilters(c, args)) matched.push(pos);
  }
  const changes = matched.slice(0, args.limit).map((pos) => toRow(view.change(pos), today));
  return { today, days: args.days, window_end: windowEnd, total: matched.length, returned: changes.length, changes };
}

export function getChange(snap: ChangesSnapshot, id: string, today: string): { today: string; days_until?: number; change: Change; recorded_how: string } {
  const pos = snap.positionOf.get(id);
  if (pos === undefined) {
    throw new ToolError(
      `no change has the id ${JSON.stringify(id)} (the data holds ${snap.records.length} changes as of ${snap.generatedAt}); take ids from the id field of search_changes or get_upcoming_deprecations results`,
    );
  }
  const c = snap.view(today).change(pos);
  const recorded_how = `${recordedHowSentence(c)} ${lastVerifiedSentence(c)}`;
  return c.upcoming && c.effective_date
    ? { today, days_until: daysUntil(c.effective_date, today), change: c, recorded_how }
    : { today, change: c, recorded_how };
}

export function listPlatforms(snap: ChangesSnapshot, today: string) {
  const list = api.listPlatforms(snap.view(today).dataset());
  return {
    today,
    total_changes: list.count,
    platforms: list.platforms,
    categories: list.categories,
    tools: toolList(),
  };
}

export function priceHistory(history: Pick<PriceHistory, 'events'>, args: PriceHistoryInput): { total: number; returned: number; events: PriceEvent[] } {
  const from = args.since === undefined ? null : startDay(args.since);
  const matched = history.events.filter(
    (e) => (args.tool === undefined || e.tool_id === args.tool) && (args.event === undefined || e.event === args.event) && (from === null || e.date >= from),
  );
  // The file lists oldest first; newest first keeps the latest events within the limit.
  const events = matched.sort((a, b) => compareText(b.date, a.date)).slice(0, args.limit);
  return { total: matched.length, returned: events.length, events };
}

export interface VersionStatusArgs {
  platform: PlatformSlug;
  version: string;
  api?: string | undefined;
}

/** A platform as a model may write it: its slug, or its name in any case ("Google Ads"); null when unknown. */
export function platformOf(asked: string): PlatformSlug | null {
  const slug = slugify(asked);
  return PLATFORM_SLUGS.find((p) => p === slug || slugify(PLATFORMS[p].name) === slug) ?? null;
}

type TargetNow = NonNullable<VersionNow['migrate_to_target']>;

const targetsCache = new WeakMap<readonly VersionRow[], VersionNow[]>();

/** Rows as of today, each with its successor and migrate_to versions as they stand today (once per rows array). */
function withTargets(rows: readonly VersionRow[]): VersionNow[] {
  const hit = targetsCache.get(rows);
  if (hit !== undefined) return hit;
  const out = withTargetsOf(rows);
  targetsCache.set(rows, out);
  return out;
}

function withTargetsOf(rows: readonly VersionRow[]): VersionNow[] {
  const key = (r: Pick<VersionRow, 'api' | 'version'>) => `${r.api}\u0000${r.version}`;
  const byKey = new Map(rows.map((r) => [key(r), r]));
  const target = (api: string, version: string | null): TargetNow | null => {
    const t = version === null ? undefined : byKey.get(key({ api, version }));
    return t === undefined
      ? null
      : { version: t.version, status: t.status, sunset_date: t.sunset_date, tentative: t.tentative, days_until_sunset: t.days_until_sunset };
  };
  return rows.map((r) => ({ ...r, successor_target: target(r.api, r.successor), migrate_to_target: target(r.api, r.migrate_to) }));
}

/** A row in brief, for the nearest known versions of an unknown one. */
const brief = (r: VersionNow) => ({
  api: r.api,
  version: r.version,
  status: r.status,
  sunset_date: r.sunset_date,
  tentative: r.tentative,
  days_until_sunset: r.days_until_sunset,
  migrate_to: r.migrate_to,
  source_url: r.source_url,
});

/** The nearest known versions as words: "Google Ads API v26.1 (active, sunset 2027-11), ...". */
function nearestText(platform: PlatformSlug, rows: readonly ReturnType<typeof brief>[]): string {
  return rows
    .map(
      (r) =>
        `${familyLabel(platform, r.api)} ${r.version} (${r.status}${r.sunset_date === null ? ', no sunset announced' : `, sunset ${r.sunset_date}${r.tentative ? ' (tentative)' : ''}`})`,
    )
    .join('; ');
}

/** A version that is not in the data: a ToolError whose message names the nearest known versions and their status; `nearest` carries them. */
class UnknownVersion extends ToolError {
  readonly nearest: ReturnType<typeof brief>[];
  constructor(message: string, nearest: ReturnType<typeof brief>[]) {
    super(message);
    this.nearest = nearest;
  }
}

/** A platform's rows as of one day, prepared once: each with its targets today (withTargets), and the API families. */
interface RowsToday {
  rows: VersionRow[];
  withTargets: VersionNow[];
  families: ReturnType<typeof apiFamilies>;
}

/**
 * Rows as of `today`, computed once per fetched copy of a version file and
 * day: the site cache hands out the same `versions` array until the file
 * changes (a new ETag), so the array is the cache key, and a new copy or a
 * new day computes them again. Before, every call rebuilt them (rowsAsOf,
 * withTargets), the larger part of a get_version_status call.
 */
const rowsTodayCache = new WeakMap<readonly VersionRow[], { today: string; value: RowsToday }>();
export function rowsToday(versions: readonly VersionRow[], today: string): RowsToday {
  const hit = rowsTodayCache.get(versions);
  if (hit !== undefined && hit.today === today) return hit.value;
  const rows = rowsAsOf(versions, today);
  const value = { rows, withTargets: withTargets(rows), families: apiFamilies(rows) };
  rowsTodayCache.set(versions, { today, value });
  return value;
}

/**
 * The answer for one version of one platform, from that platform's rows as
 * of today (rowsAsOf): the matching rows (one per API family), each with its
 * successor and migrate_to versions as they stand today, and the latest
 * version of each family concerned. An unknown API family is a ToolError
 * listing the platform's families; an unknown version an UnknownVersion
 * naming the nearest known versions with their status, never a status of
 * its own.
 */
function answerVersion(today: RowsToday, platform: PlatformSlug, version: string, api: string | undefined) {
  const name = PLATFORMS[platform].name;
  if (today.rows.length === 0) throw new ToolError(`the data holds no API versions of ${name} (${platform}) yet`);
  const families = today.families;
  const wanted =
    api === undefined
      ? families.map((f) => f.api)
      : matchFamilies(
          platform,
          families.map((f) => f.api),
          api,
        );
  if (wanted.length === 0) {
    throw new ToolError(`${name} has no API family ${JSON.stringify(api)}: use one of ${families.map((f) => JSON.stringify(f.api)).join(', ')}, or omit api`);
  }
  const inFamilies = today.withTargets.filter((r) => wanted.includes(r.api));
  const versions = matchVersion(inFamilies, version) as VersionNow[];
  if (versions.length === 0) {
    // Older than a sunset row of its family: sunset by the rule (src/model/version-lookup.ts), said as such.
    const ruled = byRule(inFamilies, platform, wanted, version);
    if (ruled.length > 0) {
      const concerned = families.filter((f) => ruled.some((r) => r.api === f.api));
      return {
        matched: ruled.length,
        versions: ruled.map((r) => asAddressed(inFamilies, platform, r)),
        latest: concerned.map((f) => ({ api: f.api, version: f.latest })),
      };
    }
    const near = nearestVersions(inFamilies, version).map((r) => brief(r as VersionNow));
    throw new UnknownVersion(
      `no ${name} API version matches ${JSON.stringify(version)}${api === undefined ? '' : ` in ${wanted.join(', ')}`}: it has no known status, so do not assume it is safe. Nearest known versions (and the newest of each family): ${nearestText(platform, near)}. v21, 21 and v21.0 all match v21.0.`,
      near,
    );
  }
  const concerned = families.filter((f) => versions.some((r) => r.api === f.api));
  return {
    matched: versions.length,
    versions: versions.map((r) => asAddressed(inFamilies, platform, r)),
    latest: concerned.map((f) => ({ api: f.api, version: f.latest })),
  };
}

/**
 * A row as code addresses its version, in a family whose minor versions cannot be called by themselves (Google
 * Ads API, src/model/minor-versions.ts), the same rule as changeline check: served names the major called and the
 * minor that answers it today (with that row's status); migrate_to is the major to call (v26, its minor in
 * served.migrate_to_served_as and migrate_to_target), null when the family's target is a minor of the major
 * already called, and then no migration path either. Other families pass unchanged.
 */
function asAddressed(rows: readonly VersionNow[], platform: PlatformSlug, r: VersionNow): VersionNow {
  const a = addressed(
    platform,
    r.api,
    rows.filter((o) => o.api === r.api),
    r.version,
    r.migrate_to,
  );
  if (a === null) return r;
  const s = a.served;
  const served = {
    endpoint: a.endpoint,
    version: s?.version ?? null,
    status: s?.status ?? null,
    sunset_date: s?.sunset_date ?? null,
    days_until_sunset: s?.days_until_sunset ?? null,
    migrate_to_served_as: a.migrate_to_served_as,
    rule: a.rule.rule,
    source_url: a.rule.source_url,
  };
  return a.migrate_to === null
    ? { ...r, migrate_to: null, migrate_to_target: null, breaking_to_target: null, migration_url: null, changelog_missing: null, served }
    : { ...r, migrate_to: a.migrate_to, served };
}

/** A version no row has, answered by the older-versions rule in each family where it applies: the rule's row, with the version asked and no dates or migration path of its own. */
function byRule(rows: readonly VersionNow[], platform: PlatformSlug, apis: readonly string[], version: string): VersionNow[] {
  const out: VersionNow[] = [];
  for (const api of apis) {
    const r = lookupVersion(rows, platform, api, version);
    if (r.basis !== 'rule') continue;
    out.push({
      ...r.older_than,
      version,
      status: 'sunset',
      release_date: null,
      deprecation_date: null,
      sunset_date: null,
      sunset_date_precision: null,
      tentative: false,
      days_until_sunset: null,
      latest: false,
      // The cited row's migration path starts after that row, so it leaves out the cited version's own step: no path
      // is computed for a version the table lacks (as changeline check answers it), never another version's.
      breaking_to_target: null,
      migration_url: null,
      changelog_missing: null,
      status_basis: 'rule',
      status_rule: r.rule,
    });
  }
  return out;
}

/**
 * The rows of a platform's versions that match a version however it is
 * written (v21, 21, v21.0, 202601, 2026-01 for a monthly version), optionally
 * in the API families a name stands for (loosely: "Meta Marketing API"), as
 * of today; with the latest version of each family concerned. No match is a
 * ToolError naming the nearest known versions with their status.
 */
export function getVersionStatus(list: Pick<VersionList, 'versions'>, args: VersionStatusArgs, today: string) {
  const answer = answerVersion(rowsToday(list.versions, today), args.platform, args.version, args.api);
  return { today, platform: args.platform, version: args.version, ...answer };
}

export interface VersionItem {
  platform: string;
  version: string;
  api?: string | undefined;
}

/** What a platform's rows came to: the list, or why it could not be read. */
export type PlatformRows = { list: Pick<VersionList, 'versions'> } | { error: string };

/**
 * Several versions at once: each item answered alone, in order, from its
 * platform's rows (`rowsOf`, one read per platform); an unknown platform,
 * family or version, or a platform whose file could not be read, is an
 * error of that item only.
 */
export function getVersionStatuses(items: readonly VersionItem[], rowsOf: (platform: PlatformSlug) => PlatformRows, today: string) {
  const asOfToday = new Map<PlatformSlug, RowsToday | string>();
  const results: VersionAnswer[] = items.map((item) => {
    const head: VersionAnswer = { platform: item.platform, version: item.version, ...(item.api === undefined ? {} : { api: item.api }) };
    const platform = platformOf(item.platform);
    if (platform === null) {
      return {
        ...head,
        error: `unknown platform ${JSON.stringify(item.platform)}: use one of ${PLATFORM_SLUGS.map((p) => `${p} (${PLATFORMS[p].name})`).join(', ')}`,
      };
    }
    let rows = asOfToday.get(platform);
    if (rows === undefined) {
      const got = rowsOf(platform);
      rows = 'error' in got ? got.error : rowsToday(got.list.versions, today);
      asOfToday.set(platform, rows);
    }
    if (typeof rows === 'string') return { ...head, error: rows };
    try {
      return { ...head, ...answerVersion(rows, platform, item.version, item.api) };
    } catch (err) {
      if (err instanceof UnknownVersion) return { ...head, error: err.message, nearest: err.nearest };
      if (err instanceof ToolError) return { ...head, error: err.message };
      throw err;
    }
  });
  return { today, results };
}
