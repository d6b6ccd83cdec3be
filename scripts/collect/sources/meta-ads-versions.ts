/** Meta Marketing API versions: the versions changelog (Markdown twin), one record per version row. */
import { sourceKey } from '../../../src/lib/ids.ts';
import { normalizeDate } from '../lib/dates.ts';
import { markdownOutline } from '../lib/markdown.ts';
import { findTable, pick } from '../lib/outline.ts';
import { rowText, versionItem } from '../lib/records.ts';
import type { ChangeCollector, ChangeItem } from '../lib/types.ts';

const PAGE = 'https://developers.facebook.com/documentation/ads-commerce/marketing-api/marketing-api-changelog/versions';
const COLUMNS = ['Version', 'Release Date', 'Expiration Date'];

export function parseMetaVersions(body: string): ChangeItem[] {
  const table = findTable(markdownOutline(body), COLUMNS, 'version table');
  return table.rows.map((row) => {
    const cells = pick(row, table.columns).map((c) => c.text) as [string, string, string];
    const [version, release, expiry] = cells;
    return versionItem({
      key: sourceKey.version('meta-marketing-api', version),
      api: 'meta-marketing-api',
      apiName: 'Meta Marketing API',
      version,
      source_url: PAGE,
      source_name: 'Meta Marketing API versions',
      release: normalizeDate(release),
      deprecation: null,
      sunset: normalizeDate(expiry),
      text: rowText(COLUMNS, cells),
      tags: ['marketing-api', 'versioning', version.toLowerCase()],
    });
  });
}

const collector: ChangeCollector = {
  id: 'meta-ads-versions',
  name: 'Meta Marketing API versions',
  kind: 'changes',
  platform: 'meta-ads',
  urls: [PAGE],
  version: 1,
  async collect(ctx) {
    return (await ctx.page(`${PAGE}.md?locale=en_US`, parseMetaVersions, { sourceUrl: PAGE, accept: 'text/markdown' })) ?? [];
  },
};
export default collector;
