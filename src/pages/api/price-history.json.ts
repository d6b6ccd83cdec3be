import { dataset } from '../../lib/store.ts';
import { listPriceHistory } from '../../lib/api.ts';
import { jsonFile } from '../../lib/responses.ts';

export const GET = async () => jsonFile(listPriceHistory(await dataset()));
