/**
 * One phrase per fact (issue 32): the words every page uses for a record's
 * labels, an event's tense, a version's migration advice, the deadline of a
 * version that shares its number with another API family of the platform,
 * and the order of records on one day or month. Pages, the calendar and the
 * API's own fields read these; none words them again.
 *
 * - Labels: a record is labelled with its categories as the API publishes
 *   them (`categories`), by name, wherever it is listed; the date's event
 *   word ("released", "sunset") says what falls on the date shown. So one
 *   record never reads "Announcement" on one page and "API version sunset"
 *   on another.
 * - Tense: an event on a date after today reads in the future ("Retires 31
 *   January 2027"), one on or before today in the past ("Retired").
 * - Sibling deadlines: where two API families of one platform share a
 *   version number (Meta's Graph API v21.0 and Marketing API v21.0, both
 *   reached at graph.facebook.com/v21.0), a record of one names the other's
 *   end beside its own: "Marketing API v21.0 ended 9 September 2025".
 * - Migration advice: the row's `migrate_to`; else, on the newest version,
 *   "not needed: this is the newest version" (no end stated) or, when its own record says where to
 *   go ("migrate … to REST"), "move to REST"; else "not released yet" or
 *   "none available".
 * - Order: records on the same start day (a month as its first day) go
 *   version records first, by API then version (v23, v23.1, v23.2), then the
 *   rest by id.
 */
import type { CategorySlug, PlatformSlug } from '../schemas/common.ts';
import { byId, compareText } from './compare.ts';
import { isOnOrAfter } from './date-math.ts';
import { isLiveDeadline, isSuperseded } from './derived.ts';
import { formatDate } from './format-date.ts';
import { EVENT_NAMES, type EventKind, type LifecycleEvent, versionWords } from './lifecycle-event.ts';
import { CATEGORY_INFO } from './registry.ts';
import { compareVersions } from './version-strings.ts';

/** The labels of a record wherever it is listed: its categories, by name, as the API gives them. */
export function recordLabels(c: { categories?: readonly CategorySlug[] | undefined }): string[] {
  return (c.categories ?? []).map((slug) => CATEGORY_INFO[slug].name);
}

/** An event's name in the future tense, capitalised where it starts a label. */
const FUTURE: Record<EventKind, string> = {
  release: 'releases',
  deprecation: 'is deprecated',
  sunset: 'sunsets',
  retirement: 'retires',
  end_of_serving: 'stops serving',
  effective: 'takes effect',
};
const PAST: Record<EventKind, string> = {
  ...EVENT_NAMES,
  end_of_serving: 'stopped serving',
  effective: 'took effect',
};

/** True when the event's date (its last day, for a month) is after today. */
export const isFuture = (date: string, today: string): boolean => isOnOrAfter(date, today) && date.slice(0, 10) !== today;

/** The event's name in the tense its date takes against today: "retires" before the day, "retired" on and after it. */
export function eventVerb(kind: EventKind, date: string, today: string): string {
  return isFuture(date, today) ? FUTURE[kind] : PAST[kind];
}

/** An event as a date label, before its date and after: a sunset is a noun either way. */
const LABEL: Record<EventKind, [future: string, past: string]> = {
  release: ['Release', 'Released'],
  deprecation: ['Deprecation', 'Deprecated'],
  sunset: ['Sunset', 'Sunset'],
  retirement: ['Retires', 'Retired'],
  end_of_serving: ['Stops serving', 'Stopped serving'],
  effective: ['Takes effect', 'Took effect'],
};

/** The event as a date label in the tense of its date: "Retires" (31 January 2027, before it), "Retired" (after), "Sunset". */
export function eventDateLabel(ev: Pick<LifecycleEvent, 'kind' | 'date'>, today: string): string {
  return LABEL[ev.kind][isFuture(ev.date, today) ? 0 : 1];
}

/** The fields of a record the sibling rule reads. */
export interface SiblingFields {
  id: string;
  platform: PlatformSlug;
  api?: string | undefined;
  api_version?: string | undefined;
  effective_date?: string | null | undefined;
  superseded_by?: string | undefined;
}

/** Another API family's end of the same version number: "Marketing API v21.0 ended 9 September 2025". */
export interface SiblingDeadline {
  id: string;
  api: string;
  version: string;
  date: string;
  text: string;
}

/** The end of a sibling in words, with the tense of its date. */
export function siblingText(api: string, version: string, date: string, today: string): string {
  const when = date.length === 7 ? `in ${formatDate(date)}` : formatDate(date);
  return `${api} ${versionWords(version)} ${isFuture(date, today) ? 'ends' : 'ended'} ${when}`;
}

/**
 * For every version record with a sibling (a live end of the same version
 * number in another API family of the platform), the siblings' ends, oldest
 * first. Records without one are absent from the map.
 */
export function siblingDeadlines(records: readonly SiblingFields[], today: string): Map<string, SiblingDeadline[]> {
  const byNumber = new Map<string, SiblingFields[]>();
  for (const r of records) {
    if (r.api === undefined || r.api_version === undefined || isSuperseded(r)) continue;
    const key = `${r.platform}\u0000${r.api_version}`;
    const list = byNumber.get(key) ?? [];
    list.push(r);
    byNumber.set(key, list);
  }
  const out = new Map<string, SiblingDeadline[]>();
  for (const group of byNumber.values()) {
    if (new Set(group.map((r) => r.api)).size < 2) continue;
    for (const r of group) {
      const others = group
        .filter((o) => o.api !== r.api && isLiveDeadline(o))
        .sort((a, b) => compareText(a.effective_date!, b.effective_date!) || byId(a, b))
        .map((o) => ({
          id: o.id,
          api: o.api!,
          version: o.api_version!,
          date: o.effective_date!,
          text: siblingText(o.api!, o.api_version!, o.effective_date!, today),
        }));
      if (others.length) out.set(r.id, others);
    }
  }
  return out;
}

/** What a version row's "Migrate to" cell says when no version is given, in words. */
export type MigrateAdvice = { kind: 'version'; version: string } | { kind: 'move'; text: string } | { kind: 'newest' } | { kind: 'planned' } | { kind: 'none' };

/**
 * Where a record's title says to go when it has no newer version: "migrate
 * integrations and SDKs to REST" → "REST". Null when the title names none.
 */
export function titleMoveTarget(title: string): string | null {
  const m = /\b(?:migrate|move|switch|upgrade)\b[^.:;]*?\bto\s+(?:the\s+)?([A-Z][A-Za-z0-9.+-]*(?:\s+[A-Z][A-Za-z0-9.+-]*)*)/.exec(title);
  return m ? m[1]! : null;
}

/**
 * The advice of a version row: its `migrate_to`; else, for an available
 * version, where its record's title says to move when the version has an end
 * ("move to REST"), else "newest version"; a planned version is "not
 * released yet"; a sunset one with nothing newer has none available.
 */
export function migrateAdvice(
  row: { migrate_to: string | null; status: string; latest: boolean; sunset_date: string | null },
  recordTitles: readonly string[],
): MigrateAdvice {
  if (row.migrate_to) return { kind: 'version', version: row.migrate_to };
  if (row.status === 'planned') return { kind: 'planned' };
  const target = recordTitles.map(titleMoveTarget).find((t) => t !== null);
  if (target) return { kind: 'move', text: `move to ${target}` };
  if (row.status !== 'sunset' && row.latest) return { kind: 'newest' };
  return { kind: 'none' };
}

/** The words of advice that is not a version: "move to REST", "newest version", "not released yet", "none available". */
export function adviceWords(a: Exclude<MigrateAdvice, { kind: 'version' }>): string {
  switch (a.kind) {
    case 'move':
      return a.text;
    case 'newest':
      return 'not needed: this is the newest version';
    case 'planned':
      return 'not released yet';
    case 'none':
      return 'none available';
  }
}

/** Records of one day or month: version records first, by API then version (v23, v23.1, v23.2), then the others by id. */
export function sameDayOrder(a: { id: string; api?: string | undefined; api_version?: string | undefined }, b: typeof a): number {
  const va = a.api_version !== undefined;
  const vb = b.api_version !== undefined;
  if (va !== vb) return va ? -1 : 1;
  if (va && vb) return compareText(a.api ?? '', b.api ?? '') || compareVersions(a.api_version!, b.api_version!) || byId(a, b);
  return byId(a, b);
}
