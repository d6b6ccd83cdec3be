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
import { compareText } from '../../src/model/compare.ts';
import { copyDay } from '../../src/model/last-verified.ts';
import { ChangeRecord } from '../../src/schemas/change.ts';
import { writeFileAtomic } from '../../src/model/atomic-write.ts';
import { ROOT } from '../../src/build/repo-root.ts';
import { CopyEntry } from '../../src/collect/lib/copies.ts';

/** When the kept copies were read again for these records. */
const READ_AT = '2026-11-29T01:32:00Z';
/**
 * Copies kept in a later pass (h/copies2), read again at another time: Google's zh-TW timetable (its Chinese dates
 * and "17.1 版" now matched) and the Developer Blog's sunset reminders.
 */
const READ_LATER: Record<string, string> = {
  'https://developers.google.cn/google-ads/api/docs/sunset-dates?hl=zh-tw': '2026-11-29T05:56:00Z',
  ...Object.fromEntries(
    [
      '2024/08/google-ads-api-v15-sunset-reminder',
      '2025/04/google-ads-api-v17-sunset-reminder',
      '2025/07/google-ads-api-v18-sunset-reminder',
      '2025/12/google-ads-api-v19-sunset-reminder',
      '2026/04/google-ads-api-v20-sunset-reminder',
      '2026/06/google-ads-api-v21-sunset-reminder',
      '2026/09/google-ads-api-v22-sunset-reminder',
    ].map((p) => [`https://developers.google.com/ads/blog/posts/${p}`, '2026-11-29T05:56:00Z']),
  ),
  'https://developers.google.com/ads/blog/posts/2024/04/google-ads-api-v14-sunset-reminder': '2026-11-29T06:07:00Z',
  'https://developers.google.com/ads/blog/posts/2025/01/google-ads-api-v16-sunset-reminder': '2026-11-29T06:07:00Z',
  'https://docs.microsoft.com/en-us/advertising/guides/migration-guide?view=bingads-12': '2026-11-29T06:06:00Z',
};
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
  // Chinese editions write "2025 年 2 月 5 日" (Google's zh-TW timetable).
  if (day === undefined) return [`${month} ${y}`, `${y} 年 ${Number(m)} 月`];
  const n = String(Number(day));
  return [`${month} ${n}, ${y}`, `${month} ${n} ${y}`, `${n} ${month} ${y}`, d, `${y} 年 ${Number(m)} 月 ${n} 日`];
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The line of a copy stating both the version and the date, or null. */
export function statingLine(text: string, version: string, date: string): string | null {
  const word = new RegExp(`(^|[^0-9A-Za-z.])${escapeRe(version)}(?![0-9A-Za-z]|\\.[0-9])`);
  // Google's zh-TW timetable writes one version "17.1 版" (version 17.1) instead of "v17.1".
  const zh = /^v\d/.test(version) ? new RegExp(`(^|[^0-9A-Za-z.])${escapeRe(version.slice(1))} 版`) : null;
  const forms = dateForms(date);
  for (const line of text.split('\n')) if ((word.test(line) || zh?.test(line)) && forms.some((f) => line.includes(f))) return line.trim();
  return null;
}

/**
 * Copies found again with the search tools on 2026-11-29, not kept in copies/ (the tool gives excerpts, not whole pages): the copy's address, its name, and the rows it
 * states as [api_version, release_date, effective_date]. A record is named only when the copy's row agrees with
 * it on both dates (checked below), so a record that disagrees stays unverified.
 */
const FOUND: { source_url: string; capture_url: string; capture_name: string; read_at: string; rows: [string, string, string][] }[] = [
  {
    source_url: 'https://developers.facebook.com/docs/graph-api/changelog/versions',
    capture_url: 'https://developers.facebook.com/docs/graph-api/changelog/versions/?locale=ja_JP',
    read_at: '2026-11-29T01:33:00Z',
    capture_name:
      'a stored text of the official page, ja_JP edition: the Graph API version table from v26.0 (released July 29, 2026, the newest it lists) back to v1.0',
    rows: [
      ['v12.0', '2021-09-14', '2024-02-08'],
      ['v11.0', '2021-06-08', '2023-09-14'],
      ['v10.0', '2021-02-23', '2023-06-08'],
      ['v9.0', '2020-11-10', '2023-02-23'],
      ['v8.0', '2020-08-04', '2022-11-01'],
      ['v7.0', '2020-05-05', '2022-08-04'],
      ['v6.0', '2020-02-03', '2022-05-05'],
      ['v5.0', '2019-10-29', '2022-02-03'],
      ['v4.0', '2019-07-29', '2021-11-02'],
      ['v3.3', '2019-04-30', '2021-08-03'],
      ['v3.2', '2018-10-23', '2021-05-04'],
      ['v3.1', '2018-07-26', '2020-10-27'],
      ['v3.0', '2018-05-01', '2020-07-28'],
      ['v2.12', '2018-01-30', '2020-05-05'],
      ['v2.11', '2017-11-07', '2020-01-28'],
      ['v2.10', '2017-07-18', '2019-11-07'],
      ['v2.9', '2017-04-18', '2019-07-22'],
      ['v2.8', '2016-10-05', '2019-04-18'],
      ['v2.7', '2016-07-13', '2018-10-05'],
      ['v2.6', '2016-04-12', '2018-07-13'],
      ['v2.5', '2015-10-07', '2018-04-12'],
      ['v2.4', '2015-07-08', '2017-10-09'],
      ['v2.3', '2015-03-25', '2017-07-10'],
      ['v2.2', '2014-10-30', '2017-03-27'],
      ['v2.1', '2014-08-07', '2016-10-31'],
      ['v2.0', '2014-04-30', '2016-08-08'],
      ['v1.0', '2010-04-21', '2015-04-30'],
    ],
  },
  {
    source_url: 'https://developers.facebook.com/documentation/ads-commerce/marketing-api/marketing-api-changelog/versions',
    capture_url: 'https://developers.facebook.com/documentation/ads-commerce/marketing-api/marketing-api-changelog/versions.md',
    read_at: '2026-11-29T01:34:00Z',
    capture_name:
      "a stored text of the official page's Markdown twin: the Marketing API version table, v27.0 (released November 4, 2026, the newest it lists) first; the rows before v22.0 were not in the text the tool returned",
    rows: [
      ['v27.0', '2026-11-04', ''],
      ['v26.0', '2026-07-29', ''],
      ['v25.0', '2026-02-18', '2027-02-23'],
      ['v24.0', '2025-10-08', '2026-11-10'],
      ['v23.0', '2025-05-29', '2026-06-09'],
      ['v22.0', '2025-01-21', '2026-02-19'],
    ],
  },
  {
    source_url: 'https://developers.facebook.com/docs/graph-api/changelog',
    capture_url: 'https://developers.facebook.com/docs/graph-api/changelog?locale=vi_VN',
    read_at: '2026-11-29T01:34:00Z',
    capture_name:
      "a stored text of the official page, vi_VN edition: the available Graph API versions, v26.0 (released July 29, 2026, the newest it lists) first; the text the tool returned ends before v13.0's dates",
    rows: [
      ['v18.0', '2023-09-12', '2026-01-26'],
      ['v17.0', '2023-05-23', '2025-09-12'],
      ['v16.0', '2023-02-02', '2025-05-14'],
      ['v15.0', '2022-09-15', '2024-11-20'],
      ['v14.0', '2022-05-25', '2024-09-17'],
    ],
  },
  // h/copies2: two stored texts whose version column is empty (the English renderings drop the version cell, a link);
  // each row is identified by its release date, which no other row of the table shares, and named only where both of
  // its dates agree with the record's (the Markdown twin of the Marketing API page, version column intact, lists
  // v22.0-v27.0 with the same dates in the same order, which fixes the alignment).
  {
    source_url: 'https://developers.facebook.com/documentation/ads-commerce/marketing-api/marketing-api-changelog/versions',
    capture_url: 'https://developers.facebook.com/documentation/ads-commerce/marketing-api/marketing-api-changelog/versions',
    read_at: '2026-11-29T06:06:00Z',
    capture_name:
      'a stored text of the official page: the Marketing API version table from February 18, 2026 (the newest release it lists) back to March 25, 2015, with release and expiration dates; its version column is empty, so each row is matched to a version by its release date, unique in the table',
    rows: [
      ['v21.0', '2024-10-02', '2025-09-09'],
      ['v20.0', '2024-05-21', '2025-05-06'],
      ['v19.0', '2024-01-23', '2025-02-04'],
      ['v18.0', '2023-09-12', '2024-08-13'],
      ['v17.0', '2023-05-23', '2024-05-14'],
      ['v16.0', '2023-02-02', '2024-02-06'],
      ['v15.0', '2022-09-15', '2023-09-20'],
      ['v14.0', '2022-05-25', '2023-09-20'],
      ['v13.0', '2022-02-08', '2023-01-25'],
      ['v12.0', '2021-09-14', '2022-08-09'],
      ['v11.0', '2021-06-08', '2022-02-23'],
      ['v10.0', '2021-02-23', '2021-10-04'],
      ['v9.0', '2020-11-10', '2021-08-25'],
      ['v8.0', '2020-08-04', '2021-05-04'],
      ['v7.0', '2020-05-05', '2021-03-03'],
      ['v6.0', '2020-02-03', '2021-02-08'],
      ['v5.0', '2019-10-29', '2020-09-28'],
      ['v4.0', '2019-07-29', '2020-03-31'],
      ['v3.3', '2019-04-30', '2020-01-13'],
      ['v3.2', '2018-10-23', '2019-08-13'],
      ['v3.1', '2018-07-26', '2019-05-14'],
      ['v3.0', '2018-05-01', '2019-02-01'],
      ['v2.12', '2018-01-30', '2018-08-07'],
      ['v2.11', '2017-11-07', '2018-08-07'],
      ['v2.10', '2017-07-18', '2018-05-08'],
      ['v2.9', '2017-04-18', '2017-11-06'],
      ['v2.8', '2016-10-05', '2017-07-26'],
      ['v2.7', '2016-07-13', '2017-04-25'],
      ['v2.6', '2016-04-12', '2016-10-05'],
      ['v2.5', '2015-10-07', '2016-07-13'],
      ['v2.4', '2015-07-08', '2016-04-11'],
      ['v2.3', '2015-03-25', '2015-10-08'],
    ],
  },
  {
    source_url: 'https://developers.facebook.com/documentation/development/graph-api/changelog',
    capture_url: 'https://developers.facebook.com/documentation/development/graph-api/changelog',
    read_at: '2026-11-29T05:53:00Z',
    capture_name:
      'a stored text of the official page, "Updated: Oct 29, 2026": the available Graph API versions from November 4, 2026 (the newest release it lists, available until TBD); its version column is empty, so the row is matched to a version by its release date, unique in the table',
    rows: [['v27.0', '2026-11-04', '']],
  },
];

/** A copy found again with the search tools that states the record's row, or undefined. */
function foundAgain(rec: ChangeRecord): (typeof FOUND)[number] | undefined {
  return FOUND.find(
    (c) =>
      c.source_url === rec.source_url &&
      // An empty effective date is the copy's "TBD": the record has none either.
      c.rows.some(([v, rel, eff]) => v === rec.api_version && rel === rec.release_date && (eff || null) === (rec.effective_date ?? null)),
  );
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
      rec.api_version === undefined || eff === null || FOUND.some((c) => c.source_url === rec.source_url)
        ? undefined
        : copies
            .filter((c) => pageKey(c.official_url) === pageKey(rec.source_url))
            .sort((a, b) => compareText(copyDay(b) ?? '', copyDay(a) ?? '') || compareText(a.copy_url, b.copy_url))
            .find((c) => statingLine(texts.get(c.copy_url)!, rec.api_version!, eff) !== null);
    const again = found === undefined ? foundAgain(rec) : undefined;
    if (again !== undefined) {
      const { verification: _v, capture_date: _d, ...rest } = rec;
      // Not in copies/: verified the day the copy was read (src/model/last-verified.ts).
      const next = {
        ...rest,
        fetched_at: again.read_at,
        capture_name: again.capture_name,
        capture_url: again.capture_url,
        last_verified: again.read_at.slice(0, 10),
      };
      const res = ChangeRecord.safeParse(next);
      if (!res.success) {
        console.error(`${f.path}: ${res.error.issues[0]!.path.join('.')}: ${res.error.issues[0]!.message}`);
        return 1;
      }
      console.log(`${rec.id} ${rec.api_version} ${rec.release_date} ${eff}: ${again.capture_url}`);
      if (!dry) writeFileAtomic(f.file, canonicalJson(ChangeRecord, next));
      named++;
      continue;
    }
    if (found === undefined) {
      left++;
      continue;
    }
    const { verification: _v, capture_date: _d, ...rest } = rec;
    const day = copyDay(found)!;
    const readAt = READ_LATER[found.copy_url] ?? READ_AT;
    const read = readAt.slice(0, 10);
    const next = {
      ...rest,
      fetched_at: readAt,
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
      `${rec.id} ${rec.api_version} ${eff}: ${found.copy_url}\n    "${statingLine(texts.get(found.copy_url)!, rec.api_version!, eff!)!.slice(0, 160)}"`,
    );
    if (!dry) writeFileAtomic(f.file, canonicalJson(ChangeRecord, next));
    named++;
  }
  console.log(`${dry ? 'would name' : 'named'} the copy of ${named} record(s); ${left} left unverified`);
  return 0;
}

if (import.meta.main) process.exitCode = main();
