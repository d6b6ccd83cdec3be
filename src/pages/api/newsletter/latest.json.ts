import { dataset } from '../../../lib/store.ts';
import { getLatestDigest } from '../../../lib/api.ts';
import { jsonFile } from '../../../lib/responses.ts';

export const GET = async () => jsonFile(getLatestDigest(await dataset()));
