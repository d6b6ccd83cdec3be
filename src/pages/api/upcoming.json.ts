import { dataset } from '../../lib/store.ts';
import { listUpcoming } from '../../lib/api.ts';
import { jsonFile } from '../../lib/responses.ts';

export const GET = async () => jsonFile(listUpcoming(await dataset()));
