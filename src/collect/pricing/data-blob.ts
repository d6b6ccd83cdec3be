/**
 * Plans from a framework's data blob: the JSON a JavaScript framework embeds
 * in the page to hydrate it (Next.js `<script id="__NEXT_DATA__">`, Nuxt's
 * `<script id="__NUXT_DATA__">` in devalue form, any other
 * `<script type="application/json">`). Pricing pages built this way often
 * carry every plan with its monthly and annual price there, including the
 * price the toggle hides.
 *
 * Plans are found by shape: an array holding at least two objects that each
 * have a name (`name`, `title`, `label`, `planName`, ...) and a price (a key
 * containing price, amount or cost; a nested `{ monthly, annual }` pair
 * counts). The longest such array is the plan list.
 */
import type { CheerioAPI } from 'cheerio';
import { CURRENCY_SYMBOLS, planPrice } from '../../model/price.ts';
import { oneLine } from '../../model/text.ts';
import { textHash } from '../lib/summary.ts';
import type { ParsedPlan } from '../lib/types.ts';

type Obj = Record<string, unknown>;
type Billing = ParsedPlan['billing'];

const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);
const NAME_KEYS = ['name', 'title', 'label', 'planName', 'plan_name', 'displayName', 'display_name', 'tier', 'tierName'];
const PRICE_KEY = /price|amount|cost/i;
const MONTHLY_KEY = /month/i;
const ANNUAL_KEY = /year|annual/i;
const ALLOWANCE_KEY =
  /^(?:monthly|yearly|annual|included)?_?(credits?|seats?|users?|contacts?|leads?|emails?|mailboxes?|exports?|actions?|verifications?|searches?)$/i;
/** Deepest nesting followed, and most nodes visited: a hostile blob cannot make the walk unbounded. */
const MAX_DEPTH = 40;
const MAX_NODES = 200_000;

/**
 * Nuxt 3 payloads are devalue-serialised: one array whose first item is the
 * root and whose objects and arrays hold indexes into the same array.
 */
export function unflattenDevalue(flat: unknown): unknown {
  if (!Array.isArray(flat) || flat.length === 0) return flat;
  const memo = new Map<number, unknown>();
  const hydrate = (i: unknown, depth: number): unknown => {
    if (typeof i !== 'number' || !Number.isInteger(i) || i < 0 || i >= flat.length || depth > MAX_DEPTH) return undefined;
    if (memo.has(i)) return memo.get(i);
    const v = flat[i];
    if (Array.isArray(v)) {
      if (typeof v[0] === 'string' && ['Reactive', 'ShallowReactive', 'Ref', 'ShallowRef', 'EmptyRef'].includes(v[0])) {
        const out = hydrate(v[1], depth + 1);
        memo.set(i, out);
        return out;
      }
      const out: unknown[] = [];
      memo.set(i, out);
      for (const x of v) out.push(hydrate(x, depth + 1));
      return out;
    }
    if (isObj(v)) {
      const out: Obj = {};
      memo.set(i, out);
      for (const [k, x] of Object.entries(v)) out[k] = hydrate(x, depth + 1);
      return out;
    }
    memo.set(i, v);
    return v;
  };
  return hydrate(0, 0);
}

/** The JSON blobs of a page (before its scripts are removed). */
export function dataBlobs($: CheerioAPI): unknown[] {
  return $('script#__NEXT_DATA__, script#__NUXT_DATA__, script[type="application/json"]')
    .toArray()
    .flatMap((el) => {
      try {
        const json = JSON.parse($(el).text()) as unknown;
        return [$(el).attr('id') === '__NUXT_DATA__' ? unflattenDevalue(json) : json];
      } catch {
        return [];
      }
    });
}

function amountOf(v: unknown): number | null {
  if (typeof v === 'number' && Number.isFinite(v) && v >= 0) return v;
  if (typeof v === 'string') {
    const m = /^\s*[$€£]?\s?(\d[\d,]*(?:\.\d+)?)\s*$/.exec(v);
    if (m) return Number(m[1]!.replace(/,/g, ''));
  }
  if (isObj(v)) {
    for (const k of ['value', 'amount', 'price']) if (k in v) return amountOf(v[k]);
  }
  return null;
}

interface BlobPrices {
  monthly: number | null;
  annual: number | null;
  other: number | null;
}

/** Prices of a plan object: keys containing price/amount/cost, split by month and year in the key path. */
function pricesOf(o: Obj): BlobPrices {
  const out: BlobPrices = { monthly: null, annual: null, other: null };
  const put = (path: string, v: unknown) => {
    const n = amountOf(v);
    if (n === null) return;
    const slot: keyof BlobPrices = ANNUAL_KEY.test(path) ? 'annual' : MONTHLY_KEY.test(path) ? 'monthly' : 'other';
    out[slot] ??= n;
  };
  for (const [k, v] of Object.entries(o)) {
    if (!PRICE_KEY.test(k)) continue;
    if (isObj(v) && amountOf(v) === null) for (const [k2, v2] of Object.entries(v)) put(`${k}.${k2}`, v2);
    else put(k, v);
  }
  return out;
}

function nameOf(o: Obj): string | null {
  for (const k of NAME_KEYS) {
    const v = o[k];
    if (typeof v === 'string' && oneLine(v).length > 0 && oneLine(v).length <= 80) return oneLine(v);
  }
  return null;
}

const isPlanLike = (o: unknown): o is Obj => {
  if (!isObj(o) || nameOf(o) === null) return false;
  const p = pricesOf(o);
  return p.monthly !== null || p.annual !== null || p.other !== null;
};

/** The longest array of plan-like objects anywhere in the blobs. */
function planArray(blobs: unknown[]): Obj[] {
  let best: Obj[] = [];
  let nodes = 0;
  const visit = (v: unknown, depth: number): void => {
    if (depth > MAX_DEPTH || ++nodes > MAX_NODES) return;
    if (Array.isArray(v)) {
      const plans = v.filter(isPlanLike);
      if (plans.length >= 2 && plans.length > best.length) best = plans;
      for (const x of v) if (x && typeof x === 'object') visit(x, depth + 1);
    } else if (isObj(v)) {
      for (const x of Object.values(v)) if (x && typeof x === 'object') visit(x, depth + 1);
    }
  };
  for (const b of blobs) visit(b, 0);
  return best;
}

/** A displayed price: `Free` for 0, else the currency symbol (or code) and the amount. */
export function formatAmount(amount: number, currency: string): string {
  if (amount === 0) return 'Free';
  const code = currency.toUpperCase();
  const sym = (CURRENCY_SYMBOLS as Record<string, string>)[code] ?? (/^[$€£]$/.test(currency) ? currency : `${code} `);
  return `${sym}${Number.isInteger(amount) ? String(amount) : amount.toFixed(2)}`;
}

function currencyOf(o: Obj, fallback: string): string {
  for (const [k, v] of Object.entries(o)) if (/currency/i.test(k) && typeof v === 'string' && v.trim()) return v.trim();
  return fallback;
}

function allowanceOf(o: Obj): string | null {
  for (const [k, v] of Object.entries(o)) {
    const m = ALLOWANCE_KEY.exec(k);
    if (m && (typeof v === 'number' || (typeof v === 'string' && /^\s*[\d,]+\s*$/.test(v)))) {
      const n = typeof v === 'number' ? v.toLocaleString('en-US') : v.trim();
      return `${n} ${m[1]!.toLowerCase()}`;
    }
  }
  return null;
}

function unitOf(o: Obj): string | null {
  for (const k of ['unit', 'unitText', 'unit_text', 'per', 'interval', 'billingPeriod', 'period']) {
    const v = o[k];
    if (typeof v === 'string' && oneLine(v) && oneLine(v).length <= 40) return oneLine(v);
  }
  return null;
}

function descriptionOf(o: Obj): string {
  for (const k of ['description', 'tagline', 'subtitle', 'summary']) {
    const v = o[k];
    if (typeof v === 'string' && oneLine(v)) return oneLine(v);
  }
  return '';
}

/** Plans found in the page's framework data blobs; empty when there is no plan list. */
export function plansFromBlobs(blobs: unknown[]): ParsedPlan[] {
  const currency = 'USD';
  const seen = new Set<string>();
  const plans: ParsedPlan[] = [];
  for (const o of planArray(blobs)) {
    const label = nameOf(o)!;
    if (seen.has(label.toLowerCase())) continue;
    seen.add(label.toLowerCase());
    const cur = currencyOf(o, currency);
    const p = pricesOf(o);
    // The annual price leads when both are given, as on the cards (docs/collectors.md).
    const primary = p.annual ?? p.other ?? p.monthly!;
    const primaryBilling: Billing = p.annual !== null ? 'annual' : p.other !== null ? null : 'monthly';
    const alt = p.annual !== null && p.monthly !== null && p.monthly !== p.annual ? p.monthly : null;
    const priceText = formatAmount(primary, cur);
    const unit = unitOf(o);
    const description = descriptionOf(o);
    plans.push({
      label,
      kind: /add-?on|credit pack|top-?up/i.test(label) ? 'addon' : 'plan',
      price_text: priceText,
      ...planPrice(priceText),
      alt_price_text: alt === null ? null : formatAmount(alt, cur),
      unit_text: unit,
      allowance_text: allowanceOf(o),
      excerpt: description || `${label}: ${priceText}${unit ? ` ${unit}` : ''}.`,
      billing: primary > 0 ? primaryBilling : null,
      alt_price_note: alt === null ? null : 'billed monthly',
      hash: textHash(JSON.stringify(o)),
    });
  }
  return plans;
}
