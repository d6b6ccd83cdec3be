/**
 * What happens on a record's dates: the dated events a change record
 * describes, what each is called and the day it happens. Every place that
 * shows a record on a date names the event with this module, never the
 * category (issue 20): feeds, calendars, the home page, the newsletter,
 * search results and change lists.
 *
 * The rule (also in docs/site.md, "Events, not categories"):
 *
 * - A version record (one that names an `api_version`, or carries a release
 *   or deprecation date) describes a lifecycle: `release_date` is when the
 *   version was **released**, `deprecation_date` when it was **deprecated**,
 *   `effective_date` its **sunset** (**retired** when the record's title
 *   speaks of a retirement). A record categorised `api_version_sunset`
 *   without a version (a post about a sunset) has the same end event.
 * - Any other record has one dated event, its `effective_date`. It is called
 *   what the record's own title calls it: **retired** (retire, retirement,
 *   shut off), **stops serving** (stop serving), **sunset** (sunset); else
 *   the generic **takes effect**.
 * - The published date is not an event of its own: a feed or a list dated by
 *   publication names the event that falls on that date (a version announced
 *   with its release is "released"), else, for a version record, the event
 *   the publication announces: its last one (a sunset notice is "sunset").
 *   A non-version record's title already says what the publication
 *   announces.
 *
 * The category rule of the data linter (`src/lint/rules/category-events.ts`)
 * uses `versionEndStated` and `lifecycleCategories`: a version record is
 * categorised `api_version_sunset` exactly when it states a deprecation or an
 * end (a date, or the status the source states); a version record that
 * states only its release is an `announcement`.
 */
import type { ChangeRecord } from '../schemas/change.ts';
import type { CategorySlug } from '../schemas/common.ts';
import { startDay } from './date-math.ts';
import { MONTHS } from './format-date.ts';
import { CATEGORY_INFO, PLATFORMS } from './registry.ts';

export const EVENT_KINDS = ['release', 'deprecation', 'sunset', 'retirement', 'end_of_serving', 'effective'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

/** What each event is called where a record is shown on its date. */
export const EVENT_NAMES: Record<EventKind, string> = {
  release: 'released',
  deprecation: 'deprecated',
  sunset: 'sunset',
  retirement: 'retired',
  end_of_serving: 'stops serving',
  effective: 'takes effect',
};

export interface LifecycleEvent {
  kind: EventKind;
  /** EVENT_NAMES[kind]. */
  name: string;
  /** YYYY-MM-DD, or YYYY-MM when the source names only the month. */
  date: string;
  /** The record's deadline: the event on its effective_date. */
  deadline: boolean;
  /** The record's title already says it in its own words (which the kind was read from). */
  inTitle: boolean;
}

/** The fields the rule reads; a digest item (no version fields) fits too. */
export type EventFields = Pick<ChangeRecord, 'platform' | 'title'> &
  Partial<Pick<ChangeRecord, 'categories' | 'api' | 'api_version' | 'version_status' | 'deprecation_date' | 'version_change'>> & {
    published_date?: string | null | undefined;
    release_date?: string | null | undefined;
    effective_date?: string | null | undefined;
  };

/** True for a record that describes an API version's lifecycle (release, deprecation, sunset). */
export function isLifecycleRecord(c: EventFields): boolean {
  // A change made in a version (version_change) is one entry of its changelog, not the version's lifecycle.
  if (c.version_change === true) return false;
  return (
    c.api_version !== undefined ||
    (c.release_date ?? null) !== null ||
    (c.deprecation_date ?? null) !== null ||
    (c.categories?.includes('api_version_sunset') ?? false)
  );
}

/** How a title names an end, in the record's own words, most specific first. */
const TITLE_WORDS: [EventKind, RegExp][] = [
  ['end_of_serving', /\b(?:stops?|stopped) serving\b/i],
  ['retirement', /\b(?:retire[sd]?|retirement|retiring|shut ?off|shuts off)\b/i],
  ['sunset', /\bsunset\b/i],
];

/** The end event a title names, if any. */
function titleKind(title: string): EventKind | null {
  for (const [kind, re] of TITLE_WORDS) if (re.test(title)) return kind;
  return null;
}

/** The event on a record's effective date, or null when it has none. */
export function deadlineEvent(c: EventFields): LifecycleEvent | null {
  const date = c.effective_date ?? null;
  if (date === null) return null;
  const said = titleKind(c.title);
  if (isLifecycleRecord(c)) {
    const kind: EventKind = said === 'retirement' ? 'retirement' : 'sunset';
    return { kind, name: EVENT_NAMES[kind], date, deadline: true, inTitle: said === kind };
  }
  const kind: EventKind = said ?? 'effective';
  return { kind, name: EVENT_NAMES[kind], date, deadline: true, inTitle: said !== null };
}

/** Every dated event of a record, in date order (release, deprecation, end on the same day). */
export function recordEvents(c: EventFields): LifecycleEvent[] {
  const out: LifecycleEvent[] = [];
  if (isLifecycleRecord(c)) {
    if (c.release_date) out.push({ kind: 'release', name: EVENT_NAMES.release, date: c.release_date, deadline: false, inTitle: false });
    if (c.deprecation_date) out.push({ kind: 'deprecation', name: EVENT_NAMES.deprecation, date: c.deprecation_date, deadline: false, inTitle: false });
  }
  const end = deadlineEvent(c);
  if (end) out.push(end);
  return out
    .map((e, i) => ({ e, i }))
    .sort((a, b) => (startDay(a.e.date) < startDay(b.e.date) ? -1 : startDay(a.e.date) > startDay(b.e.date) ? 1 : a.i - b.i))
    .map((x) => x.e);
}

/** Two dates name the same day, or the same month when either gives only the month. */
export function sameDate(a: string, b: string): boolean {
  if (a === b) return true;
  return (a.length === 7 || b.length === 7) && a.slice(0, 7) === b.slice(0, 7);
}

/**
 * The event a view dated `date` (a publication date) names: the event on
 * that date; else, for a version record, its last event (what a later
 * notice announces); else null (the title says it).
 */
export function eventOn(c: EventFields, date: string | null): LifecycleEvent | null {
  const events = recordEvents(c);
  if (date !== null) {
    const on = events.find((e) => sameDate(e.date, date));
    if (on) return on;
  }
  return isLifecycleRecord(c) ? (events.at(-1) ?? null) : null;
}

/** An API version as a title says it: `v27.0`, `202511` → `version 202511`, `13` → `version 13`. */
export function versionWords(version: string): string {
  return /^[a-z]/i.test(version.trim()) ? version.trim() : `version ${version.trim()}`;
}

/** What an event title is about: the API family and version of a version record, else the record's title. */
export function eventSubject(c: EventFields): string {
  if (c.api_version === undefined || c.version_change === true) return c.title.trim();
  return `${c.api ?? `${PLATFORMS[c.platform].name} API`} ${versionWords(c.api_version)}`;
}

/**
 * The event in words, without the platform: "Graph API v27.0 released",
 * "Marketing API v25.0 sunset"; a record whose title already names the
 * event keeps its title; any other record reads "<title> — takes effect".
 * `month` adds, for a month-precision date, "in February 2027; day not
 * announced".
 */
export function eventText(c: EventFields, ev: LifecycleEvent | null, o: { month?: boolean } = {}): string {
  const monthNote = o.month && ev && ev.date.length === 7 ? `in ${monthName(ev.date)}; day not announced` : '';
  if (ev === null) return c.title.trim();
  if (c.api_version !== undefined && c.version_change !== true) return `${eventSubject(c)} ${ev.name}${monthNote ? ` ${monthNote}` : ''}`;
  if (ev.inTitle) return `${c.title.trim()}${monthNote ? ` (${monthNote})` : ''}`;
  return `${c.title.trim()} — ${ev.name}${monthNote ? ` ${monthNote}` : ''}`;
}

/** The event with its platform first: "Meta Ads: Graph API v27.0 released". */
export function eventTitle(c: EventFields, ev: LifecycleEvent | null, o: { month?: boolean } = {}): string {
  return `${PLATFORMS[c.platform].name}: ${eventText(c, ev, o)}`;
}

const monthName = (ym: string): string => `${MONTHS[Number(ym.slice(5, 7)) - 1]} ${ym.slice(0, 4)}`;

/** What a shown event is, as a word for a date label: "Released", "Sunset", "Takes effect". */
export const eventLabel = (ev: LifecycleEvent): string => ev.name.charAt(0).toUpperCase() + ev.name.slice(1);

/** The category labels of a record shown on one of its events: a version record shown on its release or deprecation is not labelled a sunset. */
export function eventCategoryNames(c: EventFields, ev: LifecycleEvent | null): string[] {
  return eventCategories(c, ev).map((slug) => CATEGORY_INFO[slug].name);
}

/** The categories of a record shown on one of its events: `api_version_sunset` only where the event is its sunset (or retirement). */
export function eventCategories(c: EventFields, ev: LifecycleEvent | null): CategorySlug[] {
  const cats = c.categories ?? [];
  if (ev === null || ev.deadline || !cats.includes('api_version_sunset')) return [...cats];
  const rest = cats.filter((k) => k !== 'api_version_sunset');
  return rest.length ? rest : ['announcement'];
}

/** True for a version record that states a deprecation or an end: a date, or the status the source states. */
export function versionEndStated(c: Pick<EventFields, 'effective_date' | 'deprecation_date' | 'version_status'>): boolean {
  return (c.effective_date ?? null) !== null || (c.deprecation_date ?? null) !== null || c.version_status === 'deprecated' || c.version_status === 'sunset';
}

/**
 * The categories a version record should carry: `api_version_sunset` when it
 * states a deprecation or an end, else not (a release is an announcement);
 * the other categories are kept in their order.
 */
export function lifecycleCategories(
  categories: readonly CategorySlug[],
  c: Pick<EventFields, 'effective_date' | 'deprecation_date' | 'version_status'>,
): CategorySlug[] {
  const rest = categories.filter((k) => k !== 'api_version_sunset');
  if (versionEndStated(c)) {
    if (categories.includes('api_version_sunset')) return [...categories];
    const others = rest.filter((k) => k !== 'announcement');
    return ['api_version_sunset', ...others];
  }
  return rest.length ? rest : ['announcement'];
}
