import { dataset } from '../../lib/store.ts';
import { listChanges } from '../../lib/api.ts';
import { jsonFile } from '../../lib/responses.ts';

export const GET = async () => jsonFile(listChanges(await dataset()));
