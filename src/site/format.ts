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

/** The longest run of a breakable text left whole: longer runs are cut (at 320 px a code cell holds about 24 characters). */
export const BREAKABLE_RUN = 24;

/**
 * A long name, path or token in parts that may start a new line (the page puts a <wbr> between parts), so a
 * phone breaks it where a reader expects and never scrolls sideways: after each separator of names, paths and
 * queries (`.` `:` `/` `_` `-` `=` `?` `&` `,` `;` `+` `|`: com.facebook.business.sdk:facebook-java-business-sdk,
 * /Api/Advertiser/<Service>/vNN/, google_ads_api_version, ?metric=page_impressions&period=day). A run that is
 * still longer than BREAKABLE_RUN characters is cut where its words meet (camelCase humps:
 * CampaignManagementService), and a run with no such place in pieces of BREAKABLE_RUN / 2 characters.
 * Joined, the parts are the text again.
 */
export function breakable(name: string): string[] {
  return name.split(/(?<=[.:/_\-=?&,;+|])/).flatMap(cutLongRun);
}

const LONG_RUN = new RegExp(`\\S{${BREAKABLE_RUN + 1},}`, 'g');
const HUMP = /(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/g;

/** A part cut inside its runs of more than BREAKABLE_RUN non-space characters (prose around them stays whole). */
function cutLongRun(part: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (const m of part.matchAll(LONG_RUN)) {
    for (const at of cutPoints(m[0])) {
      out.push(part.slice(start, m.index + at));
      start = m.index + at;
    }
  }
  out.push(part.slice(start));
  return out;
}

/** Where a long run may be cut: its camelCase humps, then every BREAKABLE_RUN / 2 characters of a piece still too long. */
function cutPoints(run: string): number[] {
  const humps = [...run.matchAll(HUMP)].map((m) => m.index).filter((at) => at > 0);
  const bounds = [0, ...humps, run.length];
  const out: number[] = [];
  for (let k = 0; k + 1 < bounds.length; k++) {
    const [from, to] = [bounds[k]!, bounds[k + 1]!];
    if (to - from > BREAKABLE_RUN) for (let at = from + BREAKABLE_RUN / 2; at < to; at += BREAKABLE_RUN / 2) out.push(at);
    if (k + 1 < bounds.length - 1) out.push(to);
  }
  return out;
}
