import { dataset } from '../lib/store.ts';
import { jsonFeed } from '../lib/feeds.ts';
import { textFile } from '../lib/responses.ts';

export const GET = async () => textFile(jsonFeed(await dataset()), 'application/feed+json');
