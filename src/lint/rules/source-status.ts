import { tallyChanges, tallyPricing } from '../../model/source-tally.ts';
import type { ChangeRecord, SourceStatus, Tool } from '../../schemas/index.ts';
import { validRecords } from '../load.ts';
import type { Problem, Rule } from '../types.ts';

const INIT = 'npm run collect -- --init-status';

/**
 * A source whose collector has never run says what the content holds from it: its records, how many a
 * collector wrote (none), their grades and the copies they came from (a stale count is refreshed by
 * `--init-status`). No record says a collector run wrote it while that collector has never run.
 */
export const sourceStatus: Rule = {
  name: 'source-status',
  description: `A never-run source's status counts the records the content holds from it, by grade and copy (${INIT} refreshes it); no record claims a run of a collector that never ran; a copy run's coverage matches the records that name its copies (a copy told apart by address, name and date).`,
  check: ({ files }) => {
    const out: Problem[] = [];
    const changes = validRecords<ChangeRecord>(files, 'changes');
    const tools = new Map(validRecords<Tool>(files, 'tools').map((t) => [t.data.id, t.data]));
    const neverRun = new Set<string>();
    const copyRuns = new Map<string, NonNullable<SourceStatus['copy_run']>>();
    for (const { file, data: s } of validRecords<SourceStatus>(files, 'sources')) {
      if (s.copy_run !== undefined) {
        copyRuns.set(s.id, s.copy_run);
        // Coverage is what the content holds: no more entries matched than records held, and every record naming one of the copies was matched.
        if (s.copy_run.matched > s.records)
          out.push({ path: file.path, field: 'copy_run', message: `says ${s.copy_run.matched} entries are held, but the source has ${s.records} records` });
        // A copy is told apart by its address, name and date together: two copies kept of one address (an older one the
        // collector reads, a newer one hand records name) are two copies, and only records naming the run's copy count.
        const copyKey = (url: string, name: string, date: string | null) => JSON.stringify([url, name, date]);
        const read = new Set(s.copy_run.copies.map((c) => copyKey(c.url, c.name, c.date)));
        const naming = changes.filter(
          (c) =>
            c.data.collector === s.id &&
            c.data.capture_url !== undefined &&
            c.data.capture_name !== undefined &&
            read.has(copyKey(c.data.capture_url, c.data.capture_name, c.data.capture_date ?? null)),
        ).length;
        if (naming > s.copy_run.matched)
          out.push({
            path: file.path,
            field: 'copy_run',
            message: `says ${s.copy_run.matched} entries are held, but ${naming} records name its copies; run npm run collect -- --from-copies copies/`,
          });
      }
      if (s.status !== 'never_run') continue;
      neverRun.add(s.id);
      const now =
        s.kind === 'changes'
          ? tallyChanges(
              s.id,
              changes.map((c) => c.data),
            )
          : tallyPricing(s.tool_id ? (tools.get(s.tool_id) ?? null) : null);
      for (const field of ['records', 'records_by_collector', 'grades', 'copies'] as const) {
        if (JSON.stringify(s[field]) !== JSON.stringify(now[field])) {
          out.push({ path: file.path, field, message: `is stale: the content holds ${JSON.stringify(now[field])}; run ${INIT}` });
        }
      }
    }
    for (const { file, data: c } of changes) {
      if (c.recorded_by === 'collector' && c.observed_via === 'capture' && c.collector !== undefined) {
        // Read by the collector from a copy: its status has the copy run's coverage.
        if (!copyRuns.has(c.collector))
          out.push({ path: file.path, field: 'recorded_by', message: `says a run of ${c.collector} over a copy wrote it, but its status has no copy_run` });
      } else if (c.recorded_by === 'collector' && c.collector !== undefined && neverRun.has(c.collector)) {
        out.push({
          path: file.path,
          field: 'recorded_by',
          message: `says a run of ${c.collector} wrote it, but that collector has never run (its status is never_run)`,
        });
      }
    }
    return out;
  },
};
