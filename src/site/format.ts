/**
 * How dates, deadlines and names read on the human site, the feeds and the
 * calendars. Pure functions over the record model's strings; no locale
 * dependency (the output is the same on every machine).
 */
import type { Change } from '../schemas/change.ts';
import type { CategorySlug, PlatformSlug } from '../schemas/common.ts';
import { CATEGORY_INFO, PLATFORMS } from '../model/registry.ts';

export { formatDate, formatShortDate } from '../model/format-date.ts';
import { formatDate } from '../model/format-date.ts';
export { oneLine, truncate } from '../model/text.ts';

/** The effective date with its precision spelled out, or null. */
export function effectiveDateText(c: Pick<Change, 'effective_date'>): string | null {
  if (!c.effective_date) return null;
  return c.effective_date.length === 7 ? `${formatDate(c.effective_date)} (the source gives the month, not the day)` : formatDate(c.effective_date);
}

export const platformName = (slug: PlatformSlug): string => PLATFORMS[slug].name;
export const categoryName = (slug: CategorySlug): string => CATEGORY_INFO[slug].name;

/** "2 changes" / "1 change". */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
}

/**
 * A long name or path in parts that may start a new line: after each dot, colon and slash
 * (com.facebook.business.sdk:facebook-java-business-sdk, /Api/Advertiser/<Service>/vNN/), so a phone
 * breaks it there (a <wbr> between parts), never inside a word.
 */
export const breakable = (name: string): string[] => name.split(/(?<=[.:/])/);
