import { dataset } from '../../lib/store.ts';
import { listToolPrices } from '../../lib/api.ts';
import { jsonFile } from '../../lib/http.ts';

export const GET = async () => jsonFile(listToolPrices(await dataset()));
