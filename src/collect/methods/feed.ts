/**
 * The feed method: a blog's RSS/Atom feed (a fixed address, or the one the
 * blog page announces), one article record per post about a change. Posts
 * fall off feeds by age, so a post no longer in the feed is never unlisted.
 */
import { sourcePages, type ChangeSource } from '../../sources/index.ts';
import { readFeedEntries } from '../lib/feed.ts';
import { feedLinks } from '../lib/html.ts';
import { ShapeError } from '../lib/outline.ts';
import { changePosts } from '../lib/records.ts';
import type { ChangeCollector, ChangeItem } from '../lib/types.ts';
import { changeCollector } from './common.ts';

const FEED_TYPES = 'application/atom+xml, application/rss+xml, application/xml';

export function discoverFeed(body: string, base: string): string {
  const feed = feedLinks(body, base)[0];
  if (!feed) throw new ShapeError('the blog page announces no RSS/Atom feed');
  if (!feed.startsWith('https://')) throw new ShapeError(`the blog feed ${feed} is not https`);
  return feed;
}

export function parseFeed(def: ChangeSource & { method: 'feed' }) {
  return (body: string): ChangeItem[] => {
    const entries = readFeedEntries(body);
    if (entries.length === 0) throw new ShapeError('the feed has no entries');
    return changePosts(entries, { prefix: def.options.postPrefix, source_name: def.sourceName, tags: def.options.tags, family: def.options.family });
  };
}

export function feedCollector(def: ChangeSource & { method: 'feed' }): ChangeCollector {
  const parse = parseFeed(def);
  return changeCollector(def, async (ctx) => {
    const fixed = def.options.feed;
    if (fixed) return (await ctx.page(fixed, parse, { sourceUrl: def.url, accept: def.accept ?? FEED_TYPES })) ?? [];
    // No fixed address: the feed the blog page announces.
    const blog = sourcePages(def, Number(ctx.today.slice(0, 4)))[0]!.fetch;
    const feed = await ctx.page(blog, discoverFeed);
    return (await ctx.page(feed!, parse, { accept: FEED_TYPES })) ?? [];
  });
}
