/**
 * Issue 28 (h/copies2): what the copy runs over Google's zh-TW sunset timetable and ru release notes need by hand.
 * Prints the records for `npm run add-records -- changes <file> --replace` (rerunnable: it rewrites the same files):
 *
 *   node scripts/hand/issue-28-copies2.ts > /tmp/issue-28-copies2.json
 *   npm run add-records -- changes /tmp/issue-28-copies2.json --replace
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
import { sourceKey } from '../../src/model/ids.ts';
import { copyDaysOf, lastVerifiedOf } from '../../src/model/last-verified.ts';

const LINKS: [string, string][] = [
  ['google-ads-2fbe5bf2de', 'google-ads-fbc06affeb'],
  ['google-ads-dab4e368b6', 'google-ads-3d89359ce4'],
];

const changeFile = (id: string) => join(ROOT, 'content', 'changes', `${id}.json`);
const out: Record<string, unknown>[] = LINKS.map(([id, by]) => {
  const { id: _id, ...rec } = JSON.parse(readFileSync(changeFile(id), 'utf8')) as Record<string, unknown>;
  return { ...rec, superseded_by: by };
});

/** When the ru release notes were read for the v26.2 row. */
const READ = '2026-11-29T06:00:00Z';
// Google Ads API v26.2: the release notes' summary table (ru edition, copies/_sources/google-release-notes-ru.txt) lists
// "v26.2 (последняя)" (latest), released 2026-11-11. No copy at hand states its sunset: the sunset-dates page says minor
// versions share their major's sunset date, so it takes v26's, the timetable's November 2027 (tentative; that row is unverified).
const v262Key = sourceKey.version('google-ads-api', 'v26.2');
out.push({
  platform: 'google-ads',
  title: 'Google Ads API v26.2',
  summary:
    "Minor release v26.2 of the Google Ads API was released on November 11, 2026, the newest row of the release notes' summary table. A minor version is served on its major version's endpoint and shares its sunset (the sunset-dates page: minor versions share the same sunset date as their corresponding major version), so v26.2 goes with v26, which the timetable gives as November 2027 (tentative).",
  categories: ['api_version_sunset'],
  tags: ['google-ads-api', 'sunset', 'v26', 'v26-2'],
  published_date: '2026-11-11',
  effective_date: '2027-11',
  effective_date_precision: 'month',
  source_url: 'https://developers.google.com/google-ads/api/docs/release-notes',
  source_name: 'Google Ads API release notes (release summary)',
  fetched_at: READ,
  first_seen: READ,
  collector: 'curated',
  recorded_by: 'hand',
  observed_via: 'capture',
  capture_name: "a stored text of the official page, Google's ru edition (hl=ru)",
  capture_url: 'https://developers.google.com/adwords/api/docs/reference/v201809/LabelService.Selector?hl=ru',
  tentative: true,
  api: 'Google Ads API',
  api_version: 'v26.2',
  version_status: 'active',
  release_date: '2026-11-11',
  source_key: v262Key,
});

// The Developer Blog's post of September 4, 2025 (monthly releases, four majors a year, each available for a year, and the
// tentative 2026 schedule from v23 in January 2026 to v26.1 in November 2026): its record was unverified; the post's
// stored text (copies/developers.google.com/ads/blog/posts/2025/09/more-frequent-releases-coming-for) states every fact
// its summary gives, so the record names it. Facts unchanged.
{
  const {
    id: _id,
    verification: _v,
    last_verified: _l,
    ...rec
  } = JSON.parse(readFileSync(changeFile('google-ads-2728234b23'), 'utf8')) as Record<string, unknown>;
  out.push({
    ...rec,
    fetched_at: '2026-11-29T06:07:00Z',
    capture_name: 'a stored text of the official post: Google Ads Developer Blog, More frequent releases coming for the Google Ads API',
    capture_url: 'https://developers.google.com/ads/blog/posts/2025/09/more-frequent-releases-coming-for',
  });
}

// LinkedIn records whose every stated fact is on a copy found again (the others stay unverified: the Brand Lift item's
// and the Ad Analytics metrics' summaries say more than the copies' text, which ends before it).
const ARCHIVED_2023 = {
  capture_name: 'a stored text of the official page: LinkedIn Archived Marketing API Changes 2023',
  capture_url: 'https://learn.microsoft.com/en-us/linkedin/marketing/integrations/archived-recent-changes/2023/marketing-api-changes',
};
const RECENT_2024_11 = {
  capture_name: 'a stored text of the official page, fr-fr edition served for the li-lms-2023-07 docs view',
  capture_url: 'https://learn.microsoft.com./fr-fr/linkedin/marketing/integrations/recent-changes?view=li-lms-2023-07',
};
const RECENT_2025_11 = {
  capture_name: 'a stored text of the official page, en-us edition of the li-lms-2025-11 docs',
  capture_url: 'https://learn.microsoft.com/en-us/linkedin/marketing/integrations/recent-changes?view=li-lms-2025-11',
};
const NAMED: [string, { capture_name: string; capture_url: string }, string?][] = [
  ['linkedin-ads-c89b7520d2', ARCHIVED_2023], // Ad Preview API needs the ad account URN from 202311
  ['linkedin-ads-ab2c92009a', ARCHIVED_2023], // Offline Conversions API: move to the Conversions API before October 2024
  ['linkedin-ads-c0f9578e04', RECENT_2024_11], // Conversions API externalIds from 202410
  ['linkedin-ads-52ecb9b9ac', RECENT_2024_11], // Ad Previews live preview (202411)
  ['linkedin-ads-c665b6e2a3', RECENT_2025_11], // Predictive Audiences API (private)
  ['linkedin-ads-f82ffcbe86', RECENT_2025_11], // Ad Lift Tests by campaign groups
];
// Bing Ads API v10 (GA October 2015, v9 services deprecated for Q3 2016, CampaignType required): MSDN's release notes.
NAMED.push([
  'microsoft-ads-63521650c6',
  {
    capture_name: 'a stored text of the official page: Bing Ads API release notes on MSDN',
    capture_url: 'https://msdn.microsoft.com/en-US/library/bing-ads-overview-release-notes.aspx',
  },
  '2026-11-29T06:06:00Z',
]);
for (const [id, copy, readAt = '2026-11-29T06:13:00Z'] of NAMED) {
  const { id: _id, verification: _v, last_verified: _l, ...rec } = JSON.parse(readFileSync(changeFile(id), 'utf8')) as Record<string, unknown>;
  out.push({ ...rec, fetched_at: readAt, ...copy });
}

// last_verified: the copy's own date, else its day in the copies manifest, else the day it was read (src/model/last-verified.ts).
const copyDays = copyDaysOf(JSON.parse(readFileSync(join(ROOT, 'copies', 'provenance.json'), 'utf8')));
for (const r of out) r.last_verified ??= lastVerifiedOf(r as unknown as Parameters<typeof lastVerifiedOf>[0], copyDays);

process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
