/**
 * Collector status of one official source (`content/sources/<source id>.json`),
 * written by every collection run and published by `/api/sources.json`.
 */
import { z } from 'zod';
import { HttpsUrl, Platform, Text, Timestamp, ToolSlug } from './common.ts';

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
    status: z.enum(['ok', 'failed', 'skipped']).describe('Outcome of the last run.'),
    last_run_at: Timestamp.nullable().describe('Start of the last run (UTC), null if never run.'),
    last_success_at: Timestamp.nullable().describe('Start of the last successful run (UTC), null if none.'),
    duration_ms: z.int().nonnegative().nullable().describe('Duration of the last run in milliseconds.'),
    counts: SourceCounts,
    records: z.int().nonnegative().describe('Records in the dataset that come from this source.'),
    error: Text.nullable().describe('What went wrong in the last run, null when it succeeded.'),
  })
  .superRefine((s, ctx) => {
    if (s.kind === 'changes' && s.platform === undefined) {
      ctx.addIssue({ code: 'custom', path: ['platform'], message: 'is required for a changes source' });
    }
    if (s.kind === 'pricing' && s.tool_id === undefined) {
      ctx.addIssue({ code: 'custom', path: ['tool_id'], message: 'is required for a pricing source' });
    }
    if (s.status === 'failed' && s.error === null) {
      ctx.addIssue({ code: 'custom', path: ['error'], message: 'must say what failed' });
    }
  })
  .meta({ id: 'SourceStatus', description: 'Collector status of one official source.' });

export type SourceStatus = z.infer<typeof SourceStatus>;
