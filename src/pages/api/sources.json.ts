import { dataset } from '../../lib/store.ts';
import { getSourceStatus } from '../../lib/api.ts';
import { jsonFile } from '../../lib/responses.ts';

export const GET = async () => jsonFile(getSourceStatus(await dataset()));
