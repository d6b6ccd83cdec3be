/**
 * /api/changes.json as the tools use it: checked, indexed for search and for
 * the filters, and sorted, once per fetched version; then seen through a
 * per-day view in which `upcoming` is recomputed for the day of the call
 * (not the build), using the date rules of src/model/date-math.ts.
 */
import type { Change, ChangeRecord } from '../schemas/change.ts';
import { buildDataset, newestFirst, publishChange, soonestFirst, type Dataset } from '../model/dataset.ts';
import { isLiveDeadline, isUpcoming } from '../model/derived.ts';
import { changePath } from '../model/links.ts';
import { buildSearchIndex, type SearchIndex } from './search.ts';
import { ChangesFile, checkFile } from './file-checks.ts';
import type { ChangeList } from '../schemas/api.ts';

/** The records as of one day: `upcoming` recomputed for `today` by the model's rule (src/model/derived.ts). */
export interface ChangesView {
  today: string;
  /** Per position: true when upcoming on `today`. */
  upcoming: boolean[];
  /** Positions of the changes upcoming on `today`, soonest first. */
  soonest: number[];
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
  /** The records as fetched; positions index `records` and the view's arrays. */
  records: readonly Change[];
  positionOf: ReadonlyMap<string, number>;
  index: SearchIndex;
  view(today: string): ChangesView;
}

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
  const positionOf = new Map<string, number>();
  records.forEach((c, i) => {
    if (positionOf.has(c.id)) throw new Error(`the id ${c.id} appears twice`);
    positionOf.set(c.id, i);
  });
  // Orders that do not depend on the day, sorted once: the per-day view only filters them.
  const positions = Array.from(records.keys());
  const newest = positions.slice().sort((a, b) => newestFirst(records[a]!, records[b]!));
  const bySoonest = positions.filter((i) => isLiveDeadline(records[i]!)).sort((a, b) => soonestFirst(records[a]!, records[b]!));
  const site = siteOf(records, base);
  let last: ChangesView | undefined;

  const view = (today: string): ChangesView => {
    if (last?.today === today) return last;
    const ctx = { site, today, generatedAt };
    const upcoming = records.map((c) => isUpcoming(c, today));
    const soonest = bySoonest.filter((pos) => upcoming[pos]);
    const byRank = Int32Array.from([...soonest, ...newest.filter((pos) => !upcoming[pos])]);
    const rank = new Int32Array(records.length);
    for (const [r, pos] of byRank.entries()) rank[pos] = r;
    let ds: Dataset | undefined;
    // Each record as published on this day, made the first time a call needs it (a per-day view of the data, as
    // `upcoming`; never keyed by a call's arguments): a search answer publishes up to 100 rows.
    const published: (Change | undefined)[] = new Array(records.length);
    last = {
      today,
      upcoming,
      soonest,
      rank,
      byRank,
      change: (pos) => (published[pos] ??= publishChange(records[pos] as ChangeRecord, ctx)),
      dataset: () => (ds ??= buildDataset({ changes: records as readonly ChangeRecord[], tools: [], events: [], sources: [], digests: [] }, ctx)),
    };
    return last;
  };

  return { generatedAt, records, positionOf, index: buildSearchIndex(records), view };
}
