import { dataset } from '../model/store.ts';
import { atomFeed } from '../site/feeds.ts';
import { textFile } from '../api/responses.ts';

export const GET = async () => textFile(atomFeed(await dataset()), 'application/atom+xml');
