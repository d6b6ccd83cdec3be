import { CHECK_CONFIG_SCHEMA_PATH } from '../model/links.ts';
import { jsonFile } from '../api/responses.ts';
import { siteUrl } from '../model/site-url.ts';
import { checkConfigJsonSchema } from '../schemas/check-config.ts';

/** The JSON Schema of the scanner's configuration, .changeline.yml (src/schemas/check-config.ts). */
export const GET = () => jsonFile(checkConfigJsonSchema(siteUrl(), CHECK_CONFIG_SCHEMA_PATH));
