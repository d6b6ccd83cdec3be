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
import { runMigration } from '../../src/model/content-migration.ts';
import { ChangeRecord } from '../../src/schemas/change.ts';

/** The copy every hand-compiled record of the first dataset was compiled from, as far as it is known. */
export const UNRECORDED_COPY = 'one of the stored copies of public pages and repositories the compiler searched; which one was not recorded';

if (import.meta.main)
  process.exitCode = runMigration({
    name: 'observed-via',
    folder: 'changes',
    schema: ChangeRecord,
    prepare: () => (rec) => (rec.recorded_by !== undefined ? null : { ...rec, recorded_by: 'hand', observed_via: 'capture', capture_name: UNRECORDED_COPY }),
    summary: (n, dry) => `${dry ? 'would mark' : 'marked'} ${n} record(s) as compiled by hand from a copy`,
  });
