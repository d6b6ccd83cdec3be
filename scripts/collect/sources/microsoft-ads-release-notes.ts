/**
 * Microsoft Advertising API release notes: month sections ("October 2025")
 * with titled entries. The "Breaking changes (recent and upcoming)" digest at
 * the top repeats entries of the month sections and is not read separately.
 * Key: the month and the entry heading verbatim.
 */
import { htmlOutline } from '../lib/html.ts';
import { monthEntries } from '../lib/records.ts';
import type { ChangeCollector, ChangeItem } from '../lib/types.ts';

const PAGE = 'https://learn.microsoft.com/en-us/advertising/guides/release-notes';

export function parseMicrosoftReleaseNotes(body: string): ChangeItem[] {
  return monthEntries(htmlOutline(body), { page: PAGE, source_name: 'Microsoft Advertising API release notes', tags: ['microsoft-advertising-api'] });
}

const collector: ChangeCollector = {
  id: 'microsoft-ads-release-notes',
  name: 'Microsoft Advertising API release notes',
  kind: 'changes',
  platform: 'microsoft-ads',
  urls: [PAGE],
  version: 1,
  async collect(ctx) {
    return (await ctx.page(PAGE, parseMicrosoftReleaseNotes)) ?? [];
  },
};
export default collector;
