import { dataset } from '../../lib/store.ts';
import { getSourceStatus } from '../../lib/api.ts';
import { jsonFile } from '../../lib/http.ts';

export const GET = async () => jsonFile(getSourceStatus(await dataset()));
