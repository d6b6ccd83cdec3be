/**
 * iCalendar files of upcoming effective dates: `/calendar.ics` (every
 * platform) and `/calendars/<platform>.ics`, so a team can subscribe to the
 * deadlines that matter to it.
 *
 * Every event is an all-day event. A day-precision date is that day. A
 * month-precision date (the source names only the month) spans the whole
 * month and says so in its title, rather than pretending to a day.
 */
import ical, { ICalCalendarMethod, ICalEventStatus, ICalEventTransparency } from 'ical-generator';
import type { PlatformSlug } from '../schemas/common.ts';
import type { Change } from '../schemas/change.ts';
import type { Dataset } from './dataset.ts';
import { addDays, endDay, startDay } from './dates.ts';
import { categoryName, effectiveDateText, formatDate, oneLine, platformName } from './format.ts';
import { absolute } from './site.ts';
import { platformPath } from './links.ts';

/** Stable event UID of a change: survives title and date changes. */
export const eventUid = (c: Pick<Change, 'id'>): string => `${c.id}@changeline`;

/** Title of a change's event: platform, title, and the month or tentative caveats. */
export function eventSummary(c: Change): string {
  const eff = c.effective_date ?? '';
  const notes: string[] = [];
  if (eff.length === 7) notes.push(`some day in ${formatDate(eff)}`);
  if (c.tentative) notes.push('tentative');
  return `${platformName(c.platform)}: ${oneLine(c.title)}${notes.length ? ` (${notes.join(', ')})` : ''}`;
}

export function eventDescription(c: Change): string {
  const lines = [
    `Effective: ${effectiveDateText(c) ?? 'no date'}${c.tentative ? ' (tentative: the platform may move it)' : ''}.`,
  ];
  if (c.summary) lines.push('', oneLine(c.summary));
  if (c.in_source === false) lines.push('', 'The official source no longer lists this record; it is kept so that its address stays stable.');
  lines.push('', `Official source: ${c.source_url}`, `Changeline record: ${c.url}`);
  return lines.join('\n');
}

/** The calendar of upcoming changes (all platforms, or one). */
export function buildCalendar(ds: Dataset, changes: readonly Change[], platform?: PlatformSlug): string {
  const { site } = ds.ctx;
  const name = platform ? `Changeline: ${platformName(platform)} deadlines` : 'Changeline: ad platform deadlines';
  const cal = ical({
    name,
    description: `Upcoming effective dates of ${platform ? platformName(platform) : 'advertising platform'} changes, from official sources, compiled by Changeline (${site}/).`,
    prodId: { company: 'Changeline', product: 'Changeline', language: 'EN' },
    url: absolute(site, platform ? platformPath(platform) : '/upcoming/'),
    method: ICalCalendarMethod.PUBLISH,
    ttl: 60 * 60 * 12,
  });
  for (const c of changes) {
    const eff = c.effective_date;
    if (!eff || !c.upcoming) continue;
    cal.createEvent({
      id: eventUid(c),
      allDay: true,
      start: startDay(eff),
      end: addDays(endDay(eff), 1),
      stamp: new Date(c.changed_at ?? c.first_seen ?? c.fetched_at),
      summary: eventSummary(c),
      description: eventDescription(c),
      url: c.url,
      status: c.tentative ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
      transparency: ICalEventTransparency.TRANSPARENT,
      categories: (c.categories ?? []).map((cat) => ({ name: categoryName(cat) })),
    });
  }
  return cal.toString();
}
