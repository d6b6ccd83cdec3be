/**
 * The compact rows of the /changes/ filter, read by its script in the
 * browser: one small file per page of every filter state
 * (`changesFilterDataPath` in links.ts), so the first use of the filter
 * downloads at most one page of rows, however many records there are.
 * No imports, so the client bundle stays tiny.
 */

/**
 * One row: `[id, platform index, category bit mask, list date, flags, title]`.
 * Indexes follow the `platforms` and `categories` arrays of the index.
 */
export type FilterRow = [string, number, number, string, number, string];

export const FLAG_UPCOMING = 1;
export const FLAG_TENTATIVE = 2;
export const FLAG_UNLISTED = 4;
/** The list date is the effective date (else the published date). */
export const FLAG_EFFECTIVE = 8;
/** Replaced by another record (superseded_by): not a live deadline. */
export const FLAG_SUPERSEDED = 16;

export interface FilterIndex {
  generated_at: string;
  count: number;
  platforms: { slug: string; name: string }[];
  categories: { slug: string; name: string }[];
  rows: FilterRow[];
}

/** One page of the rows matching a filter state: `count` rows in all, `pages` files of them. */
export interface FilterPage extends FilterIndex {
  /** This page, from 1. */
  page: number;
  pages: number;
}

export interface FilterState {
  platform: string;
  category: string;
  upcoming: boolean;
}

/** Rows matching a filter state, in index order (newest first). */
export function matchRows(index: FilterIndex, s: FilterState): FilterRow[] {
  const p = s.platform ? index.platforms.findIndex((x) => x.slug === s.platform) : -1;
  const c = s.category ? index.categories.findIndex((x) => x.slug === s.category) : -1;
  if ((s.platform && p < 0) || (s.category && c < 0)) return [];
  const bit = c >= 0 ? 1 << c : 0;
  return index.rows.filter((r) => (p < 0 || r[1] === p) && (bit === 0 || (r[2] & bit) !== 0) && (!s.upcoming || (r[4] & FLAG_UPCOMING) !== 0));
}

/** Filter state from a query string, keeping only known values. */
export function stateFromQuery(search: string, index: Pick<FilterIndex, 'platforms' | 'categories'>): FilterState {
  const q = new URLSearchParams(search);
  const platform = q.get('platform') ?? '';
  const category = q.get('category') ?? '';
  return {
    platform: index.platforms.some((x) => x.slug === platform) ? platform : '',
    category: index.categories.some((x) => x.slug === category) ? category : '',
    upcoming: q.get('upcoming') === '1',
  };
}

/** The query string of a filter state (empty when nothing is filtered). */
export function queryFromState(s: FilterState): string {
  const q = new URLSearchParams();
  if (s.platform) q.set('platform', s.platform);
  if (s.category) q.set('category', s.category);
  if (s.upcoming) q.set('upcoming', '1');
  const str = q.toString();
  return str ? `?${str}` : '';
}
