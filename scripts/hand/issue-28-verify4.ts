/**
 * Issue 28, sixth pass (h/verify4): LinkedIn Marketing API versions whose sunset day a dated transcription states.
 * Prints the records for `npm run add-records -- changes <file> --replace` (rerunnable: it rewrites the same files):
 *
 *   node scripts/hand/issue-28-verify4.ts > /tmp/issue-28-verify4.json
 *   npm run add-records -- changes /tmp/issue-28-verify4.json --replace
 *
 * The transcription is the changelog file of the public repository api-evangelist/linkedin-ads at commit 8c372d80
 * (generated and fetched 2026-08-13 from learn.microsoft.com's Recent Marketing API Changes; the same commit's
 * lifecycle file is the transcription already used for 202504-202509). Each monthly section it transcribes lists the
 * page's "Breaking Changes": the versions to be sunset and removed on the dates listed. Where it shares a day with an
 * official copy kept in copies/, they agree: "202411 - Nov 17, 2025" is the en-us migrations table's November 17, 2025
 * (copies/learn.microsoft.com/en-us/linkedin/marketing/integrations/migrations), and its 202504-202506 days are the
 * lifecycle file's. It is not stored under copies/: it is another repository's file, readable again at that commit.
 *
 * - 202501, 202502 and 202503 get the day their sections list (January 15, February 16 and March 16, 2026); official
 *   notices kept in copies/ state that each "has been sunset".
 * - 202508 (unverified until now) names the lifecycle file, whose supported_versions row gives its sunset day, August
 *   17, 2026, the day the record already states; no other fact of the record changes.
 *
 * READ is when the two files were read (2026-11-29, between 09:01 and 09:03 UTC).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../src/build/repo-root.ts';
import { changeId, sourceKey } from '../../src/model/ids.ts';
import { copyDaysOf, lastVerifiedOf } from '../../src/model/last-verified.ts';

const READ = '2026-11-29T09:03:00Z';
const COMMIT = '8c372d80ddf539b334252a0765a15fa3e29ebfd1';
const REPO = `https://github.com/api-evangelist/linkedin-ads/blob/${COMMIT}`;
const LI_MIGRATIONS = 'https://learn.microsoft.com/en-us/linkedin/marketing/integrations/migrations';
const LI_RECENT = 'https://learn.microsoft.com/en-us/linkedin/marketing/integrations/recent-changes';

const CHANGELOG = {
  observed_via: 'transcription',
  capture_name:
    "api-evangelist/linkedin-ads changelog file (a dated structured transcription of LinkedIn's Recent Marketing API Changes, generated 2026-08-13), the monthly sections' breaking_changes",
  capture_url: `${REPO}/changelog/linkedin-ads-changelog.yml`,
  capture_date: '2026-08-13',
} as const;
const LIFECYCLE = {
  observed_via: 'transcription',
  capture_name:
    'api-evangelist/linkedin-ads lifecycle file (a dated structured transcription of the versioning and migrations pages, generated 2026-08-13), supported_versions',
  capture_url: `${REPO}/lifecycle/linkedin-ads-lifecycle.yml`,
  capture_date: '2026-08-13',
} as const;

const changeFile = (id: string) => join(ROOT, 'content', 'changes', `${id}.json`);
function committed(v: string): Record<string, unknown> {
  const file = changeFile(changeId('linkedin-ads', sourceKey.version('linkedin-marketing-api', v)));
  if (!existsSync(file)) throw new Error(`no committed record for LinkedIn ${v}`);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}

const monthName = (v: string) =>
  new Date(Date.UTC(Number(v.slice(0, 4)), Number(v.slice(4, 6)) - 1, 1)).toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const longDay = (d: string) => new Date(`${d}T00:00:00Z`).toLocaleString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** [version, the day its sections list, the transcription's spelling, the sections listing it, where the official notice is kept]. */
const DATED: Array<[string, string, string, string, string]> = [
  [
    '202501',
    '2026-01-15',
    '202501 - Jan 15, 2026',
    'the November 2025 (202511) and January 2026 (202601) sections',
    'the recent-changes page\'s January 2026 edition reads "The Marketing Version 202501 (Marketing January 2025) has been sunset"', // copies/_sources/linkedin-recent-changes-2026-01.txt
  ],
  [
    '202502',
    '2026-02-16',
    '202502 - Feb 16, 2026',
    'the November 2025, January 2026 and February 2026 (202602) sections',
    'the versioning page, in an edition naming January 2026 (202601) the latest version, reads "The Marketing Version 202502 (Marketing February 2025) has been sunset"', // copies/_sources/linkedin-versioning-202502-notice.txt
  ],
  [
    '202503',
    '2026-03-16',
    '202503 - Mar 16, 2026',
    'the January, February and March 2026 (202603) sections',
    'the migrations page\'s it-it edition (its newest row 202603) reads "The Marketing Version 202503 (Marketing March 2025) has been sunset"', // copies/learn.microsoft.com/it-it/linkedin/marketing/integrations/migrations
  ],
];

const out: Record<string, unknown>[] = [];
for (const [v, day, spelled, sections, notice] of DATED) {
  const { id: _id, verification: _v, last_verified: _l, capture_date: _d, ...prev } = committed(v);
  const when = longDay(day);
  out.push({
    ...prev,
    categories: ['api_version_sunset'],
    summary: `LinkedIn Marketing API version ${v} (${monthName(v)}) was sunset on ${when}: LinkedIn's Recent Marketing API Changes listed "${spelled}" among the monthly versions to be sunset and removed from the platform on the dates listed (${sections}, as transcribed on August 13, 2026), and ${notice}. Requests sending Linkedin-Version: ${v} are rejected; send a supported monthly version.`,
    effective_date: day,
    effective_date_precision: 'day',
    // A row a collector owns keeps its collector's page (the migrations table lists the same sunset days); a curated
    // row names the page the transcription read.
    ...(prev.collector === 'curated'
      ? { source_url: LI_RECENT, source_name: 'LinkedIn Recent Marketing API Changes (Breaking Changes), as transcribed on August 13, 2026' }
      : { source_url: LI_MIGRATIONS, source_name: 'LinkedIn Marketing API migrations (API Migration Status)' }),
    fetched_at: READ,
    ...CHANGELOG,
  });
}

// 202508: its record already states August 17, 2026; the lifecycle file's supported_versions row states it too.
{
  const { id: _id, verification: _v, last_verified: _l, capture_date: _d, ...prev } = committed('202508');
  if (prev.effective_date !== '2026-08-17') throw new Error(`LinkedIn 202508 now says ${String(prev.effective_date)}`);
  out.push({ ...prev, source_url: LI_MIGRATIONS, fetched_at: READ, ...LIFECYCLE });
}

// last_verified: the copy's own date (src/model/last-verified.ts).
const copyDays = copyDaysOf(JSON.parse(readFileSync(join(ROOT, 'copies', 'provenance.json'), 'utf8')));
for (const r of out) r.last_verified ??= lastVerifiedOf(r as unknown as Parameters<typeof lastVerifiedOf>[0], copyDays);

process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
