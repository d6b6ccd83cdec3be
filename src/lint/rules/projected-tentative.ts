/**
 * A projected date is tentative. A record's effective date is projected when
 *
 * - its source is a page that calls its month dates projected (below, with
 *   the page's words) and the date is a month; or
 * - the source's own status label says so (`source_label`: "Projected",
 *   "Tentative", "Estimated", "Provisional", "Subject to change"); or
 * - our summary says so of a date ("projected sunset", "tentative date",
 *   "subject to change").
 *
 * Such a record carries `tentative: true`, which every page, feed, calendar
 * and API answer shows. Superseded records too: they stay published.
 */
import type { ChangeRecord } from '../../schemas/index.ts';
import { normPage } from '../../model/ids.ts';
import { precisionOf } from '../../schemas/common.ts';
import { validRecords } from '../load.ts';
import type { Problem, Rule } from '../types.ts';

/** Pages whose month dates are projected by the page's own statement. */
export const PROJECTED_MONTH_PAGES: readonly { page: string; says: string }[] = [
  {
    page: 'https://developers.google.com/google-ads/api/docs/sunset-dates',
    says: 'The tentative date means that the sunset could happen any time in that month, and the dates could change.',
  },
  {
    page: 'https://developers.google.com/ads/blog/posts/2025/09/more-frequent-releases-coming-for',
    says: 'Projected sunset* ... * Projected and subject to change.',
  },
];

/** A status label that calls the date projected. */
export const PROJECTED_LABEL = /\b(projected|tentative|estimated|provisional|subject to change)\b/i;
/** Summary wording that calls a date projected. */
export const PROJECTED_SUMMARY = /\b(projected|tentative|provisional|estimated) (sunset|shutoff|deadline|retirement|end date|date)\b|\bsubject to change\b/i;

const pageOf = (url: string): string | null => {
  try {
    return normPage(url);
  } catch {
    return null;
  }
};

/** Why a record's effective date is projected, or null. */
export function projectedBecause(r: Pick<ChangeRecord, 'effective_date' | 'source_url' | 'source_label' | 'summary'>): string | null {
  if (!r.effective_date) return null;
  const page = pageOf(r.source_url);
  const stated = PROJECTED_MONTH_PAGES.find((p) => p.page === page);
  if (stated && precisionOf(r.effective_date) === 'month') return `its source gives months as projected ("${stated.says}")`;
  const label = r.source_label?.match(PROJECTED_LABEL);
  if (label) return `the source labels it "${r.source_label}"`;
  const summary = r.summary?.match(PROJECTED_SUMMARY);
  if (summary) return `the summary calls it "${summary[0]}"`;
  return null;
}

export const projectedTentative: Rule = {
  name: 'projected-tentative',
  description:
    'A projected effective date (a month on a page that calls its months projected, a "projected"/"tentative" label or summary wording) is marked tentative.',
  check: ({ files }) => {
    const out: Problem[] = [];
    for (const { file, data } of validRecords<ChangeRecord>(files, 'changes')) {
      if (data.tentative === true) continue;
      const why = projectedBecause(data);
      if (why) out.push({ path: file.path, field: 'tentative', message: `${data.effective_date} is projected: ${why}; set tentative: true` });
    }
    return out;
  },
};
