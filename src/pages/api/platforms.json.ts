import { dataset } from '../../lib/store.ts';
import { listPlatforms } from '../../lib/api.ts';
import { jsonFile } from '../../lib/http.ts';

export const GET = async () => jsonFile(listPlatforms(await dataset()));
