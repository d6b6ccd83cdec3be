/**
 * Snapchat Marketing API announcements: month headings with titled
 * announcements; effective dates are written in the prose ("27 November
 * 2025"). Key: the month and the announcement heading verbatim.
 */
import { htmlOutline } from '../lib/html.ts';
import { monthEntries } from '../lib/records.ts';
import type { ChangeCollector, ChangeItem } from '../lib/types.ts';

const PAGE = 'https://developers.snap.com/api/marketing-api/Ads-API/announcements';

export function parseSnapAnnouncements(body: string): ChangeItem[] {
  return monthEntries(htmlOutline(body), { page: PAGE, source_name: 'Snapchat Marketing API announcements', tags: ['marketing-api'] });
}

const collector: ChangeCollector = {
  id: 'snapchat-ads-announcements',
  name: 'Snapchat Marketing API announcements',
  kind: 'changes',
  platform: 'snapchat-ads',
  urls: [PAGE],
  version: 1,
  async collect(ctx) {
    return (await ctx.page(PAGE, parseSnapAnnouncements)) ?? [];
  },
};
export default collector;
