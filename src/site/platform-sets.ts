/**
 * Sets of platforms a subscriber can choose: every non-empty subset of the
 * seven platforms (127), each with one name in paths (`platformSetSlug` in
 * links.ts: slugs in code-unit order joined by `+`) and one in titles
 * ("Google Ads and Meta Ads"). The calendars and Atom feeds of a set
 * (`/calendars/<set>.ics`, `/feeds/<set>.xml`) and the subscribe page are
 * built from this list, so every set has exactly one address and an unknown
 * or unsorted name has none.
 */
import { PLATFORM_SLUGS, type PlatformSlug } from '../schemas/common.ts';
import type { Change } from '../schemas/change.ts';
import { compareText } from '../model/compare.ts';
import type { Dataset } from '../model/dataset.ts';
import { platformName } from './format.ts';
import { platformSetSlug } from '../model/links.ts';

/** A set of platforms: distinct slugs in code-unit order. */
export type PlatformSet = readonly PlatformSlug[];

/** Distinct slugs in code-unit order. */
export const normalizeSet = (ps: PlatformSlug | readonly PlatformSlug[]): PlatformSet => (typeof ps === 'string' ? [ps] : [...new Set(ps)].sort(compareText));

/**
 * Every non-empty set of platforms, by size and then by its path name:
 * the seven single platforms first, the set of all seven last.
 */
export const PLATFORM_SETS: readonly PlatformSet[] = (() => {
  const slugs = [...PLATFORM_SLUGS].sort(compareText);
  const out: PlatformSet[] = [];
  for (let mask = 1; mask < 1 << slugs.length; mask++) out.push(slugs.filter((_, i) => mask & (1 << i)));
  return out.sort((a, b) => a.length - b.length || compareText(platformSetSlug(a), platformSetSlug(b)));
})();

/** The sets of two or more platforms (the single platforms have had their files from the start). */
export const COMBINED_SETS: readonly PlatformSet[] = PLATFORM_SETS.filter((s) => s.length > 1);

/** The set's platforms by name, for titles: "Google Ads", "Google Ads and Meta Ads", "Amazon Ads, Google Ads and Meta Ads". */
export function platformSetName(ps: PlatformSlug | readonly PlatformSlug[]): string {
  const names = normalizeSet(ps).map(platformName);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** The set's change records, in the dataset's order. */
export function setChanges(ds: Dataset, ps: PlatformSlug | readonly PlatformSlug[]): Change[] {
  const set = normalizeSet(ps);
  if (set.length === 1) return ds.byPlatform.get(set[0]!) ?? [];
  const want = new Set<PlatformSlug>(set);
  return ds.changes.filter((c) => want.has(c.platform));
}
