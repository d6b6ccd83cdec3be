/**
 * iCalendar files of effective dates: `/calendar.ics` (every platform),
 * `/calendars/<platform>.ics` and `/calendars/<set>.ics` for any set of two or
 * more platforms (`google-ads+meta-ads`, src/site/platform-sets.ts), so a team
 * can subscribe to the deadlines that matter to it.
 *
 * A calendar holds every upcoming deadline and those of the past
 * `PAST_WINDOW_DAYS` (subscribers want to see what just took effect); when
 * that gives fewer than `MIN_EVENTS`, the most recent older deadlines fill
 * it up. A platform with no dated record at all gets one event on the build
 * day saying so, because RFC 5545 (and strict clients) refuse a calendar
 * without a component. The file ends with CRLF, as every content line must.
 *
 * Every event is an all-day event of one day: a day-precision date is that
 * day; a month-precision date (the source names only the month) is the first
 * day of that month, and its title says so ("… sunset in February 2027; day
 * not announced") rather than pretending to a day or blocking out a month.
 * The title names the event, not the category (`src/model/lifecycle-event.ts`):
 * "Meta Ads: Marketing API v25.0 sunset". Every deadline event carries two
 * display alarms, `ALARM_DAYS` (30 and 7) days before it.
 */
import ical, { ICalAlarmType, ICalCalendarMethod, ICalEventStatus, ICalEventTransparency, foldLines } from 'ical-generator';
import type { PlatformSlug } from '../schemas/common.ts';
import type { Change } from '../schemas/change.ts';
import type { Dataset } from '../model/dataset.ts';
import { byId, compareText } from '../model/compare.ts';
import { addDays, isOnOrAfter, startDay } from '../model/date-math.ts';
import { categoryName, effectiveDateText, oneLine } from './format.ts';
import { deadlineEvent, eventCategories, eventTitle, recordEvents } from '../model/lifecycle-event.ts';
import { eventDateLabel, type SiblingDeadline } from '../model/wording.ts';
import { siblingsOf } from './record-words.ts';
import { absolute } from '../model/site-url.ts';
import { isLiveDeadline, lastChanged } from '../model/derived.ts';
import { CHANGES_PATH, UPCOMING_PATH, platformPath, platformSetSlug } from '../model/links.ts';
import { normalizeSet, platformSetName } from './platform-sets.ts';

/** Stable event UID of a change: survives title and date changes. */
export const eventUid = (c: Pick<Change, 'id'>): string => `${c.id}@changeline`;

/** Days before a deadline at which its event alarms. */
export const ALARM_DAYS = [30, 7] as const;

/**
 * Title of a change's event: platform and the event on its effective date
 * ("Meta Ads: Marketing API v25.0 sunset"; a month: "… sunset in February
 * 2027; day not announced"), and the tentative caveat.
 */
export function eventSummary(c: Change): string {
  const ev = deadlineEvent(c);
  const title = oneLine(eventTitle({ ...c, title: oneLine(c.title) }, ev, { month: true }));
  return `${title}${c.tentative ? ' (tentative)' : ''}`;
}

/**
 * The event's text: each dated event in the tense of its date against `today`
 * ("Retires: 31 January 2027."), and the end of the same version number in
 * another API family of the platform ("Marketing API v21.0 ended 9 September 2025.").
 */
export function eventDescription(c: Change, today: string, siblings: readonly SiblingDeadline[] = []): string {
  const ev = deadlineEvent(c);
  const others = recordEvents(c).filter((e) => !e.deadline);
  const lines = [
    `${ev ? eventDateLabel(ev, today) : 'Effective'}: ${effectiveDateText(c) ?? 'no date'}${c.tentative ? ' (tentative: the platform may move it)' : ''}.`,
  ];
  for (const e of others) lines.push(`${eventDateLabel(e, today)}: ${effectiveDateText({ effective_date: e.date })}.`);
  for (const s of siblings) lines.push(`Same version number, another API: ${s.text}.`);
  if (c.summary) lines.push('', oneLine(c.summary));
  if (c.in_source === false) lines.push('', 'The official source no longer lists this record; it is kept so that its address stays stable.');
  lines.push('', `Official source: ${c.source_url}`, `Changeline record: ${c.url}`);
  return lines.join('\n');
}

/** Past deadlines kept in a calendar: those of the last year. */
export const PAST_WINDOW_DAYS = 365;
/** Fewest events a calendar holds when the data has that many dated records. */
export const MIN_EVENTS = 3;
/**
 * Most events a calendar holds: the nearest. With the calendars of every set
 * of platforms (127 files) a calendar of every deadline does not scale: at
 * the bench's 10,000 synthetic records the calendar of every platform held
 * 1,584 events (2.4 MB) and the 120 calendars of two or more platforms 149 MB
 * together; at 150 events they are 27 MB (`node bench/subscriptions.ts`).
 * The real data holds 68 events in all today, so the cap does not bite there.
 */
export const MAX_EVENTS = 150;

/**
 * The changes a calendar shows, in the order given: upcoming ones, those that
 * took effect in the past `PAST_WINDOW_DAYS`, and the most recent older ones
 * up to `MIN_EVENTS` in all; never a superseded record. Over `MAX_EVENTS`,
 * the nearest: the soonest upcoming deadlines first, then the most recent
 * past ones (a later deadline joins the calendar as earlier ones pass).
 */
export function calendarChanges(changes: readonly Change[], today: string): Change[] {
  const windowStart = addDays(today, -PAST_WINDOW_DAYS);
  // A superseded record is no live deadline: its replacement carries the date.
  const dated = changes.filter(isLiveDeadline);
  const kept = dated.filter((c) => c.upcoming || isOnOrAfter(c.effective_date!, windowStart));
  const day = (c: Change) => startDay(c.effective_date!);
  if (kept.length > MAX_EVENTS) {
    const soonest = kept.filter((c) => c.upcoming).sort((a, b) => compareText(day(a), day(b)) || byId(a, b));
    const latest = kept.filter((c) => !c.upcoming).sort((a, b) => compareText(day(b), day(a)) || byId(a, b));
    const nearest = new Set([...soonest, ...latest].slice(0, MAX_EVENTS));
    return kept.filter((c) => nearest.has(c));
  }
  if (kept.length >= MIN_EVENTS) return kept;
  const older = dated
    .filter((c) => !kept.includes(c))
    .sort((a, b) => compareText(day(b), day(a)) || byId(a, b))
    .slice(0, MIN_EVENTS - kept.length);
  return dated.filter((c) => kept.includes(c) || older.includes(c));
}

/**
 * The calendar of a platform's deadlines, of a set of platforms' (`/calendars/google-ads+meta-ads.ics`)
 * or of every platform's: see `calendarChanges`, applied to the given changes as a whole. An event
 * has the same UID (`eventUid`) and text in every calendar that holds it, so a client subscribed to
 * two calendars that share a deadline shows it once.
 */
export function buildCalendar(ds: Dataset, changes: readonly Change[], platforms?: PlatformSlug | readonly PlatformSlug[]): string {
  const { site, today } = ds.ctx;
  const set = platforms === undefined ? undefined : normalizeSet(platforms);
  const platform = set?.length === 1 ? set[0] : undefined;
  const who = set ? platformSetName(set) : 'advertising platform';
  const name = set ? `Changeline: ${platformSetName(set)} deadlines` : 'Changeline: ad platform deadlines';
  const cal = ical({
    name,
    description: `Effective dates of ${who} changes (upcoming, and those of the past year; the nearest ${MAX_EVENTS} at most), from official sources, compiled by Changeline (${site}/).`,
    prodId: { company: 'Changeline', product: 'Changeline', language: 'EN' },
    // A set of platforms has no page of its own: its deadlines are on /upcoming/ among the others.
    url: absolute(site, platform ? platformPath(platform) : UPCOMING_PATH),
    method: ICalCalendarMethod.PUBLISH,
    ttl: 60 * 60 * 12,
  });
  const shown = calendarChanges(changes, today);
  if (shown.length === 0) {
    const page = absolute(site, platform ? platformPath(platform) : CHANGES_PATH);
    cal.createEvent({
      id: `no-deadlines-${set ? platformSetSlug(set) : 'all'}@changeline`,
      allDay: true,
      start: today,
      end: addDays(today, 1),
      stamp: new Date(ds.ctx.generatedAt),
      summary: `Changeline: no ${who} deadlines on record yet`,
      description: `As of ${today}, no ${who} change on record has an effective date. Dated changes will appear in this calendar as they are recorded: ${page}`,
      url: page,
      status: ICalEventStatus.CONFIRMED,
      transparency: ICalEventTransparency.TRANSPARENT,
    });
  }
  // The events come from eventText, made once per record and build; ical-generator writes a calendar's events
  // between its own properties and END:VCALENDAR and folds each line on its own (foldLines), so the calendar
  // without them, with their folded text put before END:VCALENDAR, is what it writes with them.
  let text = cal.toString();
  if (shown.length > 0) {
    if (!text.endsWith(CALENDAR_END)) throw new Error(`ical-generator's calendar does not end with ${CALENDAR_END}`);
    text = `${text.slice(0, -CALENDAR_END.length)}${shown.map((c) => eventText(ds, c)).join('')}${CALENDAR_END}`;
  }
  // RFC 5545: every content line, the last one too, ends with CRLF.
  return `${text.replace(/\r?\n?$/, '')}\r\n`;
}

const CALENDAR_END = 'END:VCALENDAR';
/** Each record's event as folded iCalendar text, by dataset and record id: an event is the same in every calendar that holds it. */
const eventMemo = new WeakMap<Dataset, Map<string, string>>();

/**
 * A change's event (VEVENT with its alarms), folded, as every calendar writes it: made once per build, since
 * the 127 calendars of the sets of platforms hold the same events many times over (at 10,000 records, 1.6 s of
 * the build went to making them again in each).
 */
function eventText(ds: Dataset, c: Change): string {
  let memo = eventMemo.get(ds);
  if (!memo) {
    memo = new Map();
    eventMemo.set(ds, memo);
  }
  const known = memo.get(c.id);
  if (known !== undefined) return known;
  const { today } = ds.ctx;
  const eff = c.effective_date!;
  const summary = eventSummary(c);
  const event = ical().createEvent({
    id: eventUid(c),
    allDay: true,
    // One day: a month-precision date is the month's first day, and the title says so.
    start: startDay(eff),
    end: addDays(startDay(eff), 1),
    stamp: new Date(lastChanged(c)),
    summary,
    description: eventDescription(c, today, siblingsOf(ds).get(c.id)),
    url: c.url,
    status: c.tentative ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
    transparency: ICalEventTransparency.TRANSPARENT,
    categories: eventCategories(c, deadlineEvent(c)).map((cat) => ({ name: categoryName(cat) })),
  });
  for (const days of ALARM_DAYS) {
    const when = eff.length === 7 ? `The month begins in ${days} days` : `In ${days} days`;
    event.createAlarm({ type: ICalAlarmType.display, trigger: days * 24 * 60 * 60, description: `${when}: ${summary}` });
  }
  const text = foldLines(event.toString());
  memo.set(c.id, text);
  return text;
}
