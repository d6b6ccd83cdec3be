/**
 * The coverage of a change source, as published by /api/sources.json and said on the platform pages:
 * what the newest stored copy of its official pages lists and the share of it the dataset holds (the
 * collector's last run over the copies, `copy_run` of its status file), or, where no stored copy was
 * read by its collector, a plain statement that coverage was not measured. A pricing source has none.
 */
import type { SourceStatus } from '../schemas/status.ts';
import { formatDate } from './format-date.ts';

/** What a change source whose collector has read no stored copy says instead of figures. */
export const COVERAGE_NOT_MEASURED = 'No stored copy read by its collector: coverage not measured.';

export interface SourceCoverage {
  /** Whether a run over stored copies measured it (the figures are then the status's copy_run). */
  measured: boolean;
  /** The figures in words, or COVERAGE_NOT_MEASURED. */
  statement: string;
}

type RunCopy = NonNullable<SourceStatus['copy_run']>['copies'][number];

/** One copy's date as the data states it: "16 September 2025", "taken between 4 November 2026 and 29 November 2026", or "not dated to a day". */
export function copyWhen(c: Pick<RunCopy, 'date' | 'between'>): string {
  if (c.date) return formatDate(c.date);
  return c.between ? `taken between ${formatDate(c.between[0]!)} and ${formatDate(c.between[1]!)}` : 'not dated to a day';
}

/** A share (0 to 1) as a percentage to one decimal: 0.251 -> "25.1%", 1 -> "100%". */
export const sharePercent = (share: number): string => `${Math.round(share * 1000) / 10}%`;

/** For copies not dated to a day: the span the newest of them is placed in by its content. */
function undatedWhen(copies: readonly RunCopy[]): string {
  let newest: RunCopy | undefined;
  // The latest upper bound, and of copies with the same one, the latest lower bound.
  const later = (a: readonly string[], b: readonly string[]) => a[1]! > b[1]! || (a[1] === b[1] && a[0]! > b[0]!);
  for (const c of copies) if (c.between && (newest?.between === undefined || later(c.between, newest.between))) newest = c;
  return newest ? copyWhen({ date: null, between: newest.between }) : 'not dated to a day';
}

/**
 * What the statement adds when copies read are excerpts (copy_run copies with `excerpt`): the figures count
 * what the copies hold, not the whole page. "" when every copy holds its whole list.
 */
export function excerptNote(copies: readonly Pick<RunCopy, 'excerpt'>[]): string {
  const n = copies.filter((c) => c.excerpt).length;
  if (n === 0) return '';
  if (copies.length === 1) return ' The copy is an excerpt of the page: what the page lists beyond it is not counted.';
  if (n === 1) return ` 1 of the ${copies.length} copies is an excerpt of its page: what the page lists beyond it is not counted.`;
  const which = n === copies.length ? 'The copies are' : `${n} of the ${copies.length} copies are`;
  return ` ${which} excerpts of their pages: what the pages list beyond them is not counted.`;
}

/**
 * "On the newest copy (16 September 2025), 75 entries: 75 held (100%)." A copy dated by its content only:
 * "On the newest copy (taken between 4 November 2026 and 29 November 2026), 6 entries: 6 held (100%)." With entries below the record bar:
 * "On the newest copy (16 September 2025), 331 entries: 83 held (25.1%), 248 below the record bar."
 * A copy that holds only part of its page adds "The copy is an excerpt of the page: what the page lists
 * beyond it is not counted." (excerptNote), so the figures never claim more than the copy holds.
 * null for a pricing source (coverage is measured for change sources).
 */
export function sourceCoverage(s: Pick<SourceStatus, 'kind' | 'copy_run'>): SourceCoverage | null {
  if (s.kind !== 'changes') return null;
  const r = s.copy_run;
  if (!r) return { measured: false, statement: COVERAGE_NOT_MEASURED };
  const when = r.date ? formatDate(r.date) : undatedWhen(r.copies);
  const pct = sharePercent(r.share);
  const bar = r.below_bar ? `, ${r.below_bar} below the record bar` : '';
  return {
    measured: true,
    statement: `On the newest copy (${when}), ${r.entries} ${r.entries === 1 ? 'entry' : 'entries'}: ${r.matched} held (${pct})${bar}.${excerptNote(r.copies)}`,
  };
}
