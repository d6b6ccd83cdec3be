/**
 * The numbers stored beside price texts in content files (plans, the prices
 * of each observation, price events), checked and filled
 * from raw JSON: the data linter's price-number rule reports a number that
 * is not what its text reads as (src/model/price.ts), and `lint:data --fix`
 * and `add-records` fill the numbers from the texts. Raw JSON, so a file
 * whose numbers are missing is still read (and named) before the schema
 * accepts it.
 */
import { eventPrice, planPrice, type EventPrice, type PlanPrice } from './price.ts';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

/** One stored number that is not what its text reads as. */
export interface PriceMismatch {
  /** Dotted path inside the record (`price`, `plans.2.currency`). */
  field: string;
  stored: unknown;
  read: number | string | null;
  /** The text it was read from. */
  from: string;
}

function compare(prefix: string, stored: Obj, want: Obj, from: Record<string, string>): PriceMismatch[] {
  const out: PriceMismatch[] = [];
  for (const [k, v] of Object.entries(want)) {
    if (stored[k] !== v) out.push({ field: `${prefix}${k}`, stored: stored[k], read: v as PriceMismatch['read'], from: from[k]! });
  }
  return out;
}

const textOf = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** The numbers a raw price event should hold, or null when it has no event kind or price text to read. */
function eventPriceOf(o: Obj): EventPrice | null {
  const price_text = textOf(o.price_text);
  if (price_text === undefined || typeof o.event !== 'string') return null;
  return eventPrice({ event: o.event, price_text, old_price_text: textOf(o.old_price_text) });
}

/** The numbers a raw plan should hold, or null when it has no price text. */
function planPriceOf(o: Obj): PlanPrice | null {
  const text = textOf(o.price_text);
  return text === undefined ? null : planPrice(text);
}

/** The records inside a content file that carry prices: [path prefix, record, kind]. */
function pricedParts(kind: string, record: Obj): [string, Obj, 'plan' | 'event'][] {
  const list = (key: string, what: 'plan' | 'event') =>
    (Array.isArray(record[key]) ? (record[key] as unknown[]) : []).flatMap((x, i) =>
      isObj(x) ? [[`${key}.${i}.`, x, what] as [string, Obj, 'plan' | 'event']] : [],
    );
  if (kind === 'price-events') return [['', record, 'event']];
  if (kind === 'tools') {
    const observed = (Array.isArray(record.observations) ? (record.observations as unknown[]) : []).flatMap((o, i) =>
      isObj(o) && Array.isArray(o.prices)
        ? (o.prices as unknown[]).flatMap((x, j) => (isObj(x) ? [[`observations.${i}.prices.${j}.`, x, 'plan'] as [string, Obj, 'plan' | 'event']] : []))
        : [],
    );
    return [...list('plans', 'plan'), ...observed];
  }
  if (kind === 'digests') return list('price_events', 'event');
  return [];
}

/**
 * Stored numbers of a raw content file (a tool's plans, a price event, a
 * digest's price events) that differ from what their price texts read as;
 * a missing number is reported too. Parts without a price text are the
 * schema's to report.
 */
export function priceMismatches(kind: string, record: unknown): PriceMismatch[] {
  if (!isObj(record)) return [];
  return pricedParts(kind, record).flatMap(([prefix, o, what]) => {
    const price = `price_text "${textOf(o.price_text) ?? ''}"`;
    if (what === 'plan') {
      const want = planPriceOf(o);
      return want ? compare(prefix, o, { ...want }, { price, currency: price }) : [];
    }
    const want = eventPriceOf(o);
    const from = {
      old_price: `old_price_text "${textOf(o.old_price_text) ?? ''}" (${o.event})`,
      price: `${price} (${o.event})`,
      currency: `${price} (${o.event})`,
    };
    return want ? compare(prefix, o, { ...want }, from) : [];
  });
}

/** A raw content file with every number set from its price texts (what `npm run lint:data -- --fix` writes). */
export function withPrices(kind: string, record: unknown): unknown {
  if (!isObj(record)) return record;
  const fill = (o: Obj, what: 'plan' | 'event'): Obj => ({ ...o, ...((what === 'plan' ? planPriceOf(o) : eventPriceOf(o)) ?? {}) });
  if (kind === 'price-events') return fill(record, 'event');
  const key = kind === 'tools' ? 'plans' : kind === 'digests' ? 'price_events' : null;
  if (key === null || !Array.isArray(record[key])) return record;
  const filled: Obj = { ...record, [key]: (record[key] as unknown[]).map((x) => (isObj(x) ? fill(x, key === 'plans' ? 'plan' : 'event') : x)) };
  if (kind === 'tools' && Array.isArray(record.observations)) {
    filled.observations = (record.observations as unknown[]).map((o) =>
      isObj(o) && Array.isArray(o.prices) ? { ...o, prices: (o.prices as unknown[]).map((x) => (isObj(x) ? fill(x, 'plan') : x)) } : o,
    );
  }
  return filled;
}
