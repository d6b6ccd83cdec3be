/** One Shields.io endpoint badge per version row (the row's `badge` address, badgePath in src/lib/versions.ts). */
import type { APIRoute, GetStaticPaths } from 'astro';
import type { VersionRow } from '../../../../../schemas/versions.ts';
import { dataset } from '../../../../../lib/store.ts';
import { getVersionBadge } from '../../../../../lib/api.ts';
import { jsonFile } from '../../../../../lib/responses.ts';
import { slugify } from '../../../../../lib/versions.ts';

export const getStaticPaths = (async () =>
  (await dataset()).versions.map((row) => ({
    params: { platform: row.platform, api_slug: row.api_slug, version: slugify(row.version) },
    props: { row },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ row: VersionRow }> = async ({ props }) => jsonFile(getVersionBadge(await dataset(), props.row));
