/**
 * Migration (issue 28): every change record says when its fact was last verified (`last_verified`,
 * src/schemas/change.ts). Rerunnable: a record that already has the field is left as it is.
 *
 *   node scripts/migrate/last-verified.ts [--content-dir content] [--copies copies] [--dry-run]
 *
 * The value is the truthful one from the record's own observation (src/model/last-verified.ts): the day of
 * an official read; a copy's own date (capture_date) where known; else the day the copies manifest
 * (copies/provenance.json) gives the copy the record names by address (seen_on, or the later end of
 * seen_between); else the day of fetched_at, the day the compiler read the copy stating the fact.
 * Files are written in canonical form after the schema accepts them.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runMigration } from '../../src/model/content-migration.ts';
import { copyDaysOf, lastVerifiedOf } from '../../src/model/last-verified.ts';
import { ChangeRecord } from '../../src/schemas/change.ts';

const by = { official: 0, capture_date: 0, manifest: 0, fetched: 0 };

if (import.meta.main)
  process.exitCode = runMigration({
    name: 'last-verified',
    folder: 'changes',
    schema: ChangeRecord,
    options: { copies: { type: 'string', default: 'copies' } },
    usage: '[--copies copies]',
    prepare: (values) => {
      const manifest = join(String(values.copies), 'provenance.json');
      const copyDays = existsSync(manifest) ? copyDaysOf(JSON.parse(readFileSync(manifest, 'utf8'))) : new Map<string, string>();
      return (json) => {
        const rec = json as Record<string, unknown> & Parameters<typeof lastVerifiedOf>[0];
        if (rec.last_verified !== undefined) return null;
        const day = lastVerifiedOf(rec, copyDays);
        if (rec.observed_via === 'official') by.official++;
        else if (rec.capture_date !== undefined) by.capture_date++;
        else if (day !== rec.fetched_at.slice(0, 10)) by.manifest++;
        else by.fetched++;
        return { ...rec, last_verified: day };
      };
    },
    summary: (n, dry) =>
      `${dry ? 'would set' : 'set'} last_verified on ${n} record(s): ${by.official} official read, ${by.capture_date} copy's own date, ${by.manifest} copy's day in the manifest, ${by.fetched} day the copy was read`,
  });
