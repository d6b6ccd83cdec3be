/**
 * One-off migration (issue 23): every change record says how it was observed
 * (`recorded_by`, `observed_via`, `capture_*`: src/schemas/change.ts).
 *
 *   node scripts/migrate/observed-via.ts [--content-dir content] [--dry-run]
 *
 * The evidence (docs/collectors.md, "Status files" and "Real copies"; the
 * commit messages of the data): no collector has ever run against the live
 * sites, the machine the data was compiled on has no internet, and every
 * record was compiled by hand from stored copies of the official pages (the
 * compiler's search tool: stored page texts, Markdown twins, docs source
 * repositories), read when the record was written (`fetched_at`). Which copy
 * a record was compiled from was not recorded with it, and no copy's own date
 * was either, so a record without an observation gets the conservative truth:
 * `recorded_by: hand`, `observed_via: capture`, `capture_name` saying which
 * copies, no `capture_url` and no `capture_date` (never invented). A record
 * that already states its observation is left as it is. Files are written in
 * canonical form (src/model/canonical.ts) after the schema accepts them.
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { canonicalJson } from '../../src/model/canonical.ts';
import { contentDirFrom } from '../../src/model/content-kinds.ts';
import { recordFiles } from '../../src/model/content-files.ts';
import { ChangeRecord } from '../../src/schemas/change.ts';
import { writeFileAtomic } from '../../src/model/atomic-write.ts';
import { formatIssues } from '../../src/model/zod-issues.ts';

/** The copy every hand-compiled record of the first dataset was compiled from, as far as it is known. */
export const UNRECORDED_COPY = 'one of the stored copies of public pages and repositories the compiler searched; which one was not recorded';

function main(): number {
  let values: { 'content-dir'?: string; 'dry-run'?: boolean; help?: boolean };
  try {
    ({ values } = parseArgs({
      options: { 'content-dir': { type: 'string', default: contentDirFrom() }, 'dry-run': { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    }));
  } catch (err) {
    console.error(`observed-via: ${(err as Error).message}`);
    return 2;
  }
  if (values.help) {
    console.log('usage: node scripts/migrate/observed-via.ts [--content-dir content] [--dry-run]');
    return 0;
  }
  const dir = join(values['content-dir']!, 'changes');
  let changed = 0;
  let failed = 0;
  for (const f of recordFiles(dir)) {
    if (f.error !== undefined) {
      console.error(`${f.path}: ${f.error}`);
      failed++;
      continue;
    }
    const rec = f.json as Record<string, unknown>;
    if (rec.recorded_by !== undefined) continue;
    const next = { ...rec, recorded_by: 'hand', observed_via: 'capture', capture_name: UNRECORDED_COPY };
    const res = ChangeRecord.safeParse(next);
    if (!res.success) {
      console.error(`${f.path}:\n${formatIssues(res.error)}`);
      failed++;
      continue;
    }
    if (!values['dry-run']) writeFileAtomic(f.file, canonicalJson(ChangeRecord, next));
    changed++;
  }
  console.log(`${values['dry-run'] ? 'would mark' : 'marked'} ${changed} record(s) as compiled by hand from a copy${failed ? `; ${failed} failed` : ''}`);
  return failed ? 1 : 0;
}

if (import.meta.main) process.exitCode = main();
