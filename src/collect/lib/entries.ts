/**
 * Dated entries in changelog pages: month or day headings ("## September
 * 2026", "### May 8, 2026", "March 2026 - Version 202603") with the entries
 * under them (sub-headings, or bullets with a bold lead-in).
 */
import { DateError, normalizeDate } from './date-normalizer.ts';
import { ShapeError, blocksText, sections, type Block, type Outline } from './outline.ts';
import { oneLine } from '../../model/text.ts';
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
 * Entry titles may sit at the same level as the dates (`### October 29,
 * 2025`, then `### Insights`): an undated heading at the date level that
 * follows a dated heading, in a section with no deeper headings, is read as
 * an entry title of that section (one level down). A higher heading ends
 * the section. Throws ShapeError when the page has no date headings at all.
 */
export function datedSections(outline: Outline): DatedSection[] {
  const perLevel = new Map<number, number>();
  for (const b of outline) if (b.kind === 'heading' && headingDate(b.text)) perLevel.set(b.level, (perLevel.get(b.level) ?? 0) + 1);
  if (perLevel.size === 0) throw new ShapeError('no dated headings (month or day) found on the page');
  const level = [...perLevel.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]![0];
  const out: DatedSection[] = [];
  let cur: DatedSection | null = null;
  let sameLevelTitles = false;
  for (const b of outline) {
    if (b.kind === 'heading' && b.level <= level) {
      const date = b.level === level ? headingDate(b.text) : null;
      if (date) {
        cur = { heading: b.text, date, level, body: [] };
        sameLevelTitles = false;
        out.push(cur);
        continue;
      }
      const deeper = cur?.body.some((x) => x.kind === 'heading' && x.level > level + (sameLevelTitles ? 1 : 0)) ?? true;
      if (cur && b.level === level && !deeper) {
        sameLevelTitles = true;
        cur.body.push({ kind: 'heading', level: level + 1, text: b.text });
        continue;
      }
      cur = null;
      continue;
    }
    cur?.body.push(b);
  }
  return out;
}

/** A paragraph that is only a bold title (`**Insights**`): the "date heading, then bold title" form. */
export const isBoldTitle = (b: Block): boolean => b.kind === 'text' && !b.bullet && b.lead !== null && oneLine(b.lead) === oneLine(b.text);

/** Blocks with their bold-title paragraphs turned into headings one level below `level`. */
export function boldTitlesAsHeadings(blocks: Block[], level: number): Block[] {
  return blocks.map((b) => (isBoldTitle(b) ? { kind: 'heading', level: level + 1, text: (b as { text: string }).text } : b));
}

export interface Entry {
  /** The entry's own heading, or the first sentence of its bullet: the key text (a bold title loses only a trailing period). */
  heading: string;
  /** The title to show: the heading without a trailing colon or period. */
  title: string;
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
export function entriesOf(dated: DatedSection, groupHeadings: RegExp = /^$/): Entry[] {
  const out: Entry[] = [];
  const section = { ...dated, body: boldTitlesAsHeadings(dated.body, dated.level) };
  const headingLevels = section.body.filter((b) => b.kind === 'heading').map((b) => (b as { level: number }).level);
  const bulletsAsEntries = (blocks: Block[], group: string | null) => {
    for (const b of blocks) {
      if (b.kind !== 'text' || !b.bullet) continue;
      const heading = b.lead ? b.lead.replace(/\.$/, '') : firstSentence(b.text);
      const text = b.lead && b.text.startsWith(b.lead) ? b.text.slice(b.lead.length).trim() : b.text;
      out.push({ heading, title: heading.replace(/[:.]$/, ''), text, group, blocks: [b] });
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
        for (const e of sections(sub.body, innerLevel))
          out.push({ heading: e.heading, title: e.heading, text: blocksText(e.body), group: sub.heading, blocks: e.body });
      } else {
        bulletsAsEntries(sub.body, sub.heading);
      }
      continue;
    }
    out.push({ heading: sub.heading, title: sub.heading, text: blocksText(sub.body), group: null, blocks: sub.body });
  }
  return out;
}
