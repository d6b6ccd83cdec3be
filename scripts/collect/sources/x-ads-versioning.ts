/** X Ads API versions: the Markdown twin of the versioning page, one record per version row. */
import { sourceKey } from '../../../src/lib/ids.ts';
import { normalizeDate } from '../lib/dates.ts';
import { markdownOutline } from '../lib/markdown.ts';
import { findTable, pick } from '../lib/outline.ts';
import { rowText, versionItem } from '../lib/records.ts';
import type { ChangeCollector, ChangeItem } from '../lib/types.ts';

const PAGE = 'https://docs.x.com/x-ads-api/fundamentals/versioning';
const COLUMNS = ['Version', 'Path', 'Introduction Date', 'Deprecated Date', 'End of Life Date'];

export function parseXVersions(body: string): ChangeItem[] {
  const table = findTable(markdownOutline(body), COLUMNS, 'version table');
  return table.rows.map((row) => {
    const [version, path, intro, deprecated, eol] = pick(row, table.columns).map((c) => c.text) as [string, string, string, string, string];
    return versionItem({
      key: sourceKey.version('x-ads-api', version),
      api: 'x-ads-api',
      apiName: 'X Ads API',
      version,
      source_url: PAGE,
      source_name: 'X Ads API versions',
      release: normalizeDate(intro),
      deprecation: normalizeDate(deprecated),
      sunset: normalizeDate(eol),
      text: rowText(COLUMNS, [version, path, intro, deprecated, eol]),
      tags: ['ads-api', 'versioning'],
    });
  });
}

const collector: ChangeCollector = {
  id: 'x-ads-versioning',
  name: 'X Ads API versions',
  kind: 'changes',
  platform: 'x-ads',
  urls: [PAGE],
  version: 1,
  async collect(ctx) {
    return (await ctx.page(`${PAGE}.md`, (body) => parseXVersions(body), { sourceUrl: PAGE, accept: 'text/markdown' })) ?? [];
  },
};
export default collector;
