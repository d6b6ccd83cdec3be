import { CHECK_REPORT_SCHEMA_PATH } from '../model/links.ts';
import { jsonFile } from '../api/responses.ts';
import { siteUrl } from '../model/site-url.ts';
import { checkReportJsonSchema } from '../schemas/check.ts';

/** The JSON Schema of `changeline check --format json` (src/schemas/check.ts). */
export const GET = () => jsonFile(checkReportJsonSchema(siteUrl(), CHECK_REPORT_SCHEMA_PATH));
