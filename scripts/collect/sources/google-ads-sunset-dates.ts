/** Google Ads API versions: the sunset-dates timetable (Markdown twin), one record per version row. */
import { sourceKey } from '../../../src/lib/ids.ts';
import { normalizeDate } from '../lib/dates.ts';
import { markdownOutline } from '../lib/markdown.ts';
import { findTable, pick } from '../lib/outline.ts';
import { rowText, versionItem } from '../lib/records.ts';
import type { ChangeCollector, ChangeItem } from '../lib/types.ts';

const PAGE = 'https://developers.google.com/google-ads/api/docs/sunset-dates';
const COLUMNS = ['API version', 'Release date', 'Deprecation date', 'Sunset date'];

export function parseGoogleSunsets(body: string): ChangeItem[] {
  const table = findTable(markdownOutline(body), COLUMNS, 'timetable');
  return table.rows.map((row) => {
    const cells = pick(row, table.columns).map((c) => c.text) as [string, string, string, string];
    const [version, release, deprecation, sunset] = cells;
    return versionItem({
      key: sourceKey.version('google-ads-api', version),
      api: 'google-ads-api',
      apiName: 'Google Ads API',
      version,
      source_url: PAGE,
      source_name: 'Google Ads API deprecation and sunset timetable',
      release: normalizeDate(release),
      deprecation: normalizeDate(deprecation),
      sunset: normalizeDate(sunset),
      text: rowText(COLUMNS, cells),
      tags: ['google-ads-api', 'sunset', tagOf(version)],
    });
  });
}

const tagOf = (version: string) => version.toLowerCase().split('.')[0]!;

const collector: ChangeCollector = {
  id: 'google-ads-sunset-dates',
  name: 'Google Ads API sunset dates',
  kind: 'changes',
  platform: 'google-ads',
  urls: [PAGE],
  version: 1,
  async collect(ctx) {
    return (await ctx.page(`${PAGE}.md.txt?hl=en`, parseGoogleSunsets, { sourceUrl: PAGE, accept: 'text/plain' })) ?? [];
  },
};
export default collector;
