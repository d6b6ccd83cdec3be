/** `/feeds/<platform>.xml` and `/feeds/<set>.xml`: one Atom feed per set of platforms (src/site/platform-sets.ts). */
import type { APIRoute, GetStaticPaths } from 'astro';
import { dataset } from '../../model/store.ts';
import { atomFeed } from '../../site/feeds.ts';
import { platformSetSlug } from '../../model/links.ts';
import { PLATFORM_SETS } from '../../site/platform-sets.ts';
import { textFile } from '../../api/responses.ts';

export const getStaticPaths = (() => PLATFORM_SETS.map((set) => ({ params: { platform: platformSetSlug(set) }, props: { set } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) =>
  textFile(atomFeed(await dataset(), (props as { set: (typeof PLATFORM_SETS)[number] }).set), 'application/atom+xml');
