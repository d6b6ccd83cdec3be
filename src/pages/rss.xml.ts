import { dataset } from '../lib/store.ts';
import { rssFeed } from '../lib/feeds.ts';
import { textFile } from '../lib/responses.ts';

export const GET = async () => textFile(rssFeed(await dataset()), 'application/rss+xml');
