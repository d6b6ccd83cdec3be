/**
 * The words of records and version rows that need the whole build: the migration advice of a
 * version row (from its records' titles) and the sibling deadlines of a build's records (src/model/wording.ts,
 * `siblingDeadlines`), computed once per dataset and shared by every page,
 * list and calendar that shows a version's end.
 */
import type { Dataset } from '../model/dataset.ts';
import type { VersionRow } from '../schemas/versions.ts';
import { adviceWords, migrateAdvice, type SiblingDeadline, siblingDeadlines } from '../model/wording.ts';

const cache = new WeakMap<Dataset, Map<string, SiblingDeadline[]>>();

/** The other API families' ends of the same version number, by record id. */
export function siblingsOf(ds: Dataset): Map<string, SiblingDeadline[]> {
  let m = cache.get(ds);
  if (!m) {
    m = siblingDeadlines(ds.changes, ds.ctx.today);
    cache.set(ds, m);
  }
  return m;
}

/** The siblings' ends of a version row (through its records), without repeats. */
export function rowSiblings(ds: Dataset, row: Pick<VersionRow, 'changes'>): SiblingDeadline[] {
  const seen = new Set<string>();
  const out: SiblingDeadline[] = [];
  for (const id of row.changes) {
    for (const s of siblingsOf(ds).get(id) ?? []) {
      if (seen.has(s.id)) continue;
      seen.add(s.id);
      out.push(s);
    }
  }
  return out;
}

/** A version row's "Migrate to" when it names no version, in words ("move to REST", "not needed: this is the newest version"); null when it names one. */
export function rowAdviceWords(ds: Dataset, row: VersionRow): string | null {
  const advice = migrateAdvice(
    row,
    row.changes.map((id) => ds.byId.get(id)?.title ?? ''),
  );
  return advice.kind === 'version' ? null : adviceWords(advice);
}
