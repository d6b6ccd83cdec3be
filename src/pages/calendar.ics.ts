import { dataset } from '../model/store.ts';
import { buildCalendar } from '../site/calendar.ts';
import { textFile } from '../api/responses.ts';

export const GET = async () => {
  const ds = await dataset();
  return textFile(buildCalendar(ds, ds.changes), 'text/calendar');
};
