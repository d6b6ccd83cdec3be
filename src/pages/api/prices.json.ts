import { dataset } from '../../lib/store.ts';
import { listToolPrices } from '../../lib/api.ts';
import { jsonFile } from '../../lib/responses.ts';

export const GET = async () => jsonFile(listToolPrices(await dataset()));
