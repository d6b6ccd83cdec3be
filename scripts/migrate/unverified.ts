/**
 * Migration (issue 28): no record says its copy was "not recorded". A hand-compiled record whose
 * capture_name is the first dataset's placeholder (scripts/migrate/observed-via.ts, UNRECORDED_COPY) and
 * whose copy was not found again is marked `verification: "unverified"` (src/schemas/change.ts), with a
 * capture_name that says what is known: a stored copy of the official page, read on fetched_at's day,
 * that could not be found again to name it. Its change page says "unverified". Rerunnable.
 *
 *   node scripts/migrate/unverified.ts [--content-dir content] [--dry-run]
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { canonicalJson } from '../../src/model/canonical.ts';
import { contentDirFrom } from '../../src/model/content-kinds.ts';
import { recordFiles } from '../../src/model/content-files.ts';
import { ChangeRecord } from '../../src/schemas/change.ts';
import { writeFileAtomic } from '../../src/model/atomic-write.ts';
import { formatIssues } from '../../src/model/zod-issues.ts';
import { UNRECORDED_COPY } from './observed-via.ts';

/** What is known of the copy of an unverified record. */
export const UNFOUND_COPY =
  'a stored copy of the official page (a docs twin, mirror or dated copy the compiler searched), read the day the record was compiled; it could not be found again to name it, so the record is unverified';

function main(): number {
  let values: { 'content-dir'?: string; 'dry-run'?: boolean; help?: boolean };
  try {
    ({ values } = parseArgs({
      options: { 'content-dir': { type: 'string', default: contentDirFrom() }, 'dry-run': { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    }));
  } catch (err) {
    console.error(`unverified: ${(err as Error).message}`);
    return 2;
  }
  if (values.help) {
    console.log('usage: node scripts/migrate/unverified.ts [--content-dir content] [--dry-run]');
    return 0;
  }
  let changed = 0;
  let failed = 0;
  for (const f of recordFiles(join(values['content-dir']!, 'changes'))) {
    if (f.error !== undefined) {
      console.error(`${f.path}: ${f.error}`);
      failed++;
      continue;
    }
    const rec = f.json as Record<string, unknown>;
    if (rec.capture_name !== UNRECORDED_COPY) continue;
    const next = { ...rec, capture_name: UNFOUND_COPY, verification: 'unverified' };
    const res = ChangeRecord.safeParse(next);
    if (!res.success) {
      console.error(`${f.path}:\n${formatIssues(res.error)}`);
      failed++;
      continue;
    }
    if (!values['dry-run']) writeFileAtomic(f.file, canonicalJson(ChangeRecord, next));
    changed++;
  }
  console.log(`${values['dry-run'] ? 'would mark' : 'marked'} ${changed} record(s) unverified${failed ? `; ${failed} failed` : ''}`);
  return failed ? 1 : 0;
}

if (import.meta.main) process.exitCode = main();
