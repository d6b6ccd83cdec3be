/**
 * Issue 28 (h/copies2): the supersession links the copy run over Google's zh-TW sunset timetable needs.
 * Prints the two records with `superseded_by` set, for `npm run add-records -- changes <file> --replace`:
 *
 *   node scripts/hand/issue-28-supersede.ts > /tmp/issue-28-supersede.json
 *   npm run add-records -- changes /tmp/issue-28-supersede.json --replace
 *
 * - v18: the timetable's zh-TW edition (between October 2024 and February 2025) gave the sunset as
 *   2025 年 9 月 24 日 (September 24, 2025); the Developer Blog's reminder of July 10, 2025 (google-ads-fbc06affeb)
 *   says August 20, 2025. The later statement stands: the timetable's row is superseded by the reminder.
 * - v16: the timetable row and the blog's reminder (google-ads-dab4e368b6) state the same sunset (February 5,
 *   2025); the row also carries the release and deprecation, so the reminder is superseded by it, as for v17
 *   (rule same-deadline).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../src/build/repo-root.ts';

const LINKS: [string, string][] = [
  ['google-ads-2fbe5bf2de', 'google-ads-fbc06affeb'],
  ['google-ads-dab4e368b6', 'google-ads-3d89359ce4'],
];

const out = LINKS.map(([id, by]) => {
  const { id: _id, ...rec } = JSON.parse(readFileSync(join(ROOT, 'content', 'changes', `${id}.json`), 'utf8')) as Record<string, unknown>;
  return { ...rec, superseded_by: by };
});
process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
