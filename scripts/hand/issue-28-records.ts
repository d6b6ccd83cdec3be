/**
 * Issue 28 (Google, LinkedIn and Meta data): the hand-compiled records, built here so their keys
 * follow the source-key rules (src/model/ids.ts) and written through `npm run add-records`
 * (canonical files). Each record names the copy it was read from; the copies' text is kept
 * under copies/ (copies/provenance.json).
 *
 *   node scripts/hand/issue-28-records.ts > /tmp/issue-28.json
 *   npm run add-records -- changes /tmp/issue-28.json
 *
 * FETCHED is when the copies were read by hand (2026-11-29, between 00:22 and 00:26 UTC).
 */
import { existsSync, readFileSync } from 'node:fs';
import { changeId, sourceKey } from '../../src/model/ids.ts';
import { copyDaysOf, lastVerifiedOf } from '../../src/model/last-verified.ts';

const FETCHED = '2026-11-29T00:26:00Z';
const LI_API = 'LinkedIn Marketing API';
const LI_VERSIONING = 'https://learn.microsoft.com/en-us/linkedin/marketing/versioning';
const LI_RECENT = 'https://learn.microsoft.com/en-us/linkedin/marketing/integrations/recent-changes';
const PAGES = 'a stored text of the official page';
const DOCS = 'a stored text of the official page';

const monthName = (v: string) =>
  new Date(Date.UTC(Number(v.slice(0, 4)), Number(v.slice(4, 6)) - 1, 1)).toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const releaseMonth = (v: string) => `${v.slice(0, 4)}-${v.slice(4, 6)}`;

type Copy = { capture_name: string; capture_url: string; capture_date?: string; observed_via?: 'capture' | 'transcription' };

function linkedin(
  v: string,
  o: { summary: string; source_url: string; source_name: string; copy: Copy; sunset?: string | null; status: 'sunset' | 'active'; label?: string },
) {
  const eff = o.sunset ?? null;
  return {
    platform: 'linkedin-ads',
    title: `LinkedIn Marketing API version ${v}`,
    summary: o.summary,
    categories: [o.status === 'sunset' || eff !== null ? 'api_version_sunset' : 'announcement'],
    tags: ['versioning', 'linkedin-version-header', v],
    published_date: releaseMonth(v),
    effective_date: eff,
    effective_date_precision: eff === null ? null : eff.length === 10 ? 'day' : 'month',
    source_url: o.source_url,
    source_name: o.source_name,
    fetched_at: FETCHED,
    first_seen: FETCHED,
    collector: 'curated',
    recorded_by: 'hand',
    observed_via: o.copy.observed_via ?? 'capture',
    capture_name: o.copy.capture_name,
    capture_url: o.copy.capture_url,
    ...(o.copy.capture_date ? { capture_date: o.copy.capture_date } : {}),
    ...(o.label ? { source_label: o.label } : {}),
    api: LI_API,
    api_version: v,
    version_status: o.status,
    release_date: releaseMonth(v),
    source_key: sourceKey.version('linkedin-marketing-api', v),
  };
}

const out: unknown[] = [];

// 202206-202303: the versioning page's banner, as served for the unversioned docs.
const banner2304: Copy = {
  capture_name: `${PAGES}: LinkedIn Marketing API Versioning, unversioned-docs edition`,
  capture_url: 'https://docs.microsoft.com/en-us/linkedin/marketing/versioning?view=li-lms-unversioned',
};
for (const v of ['202206', '202207', '202208', '202209', '202210', '202211', '202212', '202301', '202302', '202303']) {
  out.push(
    linkedin(v, {
      status: 'sunset',
      source_url: LI_VERSIONING,
      source_name: 'LinkedIn Marketing API Versioning (deprecation notice)',
      copy: banner2304,
      label: 'The Marketing version 202304 (Marketing April 2023) and below has been sunset',
      summary: `LinkedIn Marketing API version ${v} (${monthName(v)}) is sunset: LinkedIn's versioning page says the first versioned release was June 2022, that versions follow a monthly cycle, and its deprecation notice reads "The Marketing version 202304 (Marketing April 2023) and below has been sunset". The copy read gives no sunset day for ${v}. Requests sending Linkedin-Version: ${v} must move to a supported monthly version.`,
    }),
  );
}

// 202306: see the second pass below (the March 2024 day was not kept).

// 202308-202311: banner "202311 and earlier versions (excluding 202306 and 202307) have been sunset".
const banner2311: Copy = {
  capture_name: `${PAGES}: LinkedIn Marketing API Versioning, en-us edition`,
  capture_url: 'https://learn.microsoft.com/en-us/linkedin/marketing/versioning',
};
for (const v of ['202308', '202309', '202310', '202311']) {
  out.push(
    linkedin(v, {
      status: 'sunset',
      source_url: LI_VERSIONING,
      source_name: 'LinkedIn Marketing API Versioning (deprecation notice)',
      copy: banner2311,
      label: 'The Marketing Version 202311 (Marketing November 2023) and earlier versions (excluding 202306 and 202307) have been sunset',
      summary: `LinkedIn Marketing API version ${v} (${monthName(v)}) is sunset: the deprecation notice on LinkedIn's Marketing docs reads "The Marketing Version 202311 (Marketing November 2023) and earlier versions (excluding 202306 and 202307) have been sunset". The copy read gives no sunset day for ${v}. Requests sending Linkedin-Version: ${v} must move to a supported monthly version.`,
    }),
  );
}

// 202401: banner on the versioning page (es-es edition, 2024-11 docs).
out.push(
  linkedin('202401', {
    status: 'sunset',
    source_url: LI_VERSIONING,
    source_name: 'LinkedIn Marketing API Versioning (deprecation notice)',
    copy: {
      capture_name: `${PAGES}: LinkedIn Marketing API Versioning, es-es edition of the 2024-11 docs`,
      capture_url: 'https://learn.microsoft.com./es-es/linkedin/marketing/versioning?view=li-lms-2024-11',
    },
    label: 'The Marketing Version 202401 (Marketing January 2024) has been sunset',
    summary:
      'LinkedIn Marketing API version 202401 (January 2024) is sunset: the deprecation notice on LinkedIn\'s versioning page reads "The Marketing Version 202401 (Marketing January 2024) has been sunset". The copy read gives no sunset day. Requests sending Linkedin-Version: 202401 must move to a supported monthly version.',
  }),
);

// 202507 and 202607: see the second pass below (dated rows of the transcription).

// Meta: Graph API v25.0 changelog, Insights (reach and impression metrics removed on all versions when v26.0 ships).
const V25 = 'https://developers.facebook.com/docs/graph-api/changelog/version25.0';
const V26 = 'https://developers.facebook.com/docs/graph-api/changelog/version26.0';
const BLOG26 = 'https://developers.facebook.com/blog/post/2026/07/29/introducing-graph-api-v26-and-marketing-api-v26/';
const meta = (o: Record<string, unknown>) => ({
  platform: 'meta-ads',
  fetched_at: FETCHED,
  first_seen: FETCHED,
  collector: 'curated',
  recorded_by: 'hand',
  observed_via: 'capture',
  ...o,
});
out.push(
  meta({
    title: 'Page and Post Insights reach and impression metrics removed on all versions when Graph API v26.0 ships',
    summary:
      "Graph API v25.0's changelog (released February 18, 2026) announces that when v26.0 is released, page reach, page post reach, video impressions and story impressions metrics are deprecated and return an error on every API version. Page Insights loses page_impressions_unique (use page_total_media_view_unique, and page_media_view for the paid/organic split), page_impressions_paid_unique, page_impressions_viral_unique, page_impressions_nonviral_unique, the page_posts_impressions* family and page_video_views_unique; Post Insights loses post_impressions_unique (use post_total_media_view_unique) and related metrics. Metrics without an alternative stop returning data. v26.0 was released on July 29, 2026 (v26.0 changelog).",
    categories: ['deprecation', 'breaking_change'],
    tags: ['graph-api', 'page-insights', 'post-insights', 'page_impressions_unique', 'v25.0', 'v26.0'],
    published_date: '2026-02-18',
    effective_date: '2026-07-29',
    effective_date_precision: 'day',
    source_url: V25,
    source_name: 'Meta Graph API changelog, Version 25.0 (Insights)',
    capture_name: `${DOCS}: Graph API changelog, Version 25.0`,
    capture_url: V25,
    source_key: sourceKey.entry(V25, '2026-02-18', 'Insights'),
  }),
);
out.push(
  meta({
    title: 'Commerce Order Management API deprecated (blocked on v26.0, removed from all versions October 27, 2026)',
    summary:
      "Graph API v26.0's changelog (released July 29, 2026): because checkout on Facebook and Instagram Shops has been sunset, the Commerce Order Management API is deprecated. Calls on v26.0 and later are blocked from July 29, 2026, and the 47 affected endpoints (GET /{commerce-order-id} and its items, payments, refunds, shipments and cancellations, /{page-id}/commerce_orders, /{commerce-merchant-settings-id}/commerce_orders and commerce_returns, order-item and order details) are removed from all remaining versions on October 27, 2026. No replacement API is available.",
    categories: ['deprecation', 'breaking_change'],
    tags: ['graph-api', 'commerce', 'order-management', 'v26.0'],
    published_date: '2026-07-29',
    effective_date: '2026-10-27',
    effective_date_precision: 'day',
    source_url: V26,
    source_name: 'Meta Graph API changelog, Version 26.0 (Commerce Order Management API)',
    capture_name: `${DOCS}: Graph API changelog, Version 26.0`,
    capture_url: V26,
    source_key: sourceKey.entry(V26, '2026-07-29', 'Commerce Order Management API deprecation'),
  }),
);
const blogCopy = {
  capture_name: `${DOCS}: Meta for Developers blog post "Introducing Graph API v26.0 and Marketing API v26.0", zh_CN edition`,
  capture_url: 'https://developers.facebook.com/blog/post/2026/07/29/introducing-graph-api-v26-and-marketing-api-v26/?locale=zh_CN',
};
out.push(
  meta({
    title: 'Instagram Explore feed placement removed from Marketing API v26.0',
    summary:
      "Meta's v26.0 launch post (July 29, 2026) lists, under Marketing API, that the Instagram Explore feed placement is discontinued from v26.0 (July 29, 2026); developers should remove Explore from their placement configuration. The post gives no date for older versions.",
    categories: ['format_change', 'breaking_change'],
    tags: ['marketing-api', 'placements', 'instagram', 'explore', 'v26.0'],
    published_date: '2026-07-29',
    effective_date: '2026-07-29',
    effective_date_precision: 'day',
    source_url: BLOG26,
    source_name: 'Meta for Developers blog: Introducing Graph API v26.0 and Marketing API v26.0',
    ...blogCopy,
    source_key: sourceKey.entry(BLOG26, '2026-07-29', '市场营销 API - Instagram 探索动态'),
  }),
);
out.push(
  meta({
    title: 'Messenger Stories placement silently dropped from messenger_positions (all versions October 27, 2026)',
    summary:
      "Meta's v26.0 launch post (July 29, 2026) lists, under Marketing API, that from v26.0 calls (July 29, 2026) the story value is silently removed from messenger_positions when an ad set is created or updated; the deprecation applies to all Marketing API versions, including unversioned calls, on October 27, 2026.",
    categories: ['format_change', 'deprecation'],
    tags: ['marketing-api', 'placements', 'messenger', 'messenger_positions', 'v26.0'],
    published_date: '2026-07-29',
    effective_date: '2026-10-27',
    effective_date_precision: 'day',
    source_url: BLOG26,
    source_name: 'Meta for Developers blog: Introducing Graph API v26.0 and Marketing API v26.0',
    ...blogCopy,
    source_key: sourceKey.entry(BLOG26, '2026-07-29', '市场营销 API - Messenger 快拍'),
  }),
);

// Google Ads API v17, from the sunset-dates timetable (zh-tw edition on developers.google.cn): release June 5, 2024,
// sunset June 4, 2025. The blog's reminder (google-ads-0a2193aec0) states the same sunset; it is marked
// superseded_by this record, which also carries the release (one deadline, one live record: rule same-deadline).
const SUNSET_DATES = 'https://developers.google.com/google-ads/api/docs/sunset-dates';
out.push({
  platform: 'google-ads',
  title: 'Google Ads API v17',
  summary:
    "Google's deprecation and sunset timetable lists v17 as released on June 5, 2024, deprecated from Sep/Oct 2024 and sunset on June 4, 2025, the day the Developer Blog's reminder also gives. From that day every v17 request fails; move to a supported major version.",
  categories: ['api_version_sunset'],
  tags: ['google-ads-api', 'sunset', 'v17'],
  published_date: '2024-06-05',
  effective_date: '2025-06-04',
  effective_date_precision: 'day',
  source_url: SUNSET_DATES,
  source_name: 'Google Ads API deprecation and sunset dates',
  fetched_at: FETCHED,
  first_seen: FETCHED,
  collector: 'google-ads-sunset-dates',
  recorded_by: 'hand',
  observed_via: 'capture',
  capture_name: `${PAGES}: Google Ads API deprecation and sunset timetable, zh-tw edition on developers.google.cn`,
  capture_url: 'https://developers.google.cn/google-ads/api/docs/sunset-dates?hl=zh-tw',
  api: 'Google Ads API',
  api_version: 'v17',
  version_status: 'sunset',
  release_date: '2024-06-05',
  source_key: sourceKey.version('google-ads-api', 'v17'),
});

// ---------------------------------------------------------------------------------------------------------------
// Second pass (h/datagl2, read 2026-11-29 between 00:38 and 00:42 UTC): more LinkedIn rows and dates, the corrected
// 202306 record, and Google v21.2, v22.2 and v23.3. FETCHED2 is when these copies were read.
const FETCHED2 = '2026-11-29T00:42:00Z';
const CONTENT = new URL('../../content/changes/', import.meta.url);

/** The committed record with this key, so a date added here keeps its first_seen and its collector. */
function existing(platform: string, key: string): Record<string, unknown> | undefined {
  const file = new URL(`${changeId(platform, key)}.json`, CONTENT);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : undefined;
}
const second = (rec: Record<string, unknown>) => {
  const prev = existing(rec.platform as string, rec.source_key as string);
  return {
    ...rec,
    fetched_at: FETCHED2,
    first_seen: (prev?.first_seen as string | undefined) ?? FETCHED2,
    // A row a collector owns stays its row (the collector and in_source flag are the collector's, not this script's).
    ...(prev && prev.collector !== 'curated' && prev.collector !== rec.collector ? { collector: prev.collector } : {}),
    ...(prev?.in_source !== undefined ? { in_source: prev.in_source } : {}),
  };
};

// The dated transcription of LinkedIn's versioning and migrations pages (supported_versions with sunset days). Its
// dates for 202510, 202511 and 202601-202603 agree with the it-it migrations table (copies/learn.microsoft.com/it-it/
// linkedin/marketing/integrations/migrations) and its 202508 day with the official 202508 notice.
const LIFECYCLE: Copy = {
  observed_via: 'transcription',
  capture_name:
    'api-evangelist/linkedin-ads lifecycle file (a dated structured transcription of the versioning and migrations pages, generated 2026-08-13), supported_versions',
  capture_url: 'https://github.com/api-evangelist/linkedin-ads/blob/8c372d80ddf539b334252a0765a15fa3e29ebfd1/lifecycle/linkedin-ads-lifecycle.yml',
  capture_date: '2026-08-13',
};
const LI_MIGRATIONS = 'https://learn.microsoft.com/en-us/linkedin/marketing/integrations/migrations';
const longDay = (d: string) => new Date(`${d}T00:00:00Z`).toLocaleString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

const dated: Array<[string, string, 'sunset' | 'active']> = [
  ['202504', '2026-04-15', 'sunset'],
  ['202505', '2026-05-15', 'sunset'],
  ['202506', '2026-06-15', 'sunset'],
  ['202507', '2026-07-15', 'sunset'],
  ['202509', '2026-09-15', 'sunset'],
  ['202604', '2027-04-15', 'active'],
  ['202605', '2027-05-15', 'active'],
  ['202606', '2027-06-15', 'active'],
  ['202607', '2027-07-15', 'active'],
];
const notices: Record<string, string> = {
  '202504':
    " LinkedIn's docs (the 202604 view of the Dynamic UTM Tracking page) also carry the notice that Marketing Version 202504 (Marketing April 2025) has been sunset.",
  '202505':
    ' LinkedIn\'s docs (the 202605 view of the Additional Info Fields page) also carry the notice "The Marketing Version 202505 (Marketing May 2025) has been sunset".',
  '202506':
    ' LinkedIn\'s docs (the 202606 view of the Lead Sync overview) also carry the notice "The Marketing Version 202506 (Marketing June 2025) has been sunset".',
  '202507': ' LinkedIn\'s docs also carried the notice "The Marketing Version 202507 (Marketing July 2025) has been sunset".',
};
for (const [v, day, status] of dated) {
  const when = longDay(day);
  out.push(
    second(
      linkedin(v, {
        status,
        sunset: day,
        source_url: LI_MIGRATIONS,
        source_name: 'LinkedIn Marketing API migrations (API Migration Status), as transcribed on August 13, 2026',
        copy: LIFECYCLE,
        summary:
          status === 'sunset'
            ? `LinkedIn Marketing API version ${v} (${monthName(v)}) was sunset on ${when}: a transcription of LinkedIn's versioning and migrations pages taken on August 13, 2026 lists ${v} with the sunset day ${when}.${notices[v] ?? ''} Requests sending Linkedin-Version: ${v} are rejected; send a supported monthly version.`
            : `LinkedIn Marketing API version ${v} (${monthName(v)}), chosen by sending Linkedin-Version: ${v}, is supported until ${when}: a transcription of LinkedIn's versioning and migrations pages taken on August 13, 2026 lists it as active with that sunset day. Plan the move to a newer monthly version before then.`,
      }),
    ),
  );
}

// 202306: the March 2024 list planned June 15, 2024, but in November 2024 the docs' notice still excluded 202306 and
// 202307 from the sunset versions. No copy read states the day either was sunset; the es-es 2024-11 edition's later
// notice ("202401 has been sunset") names no exclusion.
const NOV2024: Copy = {
  capture_name: `${PAGES}: Recent Marketing API Changes, fr-fr edition of November 2024 (li-lms-2023-07 view)`,
  capture_url: 'https://learn.microsoft.com./fr-fr/linkedin/marketing/integrations/recent-changes?view=li-lms-2023-07',
};
out.push(
  second(
    linkedin('202306', {
      status: 'sunset',
      source_url: LI_RECENT,
      source_name: 'LinkedIn Recent Marketing API Changes (deprecation notice, November 2024)',
      copy: NOV2024,
      label: 'The Marketing Version 202311 (Marketing November 2023) and earlier versions (excluding 202306 and 202307) have been sunset',
      summary:
        'LinkedIn Marketing API version 202306 (June 2023) is sunset; the day is not stated. The March 2024 Recent Marketing API Changes listed "202306 - June 15, 2024" among the versions to be sunset, but in November 2024 the notice on the same page still read "The Marketing Version 202311 (Marketing November 2023) and earlier versions (excluding 202306 and 202307) have been sunset", so 202306 outlived that day. A later notice reads "The Marketing Version 202401 (Marketing January 2024) has been sunset" with no exclusion. Requests sending Linkedin-Version: 202306 must move to a supported monthly version.',
    }),
  ),
);
out.push(
  second(
    linkedin('202307', {
      status: 'sunset',
      source_url: LI_RECENT,
      source_name: 'LinkedIn Recent Marketing API Changes (deprecation notice, November 2024)',
      copy: NOV2024,
      label: 'The Marketing Version 202311 (Marketing November 2023) and earlier versions (excluding 202306 and 202307) have been sunset',
      summary:
        'LinkedIn Marketing API version 202307 (July 2023) is sunset; the day is not stated. In November 2024 LinkedIn\'s notice read "The Marketing Version 202311 (Marketing November 2023) and earlier versions (excluding 202306 and 202307) have been sunset", naming 202307 as a version then still served; a later notice reads "The Marketing Version 202401 (Marketing January 2024) has been sunset" with no exclusion, and 202307 is older than every version LinkedIn has since listed as sunset on a day (202407, July 22, 2025). Requests sending Linkedin-Version: 202307 must move to a supported monthly version.',
    }),
  ),
);

// 202402 and 202403: named by the March 2024 recent changes; older than 202407, whose row in the migrations table
// gives July 22, 2025 (copies/_sources/linkedin-migrations-en-us.txt).
const MAR2024: Copy = {
  capture_name: `${PAGES}: Recent Marketing API Changes, March 2024 edition`,
  capture_url: 'https://docs.microsoft.com/en-us/linkedin/marketing/integrations/recent-changes',
};
for (const v of ['202402', '202403']) {
  out.push(
    second(
      linkedin(v, {
        status: 'sunset',
        source_url: LI_RECENT,
        source_name: 'LinkedIn Recent Marketing API Changes (March 2024)',
        copy: MAR2024,
        summary: `LinkedIn Marketing API version ${v} (${monthName(v)}) is sunset; the day is not stated in any copy read. The March 2024 Recent Marketing API Changes names it ("Starting 202403 these API endpoints will be deprecated but you can continue to use 202402 or earlier versions until it is sunset in a year"; "please migrate the latest API version launched today"), and every later version LinkedIn lists with a day, from 202407 (July 22, 2025) on, is already past its sunset. Requests sending Linkedin-Version: ${v} must move to a supported monthly version.`,
      }),
    ),
  );
}

// 202406: a row of the migrations table whose copy ends before its day.
out.push(
  second(
    linkedin('202406', {
      status: 'sunset',
      source_url: LI_MIGRATIONS,
      source_name: 'LinkedIn Marketing API migrations (sunset dates table)',
      copy: {
        capture_name: "a stored text of the official page's en-us edition: LinkedIn Marketing API migrations",
        capture_url: LI_MIGRATIONS,
      },
      summary:
        'LinkedIn Marketing API version 202406 (June 2024) is sunset; its day is not in the copy read. LinkedIn\'s migrations table (the edition whose notice reads "The Marketing Version 202411 (Marketing November 2024) has been sunset") has a row "Developers using LinkedIn Marketing APIs version 202406", listed below 202407, which was sunset on July 22, 2025; the copy ends before the row\'s date. Requests sending Linkedin-Version: 202406 must move to a supported monthly version.',
    }),
  ),
);

// Google Ads API v21.2, v22.2 and v23.3: named by Google's own Perl client library (Changes, 32.2.0 of 2026-06-24).
// A minor version is served on its major version's endpoint, so it shares the major's sunset (v21: August 5, 2026,
// v22: October 7, 2026, both from the Developer Blog's sunset reminders; v23: February 2027 in the timetable).
const PERL: Copy = {
  capture_name:
    "a stored text of the Changes file of Google's Perl client library for the Google Ads API, Google-Ads-GoogleAds-Client 32.2.0 (googleads/google-ads-perl on CPAN)",
  capture_url: 'https://metacpan.org/release/CHEVALIER/Google-Ads-GoogleAds-Client-32.2.0/changes',
  capture_date: '2026-06-24',
};
const minors: Array<[string, string, string, 'day' | 'month', 'sunset' | 'active', string]> = [
  ['v21.2', 'v21', '2026-08-05', 'day', 'sunset', "August 5, 2026 (the Developer Blog's v21 sunset reminder)"],
  ['v22.2', 'v22', '2026-10-07', 'day', 'sunset', "October 7, 2026 (the Developer Blog's v22 sunset reminder)"],
  ['v23.3', 'v23', '2027-02', 'month', 'active', 'February 2027 (the deprecation and sunset timetable)'],
];
for (const [v, major, eff, precision, status, sunsetText] of minors) {
  out.push(
    second({
      platform: 'google-ads',
      title: `Google Ads API ${v}`,
      summary: `Minor release ${v} of the Google Ads API carries Multi-Party Authentication (MPA) and EU AI Act-related changes: Google's own Perl client library added support for "Google Ads API v21_2, v22_2, and v23_3" in its release of June 24, 2026. The API's own release day is not stated in the copy read. A minor version is served on its major version's endpoint, so ${v} shares the sunset of ${major}: ${sunsetText}.${status === 'sunset' ? ` From that day every ${major} request fails; move to a supported major version.` : ''}`,
      categories: ['api_version_sunset'],
      tags: ['google-ads-api', 'sunset', major, v.replace('.', '-')],
      published_date: null,
      effective_date: eff,
      effective_date_precision: precision,
      source_url: 'https://github.com/googleads/google-ads-perl/blob/main/Changes',
      source_name: 'Google Ads API client library for Perl (googleads/google-ads-perl), Changes, 32.2.0',
      fetched_at: FETCHED2,
      first_seen: FETCHED2,
      collector: 'curated',
      recorded_by: 'hand',
      observed_via: PERL.observed_via ?? 'capture',
      capture_name: PERL.capture_name,
      capture_url: PERL.capture_url,
      capture_date: PERL.capture_date,
      api: 'Google Ads API',
      api_version: v,
      version_status: status,
      // v23's sunset month is the timetable's tentative one, and a minor shares its major's sunset.
      ...(major === 'v23' ? { tentative: true } : {}),
      source_key: sourceKey.version('google-ads-api', v),
    }),
  );
}

// last_verified: the copy's own date, else its day in the copies manifest, else the day it was read (src/model/last-verified.ts).
const copyDays = copyDaysOf(JSON.parse(readFileSync(new URL('../../copies/provenance.json', import.meta.url), 'utf8')));
for (const r of out) (r as Record<string, unknown>).last_verified ??= lastVerifiedOf(r as Parameters<typeof lastVerifiedOf>[0], copyDays);

process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
