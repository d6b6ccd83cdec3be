/**
 * What a search (pagefind) finds on a change page and what a result shows.
 * Pagefind joins a dotted version into one word ("v21.0" is indexed as
 * "v210", like "v2.10"), so the query `v21` cannot tell Meta's v21.0 from
 * v2.10 by the version alone. Change pages therefore say, in visible words,
 * the major version ("v21.0 (major version v21)") and the platform's name,
 * and the search page asks pagefind to rank exact words above longer words
 * they start (`termSimilarity`).
 */
import type { Change } from '../schemas/change.ts';
import { listDate } from '../model/dataset.ts';
import { addDays, startDay } from '../model/date-math.ts';
import { formatDate } from '../model/format-date.ts';
import { CATEGORY_INFO } from '../model/registry.ts';
import { versionKey, versionKeysIn } from '../model/version-tokens.ts';
import { deadlineEvent, eventOn, isLifecycleRecord, sameDate } from '../model/lifecycle-event.ts';
import { eventDateLabel } from '../model/wording.ts';

/** The major version of a version string: `v21.0` → `v21`, `21.0` → `v21`, `v2.12` → `v2`; null for `202511` (a date-named version) or no digits. */
export function majorVersion(version: string): string | null {
  const m = /^v?(\d{1,3})(?:\.\d+)*$/i.exec(version.trim());
  return m ? `v${Number(m[1])}` : null;
}

/** An API version as a change page shows it: `v21.0 (major version v21)`; the version alone when it is its own major. */
export function versionText(version: string): string {
  const major = majorVersion(version);
  return major && major.toLowerCase() !== version.trim().toLowerCase() ? `${version} (major version ${major})` : version;
}

/**
 * The date a search result shows, named by its event (src/model/lifecycle-event.ts):
 * `Sunset 5 August 2026`, `Takes effect 1 April 2026`, `Released 4 November 2026`,
 * `Published March 2021`, or none; in the tense of the date against the build day (`Retires 31 January 2027`
 * before it, `Retired` after: src/model/wording.ts).
 */
export function resultDate(c: Change, today: string): string {
  const d = listDate(c);
  if (!d) return '';
  const ev = c.effective_date ? deadlineEvent(c) : isLifecycleRecord(c) ? eventOn(c, d) : null;
  const label = ev && sameDate(ev.date, d) ? eventDateLabel(ev, today) : 'Published';
  return `${label} ${formatDate(d)}`;
}

/** The status a search result shows: upcoming, date passed or superseded; tentative; no longer listed. No commas (pagefind's meta separator). */
export function resultStatus(c: Change): string {
  const words: string[] = [];
  if (c.superseded_by) words.push('superseded');
  else if (c.upcoming) words.push('upcoming');
  else if (c.effective_date) words.push('date passed');
  if (c.tentative) words.push('tentative date');
  if (c.in_source === false) words.push('no longer listed by the source');
  return words.join(' · ');
}

/** `data-pagefind-meta` values of a change page: one per element (pagefind reads one static key:value per attribute). Undefined when empty. */
export function resultMeta(c: Change, today: string): { date?: string; status?: string } {
  const date = resultDate(c, today);
  const status = resultStatus(c);
  return { date: date ? `date:${date}` : undefined, status: status ? `status:${status}` : undefined };
}

/**
 * Words a change page is found by that its text may not say: its categories
 * (by name and slug: "API version sunset", "sunset", "deprecation"), its
 * status (upcoming, superseded, tentative, the version status) and its
 * version in the forms people type (v21, 21.0). Indexed from a hidden
 * element with a weight of 3 (pagefind's weights do not apply to indexed
 * attributes), never shown.
 */
export function searchWords(c: Change): string {
  const words = new Set<string>();
  for (const cat of c.categories ?? []) {
    words.add(CATEGORY_INFO[cat].name.toLowerCase());
    for (const w of cat.split('_')) words.add(w);
  }
  for (const w of resultStatus(c).split(' · ')) if (w) words.add(w);
  if (c.version_status) words.add(c.version_status);
  if (c.api_version) {
    words.add(c.api_version);
    const major = majorVersion(c.api_version);
    if (major) words.add(major);
  }
  return [...words].join(' ');
}

/** How long ago a past record counts as recent in search ranking. */
export const RECENT_DAYS = 180;

/** When a record stands, for search ranking and the upcoming-only filter: upcoming, recent (its date within RECENT_DAYS), past, or superseded. */
export function resultTiming(c: Change, today: string): 'upcoming' | 'recent' | 'past' | 'superseded' {
  if (c.superseded_by) return 'superseded';
  if (c.upcoming) return 'upcoming';
  const d = listDate(c);
  return d && startDay(d) >= addDays(today, -RECENT_DAYS) ? 'recent' : 'past';
}

/** Keys of the versions a change names (its api_version, and versions in its title and summary), space-separated; see version-tokens.ts. */
export function resultVersions(c: Change): string {
  const keys = versionKeysIn(`${c.title} ${c.summary ?? ''}`);
  if (c.api_version && !keys.includes(versionKey(c.api_version))) keys.unshift(versionKey(c.api_version));
  return keys.join(' ');
}
