import { dataset } from '../../lib/store.ts';
import { index } from '../../lib/api.ts';
import { jsonFile } from '../../lib/responses.ts';

export const GET = async () => jsonFile(index(await dataset()));
