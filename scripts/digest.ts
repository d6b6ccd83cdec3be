/**
 * `npm run digest`: write the weekly digest of the week containing today
 * (the clock, src/model/clock.ts: BUILD_DATE when set) to
 * content/digests/<YYYY-Www>.json, where /api/newsletter/latest.json
 * publishes it.
 *
 *   npm run digest                          this week
 *   BUILD_DATE=2026-11-25 npm run digest    the week containing that day
 *   npm run digest -- --dry-run             print the digest, write nothing
 *
 * Rewriting a digest whose content did not change keeps the file as it was.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { canonicalJson } from '../src/model/canonical.ts';
import { readClock } from '../src/model/clock.ts';
import { DigestRecord } from '../src/schemas/digest.ts';
import type { ChangeRecord } from '../src/schemas/change.ts';
import type { PriceEvent } from '../src/schemas/pricing.ts';
import { readRecord, readRecords } from '../src/model/content-files.ts';
import { contentDirFrom } from '../src/model/content-kinds.ts';
import { writeFileAtomic } from '../src/model/atomic-write.ts';
import { buildDigest } from '../src/site/digest.ts';
import { formatIssues } from '../src/model/zod-issues.ts';

const USAGE = 'usage: [BUILD_DATE=YYYY-MM-DD] npm run digest -- [--dry-run]   (content folder: CHANGELINE_CONTENT_DIR, default content)';

export function main(argv: string[], env: Record<string, string | undefined> = process.env): number {
  let values: { date?: string; 'dry-run'?: boolean; help?: boolean };
  try {
    ({ values } = parseArgs({ args: argv, options: { date: { type: 'string' }, 'dry-run': { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } }));
  } catch (err) {
    console.error(`digest: ${(err as Error).message}\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  let clock: { day: string; timestamp: string };
  try {
    clock = readClock(env);
  } catch (err) {
    console.error(`digest: ${(err as Error).message}`);
    return 2;
  }
  if (values.date !== undefined) {
    console.error(`digest: --date is replaced by the clock variable: BUILD_DATE=${values.date} npm run digest\n${USAGE}`);
    return 2;
  }
  const dir = contentDirFrom(env);
  const digest = buildDigest({
    changes: readRecords<ChangeRecord>(dir, 'changes'),
    events: readRecords<PriceEvent>(dir, 'price-events'),
    day: clock.day,
    generatedAt: clock.timestamp,
  });
  const res = DigestRecord.safeParse(digest);
  if (!res.success) {
    console.error(`digest ${digest.id} would be invalid:\n${formatIssues(res.error)}`);
    return 1;
  }
  const text = canonicalJson(DigestRecord, digest);
  const summary = `${digest.id} (${digest.period_start}..${digest.period_end}): ${digest.announced.length} announced, ${digest.taking_effect.length} taking effect, ${digest.changed_changes.length} changed, ${digest.deadlines.length} deadlines in the next 30 days, ${digest.price_events.length} price events; added ${digest.added.changes} records and ${digest.added.plans} plan prices${digest.added.first_compilation ? ' (the first compilation)' : ''}`;
  if (values['dry-run']) {
    process.stdout.write(text);
    console.log(`dry run: ${summary}; nothing written`);
    return 0;
  }
  const path = join(dir, 'digests', `${digest.id}.json`);
  // An unreadable old digest is rewritten.
  const old = readRecord<DigestRecord>(dir, 'digests', digest.id);
  if (old !== null && canonicalJson(DigestRecord, { ...old, generated_at: digest.generated_at }) === text) {
    console.log(`${path} is up to date: ${summary}`);
    return 0;
  }
  mkdirSync(join(dir, 'digests'), { recursive: true });
  writeFileAtomic(path, text);
  console.log(`wrote ${path}: ${summary}`);
  return 0;
}

if (import.meta.main) process.exitCode = main(process.argv.slice(2));
