import { dataset } from '../lib/store.ts';
import { buildOpenApi } from '../lib/openapi.ts';
import { jsonFile } from '../lib/responses.ts';

export const GET = async () => {
  const { ctx, changes } = await dataset();
  return jsonFile(buildOpenApi({ site: ctx.site, generatedAt: ctx.generatedAt, changeIds: changes.map((c) => c.id) }));
};
