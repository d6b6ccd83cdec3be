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
import { sourceKey } from '../../src/model/ids.ts';

const FETCHED = '2026-11-29T00:26:00Z';
const LI_API = 'LinkedIn Marketing API';
const LI_VERSIONING = 'https://learn.microsoft.com/en-us/linkedin/marketing/versioning';
const LI_RECENT = 'https://learn.microsoft.com/en-us/linkedin/marketing/integrations/recent-changes';
const PAGES = "the search tool's stored text of the official page (pages corpus)";
const DOCS = "the search tool's stored text of the official page (docs corpus)";

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
    categories: [o.status === 'sunset' ? 'api_version_sunset' : 'announcement'],
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

// 202306: the March 2024 recent-changes breaking-change list.
out.push(
  linkedin('202306', {
    status: 'sunset',
    sunset: '2024-06-15',
    source_url: LI_RECENT,
    source_name: 'LinkedIn Recent Marketing API Changes (March 2024, Breaking Changes)',
    copy: {
      capture_name: `${PAGES}: Recent Marketing API Changes, March 2024 edition`,
      capture_url: 'https://docs.microsoft.com/en-us/linkedin/marketing/integrations/recent-changes',
    },
    summary:
      'LinkedIn Marketing API version 202306 (June 2023) was sunset on June 15, 2024: the March 2024 section of Recent Marketing API Changes lists "202306 - June 15, 2024" among the monthly versions to be sunset and removed from the platform. Requests sending Linkedin-Version: 202306 are rejected; send a supported monthly version.',
  }),
);

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

// 202507: the banner, as transcribed (dated) from the versioning page.
out.push(
  linkedin('202507', {
    status: 'sunset',
    source_url: LI_VERSIONING,
    source_name: 'LinkedIn Marketing API Versioning (deprecation notice)',
    copy: {
      observed_via: 'transcription',
      capture_name: 'api-evangelist/linkedin lifecycle file (a dated structured transcription of the versioning page, generated 2026-06-20)',
      capture_url: 'https://raw.githubusercontent.com/api-evangelist/linkedin/refs/heads/main/lifecycle/linkedin-lifecycle.yml',
      capture_date: '2026-06-20',
    },
    label: 'The Marketing Version 202507 (Marketing July 2025) has been sunset',
    summary:
      'LinkedIn Marketing API version 202507 (July 2025) is sunset: LinkedIn\'s Marketing docs carried the notice "The Marketing Version 202507 (Marketing July 2025) has been sunset" (as transcribed from the versioning page on June 20, 2026). No sunset day is stated in the copy. Requests sending Linkedin-Version: 202507 must move to a supported monthly version.',
  }),
);

// 202607: the versioning page's Latest Version, as transcribed (dated).
out.push(
  linkedin('202607', {
    status: 'active',
    source_url: LI_VERSIONING,
    source_name: 'LinkedIn Marketing API Versioning (Latest Version)',
    copy: {
      observed_via: 'transcription',
      capture_name: 'api-evangelist/linkedin-ads lifecycle file (a dated structured transcription of the versioning page, generated 2026-08-13)',
      capture_url: 'https://raw.githubusercontent.com/api-evangelist/linkedin-ads/refs/heads/main/lifecycle/linkedin-ads-lifecycle.yml',
      capture_date: '2026-08-13',
    },
    summary:
      "LinkedIn Marketing API version 202607 (July 2026), chosen by sending Linkedin-Version: 202607. A transcription of LinkedIn's versioning page taken on August 13, 2026 gives it as the current version (July 2026); LinkedIn supports each monthly version for at least one year, and no sunset date was stated in the copy read.",
  }),
);

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

process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
