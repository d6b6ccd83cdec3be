/**
 * The pricing collector of a tool: its official pricing page, read by
 * pricing/parse.ts. The snapshot and price events are made by the runner
 * with pricing/snapshot.ts.
 */
import { TOOLS } from '../../model/registry.ts';
import type { ToolId } from '../../schemas/common.ts';
import type { PricingCollector } from '../lib/types.ts';
import { parsePricingPage } from './parse.ts';

export function pricingCollector(toolId: ToolId, version = 1): PricingCollector {
  const info = TOOLS[toolId];
  return {
    id: `${toolId}-pricing`,
    name: `${info.name} pricing page`,
    kind: 'pricing',
    tool_id: toolId,
    urls: [info.pricing_url],
    version,
    async collect(ctx) {
      const parsed = await ctx.page(info.pricing_url, parsePricingPage);
      if (!parsed) throw new Error(`${info.pricing_url}: no pricing page`);
      return parsed;
    },
  };
}
