/**
 * Issue 28: find again the copy an unverified hand record was compiled from, among the copies kept in
 * copies/ (copies/provenance.json), and name it. Rerunnable: it only touches records marked
 * `verification: "unverified"`.
 *
 *   node scripts/hand/issue-28-recopy.ts [--dry-run]
 *
 * A copy is taken for a record only when it is a copy of the record's official page (the same path on
 * any docs host, in any locale) and one line of it states the record's fact: the record's api_version as
 * a word and its effective date (written "July 22, 2025", "22 July 2025" or "2025-07-22"; a month-precision
 * date as "July 2025") on that same line. A record without an api_version or an effective date is left
 * unverified: no single line could be shown to state it. The record then names the copy (capture_name,
 * capture_url, capture_date when the copy shows its own date), is no longer unverified, was read at
 * READ_AT (when these copies were read for it) and is verified on the copy's day (src/model/last-verified.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { canonicalJson } from '../../src/model/canonical.ts';
import { recordFiles } from '../../src/model/content-files.ts';
import { copyDay } from '../../src/model/last-verified.ts';
import { ChangeRecord } from '../../src/schemas/change.ts';
import { writeFileAtomic } from '../lib/atomic-write.ts';
import { ROOT } from '../lib/repo-root.ts';
import { CopyEntry } from '../collect/lib/copies.ts';

/** When the kept copies were read again for these records. */
const READ_AT = '2026-11-29T01:32:00Z';
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The path of an official page without host, locale segment, query or trailing slash. */
const pageKey = (url: string): string =>
  new URL(url).pathname
    .replace(/^\/[a-z]{2}-[a-z]{2}(?=\/)/i, '')
    .replace(/\/+$/, '')
    .toLowerCase();

/** The ways a copy writes a date. */
function dateForms(d: string): string[] {
  const [y, m, day] = d.split('-');
  const month = MONTHS[Number(m) - 1]!;
  if (day === undefined) return [`${month} ${y}`];
  const n = String(Number(day));
  return [`${month} ${n}, ${y}`, `${month} ${n} ${y}`, `${n} ${month} ${y}`, d];
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The line of a copy stating both the version and the date, or null. */
export function statingLine(text: string, version: string, date: string): string | null {
  const word = new RegExp(`(^|[^0-9A-Za-z.])${escape(version)}(?![0-9A-Za-z]|\\.[0-9])`);
  const forms = dateForms(date);
  for (const line of text.split('\n')) if (word.test(line) && forms.some((f) => line.includes(f))) return line.trim();
  return null;
}

function main(): number {
  const dry = process.argv.includes('--dry-run');
  const dir = join(ROOT, 'copies');
  const copies = (JSON.parse(readFileSync(join(dir, 'provenance.json'), 'utf8')) as unknown[]).map((e) => CopyEntry.parse(e));
  const texts = new Map(copies.map((c) => [c.copy_url, readFileSync(join(dir, c.source ?? c.served), 'utf8')]));
  let named = 0;
  let left = 0;
  for (const f of recordFiles(join(ROOT, 'content', 'changes'))) {
    const rec = f.json as ChangeRecord;
    if (rec.verification !== 'unverified') continue;
    const eff = rec.effective_date ?? null;
    const found =
      rec.api_version === undefined || eff === null
        ? undefined
        : copies
            .filter((c) => pageKey(c.official_url) === pageKey(rec.source_url))
            .sort((a, b) => (copyDay(b) ?? '').localeCompare(copyDay(a) ?? '') || a.copy_url.localeCompare(b.copy_url))
            .find((c) => statingLine(texts.get(c.copy_url)!, rec.api_version!, eff) !== null);
    if (found === undefined) {
      left++;
      continue;
    }
    const { verification: _v, capture_date: _d, ...rest } = rec;
    const day = copyDay(found)!;
    const read = READ_AT.slice(0, 10);
    const next = {
      ...rest,
      fetched_at: READ_AT,
      capture_name: found.copy_name,
      capture_url: found.copy_url,
      ...(found.seen_on ? { capture_date: found.seen_on } : {}),
      last_verified: day < read ? day : read,
    };
    const res = ChangeRecord.safeParse(next);
    if (!res.success) {
      console.error(`${f.path}: ${res.error.issues[0]!.path.join('.')}: ${res.error.issues[0]!.message}`);
      return 1;
    }
    console.log(
      `${rec.id} ${rec.api_version} ${eff}: ${found.copy_url}\n    "${statingLine(texts.get(found.copy_url)!, rec.api_version!, eff)!.slice(0, 160)}"`,
    );
    if (!dry) writeFileAtomic(f.file, canonicalJson(ChangeRecord, next));
    named++;
  }
  console.log(`${dry ? 'would name' : 'named'} the copy of ${named} record(s); ${left} left unverified`);
  return 0;
}

if (import.meta.main) process.exitCode = main();
