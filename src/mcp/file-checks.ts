/**
 * What the MCP tools read of the site's files, checked by picks of the
 * published schemas: the fields the tools use, each by its schema's own
 * definition, other fields let through (a newer site may add fields).
 */
import { z } from 'zod';
import { MigrationPath } from '../schemas/migrations.ts';
import type { PlatformSlug, ToolId } from '../schemas/common.ts';
import { ChangeList, PriceHistory, ToolPricing } from '../schemas/api.ts';
import { Change } from '../schemas/change.ts';
import { PriceEvent, Tool } from '../schemas/pricing.ts';
import { VersionList, VersionRow } from '../schemas/versions.ts';

/** The named fields of a published object schema, each by its own definition; other fields let through. */
function pick<S extends z.core.$ZodLooseShape, K extends keyof S & string>(schema: { shape: S }, keys: readonly K[]) {
  return z.looseObject(Object.fromEntries(keys.map((k) => [k, schema.shape[k]])) as Pick<S, K>);
}

// Slugs and kinds a newer site may have added (a platform, a tool, an event
// kind) are text here, not the enums of this version: the tools handle them.
const eventFields = pick(PriceEvent, ['date']).extend({ tool_id: z.string(), event: z.string() });

/** What the tools read of /api/changes.json. */
export const ChangesFile = pick(ChangeList, ['generated_at']).extend({
  changes: z.array(pick(Change, ['id', 'title', 'url']).extend({ platform: z.string() })),
});
const ToolPricingFile = pick(ToolPricing, ['generated_at']).extend({
  tool: pick(Tool, ['id']).extend({ plans: z.array(z.unknown()) }),
  history: z.array(eventFields),
});
const PriceHistoryFile = pick(PriceHistory, ['generated_at']).extend({ events: z.array(eventFields) });
/** What get_version_status reads of /api/versions/{platform}.json: the names and dates it recomputes the lifecycle from. */
const VersionListFile = pick(VersionList, ['generated_at']).extend({
  versions: z.array(
    pick(VersionRow, ['api', 'api_slug', 'version', 'release_date', 'deprecation_date', 'sunset_date', 'tentative', 'changes', 'source_url']).extend({
      platform: z.string(),
      status: z.string(),
      // The platform's named target survives the recomputation for today (rowsAsOf); a site older than migrate_to lacks them.
      migrate_to: VersionRow.shape.migrate_to.optional(),
      migrate_to_rule: VersionRow.shape.migrate_to_rule.optional(),
      migrate_to_source_url: VersionRow.shape.migrate_to_source_url.optional(),
      // Published even while it is planned (a site older than platform_target lacks them).
      platform_target: VersionRow.shape.platform_target.optional(),
      platform_target_source_url: VersionRow.shape.platform_target_source_url.optional(),
    }),
  ),
});

/** What get_version_status and migration_plan read of /api/migrations/{platform}/{api_slug}/{from}.json. */
const MigrationPathFile = pick(MigrationPath, ['from', 'to', 'count', 'complete', 'unknown', 'items', 'page']);
export type MigrationBrief = Pick<MigrationPath, 'from' | 'to' | 'count' | 'complete' | 'unknown' | 'items' | 'page'>;

const MAX_ISSUES = 3;

/** `json` when `schema` accepts it (the same object, not a copy); else an error naming the first problems by path. */
export function checkFile<T>(schema: z.ZodType, json: unknown): T {
  const res = schema.safeParse(json);
  if (res.success) return json as T;
  const issues = res.error.issues;
  const parts = issues.slice(0, MAX_ISSUES).map((i) => {
    const path = i.path
      .map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`))
      .join('')
      .replace(/^\./, '');
    return `${path || 'the file'}: ${i.message}`;
  });
  if (issues.length > MAX_ISSUES) parts.push(`and ${issues.length - MAX_ISSUES} more`);
  throw new Error(parts.join('; '));
}

export function checkToolPricing(json: unknown, tool: ToolId): ToolPricing {
  const o = checkFile<ToolPricing>(ToolPricingFile, json);
  if (o.tool.id !== tool) throw new Error(`tool.id: is ${JSON.stringify(o.tool.id)}, expected "${tool}"`);
  return o;
}

export const checkMigrationPath = (json: unknown): MigrationBrief => checkFile<MigrationBrief>(MigrationPathFile, json);

export const checkPriceHistory = (json: unknown): PriceHistory => checkFile<PriceHistory>(PriceHistoryFile, json);

export function checkVersionList(json: unknown, platform: PlatformSlug): VersionList {
  const o = checkFile<VersionList>(VersionListFile, json);
  o.versions.forEach((r, i) => {
    if (r.platform !== platform) throw new Error(`versions[${i}].platform: is ${JSON.stringify(r.platform)}, expected "${platform}"`);
  });
  return o;
}
