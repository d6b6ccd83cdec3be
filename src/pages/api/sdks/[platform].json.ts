// listSdksByPlatform: one file per entry of its endpoint's `files` (src/lib/endpoints.ts), each built by its builder.
import type { APIRoute, GetStaticPaths } from 'astro';
import { dataset } from '../../../lib/store.ts';
import { endpoint, staticPaths, type ApiFile } from '../../../lib/endpoints.ts';
import { jsonFile } from '../../../lib/responses.ts';

export const getStaticPaths = (async () => staticPaths(endpoint('listSdksByPlatform'), await dataset())) satisfies GetStaticPaths;

export const GET: APIRoute<{ file: ApiFile }> = ({ props }) => jsonFile(props.file.body());
