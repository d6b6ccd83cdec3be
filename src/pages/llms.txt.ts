import { dataset } from '../model/store.ts';
import { llmsIndex } from '../site/llms.ts';
import { textFile } from '../api/responses.ts';

export const GET = async () => textFile(llmsIndex(await dataset()), 'text/plain');
