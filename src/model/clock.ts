/**
 * The project's one clock. `BUILD_DATE` fixes "now" for every program that
 * asks what day it is: the build (`upcoming`, `generated_at`), the collectors
 * (fetch times, version status), the digest (which ISO week), the data
 * linter (dates in the future) and the MCP server (`upcoming`, `days_until`).
 * Unset, the wall clock (UTC) decides.
 *
 *   BUILD_DATE=2026-11-25             that day, 00:00:00Z
 *   BUILD_DATE=2026-11-25T06:00:00Z   that instant (reproducible collector runs)
 *
 * A bad value is an error naming the variable and the value.
 */
import { isCalendarDay } from '../schemas/common.ts';

/** The name of the clock variable. */
export const CLOCK_VARIABLE = 'BUILD_DATE';

export interface Clock {
  /** Today, YYYY-MM-DD (UTC). */
  day: string;
  /** Now, YYYY-MM-DDThh:mm:ssZ. */
  timestamp: string;
  /** Now, as a Date. */
  date: Date;
  /** True when BUILD_DATE set it, false for the wall clock. */
  fixed: boolean;
}

const TIMESTAMP_RE = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d:[0-5]\dZ$/;

/** The clock: BUILD_DATE when set, else `wall` (the current time). Throws on a bad BUILD_DATE. */
export function readClock(env: Record<string, string | undefined> = process.env, wall: Date = new Date()): Clock {
  const raw = env[CLOCK_VARIABLE]?.trim();
  if (raw === undefined || raw === '') {
    const timestamp = `${wall.toISOString().slice(0, 19)}Z`;
    return { day: timestamp.slice(0, 10), timestamp, date: new Date(timestamp), fixed: false };
  }
  if (isCalendarDay(raw)) {
    const timestamp = `${raw}T00:00:00Z`;
    return { day: raw, timestamp, date: new Date(timestamp), fixed: true };
  }
  const m = TIMESTAMP_RE.exec(raw);
  if (m && isCalendarDay(m[1]!)) return { day: m[1]!, timestamp: raw, date: new Date(raw), fixed: true };
  throw new Error(`${CLOCK_VARIABLE} must be a date YYYY-MM-DD or a UTC timestamp YYYY-MM-DDThh:mm:ssZ, got "${raw}"`);
}
