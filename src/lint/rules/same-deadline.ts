/**
 * Two rules over the deadlines that live records state. "Live" is not
 * superseded (superseded_by absent).
 *
 * same-deadline (error): two api_version_sunset records of one platform with
 * the same API family (api), the same api_version and the same
 * effective_date state one version's sunset twice (the versions rule already
 * refuses two different dates for one version). Exact, so it fails the run.
 *
 * same-change (review): two records of one platform with the same
 * effective_date and the same title (compared lower-cased, white space
 * folded) are probably one change written up twice, for example a release
 * note and its reminder a month later. Titles are ours or the page's, so a
 * person decides: the rule lists them for review.
 *
 * Records that only share a day (a platform retiring several unrelated
 * things on one date) are neither. Mark the replaced record `superseded_by`
 * the one that stays (CONTRIBUTING.md); never delete it.
 */
import type { ChangeRecord } from '../../schemas/index.ts';
import { apiOf } from '../../model/versions.ts';
import { isSuperseded } from '../../model/derived.ts';
import { compareText } from '../../model/compare.ts';
import { validRecords } from '../load.ts';
import type { Problem, Rule } from '../types.ts';

const fold = (s: string): string => s.toLowerCase().replace(/\s+/g, ' ').trim();

type Keyed = (c: ChangeRecord) => string | null;

/** The version deadline a live record states (platform, API family, version, sunset), or null. */
export const versionDeadline: Keyed = (c) =>
  !isSuperseded(c) && c.effective_date && (c.categories?.includes('api_version_sunset') ?? false) && c.api_version !== undefined
    ? `${c.platform}\u0000${apiOf(c)}\u0000${c.api_version}\u0000${c.effective_date}`
    : null;

/** The change a live dated record states, by platform, date and title, or null. */
export const titledDeadline: Keyed = (c) => (!isSuperseded(c) && c.effective_date ? `${c.platform}\u0000${c.effective_date}\u0000${fold(c.title)}` : null);

/** Records (by id order) whose key an earlier record already has, each named once against the first. */
function repeats(files: Parameters<Rule['check']>[0]['files'], keyOf: Keyed, what: (c: ChangeRecord) => string): Problem[] {
  const out: Problem[] = [];
  const seen = new Map<string, { id: string; path: string }>();
  const records = validRecords<ChangeRecord>(files, 'changes').sort((a, b) => compareText(a.data.id, b.data.id));
  for (const { file, data } of records) {
    const key = keyOf(data);
    if (key === null) continue;
    const first = seen.get(key);
    if (first === undefined) {
      seen.set(key, { id: data.id, path: file.path });
      continue;
    }
    out.push({
      path: file.path,
      field: 'effective_date',
      message: `states ${what(data)} on ${data.effective_date}, as ${first.id} (${first.path}) does: mark the replaced one superseded_by the other`,
    });
  }
  return out;
}

export const sameDeadline: Rule = {
  name: 'same-deadline',
  description: 'No two live records state the same API version sunset (same platform, API family, version and effective date).',
  check: ({ files }) => repeats(files, versionDeadline, (c) => `${apiOf(c)} ${c.api_version}'s sunset`),
};

export const sameChange: Rule = {
  name: 'same-change',
  level: 'review',
  description: 'Two live records of one platform with the same effective date and the same title (one change written up twice?).',
  check: ({ files }) => repeats(files, titledDeadline, () => 'the same change'),
};
