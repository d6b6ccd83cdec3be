/**
 * Issue 28, seventh pass (h/verify5): unverified hand records whose every stated fact is on a copy found again, kept
 * in copies/_sources/ (copies/provenance.json). Prints the records for `npm run add-records -- changes <file> --replace`
 * (rerunnable: it rewrites the same files):
 *
 *   node scripts/hand/issue-28-verify5.ts > /tmp/issue-28-verify5.json
 *   npm run add-records -- changes /tmp/issue-28-verify5.json --replace
 *
 * Facts unchanged, except one correction the copies state (linkedin-ads-92a6ac6c34, below). A record is listed only
 * after its title, dates and every fact of its summary were read on the copy it names.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../src/build/repo-root.ts';
import { copyDaysOf, lastVerifiedOf } from '../../src/model/last-verified.ts';

/** When these copies were read for the records (2026-11-29, between 09:48 and 09:50 UTC). */
const READ = '2026-11-29T09:50:00Z';
/** When the deprecations page's September 2026 edition was read. */
const READ_DEPRECATIONS = '2026-11-29T09:53:00Z';
/** When LinkedIn's August 2026 edition was read. */
const READ2 = '2026-11-29T09:54:00Z';
/** When the third batch was read (Meta's auto-upgrade post). */
const READ3 = '2026-11-29T09:56:00Z';
/** When the fourth batch was read (Meta's Advantage detailed targeting post). */
const READ4 = '2026-11-29T09:57:00Z';

const changeFile = (id: string) => join(ROOT, 'content', 'changes', `${id}.json`);
const provenance = JSON.parse(readFileSync(join(ROOT, 'copies', 'provenance.json'), 'utf8')) as {
  copy_url: string;
  copy_name: string;
  seen_on: string | null;
}[];
/** The capture fields of the kept copy at this address (its own day, when it has one). */
function copyAt(url: string): { capture_name: string; capture_url: string; capture_date?: string } {
  const at = provenance.filter((c) => c.copy_url === url);
  if (at.length !== 1) throw new Error(`${at.length} copies at ${url} in copies/provenance.json`);
  const e = at[0]!;
  return { capture_name: e.copy_name, capture_url: e.copy_url, ...(e.seen_on ? { capture_date: e.seen_on } : {}) };
}
/** The committed record, without the fields this pass rewrites; it must be unverified or already name this copy (a rerun). */
function committed(id: string, url: string): Record<string, unknown> {
  const { id: _id, verification, last_verified: _l, capture_date: _d, ...rec } = JSON.parse(readFileSync(changeFile(id), 'utf8')) as Record<string, unknown>;
  if (verification !== 'unverified' && rec.capture_url !== url) throw new Error(`${id} already names another copy`);
  return rec;
}

const LI_2026_08 = 'https://learn.microsoft.com/en-ca/linkedin/marketing/integrations/recent-changes';

const NAMED: [string, string, string?][] = [
  // Google Ads policy update, Estonian edition: the Editorial policies updated and reorganised for clarity and
  // readability, no change in enforcement scope, a warning at least seven days before any suspension (posted 20 May 2024).
  ['google-ads-96b5d29e8c', 'https://support.google.com/adspolicy/answer/14848604?hl=et&ref_topic=29265'],
  // Google Ads policy update, Japanese edition (October 2019): in November 2019 the Enabling dishonest behaviour policy
  // adds selling numbers that mimic national identification numbers (credit privacy numbers) and services brokering
  // authorised-user credit lines.
  ['google-ads-7536ae5c0c', 'https://support.google.com/adspolicy/answer/9514390?hl=ja&ref_topic=7330871'],
  // LinkedIn Recent Marketing API Changes, en-ca edition with 202608 the latest version (August 2026): the Matched
  // Audiences API open to all qualified developers; DMP Segments capped at 1,000 per ad account (429
  // SEGMENT_LIMIT_EXCEEDED, all versions); from 202608, ad account-level dynamic UTM tracking parameters on /adTrackingParameters.
  ['linkedin-ads-8fe393c09d', LI_2026_08, READ2],
  ['linkedin-ads-5f03e0aeac', LI_2026_08, READ2],
  ['linkedin-ads-06e6b4b8dc', LI_2026_08, READ2],
  // Meta for Developers blog, April 16, 2024: from May 2024 (v17.0 deprecated May 14, 2024), calls to a deprecated
  // Marketing API version are upgraded when the endpoint is unaffected, instead of failing with error #2635.
  ['meta-ads-43bf6f826b', 'https://developers.facebook.com/blog/post/2024/04/16/upcoming-change-in-marketing-api-version-deprecation', READ3],
  // Meta for Developers blog, January 23, 2024 (ja_JP edition): Advantage detailed targeting for all objectives from
  // January 23, 2024 (V19), opt-in, default-on for leads, always on for link clicks and landing page views; code by April 22, 2024.
  [
    'meta-ads-d961f4d02d',
    'https://developers.facebook.com/blog/post/2024/01/23/expanding-the-availability-of-advantage-detailed-targeting/?locale=ja_JP',
    READ4,
  ],
  // Snap Values, 30 June 2021 (en-GB edition): opting out of alcohol and political ad topics (gambling to follow),
  // Report Ad, Hide Ad, Ad Preferences for ads based on information from other websites and services.
  // Google Ads API feature deprecations page, an edition of September 2026 or later: January 2026, the creation of new
  // call-only ads (CallAdInfo) no longer supported; existing ones stop serving in February 2027; use responsive search ads
  // with call assets.
  ['google-ads-febc345c9f', 'https://developers.google.com/google-ads/api/docs/deprecations?authuser=365', READ_DEPRECATIONS],
  ['snapchat-ads-d0e6ceb28d', 'https://values.snap.com/news/providing-more-ad-choices-and-controls-for-our-community?lang=en-GB'],
];

const out: Record<string, unknown>[] = [];
for (const [id, url, readAt = READ] of NAMED) out.push({ ...committed(id, url), fetched_at: readAt, ...copyAt(url) });

// LinkedIn Lead Sync API migration guide (linkedin-ads-92a6ac6c34). The record gave December 16, 2024, the day the
// guide's 2024 editions list for every legacy endpoint (the en-gb edition of view=li-lms-2024-07, kept); the guide's
// later editions list July 31, 2025 for the same endpoints: the es-es edition (English text, view=li-lms-2025-01, its
// notice naming 202406 as sunset) for every row its stored text holds, and the en-us edition of view=li-lms-2026-05 for
// /adFormQuestions (its stored text ends after that row). The record now gives the newer day and says the guide moved
// it; the endpoints, permissions, last supported version and the new endpoints are unchanged (the new endpoints and
// the earlier day are read on the en-gb edition, whose text goes on to the new-endpoints table).
{
  const es = copyAt('https://learn.microsoft.com/es-es/linkedin/marketing/lead-sync/lead-sync-api-migration-guide?view=li-lms-2025-01');
  const rec = committed('linkedin-ads-92a6ac6c34', es.capture_url);
  if (rec.effective_date !== '2024-12-16' && rec.effective_date !== '2025-07-31')
    throw new Error(`linkedin-ads-92a6ac6c34 now says ${String(rec.effective_date)}`);
  out.push({
    ...rec,
    summary:
      'Ads and event lead-gen endpoints such as /adForms, /adFormResponses, /adFormQuestions, /leadNotificationUrls and /eventFormResponses (r_ads_leadgen_automation / r_events_leadgen_automation) were last supported in 202307 and stopped working on July 31, 2025; the guide had first given December 16, 2024. Use /leadForms and /leadFormResponses with r_marketing_leadgen_automation from the Lead Sync API.',
    effective_date: '2025-07-31',
    effective_date_precision: 'day',
    fetched_at: READ,
    ...es,
    capture_name: `${es.capture_name}; the new endpoints and the earlier day (December 16, 2024) are read on the en-gb edition of view=li-lms-2024-07, kept too`,
  });
}

// last_verified: the copy's own date, else its day in the copies manifest, else the day it was read (src/model/last-verified.ts).
const copyDays = copyDaysOf(provenance);
for (const r of out) r.last_verified ??= lastVerifiedOf(r as unknown as Parameters<typeof lastVerifiedOf>[0], copyDays);

process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
