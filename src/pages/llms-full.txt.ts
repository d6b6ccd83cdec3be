import { dataset } from '../model/store.ts';
import { llmsFull } from '../site/llms.ts';
import { textFile } from '../api/responses.ts';

export const GET = async () => textFile(llmsFull(await dataset()), 'text/plain');
