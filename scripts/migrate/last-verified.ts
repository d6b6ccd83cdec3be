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
import { parseArgs } from 'node:util';
import { canonicalJson } from '../../src/model/canonical.ts';
import { contentDirFrom } from '../../src/model/content-kinds.ts';
import { recordFiles } from '../../src/model/content-files.ts';
import { copyDaysOf, lastVerifiedOf } from '../../src/model/last-verified.ts';
import { ChangeRecord } from '../../src/schemas/change.ts';
import { writeFileAtomic } from '../../src/model/atomic-write.ts';
import { formatIssues } from '../../src/model/zod-issues.ts';

function main(): number {
  let values: { 'content-dir'?: string; copies?: string; 'dry-run'?: boolean; help?: boolean };
  try {
    ({ values } = parseArgs({
      options: {
        'content-dir': { type: 'string', default: contentDirFrom() },
        copies: { type: 'string', default: 'copies' },
        'dry-run': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (err) {
    console.error(`last-verified: ${(err as Error).message}`);
    return 2;
  }
  if (values.help) {
    console.log('usage: node scripts/migrate/last-verified.ts [--content-dir content] [--copies copies] [--dry-run]');
    return 0;
  }
  const manifest = join(values.copies!, 'provenance.json');
  const copyDays = existsSync(manifest) ? copyDaysOf(JSON.parse(readFileSync(manifest, 'utf8'))) : new Map<string, string>();
  const dir = join(values['content-dir']!, 'changes');
  let changed = 0;
  let failed = 0;
  const by = { official: 0, capture_date: 0, manifest: 0, fetched: 0 };
  for (const f of recordFiles(dir)) {
    if (f.error !== undefined) {
      console.error(`${f.path}: ${f.error}`);
      failed++;
      continue;
    }
    const rec = f.json as Record<string, unknown> & Parameters<typeof lastVerifiedOf>[0];
    if (rec.last_verified !== undefined) continue;
    const day = lastVerifiedOf(rec, copyDays);
    if (rec.observed_via === 'official') by.official++;
    else if (rec.capture_date !== undefined) by.capture_date++;
    else if (day !== rec.fetched_at.slice(0, 10)) by.manifest++;
    else by.fetched++;
    const next = { ...rec, last_verified: day };
    const res = ChangeRecord.safeParse(next);
    if (!res.success) {
      console.error(`${f.path}:\n${formatIssues(res.error)}`);
      failed++;
      continue;
    }
    if (!values['dry-run']) writeFileAtomic(f.file, canonicalJson(ChangeRecord, next));
    changed++;
  }
  console.log(
    `${values['dry-run'] ? 'would set' : 'set'} last_verified on ${changed} record(s): ${by.official} official read, ${by.capture_date} copy's own date, ${by.manifest} copy's day in the manifest, ${by.fetched} day the copy was read${failed ? `; ${failed} failed` : ''}`,
  );
  return failed ? 1 : 0;
}

if (import.meta.main) process.exitCode = main();
