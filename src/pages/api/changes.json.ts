import { dataset } from '../../lib/store.ts';
import { listChanges } from '../../lib/api.ts';
import { jsonFile } from '../../lib/http.ts';

export const GET = async () => jsonFile(listChanges(await dataset()));
