/**
 * What each tool computes, as pure functions of the loaded data and the day.
 * Bad arguments the schemas cannot judge alone (an id that is not in the
 * data, since after until) throw a ToolError that says what to do instead.
 */
import { CATEGORIES, PLATFORM_SLUGS, type PlatformSlug } from '../schemas/common.ts';
import type { Change } from '../schemas/change.ts';
import type { PriceEvent } from '../schemas/pricing.ts';
import type { PriceHistory } from '../schemas/api.ts';
import * as api from '../lib/api.ts';
import { compareText } from '../lib/compare.ts';
import { addDays, daysUntil, endDay, startDay } from '../lib/date-math.ts';
import { PLATFORMS, toolList } from '../lib/registry.ts';
import { apiFamilies, familyLabel, matchVersion, rowsAsOf, slugify } from '../lib/versions.ts';
import type { VersionList } from '../schemas/versions.ts';
import { matchWords, queryWords, rankPositions } from './search.ts';
import type { ChangesSnapshot } from './snapshot.ts';
import { ROW_KEYS, type ChangeRow, type PriceHistoryInput, type SearchInput, type UpcomingInput } from './tool-schemas.ts';

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
  const platform = args.platform === undefined ? -1 : PLATFORM_SLUGS.indexOf(args.platform);
  const catBit = args.category === undefined ? 0 : 1 << CATEGORIES.indexOf(args.category);
  const from = args.since === undefined ? null : startDay(args.since);
  const to = args.until === undefined ? null : endDay(args.until);
  const keep: number[] = [];
  const keptScores: number[] = [];
  for (let i = 0; i < candidates.length; i++) {
    const pos = candidates[i]!;
    if (platform >= 0 && snap.platform[pos] !== platform) continue;
    if (catBit !== 0 && (snap.categories[pos]! & catBit) === 0) continue;
    if (args.upcoming_only && view.upcoming[pos] === 0) continue;
    if (from !== null && (snap.dateEnd[pos] === '' || snap.dateEnd[pos]! < from)) continue;
    if (to !== null && (snap.dateStart[pos] === '' || snap.dateStart[pos]! > to)) continue;
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
  const platform = args.platform === undefined ? -1 : PLATFORM_SLUGS.indexOf(args.platform);
  const catBit = args.category === undefined ? 0 : 1 << CATEGORIES.indexOf(args.category);
  const matched: number[] = [];
  for (const pos of view.soonest) {
    if (startDay(snap.records[pos]!.effective_date!) > windowEnd) break;
    if (platform >= 0 && snap.platform[pos] !== platform) continue;
    if (catBit !== 0 && (snap.categories[pos]! & catBit) === 0) continue;
    matched.push(pos);
  }
  const changes = matched.slice(0, args.limit).map((pos) => toRow(view.change(pos), today));
  return { today, days: args.days, window_end: windowEnd, total: matched.length, returned: changes.length, changes };
}

export function getChange(snap: ChangesSnapshot, id: string, today: string): { today: string; days_until?: number; change: Change } {
  const pos = snap.positionOf.get(id);
  if (pos === undefined) {
    throw new ToolError(
      `no change has the id ${JSON.stringify(id)} (the data holds ${snap.records.length} changes as of ${snap.generatedAt}); take ids from the id field of search_changes or get_upcoming_deprecations results`,
    );
  }
  const c = snap.view(today).change(pos);
  return c.upcoming && c.effective_date ? { today, days_until: daysUntil(c.effective_date, today), change: c } : { today, change: c };
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

/**
 * The rows of a platform's versions that match a version however it is
 * written (v21, 21, v21.0, 202601), optionally in one API family, as of
 * today; with the latest version of each family concerned. No match is a
 * ToolError listing the versions the data knows.
 */
export function getVersionStatus(list: Pick<VersionList, 'versions'>, args: VersionStatusArgs, today: string) {
  const name = PLATFORMS[args.platform].name;
  const rows = rowsAsOf(list.versions, today);
  if (rows.length === 0) throw new ToolError(`the data holds no API versions of ${name} (${args.platform}) yet`);
  const families = apiFamilies(rows);
  if (args.api !== undefined && !families.some((f) => f.api_slug === slugify(args.api!))) {
    throw new ToolError(
      `${name} has no API family ${JSON.stringify(args.api)}: use one of ${families.map((f) => JSON.stringify(f.api)).join(', ')}, or omit api`,
    );
  }
  const versions = matchVersion(rows, args.version, args.api);
  if (versions.length === 0) {
    const known = families
      .filter((f) => args.api === undefined || f.api_slug === slugify(args.api))
      .map(
        (f) =>
          `${familyLabel(f.platform, f.api)}: ${rows
            .filter((r) => r.api === f.api)
            .map((r) => r.version)
            .join(', ')}`,
      )
      .join('; ');
    throw new ToolError(
      `no ${name} API version matches ${JSON.stringify(args.version)}${args.api === undefined ? '' : ` in ${args.api}`}. Known versions, newest first: ${known}. v21, 21 and v21.0 all match v21.0.`,
    );
  }
  const concerned = families.filter((f) => versions.some((r) => r.api === f.api));
  return {
    today,
    platform: args.platform,
    version: args.version,
    matched: versions.length,
    versions,
    latest: concerned.map((f) => ({ api: f.api, version: f.latest })),
  };
}
