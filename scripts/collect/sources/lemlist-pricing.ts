/** lemlist: the official pricing page (structured data first, plan cards second). */
import { pricingCollector } from '../pricing/collector.ts';

export default pricingCollector('lemlist');
