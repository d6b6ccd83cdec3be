/**
 * Google Ads API release notes (Markdown twin): the summary table of versions
 * and their ISO release dates, each version's section giving the text.
 * Key: the release date and the version as the table writes it.
 */
import { sourceKey } from '../../../src/lib/ids.ts';
import { normalizeDate } from '../lib/dates.ts';
import { markdownOutline } from '../lib/markdown.ts';
import { findTable, pick, proseText, sections } from '../lib/outline.ts';
import { entryItem } from '../lib/records.ts';
import type { ChangeCollector, ChangeItem } from '../lib/types.ts';

const PAGE = 'https://developers.google.com/google-ads/api/docs/release-notes';

export function parseGoogleReleaseNotes(body: string): ChangeItem[] {
  const outline = markdownOutline(body);
  const table = findTable(outline, ['Version', 'Release date'], 'release table');
  const bodies = new Map(sections(outline, 2).map((s) => [s.heading.split(/\s|\(/)[0]!.toLowerCase(), proseText(s.body)]));
  return table.rows.map((row) => {
    const [version, released] = pick(row, table.columns).map((c) => c.text) as [string, string];
    const date = normalizeDate(released).date;
    if (date === null) throw new Error(`release ${version} has no release date`);
    const major = /^v\d+(\.0)?$/i.test(version);
    const text = bodies.get(version.toLowerCase()) ?? '';
    return entryItem({
      key: sourceKey.entry(PAGE, date, version),
      title: `Google Ads API ${version} released`,
      text: text || `Google Ads API ${version} was released on ${released}.`,
      date,
      effective: date,
      source_url: PAGE,
      source_name: 'Google Ads API release notes',
      tags: ['google-ads-api', 'release', version.toLowerCase().split('.')[0]!],
      categories: major ? ['breaking_change', 'announcement'] : ['announcement'],
    });
  });
}

const collector: ChangeCollector = {
  id: 'google-ads-release-notes',
  name: 'Google Ads API release notes',
  kind: 'changes',
  platform: 'google-ads',
  urls: [PAGE],
  version: 1,
  async collect(ctx) {
    return (await ctx.page(`${PAGE}.md.txt?hl=en`, parseGoogleReleaseNotes, { sourceUrl: PAGE, accept: 'text/plain' })) ?? [];
  },
};
export default collector;
