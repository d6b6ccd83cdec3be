// One page of the compact rows matching a /changes/ filter state (filterPages in src/site/site-index.ts; paths: changesFilterDataPath in src/model/links.ts).
import type { GetStaticPaths } from 'astro';
import { dataset } from '../../../../../../model/store.ts';
import { filterPages } from '../../../../../../site/site-index.ts';
import { changesFilterDataPath } from '../../../../../../model/links.ts';
import { jsonFile } from '../../../../../../api/responses.ts';
import type { FilterPage } from '../../../../../../model/filter-rows.ts';

export const getStaticPaths = (async () =>
  filterPages(await dataset()).map((f) => {
    // The path's four segments, from the one path table.
    const [platform, category, upcoming, file] = changesFilterDataPath(f.state, f.page).split('/').slice(-4) as [string, string, string, string];
    return { params: { platform, category, upcoming, page: file.replace(/\.json$/, '') }, props: { body: f.body } };
  })) satisfies GetStaticPaths;

export const GET = ({ props }: { props: { body: FilterPage } }) => jsonFile(props.body);
