import { dataset } from '../../lib/store.ts';
import { listPriceHistory } from '../../lib/api.ts';
import { jsonFile } from '../../lib/http.ts';

export const GET = async () => jsonFile(listPriceHistory(await dataset()));
