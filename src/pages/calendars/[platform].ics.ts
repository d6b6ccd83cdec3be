/** `/calendars/<platform>.ics` and `/calendars/<set>.ics`: one calendar per set of platforms (src/site/platform-sets.ts). */
import type { APIRoute, GetStaticPaths } from 'astro';
import { dataset } from '../../model/store.ts';
import { buildCalendar } from '../../site/calendar.ts';
import { platformSetSlug } from '../../model/links.ts';
import { PLATFORM_SETS, setChanges } from '../../site/platform-sets.ts';
import { textFile } from '../../api/responses.ts';

export const getStaticPaths = (() => PLATFORM_SETS.map((set) => ({ params: { platform: platformSetSlug(set) }, props: { set } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) => {
  const ds = await dataset();
  const { set } = props as { set: (typeof PLATFORM_SETS)[number] };
  return textFile(buildCalendar(ds, setChanges(ds, set), set), 'text/calendar');
};
