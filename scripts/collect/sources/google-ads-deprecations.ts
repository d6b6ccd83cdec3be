/**
 * Google Ads API feature deprecations and unversioned changes (Markdown twin):
 * one record per row of the Effective date / Change area / Change type /
 * Guidance table. Key: the effective date's ISO day plus the change area.
 */
import { sourceKey } from '../../../src/lib/ids.ts';
import { normalizeDate } from '../lib/dates.ts';
import { markdownOutline } from '../lib/markdown.ts';
import { findTable, pick } from '../lib/outline.ts';
import { categorize, rowText, tag } from '../lib/records.ts';
import { extractiveSummary, textHash } from '../lib/summary.ts';
import type { ChangeCollector, ChangeItem } from '../lib/types.ts';

const PAGE = 'https://developers.google.com/google-ads/api/docs/deprecations';
const COLUMNS = ['Effective date', 'Change area', 'Change type', 'Guidance'];

export function parseGoogleDeprecations(body: string): ChangeItem[] {
  const table = findTable(markdownOutline(body), COLUMNS, 'deprecation table');
  return table.rows.map((row) => {
    const cells = pick(row, table.columns).map((c) => c.text) as [string, string, string, string];
    const [when, area, type, guidance] = cells;
    const date = normalizeDate(when);
    const keyDate = date.iso ?? date.date ?? when;
    const text = rowText(COLUMNS, cells);
    return {
      key: sourceKey.row(PAGE, `${keyDate} ${area}`),
      title: `Google Ads API ${type.toLowerCase()}: ${area}`,
      summary: extractiveSummary(guidance || text),
      hash: textHash(text),
      categories: categorize(`${type} ${area} ${guidance}`, /deprecat|sunset|removal/i.test(type) ? ['deprecation'] : []),
      tags: ['google-ads-api', tag(area)],
      source_url: PAGE,
      source_name: 'Google Ads API feature deprecations and unversioned changes',
      published_date: null,
      effective_date: date.date,
      ...(date.tentative ? { tentative: true } : {}),
      source_label: type,
    };
  });
}

const collector: ChangeCollector = {
  id: 'google-ads-deprecations',
  name: 'Google Ads API feature deprecations',
  kind: 'changes',
  platform: 'google-ads',
  urls: [PAGE],
  version: 1,
  async collect(ctx) {
    return (await ctx.page(`${PAGE}.md.txt?hl=en`, parseGoogleDeprecations, { sourceUrl: PAGE, accept: 'text/plain' })) ?? [];
  },
};
export default collector;
