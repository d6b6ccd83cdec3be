/**
 * Microsoft Advertising API versioning: the API revisions (selected with the
 * Api-Revision header), one ISO-dated heading each, one record per revision.
 * Key: `version|microsoft-ads-api|<revision date>`.
 */
import { sourceKey } from '../../../src/lib/ids.ts';
import { htmlOutline } from '../lib/html.ts';
import { ShapeError, proseText, sections } from '../lib/outline.ts';
import { entryItem, rowText } from '../lib/records.ts';
import type { ChangeCollector, ChangeItem } from '../lib/types.ts';

const PAGE = 'https://learn.microsoft.com/en-us/advertising/guides/api-versioning';
const REVISION = /\b(20\d{2}-\d{2}-\d{2})\b/;

export function parseMicrosoftRevisions(body: string): ChangeItem[] {
  const outline = htmlOutline(body);
  const levels = outline.filter((b) => b.kind === 'heading' && REVISION.test(b.text)).map((b) => (b as { level: number }).level);
  if (levels.length === 0) throw new ShapeError('no dated API revision headings found');
  return sections(outline, Math.min(...levels))
    .filter((s) => REVISION.test(s.heading))
    .map((s) => {
      const revision = REVISION.exec(s.heading)![1]!;
      const text = proseText(s.body) || rowText(['Revision'], [revision]);
      const item = entryItem({
        key: sourceKey.version('microsoft-ads-api', revision),
        title: `Microsoft Advertising API revision ${revision}`,
        text,
        date: revision,
        effective: null,
        source_url: PAGE,
        source_name: 'Microsoft Advertising API versioning',
        tags: ['microsoft-advertising-api', 'api-revision'],
        categories: ['api_version_sunset'],
      });
      return { ...item, api_version: revision, release_date: revision };
    });
}

const collector: ChangeCollector = {
  id: 'microsoft-ads-api-versioning',
  name: 'Microsoft Advertising API versioning',
  kind: 'changes',
  platform: 'microsoft-ads',
  urls: [PAGE],
  version: 1,
  async collect(ctx) {
    return (await ctx.page(PAGE, parseMicrosoftRevisions)) ?? [];
  },
};
export default collector;
