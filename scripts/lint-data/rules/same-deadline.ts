/**
 * No two live records state the same deadline. "Live" is not superseded
 * (superseded_by absent); "the same deadline" is, precisely:
 *
 * - two api_version_sunset records of one platform with the same API family
 *   (api), the same api_version and the same effective_date: one version's
 *   sunset said twice (the versions rule already refuses two different
 *   dates for one version);
 * - two records of one platform with the same effective_date and the same
 *   title (compared lower-cased, white space folded): one change written up
 *   twice.
 *
 * Records that only share a day (a platform retiring several unrelated
 * things on one date) are not the same deadline. Mark the replaced record
 * `superseded_by` the one that stays (CONTRIBUTING.md); never delete it.
 */
import type { ChangeRecord } from '../../../src/schemas/index.ts';
import { apiOf, isSuperseded } from '../../../src/lib/versions.ts';
import { compareText } from '../../../src/lib/compare.ts';
import { validRecords } from '../load.ts';
import type { Problem, Rule } from '../types.ts';

const fold = (s: string): string => s.toLowerCase().replace(/\s+/g, ' ').trim();

/** The deadline a live record states, as a comparable key, or null when it states none. */
export function deadlineKeys(c: ChangeRecord): string[] {
  if (isSuperseded(c) || !c.effective_date) return [];
  const keys = [`title\u0000${c.platform}\u0000${c.effective_date}\u0000${fold(c.title)}`];
  if ((c.categories?.includes('api_version_sunset') ?? false) && c.api_version !== undefined) {
    keys.push(`version\u0000${c.platform}\u0000${apiOf(c)}\u0000${c.api_version}\u0000${c.effective_date}`);
  }
  return keys;
}

export const sameDeadline: Rule = {
  name: 'same-deadline',
  description: 'No two live records state the same deadline (same platform and effective date, and the same API version or the same title).',
  check: ({ files }) => {
    const out: Problem[] = [];
    const seen = new Map<string, { id: string; path: string }>();
    const records = validRecords<ChangeRecord>(files, 'changes').sort((a, b) => compareText(a.data.id, b.data.id));
    for (const { file, data } of records) {
      const reported = new Set<string>();
      for (const key of deadlineKeys(data)) {
        const first = seen.get(key);
        if (first === undefined) {
          seen.set(key, { id: data.id, path: file.path });
          continue;
        }
        if (reported.has(first.id)) continue;
        reported.add(first.id);
        const what = key.startsWith('version') ? `${apiOf(data)} ${data.api_version}'s sunset` : 'the same change';
        out.push({
          path: file.path,
          field: 'effective_date',
          message: `states ${what} on ${data.effective_date}, as ${first.id} (${first.path}) does: mark the replaced one superseded_by the other`,
        });
      }
    }
    return out;
  },
};
