import type { ChangeRecord } from '../../schemas/index.ts';
import { endDay, startDay } from '../../model/date-math.ts';
import { validRecords } from '../load.ts';
import type { Problem, Rule } from '../types.ts';

/** release <= deprecation <= sunset (effective date), where a record carries them. */
export const dateOrder: Rule = {
  name: 'date-order',
  description: 'release_date <= deprecation_date <= effective_date where a record carries them.',
  check: ({ files }) => {
    const out: Problem[] = [];
    for (const { file, data } of validRecords<ChangeRecord>(files, 'changes')) {
      const chain: [string, string | null | undefined][] = [
        ['release_date', data.release_date],
        ['deprecation_date', data.deprecation_date],
        ['effective_date', data.effective_date],
      ];
      const present = chain.filter((c): c is [string, string] => typeof c[1] === 'string');
      for (let i = 1; i < present.length; i++) {
        const [prevField, prev] = present[i - 1]!;
        const [field, value] = present[i]!;
        // Compare ranges: a month may hold a day of the same month.
        if (endDay(value) < startDay(prev)) {
          out.push({ path: file.path, field, message: `${value} is before ${prevField} ${prev}` });
        }
      }
    }
    return out;
  },
};
