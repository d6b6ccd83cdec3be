/**
 * A minor version sunsets with its major where the platform says so. Google's
 * sunset page: "The lifespan of minor API versions isn't tracked separately.
 * Instead, minor versions share the same sunset date as their corresponding
 * major version." So Google Ads API v19.1 sunsets on v19's day (2026-02-11),
 * not in a month of its own.
 */
import type { ChangeRecord } from '../../schemas/index.ts';
import { apiOf, isVersionRecord } from '../../model/versions.ts';
import { validRecords } from '../load.ts';
import type { Problem, Rule } from '../types.ts';

/** API families whose platform states that minor versions share the sunset date of their major version. */
export const SHARED_MINOR_SUNSET: readonly { platform: string; api: string; source: string }[] = [
  { platform: 'google-ads', api: 'Google Ads API', source: 'https://developers.google.com/google-ads/api/docs/sunset-dates' },
];

/** `v19.1` -> `19`; null for a major version (`v19`, `v19.0`) or another shape. */
export function majorOfMinor(version: string): string | null {
  const m = /^v(\d+)\.(\d+)$/i.exec(version);
  return m && Number(m[2]) !== 0 ? m[1]! : null;
}

export const minorSunset: Rule = {
  name: 'minor-sunset',
  description: "A minor version states its major version's sunset date (and is tentative exactly when that date is), where the platform says minors share it.",
  check: ({ files }) => {
    const out: Problem[] = [];
    const live = validRecords<ChangeRecord>(files, 'changes').filter(({ data }) => isVersionRecord(data));
    for (const fam of SHARED_MINOR_SUNSET) {
      const inFamily = live.filter(({ data }) => data.platform === fam.platform && apiOf(data) === fam.api);
      /** The sunset of each major version: its first live record with a date. */
      const majors = new Map<string, ChangeRecord>();
      for (const { data } of inFamily) {
        const m = /^v(\d+)(?:\.0)?$/i.exec(data.api_version!);
        if (m && data.effective_date && !majors.has(m[1]!)) majors.set(m[1]!, data);
      }
      for (const { file, data } of inFamily) {
        const n = majorOfMinor(data.api_version!);
        const major = n === null ? undefined : majors.get(n);
        if (!major) continue;
        const said = `${fam.platform} says minor versions share their major's sunset date (${fam.source})`;
        if ((data.effective_date ?? null) !== major.effective_date) {
          out.push({
            path: file.path,
            field: 'effective_date',
            message: `${data.api_version} states ${data.effective_date ?? 'no sunset'}, but its major ${major.api_version} sunsets ${major.effective_date} (${major.id}); ${said}`,
          });
        } else if ((data.tentative === true) !== (major.tentative === true)) {
          out.push({
            path: file.path,
            field: 'tentative',
            message: `${data.api_version} is ${data.tentative ? '' : 'not '}tentative, but its major ${major.api_version}'s sunset ${major.effective_date} is ${major.tentative ? '' : 'not '}tentative (${major.id}); ${said}`,
          });
        }
      }
    }
    return out;
  },
};
