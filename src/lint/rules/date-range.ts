import type { ChangeRecord } from '../../schemas/index.ts';
import { addDays, startDay } from '../../model/date-math.ts';
import { validRecords } from '../load.ts';
import type { Problem, Rule } from '../types.ts';

/** How far ahead an effective date may be before it is surely a typo. */
export const MAX_YEARS_AHEAD = 5;
/** No platform API in scope predates this. */
export const EARLIEST = '2000-01-01';

/**
 * Dates are plausible: effective and published dates between 2000 and five
 * years ahead; nothing was fetched, first seen or changed in the future, and
 * nothing was first seen after it was last fetched.
 */
export const dateRange: Rule = {
  name: 'date-range',
  description: `Dates within ${EARLIEST} .. today + ${MAX_YEARS_AHEAD} years; timestamps not in the future; first_seen <= fetched_at.`,
  check: ({ files, today, now }) => {
    const out: Problem[] = [];
    const latest = addDays(today, Math.round(MAX_YEARS_AHEAD * 365.25));
    for (const { file, data } of validRecords<ChangeRecord>(files, 'changes')) {
      for (const field of ['effective_date', 'published_date', 'release_date', 'deprecation_date'] as const) {
        const v = data[field];
        if (typeof v !== 'string') continue;
        if (startDay(v) < EARLIEST) out.push({ path: file.path, field, message: `${v} is before ${EARLIEST}` });
        if (startDay(v) > latest) out.push({ path: file.path, field, message: `${v} is more than ${MAX_YEARS_AHEAD} years ahead` });
      }
      if (data.published_date && startDay(data.published_date) > today) {
        out.push({ path: file.path, field: 'published_date', message: `${data.published_date} is in the future` });
      }
      for (const field of ['fetched_at', 'first_seen', 'changed_at', 'last_seen_in_source'] as const) {
        const v = data[field];
        if (typeof v === 'string' && v > now) out.push({ path: file.path, field, message: `${v} is in the future` });
      }
      if (data.first_seen && data.first_seen > data.fetched_at) {
        out.push({ path: file.path, field: 'first_seen', message: `${data.first_seen} is after fetched_at ${data.fetched_at}` });
      }
    }
    return out;
  },
};
