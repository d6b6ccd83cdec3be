/**
 * Building ChangeItems from what a source parser found: API-version rows,
 * table rows, dated entries and articles. Keys follow docs/source-keys.md
 * through src/model/ids.ts `sourceKey`; titles are plain and independent of
 * the run date (a title changes only when the source does).
 */
import type { CategorySlug } from '../../schemas/common.ts';
import { classify } from './classify.ts';
import { sourceKey } from '../../model/ids.ts';
import { endDay, startDay } from '../../model/date-math.ts';
import { versionStatus } from '../../model/versions.ts';
import { lifecycleCategories } from '../../model/lifecycle-event.ts';
import type { VersionStatus } from '../../schemas/versions.ts';
import { findDates, type NormalizedDate } from './date-normalizer.ts';
import type { FeedEntry } from './feed.ts';
import { oneLine } from '../../model/text.ts';
import { extractiveSummary, textHash } from './summary.ts';
import type { ChangeItem } from './types.ts';

/** Kinds of change a text describes: the classifier (lib/classify.ts). */
export function categorize(text: string, extra: CategorySlug[] = []): CategorySlug[] {
  return classify(text, extra);
}

/** Lower-case slug tags from words (`Sponsored Brands` -> `sponsored-brands`). */
export function tag(text: string): string {
  return oneLine(text)
    .toLowerCase()
    .replace(/[^a-z0-9+]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A row rendered as `Header: cell.` pairs: the official text of a table row, verbatim. */
export function rowText(headers: string[], cells: string[]): string {
  return cells
    .map((c, i) => (c ? `${headers[i] ?? ''}: ${c}` : ''))
    .filter(Boolean)
    .map((s) => (/[.!?]$/.test(s) ? s : `${s}.`))
    .join(' ');
}

export interface VersionFacts {
  key: string;
  /** The API's name in the title (`<apiName> <version>`): the registry option `titleName`. */
  apiName: string;
  version: string;
  source_url: string;
  source_name: string;
  release: NormalizedDate | null;
  deprecation: NormalizedDate | null;
  sunset: NormalizedDate | null;
  text: string;
  tags: string[];
  label?: string;
}

/**
 * Lifecycle of an API version on `today`: the site's own rule
 * (`versionStatus`, src/model/versions.ts), with the source's status label
 * ("Sunset", "Retired") as what the source states when no sunset date is given.
 */
function itemVersionStatus(v: Pick<ChangeItem, 'release_date' | 'deprecation_date' | 'effective_date' | 'source_label'>, today: string): VersionStatus {
  const labelSaysSunset = /\b(sunset|retired|expired|end of life)\b/i.test(v.source_label ?? '');
  return versionStatus(
    {
      release_date: v.release_date ?? null,
      deprecation_date: v.deprecation_date ?? null,
      sunset_date: v.effective_date ?? null,
      stated: labelSaysSunset ? 'sunset' : undefined,
    },
    today,
  );
}

/**
 * Version items with their lifecycle as of `today` (and no published date
 * before their release), categorised by it: `api_version_sunset` when they
 * state a deprecation or an end, else `announcement` (the category rule). Kept out of the parse so a parse reused after a 304
 * still gives the status of the run day.
 */
export function withVersionStatus(items: ChangeItem[], today: string): ChangeItem[] {
  return items.map((i) => {
    if (i.api_version === undefined) return i;
    const unreleased = i.release_date !== undefined && startDay(i.release_date) > today;
    const version_status = itemVersionStatus(i, today);
    // A release is an announcement, a deprecation or sunset notice api_version_sunset (src/model/lifecycle-event.ts).
    const categories = lifecycleCategories(i.categories, { ...i, version_status });
    return { ...i, categories, version_status, ...(unreleased ? { published_date: null } : {}) };
  });
}

export function versionItem(f: VersionFacts): ChangeItem {
  const eff = f.sunset?.date ?? null;
  // Projected dates ("Sep/Oct 2024", "(tentative)") anywhere in the row make the record tentative.
  const tentative = Boolean(f.sunset?.tentative || f.release?.tentative || f.deprecation?.tentative);
  return {
    key: f.key,
    // A name, not a sentence with the date: the date is shown beside the title everywhere (issue 10).
    title: `${f.apiName} ${f.version}`,
    summary: extractiveSummary(f.text),
    hash: textHash(f.text),
    categories: ['api_version_sunset'],
    tags: f.tags,
    source_url: f.source_url,
    source_name: f.source_name,
    published_date: f.release?.date ?? null,
    effective_date: eff,
    tentative,
    ...(f.label ? { source_label: f.label } : {}),
    api_version: f.version,
    ...(f.release?.date ? { release_date: f.release.date } : {}),
    ...(f.deprecation?.date ? { deprecation_date: f.deprecation.date } : {}),
  };
}

const DEADLINE_KINDS: CategorySlug[] = ['deprecation', 'breaking_change', 'tracking_signal', 'policy', 'format_change'];

/**
 * The deadline a dated entry talks about: the first date in its text on or
 * after the entry's own date, for entries about a change (not plain
 * announcements). A guess from prose, flagged as such.
 */
export function proseDeadline(text: string, entryDate: string | null, categories: CategorySlug[]): string | null {
  if (!categories.some((c) => DEADLINE_KINDS.includes(c))) return null;
  const floor = entryDate ? startDay(entryDate) : '0000-00-00';
  const hit = findDates(text).find((d) => endDay(d.date) >= floor);
  return hit?.date ?? null;
}

export interface EntryFacts {
  key: string;
  title: string;
  text: string;
  date: string | null;
  source_url: string;
  source_name: string;
  tags: string[];
  categories?: CategorySlug[];
  /** An effective date the source states for the entry itself (not a guess). */
  effective?: string | null;
  label?: string;
}

export function entryItem(f: EntryFacts): ChangeItem {
  const whole = `${f.title}. ${f.text}`;
  const categories = f.categories ?? categorize(whole);
  const stated = f.effective !== undefined;
  const eff = stated ? f.effective! : proseDeadline(whole, f.date, categories);
  return {
    key: f.key,
    title: oneLine(f.title),
    summary: extractiveSummary(f.text || f.title),
    hash: textHash(whole),
    categories,
    tags: f.tags,
    source_url: f.source_url,
    source_name: f.source_name,
    published_date: f.date,
    effective_date: eff,
    ...(stated ? {} : { effective_from_prose: true }),
    ...(f.label ? { source_label: f.label } : {}),
  };
}

/** Posts about changes: sunsets, deprecations, migrations, new requirements. */
export const CHANGE_POST_RE =
  /\b(sunset\w*|deprecat\w*|retir\w*|shut ?off|end of (life|support)|migrat\w*|breaking|no longer|remov\w*|requir\w*|changes? to|upcoming change|transition|api versioning|phas\w* out|discontinu\w*)\b/i;

/** A feed entry (lib/feed.ts) with what the source adds. */
export interface ArticleFacts extends FeedEntry {
  source_name: string;
  tags: string[];
}

/** A blog post about one change: key `article|<post url>`, deadline guessed from its text. */
export function articleItem(f: ArticleFacts): ChangeItem {
  const whole = `${f.title}. ${f.text}`;
  const published = f.date ? f.date.slice(0, 10) : null;
  const labels = f.categories.map((c) => c.toLowerCase());
  const extra: CategorySlug[] = labels.some((l) => /sunset/.test(l)) && /\bv\d+/i.test(f.title) ? ['api_version_sunset'] : [];
  const categories = categorize(whole, extra);
  const url = new URL(f.link);
  url.hash = '';
  url.search = '';
  return {
    key: sourceKey.article(url.toString()),
    title: oneLine(f.title),
    summary: extractiveSummary(f.text || f.title),
    hash: textHash(whole),
    categories,
    tags: [...new Set([...f.tags, ...labels.map(tag).filter(Boolean)])].slice(0, 6),
    source_url: url.toString(),
    source_name: f.source_name,
    published_date: published,
    effective_date: proseDeadline(whole, published, categories),
    effective_from_prose: true,
  };
}

/** Posts of a blog feed that are about a change, as article records. */
export function changePosts(entries: FeedEntry[], o: { prefix: string; source_name: string; tags: string[]; family: string }): ChangeItem[] {
  return entries
    .filter((e) => e.link.startsWith(o.prefix))
    .filter((e) => CHANGE_POST_RE.test(`${e.title} ${e.categories.join(' ')}`))
    .map((e) => articleItem({ ...e, source_name: o.source_name, tags: o.tags }))
    .map((i) => (i.categories.includes('api_version_sunset') ? { ...i, api: o.family } : i));
}
