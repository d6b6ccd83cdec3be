// Compact rows of every change for the /changes/ filter script (see src/lib/filter-rows.ts).
import { dataset } from '../../lib/store.ts';
import { filterIndex } from '../../lib/site-index.ts';
import { jsonFile } from '../../lib/responses.ts';

export const GET = async () => jsonFile(filterIndex(await dataset()));
