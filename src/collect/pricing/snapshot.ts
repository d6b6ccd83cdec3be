/**
 * A new pricing snapshot compared with the previous one: the Tool record to
 * write and the PriceEvents the difference makes.
 *
 * - `first_seen`: a plan the snapshot did not have (once per plan ever);
 * - `price_change`: the displayed price of a plan changed on one stated
 *   billing basis (like with like: the event names both bases and the day of
 *   the earlier observation);
 * - `allowance_change`: what a plan includes changed;
 * - `page_changed`: a price now shown on another (or an unstated) billing
 *   basis, a plan the page stopped listing ("No longer listed"),
 *   one it lists again, or a page that changed while no parsed value did.
 *
 * Every plan's price and currency, and every event's price, old_price and
 * currency, are read from their texts by src/model/price.ts.
 *
 * Every snapshot written is also kept as an observation of the page (the
 * tool's `observations`: every price this run read, official, the run day),
 * beside the earlier ones.
 *
 * Provenance: what this run read is `official`, observed on the run day. A
 * plan the page still shows unchanged keeps its provenance (the day its
 * values were first seen as they are) unless it came from a capture; then
 * this run's official reading replaces it. Event ids follow
 * src/model/ids.ts: a second, different event of one plan on one day gets the
 * observed key instead of overwriting the first.
 *
 * Plans read from the pricing page (by a collector or from a capture of it)
 * that the page no longer shows are dropped from the snapshot, each with a
 * page_changed event; plans read from another official page (a help-centre
 * add-on, with its own source_url) are kept, as are the notes. A page that
 * shows far fewer plans than the snapshot holds is refused, not applied. An excerpt is
 * kept until the plan's card text changes. Nothing is written when nothing
 * changed, so an unchanged page leaves every file as it was.
 *
 * A run writes its events, then the snapshot, then the state (which names
 * the snapshot it goes with, `snapshot_at`). A run stopped between any two
 * of these leaves a next run that records nothing twice: no second
 * first_seen, no "listed again", no page-level event for a page the
 * snapshot already shows.
 */
import { canonicalJson } from '../../model/canonical.ts';
import { compareText } from '../../model/compare.ts';
import { emptyTool } from '../../model/dataset.ts';
import { assignPriceEventId } from '../../model/ids.ts';
import { eventPrice } from '../../model/price.ts';
import { billingWords, provenanceOf } from '../../site/pricing-view.ts';
import type { ToolInfo } from '../../model/registry.ts';
import { basisOf } from '../../model/price-basis.ts';
import { Plan, Tool, type ObservedPrice, type PriceEvent, type PriceObservation, type Provenance } from '../../schemas/pricing.ts';
import { checkPlausible } from '../lib/merge.ts';
import type { PricingState } from '../lib/state.ts';
import type { Counts } from '../lib/status.ts';
import type { ParsedPlan, PricingParse } from '../lib/types.ts';
import { toolProvenance } from '../../model/tool-grade.ts';

export const PAGE_PLAN = 'Pricing page';
const NOT_STATED = 'not stated';

export interface PricingMergeInput {
  collectorId: string;
  info: ToolInfo;
  previous: Tool | null;
  parse: PricingParse;
  state: PricingState | undefined;
  /** Existing price events of this tool. */
  events: readonly PriceEvent[];
  today: string;
  now: string;
}

export interface PricingMergePlan {
  /** The snapshot to write, or null when it is unchanged. */
  tool: Tool | null;
  events: PriceEvent[];
  state: PricingState;
  counts: Counts;
}

const lower = (s: string) => s.toLowerCase();

/** An observation of the official page by this run. */
export const officialOn = (day: string): Provenance => ({ snapshot_source: 'official', observed_on: day, capture_url: null, capture_name: null });

function withProvenance(p: ParsedPlan, provenance: Provenance): Plan {
  const { hash: _hash, ...plan } = p;
  return { ...plan, ...basisOf(plan), ...provenance };
}

/** A plan as this observation showed it (no excerpt, no provenance: the observation holds those). */
function observedPrice(p: Plan): ObservedPrice {
  const { alt_price_note: _n, excerpt: _e, source_url: _s, snapshot_source: _g, observed_on: _o, capture_url: _u, capture_name: _c, ...price } = p;
  return price;
}

/** "$49 billed monthly". */
const onBasis = (price: string, billing: Plan['billing']): string => (billing ? `${price} ${billingWords(billing)}` : price);

export function planPricing(input: PricingMergeInput): PricingMergePlan {
  const { parse, state, previous, info } = input;
  const known = state?.plans ?? {};
  const prevPlans = previous?.plans ?? [];
  // Plans read from the pricing page itself (by this collector, or from a capture of the page) are the page's to drop;
  // plans read from another official page (source_url) are kept.
  const fromPage = (p: Plan) => p.source_url === undefined || p.source_url === info.pricing_url || Object.keys(known).some((l) => lower(l) === lower(p.label));
  checkPlausible(parse.plans.length, Object.keys(known).length || prevPlans.filter(fromPage).length || null);

  const prevByLabel = new Map(prevPlans.map((p) => [lower(p.label), p]));
  const firstSeen = new Set(input.events.filter((e) => e.event === 'first_seen').map((e) => lower(e.plan)));
  // Plans whose latest listing event says the page dropped them: only these can be "listed again".
  // A plan with a first_seen that the snapshot lacks was recorded by an interrupted run: nothing new to record.
  const listing = input.events
    .filter((e) => e.event === 'page_changed' && /^(No longer listed|Listed again)\b/.test(e.price_text))
    .sort((a, b) => compareText(a.date, b.date));
  const dropped = new Set<string>();
  for (const e of listing) {
    if (e.price_text.startsWith('No longer listed')) dropped.add(lower(e.plan));
    else dropped.delete(lower(e.plan));
  }
  const events: PriceEvent[] = [];
  const taken = new Map<string, PriceEvent>(input.events.map((e) => [e.id, e]));
  const counts: Counts = { found: parse.plans.length, new: 0, updated: 0, unlisted: 0 };
  const today = officialOn(input.today);
  type Basis = Pick<PriceEvent, 'billing' | 'old_billing' | 'old_observed_on'>;
  const event = (plan: string, kind: PriceEvent['event'], price_text: string, old?: string, basis: Basis = { billing: null }): void => {
    const body = {
      tool_id: info.id,
      plan,
      event: kind,
      date: input.today,
      ...(old !== undefined ? { old_price_text: old } : {}),
      price_text,
      ...eventPrice({ event: kind, price_text, old_price_text: old }),
      ...basis,
      source_url: info.pricing_url,
      ...today,
    };
    const id = assignPriceEventId(body, taken);
    if (taken.has(id)) return; // the same observation is already recorded
    const ev: PriceEvent = { id, ...body };
    taken.set(id, ev);
    events.push(ev);
  };

  const plans: Plan[] = [];
  let recorded = false;
  const nextKnown: Record<string, string> = {};
  for (const p of parse.plans) {
    const old = prevByLabel.get(lower(p.label));
    nextKnown[p.label] = p.hash;
    let plan = withProvenance(p, today);
    if (!old) {
      counts.new++;
      if (!firstSeen.has(lower(p.label))) event(p.label, 'first_seen', p.price_text, undefined, { billing: plan.billing });
      else if (dropped.has(lower(p.label))) event(p.label, 'page_changed', `Listed again: ${p.price_text}`);
      else recorded = true; // its first_seen is already there: the change is on record
    } else {
      let changed = false;
      if (old.price_text !== p.price_text || old.billing !== plan.billing) {
        // Like with like: a price change compares two prices on one stated basis; a change of basis is a page change.
        if (old.billing === plan.billing && plan.billing !== null) {
          event(p.label, 'price_change', p.price_text, old.price_text, { billing: plan.billing, old_billing: old.billing, old_observed_on: old.observed_on });
        } else {
          event(p.label, 'page_changed', `Price shown on another billing basis: ${onBasis(p.price_text, plan.billing)}`, onBasis(old.price_text, old.billing), {
            billing: null,
            old_observed_on: old.observed_on,
          });
        }
        changed = true;
      }
      if ((old.allowance_text ?? null) !== (p.allowance_text ?? null)) {
        event(p.label, 'allowance_change', p.allowance_text ?? NOT_STATED, old.allowance_text ?? NOT_STATED, {
          billing: null,
          old_observed_on: old.observed_on,
        });
        changed = true;
      }
      if (changed) counts.updated++;
      const cardSame = known[p.label] === undefined || known[p.label] === p.hash;
      if (cardSame) plan.excerpt = old.excerpt;
      // Same values as last recorded: keep when they were first seen, unless that was a capture.
      const sameValues = canonicalJson(Plan, { ...plan, ...provenanceOf(old) }) === canonicalJson(Plan, old);
      if (sameValues && old.snapshot_source === 'official') plan = { ...plan, ...provenanceOf(old) };
    }
    plans.push(plan);
  }
  const listed = new Set(parse.plans.map((p) => lower(p.label)));
  for (const old of prevPlans) {
    if (listed.has(lower(old.label))) continue;
    if (fromPage(old)) {
      counts.unlisted++;
      event(old.label, 'page_changed', `No longer listed (was ${old.price_text})`);
    } else plans.push(old);
  }

  // A snapshot newer than the state was written by a run stopped before it saved the state: that run's reading
  // of the page (its events, then its snapshot) is on record, and the page hash it would have saved is not news.
  const snapshotAhead = previous !== null && state?.snapshot_at !== undefined && previous.fetched_at !== state.snapshot_at;
  if (events.length === 0 && !recorded && !snapshotAhead && state?.page_hash && state.page_hash !== parse.page_hash) {
    const listing = parse.plans.map((p) => `${p.label} ${p.price_text}`).join('; ');
    event(PAGE_PLAN, 'page_changed', listing.length > 300 ? `${listing.slice(0, 297)}...` : listing);
    counts.updated++;
  }

  const publicPricing = plans.some((p) => p.price !== null);
  const notes = [...(previous?.notes ?? [])];
  if (!publicPricing && notes.length === 0) notes.push('The pricing page shows no plan prices; every tier is quoted by sales.');
  const base: Tool = previous ?? emptyTool(info.id);
  const candidate: Tool = { ...base, public_pricing: publicPricing, plans, notes };
  const unchanged = previous !== null && canonicalJson(Tool, candidate) === canonicalJson(Tool, previous);
  // A new snapshot is a new observation of the page: every price this run read from it, kept beside the earlier ones.
  const observation: PriceObservation = {
    ...today,
    source_url: info.pricing_url,
    shows: null,
    prices: plans.filter((p) => listed.has(lower(p.label))).map(observedPrice),
  };
  const observed = unchanged
    ? null
    : { ...candidate, last_snapshot: input.today, fetched_at: input.now, ...today, observations: [...base.observations, observation] };
  // The tool's grade is the weakest among the prices it shows (a plan kept from an older copy keeps it down).
  const tool = observed === null ? null : { ...observed, ...toolProvenance(observed) };
  const snapshotAt = (tool ?? previous)?.fetched_at ?? null;
  return { tool, events, state: { page_hash: parse.page_hash, plans: nextKnown, ...(snapshotAt !== null ? { snapshot_at: snapshotAt } : {}) }, counts };
}
