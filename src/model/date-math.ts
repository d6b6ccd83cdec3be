/**
 * Date arithmetic on the record model's dates (`YYYY-MM-DD` or `YYYY-MM`),
 * all in UTC days. A month-precision date covers its whole month: it starts
 * on the 1st (that is the date it sorts by) and stays upcoming through the
 * last day of the month.
 */

const DAY_MS = 86_400_000;

/** First day covered by a date: itself, or the 1st for `YYYY-MM`. */
export function startDay(date: string): string {
  return date.length === 7 ? `${date}-01` : date;
}

/** Last day covered by a date: itself, or the month's last day for `YYYY-MM`. */
export function endDay(date: string): string {
  if (date.length !== 7) return date;
  const [y, m] = date.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

/** True when `date` is on or after `today` (a month counts while it lasts). */
export function isOnOrAfter(date: string, today: string): boolean {
  return endDay(date) >= today;
}

/** Whole UTC days from `today` to `date` (to its first day for a month), never negative for a month still running. */
export function daysUntil(date: string, today: string): number {
  const diff = Math.round((Date.parse(`${startDay(date)}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
  return date.length === 7 && isOnOrAfter(date, today) ? Math.max(0, diff) : diff;
}

/** `date` plus `n` days, as YYYY-MM-DD. */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Today in UTC, YYYY-MM-DD. */
export function utcToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}
