/**
 * A deadline the pages cannot see: a summary that names a future date which
 * is none of the record's own dates (effective_date, deprecation_date,
 * release_date). Pages, feeds, calendars and the upcoming list read the
 * dated fields, never the prose, so such a date is either a deadline the
 * record should carry (its effective date, or a record of its own) or a
 * date that belongs to another record. Either way a person decides: the rule
 * lists the record for review (level `review`), it does not fail the run.
 *
 * A date matches a field when it is the same date, a day inside a month the
 * field names, or the month of a day the field names. "Future" means the date
 * (a month: its last day) is on or after the linter's today. Superseded
 * records are not live deadlines and are left out.
 */
import type { ChangeRecord } from '../../schemas/index.ts';
import { isOnOrAfter } from '../../model/date-math.ts';
import { findDates } from '../../collect/lib/date-normalizer.ts';
import { validRecords } from '../load.ts';
import type { Problem, Rule } from '../types.ts';
import { isSuperseded } from '../../model/derived.ts';

/** True when a date written in prose and a record's date field name the same day or month. */
export function sameDate(mentioned: string, field: string): boolean {
  return mentioned === field || mentioned.startsWith(`${field}-`) || field.startsWith(`${mentioned}-`);
}

export const summaryDates: Rule = {
  name: 'summary-date',
  level: 'review',
  description: 'A summary that names a future date which is not one of the record’s own dates (a deadline no page shows).',
  check: ({ files, today }) => {
    const out: Problem[] = [];
    for (const { file, data } of validRecords<ChangeRecord>(files, 'changes')) {
      if (isSuperseded(data) || !data.summary) continue;
      const own = [data.effective_date, data.deprecation_date, data.release_date].filter((d): d is string => typeof d === 'string');
      const stray = findDates(data.summary).filter((m) => isOnOrAfter(m.date, today) && !own.some((d) => sameDate(m.date, d)));
      if (stray.length === 0) continue;
      const named = [...new Set(stray.map((m) => `"${m.text}"`))].join(', ');
      out.push({
        path: file.path,
        field: 'summary',
        message: `names the future date ${named}, which is not the record's effective date (${data.effective_date ?? 'none'}): make it the effective date, give it a record of its own, or reword`,
      });
    }
    return out;
  },
};
