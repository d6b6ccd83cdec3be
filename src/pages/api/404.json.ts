// The JSON body hosts serve for a missing /api/ file (see public/_redirects and the README).
import { notFoundBody } from '../../lib/api.ts';
import { jsonFile } from '../../lib/http.ts';

export const GET = () => jsonFile(notFoundBody('No such file. See /api/index.json for every endpoint.'));
