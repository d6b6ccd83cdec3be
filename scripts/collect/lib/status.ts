/**
 * Collector status files, `content/sources/<collector id>.json`
 * (src/schemas/status.ts), published as /api/sources.json.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { canonicalJson } from '../../../src/lib/canonical.ts';
import { compareText } from '../../../src/lib/compare.ts';
import type { ChangeRecord } from '../../../src/schemas/change.ts';
import type { Tool } from '../../../src/schemas/pricing.ts';
import { type GradeCounts, type SourceCopy, SourceStatus } from '../../../src/schemas/status.ts';
import { writeFileAtomic } from '../../lib/atomic-write.ts';
import { formatIssues } from '../../lib/issues.ts';
import type { Collector } from './types.ts';

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

/** What the dataset holds from a source, and how it was observed (the status's `records`, `records_by_collector`, `grades`, `copies`). */
export interface Tally {
  records: number;
  records_by_collector: number | null;
  grades: GradeCounts;
  copies: SourceCopy[];
}

interface Observed {
  grade: keyof GradeCounts;
  byCollector: boolean;
  copy: { name: string; url: string | null; date: string | null } | null;
}

function tallyOf(items: Observed[], byCollector: boolean): Tally {
  const grades: GradeCounts = { official: 0, capture: 0, transcription: 0 };
  const copies = new Map<string, SourceCopy>();
  let collected = 0;
  for (const o of items) {
    grades[o.grade]++;
    if (o.byCollector) collected++;
    if (o.copy) {
      const key = JSON.stringify([o.copy.name, o.copy.url, o.copy.date]);
      const seen = copies.get(key);
      if (seen) seen.records++;
      else copies.set(key, { ...o.copy, records: 1 });
    }
  }
  const list = [...copies.values()].sort(
    (a, b) => b.records - a.records || compareText(a.name, b.name) || compareText(a.url ?? '', b.url ?? '') || compareText(a.date ?? '', b.date ?? ''),
  );
  return { records: items.length, records_by_collector: byCollector ? collected : null, grades, copies: list };
}

/** The records of a changes source (those its collector owns), and how each was observed. */
export function tallyChanges(collectorId: string, changes: Iterable<ChangeRecord>): Tally {
  const mine = [...changes].filter((r) => r.collector === collectorId);
  return tallyOf(
    mine.map((r) => ({
      grade: r.observed_via,
      byCollector: r.recorded_by === 'collector',
      copy: r.capture_name === undefined ? null : { name: r.capture_name, url: r.capture_url ?? null, date: r.capture_date ?? null },
    })),
    true,
  );
}

/** The plans of a pricing source's snapshot, and how each was observed (plans carry only their grade). */
export function tallyPricing(tool: Tool | null): Tally {
  return tallyOf(
    (tool?.plans ?? []).map((p) => ({
      grade: p.snapshot_source,
      byCollector: false,
      copy: p.capture_name === null ? null : { name: p.capture_name, url: p.capture_url, date: p.observed_on },
    })),
    false,
  );
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
  };
  const res = SourceStatus.safeParse(status);
  if (!res.success) throw new Error(`status of ${c.id} is invalid:\n${formatIssues(res.error)}`);
  return res.data;
}

/**
 * The status of a collector that has not run here yet: `never_run`, no run
 * time, no counts, and the records the dataset already holds from its source
 * (all compiled by hand), with their grades and the copies they were compiled from.
 */
export function initialStatus(c: Collector, tally: Tally): SourceStatus {
  return buildStatus(c, { status: 'never_run', startedAt: null, durationMs: null, counts: { ...ZERO }, tally, error: null }, null);
}

export function writeStatus(contentDir: string, status: SourceStatus): void {
  mkdirSync(join(contentDir, 'sources'), { recursive: true });
  writeFileAtomic(statusPath(contentDir, status.id), canonicalJson(SourceStatus, status));
}
