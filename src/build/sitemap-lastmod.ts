/**
 * `lastmod` of the sitemap's URLs (`@astrojs/sitemap` writes the sitemap;
 * src/build/sitemap.ts hands it these): the last change of the
 * record a page shows, or the newest record's for pages that show no single
 * record.
 */
import type { Change } from '../schemas/change.ts';
import type { PriceEvent, Tool } from '../schemas/pricing.ts';
import { PLATFORM_SLUGS, type PlatformSlug } from '../schemas/common.ts';
import { lastChanged, newest, toolLastChanged } from '../model/derived.ts';
import { PRICING_PATH, changePath, platformPath, toolPath } from '../model/links.ts';

export interface LastmodData {
  changes: readonly Pick<Change, 'id' | 'platform' | 'changed_at' | 'first_seen' | 'fetched_at'>[];
  tools: readonly Pick<Tool, 'id' | 'last_snapshot' | 'fetched_at'>[];
  events: readonly Pick<PriceEvent, 'tool_id' | 'date'>[];
}

/**
 * `lastmod` of every page path: a change page its record's, a platform page
 * its newest record's, a tool page the tool's, /pricing/ the newest tool's,
 * and every other page the newest of all (`fallback`).
 */
export function pageLastmods(data: LastmodData): { byPath: Map<string, string>; fallback: string | undefined } {
  const byPath = new Map<string, string>();
  const perPlatform = new Map<PlatformSlug, string[]>(PLATFORM_SLUGS.map((p) => [p, []]));
  for (const c of data.changes) {
    const lm = lastChanged(c);
    byPath.set(changePath(c.id), lm);
    perPlatform.get(c.platform)?.push(lm);
  }
  const eventsByTool = new Map<string, Pick<PriceEvent, 'date'>[]>();
  for (const e of data.events) {
    const list = eventsByTool.get(e.tool_id) ?? [];
    list.push(e);
    eventsByTool.set(e.tool_id, list);
  }
  const toolTimes: (string | undefined)[] = [];
  for (const t of data.tools) {
    const lm = toolLastChanged(t, eventsByTool.get(t.id) ?? []);
    toolTimes.push(lm);
    if (lm !== undefined) byPath.set(toolPath(t.id), lm);
  }
  const pricing = newest(toolTimes);
  if (pricing !== undefined) byPath.set(PRICING_PATH, pricing);
  const allChanges = newest([...perPlatform.values()].flat());
  for (const [p, times] of perPlatform) {
    const lm = newest(times) ?? allChanges;
    if (lm !== undefined) byPath.set(platformPath(p), lm);
  }
  return { byPath, fallback: newest([allChanges, pricing]) };
}
