/**
 * What the human site needs beyond the dataset's own indexes, computed once
 * per dataset (memoized): related records of every change, upcoming records
 * per platform and coverage counts. Also the compact rows the /changes/
 * filter loads (`filterIndex`, built once by its endpoint). Pages look
 * things up here; nothing rescans the records per page.
 */
import { CATEGORIES, PLATFORM_SLUGS, type CategorySlug, type PlatformSlug } from '../schemas/common.ts';
import type { Change } from '../schemas/change.ts';
import type { PlatformList } from '../schemas/api.ts';
import { listPlatforms } from '../api/api.ts';
import { listDate, type Dataset } from '../model/dataset.ts';
import {
  FLAG_EFFECTIVE,
  FLAG_SUPERSEDED,
  FLAG_TENTATIVE,
  FLAG_UNLISTED,
  FLAG_UPCOMING,
  matchRows,
  type FilterIndex,
  type FilterPage,
  type FilterRow,
  type FilterState,
} from '../model/filter-rows.ts';
import { CHANGES_PAGE_SIZE } from '../model/links.ts';
import { pageCount, pageRows } from './pages.ts';
import { categoryName, platformName } from './format.ts';
import { isSuperseded } from '../model/derived.ts';

/** How many related records a change page lists. */
export const RELATED_COUNT = 5;
/** How far along its platform's list a record looks for related ones. */
const RELATED_WINDOW = 12;

export interface SiteIndex {
  /** The /changes/ order: upcoming soonest first, then every other record newest first. */
  changesOrder: Change[];
  /** Per category with records, in the /changes/ order. */
  byCategory: Map<CategorySlug, Change[]>;
  related: Map<string, Change[]>;
  upcomingByPlatform: Map<PlatformSlug, Change[]>;
  coverage: PlatformList;
}

const sharedCount = (a: readonly string[] | undefined, b: readonly string[] | undefined): number => (a && b ? a.filter((x) => b.includes(x)).length : 0);

/**
 * Related records of every change: same platform; chosen by most categories
 * shared, then nearest in the platform's date order; listed in that date
 * order (newest first, as on the platform page), so the list reads as a
 * timeline around the record.
 */
export function relatedRecords(ds: Dataset, count = RELATED_COUNT): Map<string, Change[]> {
  const out = new Map<string, Change[]>();
  for (const list of ds.byPlatform.values()) {
    list.forEach((c, i) => {
      const candidates: { c: Change; shared: number; dist: number; j: number }[] = [];
      const lo = Math.max(0, i - RELATED_WINDOW);
      const hi = Math.min(list.length - 1, i + RELATED_WINDOW);
      for (let j = lo; j <= hi; j++) {
        if (j === i) continue;
        const o = list[j]!;
        candidates.push({ c: o, shared: sharedCount(c.categories, o.categories), dist: Math.abs(j - i), j });
      }
      candidates.sort((a, b) => b.shared - a.shared || a.dist - b.dist || a.j - b.j);
      out.set(
        c.id,
        candidates
          .slice(0, count)
          .sort((a, b) => a.j - b.j)
          .map((x) => x.c),
      );
    });
  }
  return out;
}

export function filterRow(c: Change): FilterRow {
  let mask = 0;
  for (const cat of c.categories ?? []) mask |= 1 << CATEGORIES.indexOf(cat);
  const flags =
    (c.upcoming ? FLAG_UPCOMING : 0) |
    (c.tentative && !isSuperseded(c) ? FLAG_TENTATIVE : 0) |
    (isSuperseded(c) ? FLAG_SUPERSEDED : 0) |
    (c.in_source === false ? FLAG_UNLISTED : 0) |
    (c.effective_date ? FLAG_EFFECTIVE : 0);
  return [c.id, PLATFORM_SLUGS.indexOf(c.platform), mask, listDate(c), flags, c.title];
}

/** The rows of the /changes/ filter, in the /changes/ order. */
export function filterIndex(ds: Dataset): FilterIndex {
  return {
    generated_at: ds.ctx.generatedAt,
    count: ds.changes.length,
    platforms: PLATFORM_SLUGS.map((slug) => ({ slug, name: platformName(slug) })),
    categories: CATEGORIES.map((slug) => ({ slug, name: categoryName(slug) })),
    rows: siteIndex(ds).changesOrder.map(filterRow),
  };
}

/**
 * Every state the /changes/ filter form can be in, but the empty one (the
 * page's own list): each platform or none, each category or none, upcoming
 * only or not.
 */
export function filterStates(): FilterState[] {
  const out: FilterState[] = [];
  for (const platform of ['', ...PLATFORM_SLUGS])
    for (const category of ['', ...CATEGORIES])
      for (const upcoming of [false, true]) if (platform || category || upcoming) out.push({ platform, category, upcoming });
  return out;
}

/** One file of the filter's data: the state, its page number and the body. */
export interface FilterPageFile {
  state: FilterState;
  page: number;
  body: FilterPage;
}

/**
 * The /changes/ filter's files: for every filter state, its matching rows in
 * the /changes/ order, `size` a file (a state with no match still has its
 * empty page 1). The first use of the filter reads one of them.
 */
export function filterPages(ds: Dataset, size = CHANGES_PAGE_SIZE): FilterPageFile[] {
  const index = filterIndex(ds);
  const out: FilterPageFile[] = [];
  for (const state of filterStates()) {
    const rows = matchRows(index, state);
    const pages = pageCount(rows.length, size);
    for (let page = 1; page <= pages; page++) {
      out.push({ state, page, body: { ...index, count: rows.length, page, pages, rows: pageRows(rows, page, size) } });
    }
  }
  return out;
}

/** Upcoming records soonest first, then all the others (past, undated or no longer live) newest first. */
export function changesOrder(ds: Dataset): Change[] {
  const upcoming = new Set(ds.upcoming.map((c) => c.id));
  return [...ds.upcoming, ...ds.changes.filter((c) => !upcoming.has(c.id))];
}

function buildSiteIndex(ds: Dataset): SiteIndex {
  const upcomingByPlatform = new Map<PlatformSlug, Change[]>(PLATFORM_SLUGS.map((p) => [p, []]));
  for (const c of ds.upcoming) upcomingByPlatform.get(c.platform)!.push(c);
  const order = changesOrder(ds);
  const byCategory = new Map<CategorySlug, Change[]>();
  for (const c of order) {
    for (const cat of c.categories ?? []) {
      const list = byCategory.get(cat) ?? [];
      list.push(c);
      byCategory.set(cat, list);
    }
  }
  return {
    changesOrder: order,
    byCategory: new Map(CATEGORIES.filter((cat) => byCategory.has(cat)).map((cat) => [cat, byCategory.get(cat)!])),
    related: relatedRecords(ds),
    upcomingByPlatform,
    coverage: listPlatforms(ds),
  };
}

const memo = new WeakMap<Dataset, SiteIndex>();

/** The site index of a dataset, built on first use. */
export function siteIndex(ds: Dataset): SiteIndex {
  let idx = memo.get(ds);
  if (!idx) {
    idx = buildSiteIndex(ds);
    memo.set(ds, idx);
  }
  return idx;
}
