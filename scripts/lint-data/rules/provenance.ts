import { SNAPSHOT_SOURCES } from '../../../src/schemas/index.ts';
import type { Problem, Rule } from '../types.ts';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** What is missing from a record's provenance, in words; empty when it is whole. */
function missing(o: Obj): string[] {
  const out: string[] = [];
  if (!SNAPSHOT_SOURCES.includes(o.snapshot_source as (typeof SNAPSHOT_SOURCES)[number])) out.push('snapshot_source (official or capture)');
  if (typeof o.observed_on !== 'string' || !DAY.test(o.observed_on)) out.push('observed_on (YYYY-MM-DD)');
  if (o.snapshot_source === 'capture') {
    if (typeof o.capture_url !== 'string' || !o.capture_url) out.push('capture_url');
    if (typeof o.capture_name !== 'string' || !o.capture_name) out.push('capture_name');
  }
  return out;
}

const hostOf = (u: unknown): string | null => {
  try {
    return typeof u === 'string' ? new URL(u).host.toLowerCase().replace(/^www\./, '') : null;
  } catch {
    return null;
  }
};

/**
 * Every price says how and when it was seen. Read from the raw JSON, so a
 * priced plan without provenance is named even when other schema errors
 * hide the record from the other rules: a plan with a price, every price
 * event and every tool snapshot name snapshot_source and observed_on, and a
 * capture its address and maker. Nothing is observed in the future, and a
 * capture is not the official page itself.
 */
export const provenance: Rule = {
  name: 'provenance',
  description: 'Priced plans, price events and snapshots name their provenance; observed_on is not in the future; a capture is not on the official host.',
  check: ({ files, today }) => {
    const out: Problem[] = [];
    const check = (path: string, field: string | undefined, o: Obj, what: string, official: unknown): void => {
      const gaps = missing(o);
      if (gaps.length) {
        out.push({ path, field, message: `${what} has no provenance: missing ${gaps.join(', ')}` });
        return;
      }
      if ((o.observed_on as string) > today) out.push({ path, field: join(field, 'observed_on'), message: `${o.observed_on} is in the future` });
      const capHost = hostOf(o.capture_url);
      if (o.snapshot_source === 'capture' && capHost && capHost === hostOf(official)) {
        out.push({ path, field: join(field, 'capture_url'), message: `is on the official host ${capHost}; a page read there is an official observation` });
      }
    };
    for (const f of files) {
      if (!isObj(f.json)) continue;
      if (f.kind === 'tools') {
        const tool = f.json;
        if (tool.last_snapshot !== null && tool.last_snapshot !== undefined) check(f.path, undefined, tool, 'the snapshot', tool.pricing_url);
        const plans = Array.isArray(tool.plans) ? tool.plans : [];
        plans.forEach((p, i) => {
          if (!isObj(p)) return;
          const priced = typeof p.price === 'number' || /\d/.test(String(p.price_text ?? ''));
          const label = typeof p.label === 'string' ? p.label : `#${i}`;
          if (priced || p.snapshot_source !== undefined) {
            check(f.path, `plans.${i}`, p, `${priced ? 'priced ' : ''}plan "${label}"`, p.source_url ?? tool.pricing_url);
          }
        });
      } else if (f.kind === 'price-events') {
        check(f.path, undefined, f.json, 'the price event', f.json.source_url);
      }
    }
    return out;
  },
};

function join(field: string | undefined, leaf: string): string {
  return field ? `${field}.${leaf}` : leaf;
}
