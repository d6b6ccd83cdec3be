/**
 * Amazon Ads API release notes: month sections ("September 2025") with titled
 * entries. Key: the month and the entry heading verbatim.
 */
import { htmlOutline } from '../lib/html.ts';
import { monthEntries } from '../lib/records.ts';
import type { ChangeCollector, ChangeItem } from '../lib/types.ts';

const PAGE = 'https://advertising.amazon.com/API/docs/en-us/release-notes/index';

export function parseAmazonReleaseNotes(body: string): ChangeItem[] {
  return monthEntries(htmlOutline(body), {
    page: PAGE,
    source_name: 'Amazon Ads API release notes',
    tags: ['amazon-ads-api'],
    title: (h) => h.replace(/^(awareness|deprecation announcement|updated|reminder):\s*/i, ''),
  });
}

const collector: ChangeCollector = {
  id: 'amazon-ads-release-notes',
  name: 'Amazon Ads API release notes',
  kind: 'changes',
  platform: 'amazon-ads',
  urls: [PAGE],
  version: 1,
  async collect(ctx) {
    return (await ctx.page(PAGE, parseAmazonReleaseNotes)) ?? [];
  },
};
export default collector;
