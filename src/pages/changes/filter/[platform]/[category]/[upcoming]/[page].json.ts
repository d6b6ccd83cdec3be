// One page of the compact rows matching a /changes/ filter state (filterPages in src/lib/site-index.ts; paths: changesFilterDataPath in src/lib/links.ts).
import type { GetStaticPaths } from 'astro';
import { dataset } from '../../../../../../lib/store.ts';
import { filterPages } from '../../../../../../lib/site-index.ts';
import { changesFilterDataPath } from '../../../../../../lib/links.ts';
import { jsonFile } from '../../../../../../lib/responses.ts';
import type { FilterPage } from '../../../../../../lib/filter-rows.ts';

export const getStaticPaths = (async () =>
  filterPages(await dataset()).map((f) => {
    // The path's four segments, from the one path table.
    const [platform, category, upcoming, file] = changesFilterDataPath(f.state, f.page).split('/').slice(-4) as [string, string, string, string];
    return { params: { platform, category, upcoming, page: file.replace(/\.json$/, '') }, props: { body: f.body } };
  })) satisfies GetStaticPaths;

export const GET = ({ props }: { props: { body: FilterPage } }) => jsonFile(props.body);
