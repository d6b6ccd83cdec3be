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

// ---------------------------------------------------------------------------------------------------------------
// Microsoft Advertising records, facts unchanged, naming the copy that states every fact of their summaries.
//
// (a) Microsoft's docs source repositories, read at a named commit (the commit that last changed the file, so the
//     file there is the one the default branch still holds): MicrosoftDocs/Advertising (learn.microsoft.com/advertising,
//     default branch at a21125df, 2026-08-17) and its retired predecessor MicrosoftDocs/Advertising-docs (docs.microsoft.com
//     /bingads). Not stored under copies/: another repository's files, readable again at these commits.
// (b) A stored text of official pages, kept unserved in copies/_sources/ (copies/provenance.json).
//
// READ_MS is when these were read (2026-11-29, between 09:04 and 09:10 UTC; the two 2021 MFA posts at 09:19).
const READ_MS = '2026-11-29T09:10:00Z';
const READ_MFA = '2026-11-29T09:19:00Z';
const MS_DOCS = 'https://github.com/MicrosoftDocs/Advertising/blob/';
const MS_DOCS_OLD = 'https://github.com/MicrosoftDocs/Advertising-docs/blob/';
type Src = { capture_name: string; capture_url: string; capture_date: string };
const repoFile = (base: string, repo: string, commit: string, path: string, day: string, what: string): Src => ({
  capture_name: `${repo}@${commit.slice(0, 8)}, ${path} (${what}; the file as last changed on ${longDay(day)})`,
  capture_url: `${base}${commit}/${path}`,
  capture_date: day,
});
const MSD = "Microsoft's docs source for learn.microsoft.com/advertising";
const RELEASE_NOTES = repoFile(
  MS_DOCS,
  'MicrosoftDocs/Advertising',
  '821eb3a14aea3c5bc3c20e6ddbe16563c8534c7d',
  'advertising/bingads-13/guides/release-notes.md',
  '2026-06-15',
  MSD,
);
const GUIDES_0605 = (f: string, extra = '') =>
  repoFile(
    MS_DOCS,
    'MicrosoftDocs/Advertising',
    'e38606b5ceb96add6c58cc54198e29b1f5386221',
    `advertising/bingads-13/guides/${f}.md`,
    '2026-06-05',
    `${MSD}${extra}`,
  );
const HELP_0727 = (f: string) =>
  repoFile(MS_DOCS, 'MicrosoftDocs/Advertising', '218f74283a14bd313294ce924d13db32de193695', `advertising/msa-help/${f}.md`, '2026-07-27', MSD);

const MS_REPO: Array<[string, Src]> = [
  // Release notes, monthly sections: December 2025 (Google Login), September 2025 (IsPolitical and the EU regulation 2024/900
  // note), November 2024 (REST API documentation, SDK 13.0.22), March 2024 (Bulk: VerifiedTrackingSettings disabled), June
  // 2023 (PMax, CostPerSale and ManualCpa bidding schemes, Bulk asset and audience groups), May 2026 (ClientLink dual ID;
  // ImageAdExtension V2), December 2022 (UseOptimizedTargeting to be deprecated for UsePredictiveTargeting).
  ['microsoft-ads-107fb01364', RELEASE_NOTES],
  ['microsoft-ads-22bf731d97', RELEASE_NOTES],
  ['microsoft-ads-2eda3dbf6e', RELEASE_NOTES],
  ['microsoft-ads-465bcda758', RELEASE_NOTES],
  ['microsoft-ads-8af9343271', RELEASE_NOTES],
  ['microsoft-ads-93e0f0da8d', RELEASE_NOTES],
  ['microsoft-ads-be6abc77c3', RELEASE_NOTES],
  ['microsoft-ads-f6c8d3ba29', RELEASE_NOTES],
  // Get started: "Starting May 31, 2025, the Developer Portal page will be deprecated and replaced with a new version".
  ['microsoft-ads-6a1d464a52', GUIDES_0605('get-started')],
  // The Python and PHP SOAP-to-REST migration guides (migrate-to-rest.md of the same commit sends bingads users to msads).
  ['microsoft-ads-12b86d59e2', GUIDES_0605('python-sdk-migration-soap-to-rest')],
  ['microsoft-ads-377059c4f4', GUIDES_0605('php-sdk-migration-soap-to-rest')],
  // Expanded text ads, with the note it includes (advertising/scripts/includes/exta-rsa-migration.md): February 1, 2023.
  ['microsoft-ads-c815e3c943', GUIDES_0605('expanded-text-ads', ', with its included note scripts/includes/exta-rsa-migration.md')],
  // Windows App UET SDK: the Microsoft Store ads campaigns conclude by May 31, 2024.
  [
    'microsoft-ads-1716b6b9c9',
    repoFile(
      MS_DOCS,
      'MicrosoftDocs/Advertising',
      'e5cfae54b383b7ba99a6b434df29e68c53f5ac85',
      'advertising/bingads-13/guides/windows-app-uet-sdk.md',
      '2026-07-07',
      MSD,
    ),
  ],
  // Microsoft Advertising help pages: bid strategies (August 4, 2025), UET consent FAQ, Smart Pages (May 31, 2026), Meta
  // import (manual CPC from April 30, 2024), logo extensions (March 17, 2025).
  ['microsoft-ads-36ba3f2e1c', HELP_0727('hlp_BA_CONC_BidStrategy')],
  ['microsoft-ads-7fdaa43f3a', HELP_0727('hlp_BA_CONC_UET_ConsentFAQ')],
  ['microsoft-ads-815066069a', HELP_0727('hlp_BA_CONC_SmartPages')],
  ['microsoft-ads-f3f9ab06fa', HELP_0727('hlp_BA_CONC_Import_FB_WhatInfo')],
  ['microsoft-ads-f6608aaea1', HELP_0727('hlp_BA_PROC_AddLogoExtension')],
  // Shopping Content API release notes, August 1 2018: legacy username/password credentials removed, OAuth required.
  [
    'microsoft-ads-825a8e292d',
    repoFile(
      MS_DOCS,
      'MicrosoftDocs/Advertising',
      '5c8dbdeb791102d70d914718dc06f0f618a50f3f',
      'advertising/shopping-content/release-notes.md',
      '2025-10-28',
      MSD,
    ),
  ],
  // Migrate to Version 11: "the previous versions of the API (v10 for Ad Insight, Bulk, and Campaign Management services and
  // v9 for Customer Billing, Customer Management, and Reporting services) are sunset as of October 31st"; the version 11
  // release notes of the same commit date version 11 general availability to May 2017.
  [
    'microsoft-ads-0cdd43e399',
    repoFile(
      MS_DOCS_OLD,
      'MicrosoftDocs/Advertising-docs',
      '60013e21721cfda6b33f20ef59783c985e20c3b4',
      'BingAds/bingads-11/guides/migration-guide.md',
      '2018-03-13',
      "Microsoft's former docs source for docs.microsoft.com/bingads; BingAds/bingads-11/guides/release-notes.md of the same commit dates version 11 general availability to May 2017",
    ),
  ],
  // Version 12 release notes, April 2018: "Bing Ads API version 12 is now generally available ... version 11 is deprecated and
  // will sunset by October 31, 2018".
  [
    'microsoft-ads-750857e3e6',
    repoFile(
      MS_DOCS_OLD,
      'MicrosoftDocs/Advertising-docs',
      '945fdc6a47bcaa69c096f1bfbd8de5c2605d2106',
      'BingAds/bingads-12/guides/release-notes.md',
      '2019-04-10',
      "Microsoft's former docs source for docs.microsoft.com/bingads",
    ),
  ],
];
const MS_ARCHIVE = 'https://learn.microsoft.com/en-us/archive/blogs/bing_ads_api/';
const MS_KEPT: Array<[string, string, string?]> = [
  // Bing Ads API Blog archive posts (docs corpus): v9 services sunset June 30, 2016; adCenter v5.1 sunset October 31, 2009
  // (en-za edition); v7 sunset as early as the first week of April 2013; standard text ads frozen July 31, 2017.
  ['microsoft-ads-87aeb09a7d', `${MS_ARCHIVE}most-version-9-services-will-sunset-on-june-30`],
  ['microsoft-ads-cb18f3a6d0', 'https://learn.microsoft.com/en-za/archive/blogs/bing_ads_api/api-version-5-1-sunsets-oct-31-get-started-with-version-6-today'],
  ['microsoft-ads-dba6f0f571', `${MS_ARCHIVE}prepare-for-bing-ads-api-version-7-sunset-and-migrate-to-version-8`],
  ['microsoft-ads-15327c0ad9', `${MS_ARCHIVE}ending-support-to-create-or-edit-standard-text-ads`],
  // Bing Ads API Blog, November 9, 2026: the Api-Revision header.
  [
    'microsoft-ads-58ff6def89',
    'https://techcommunity.microsoft.com/blog/adsapiblog/microsoft-advertising-introduces-api-versioning-for-new-response-fields-and-obje/4571743',
  ],
  // Migrate to REST, the edition after the September 30, 2026 change: SOAP supported, with new features, until January 31, 2027.
  [
    'microsoft-ads-31bd49f01b',
    'https://learn.microsoft.com/en-us/advertising/guides/migrate-to-rest?view=bingads-13&t_id=f83d6c40-b3e4-43d5-a187-61ffdd127d17',
  ], // Bing Ads API Blog, March 4, 2021 (updated March 25): MFA for third-party sign-ins, deadline moved from April 1 to
  // August 1, 2021; and June 21, 2021: the msads.manage scope, enforcement now June 1, 2022, SDK 13.0.10.
  [
    'microsoft-ads-4fe8b0ac4f',
    'https://techcommunity.microsoft.com/blog/adsapiblog/enhanced-account-protection-with-multi-factor-authentication/2186189',
    READ_MFA,
  ],
  [
    'microsoft-ads-29fad01347',
    'https://techcommunity.microsoft.com/blog/adsapiblog/new-authentication-scope-for-multi-factor-authentication/2466138?autoScroll=true&topicRepliesSort=postTimeDesc',
    READ_MFA,
  ],
];
const provenance = JSON.parse(readFileSync(join(ROOT, 'copies', 'provenance.json'), 'utf8')) as {
  copy_url: string;
  copy_name: string;
  seen_on: string | null;
}[];
function kept(url: string): { capture_name: string; capture_url: string; capture_date?: string } {
  const at = provenance.filter((c) => c.copy_url === url);
  if (at.length !== 1) throw new Error(`${at.length} copies at ${url} in copies/provenance.json`);
  const e = at[0]!;
  return { capture_name: e.copy_name, capture_url: e.copy_url, ...(e.seen_on ? { capture_date: e.seen_on } : {}) };
}
function renamed(id: string, copy: { capture_name: string; capture_url: string; capture_date?: string }, readAt = READ_MS): Record<string, unknown> {
  const {
    id: _id,
    verification: _v,
    last_verified: _l,
    capture_date: _d,
    capture_url: _u,
    ...rec
  } = JSON.parse(readFileSync(changeFile(id), 'utf8')) as Record<string, unknown>;
  if (_v !== 'unverified' && _u !== copy.capture_url) throw new Error(`${id} already names another copy`);
  return { ...rec, observed_via: 'capture', fetched_at: readAt, ...copy };
}
for (const [id, copy] of MS_REPO) out.push(renamed(id, copy));
for (const [id, url, readAt] of MS_KEPT) out.push(renamed(id, kept(url), readAt));

// last_verified: the copy's own date (src/model/last-verified.ts).
const copyDays = copyDaysOf(JSON.parse(readFileSync(join(ROOT, 'copies', 'provenance.json'), 'utf8')));
for (const r of out) r.last_verified ??= lastVerifiedOf(r as unknown as Parameters<typeof lastVerifiedOf>[0], copyDays);

process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
