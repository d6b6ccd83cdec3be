import type { APIRoute, GetStaticPaths } from 'astro';
import { PLATFORM_SLUGS, type PlatformSlug } from '../../../schemas/common.ts';
import { dataset } from '../../../lib/store.ts';
import { listChangesByPlatform } from '../../../lib/api.ts';
import { jsonFile } from '../../../lib/responses.ts';

export const getStaticPaths = (() => PLATFORM_SLUGS.map((platform) => ({ params: { platform } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) =>
  jsonFile(listChangesByPlatform(await dataset(), params.platform as PlatformSlug));
