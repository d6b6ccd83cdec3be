/**
 * h/hsascope: the summaries of three Amazon deprecation records name every path their official row lists, now that
 * the deprecations collector reads a row's method-less specific paths as the operations it retires (`endpoints`,
 * src/collect/lib/endpoints.ts) and the `endpoints` lint rule asks each path to be written in the title or summary.
 * Facts unchanged (the row's paths and shut-off day, copies/_sources/amazon-deprecations.md); only the wording.
 * Prints the records for `npm run add-records -- changes <file> --replace` (rerunnable: it rewrites the same files):
 *
 *   node scripts/hand/hsa-scope-summaries.ts > /tmp/hsa-scope-summaries.json
 *   npm run add-records -- changes /tmp/hsa-scope-summaries.json --replace
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../src/build/repo-root.ts';

const SP_V2 = [
  'campaigns',
  'adGroups',
  'keywords',
  'negativeKeywords',
  'campaignNegativeKeywords',
  'productAds',
  'targets',
  'negativeTargets',
  'campaignNegativeTargets',
];
const list = (items: readonly string[]): string => `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

const SUMMARIES: Record<string, string> = {
  'amazon-ads-1cd782cb94':
    'The Sponsored Brands v2 snapshot endpoints /v2/hsa/{recordType}/snapshot, /v2/hsa/snapshots/{snapshotId} and /v2/hsa/snapshots/{snapshotId}/download were shut off on December 15, 2024. Use the exports API to retrieve Sponsored Brands entities.',
  'amazon-ads-a1541ad366':
    'The Sponsored Products v2 snapshot endpoints /v2/sp/{recordType}/snapshot (request), /v2/sp/snapshots/{snapshotId} (status) and /v2/sp/snapshots/{snapshotId}/download (download) were shut off on December 15, 2024. Replace them with the asynchronous exports endpoints; Amazon publishes a snapshots-to-exports migration guide.',
  'amazon-ads-7a05b8b474': `All Sponsored Products v2 campaign management endpoints were shut off on June 30, 2023: ${list(SP_V2.map((r) => `/v2/sp/${r}/ with /v2/sp/${r}/extended/`))}. Migrate to the Sponsored Products v3 API.`,
};

const out = Object.entries(SUMMARIES).map(([id, summary]) => {
  const { id: _id, ...rec } = JSON.parse(readFileSync(join(ROOT, 'content', 'changes', `${id}.json`), 'utf8')) as Record<string, unknown>;
  return { ...rec, summary };
});
console.log(JSON.stringify(out, null, 2));
