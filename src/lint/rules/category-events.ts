/**
 * A category agrees with the dated events of its record (issue 20; the rule
 * itself is in src/model/lifecycle-event.ts and docs/site.md):
 *
 * - a version record (api_version set) is categorised `api_version_sunset`
 *   exactly when it states a deprecation or an end: an effective_date (its
 *   sunset), a deprecation_date, or the status deprecated or sunset as the
 *   source states it;
 * - a version record that states only its release is not a sunset and not a
 *   deprecation: it is an `announcement` (it stays a row of the version table,
 *   which takes every record naming an api_version).
 */
import type { ChangeRecord } from '../../schemas/index.ts';
import { lifecycleCategories, versionEndStated } from '../../model/lifecycle-event.ts';
import { validRecords } from '../load.ts';
import type { Problem, Rule } from '../types.ts';

export const categoryEvents: Rule = {
  name: 'category-events',
  description:
    'A category agrees with the dated events of its record: a version record is api_version_sunset exactly when it states a deprecation or an end; a version record that states only its release is an announcement, not a sunset or a deprecation.',
  check: ({ files }) => {
    const out: Problem[] = [];
    for (const { file, data } of validRecords<ChangeRecord>(files, 'changes')) {
      // A change made in a version (version_change) is categorised as its changelog says, not by the version's lifecycle.
      if (data.api_version === undefined || data.version_change === true) continue;
      const cats = data.categories ?? [];
      const ends = versionEndStated(data);
      const want = lifecycleCategories(cats, data);
      if (ends && !cats.includes('api_version_sunset')) {
        out.push({
          path: file.path,
          field: 'categories',
          message: `${data.api_version} states a deprecation or sunset but is not categorised api_version_sunset: categories ${JSON.stringify(want)}`,
        });
      } else if (!ends && (cats.includes('api_version_sunset') || cats.includes('deprecation'))) {
        out.push({
          path: file.path,
          field: 'categories',
          message: `${data.api_version} states only its release (no deprecation, sunset date or sunset status), so it is not a sunset or a deprecation: categories ${JSON.stringify(want.filter((k) => k !== 'deprecation').length ? want.filter((k) => k !== 'deprecation') : ['announcement'])}`,
        });
      }
    }
    return out;
  },
};
