import { dataset } from '../lib/store.ts';
import { llmsIndex } from '../lib/llms.ts';
import { textFile } from '../lib/responses.ts';

export const GET = async () => textFile(llmsIndex(await dataset()), 'text/plain');
