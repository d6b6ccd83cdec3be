// Every file of the JSON API: the endpoint table (src/api/endpoints.ts) gives each file's path,
// from the path table, and its builder; this one route writes them all.
import type { APIRoute, GetStaticPaths } from 'astro';
import { dataset } from '../../model/store.ts';
import { apiStaticPaths, type ApiFile } from '../../api/endpoints.ts';
import { jsonFile } from '../../api/responses.ts';

export const getStaticPaths = (async () => apiStaticPaths(await dataset())) satisfies GetStaticPaths;

export const GET: APIRoute<{ file: ApiFile }> = ({ props }) => jsonFile(props.file.body());
