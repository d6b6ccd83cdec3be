/**
 * One call, one finding: where a version detector and a retired endpoint both find a call (the same path:
 * `/v2/hsa/campaigns`, or `/v2/sp/{recordType}/snapshot` under the `/v2/sp/` prefix of the Sponsored Products v2
 * detector), only one of them is reported, by this rule:
 *
 * - the version finding, when its version row rests on the endpoint's record (`changes` of the row: the row is
 *   that record, with the same date, and it adds the API family, the version and the version to migrate to).
 *   The endpoint's finding is then left out wherever it is on the version finding's line (the detectors report
 *   one version per line, so a second call of the same record on that line is already told);
 * - else, where the two matches overlap, the endpoint finding: its record is the official row that names this
 *   very path, while the version detector matched a path prefix that other rows' operations share (the
 *   Sponsored Products v2 snapshots under `/v2/sp/` shut off on 2024-12-15, not with the v2 campaign management
 *   API on 2023-06-30).
 *
 * Matches of different records that do not overlap (two calls on one line) are both kept.
 */
import type { EndpointUsage } from './endpoints.ts';
import type { Usage } from './detect.ts';
import type { VersionIndex } from './resolve.ts';

const overlaps = (a: { line: number; column: number; match: string }, b: { line: number; column: number; match: string }): boolean =>
  a.line === b.line && a.column < b.column + b.match.length && b.column < a.column + a.match.length;

/** Whether a version usage's row (in any of its families) is derived from the record. */
function restsOn(index: VersionIndex, u: Usage, recordId: string): boolean {
  return u.apis.some((api) => index.row(u.platform, api, u.version)?.changes.includes(recordId) ?? false);
}

/** The usages and endpoint calls of one file, with each overlapping pair settled by the rule above. */
export function settleOverlaps(usages: readonly Usage[], calls: readonly EndpointUsage[], index: VersionIndex): { usages: Usage[]; calls: EndpointUsage[] } {
  if (calls.length === 0 || usages.length === 0) return { usages: [...usages], calls: [...calls] };
  const droppedUsages = new Set<Usage>();
  const droppedCalls = new Set<EndpointUsage>();
  for (const c of calls) {
    const sameLine = usages.filter((u) => u.platform === c.entry.platform && u.line === c.line);
    if (sameLine.some((u) => restsOn(index, u, c.entry.record_id))) {
      droppedCalls.add(c);
      continue;
    }
    for (const u of sameLine) if (overlaps(u, c)) droppedUsages.add(u);
  }
  return { usages: usages.filter((u) => !droppedUsages.has(u)), calls: calls.filter((c) => !droppedCalls.has(c)) };
}
