import type { Problem, Rule } from '../types.ts';

interface EventLike {
  id?: unknown;
  tool_id?: unknown;
  plan?: unknown;
  event?: unknown;
  date?: unknown;
}

/**
 * A plan's first observation is one event, `first_seen` (issue 32): a
 * `page_changed` event of the same tool, plan and day says the same thing
 * again ("Added to the pricing page at $55 ..."), and the history would list
 * the plan's arrival twice. The price, its basis and its provenance are
 * already on the first_seen event.
 */
export const firstSeenOnce: Rule = {
  name: 'first-seen-once',
  description: "A plan's first observation is one first_seen event: no page_changed event of the same tool, plan and day beside it.",
  check: ({ files }) => {
    const events = files
      .filter((f) => f.kind === 'price-events' && f.json && typeof f.json === 'object')
      .map((f) => ({ path: f.path, e: f.json as EventLike }));
    const firsts = new Set(events.filter(({ e }) => e.event === 'first_seen').map(({ e }) => `${e.tool_id}\u0000${e.plan}\u0000${e.date}`));
    const out: Problem[] = [];
    for (const { path, e } of events) {
      if (e.event === 'page_changed' && firsts.has(`${e.tool_id}\u0000${e.plan}\u0000${e.date}`)) {
        out.push({
          path,
          field: 'event',
          message: `repeats the first_seen event of ${String(e.plan)} on ${String(e.date)}; a plan's first observation is one event (remove this file)`,
        });
      }
    }
    return out;
  },
};
