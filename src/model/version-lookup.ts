/**
 * A version's status from the version rows, including versions older than a
 * family's oldest row: the rule shared by the scanner, the MCP server and
 * /api/versions*.json (`older_versions_rule` of a family).
 *
 * The rule: platforms retire versions oldest first, so a version older than
 * a row of the same family that is already sunset is sunset too. It is
 * stated with the row it rests on ("older than 202304, which was sunset on
 * 15 May 2024"). A version newer than every known one, a family without a
 * sunset row, or a version written in another shape than the family's
 * (a date against plain numbers) stays unknown: never safe, never guessed.
 */
import { formatDate } from './format-date.ts';
import { compareVersions, versionNumbers } from './version-strings.ts';
import { versionKey } from './version-tokens.ts';

/** What the lookup reads of a row (a VersionRow or the scanner's pick of it). */
export interface LookupRow {
  platform: string;
  api: string;
  version: string;
  status: string;
  sunset_date: string | null;
}

/** How a status was reached: a row of the table, or the older-versions rule. */
export type StatusBasis = 'row' | 'rule';

export type Lookup<R extends LookupRow> =
  | { basis: 'row'; row: R }
  | { basis: 'rule'; status: 'sunset'; version: string; older_than: R; rule: string }
  | { basis: 'unknown'; reason: 'no-family' | 'newer' | 'no-sunset-row' | 'other-shape' | 'not-older' };

/** The written shape of a version: a leading v, how its numbers are joined, a year-month; versions compare only within one shape. */
function shape(version: string): string {
  const v = version.trim();
  const nums = versionNumbers(v);
  const first = nums[0];
  if (first === undefined) return 'none';
  const yearMonth = /^\d{6}$/.test(v) || /^\d{4}-\d{2}(?:-\d{2})?$/.test(v) ? 'date' : 'num';
  return `${/^v/i.test(v) ? 'v' : ''}${yearMonth}${v.includes('-') ? '-' : ''}`;
}

/** The row of a version in its family's rows: the exact text first, else the same numbers (v21 = v21.0). */
export function findRow<R extends LookupRow>(family: readonly R[], version: string): R | undefined {
  const key = versionKey(version);
  return family.find((r) => r.version === version) ?? (key === '' ? undefined : family.find((r) => versionKey(r.version) === key));
}

/** The sunset rows of a family that share a version's shape, oldest first. */
function sunsetRows<R extends LookupRow>(family: readonly R[], form: string): R[] {
  return family.filter((r) => r.status === 'sunset' && shape(r.version) === form).sort((a, b) => compareVersions(a.version, b.version));
}

/** The rule in words for one version, resting on one sunset row. */
function ruleText(version: string, row: LookupRow): string {
  const when = row.sunset_date === null ? 'which is sunset' : `which was sunset on ${formatDate(row.sunset_date)}`;
  return `${version} is older than ${row.version}, ${when}; a platform retires versions oldest first, so ${version} is sunset too`;
}

/**
 * The status of `version` in one family (`rows` may hold every platform's
 * rows: those of platform/api are used). The row when there is one (basis
 * "row"); else sunset by the rule when the version is older than a sunset
 * row of the family, citing the oldest such row (the nearest above it);
 * else unknown, with the reason.
 */
export function lookupVersion<R extends LookupRow>(rows: readonly R[], platform: string, api: string, version: string): Lookup<R> {
  const family = rows.filter((r) => r.platform === platform && r.api === api);
  if (family.length === 0) return { basis: 'unknown', reason: 'no-family' };
  const row = findRow(family, version);
  if (row) return { basis: 'row', row };
  const form = shape(version);
  if (form === 'none' || !family.some((r) => shape(r.version) === form)) return { basis: 'unknown', reason: 'other-shape' };
  const sameShape = family.filter((r) => shape(r.version) === form);
  if (sameShape.every((r) => compareVersions(version, r.version) > 0)) return { basis: 'unknown', reason: 'newer' };
  const sunset = sunsetRows(family, form);
  if (sunset.length === 0) return { basis: 'unknown', reason: 'no-sunset-row' };
  const above = sunset.find((r) => compareVersions(version, r.version) < 0);
  if (above === undefined) return { basis: 'unknown', reason: 'not-older' };
  return { basis: 'rule', status: 'sunset', version, older_than: above, rule: ruleText(version, above) };
}

/**
 * The rule for versions older than a family's rows, in words, as
 * /api/versions*.json publishes it on the family: null when the family has
 * no sunset row (then an older version stays unknown).
 */
export function olderVersionsRule(family: readonly LookupRow[]): string | null {
  const sunset = family.filter((r) => r.status === 'sunset').sort((a, b) => compareVersions(a.version, b.version));
  const oldest = sunset[0];
  if (oldest === undefined) return null;
  const when = oldest.sunset_date === null ? 'which is sunset' : `sunset on ${formatDate(oldest.sunset_date)}`;
  // A row older than that one that is not sunset is written in another form (LinkedIn's "unversioned (v2)" before its
  // dated versions): the lookup answers it from its row, and the sentence says so rather than claim it is sunset.
  const others = family
    .filter((r) => r.status !== 'sunset' && compareVersions(r.version, oldest.version) < 0)
    .sort((a, b) => compareVersions(a.version, b.version));
  const notCovered =
    others.length === 0
      ? ''
      : ` Not covered: ${others.map((r) => `${r.version} (${r.status})`).join(', ')}, which ${others.length === 1 ? 'has a row of its own' : 'have rows of their own'}.`;
  return `A version older than a sunset version of this family is sunset too (a platform retires versions oldest first): every version older than ${oldest.version} (${when}) is sunset.${notCovered} A version newer than every known one is unknown.`;
}
