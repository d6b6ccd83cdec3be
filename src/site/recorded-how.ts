/**
 * How a change record was recorded, and whether a source's collector has run,
 * in words: the one module every output takes them from (the change page, the
 * MCP server's get_change, llms-full.txt, the platform pages' source list).
 *
 * - read by a collector run: "Read by the collector x-ads-versioning from the
 *   official page on 25 November 2026";
 * - read by a collector run over a stored copy (`--from-copies`): "Read by
 *   the collector amazon-ads-deprecations from a stored copy of the official
 *   page (NAME, dated 16 September 2025, URL), on 29 November 2026";
 * - compiled by hand from the official page: "Compiled by hand from the
 *   official page, read on 25 November 2026";
 * - compiled by hand from a copy: "Compiled by hand from a copy of the
 *   official page (NAME, dated 11 June 2026), seen on 25 November 2026" (the
 *   copy's own date only when it is known);
 * - compiled by hand from a copy that could not be found again (`verification:
 *   unverified`): "Compiled by hand from a copy of the official page, seen on
 *   DATE. Unverified: the copy it was compiled from could not be found again, …";
 * - compiled by hand from a transcription: "Compiled by hand from a
 *   transcription of the official page (NAME), seen on DATE; not checked
 *   against a copy".
 * DATE is the day of `fetched_at`: when the record was written, the day the
 * page or the copy was read. Nothing here says "automatically" of a record no
 * collector wrote.
 */
import type { ChangeRecord } from '../schemas/change.ts';
import type { SourceStatus } from '../schemas/status.ts';
import { formatDate } from '../model/format-date.ts';
import { sourceCoverage } from '../model/source-coverage.ts';
import { UNCHECKED } from './pricing-view.ts';

type Observed = Pick<ChangeRecord, 'fetched_at' | 'collector' | 'recorded_by' | 'observed_via' | 'capture_name' | 'capture_url' | 'capture_date'> &
  Partial<Pick<ChangeRecord, 'verification'>>;

/** What an unverified record's page says after how it was recorded. */
export const UNVERIFIED_NOTE = 'Unverified: the copy it was compiled from could not be found again, so it cannot be checked against its copy';

/** A record's observation in words, with the copy's address when it is known (the page links it). */
export interface RecordedHowView {
  /** The words before the copy, e.g. "Compiled by hand from a copy of the official page". */
  lead: string;
  /** The copy or transcription (name, own date), or null when the official page was read. */
  copy: { name: string; href: string | null; date: string | null } | null;
  /** The day the page or the copy was read (YYYY-MM-DD, the day of fetched_at). */
  day: string;
  /** The words after the copy, e.g. ", seen on 25 November 2026". */
  tail: string;
}

export function recordedHowView(c: Observed): RecordedHowView {
  const day = c.fetched_at.slice(0, 10);
  const on = formatDate(day);
  if (c.recorded_by === 'collector' && c.observed_via === 'capture') {
    const copy = c.capture_name === undefined ? null : { name: c.capture_name, href: c.capture_url ?? null, date: c.capture_date ?? null };
    return { lead: `Read by the collector ${c.collector ?? ''} from a stored copy of the official page`, copy, day, tail: `, on ${on}` };
  }
  if (c.recorded_by === 'collector') {
    return { lead: `Read by the collector ${c.collector ?? ''} from the official page on ${on}`, copy: null, day, tail: '' };
  }
  // A record from an older publication (read by the MCP server from a site built before these fields) says nothing: neither do we.
  if (c.recorded_by !== 'hand') return { lead: `Written on ${on}; the record does not say how it was observed`, copy: null, day, tail: '' };
  if (c.observed_via === 'official') {
    return { lead: `Compiled by hand from the official page, read on ${on}`, copy: null, day, tail: '' };
  }
  const copy = c.capture_name === undefined ? null : { name: c.capture_name, href: c.capture_url ?? null, date: c.capture_date ?? null };
  if (c.observed_via === 'transcription') {
    return { lead: 'Compiled by hand from a transcription of the official page', copy, day, tail: `, seen on ${on}; ${UNCHECKED}` };
  }
  if (c.verification === 'unverified') {
    return { lead: 'Compiled by hand from a copy of the official page', copy: null, day, tail: `, seen on ${on}. ${UNVERIFIED_NOTE}` };
  }
  return { lead: 'Compiled by hand from a copy of the official page', copy, day, tail: `, seen on ${on}` };
}

/** The copy in parentheses as plain text: " (NAME, dated 11 June 2026, https://...)". */
function copyText(copy: NonNullable<RecordedHowView['copy']>): string {
  return ` (${[copy.name, copy.date ? `dated ${formatDate(copy.date)}` : null, copy.href].filter((x) => x !== null).join(', ')})`;
}

/** The whole sentence in plain text (MCP, llms-full.txt), the copy's address included. */
export function recordedHowSentence(c: Observed): string {
  const v = recordedHowView(c);
  return `${v.lead}${v.copy ? copyText(v.copy) : ''}${v.tail}.`;
}

/**
 * Whether a source's collector has run, and how its records were compiled:
 * "Not yet read by an automatic collector: its 38 records were compiled by hand (38 from copies of the official page)."
 * (Words a reader understands: no internal ids, no "collector has never run".)
 * "Last run 27 November 2026 (ok, last success 27 November 2026): 13 records, 13 read by the collector."
 */
export function sourceStatusSentence(s: SourceStatus): string {
  const n = (k: number, one: string, many = `${one}s`) => `${k} ${k === 1 ? one : many}`;
  const noun = s.kind === 'pricing' ? 'plan' : 'record';
  const grades = [
    s.grades.official ? `${s.grades.official} from the official page` : null,
    s.grades.capture ? `${s.grades.capture} from ${s.grades.capture === 1 ? 'a copy' : 'copies'} of the official page` : null,
    s.grades.transcription ? `${s.grades.transcription} from ${s.grades.transcription === 1 ? 'a transcription' : 'transcriptions'} of it` : null,
  ].filter((x) => x !== null);
  const how = grades.length ? ` (${grades.join(', ')})` : '';
  const coverage = copyRunSentence(s);
  if (s.status === 'never_run' || s.last_run_at === null) {
    if (s.records === 0) return `Not yet read by an automatic collector, and no ${noun}s are held from this source.${coverage}`;
    if (s.records_by_collector) {
      const hand = s.records - s.records_by_collector;
      return `Not yet read from the live page by an automatic collector: ${n(s.records, noun)}${how}, ${s.records_by_collector} read by it from stored copies${hand ? `, ${hand} compiled by hand` : ''}.${coverage}`;
    }
    return `Not yet read by an automatic collector: its ${n(s.records, noun)} ${s.records === 1 ? 'was' : 'were'} compiled by hand${how}.${coverage}`;
  }
  const success = s.last_success_at === null ? 'no successful run yet' : `last success ${formatDate(s.last_success_at)}`;
  const outcome = s.status === 'failed' ? `failed: ${s.error ?? 'error not recorded'}; ${success}` : s.status;
  const byCollector = s.records_by_collector === null ? '' : `, ${s.records_by_collector} last written by the collector`;
  return `Last run ${formatDate(s.last_run_at)} (${outcome}): ${n(s.records, noun)}${byCollector}${how}.${coverage}`;
}

/**
 * The coverage of a change source as a sentence starting with a space (src/model/source-coverage.ts):
 * " On the newest copy (16 September 2025), 75 entries: 75 held (100%).", or, when no stored copy was read
 * by its collector, " No stored copy read by its collector: coverage not measured." Empty for a pricing source.
 */
export function copyRunSentence(s: SourceStatus): string {
  const c = sourceCoverage(s);
  return c ? ` ${c.statement}` : '';
}

/**
 * When the fact was last seen stated (`last_verified`), in words: "Last verified 12 May 2026: the latest
 * day the official page, or a dated copy of it, is known to have stated this." For a record compiled from a
 * copy whose own date is not known, that day is the day the copy was read, and the sentence says so.
 */
export function lastVerifiedSentence(c: Pick<ChangeRecord, 'last_verified' | 'observed_via' | 'capture_date'>): string {
  // A record from an older publication (read by the MCP server from a site built before the field) has none.
  if (typeof c.last_verified !== 'string') return 'The record does not say when its fact was last verified.';
  const day = formatDate(c.last_verified);
  if (c.observed_via === 'official') return `Last verified ${day}: the latest day the official page was read stating this.`;
  if (c.capture_date !== undefined) return `Last verified ${day}: the latest dated copy of the official page known to state this.`;
  return `Last verified ${day}: the day the copy stating this was read (the copy's own date is not known).`;
}
