/**
 * Snapchat Marketing API changelog: the Date / Description table, one record
 * per row. Key: the date cell and the first eight words of the description.
 */
import { sourceKey } from '../../../src/lib/ids.ts';
import { normalizeDate } from '../lib/dates.ts';
import { htmlOutline } from '../lib/html.ts';
import { findTable, pick } from '../lib/outline.ts';
import { entryItem } from '../lib/records.ts';
import { firstSentence } from '../lib/summary.ts';
import type { ChangeCollector, ChangeItem } from '../lib/types.ts';

const PAGE = 'https://developers.snap.com/api/marketing-api/Ads-API/changelog';

export function parseSnapChangelog(body: string): ChangeItem[] {
  const table = findTable(htmlOutline(body), ['Date', 'Description'], 'changelog table');
  return table.rows.map((row) => {
    const [dateCell, description] = pick(row, table.columns).map((c) => c.text) as [string, string];
    const date = normalizeDate(dateCell).date;
    const words = description.split(/\s+/).slice(0, 8).join(' ');
    const title = firstSentence(description);
    return entryItem({
      key: sourceKey.row(PAGE, `${dateCell} ${words}`),
      title: title.length > 140 ? `${title.slice(0, 137).replace(/\s+\S*$/, '')}...` : title,
      text: description,
      date,
      effective: date,
      source_url: PAGE,
      source_name: 'Snapchat Marketing API changelog',
      tags: ['marketing-api'],
    });
  });
}

const collector: ChangeCollector = {
  id: 'snapchat-ads-changelog',
  name: 'Snapchat Marketing API changelog',
  kind: 'changes',
  platform: 'snapchat-ads',
  urls: [PAGE],
  version: 1,
  async collect(ctx) {
    return (await ctx.page(PAGE, parseSnapChangelog)) ?? [];
  },
};
export default collector;
