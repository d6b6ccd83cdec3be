import { dataset } from '../lib/store.ts';
import { llmsFull } from '../lib/llms.ts';
import { textFile } from '../lib/responses.ts';

export const GET = async () => textFile(llmsFull(await dataset()), 'text/plain');
