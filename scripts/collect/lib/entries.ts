/**
 * Dated entries in changelog pages: month or day headings ("## September
 * 2026", "### May 8, 2026", "March 2026 - Version 202603") with the entries
 * under them (sub-headings, or bullets with a bold lead-in).
 */
import { DateError, normalizeDate } from './dates.ts';
import { ShapeError, sections, type Block, type Outline } from './outline.ts';
import { firstSentence } from './summary.ts';

export interface DatedSection {
  heading: string;
  /** YYYY-MM or YYYY-MM-DD of the heading. */
  date: string;
  level: number;
  body: Block[];
}

function headingDate(text: string): string | null {
  try {
    return normalizeDate(text.replace(/\((latest|current)\)/i, '')).date;
  } catch (err) {
    if (err instanceof DateError) return null;
    throw err;
  }
}

/**
 * Sections under date headings, at the heading level where dates occur most.
 * Throws ShapeError when the page has no date headings at all.
 */
export function datedSections(outline: Outline): DatedSection[] {
  const perLevel = new Map<number, number>();
  for (const b of outline) if (b.kind === 'heading' && headingDate(b.text)) perLevel.set(b.level, (perLevel.get(b.level) ?? 0) + 1);
  if (perLevel.size === 0) throw new ShapeError('no dated headings (month or day) found on the page');
  const level = [...perLevel.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]![0];
  return sections(outline, level).flatMap((s) => {
    const date = headingDate(s.heading);
    return date ? [{ heading: s.heading, date, level, body: s.body }] : [];
  });
}

export interface Entry {
  /** The entry's own heading, or the first sentence of its bullet. */
  heading: string;
  /** Text of the entry (paragraphs and bullets under its heading). */
  text: string;
  /** The group heading it sits under ("Breaking Changes"), if any. */
  group: string | null;
  /** The blocks the text was read from. */
  blocks: Block[];
}

/**
 * Entries of a dated section: each sub-heading with the text under it. A
 * sub-heading that only groups bulleted entries ("Breaking Changes") makes
 * each bullet an entry, keyed by its bold lead-in or its first sentence.
 */
export function entriesOf(section: DatedSection, groupHeadings: RegExp = /^$/): Entry[] {
  const out: Entry[] = [];
  const headingLevels = section.body.filter((b) => b.kind === 'heading').map((b) => (b as { level: number }).level);
  const bulletsAsEntries = (blocks: Block[], group: string | null) => {
    for (const b of blocks) {
      if (b.kind !== 'text' || !b.bullet) continue;
      const heading = b.lead?.replace(/[:.]$/, '') ?? firstSentence(b.text);
      const text = b.lead && b.text.startsWith(b.lead) ? b.text.slice(b.lead.length).trim() : b.text;
      out.push({ heading, text, group, blocks: [b] });
    }
  };
  if (headingLevels.length === 0) {
    bulletsAsEntries(section.body, null);
    return out;
  }
  const level = Math.min(...headingLevels);
  for (const sub of sections(section.body, level)) {
    if (groupHeadings.test(sub.heading)) {
      const inner = sub.body.filter((b) => b.kind === 'heading');
      if (inner.length) {
        const innerLevel = Math.min(...inner.map((b) => (b as { level: number }).level));
        for (const e of sections(sub.body, innerLevel)) out.push({ heading: e.heading, text: textOf(e.body), group: sub.heading, blocks: e.body });
      } else {
        bulletsAsEntries(sub.body, sub.heading);
      }
      continue;
    }
    out.push({ heading: sub.heading, text: textOf(sub.body), group: null, blocks: sub.body });
  }
  return out;
}

export function textOf(blocks: Block[]): string {
  return blocks
    .map((b) => (b.kind === 'table' ? b.rows.map((r) => r.map((c) => c.text).join(' ')).join(' ') : b.text))
    .join(' ')
    .trim();
}
