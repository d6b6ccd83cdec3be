// listSdks: its path and builder are its entry in ENDPOINTS (src/lib/endpoints.ts).
import { dataset } from '../../lib/store.ts';
import { singleBody } from '../../lib/endpoints.ts';
import { jsonFile } from '../../lib/responses.ts';

export const GET = async () => jsonFile(singleBody('listSdks', await dataset()));
