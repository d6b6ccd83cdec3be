/**
 * A tool's grade never overstates its prices (issue 28): the tool-level provenance of a pricing record
 * (`snapshot_source`, `observed_on`, `capture_url`, `capture_name` of a Tool, src/schemas/pricing.ts) is
 * the weakest observation among the prices it shows, computed here once. The data linter checks the stored
 * fields against it (rule tool-grade), the pricing collector writes them with it, and `/api/prices.json`,
 * the MCP server and the pricing pages show what is stored.
 *
 * Rule: grades rank official > capture > transcription. Among the tool's plans (the prices it shows),
 * the weakest grade wins; among plans of that grade, the latest observation (the newest reading of that
 * grade), then the copy's address in text order. A tool with no plan takes its latest observation; with no
 * observation, it has none (null).
 */
import { compareText } from './compare.ts';
import type { ObservationGrade } from '../schemas/common.ts';

export interface ProvenanceOf {
  snapshot_source: ObservationGrade;
  observed_on: string;
  capture_url: string | null;
  capture_name: string | null;
}

const RANK: Record<ObservationGrade, number> = { official: 0, capture: 1, transcription: 2 };

const only = (p: ProvenanceOf): ProvenanceOf => ({
  snapshot_source: p.snapshot_source,
  observed_on: p.observed_on,
  capture_url: p.capture_url,
  capture_name: p.capture_name,
});

/** The weakest provenance of a list (see the rule above), or null for an empty list. */
export function weakestProvenance(list: readonly ProvenanceOf[]): ProvenanceOf | null {
  let best: ProvenanceOf | null = null;
  for (const p of list) {
    if (
      best === null ||
      RANK[p.snapshot_source] > RANK[best.snapshot_source] ||
      (RANK[p.snapshot_source] === RANK[best.snapshot_source] &&
        (p.observed_on > best.observed_on || (p.observed_on === best.observed_on && compareText(p.capture_url ?? '', best.capture_url ?? '') < 0)))
    )
      best = p;
  }
  return best === null ? null : only(best);
}

/** The tool-level provenance: the weakest among its plans, else its latest observation, else null. */
export function toolProvenance(t: { plans: readonly ProvenanceOf[]; observations: readonly ProvenanceOf[] }): ProvenanceOf | null {
  if (t.plans.length > 0) return weakestProvenance(t.plans);
  let latest: ProvenanceOf | null = null;
  for (const o of t.observations) if (latest === null || o.observed_on >= latest.observed_on) latest = o;
  return latest === null ? null : only(latest);
}
