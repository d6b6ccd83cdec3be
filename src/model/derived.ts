/**
 * The values derived from a record, each ruled once. The site, the API,
 * feeds, calendars, JSON-LD, the sitemap and the MCP server all call these
 * functions; none writes the rule again (tests/unit/foundation/derived-rules.test.ts
 * fails on a second copy of any of them).
 *
 * - superseded: a record another record replaced (`superseded_by`); it stays
 *   published but is no longer a live deadline.
 * - live deadline: a record with an effective date that is not superseded.
 * - upcoming: a live deadline whose date (its last day, for a month) is
 *   today or later.
 * - recently passed: a live deadline that ended within the last 30 days.
 * - first seen: when Changeline first saw the record (`first_seen`, else the
 *   read that produced it, `fetched_at`).
 * - last changed: when the record last changed as Changeline knows it
 *   (`changed_at`, else first seen): the `lastmod`, `updated`, DTSTAMP and
 *   `dateModified` of every output.
 * - tool last changed: the newest of a tool's latest observation and its
 *   price events, else when its snapshot was read.
 */
import type { ChangeRecord } from '../schemas/change.ts';
import type { PriceEvent, Tool } from '../schemas/pricing.ts';
import { isOnOrAfter } from './date-math.ts';
import { recentlyPassed } from './urgency.ts';

type Dated = Pick<ChangeRecord, 'effective_date' | 'superseded_by'>;

export const isSuperseded = (c: Pick<ChangeRecord, 'superseded_by'>): boolean => c.superseded_by !== undefined;

/** A live deadline: dated and not superseded. The effective date, when true. */
export const isLiveDeadline = (c: Dated): c is Dated & { effective_date: string } => c.effective_date != null && !isSuperseded(c);

export const isUpcoming = (c: Dated, today: string): boolean => isLiveDeadline(c) && isOnOrAfter(c.effective_date, today);

export const isRecentlyPassed = (c: Dated, today: string): boolean => isLiveDeadline(c) && recentlyPassed(c.effective_date, today);

export const firstSeen = (c: Pick<ChangeRecord, 'first_seen' | 'fetched_at'>): string => c.first_seen ?? c.fetched_at;

export const lastChanged = (c: Pick<ChangeRecord, 'changed_at' | 'first_seen' | 'fetched_at'>): string => c.changed_at ?? firstSeen(c);

/** The newest of ISO dates and timestamps (code-unit order is time order for them); undefined when none. */
export function newest(values: readonly (string | null | undefined)[]): string | undefined {
  let out: string | undefined;
  for (const v of values) if (v != null && (out === undefined || v > out)) out = v;
  return out;
}

export function toolLastChanged(t: Pick<Tool, 'last_snapshot' | 'fetched_at'>, events: readonly Pick<PriceEvent, 'date'>[]): string | undefined {
  return newest([t.last_snapshot, ...events.map((e) => e.date)]) ?? t.fetched_at ?? undefined;
}
