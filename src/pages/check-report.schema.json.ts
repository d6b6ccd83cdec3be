import { CHECK_REPORT_SCHEMA_PATH } from '../lib/links.ts';
import { jsonFile } from '../lib/responses.ts';
import { siteUrl } from '../lib/site.ts';
import { checkReportJsonSchema } from '../schemas/check.ts';

/** The JSON Schema of `changeline check --format json` (src/schemas/check.ts). */
export const GET = () => jsonFile(checkReportJsonSchema(siteUrl(), CHECK_REPORT_SCHEMA_PATH));
