/**
 * /api/changes.json as the tools use it: checked, indexed for search and for
 * the filters, and sorted, once per fetched version; then seen through a
 * per-day view in which `upcoming` is recomputed for the day of the call
 * (not the build), using the date rules of src/lib/date-math.ts.
 */
import { CATEGORIES, PLATFORM_SLUGS } from '../schemas/common.ts';
import type { Change, ChangeRecord } from '../schemas/change.ts';
import { buildDataset, listDate, newestFirst, publishChange, soonestFirst, type Dataset } from '../lib/dataset.ts';
import { changePath } from '../lib/links.ts';
import { endDay, startDay } from '../lib/date-math.ts';
import { buildSearchIndex, type SearchIndex } from './search.ts';
import { ChangesFile, checkFile } from './file-checks.ts';
import type { ChangeList } from '../schemas/api.ts';

/** The records as of one day: `upcoming` recomputed for `today`. */
export interface ChangesView {
  today: string;
  /** Per position: 1 when upcoming on `today`. */
  upcoming: Uint8Array;
  /** Positions of the changes upcoming on `today`, soonest first. */
  soonest: Int32Array;
  /** Per position: tie order of search results (upcoming soonest first, then newest first). */
  rank: Int32Array;
  /** Inverse of `rank`: the position at each rank. */
  byRank: Int32Array;
  /** The change at a position as published on `today`. */
  change(pos: number): Change;
  /** The library's dataset as of `today`, built on first use (list_platforms). */
  dataset(): Dataset;
}

export interface ChangesSnapshot {
  generatedAt: string;
  /** The records as fetched; positions index every array below. */
  records: readonly Change[];
  positionOf: ReadonlyMap<string, number>;
  index: SearchIndex;
  /** Per position: index in PLATFORM_SLUGS (255 for a platform this server does not know). */
  platform: Uint8Array;
  /** Per position: bit i set when the record has category CATEGORIES[i]. */
  categories: Uint8Array;
  /** Per position: first and last day covered by the effective date, else the published date ('' when none). */
  dateStart: string[];
  dateEnd: string[];
  view(today: string): ChangesView;
}

const UNKNOWN = 255;

/** The records of a ChangeList, checked for the fields the tools rely on (src/mcp/data.ts). */
function checkedChanges(json: unknown): { generatedAt: string; records: Change[] } {
  const list = checkFile<ChangeList>(ChangesFile, json);
  return { generatedAt: list.generated_at, records: list.changes };
}

/** The site the records were published for: their `url` up to `/changes/<id>/`. */
function siteOf(records: readonly Change[], fallback: string): string {
  const first = records[0];
  if (!first) return fallback;
  const suffix = changePath(first.id);
  return first.url.endsWith(suffix) ? first.url.slice(0, -suffix.length) : fallback;
}

export function changesSnapshot(json: unknown, base: string): ChangesSnapshot {
  const { generatedAt, records } = checkedChanges(json);
  const n = records.length;
  const platform = new Uint8Array(n);
  const categories = new Uint8Array(n);
  const dateStart = new Array<string>(n);
  const dateEnd = new Array<string>(n);
  const effectiveEnd = new Array<string>(n);
  const positionOf = new Map<string, number>();
  records.forEach((c, i) => {
    if (positionOf.has(c.id)) throw new Error(`the id ${c.id} appears twice`);
    positionOf.set(c.id, i);
    const p = PLATFORM_SLUGS.indexOf(c.platform);
    platform[i] = p < 0 ? UNKNOWN : p;
    let mask = 0;
    for (const cat of c.categories ?? []) {
      const bit = CATEGORIES.indexOf(cat);
      if (bit >= 0) mask |= 1 << bit;
    }
    categories[i] = mask;
    const date = listDate(c);
    dateStart[i] = date === '' ? '' : startDay(date);
    dateEnd[i] = date === '' ? '' : endDay(date);
    effectiveEnd[i] = c.effective_date ? endDay(c.effective_date) : '';
  });
  // Orders that do not depend on the day, computed once: the per-day view only filters them.
  const positions = Array.from(records.keys());
  const newest = positions.slice().sort((a, b) => newestFirst(records[a]!, records[b]!));
  // A superseded record is never a live deadline (src/lib/versions.ts).
  const byStart = positions
    .filter((i) => effectiveEnd[i] !== '' && records[i]!.superseded_by === undefined)
    .sort((a, b) => soonestFirst(records[a]!, records[b]!));
  const site = siteOf(records, base);
  let last: ChangesView | undefined;

  const view = (today: string): ChangesView => {
    if (last?.today === today) return last;
    const ctx = { site, today, generatedAt };
    const upcoming = new Uint8Array(n);
    const soonest: number[] = [];
    for (const pos of byStart) {
      if (effectiveEnd[pos]! >= today) {
        upcoming[pos] = 1;
        soonest.push(pos);
      }
    }
    const byRank = Int32Array.from([...soonest, ...newest.filter((pos) => upcoming[pos] === 0)]);
    const rank = new Int32Array(n);
    for (const [r, pos] of byRank.entries()) rank[pos] = r;
    let ds: Dataset | undefined;
    last = {
      today,
      upcoming,
      soonest: Int32Array.from(soonest),
      rank,
      byRank,
      change: (pos) => publishChange(records[pos] as ChangeRecord, ctx),
      dataset: () => (ds ??= buildDataset({ changes: records as readonly ChangeRecord[], tools: [], events: [], sources: [], digests: [] }, ctx)),
    };
    return last;
  };

  return { generatedAt, records, positionOf, index: buildSearchIndex(records), platform, categories, dateStart, dateEnd, view };
}
