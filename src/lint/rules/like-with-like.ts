import type { Problem, Rule } from '../types.ts';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);
const list = (v: unknown): Obj[] => (Array.isArray(v) ? v.filter(isObj) : []);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** An observation's key: its grade, day and copy. */
const obsKey = (o: Obj): string => JSON.stringify([o.snapshot_source, o.observed_on, o.capture_url ?? null]);

/**
 * Prices are compared like with like, and every price rests on a recorded
 * observation. Read from the raw JSON:
 * - a price_change compares two observations on one stated billing basis:
 *   billing and old_billing are stated and equal, and old_observed_on names
 *   the earlier observation (a change of basis, or from a price to none, is
 *   a page_changed event, not a price change);
 * - when the tool keeps observations, the two observations a price_change
 *   compares show the plan at old_price_text and price_text on that basis;
 * - every plan of a tool shows the price of one of the tool's observations,
 *   with that observation's grade and day.
 * A price_change observed after the tool's newest observation is left for
 * the next run: collectors write events before the snapshot (see the check).
 */
export const likeWithLike: Rule = {
  name: 'like-with-like',
  description:
    'A price_change compares two recorded observations on the same stated billing basis; every plan of a tool is the price one of its observations shows.',
  check: ({ files }) => {
    const out: Problem[] = [];
    const observations = new Map<string, Obj[]>();
    for (const f of files) {
      if (f.kind !== 'tools' || !isObj(f.json)) continue;
      const tool = f.json;
      const obs = list(tool.observations);
      observations.set(str(tool.id), obs);
      list(tool.plans).forEach((p, i) => {
        const shown = obs.some((o) => obsKey(o) === obsKey(p) && list(o.prices).some((x) => x.label === p.label && x.price_text === p.price_text));
        if (!shown) {
          out.push({
            path: f.path,
            field: `plans.${i}`,
            message: `plan "${str(p.label)}" at "${str(p.price_text)}" is not in any observation of ${str(p.snapshot_source)} ${str(p.observed_on)}; record the observation it comes from`,
          });
        }
      });
    }
    for (const f of files) {
      if (f.kind !== 'price-events' || !isObj(f.json)) continue;
      const ev = f.json;
      if (ev.event !== 'price_change') continue;
      const basis = ev.billing ?? null;
      const oldBasis = ev.old_billing ?? null;
      if (basis === null || oldBasis === null) {
        out.push({
          path: f.path,
          field: 'billing',
          message: 'a price_change states the billing basis of both prices (billing, old_billing); without them it cannot compare like with like',
        });
        continue;
      }
      if (basis !== oldBasis) {
        out.push({
          path: f.path,
          field: 'old_billing',
          message: `is ${String(oldBasis)} but billing is ${String(basis)}: a change of billing basis is not a price change; record it as page_changed`,
        });
        continue;
      }
      if (typeof ev.old_observed_on !== 'string') {
        out.push({ path: f.path, field: 'old_observed_on', message: 'a price_change names the earlier observation it compares with' });
        continue;
      }
      const obs = observations.get(str(ev.tool_id)) ?? [];
      if (obs.length === 0) continue;
      const shows = (day: unknown, text: unknown, billing: unknown) =>
        obs.some((o) => o.observed_on === day && list(o.prices).some((p) => p.label === ev.plan && p.price_text === text && p.billing === billing));
      if (!shows(ev.old_observed_on, ev.old_price_text, oldBasis)) {
        out.push({
          path: f.path,
          field: 'old_observed_on',
          message: `no observation of ${str(ev.old_observed_on)} shows "${str(ev.plan)}" at "${str(ev.old_price_text)}" billed ${String(oldBasis)}`,
        });
      }
      // An event newer than every observation of its tool is one a run wrote before the snapshot that
      // records its observation (events go first, so a run stopped in between finds the change again
      // and completes it): its new side is checked once that snapshot is written.
      const newest = obs.reduce((max, o) => (str(o.observed_on) > max ? str(o.observed_on) : max), '');
      if (str(ev.observed_on) > newest) continue;
      if (!shows(ev.observed_on, ev.price_text, basis)) {
        out.push({
          path: f.path,
          field: 'observed_on',
          message: `no observation of ${str(ev.observed_on)} shows "${str(ev.plan)}" at "${str(ev.price_text)}" billed ${String(basis)}`,
        });
      }
    }
    return out;
  },
};
