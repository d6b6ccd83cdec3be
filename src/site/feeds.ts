/**
 * Feeds of change records, newest first by the date their source states
 * (`sourceDate`: announced, else released, else taken effect), first seen
 * only as a tie-break: Atom `/feed.xml`, RSS `/rss.xml`, JSON Feed 1.1
 * `/feed.json` (the same entries as the Atom feed), and one Atom feed per
 * platform at `/feeds/<platform>.xml` and per set of two or more platforms at
 * `/feeds/<set>.xml` (`google-ads+meta-ads`: the newest entries of those
 * platforms together). Written by feedsmith, which escapes every text.
 *
 * An entry's title names its platform and the event its date announces
 * (`src/model/lifecycle-event.ts`): "Meta Ads: Graph API v27.0 released",
 * "Google Ads: Google Ads API v21 sunset"; a record that is no API version
 * keeps its title, which says what changes. Its categories follow the same
 * event: a version shown on its release is not categorised as a sunset.
 *
 * Entry ids are the record addresses (stable for the life of a record);
 * `published` is the source date (a month-precision date as its first day;
 * none when the source states no date); `updated` is when the title or
 * date last changed, else when Changeline first saw the record.
 */
import { generateAtomFeed, generateJsonFeed, generateRssFeed } from 'feedsmith';
import type { PlatformSlug } from '../schemas/common.ts';
import type { Change } from '../schemas/change.ts';
import { sourceDate, type Dataset } from '../model/dataset.ts';
import { lastChanged } from '../model/derived.ts';
import { startDay } from '../model/date-math.ts';
import { LICENSE } from '../api/api.ts';
import { categoryName, effectiveDateText, formatDate, oneLine, platformName } from './format.ts';
import { eventCategories, eventOn, eventTitle, isLifecycleRecord, recordEvents, type LifecycleEvent } from '../model/lifecycle-event.ts';
import { eventDateLabel } from '../model/wording.ts';
import { ATOM_PATH, CHANGES_PATH, HOME_PATH, JSON_FEED_PATH, PLATFORMS_PATH, RSS_PATH, platformFeedPath, platformPath } from '../model/links.ts';
import { normalizeSet, platformSetName } from './platform-sets.ts';
import { absolute } from '../model/site-url.ts';

/** Entries per feed: the newest records. */
export const FEED_LIMIT = 100;

const RIGHTS = `Compilation © Changeline, ${LICENSE.name} (${LICENSE.url}). Facts from official sources; source texts belong to their owners.`;

/** When the entry last changed: the record's title or date, else when it was first seen. */
export const entryUpdated = (c: Change): string => lastChanged(c);
/** When the source published the fact, as a timestamp (a month as its first day), or null when it states no date. */
export function entryPublished(c: Change, today: string): string | null {
  const d = sourceDate(c, today);
  return d === null ? null : `${startDay(d)}T00:00:00Z`;
}

/**
 * The event a version record's entry announces: the one on its source date
 * (`sourceDate`), else what the record announces (its last event). Null for
 * other records: their title says what changes.
 */
export function entryEvent(c: Change, today: string): LifecycleEvent | null {
  return isLifecycleRecord(c) ? eventOn(c, sourceDate(c, today)) : null;
}

/** The entry title: platform and event ("Meta Ads: Graph API v27.0 released"), one line. */
export function entryTitle(c: Change, today: string): string {
  return oneLine(eventTitle({ ...c, title: oneLine(c.title) }, entryEvent(c, today)));
}

/** The entry's categories, as slugs: those of the record, without api_version_sunset unless the entry is about the sunset. */
export const entryCategories = (c: Change, today: string) => eventCategories(c, entryEvent(c, today));

/**
 * The entry text: each dated event by name, summary and official source. Plain text, no relative dates (feeds are read later);
 * an event after the build day reads in the future ("Retires 31 January 2027", src/model/wording.ts), never as done.
 */
export function entryText(c: Change, today: string): string {
  const parts: string[] = [];
  if (c.published_date) parts.push(`Published by the source ${formatDate(c.published_date)}.`);
  for (const ev of recordEvents(c)) {
    const when = ev.deadline ? effectiveDateText(c) : formatDate(ev.date);
    parts.push(`${eventDateLabel(ev, today)} ${when}${ev.deadline && c.tentative ? ', tentative' : ''}.`);
  }
  if (c.summary) parts.push(oneLine(c.summary));
  if (c.in_source === false) parts.push('No longer listed by its official source.');
  parts.push(`Official source: ${c.source_name ? `${c.source_name}, ` : ''}${c.source_url}`);
  return parts.join(' ');
}

interface FeedScope {
  title: string;
  description: string;
  /** The HTML page the feed mirrors. */
  page: string;
  self: string;
  /** The feed's unique id: its page, or for a set of platforms (which has no page of its own) its own address. */
  id: string;
}

function scope(platforms?: PlatformSlug | readonly PlatformSlug[]): FeedScope {
  const set = platforms === undefined ? undefined : normalizeSet(platforms);
  if (!set) {
    return {
      title: 'Changeline: ad platform changes',
      description: 'Changes on advertising platforms from their official sources: API sunsets, deprecations, breaking, tracking, policy and format changes.',
      page: HOME_PATH,
      self: ATOM_PATH,
      id: HOME_PATH,
    };
  }
  const single = set.length === 1 ? set[0]! : undefined;
  return {
    title: `Changeline: ${platformSetName(set)} changes`,
    description: `Changes on ${platformSetName(set)} from ${single ? 'its' : 'their'} official sources: API sunsets, deprecations, breaking, tracking, policy and format changes.`,
    page: single ? platformPath(single) : HOME_PATH,
    self: platformFeedPath(set),
    id: single ? platformPath(single) : platformFeedPath(set),
  };
}

/** The newest records of a feed (every platform's, one platform's or a set's), newest by source date first. */
export function feedEntries(ds: Dataset, platforms?: PlatformSlug | readonly PlatformSlug[]): Change[] {
  const want = platforms === undefined ? null : new Set<PlatformSlug>(normalizeSet(platforms));
  const out: Change[] = [];
  for (const c of ds.recent) {
    if (want && !want.has(c.platform)) continue;
    out.push(c);
    if (out.length === FEED_LIMIT) break;
  }
  return out;
}

const latest = (entries: readonly Change[], fallback: string): string =>
  entries.reduce((max, c) => (entryUpdated(c) > max ? entryUpdated(c) : max), entries.length ? '' : fallback);

export function atomFeed(ds: Dataset, platforms?: PlatformSlug | readonly PlatformSlug[]): string {
  const { site, generatedAt } = ds.ctx;
  const s = scope(platforms);
  const entries = feedEntries(ds, platforms);
  return tightenCdata(
    generateAtomFeed({
      id: absolute(site, s.id),
      title: { value: s.title, type: 'text' },
      subtitle: { value: s.description, type: 'text' },
      updated: new Date(latest(entries, generatedAt)),
      links: [
        { href: absolute(site, s.self), rel: 'self', type: 'application/atom+xml' },
        { href: absolute(site, s.page), rel: 'alternate', type: 'text/html' },
      ],
      authors: [{ name: 'Changeline', uri: `${site}/` }],
      rights: { value: RIGHTS, type: 'text' },
      generator: { text: 'Changeline', uri: `${site}/` },
      entries: entries.map((c) => ({
        id: c.url,
        title: { value: entryTitle(c, ds.ctx.today), type: 'text' },
        updated: new Date(entryUpdated(c)),
        ...(entryPublished(c, ds.ctx.today) ? { published: new Date(entryPublished(c, ds.ctx.today)!) } : {}),
        links: [
          { href: c.url, rel: 'alternate', type: 'text/html' },
          { href: c.source_url, rel: 'related', type: 'text/html', title: oneLine(c.source_name ?? 'Official source') },
        ],
        summary: { value: entryText(c, ds.ctx.today), type: 'text' },
        categories: [
          { term: c.platform, label: platformName(c.platform), scheme: absolute(site, PLATFORMS_PATH) },
          ...entryCategories(c, ds.ctx.today).map((cat) => ({ term: cat, label: categoryName(cat), scheme: absolute(site, CHANGES_PATH) })),
        ],
      })),
    }),
  );
}

/**
 * feedsmith pretty-prints a CDATA section on its own indented line, which
 * puts white space into the element's text. Join them again. Only line
 * breaks from the pretty-printer match: every text we write is one line.
 */
export function tightenCdata(xml: string): string {
  return xml.replace(/(<[\w:]+(?:\s[^<>]*)?>)\n[ \t]*<!\[CDATA\[/g, '$1<![CDATA[').replace(/\]\]>\n[ \t]*(<\/[\w:]+>)/g, ']]>$1');
}

export function rssFeed(ds: Dataset): string {
  const { site, generatedAt } = ds.ctx;
  const s = scope();
  const entries = feedEntries(ds);
  return tightenCdata(
    generateRssFeed({
      title: s.title,
      link: `${site}/`,
      description: s.description,
      language: 'en',
      copyright: RIGHTS,
      lastBuildDate: new Date(latest(entries, generatedAt)),
      atom: { links: [{ href: absolute(site, RSS_PATH), rel: 'self', type: 'application/rss+xml' }] },
      items: entries.map((c) => ({
        title: entryTitle(c, ds.ctx.today),
        link: c.url,
        guid: { value: c.url, isPermaLink: true },
        ...(entryPublished(c, ds.ctx.today) ? { pubDate: new Date(entryPublished(c, ds.ctx.today)!) } : {}),
        description: entryText(c, ds.ctx.today),
        categories: [platformName(c.platform), ...entryCategories(c, ds.ctx.today).map(categoryName)].map((name) => ({ name })),
      })),
    }),
  );
}

/**
 * JSON Feed 1.1 (https://www.jsonfeed.org/version/1.1/) of every platform's
 * changes: the same entries as the Atom feed, with the same ids, titles,
 * dates and text. `url` is the record's page, `external_url` its official
 * source; `tags` are the platform and the entry's categories by name.
 */
export function jsonFeed(ds: Dataset): string {
  const { site } = ds.ctx;
  const s = scope();
  const entries = feedEntries(ds);
  const feed = generateJsonFeed({
    title: s.title,
    home_page_url: absolute(site, s.page),
    feed_url: absolute(site, JSON_FEED_PATH),
    description: s.description,
    user_comment: RIGHTS,
    language: 'en',
    authors: [{ name: 'Changeline', url: `${site}/` }],
    items: entries.map((c) => ({
      id: c.url,
      url: c.url,
      external_url: c.source_url,
      title: entryTitle(c, ds.ctx.today),
      content_text: entryText(c, ds.ctx.today),
      ...(entryPublished(c, ds.ctx.today) ? { date_published: new Date(entryPublished(c, ds.ctx.today)!) } : {}),
      date_modified: new Date(entryUpdated(c)),
      tags: [platformName(c.platform), ...entryCategories(c, ds.ctx.today).map(categoryName)],
    })),
  });
  return `${JSON.stringify(feed)}\n`;
}
