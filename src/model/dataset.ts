/**
 * The dataset as routes, feeds and tests see it: every record loaded once,
 * derived fields computed once, and the indexes every page needs built once.
 * Nothing here rescans the collection per page: routes look things up.
 */
import { PLATFORM_SLUGS, TOOL_SLUGS, type PlatformSlug, type ToolId } from '../schemas/common.ts';
import { CHANGE_KEYS, type Change, type ChangeRecord } from '../schemas/change.ts';
import type { PriceEvent, Tool } from '../schemas/pricing.ts';
import type { SourceStatus } from '../schemas/status.ts';
import type { DigestRecord } from '../schemas/digest.ts';
import type { SdkPackage, SdkRecord } from '../schemas/sdks.ts';
import { compareSdks, sdkPackage } from './sdks.ts';
import { endDay, startDay } from './date-math.ts';
import { firstSeen, isRecentlyPassed, isUpcoming } from './derived.ts';
import { recordVersionStatus, rowsByPlatform, versionRows } from './versions.ts';
import type { VersionRow } from '../schemas/versions.ts';
import { withMigrations, type MigrationPath } from './migration-path.ts';
import { absolute } from './site-url.ts';
import { changePath } from './links.ts';
import { TOOLS } from './registry.ts';
import { byId, compareText } from './compare.ts';
import { sameDayOrder } from './wording.ts';

export interface BuildContext {
  /** Site origin, e.g. https://changeline.dev */
  site: string;
  /** Build day, YYYY-MM-DD: decides `upcoming`. */
  today: string;
  /** Build timestamp: `generated_at` of every file. */
  generatedAt: string;
}

export interface RawData {
  changes: readonly ChangeRecord[];
  tools: readonly Tool[];
  events: readonly PriceEvent[];
  sources: readonly SourceStatus[];
  digests: readonly DigestRecord[];
  /** The SDK map's packages (content/sdks/); none when left out. */
  sdks?: readonly SdkRecord[];
}

export interface Dataset {
  ctx: BuildContext;
  /** Every change, newest first (effective or published date, then id). */
  changes: Change[];
  byId: Map<string, Change>;
  /** Per platform, in the order of `changes`; every slug present. */
  byPlatform: Map<PlatformSlug, Change[]>;
  /** Upcoming changes, soonest first (never a superseded record). */
  upcoming: Change[];
  /** Changes whose effective date ended within the last 30 days, most recent first (never a superseded record). */
  recentlyPassed: Change[];
  /** API version rows (src/model/versions.ts), by platform, API family, version newest first. */
  versions: VersionRow[];
  /** The migration path of every row with a migrate_to (src/model/migration-path.ts), in row order. */
  migrations: MigrationPath[];
  /** Version rows per platform; every slug present. */
  versionsByPlatform: Map<PlatformSlug, VersionRow[]>;
  /** The version row each live version record belongs to, by change id. */
  versionByChange: Map<string, VersionRow>;
  /**
   * Changes by the date their source states (`sourceDate`), newest first;
   * records whose source states no such date come last. `first_seen` only
   * breaks ties, so the first compilation does not read as news: feeds and
   * the home page's latest list.
   */
  recent: Change[];
  /** Latest snapshot of every tool that has one, in slug order. */
  tools: Tool[];
  toolById: Map<ToolId, Tool>;
  /** Every price event, oldest first, then tool, plan, id. */
  events: PriceEvent[];
  eventsByTool: Map<ToolId, PriceEvent[]>;
  sources: SourceStatus[];
  /** Digests, newest first. */
  digests: DigestRecord[];
  /** The SDK map's packages as published (no content id), by platform, ecosystem, package. */
  sdks: SdkPackage[];
}

/** The date a change is listed by: effective date, else published date. */
export function listDate(c: Pick<ChangeRecord, 'effective_date' | 'published_date'>): string {
  return c.effective_date ?? c.published_date ?? '';
}

/**
 * A stored record as published: derived fields added, keys in published
 * order. A superseded record is never upcoming (it is no longer a live
 * deadline), and a version record's status is computed from its dates.
 */
export function publishChange(rec: ChangeRecord, ctx: BuildContext): Change {
  const full: Record<string, unknown> = {
    ...rec,
    upcoming: isUpcoming(rec, ctx.today),
    url: absolute(ctx.site, changePath(rec.id)),
    version_status: recordVersionStatus(rec, ctx.today),
  };
  const out: Record<string, unknown> = {};
  for (const key of CHANGE_KEYS) if (full[key] !== undefined) out[key] = full[key];
  return out as Change;
}

export function newestFirst(a: Change, b: Change): number {
  const da = listDate(a);
  const db = listDate(b);
  return da === db ? sameDayOrder(a, b) : da < db ? 1 : -1;
}

/** Soonest effective date first (a month as its first day); on one day, versions in version order, then by id (`sameDayOrder`). */
export function soonestFirst(a: Change, b: Change): number {
  const da = startDay(a.effective_date ?? '');
  const db = startDay(b.effective_date ?? '');
  return da === db ? sameDayOrder(a, b) : da < db ? -1 : 1;
}

/**
 * The date the official source gives a record as news, `YYYY-MM-DD` or
 * `YYYY-MM`: when it announced it (`published_date`), else the release of
 * an API version (`release_date`), else an effective date already reached
 * (the source states that the change happened then). Null when the source
 * states none of these: a future deadline alone is not news of that date.
 */
export function sourceDate(c: Pick<Change, 'published_date' | 'release_date' | 'effective_date'>, today: string): string | null {
  if (c.published_date) return c.published_date;
  if (c.release_date) return c.release_date;
  if (c.effective_date && startDay(c.effective_date) <= today) return c.effective_date;
  return null;
}

/** Newest source date first (a month sorts as its first day), undated last; then first seen, newest first; then id. */
export const latestFirst =
  (today: string) =>
  (a: Change, b: Change): number => {
    const da = sourceDate(a, today);
    const db = sourceDate(b, today);
    if (da !== db) {
      if (da === null) return 1;
      if (db === null) return -1;
      const sa = startDay(da);
      const sb = startDay(db);
      if (sa !== sb) return sa < sb ? 1 : -1;
    }
    const fa = firstSeen(a);
    const fb = firstSeen(b);
    return fa === fb ? byId(a, b) : fa < fb ? 1 : -1;
  };

export function buildDataset(raw: RawData, ctx: BuildContext): Dataset {
  const changes = raw.changes.map((r) => publishChange(r, ctx)).sort(newestFirst);
  const byIdMap = new Map(changes.map((c) => [c.id, c]));
  const byPlatform = new Map<PlatformSlug, Change[]>(PLATFORM_SLUGS.map((p) => [p, []]));
  for (const c of changes) byPlatform.get(c.platform)!.push(c);
  const upcoming = changes.filter((c) => c.upcoming).sort(soonestFirst);
  const recentlyGone = changes
    .filter((c) => isRecentlyPassed(c, ctx.today))
    .sort((a, b) => {
      const da = endDay(a.effective_date!);
      const db = endDay(b.effective_date!);
      return da === db ? sameDayOrder(a, b) : da < db ? 1 : -1;
    });
  const { rows: versions, paths: migrations } = withMigrations(versionRows(changes, ctx), changes, ctx.site);
  const recent = [...changes].sort(latestFirst(ctx.today));

  const toolById = new Map<ToolId, Tool>(raw.tools.map((t) => [t.id, t]));
  const tools = TOOL_SLUGS.flatMap((s) => (toolById.has(s) ? [toolById.get(s)!] : []));
  const events = [...raw.events].sort((a, b) => compareText(a.date, b.date) || compareText(a.tool_id, b.tool_id) || compareText(a.plan, b.plan) || byId(a, b));
  const eventsByTool = new Map<ToolId, PriceEvent[]>(TOOL_SLUGS.map((s) => [s, []]));
  for (const e of events) eventsByTool.get(e.tool_id)!.push(e);

  return {
    ctx,
    changes,
    byId: byIdMap,
    byPlatform,
    upcoming,
    recentlyPassed: recentlyGone,
    versions,
    versionsByPlatform: rowsByPlatform(versions),
    migrations,
    versionByChange: new Map(versions.flatMap((r) => r.changes.map((id) => [id, r] as const))),
    recent,
    tools,
    toolById,
    events,
    eventsByTool,
    sources: [...raw.sources].sort(byId),
    digests: [...raw.digests].sort((a, b) => byId(b, a)),
    sdks: (raw.sdks ?? []).map(sdkPackage).sort(compareSdks),
  };
}

/** A tool with no snapshot yet: its registry facts, no plans, the given notes. */
export function emptyTool(id: ToolId, notes: string[] = []): Tool {
  const info = TOOLS[id];
  return {
    id,
    name: info.name,
    category: info.category,
    pricing_url: info.pricing_url,
    last_snapshot: null,
    fetched_at: null,
    snapshot_source: null,
    observed_on: null,
    capture_url: null,
    capture_name: null,
    public_pricing: false,
    plans: [],
    observations: [],
    notes,
  };
}

/** A tool's snapshot, or a placeholder naming the tool when none was collected yet. */
export function toolOrPlaceholder(ds: Dataset, id: ToolId): Tool {
  return ds.toolById.get(id) ?? emptyTool(id, ['No pricing snapshot has been collected for this tool yet.']);
}
