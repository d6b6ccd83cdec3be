import type { APIRoute, GetStaticPaths } from 'astro';
import { PLATFORM_SLUGS, type PlatformSlug } from '../../schemas/common.ts';
import { dataset } from '../../lib/store.ts';
import { buildCalendar } from '../../lib/calendar.ts';
import { textFile } from '../../lib/responses.ts';

export const getStaticPaths = (() => PLATFORM_SLUGS.map((platform) => ({ params: { platform } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const ds = await dataset();
  const platform = params.platform as PlatformSlug;
  return textFile(buildCalendar(ds, ds.byPlatform.get(platform) ?? [], platform), 'text/calendar');
};
