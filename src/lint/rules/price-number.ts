import { priceMismatches } from '../../model/price-fields.ts';
import type { Problem, Rule } from '../types.ts';

const show = (v: unknown): string => (v === undefined ? 'missing' : JSON.stringify(v));

/**
 * A stored price is what its text shows: a plan's price and currency, a
 * price event's price, old_price and currency (also inside a digest) equal
 * what src/model/price.ts reads from the stored price texts. Read from the raw
 * JSON, so a missing number is named even when the schema rejects the file.
 */
export const priceNumber: Rule = {
  name: 'price-number',
  description:
    'Plans and price events hold the price, old_price and currency that src/model/price.ts reads from their price texts (npm run lint:data -- --fix fills them).',
  check: ({ files }) => {
    const out: Problem[] = [];
    for (const f of files) {
      for (const m of priceMismatches(f.kind, f.json)) {
        out.push({ path: f.path, field: m.field, message: `is ${show(m.stored)}, but ${m.from} reads as ${show(m.read)}; run npm run lint:data -- --fix` });
      }
    }
    return out;
  },
};
