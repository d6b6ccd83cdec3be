import { dataset } from '../model/store.ts';
import { buildOpenApi } from '../api/openapi.ts';
import { jsonFile } from '../api/responses.ts';

export const GET = async () => {
  const { ctx, changes } = await dataset();
  return jsonFile(buildOpenApi({ site: ctx.site, generatedAt: ctx.generatedAt, changeIds: changes.map((c) => c.id) }));
};
