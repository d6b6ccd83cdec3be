import { dataset } from '../../lib/store.ts';
import { listPlatforms } from '../../lib/api.ts';
import { jsonFile } from '../../lib/responses.ts';

export const GET = async () => jsonFile(listPlatforms(await dataset()));
