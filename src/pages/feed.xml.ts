import { dataset } from '../lib/store.ts';
import { atomFeed } from '../lib/feeds.ts';
import { textFile } from '../lib/responses.ts';

export const GET = async () => textFile(atomFeed(await dataset()), 'application/atom+xml');
