/**
 * Meta Marketing API out-of-cycle changes (Markdown twins of this year's and
 * last year's pages): dated headings ("### May 8, 2026"), each with titled
 * entries or a single unheaded entry, and an "Applies to" line. Key: the
 * heading date and the entry title (or, unheaded, its first sentence).
 */
import { sourceKey } from '../../../src/lib/ids.ts';
import { datedSections, entriesOf, textOf } from '../lib/entries.ts';
import { markdownOutline } from '../lib/markdown.ts';
import type { Block } from '../lib/outline.ts';
import { entryItem, tag } from '../lib/records.ts';
import { firstSentence } from '../lib/summary.ts';
import type { ChangeCollector, ChangeItem } from '../lib/types.ts';

const BASE = 'https://developers.facebook.com/documentation/ads-commerce/marketing-api/out-of-cycle-changes';
const page = (year: number) => `${BASE}/occ-${year}`;
const APPLIES = /^applies to:?\s*/i;

/** Splits the "Applies to: ..." line off an entry's blocks. */
function applies(blocks: Block[]): { text: string; scope: string | null } {
  const line = blocks.find((b) => b.kind === 'text' && APPLIES.test(b.text));
  return { text: textOf(blocks.filter((b) => b !== line)), scope: line ? (line as { text: string }).text.replace(APPLIES, '') : null };
}

export function parseMetaOcc(pageUrl: string) {
  return (body: string): ChangeItem[] =>
    datedSections(markdownOutline(body)).flatMap((section) => {
      const hasHeadings = section.body.some((b) => b.kind === 'heading');
      const entries = hasHeadings ? entriesOf(section) : [{ heading: '', text: '', group: null, blocks: section.body }];
      return entries.flatMap((e) => {
        const { text, scope } = applies(e.blocks);
        const heading = e.heading || firstSentence(text);
        if (!heading) return [];
        return [
          entryItem({
            key: sourceKey.entry(pageUrl, section.date, heading),
            title: heading,
            text,
            date: section.date,
            source_url: pageUrl,
            source_name: 'Meta Marketing API out-of-cycle changes',
            tags: ['marketing-api', 'out-of-cycle', ...(scope ? [tag(scope)] : [])],
          }),
        ];
      });
    });
}

const collector: ChangeCollector = {
  id: 'meta-ads-occ',
  name: 'Meta Marketing API out-of-cycle changes',
  kind: 'changes',
  platform: 'meta-ads',
  urls: [BASE],
  version: 1,
  async collect(ctx) {
    const year = Number(ctx.today.slice(0, 4));
    const lists = await Promise.all(
      [year, year - 1].map((y, i) =>
        ctx.page(`${page(y)}.md?locale=en_US`, parseMetaOcc(page(y)), { sourceUrl: page(y), optional: i === 0, accept: 'text/markdown' }),
      ),
    );
    return lists.flatMap((l) => l ?? []);
  },
};
export default collector;
