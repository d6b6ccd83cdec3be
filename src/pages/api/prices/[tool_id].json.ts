import type { APIRoute, GetStaticPaths } from 'astro';
import { TOOL_SLUGS, type ToolId } from '../../../schemas/common.ts';
import { dataset } from '../../../lib/store.ts';
import { getToolPricing } from '../../../lib/api.ts';
import { jsonFile } from '../../../lib/responses.ts';

export const getStaticPaths = (() => TOOL_SLUGS.map((tool_id) => ({ params: { tool_id } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => jsonFile(getToolPricing(await dataset(), params.tool_id as ToolId));
