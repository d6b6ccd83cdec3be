/**
 * The files of the site the tools read, each checked for the fields the tools
 * use, by picks of the published schemas (not the whole schema: a newer site
 * may add fields), and prepared once per fetched version.
 */
import type { PlatformSlug, ToolId } from '../schemas/common.ts';
import type { PriceHistory, ToolPricing } from '../schemas/api.ts';
import type { VersionList } from '../schemas/versions.ts';
import { API_PATHS, migrationJsonPath, toolJsonPath, versionsJsonPath } from '../model/links.ts';
import { slugify } from '../model/version-strings.ts';
import { changesSnapshot, type ChangesSnapshot } from './snapshot.ts';
import type { JsonSource, Loaded } from './site-cache.ts';
import { checkMigrationPath, checkPriceHistory, checkToolPricing, checkVersionList, type MigrationBrief } from './file-checks.ts';
import { dataFrom, type CheckData } from '../check/data.ts';
import { endpointTable, type CheckEndpoint } from '../check/endpoints.ts';
import { z } from 'zod';
import { RetiredEndpoint, type Change } from '../schemas/change.ts';

/** Paths of the files read, relative to the API base (from the path table). */
export const PATHS = {
  changes: API_PATHS.listChanges,
  priceHistory: API_PATHS.listPriceHistory,
  toolPricing: (tool: ToolId) => toolJsonPath(tool),
  versions: (platform: PlatformSlug) => versionsJsonPath(platform),
} as const;

/** The endpoint table of the fetched records, once per fetch; none when a record's endpoints are not as published. */
const endpointCache = new WeakMap<readonly Change[], CheckEndpoint[] | undefined>();
function endpointsOf(records: readonly Change[]): CheckEndpoint[] | undefined {
  if (!endpointCache.has(records)) {
    const ok = records.every((r) => r.endpoints === undefined || RetiredEndpointList.safeParse(r.endpoints).success);
    endpointCache.set(records, ok ? endpointTable(records) : undefined);
  }
  return endpointCache.get(records);
}
const RetiredEndpointList = z.array(RetiredEndpoint);

export class ChangelineData {
  readonly source: JsonSource;

  constructor(source: JsonSource) {
    this.source = source;
  }

  changes(): Promise<Loaded<ChangesSnapshot>> {
    return this.source.get(PATHS.changes, (json) => changesSnapshot(json, this.source.base));
  }

  toolPricing(tool: ToolId): Promise<Loaded<ToolPricing>> {
    return this.source.get(PATHS.toolPricing(tool), (json) => checkToolPricing(json, tool));
  }

  priceHistory(): Promise<Loaded<PriceHistory>> {
    return this.source.get(PATHS.priceHistory, checkPriceHistory);
  }

  versions(platform: PlatformSlug): Promise<Loaded<VersionList>> {
    return this.source.get(PATHS.versions(platform), (json) => checkVersionList(json, platform));
  }

  /** The migration path from a version row to its migrate_to (src/model/migration-path.ts, as the site publishes it). */
  migration(platform: PlatformSlug, apiSlug: string, from: string): Promise<Loaded<MigrationBrief>> {
    return this.source.get(migrationJsonPath(platform, apiSlug, slugify(from)), checkMigrationPath);
  }

  /**
   * The whole version table and the SDK map, as check_versions judges a snippet by them (src/check/data.ts), and
   * the retired endpoints of /api/changes.json (src/check/endpoints.ts); without that file, no endpoints.
   */
  async checkData(): Promise<Loaded<CheckData>> {
    const [versions, sdks, changes] = await Promise.all([
      this.source.get(API_PATHS.listVersions, (json) => json),
      this.source.get(API_PATHS.listSdks, (json) => json),
      this.changes().catch(() => null),
    ]);
    const warning = versions.warning ?? sdks.warning;
    const value = dataFrom(
      { versions: versions.value, sdks: sdks.value, endpoints: changes ? endpointsOf(changes.value.records) : undefined },
      this.source.base,
    );
    return warning === undefined ? { value } : { value, warning };
  }
}
