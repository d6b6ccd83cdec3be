/**
 * What the dataset holds from one official source, and how it was observed:
 * the `records`, `records_by_collector`, `grades` and `copies` of its status
 * file (src/schemas/status.ts). Written by the collectors (every run, and
 * `--init-status` for a collector that never ran) and checked against the
 * content by the `source-status` lint rule.
 */
import { compareText } from './compare.ts';
import type { ChangeRecord } from '../schemas/change.ts';
import type { Tool } from '../schemas/pricing.ts';
import type { GradeCounts, SourceCopy } from '../schemas/status.ts';

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
