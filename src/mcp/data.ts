/**
 * The files of the site the tools read, each checked for the fields the tools
 * use, by picks of the published schemas (not the whole schema: a newer site
 * may add fields), and prepared once per fetched version.
 */
import type { PlatformSlug, ToolId } from '../schemas/common.ts';
import type { PriceHistory, ToolPricing } from '../schemas/api.ts';
import type { VersionList } from '../schemas/versions.ts';
import { ENDPOINTS } from '../lib/endpoints.ts';
import { changesSnapshot, type ChangesSnapshot } from './snapshot.ts';
import type { JsonSource, Loaded } from './source.ts';
import { checkPriceHistory, checkToolPricing } from './file-checks.ts';


/** A version list, checked for what get_version_status uses: every row of `platform`, with its names and dates. */
export function checkVersionList(json: unknown, platform: PlatformSlug): VersionList {
  const o = object(json, 'a JSON object with versions');
  checkGeneratedAt(o);
  if (!Array.isArray(o.versions)) throw new Error('"versions" is not an array');
  o.versions.forEach((r: unknown, i: number) => {
    const row = r as Record<string, unknown> | null;
    for (const key of ['api', 'api_slug', 'version', 'status', 'source_url'] as const) {
      if (!row || typeof row[key] !== 'string') throw new Error(`versions[${i}] has no "${key}" text`);
    }
    if (row!.platform !== platform) throw new Error(`versions[${i}].platform is ${JSON.stringify(row!.platform)}, expected "${platform}"`);
    for (const key of ['release_date', 'deprecation_date', 'sunset_date'] as const) {
      if (row![key] !== null && typeof row![key] !== 'string') throw new Error(`versions[${i}].${key} is neither a date nor null`);
    }
  });
  return o as unknown as VersionList;
}

function endpointPath(operationId: string): string {
  const e = ENDPOINTS.find((x) => x.operationId === operationId);
  if (!e) throw new Error(`no endpoint ${operationId}`);
  return e.path;
}

/** Paths of the files read, relative to the API base (from the API's endpoint list). */
export const PATHS = {
  changes: endpointPath('listChanges'),
  priceHistory: endpointPath('listPriceHistory'),
  toolPricing: (tool: ToolId) => endpointPath('getToolPricing').replace('{tool_id}', tool),
  versions: (platform: PlatformSlug) => endpointPath('listVersionsByPlatform').replace('{platform}', platform),
} as const;

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
}
