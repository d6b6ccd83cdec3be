/**
 * Collector status of one official source (`content/sources/<source id>.json`),
 * written by every collection run (and, for a collector that has never run, by
 * `npm run collect -- --init-status`) and published by `/api/sources.json`.
 * It says whether the collector has run, and when, and how the records the
 * dataset holds from the source were observed: by the collector, or compiled
 * by hand from a copy of the official page.
 */
import { z } from 'zod';
import { Day, HttpsUrl, type ObservationGrade, Platform, Text, Timestamp, ToolSlug } from './common.ts';

/** Statuses of a source: the outcome of its last run, or `never_run`. */
export const SOURCE_STATUSES = ['ok', 'failed', 'never_run'] as const;

/** Records of a source by observation grade. */
export const GradeCounts = z
  .strictObject({ official: z.int().nonnegative(), capture: z.int().nonnegative(), transcription: z.int().nonnegative() } satisfies Record<
    ObservationGrade,
    z.ZodInt
  >)
  .describe(
    "The source's records by how they were observed (observed_via of a change; snapshot_source of a plan): official (the official page itself), capture (a copy of it), transcription (a third party's transcription of it).",
  )
  .meta({ id: 'GradeCounts' });

export const SourceCopy = z
  .strictObject({
    name: Text.describe('The copy or transcription, by name (capture_name).'),
    url: HttpsUrl.nullable().describe('Its own address (capture_url), null when not known.'),
    date: Day.nullable().describe("Its own date (capture_date of a change, observed_on of a plan's capture), null when not known."),
    records: z.int().positive().describe('Records of the source compiled from it.'),
  })
  .meta({ id: 'SourceCopy', description: 'A copy or transcription of the official page that records of the source were compiled from.' });

export const CopyRun = z
  .strictObject({
    copies: z
      .array(
        z.strictObject({
          page: HttpsUrl.describe('The official page the copy is of.'),
          name: Text.describe('The copy, by name (the capture_name of the records it gave).'),
          url: HttpsUrl.describe('Its own address (capture_url).'),
          date: Day.nullable().describe('The day the official page was in the state the copy shows (capture_date), null when the copy is not dated to a day.'),
          between: z
            .array(Day)
            .length(2)
            .optional()
            .describe('For a copy not dated to a day (date null): the two days its content places it between (copies/provenance.json seen_between).'),
          excerpt: z
            .literal(true)
            .optional()
            .describe(
              'true when the copy holds only part of the page (a stored text that stops at a length, the head of a table or of its newest sections): the page lists more than the entries counted, so the figures are those of the copy, not of the page (copies/provenance.json excerpt). Absent: the copy holds the whole list.',
            ),
        }),
      )
      .min(1)
      .describe('The stored copies the run read, one per official page, as copies/provenance.json names them.'),
    date: Day.nullable().describe('The newest of their dates: how recent the coverage figures are (null when no copy is dated to a day).'),
    entries: z.int().nonnegative().describe('Entries the collector found on the copies (those below the record bar included).'),
    matched: z.int().nonnegative().describe('Of those, the entries the dataset holds a record of after the run.'),
    below_bar: z
      .int()
      .nonnegative()
      .describe('Entries below the record bar of a high-volume source (SDK updates, fixes, launches), which get no record by rule.'),
    share: z.number().min(0).max(1).describe('matched / entries, to three decimals: the share of what the copies list that the dataset holds.'),
  })
  .meta({
    id: 'CopyRun',
    description:
      'The last run of the collector over stored copies of its official pages (npm run collect -- --from-copies copies/): what the copies list and how much of it the dataset holds.',
  });

export const SOURCE_ID_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const SourceCounts = z
  .strictObject({
    found: z.int().nonnegative().describe('Records the last run parsed from the source.'),
    new: z.int().nonnegative().describe('Records the last run added.'),
    updated: z.int().nonnegative().describe('Records the last run changed.'),
    unlisted: z.int().nonnegative().describe('Records the last run found no longer listed (now in_source: false).'),
  })
  .meta({ id: 'SourceCounts' });

export const SourceStatus = z
  .strictObject({
    id: z.string().regex(SOURCE_ID_RE).describe('Collector id, for example google-ads-sunset-dates.'),
    name: Text.describe('Human name of the source.'),
    kind: z.enum(['changes', 'pricing']).describe('changes for platform sources, pricing for tool pricing pages.'),
    platform: Platform.optional(),
    tool_id: ToolSlug.optional(),
    urls: z.array(HttpsUrl).min(1).describe('Official addresses the collector reads.'),
    status: z
      .enum(SOURCE_STATUSES)
      .describe(
        'Outcome of the last run: ok, failed (error says why), or never_run when the collector has not run yet (last_run_at is null); the records it holds then were all compiled by hand (records_by_collector 0 for a changes source).',
      ),
    last_run_at: Timestamp.nullable().describe('Start of the last run (UTC); null when the collector has never run.'),
    last_success_at: Timestamp.nullable().describe('Start of the last successful run (UTC), null if none.'),
    duration_ms: z.int().nonnegative().nullable().describe('Duration of the last run in milliseconds.'),
    counts: SourceCounts,
    records: z.int().nonnegative().describe('Records in the dataset that come from this source (for a pricing source: the plans of its snapshot).'),
    records_by_collector: z
      .int()
      .nonnegative()
      .nullable()
      .describe(
        'Of those, the records last written by a run of this collector (recorded_by collector); the others were compiled by hand. null for a pricing source, whose plans carry only their grade.',
      ),
    grades: GradeCounts,
    copies: z
      .array(SourceCopy)
      .describe('The copies and transcriptions of the official page that records of the source were compiled from, most records first; empty when none.'),
    error: Text.nullable().describe('What went wrong in the last run, null when it succeeded.'),
    copy_run: CopyRun.optional().describe(
      'Coverage: the last run of the collector over stored copies of its official pages, absent when none was run. It is separate from the live run above (status, last_run_at) and dated by the copies, not by the run.',
    ),
  })
  .superRefine((s, ctx) => {
    if (s.kind === 'changes' && s.platform === undefined) {
      ctx.addIssue({ code: 'custom', path: ['platform'], message: 'is required for a changes source' });
    }
    if (s.kind === 'pricing' && s.tool_id === undefined) {
      ctx.addIssue({ code: 'custom', path: ['tool_id'], message: 'is required for a pricing source' });
    }
    if ((s.status === 'never_run') !== (s.last_run_at === null)) {
      ctx.addIssue({ code: 'custom', path: ['status'], message: 'must be never_run exactly when last_run_at is null' });
    }
    if (s.status === 'never_run') {
      if (s.last_success_at !== null) ctx.addIssue({ code: 'custom', path: ['last_success_at'], message: 'must be null for a collector that never ran' });
      if (s.duration_ms !== null) ctx.addIssue({ code: 'custom', path: ['duration_ms'], message: 'must be null for a collector that never ran' });
      if (Object.values(s.counts).some((n) => n !== 0))
        ctx.addIssue({ code: 'custom', path: ['counts'], message: 'must be zero for a collector that never ran' });
      if (s.records_by_collector !== null && s.records_by_collector !== 0 && s.copy_run === undefined) {
        ctx.addIssue({ code: 'custom', path: ['records_by_collector'], message: 'must be 0 for a collector that never ran (live or over copies)' });
      }
    }
    if (s.kind === 'changes' && s.records_by_collector === null) {
      ctx.addIssue({ code: 'custom', path: ['records_by_collector'], message: 'is required for a changes source' });
    }
    if (s.kind === 'pricing' && s.records_by_collector !== null) {
      ctx.addIssue({ code: 'custom', path: ['records_by_collector'], message: 'must be null for a pricing source' });
    }
    if (s.records_by_collector !== null && s.records_by_collector > s.records) {
      ctx.addIssue({ code: 'custom', path: ['records_by_collector'], message: 'cannot exceed records' });
    }
    const graded = Object.values(s.grades).reduce((a, b) => a + b, 0);
    if (graded !== s.records) ctx.addIssue({ code: 'custom', path: ['grades'], message: `add up to ${graded}, not to records (${s.records})` });
    if (s.copy_run !== undefined) {
      const r = s.copy_run;
      if (r.matched > r.entries) ctx.addIssue({ code: 'custom', path: ['copy_run', 'matched'], message: `cannot exceed entries (${r.entries})` });
      if (r.matched + r.below_bar > r.entries)
        ctx.addIssue({ code: 'custom', path: ['copy_run', 'below_bar'], message: 'with matched, cannot exceed entries' });
      if (r.share !== coverageShare(r.matched, r.entries))
        ctx.addIssue({ code: 'custom', path: ['copy_run', 'share'], message: `must be ${coverageShare(r.matched, r.entries)} (matched / entries)` });
      const newest = r.copies.reduce<string | null>((a, c) => (c.date !== null && (a === null || c.date > a) ? c.date : a), null);
      if (r.date !== newest) ctx.addIssue({ code: 'custom', path: ['copy_run', 'date'], message: `must be the newest copy date (${newest})` });
    }
    if (s.status === 'failed' && s.error === null) {
      ctx.addIssue({ code: 'custom', path: ['error'], message: 'must say what failed' });
    }
  })
  .meta({ id: 'SourceStatus', description: 'Collector status of one official source.' });

/** The share of a copy's entries the dataset holds, to three decimals (0 for a copy with no entries). */
export function coverageShare(matched: number, entries: number): number {
  return entries === 0 ? 0 : Math.round((matched / entries) * 1000) / 1000;
}

export type CopyRun = z.infer<typeof CopyRun>;
export type SourceStatus = z.infer<typeof SourceStatus>;
export type SourceCopy = z.infer<typeof SourceCopy>;
export type GradeCounts = z.infer<typeof GradeCounts>;
