/**
 * Migration (issue 28): no record says its copy was "not recorded". A hand-compiled record whose
 * capture_name is the first dataset's placeholder (scripts/migrate/observed-via.ts, UNRECORDED_COPY) and
 * whose copy was not found again is marked `verification: "unverified"` (src/schemas/change.ts), with a
 * capture_name that says what is known: a stored copy of the official page, read on fetched_at's day,
 * that could not be found again to name it. Its change page says "unverified". Rerunnable.
 *
 *   node scripts/migrate/unverified.ts [--content-dir content] [--dry-run]
 */
import { runMigration } from '../../src/model/content-migration.ts';
import { ChangeRecord } from '../../src/schemas/change.ts';
import { UNRECORDED_COPY } from './observed-via.ts';

/** What is known of the copy of an unverified record. */
export const UNFOUND_COPY =
  'a stored copy of the official page (a docs twin, mirror or dated copy the compiler searched), read the day the record was compiled; it could not be found again to name it, so the record is unverified';

if (import.meta.main)
  process.exitCode = runMigration({
    name: 'unverified',
    folder: 'changes',
    schema: ChangeRecord,
    prepare: () => (rec) => (rec.capture_name === UNRECORDED_COPY ? { ...rec, capture_name: UNFOUND_COPY, verification: 'unverified' } : null),
    summary: (n, dry) => `${dry ? 'would mark' : 'marked'} ${n} record(s) unverified`,
  });
