/**
 * LinkedIn Marketing API versions: the migrations table (Migration / Sunset
 * Date / Version Status), one record per monthly version (YYYYMM).
 */
import { sourceKey } from '../../../src/lib/ids.ts';
import { normalizeDate } from '../lib/dates.ts';
import { htmlOutline } from '../lib/html.ts';
import { ShapeError, findTable, pick } from '../lib/outline.ts';
import { rowText, versionItem } from '../lib/records.ts';
import type { ChangeCollector, ChangeItem } from '../lib/types.ts';

const PAGE = 'https://learn.microsoft.com/en-us/linkedin/marketing/integrations/migrations';
const COLUMNS = ['Migration', 'Sunset Date', 'Version Status'];

export function parseLinkedInMigrations(body: string): ChangeItem[] {
  const table = findTable(htmlOutline(body), COLUMNS, 'migration table');
  return table.rows.map((row) => {
    const cells = pick(row, table.columns).map((c) => c.text) as [string, string, string];
    const [migration, sunset, status] = cells;
    const version = /\b(20\d{2}(0[1-9]|1[0-2]))\b/.exec(migration)?.[1];
    if (!version) throw new ShapeError(`migration row "${migration}" names no YYYYMM version`);
    return versionItem({
      key: sourceKey.version('linkedin-marketing-api', version),
      api: 'linkedin-marketing-api',
      apiName: 'LinkedIn Marketing API version',
      version,
      source_url: PAGE,
      source_name: 'LinkedIn Marketing API migrations',
      release: normalizeDate(`${version.slice(0, 4)}-${version.slice(4)}`),
      deprecation: null,
      sunset: normalizeDate(sunset),
      text: rowText(COLUMNS, cells),
      tags: ['marketing-api', 'versioning', version],
      ...(status ? { label: status } : {}),
    });
  });
}

const collector: ChangeCollector = {
  id: 'linkedin-ads-migrations',
  name: 'LinkedIn Marketing API migrations',
  kind: 'changes',
  platform: 'linkedin-ads',
  urls: [PAGE],
  version: 1,
  async collect(ctx) {
    return (await ctx.page(PAGE, parseLinkedInMigrations)) ?? [];
  },
};
export default collector;
