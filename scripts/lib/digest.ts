/**
 * The weekly digest (src/schemas/digest.ts) built from the content: the ISO
 * week (Monday to Sunday, UTC) that contains a given day.
 *
 * - new_changes: records first seen during the week;
 * - changed_changes: records whose title or effective date changed during
 *   the week (changed_at), when they were not new that week;
 * - deadlines: records taking effect in the 30 days after the week ends
 *   (a month-precision date counts when any day of its month falls there),
 *   soonest first; a superseded record (superseded_by) is no deadline;
 * - price_events: price events dated within the week.
 */
import { compareText } from '../../src/lib/compare.ts';
import { addDays, daysUntil, endDay, startDay } from '../../src/lib/date-math.ts';
import { PLATFORM_SLUGS } from '../../src/schemas/common.ts';
import type { ChangeRecord } from '../../src/schemas/change.ts';
import type { DigestItemRecord, DigestRecord } from '../../src/schemas/digest.ts';
import type { PriceEvent } from '../../src/schemas/pricing.ts';

export const DEADLINE_DAYS = 30;

/** The ISO week of a day: `YYYY-Www`, its Monday and its Sunday. */
export function isoWeek(day: string): { id: string; start: string; end: string } {
  const d = new Date(`${day}T00:00:00Z`);
  const weekday = (d.getUTCDay() + 6) % 7; // Monday 0 .. Sunday 6
  const start = addDays(day, -weekday);
  const thursday = new Date(`${addDays(start, 3)}T00:00:00Z`);
  const year = thursday.getUTCFullYear();
  const jan4 = new Date(Date.UTC(year, 0, 4));
  const week1 = addDays(jan4.toISOString().slice(0, 10), -((jan4.getUTCDay() + 6) % 7));
  const week = daysUntil(start, week1) / 7 + 1;
  return { id: `${year}-W${String(week).padStart(2, '0')}`, start, end: addDays(start, 6) };
}

function item(c: ChangeRecord): DigestItemRecord {
  return {
    id: c.id,
    platform: c.platform,
    title: c.title,
    categories: c.categories ?? [],
    effective_date: c.effective_date ?? null,
    effective_date_precision: c.effective_date_precision ?? null,
    source_url: c.source_url,
  };
}

const inWeek = (ts: string | undefined, start: string, end: string) => ts !== undefined && ts.slice(0, 10) >= start && ts.slice(0, 10) <= end;
const platformOrder = (p: string) => PLATFORM_SLUGS.indexOf(p as (typeof PLATFORM_SLUGS)[number]);
const byPlatformTitle = (a: DigestItemRecord, b: DigestItemRecord) =>
  platformOrder(a.platform) - platformOrder(b.platform) || compareText(a.title, b.title) || compareText(a.id, b.id);

export function buildDigest(input: {
  changes: readonly ChangeRecord[];
  events: readonly PriceEvent[];
  day: string;
  generatedAt: string;
}): DigestRecord {
  const { id, start, end } = isoWeek(input.day);
  const windowStart = addDays(end, 1);
  const windowEnd = addDays(end, DEADLINE_DAYS);
  const fresh = input.changes.filter((c) => inWeek(c.first_seen, start, end));
  const freshIds = new Set(fresh.map((c) => c.id));
  const changed = input.changes.filter((c) => !freshIds.has(c.id) && inWeek(c.changed_at, start, end));
  const deadlines = input.changes
    .filter((c) => c.effective_date && c.superseded_by === undefined && endDay(c.effective_date) >= windowStart && startDay(c.effective_date) <= windowEnd)
    .map(item)
    .sort((a, b) => compareText(startDay(a.effective_date!), startDay(b.effective_date!)) || byPlatformTitle(a, b));
  const events = input.events
    .filter((e) => e.date >= start && e.date <= end)
    .sort((a, b) => compareText(a.date, b.date) || compareText(a.tool_id, b.tool_id) || compareText(a.plan, b.plan) || compareText(a.id, b.id));
  return {
    id,
    period_start: start,
    period_end: end,
    generated_at: input.generatedAt,
    new_changes: fresh.map(item).sort(byPlatformTitle),
    changed_changes: changed.map(item).sort(byPlatformTitle),
    deadlines,
    price_events: events,
  };
}
