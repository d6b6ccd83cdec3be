import type { APIRoute, GetStaticPaths } from 'astro';
import { PLATFORM_SLUGS, type PlatformSlug } from '../../schemas/common.ts';
import { dataset } from '../../lib/store.ts';
import { atomFeed } from '../../lib/feeds.ts';
import { textFile } from '../../lib/responses.ts';

export const getStaticPaths = (() => PLATFORM_SLUGS.map((platform) => ({ params: { platform } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => textFile(atomFeed(await dataset(), params.platform as PlatformSlug), 'application/atom+xml');
