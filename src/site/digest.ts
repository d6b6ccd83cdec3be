/**
 * The weekly digest (src/schemas/digest.ts) built from the content: what
 * happened in the ISO week (Monday to Sunday, UTC) that contains a given day.
 *
 * - announced: records whose source announced them during the week
 *   (published_date, else an API version's release_date, is a day of the
 *   week; a month-precision date names no week and is not listed);
 * - taking_effect: records whose effective date is a day of the week;
 * - changed_changes: records whose title or effective date changed during
 *   the week (changed_at), when they were not first seen that week;
 * - deadlines: records taking effect in the 30 days after the week ends
 *   (a month-precision date counts when any day of its month falls there),
 *   soonest first, leaving out records another one supersedes;
 * - price_events: price events dated within the week, except first_seen;
 * - added: how many records and plan prices Changeline first recorded in the
 *   week, one line and no list. Additions are news of Changeline, not of the
 *   platforms: a 2021 change compiled this week did not happen this week.
 *   `first_compilation` marks the week of the earliest first_seen.
 */
import { compareText } from '../model/compare.ts';
import { addDays, daysUntil, endDay, startDay } from '../model/date-math.ts';
import { PLATFORM_SLUGS } from '../schemas/common.ts';
import type { ChangeRecord } from '../schemas/change.ts';
import type { DigestItemRecord, DigestRecord } from '../schemas/digest.ts';
import type { PriceEvent } from '../schemas/pricing.ts';
import { isLiveDeadline } from '../model/derived.ts';

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
    published_date: c.published_date ?? null,
    release_date: c.release_date ?? null,
    effective_date: c.effective_date ?? null,
    effective_date_precision: c.effective_date_precision ?? null,
    source_url: c.source_url,
  };
}

/** A timestamp or a day-precision date within [start, end]; a month-precision date never is. */
const inWeek = (date: string | null | undefined, start: string, end: string): boolean =>
  date != null && date.length !== 7 && date.slice(0, 10) >= start && date.slice(0, 10) <= end;
const platformOrder = (p: string) => PLATFORM_SLUGS.indexOf(p as (typeof PLATFORM_SLUGS)[number]);
const byPlatformTitle = (a: DigestItemRecord, b: DigestItemRecord) =>
  platformOrder(a.platform) - platformOrder(b.platform) || compareText(a.title, b.title) || compareText(a.id, b.id);
const byDate = (date: (i: DigestItemRecord) => string) => (a: DigestItemRecord, b: DigestItemRecord) =>
  compareText(startDay(date(a)), startDay(date(b))) || byPlatformTitle(a, b);

/** The day the source announced a record, for the digest: published_date, else an API version's release. */
const announcedOn = (c: ChangeRecord): string | null => c.published_date ?? c.release_date ?? null;

export function buildDigest(input: { changes: readonly ChangeRecord[]; events: readonly PriceEvent[]; day: string; generatedAt: string }): DigestRecord {
  const { id, start, end } = isoWeek(input.day);
  const windowStart = addDays(end, 1);
  const windowEnd = addDays(end, DEADLINE_DAYS);
  const fresh = new Set(input.changes.filter((c) => inWeek(c.first_seen, start, end)).map((c) => c.id));
  let earliest: string | null = null;
  for (const c of input.changes) if (c.first_seen && (earliest === null || c.first_seen < earliest)) earliest = c.first_seen;
  const items = (pred: (c: ChangeRecord) => boolean) => input.changes.filter(pred).map(item);
  const weekEvents = input.events.filter((e) => e.date >= start && e.date <= end);
  return {
    id,
    period_start: start,
    period_end: end,
    generated_at: input.generatedAt,
    announced: items((c) => inWeek(announcedOn(c), start, end)).sort(byDate((i) => i.published_date ?? i.release_date!)),
    taking_effect: items((c) => inWeek(c.effective_date, start, end)).sort(byDate((i) => i.effective_date!)),
    changed_changes: items((c) => !fresh.has(c.id) && inWeek(c.changed_at, start, end)).sort(byPlatformTitle),
    deadlines: items((c) => isLiveDeadline(c) && endDay(c.effective_date) >= windowStart && startDay(c.effective_date) <= windowEnd).sort(
      byDate((i) => i.effective_date!),
    ),
    price_events: weekEvents
      .filter((e) => e.event !== 'first_seen')
      .sort((a, b) => compareText(a.date, b.date) || compareText(a.tool_id, b.tool_id) || compareText(a.plan, b.plan) || compareText(a.id, b.id)),
    added: {
      changes: fresh.size,
      plans: weekEvents.filter((e) => e.event === 'first_seen').length,
      first_compilation: inWeek(earliest, start, end),
    },
  };
}
