import { dataset } from '../model/store.ts';
import { rssFeed } from '../site/feeds.ts';
import { textFile } from '../api/responses.ts';

export const GET = async () => textFile(rssFeed(await dataset()), 'application/rss+xml');
