/**
 * LinkedIn Marketing API recent changes and this year's and last year's
 * archives: month sections ("November 2024 - Version 202411") grouped into
 * Product & Platform Announcements / Breaking Changes / Reminders, each
 * bullet (or sub-heading) one record. Key: the month and the entry's bold
 * title or first sentence verbatim.
 */
import { htmlOutline } from '../lib/html.ts';
import { monthEntries } from '../lib/records.ts';
import type { ChangeCollector, ChangeItem } from '../lib/types.ts';

const BASE = 'https://learn.microsoft.com/en-us/linkedin/marketing/integrations';
const RECENT = `${BASE}/recent-changes`;
const archive = (year: number) => `${BASE}/archived-recent-changes/${year}/marketing-api-changes`;
const GROUPS = /announcements|breaking changes|reminders|campaign management|reporting|platform|page management|audiences|lead|conversions/i;

export function parseLinkedInChanges(page: string) {
  return (body: string): ChangeItem[] =>
    monthEntries(htmlOutline(body), {
      page,
      source_name: 'LinkedIn Marketing API recent changes',
      tags: ['marketing-api'],
      groups: GROUPS,
      groupCategories: (group) => (/breaking/i.test(group ?? '') ? ['breaking_change'] : []),
    });
}

const collector: ChangeCollector = {
  id: 'linkedin-ads-recent-changes',
  name: 'LinkedIn Marketing API recent changes',
  kind: 'changes',
  platform: 'linkedin-ads',
  urls: [RECENT],
  version: 1,
  async collect(ctx) {
    const year = Number(ctx.today.slice(0, 4));
    const pages = [RECENT, archive(year), archive(year - 1)];
    const lists = await Promise.all(pages.map((p, i) => ctx.page(p, parseLinkedInChanges(p), { optional: i > 0 })));
    return lists.flatMap((l) => l ?? []);
  },
};
export default collector;
