// The JSON body hosts serve for a missing /api/ file (see src/lib/hosting.ts and the README).
import { notFoundBody } from '../../lib/api.ts';
import { API_NOT_FOUND_MESSAGE } from '../../lib/hosting.ts';
import { jsonFile } from '../../lib/responses.ts';

export const GET = () => jsonFile(notFoundBody(API_NOT_FOUND_MESSAGE));
