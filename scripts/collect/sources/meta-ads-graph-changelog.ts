/**
 * Meta Graph API versions: the Graph API changelog table (Version / Date
 * Introduced / Available Until), one record per version. The old docs
 * address redirects to the newer documentation tree; the record links the
 * page the redirect ends on.
 */
import { sourceKey } from '../../../src/lib/ids.ts';
import { normalizeDate } from '../lib/dates.ts';
import { htmlOutline } from '../lib/html.ts';
import { findTable, pick } from '../lib/outline.ts';
import { rowText, versionItem } from '../lib/records.ts';
import type { ChangeCollector, ChangeItem } from '../lib/types.ts';

const PAGE = 'https://developers.facebook.com/docs/graph-api/changelog';
const COLUMNS = ['Version', 'Date Introduced', 'Available Until'];

export function parseGraphChangelog(body: string, finalUrl: string): ChangeItem[] {
  const page = new URL(finalUrl);
  page.search = '';
  const table = findTable(htmlOutline(body), COLUMNS, 'version table');
  return table.rows.map((row) => {
    const cells = pick(row, table.columns).map((c) => c.text) as [string, string, string];
    const [version, introduced, until] = cells;
    return versionItem({
      key: sourceKey.version('meta-graph-api', version),
      api: 'meta-graph-api',
      apiName: 'Meta Graph API',
      version,
      source_url: page.toString(),
      source_name: 'Meta Graph API changelog',
      release: normalizeDate(introduced),
      deprecation: null,
      sunset: normalizeDate(until),
      text: rowText(COLUMNS, cells),
      tags: ['graph-api', 'versioning', version.toLowerCase()],
    });
  });
}

const collector: ChangeCollector = {
  id: 'meta-ads-graph-changelog',
  name: 'Meta Graph API changelog',
  kind: 'changes',
  platform: 'meta-ads',
  urls: [PAGE],
  version: 1,
  async collect(ctx) {
    return (await ctx.page(`${PAGE}?locale=en_US`, parseGraphChangelog, { sourceUrl: PAGE })) ?? [];
  },
};
export default collector;
