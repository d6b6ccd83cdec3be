/**
 * Changes made in a version that were recorded without saying so (no `version_change`), so the migration path
 * to a newer version left them out: Meta Marketing API v21.0 → v27.0 said "v23.0: 0 breaking changes" while the
 * v23.0 changelog's Advantage+ audience default was on the site. Each record below already names, in its own
 * title, summary and official source, the version its change is made in; this script only adds `api`,
 * `api_version` and `version_change` (facts, dates and copies unchanged). Prints the records for
 * `npm run add-records -- changes <file> --replace` (rerunnable: it rewrites the same files):
 *
 *   node scripts/hand/version-changes.ts > /tmp/version-changes.json
 *   npm run add-records -- changes /tmp/version-changes.json --replace
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../src/build/repo-root.ts';

/** Record id → the family and version its change is made in, with where the record says so. */
const IN_VERSION: Readonly<Record<string, { api: string; api_version: string; why: string }>> = {
  // source_url is the Marketing API v23.0 changelog; title "(v23.0+)", summary "From v23.0, newly created ad sets …".
  'meta-ads-c6c6ffd17d': { api: 'Marketing API', api_version: 'v23.0', why: 'the v23.0 changelog lists it' },
  // Meta's v22.0 post: "Starting with v22.0 (January 21, 2025) the Standard Enhancements bundle is no longer available".
  'meta-ads-09ed6cc82c': { api: 'Marketing API', api_version: 'v22.0', why: 'removed starting with v22.0' },
  // Meta's v17 launch post: "v17.0 deprecates the ad_strategy_id and ad_strategy_group_id fields".
  'meta-ads-bb1e7a05bd': { api: 'Marketing API', api_version: 'v17.0', why: 'v17.0 deprecates the fields' },
  // source_url is the Marketing API v20.0 changelog: "From v20.0 (all versions on August 19, 2024) frequency_control_specs …".
  'meta-ads-032476b94c': { api: 'Marketing API', api_version: 'v20.0', why: 'the v20.0 changelog lists it' },
  // source_url is the Marketing API v20.0 changelog: "From v20.0, and for all versions from August 19, 2024, optimization_goal=impressions …".
  'meta-ads-c7b898ffbc': { api: 'Marketing API', api_version: 'v20.0', why: 'the v20.0 changelog lists it' },
  // source_url is the Graph API v17.0 changelog: "Starting with v17.0 the Offline Conversions API no longer supports offline events".
  'meta-ads-22b0ae2868': { api: 'Graph API', api_version: 'v17.0', why: 'the Graph API v17.0 changelog lists it' },
  // X's versioning page, the v5 entry (X writes its versions 5.0, 6.0 in the version table).
  'x-ads-0cb0c9fa9a': { api: 'Ads API', api_version: '5.0', why: 'the versioning page lists it under v5' },
  // X's versioning page, the v6 entry.
  'x-ads-ef14e2f597': { api: 'Ads API', api_version: '6.0', why: 'the versioning page lists it under v6' },
};

const out = Object.entries(IN_VERSION).map(([id, v]) => {
  const { id: _id, ...record } = JSON.parse(readFileSync(join(ROOT, 'content', 'changes', `${id}.json`), 'utf8')) as Record<string, unknown>;
  return { ...record, api: v.api, api_version: v.api_version, version_change: true };
});
console.log(JSON.stringify(out, null, 2));
