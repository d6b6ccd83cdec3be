/**
 * Issue 28, third pass (h/versions): Google Ads API version rows older than v14, from Google's own client library
 * for Perl, whose CHANGELOG.md says on which day the library added (and later removed) support for each API
 * version, from "Initial release with support for Google Ads API v1_3" (2019-06-24) on. Built here so the keys
 * follow the source-key rule (sourceKey.version, as the sunset-dates collector keys its rows) and written through
 * `npm run add-records` (canonical files):
 *
 *   node scripts/hand/issue-28-versions.ts > /tmp/issue-28-versions.json
 *   npm run add-records -- changes /tmp/issue-28-versions.json --replace
 *
 * The copy is the file at a named commit of the public repository googleads/google-ads-perl (not stored under
 * copies/: it is another repository's file, and its address at that commit is enough to read it again). It states
 * that each version existed and the day the library supported it; it states neither the API's own release day nor
 * its sunset day, so the rows have none. Their status "sunset" is the rule for older versions (docs/hand-compiled.md):
 * every one is older than v14, which Google's timetable lists as sunset on June 5, 2024.
 *
 * FETCHED is when the copy was read (2026-11-29, 03:17 UTC).
 */
import { existsSync, readFileSync } from 'node:fs';
import { changeId, sourceKey } from '../../src/model/ids.ts';
import { copyDaysOf, lastVerifiedOf } from '../../src/model/last-verified.ts';

const FETCHED = '2026-11-29T03:17:00Z';
const COMMIT = '67df5758a48b1c5211796533c110d2fb2f823f31';
const CHANGELOG = `https://github.com/googleads/google-ads-perl/blob/${COMMIT}/CHANGELOG.md`;
const CONTENT = new URL('../../content/changes/', import.meta.url);

/** [row, the CHANGELOG's spelling, release of the library that added it, release that removed it (or null)]. */
const ROWS: Array<[string, string, string, string | null]> = [
  ['v1.3', 'v1_3', '1.0.0 - 2019-06-24', null],
  ['v2', 'v2_0', '2.0.0 - 2019-06-28', '6.0.0 - 2020-11-11'],
  ['v2.1', 'v2_1', '2.1.0 - 2019-08-15', null],
  ['v2.2', 'v2_2', '2.2.0 - 2019-09-16', null],
  ['v3', 'v3_0', '3.0.0 - 2020-02-26', '6.1.0 - 2021-02-15'],
  ['v3.1', 'v3_1', '3.1.0 - 2020-05-07', null],
  ['v4', 'v4_0', '4.0.0 - 2020-07-13', '7.0.0 - 2021-05-06'],
  ['v5', 'v5_0', '5.0.0 - 2020-08-31', '8.0.0 - 2021-06-11'],
  ['v6', 'v6_0', '6.0.0 - 2020-11-11', '9.0.0 - 2021-08-13'],
  ['v6.1', 'v6_1', '6.1.0 - 2021-02-15', null],
  ['v7', 'v7_0', '7.0.0 - 2021-05-06', '10.0.0 - 2022-02-18'],
  ['v8', 'v8_0', '8.0.0 - 2021-06-11', '11.0.0 - 2022-04-28'],
  ['v8.1', 'v8_1', '9.0.0 - 2021-08-13', null],
  ['v9', 'v9_0', '9.2.0 - 2021-11-12', '13.0.0 - 2022-07-06'],
  ['v10', 'v10_0', '10.0.0 - 2022-02-18', '15.0.0 - 2023-02-22'],
  ['v10.1', 'v10_1', '11.0.0 - 2022-04-28', null],
  ['v11', 'v11_0', '12.0.0 - 2022-06-16', '16.0.0 - 2023-03-31'],
  ['v11.1', 'v11_1', '13.1.0 - 2022-08-22', null],
  ['v12', 'v12', '14.0.0 - 2022-11-02', '18.0.0 - 2023-08-08'],
  ['v13', 'v13', '15.0.0 - 2023-02-22', '20.0.0 - 2024-01-22'],
  ['v13.1', 'v13.1', '16.1.0 - 2023-04-28', null],
];

const longDay = (d: string) => new Date(`${d}T00:00:00Z`).toLocaleString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const release = (entry: string) => {
  const [lib, day] = entry.split(' - ') as [string, string];
  return `its release ${lib} of ${longDay(day)}`;
};

/** The committed record with this key, so a rerun keeps its first_seen. */
function existing(key: string): Record<string, unknown> | undefined {
  const file = new URL(`${changeId('google-ads', key)}.json`, CONTENT);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : undefined;
}

const out: Record<string, unknown>[] = [];
for (const [v, spelled, added, removed] of ROWS) {
  const minor = v.includes('.');
  const major = v.split('.')[0]!;
  const key = sourceKey.version('google-ads-api', v);
  const prev = existing(key);
  const supported = v === 'v1.3' ? `was "Initial release with support for Google Ads API v1_3"` : `"Added support for Google Ads API ${spelled}"`;
  const dropped = removed === null ? '' : `; ${release(removed)} "Removed support for Google Ads API ${major === 'v8' ? 'v8_0' : major}"`;
  out.push({
    platform: 'google-ads',
    title: `Google Ads API ${v}`,
    summary:
      `${minor ? 'Minor version' : 'Version'} ${v} of the Google Ads API is sunset; neither its release day nor its sunset day is stated in any copy read. ` +
      `Google's own client library for Perl names it: ${release(added)} ${supported}${dropped}. ` +
      `It is older than v14, which Google's deprecation and sunset timetable lists as sunset on June 5, 2024, and a version older than a sunset one is sunset too. ` +
      `Requests to ${minor ? `${v} (served on the ${major} endpoint)` : v} fail; move to a supported major version.`,
    categories: ['api_version_sunset'],
    tags: ['google-ads-api', 'sunset', major, ...(minor ? [v.replace('.', '-'), 'minor-version'] : [])],
    published_date: null,
    effective_date: null,
    effective_date_precision: null,
    source_url: CHANGELOG.replace(COMMIT, 'main'),
    source_name: 'Google Ads API client library for Perl (googleads/google-ads-perl), CHANGELOG',
    fetched_at: FETCHED,
    first_seen: (prev?.first_seen as string | undefined) ?? FETCHED,
    collector: 'curated',
    recorded_by: 'hand',
    observed_via: 'capture',
    capture_name: `googleads/google-ads-perl@${COMMIT.slice(0, 8)}, CHANGELOG.md (Google's client library for Perl; the file as last changed on January 28, 2026)`,
    capture_url: CHANGELOG,
    capture_date: '2026-01-28',
    api: 'Google Ads API',
    api_version: v,
    version_status: 'sunset',
    source_key: key,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// LinkedIn 202405 and Bing Ads API version 8: versions no row named, found in a stored text of official
// pages (read 2026-11-29 between 03:18 and 03:20 UTC).
const FETCHED_PAGES = '2026-11-29T03:20:00Z';
const PAGES = 'a stored text of the official page';
const keep = (platform: string, key: string) => {
  const file = new URL(`${changeId(platform, key)}.json`, CONTENT);
  return existsSync(file) ? ((JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>).first_seen as string) : FETCHED_PAGES;
};

// 202405: LinkedIn's Marketing docs have a May 2024 edition (view li-lms-2024-05, the docs version of Marketing version
// 202405). No copy read states its sunset day; it is older than 202407, which the migrations table lists as sunset on
// July 22, 2025 (copies/_sources/linkedin-migrations-en-us.txt).
const LI_VERSIONING = 'https://learn.microsoft.com/en-us/linkedin/marketing/versioning';
const li202405 = sourceKey.version('linkedin-marketing-api', '202405');
out.push({
  platform: 'linkedin-ads',
  title: 'LinkedIn Marketing API version 202405',
  summary:
    'LinkedIn Marketing API version 202405 (May 2024) is sunset; neither its release day nor its sunset day is stated in any copy read. LinkedIn\'s Marketing docs have an edition for it: the versioning page served with view=li-lms-2024-05 (whose notice then read "The Marketing version 202305 (Marketing May 2023) and below has been sunset"). It is older than 202407, which LinkedIn\'s migrations table lists as sunset on July 22, 2025, and a version older than a sunset one is sunset too. Requests sending Linkedin-Version: 202405 must move to a supported monthly version.',
  categories: ['api_version_sunset'],
  tags: ['versioning', 'linkedin-version-header', '202405'],
  published_date: '2024-05',
  effective_date: null,
  effective_date_precision: null,
  source_url: LI_VERSIONING,
  source_name: 'LinkedIn Marketing API Versioning, May 2024 docs edition (li-lms-2024-05)',
  fetched_at: FETCHED_PAGES,
  first_seen: keep('linkedin-ads', li202405),
  collector: 'curated',
  recorded_by: 'hand',
  observed_via: 'capture',
  capture_name: `${PAGES}: LinkedIn Marketing API Versioning Documentation, en-us edition of the May 2024 docs (li-lms-2024-05)`,
  capture_url: `${LI_VERSIONING}?view=li-lms-2024-05`,
  api: 'LinkedIn Marketing API',
  api_version: '202405',
  version_status: 'sunset',
  release_date: '2024-05',
  source_key: li202405,
});

// Bing Ads API version 8: the Campaign Management API release notes on MSDN (deprecated as of February 2013) list its
// releases up to "Version 8 R4.7 (February 2013)". No copy read states the day version 8 was sunset; Microsoft's own
// version 7 notice told developers to migrate to version 8, and version 9's last services were shut down after
// October 31, 2017 (microsoft-ads-ba876dcb22).
const CM_NOTES = 'https://msdn.microsoft.com/en-us/library/bing-ads-campaign-management-release_notes.aspx';
const bing8 = sourceKey.entry(CM_NOTES, '2013-02', 'Version 8 R4.7 (February 2013)');
out.push({
  platform: 'microsoft-ads',
  title: 'Bing Ads API version 8',
  summary:
    'Bing Ads API version 8 is sunset; no copy read states its release day or its sunset day. Microsoft\'s Campaign Management API release notes (a page deprecated as of February 2013) list its releases, the last two being "Version 8 R4.6 (January 2013)" and "Version 8 R4.7 (February 2013)". Version 8 is older than version 9, whose last services were shut down after October 31, 2017, and a version older than a sunset one is sunset too. Calls must use version 13.',
  categories: ['api_version_sunset'],
  tags: ['bing-ads-api', 'sunset', 'v8'],
  published_date: '2013-02',
  effective_date: null,
  effective_date_precision: null,
  source_url: CM_NOTES,
  source_name: 'Bing Ads Campaign Management API Release Notes (MSDN)',
  fetched_at: FETCHED_PAGES,
  first_seen: keep('microsoft-ads', bing8),
  collector: 'curated',
  recorded_by: 'hand',
  observed_via: 'capture',
  capture_name: `${PAGES}: Campaign Management API Release Notes on MSDN, the edition deprecated as of February 2013`,
  capture_url: CM_NOTES,
  api: 'Bing Ads API',
  api_version: '8',
  version_status: 'sunset',
  source_key: bing8,
});

const copyDays = copyDaysOf(JSON.parse(readFileSync(new URL('../../copies/provenance.json', import.meta.url), 'utf8')));
for (const r of out) r.last_verified ??= lastVerifiedOf(r as unknown as Parameters<typeof lastVerifiedOf>[0], copyDays);

process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
