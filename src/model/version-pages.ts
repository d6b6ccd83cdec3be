/**
 * Where a version row sits: its anchor, whether its family's table has a
 * page of its own, and so each row's site path.
 */
import type { PlatformSlug } from '../schemas/common.ts';
import type { VersionRow } from '../schemas/versions.ts';
import { platformPath, platformVersionsPath } from './links.ts';
import { slugify } from './version-strings.ts';

/** A row's anchor in its version table (its badge file: badgePath in links.ts). */
export const versionAnchor = (apiSlug: string, version: string): string => `v-${apiSlug}-${slugify(version)}`;

/**
 * The most rows an API family's version table may have and still sit whole
 * on its platform's page. A longer family (none in the real content, whose
 * longest has about 50 rows; hundreds in the bench's synthetic content) gets
 * its table on a page of its own (platformVersionsPath in links.ts), and the
 * platform page shows a summary of it instead: its latest version, the
 * versions whose sunset comes in the next SOON_DAYS days, and a link. 80
 * rows keep a platform page near 1,500 elements with room for its other
 * sections, under the 3,000 of issue 23.
 */
export const VERSION_TABLE_MAX_ROWS = 80;

/** True when a family of `versions` rows has its version table on its own page. */
export const hasOwnVersionPage = (versions: number): boolean => versions > VERSION_TABLE_MAX_ROWS;

/** Site path of an API family's version table: its platform page, or its own page when it has more than VERSION_TABLE_MAX_ROWS rows. */
export const versionTablePath = (platform: PlatformSlug, apiSlug: string, familyVersions: number): string =>
  hasOwnVersionPage(familyVersions) ? platformVersionsPath(platform, apiSlug) : platformPath(platform);

/** Site path of a row, at the row, in a family of `familyVersions` rows: where its table is (versionTablePath), then its anchor. */
export const versionRowPathIn = (r: Pick<VersionRow, 'platform' | 'api_slug' | 'version'>, familyVersions: number): string =>
  `${versionTablePath(r.platform, r.api_slug, familyVersions)}#${versionAnchor(r.api_slug, r.version)}`;

/**
 * Site path of a published row, at the row: the path of its `page` address,
 * which versionRows sets from the size of the row's family
 * (versionRowPathIn), so the two never disagree.
 */
export function versionRowPath(r: Pick<VersionRow, 'page'>): string {
  const u = new URL(r.page);
  return `${u.pathname}${u.hash}`;
}
