/**
 * Collector status files, `content/sources/<collector id>.json`
 * (src/schemas/status.ts), published as /api/sources.json.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { canonicalJson } from '../../model/canonical.ts';
import type { Tally } from '../../model/source-tally.ts';
import { SourceStatus } from '../../schemas/status.ts';
import { writeFileAtomic } from '../../model/atomic-write.ts';
import { formatIssues } from '../../model/zod-issues.ts';
import type { Collector } from './types.ts';

export { tallyChanges, tallyPricing, type Tally } from '../../model/source-tally.ts';

export type Counts = SourceStatus['counts'];
export const ZERO: Counts = { found: 0, new: 0, updated: 0, unlisted: 0 };

export const statusPath = (contentDir: string, id: string) => join(contentDir, 'sources', `${id}.json`);

export function readStatus(contentDir: string, id: string): SourceStatus | null {
  const path = statusPath(contentDir, id);
  if (!existsSync(path)) return null;
  try {
    const res = SourceStatus.safeParse(JSON.parse(readFileSync(path, 'utf8')));
    return res.success ? res.data : null;
  } catch {
    return null;
  }
}

export interface Outcome {
  /** `never_run` only for a collector that has not run (no start, no duration). */
  status: SourceStatus['status'];
  startedAt: string | null;
  durationMs: number | null;
  counts: Counts;
  tally: Tally;
  error: string | null;
}

/** The status record of a collector after a run (or, for `never_run`, without one). */
export function buildStatus(c: Collector, outcome: Outcome, previous: SourceStatus | null): SourceStatus {
  const status: SourceStatus = {
    id: c.id,
    name: c.name,
    kind: c.kind,
    ...(c.kind === 'changes' ? { platform: c.platform } : { tool_id: c.tool_id }),
    urls: c.urls,
    status: outcome.status,
    last_run_at: outcome.startedAt,
    last_success_at: outcome.status === 'ok' ? outcome.startedAt : (previous?.last_success_at ?? null),
    duration_ms: outcome.durationMs,
    counts: outcome.counts,
    ...outcome.tally,
    error: outcome.error,
    // The coverage of the last copy run stays until the next copy run.
    ...(previous?.copy_run ? { copy_run: previous.copy_run } : {}),
  };
  const res = SourceStatus.safeParse(status);
  if (!res.success) throw new Error(`status of ${c.id} is invalid:\n${formatIssues(res.error)}`);
  return res.data;
}

/**
 * The status of a collector that has not run here yet: `never_run`, no run
 * time, no counts, and the records the dataset already holds from its source
 * (compiled by hand, or read by a run over stored copies: `copyRun`, kept), with their grades and the
 * copies they were compiled from.
 */
export function initialStatus(c: Collector, tally: Tally, copyRun?: SourceStatus['copy_run']): SourceStatus {
  return buildStatus(
    c,
    { status: 'never_run', startedAt: null, durationMs: null, counts: { ...ZERO }, tally, error: null },
    copyRun ? ({ copy_run: copyRun } as SourceStatus) : null,
  );
}

export function writeStatus(contentDir: string, status: SourceStatus): void {
  mkdirSync(join(contentDir, 'sources'), { recursive: true });
  writeFileAtomic(statusPath(contentDir, status.id), canonicalJson(SourceStatus, status));
}
