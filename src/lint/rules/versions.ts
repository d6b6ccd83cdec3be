/**
 * What the version view (src/model/versions.ts) needs of the change records:
 * an API family on every version record, one live sunset date per version.
 * (Where superseded_by may point is the supersession rule's.)
 */
import type { ChangeRecord } from '../../schemas/index.ts';
import { apiOf, isVersionRecord, versionRows } from '../../model/versions.ts';
import { MONTHS } from '../../model/format-date.ts';
import { validRecords } from '../load.ts';
import type { Problem, Rule } from '../types.ts';

/**
 * Every API-version record (api_version set, or categorised
 * api_version_sunset) names its API family; the live records of
 * one version agree on its sunset date (a projected and a confirmed record
 * of the same sunset: mark the older superseded_by the newer); no two
 * versions of a family share a path slug.
 */
export const versions: Rule = {
  name: 'versions',
  description:
    'API-version records (api_version, or api_version_sunset) name their api; live records of one version state one sunset date; version slugs are unique per API family.',
  check: ({ files }) => {
    const out: Problem[] = [];
    const records = validRecords<ChangeRecord>(files, 'changes');
    const sunsets = new Map<string, { path: string; date: string }>();
    for (const { file, data } of records) {
      if (!(data.categories?.includes('api_version_sunset') ?? false) && data.api_version === undefined) continue;
      if (data.api === undefined) {
        out.push({ path: file.path, field: 'api', message: 'an API-version record names its API family (for example "Google Ads API", "Graph API")' });
      }
      if (!isVersionRecord(data) || !data.effective_date) continue;
      const key = `${data.platform}|${apiOf(data)}|${data.api_version}`;
      const seen = sunsets.get(key);
      if (seen && seen.date !== data.effective_date) {
        out.push({
          path: file.path,
          field: 'effective_date',
          message: `${apiOf(data)} ${data.api_version} already has the sunset ${seen.date} in ${seen.path}: mark the replaced record superseded_by the other`,
        });
      } else if (!seen) sunsets.set(key, { path: file.path, date: data.effective_date });
    }
    try {
      versionRows(
        records.map((r) => r.data),
        { site: 'https://lint.invalid', today: '2000-01-01' },
      );
    } catch (err) {
      out.push({ path: 'content/changes', field: 'api_version', message: `${(err as Error).message}: write the version the same way in every record` });
    }
    return out;
  },
};

/** The ways a title may spell a date: 2026-08-05, August 5, 2026, 5 August 2026, Aug 5, 2026; a month as 2026-08, August 2026. */
export function dateSpellings(date: string): string[] {
  const [y, m, d] = date.split('-');
  const month = MONTHS[Number(m) - 1]!;
  const short = month.slice(0, 3);
  if (d === undefined) return [date, `${month} ${y}`, `${short} ${y}`];
  const day = String(Number(d));
  return [date, `${month} ${day}, ${y}`, `${day} ${month} ${y}`, `${short} ${day}, ${y}`, `${day} ${short} ${y}`];
}

/**
 * A title names the change; the page shows its effective date beside it.
 * A title that spells out its own effective date says it twice.
 */
export const titleDate: Rule = {
  name: 'title-date',
  description: 'A change title does not repeat its effective date (pages show the date next to the title).',
  check: ({ files }) => {
    const out: Problem[] = [];
    for (const { file, data } of validRecords<ChangeRecord>(files, 'changes')) {
      if (!data.effective_date) continue;
      const title = data.title.toLowerCase();
      const hit = dateSpellings(data.effective_date).find((s) => title.includes(s.toLowerCase()));
      if (hit) out.push({ path: file.path, field: 'title', message: `repeats the effective date ("${hit}"); the pages show the date next to the title` });
    }
    return out;
  },
};
