/**
 * Google Ads Developer Blog: the feed the blog page announces
 * (<link rel="alternate">), one record per post about a change (sunsets,
 * deprecations, migrations, new requirements). Key: the post's address.
 * Posts fall off a feed with age, so a post no longer in the feed is never
 * marked unlisted.
 */
import { feedEntries } from '../lib/feed.ts';
import { feedLinks } from '../lib/html.ts';
import { ShapeError } from '../lib/outline.ts';
import { changePosts } from '../lib/records.ts';
import type { ChangeCollector, ChangeItem } from '../lib/types.ts';

const BLOG = 'https://developers.google.com/ads/blog';
const POSTS = `${BLOG}/posts/`;

export function discoverFeed(body: string, base: string): string {
  const feed = feedLinks(body, base)[0];
  if (!feed) throw new ShapeError('the blog page announces no RSS/Atom feed');
  if (!feed.startsWith('https://')) throw new ShapeError(`the blog feed ${feed} is not https`);
  return feed;
}

export function parseGoogleBlogFeed(body: string): ChangeItem[] {
  const entries = feedEntries(body);
  if (entries.length === 0) throw new ShapeError('the feed has no entries');
  return changePosts(entries, { prefix: POSTS, source_name: 'Google Ads Developer Blog', tags: ['google-ads-api'] });
}

const collector: ChangeCollector = {
  id: 'google-ads-blog',
  name: 'Google Ads Developer Blog',
  kind: 'changes',
  platform: 'google-ads',
  urls: [BLOG],
  version: 1,
  async collect(ctx) {
    const feed = await ctx.page(`${BLOG}?hl=en`, discoverFeed);
    return (await ctx.page(feed!, parseGoogleBlogFeed, { accept: 'application/atom+xml, application/rss+xml, application/xml' })) ?? [];
  },
};
export default collector;
