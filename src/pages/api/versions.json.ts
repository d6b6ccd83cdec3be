import { dataset } from '../../lib/store.ts';
import { listVersions } from '../../lib/api.ts';
import { jsonFile } from '../../lib/responses.ts';

export const GET = async () => jsonFile(listVersions(await dataset()));
