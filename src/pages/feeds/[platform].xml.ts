/** `/feeds/<platform>.xml` and `/feeds/<set>.xml`: one Atom feed per set of platforms (src/lib/platform-sets.ts). */
import type { APIRoute, GetStaticPaths } from 'astro';
import { dataset } from '../../lib/store.ts';
import { atomFeed } from '../../lib/feeds.ts';
import { platformSetSlug } from '../../lib/links.ts';
import { PLATFORM_SETS } from '../../lib/platform-sets.ts';
import { textFile } from '../../lib/responses.ts';

export const getStaticPaths = (() => PLATFORM_SETS.map((set) => ({ params: { platform: platformSetSlug(set) }, props: { set } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) =>
  textFile(atomFeed(await dataset(), (props as { set: (typeof PLATFORM_SETS)[number] }).set), 'application/atom+xml');
