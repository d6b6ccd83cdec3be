/**
 * Issue 28 (h/verify3): hand records whose every stated fact (dates and what changes) is on a copy kept in copies/,
 * so they name it and are no longer unverified. Facts unchanged. Prints the records for
 * `npm run add-records -- changes <file> --replace` (rerunnable: it rewrites the same files):
 *
 *   node scripts/hand/issue-28-copies3.ts > /tmp/issue-28-copies3.json
 *   npm run add-records -- changes /tmp/issue-28-copies3.json --replace
 *
 * A record is listed here only after its summary, dates and title were read against the copy's text; records whose
 * summaries say more than a copy's stored text (which often ends mid-page) stay unverified.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../src/build/repo-root.ts';
import { copyDaysOf, lastVerifiedOf } from '../../src/model/last-verified.ts';

/** When these copies were read for the records. */
const READ = '2026-11-29T07:17:00Z';
/** When the second batch was read. */
const READ2 = '2026-11-29T07:18:00Z';
const FB = 'https://developers.facebook.com/';
/** When the third batch was read. */
const READ3 = '2026-11-29T07:20:00Z';
const GB = 'https://developers.google.com/ads/blog/posts/';
/** When the fourth batch was read. */
const READ4 = '2026-11-29T07:24:00Z';
/** When the fifth batch was read. */
const READ5 = '2026-11-29T07:27:00Z';
/** When the sixth batch was read. */
const READ6 = '2026-11-29T07:28:00Z';
/** When the seventh batch was read. */
const READ7 = '2026-11-29T07:29:00Z';
/** When the eighth batch was read. */
const READ8 = '2026-11-29T07:30:00Z';
const LI_2020 = 'https://learn.microsoft.com./fr-fr/linkedin/marketing/integrations/archived-recent-changes/2020/marketing-api-changes?view=li-lms-2023-07';
const LI_2024_01 = 'https://rp.liu233w.com:443/https/www.linkedin.com/developers/news/api-changes/january-2024-newsletter';
const SNAP = 'https://developers.snap.com/api/marketing-api/Ads-API/announcements';
const SNAP_2025_10 = 'a stored text of the official page, October 2025 edition';
const changeFile = (id: string) => join(ROOT, 'content', 'changes', `${id}.json`);
const provenance = JSON.parse(readFileSync(join(ROOT, 'copies', 'provenance.json'), 'utf8')) as {
  copy_url: string;
  copy_name: string;
  seen_on: string | null;
}[];
/** The capture fields of the kept copy at this address (its own day, when it has one). */
function copyAt(url: string, name?: string): { capture_name: string; capture_url: string; capture_date?: string } {
  // Two copies may be kept of one address (told apart by name): then the name says which.
  const at = provenance.filter((c) => c.copy_url === url && (name === undefined || c.copy_name === name));
  if (at.length !== 1) throw new Error(`${at.length} copies at ${url}${name ? ` named ${name}` : ''} in copies/provenance.json`);
  const e = at[0]!;
  return { capture_name: e.copy_name, capture_url: e.copy_url, ...(e.seen_on ? { capture_date: e.seen_on } : {}) };
}

const NAMED: [string, string, string?, string?][] = [
  // X Ads API v5 (February 28, 2019): account_media POST and non-media app cards deprecated, cards/all with card_uris,
  // draft_only -> with_draft; and v6 (August 28, 2019): Scoped Timeline deprecated, parameter and attribute renames.
  // Both in the versioning page's MDX source kept for the x-ads-versioning collector.
  ['x-ads-0cb0c9fa9a', 'https://github.com/xdevplatform/docs/blob/287132819074964da9c1c410ba02df5a06c932d3/x-ads-api/fundamentals/versioning.mdx'],
  ['x-ads-ef14e2f597', 'https://github.com/xdevplatform/docs/blob/287132819074964da9c1c410ba02df5a06c932d3/x-ads-api/fundamentals/versioning.mdx'],
  // Meta 2026 out-of-cycle changes, May 8, 2026 entry: breakdowns needing opt-in from August 3, 2026.
  ['meta-ads-e9b84e5224', 'https://developers.facebook.com/documentation/ads-commerce/marketing-api/out-of-cycle-changes/occ-2026'],
  // Meta 2025 out-of-cycle changes, October 28, 2025 entry: Advantage+ catalog ads for Threads (images and carousels).
  ['meta-ads-bdefa44017', 'https://developers.facebook.com/documentation/ads-commerce/marketing-api/out-of-cycle-changes/occ-2025'],
  // Meta blog, January 17, 2025: Standard Enhancements bundle deprecated from v22.0 (January 21, 2025).
  ['meta-ads-09ed6cc82c', 'https://developers.facebook.com/blog/post/2025/01/17/marketing-api-v22-impacts-to-advantage-plus-creative-enhancements/'],
  // Meta blog, August 2024: 100+ unique metrics deprecated on October 30, 2024.
  ['meta-ads-8b3b94a04c', 'https://developers.facebook.com/blog/post/2024/08/07/ads-insights-api-unique-metric-updates/?locale=fr_FR'],
  // Meta Marketing API v20.0 changelog ("Updated: Jan 31, 2025"): frequency_control_specs only for REACH and THRUPLAY,
  // and optimization_goal=impressions refused with POST_ENGAGEMENT or ON_POST, both for all versions on August 19, 2024.
  ['meta-ads-032476b94c', `${FB}documentation/ads-commerce/marketing-api/marketing-api-changelog/version20.0`, READ2],
  ['meta-ads-c7b898ffbc', `${FB}documentation/ads-commerce/marketing-api/marketing-api-changelog/version20.0`, READ2],
  // Meta blog, February 13, 2026: remaining ASC and AAC campaigns paused with v26.0 (estimated September 2026).
  ['meta-ads-56d191d921', `${FB}blog/post/2026/02/13/asc-and-aac-deprecation-mapi-v25/`, READ2],
  // Meta blog, May 23, 2023: ad_strategy_id and ad_strategy_group_id deprecated with v17.0.
  ['meta-ads-bb1e7a05bd', `${FB}blog/post/2023/05/23/introducing-facebook-graph-and-marketing-api-v17/`, READ2],
  // Meta Marketing API changelog ("Updated: May 21, 2026"), 05/04/2026: Marketing API Access Tier.
  ['meta-ads-40e4824001', `${FB}documentation/ads-commerce/marketing-api/marketing-api-changelog`, READ2],
  // Graph API v17.0 changelog ("Updated: May 21, 2024"), at the page's current address: Offline Conversions API.
  ['meta-ads-22b0ae2868', `${FB}documentation/development/graph-api/changelog/version17.0`, READ2],
  // Meta 2024 out-of-cycle changes (Markdown twin), December 13, 2024: Special Ad Category customer list audiences.
  ['meta-ads-551c4738dc', `${FB}documentation/ads-commerce/marketing-api/out-of-cycle-changes/occ-2024.md`, READ2],
  // Google Ads Developer Blog posts: Customer Match (March 4, 2026; April 1, 2026), offline click conversions (May 15,
  // 2026; June 15, 2026), EU political ads account-level enforcement (February 26, 2026; April 1, 2026).
  ['google-ads-04f878a145', `${GB}2026/03/changes-to-customer-match-support-in`, READ3],
  ['google-ads-89d34c47ac', `${GB}2026/05/changes-to-offline-click-conversion`, READ3],
  ['google-ads-1ec6004f67', `${GB}2026/02/additional-changes-for-supporting`, READ3],
  // LinkedIn recent changes, January 2026 edition (202601 latest): event and video watch-time metrics.
  ['linkedin-ads-8337ec6012', 'https://learn.microsoft.com/en-us/linkedin/marketing/integrations/recent-changes', READ3],
  // Snap's announcements, October 2025 edition (kept apart from the March 2025 copy the collector reads at the same
  // address by its name): CHAT_FEED enforced from 27 November 2025; the eligibility changes released 23 September 2025.
  ['snapchat-ads-f71cb0adf8', SNAP, READ3, SNAP_2025_10],
  ['snapchat-ads-9d6b7421a3', SNAP, READ3, SNAP_2025_10],
  // Meta Marketing API v23.0 changelog ("Updated: Jan 15, 2026"): new ad sets default to Advantage+ audience.
  ['meta-ads-c6c6ffd17d', `${FB}documentation/ads-commerce/marketing-api/marketing-api-changelog/version23.0`, READ4],
  // LinkedIn's January 2024 developer newsletter, through a mirror (the only stored text of it): cursor pagination by
  // May 31, 2024; ad previews sunset before 202311 on February 29, 2024; approximateMemberReach from January 2024.
  ['linkedin-ads-9c76ab9a5f', LI_2024_01, READ4],
  ['linkedin-ads-c598a50e3d', LI_2024_01, READ4],
  ['linkedin-ads-302be67b31', LI_2024_01, READ4],
  // Bing Ads API Blog, January 24, 2017, at its original MSDN address: monthly budgets converted to daily by April 30, 2017.
  ['microsoft-ads-2eba2e91ee', 'https://blogs.msdn.microsoft.com/bing_ads_api/2017/01/24/migrating-monthly-to-daily-budgets/', READ4],
  // Google Ads policy updates (Help Center, translated editions): ads paused for users in Russia (posted March 3, 2022);
  // Abusing the ad network and Search spam manual actions (December 2024, posted December 23, 2024).
  ['google-ads-b34dc85e85', 'https://support.google.com/adspolicy/answer/11940285?hl=sv&ref_topic=29265', READ5],
  ['google-ads-d18ef7ff02', 'https://support.google.com/adspolicy/answer/15756612?hl=cs&ref_topic=29265', READ5],
  // Google Ads policy updates: About our policies, harm to users, employees or the ecosystem (21 February 2023, posted
  // December 2022); advertiser identity verification in 11 more countries (28 July 2021, Finnish edition).
  ['google-ads-f23baf159e', 'https://support.google.com/adspolicy/answer/13041699?hl=en-AU&ref_topic=29265', READ6],
  ['google-ads-46203191f4', 'https://support.google.com/adspolicy/answer/10921093?hl=fi&ref_topic=7330871', READ6],
  // Google Ads policy update of 28 July 2020 (en-AU edition): user-protection policies say how severe violations are.
  ['google-ads-58382b209e', 'https://support.google.com/adspolicy/answer/9841294?hl=en-AU&ref_topic=29265', READ6],
  // Snap's political advertising policies: the 2018 text (effective 13 August 2018) and the 2019 Political & Advocacy
  // text (effective 15 May 2019, ml-IN edition in English).
  ['snapchat-ads-7d828f13dd', 'https://www.snap.com/en-GB/ad-policies/political/', READ7],
  ['snapchat-ads-eb4472e499', 'https://snap.com/ad-policies/political?lang=ml-IN', READ7],
  // Snap Values, July 24, 2023: EU and UK advertising changes from August 14, 2023.
  ['snapchat-ads-8633da2f62', 'https://values.snap.com/news/updating-our-advertising-in-europe-and-uk-2023', READ8],
  // LinkedIn's September 2021 newsletter through a mirror: Text Ads top rail removed from December 15, 2021.
  ['linkedin-ads-0d44f59496', 'https://rp.liu233w.com:443/https/www.linkedin.com/developers/news/api-changes/september2021-newsletter', READ8],
  // LinkedIn's archived 2020 changes (fr-fr edition, English text): Message/Conversation Ads from July 5, 2021; 14
  // more ad account currencies from February 24, 2021.
  ['linkedin-ads-1fdddc8a71', LI_2020, READ8],
  ['linkedin-ads-c9d8a9cc79', LI_2020, READ8],
];

const out: Record<string, unknown>[] = [];
for (const [id, url, readAt = READ, name] of NAMED) {
  const {
    id: _id,
    verification: _v,
    last_verified: _l,
    capture_date: _d,
    ...rec
  } = JSON.parse(readFileSync(changeFile(id), 'utf8')) as Record<string, unknown>;
  if (_v !== 'unverified' && rec.capture_url !== url) throw new Error(`${id} already names another copy`);
  out.push({ ...rec, fetched_at: readAt, ...copyAt(url, name) });
}

// last_verified: the copy's own date, else its day in the copies manifest, else the day it was read (src/model/last-verified.ts).
const copyDays = copyDaysOf(provenance);
for (const r of out) r.last_verified ??= lastVerifiedOf(r as unknown as Parameters<typeof lastVerifiedOf>[0], copyDays);

process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
