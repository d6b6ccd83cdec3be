/**
 * Amazon Ads API deprecations: the deprecation table (Resource / Affected URL
 * suffixes / Replacement / Deprecation announcement date / Shutoff date /
 * Migration guide), one record per row, plus the planned-deprecation
 * articles above it. Row key: the Resource cell, followed by the first
 * affected URL suffix when several rows share a Resource ("Amazon DSP").
 */
import { sourceKey } from '../../../src/lib/ids.ts';
import { firstDate, normalizeDate } from '../lib/dates.ts';
import { htmlOutline } from '../lib/html.ts';
import { findTable, pick, proseText, sections, type Outline } from '../lib/outline.ts';
import { entryItem, humanDate, rowText, tag } from '../lib/records.ts';
import { extractiveSummary, textHash } from '../lib/summary.ts';
import type { ChangeCollector, ChangeItem } from '../lib/types.ts';

const PAGE = 'https://advertising.amazon.com/API/docs/en-us/release-notes/deprecations';
const COLUMNS = ['Resource', 'Affected URL suffixes', 'Replacement', 'Deprecation announcement date', 'Shutoff date'];
const NAME = 'Amazon Ads API deprecations';

function rows(outline: Outline): ChangeItem[] {
  const table = findTable(outline, COLUMNS, 'deprecation table');
  const all = table.rows.map((r) => pick(r, table.columns));
  const counts = new Map<string, number>();
  for (const [res] of all) counts.set(res!.text.toLowerCase(), (counts.get(res!.text.toLowerCase()) ?? 0) + 1);
  return all.map(([resource, suffixes, replacement, announced, shutoff]) => {
    const suffix = suffixes!.links[0] ?? suffixes!.lines[0] ?? '';
    const shared = (counts.get(resource!.text.toLowerCase()) ?? 0) > 1;
    const name = shared ? `${resource!.text} ${suffix}` : resource!.text;
    const off = normalizeDate(shutoff!.text);
    const ann = normalizeDate(announced!.text, { pick: 'first' });
    const text = rowText(COLUMNS, [resource!.text, suffixes!.lines.join(', '), replacement!.lines.join(', '), announced!.text, shutoff!.text]);
    return {
      key: sourceKey.row(PAGE, name),
      title: `${name} shut off${off.date ? ` ${humanDate(off.date)}` : ''}`,
      summary: extractiveSummary(text),
      hash: textHash(text),
      categories: ['deprecation'],
      tags: ['amazon-ads-api', tag(resource!.text)],
      source_url: PAGE,
      source_name: NAME,
      published_date: ann.date,
      effective_date: off.date,
      ...(off.tentative ? { tentative: true } : {}),
    } satisfies ChangeItem;
  });
}

/** The planned-deprecation articles: each h2 section above the table, dated by its heading or first full date. */
function articles(outline: Outline): ChangeItem[] {
  return sections(outline, 2)
    .filter((s) => !s.body.some((b) => b.kind === 'table'))
    .flatMap((s) => {
      const text = proseText(s.body);
      const when = firstDate(s.heading, { preferDay: true }) ?? firstDate(text, { preferDay: true });
      if (!when) return [];
      return [
        entryItem({
          key: sourceKey.entry(PAGE, when.date, s.heading),
          title: s.heading,
          text,
          date: null,
          effective: when.date,
          source_url: PAGE,
          source_name: NAME,
          tags: ['amazon-ads-api'],
          categories: ['deprecation'],
        }),
      ];
    });
}

export function parseAmazonDeprecations(body: string): ChangeItem[] {
  const outline = htmlOutline(body);
  return [...rows(outline), ...articles(outline)];
}

const collector: ChangeCollector = {
  id: 'amazon-ads-deprecations',
  name: 'Amazon Ads API deprecations',
  kind: 'changes',
  platform: 'amazon-ads',
  urls: [PAGE],
  version: 1,
  async collect(ctx) {
    return (await ctx.page(PAGE, parseAmazonDeprecations)) ?? [];
  },
};
export default collector;
