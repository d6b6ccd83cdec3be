import type { APIRoute, GetStaticPaths } from 'astro';
import type { Change } from '../../../schemas/change.ts';
import { dataset } from '../../../lib/store.ts';
import { jsonFile } from '../../../lib/responses.ts';

export const getStaticPaths = (async () =>
  (await dataset()).changes.map((change) => ({ params: { id: change.id }, props: { change } }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ change: Change }> = ({ props }) => jsonFile(props.change);
