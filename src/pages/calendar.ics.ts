import { dataset } from '../lib/store.ts';
import { buildCalendar } from '../lib/calendar.ts';
import { textFile } from '../lib/responses.ts';

export const GET = async () => {
  const ds = await dataset();
  return textFile(buildCalendar(ds, ds.changes), 'text/calendar');
};
