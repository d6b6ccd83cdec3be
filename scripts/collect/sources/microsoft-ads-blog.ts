/**
 * Microsoft Advertising API blog on Tech Community: its RSS feed, one record
 * per post about a change (e.g. the SOAP API retirement). Key: the post's
 * address. Posts that fall off the feed are never marked unlisted.
 */
import { feedEntries } from '../lib/feed.ts';
import { ShapeError } from '../lib/outline.ts';
import { changePosts } from '../lib/records.ts';
import type { ChangeCollector, ChangeItem } from '../lib/types.ts';

const BLOG = 'https://techcommunity.microsoft.com/category/microsoft-advertising/blog/adsapiblog';
const FEED = 'https://techcommunity.microsoft.com/t5/s/gxcuf89792/rss/board?board.id=adsapiblog';

export function parseMicrosoftBlogFeed(body: string): ChangeItem[] {
  const entries = feedEntries(body);
  if (entries.length === 0) throw new ShapeError('the feed has no entries');
  return changePosts(entries, { prefix: 'https://techcommunity.microsoft.com/', source_name: 'Microsoft Advertising API blog', tags: ['microsoft-advertising-api'] });
}

const collector: ChangeCollector = {
  id: 'microsoft-ads-blog',
  name: 'Microsoft Advertising API blog',
  kind: 'changes',
  platform: 'microsoft-ads',
  urls: [BLOG],
  version: 1,
  async collect(ctx) {
    return (await ctx.page(FEED, parseMicrosoftBlogFeed, { sourceUrl: BLOG, accept: 'application/rss+xml, application/xml' })) ?? [];
  },
};
export default collector;
