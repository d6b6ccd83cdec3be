/**
 * `last_verified` of a change record (src/schemas/change.ts): the day of the newest observation that still
 * states the fact. One rule, used by the collectors (a run over the official page or over a stored copy),
 * the hand-compiling scripts and the migration that filled the field (scripts/migrate/last-verified.ts).
 */

/** When a stored copy shows the page: its own day, else the later end of the days its content places it between. */
export interface CopyDating {
  seen_on: string | null;
  seen_between?: readonly [string, string] | undefined;
}

/** The day a copy shows the page at the latest: `seen_on`, else the later end of `seen_between`; null when neither. */
export function copyDay(copy: CopyDating): string | null {
  return copy.seen_on ?? copy.seen_between?.[1] ?? null;
}

interface Observed {
  fetched_at: string;
  observed_via: string;
  capture_url?: string | undefined;
  capture_name?: string | undefined;
  capture_date?: string | undefined;
}

/** The key of one copy in `copyDaysOf`'s map: its address and its name (two dated copies may share an address). */
const copyKey = (url: string, name: string): string => `${url}\n${name}`;

/**
 * The truthful `last_verified` of a record from its own observation fields: an official read is verified the day
 * it was read; a copy on its own date (capture_date), else on the day `copyDays` gives for its address and name
 * (the copies manifest), or for its address when only one day is kept there, else on the day the compiler read it
 * (fetched_at's day). Never after fetched_at's day.
 */
export function lastVerifiedOf(rec: Observed, copyDays: ReadonlyMap<string, string> = new Map()): string {
  const read = rec.fetched_at.slice(0, 10);
  if (rec.observed_via === 'official') return read;
  if (rec.capture_date !== undefined) return rec.capture_date;
  const url = rec.capture_url;
  const day =
    url === undefined ? undefined : ((rec.capture_name === undefined ? undefined : copyDays.get(copyKey(url, rec.capture_name))) ?? copyDays.get(url));
  return day !== undefined && day < read ? day : read;
}

/**
 * The copy day of every entry of a copies manifest, by the copy's address and name, and by its address alone
 * where every copy kept at that address gives the same day (an address holding copies of different days names
 * none of them: the record must say which copy by its name).
 */
export function copyDaysOf(entries: readonly (CopyDating & { copy_url: string; copy_name?: string | undefined })[]): Map<string, string> {
  const out = new Map<string, string>();
  const byUrl = new Map<string, Set<string>>();
  for (const e of entries) {
    const day = copyDay(e);
    if (day === null) continue;
    if (e.copy_name !== undefined) out.set(copyKey(e.copy_url, e.copy_name), day);
    byUrl.set(e.copy_url, (byUrl.get(e.copy_url) ?? new Set()).add(day));
  }
  for (const [url, days] of byUrl) if (days.size === 1) out.set(url, [...days][0]!);
  return out;
}
