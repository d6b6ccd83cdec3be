/**
 * API families whose minor versions cannot be called by themselves: a call
 * addresses the major version (googleads.googleapis.com/v26,
 * google.ads.googleads.v26, version="v26"), and the platform answers it with
 * that major's newest minor version. The version table has rows for the
 * minors (v26.1, v26.2) and its migrate_to may name one, a version no user can
 * type. The scanner and the MCP server answer a version of such a family as
 * code addresses it: the major it is called by, the minor it is served as on
 * the day, and a migrate_to written as the major to call (none when the target
 * is a minor of the major already called).
 *
 * Each entry rests on the platform's own statement (docs/data-model.md,
 * "Minor versions served on the major's endpoint", names the copy read).
 */
import { compareVersions } from './version-strings.ts';

export interface MinorsOnMajor {
  platform: string;
  api: string;
  /** The official page that states it. */
  source_url: string;
  /** The rule in words, for answers that cite it. */
  rule: string;
}

/** The families whose calls address the major version and are served by its newest minor. */
export const MINORS_ON_MAJOR: readonly MinorsOnMajor[] = [
  {
    platform: 'google-ads',
    api: 'Google Ads API',
    source_url: 'https://developers.google.com/google-ads/api/docs/sunset-dates',
    rule: 'Google Ads API calls address a major version (googleads.googleapis.com/v26); Google serves every call to it with its newest minor version, and no minor version can be called by itself',
  },
];

/** The rule for one family, or undefined when its versions are called as written. */
export function minorsOnMajor(platform: string, api: string): MinorsOnMajor | undefined {
  return MINORS_ON_MAJOR.find((m) => m.platform === platform && m.api === api);
}

/** The major of a version written vN, vN.M or vN_M ("v26.2" -> "v26"); null for any other shape. */
export function majorOf(version: string): string | null {
  const m = /^v(\d+)(?:[._]\d+)?$/i.exec(version.trim());
  return m ? `v${Number(m[1])}` : null;
}

interface RowLike {
  version: string;
  status: string;
}

const SERVING = new Set(['active', 'deprecated']);

/**
 * The row a call to `version`'s major is served by: the newest row of that major (its minors, or the major's own
 * row) that is released and not sunset; undefined when none is (a sunset major serves no call).
 */
export function servedRow<R extends RowLike>(family: readonly R[], version: string): R | undefined {
  const major = majorOf(version);
  if (major === null) return undefined;
  return family
    .filter((r) => majorOf(r.version) === major && SERVING.has(r.status))
    .sort((a, b) => compareVersions(a.version, b.version))
    .at(-1);
}

/** A version of such a family as code addresses it. */
export interface Addressed<R> {
  /** The major the code calls ("v26"). */
  endpoint: string;
  /** The row that answers that call today (v26.2's); undefined when the major is not served. */
  served: R | undefined;
  /** The major to call instead ("v26"); null when the family's target is a minor of the major already called, or there is none. */
  migrate_to: string | null;
  /** The version that major is served as (the family's target, "v26.2"); null with migrate_to. */
  migrate_to_served_as: string | null;
  rule: MinorsOnMajor;
}

/**
 * `version` of platform/api as code addresses it, given the family's rows (as of one day) and the target the
 * version table gives it (`target`, a row's migrate_to); null when the family's versions are called as written, or
 * the version is not of the vN shape.
 */
export function addressed<R extends RowLike>(platform: string, api: string, family: readonly R[], version: string, target: string | null): Addressed<R> | null {
  const rule = minorsOnMajor(platform, api);
  const endpoint = majorOf(version);
  if (rule === undefined || endpoint === null) return null;
  const targetMajor = target === null ? null : majorOf(target);
  const migrate_to = target === null || targetMajor === endpoint ? null : (targetMajor ?? target);
  return { endpoint, served: servedRow(family, version), migrate_to, migrate_to_served_as: migrate_to === null ? null : target, rule };
}
