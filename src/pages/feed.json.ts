import { dataset } from '../model/store.ts';
import { jsonFeed } from '../site/feeds.ts';
import { textFile } from '../api/responses.ts';

export const GET = async () => textFile(jsonFeed(await dataset()), 'application/feed+json');
