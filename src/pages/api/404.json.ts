// The JSON body hosts serve for a missing /api/ file (see src/build/hosting.ts and the README).
import { notFoundBody } from '../../api/api.ts';
import { API_NOT_FOUND_MESSAGE } from '../../build/hosting.ts';
import { jsonFile } from '../../api/responses.ts';

export const GET = () => jsonFile(notFoundBody(API_NOT_FOUND_MESSAGE));
