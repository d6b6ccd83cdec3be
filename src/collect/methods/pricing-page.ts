/**
 * The pricing-page method: a tool's official pricing page. The collector and
 * its parser live with the pricing code (pricing/collector.ts,
 * pricing/parse.ts); the runner makes the snapshot and price events
 * (pricing/snapshot.ts). One source per tool of the tool list.
 */
import type { PricingSource } from '../../sources/index.ts';
import type { PricingCollector } from '../lib/types.ts';
import { pricingCollector } from '../pricing/collector.ts';

export function pricingPageCollector(def: PricingSource): PricingCollector {
  const c = pricingCollector(def.tool_id, def.version);
  if (c.id !== def.id || c.urls[0] !== def.url) throw new Error(`pricing collector of ${def.tool_id} disagrees with the registry`);
  return c;
}
