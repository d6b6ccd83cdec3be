/**
 * The outline of a page: headings, text blocks and tables in document order.
 * HTML (lib/html.ts) and Markdown (lib/markdown.ts) both read into this one
 * shape, so a source parser works the same over a page and its `.md` twin.
 */
import { oneLine } from '../../model/text.ts';

export interface Cell {
  /** Text of the cell, white space folded, lines joined by a space. */
  text: string;
  /** Lines of the cell (split at <br> or block children), each folded. */
  lines: string[];
  /** Texts of the links in the cell, in order. */
  links: string[];
}

export type Block =
  | { kind: 'heading'; level: number; text: string }
  | {
      kind: 'text';
      text: string;
      bullet: boolean;
      /** A bold lead-in at the start of the block (a sub-heading written in bold). */
      lead: string | null;
    }
  | { kind: 'table'; headers: string[]; rows: Cell[][] };

export type Outline = Block[];

export class ShapeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ShapeError';
  }
}

export function cell(lines: string[], links: string[] = []): Cell {
  const clean = lines.map(oneLine).filter((l) => l !== '');
  return { text: clean.join(' '), lines: clean, links: links.map(oneLine).filter((l) => l !== '') };
}

const norm = (s: string) => oneLine(s).toLowerCase();

export interface Table {
  headers: string[];
  rows: Cell[][];
  /** Column index of each wanted header, in the order asked. */
  columns: number[];
}

/** A wanted column: its header text, or alternatives (the first that the table has). */
export type Wanted = string | readonly string[];

const alternatives = (w: Wanted): readonly string[] => (typeof w === 'string' ? [w] : w);
const label = (w: Wanted) =>
  alternatives(w)
    .map((a) => `"${a}"`)
    .join(' or ');

function columnsOf(headers: string[], wanted: readonly Wanted[]): number[] {
  const norm_ = headers.map(norm);
  return wanted.map((w) => {
    for (const a of alternatives(w)) {
      const i = norm_.findIndex((h) => h.startsWith(norm(a)));
      if (i >= 0) return i;
    }
    return -1;
  });
}

/**
 * Every table whose header row names each wanted column (a header matches
 * when it starts with the wanted text, case-insensitive; a column may have
 * alternative names). Optional columns are looked up too: their index is -1
 * when a table lacks them (`pick` reads it as an empty cell). Pages move
 * columns around and rename the ones a parser does not need; the header text
 * of the needed ones is what stays. Throws ShapeError when no table matches.
 */
export function findTables(outline: Outline, wanted: readonly Wanted[], tableLabel = 'table', optional: readonly Wanted[] = []): Table[] {
  const out: Table[] = [];
  for (const b of outline) {
    if (b.kind !== 'table') continue;
    const columns = columnsOf(b.headers, wanted);
    if (columns.every((c) => c >= 0)) out.push({ headers: b.headers, rows: b.rows, columns: [...columns, ...columnsOf(b.headers, optional)] });
  }
  if (out.length) return out;
  const seen = outline.filter((b) => b.kind === 'table').map((b) => `[${(b as { headers: string[] }).headers.join(' | ')}]`);
  throw new ShapeError(
    `no ${tableLabel} with the columns ${wanted.map(label).join(', ')}${seen.length ? `; tables found: ${seen.join(' ')}` : '; the page has no table'}`,
  );
}

/** The first table with the wanted columns (see findTables). */
export function findTable(outline: Outline, wanted: readonly Wanted[], tableLabel = 'table', optional: readonly Wanted[] = []): Table {
  return findTables(outline, wanted, tableLabel, optional)[0]!;
}

/** Cells of a row, looked up by the wanted column order; a missing cell reads as empty. */
export function pick(row: Cell[], columns: number[]): Cell[] {
  return columns.map((c) => (c >= 0 ? row[c] : undefined) ?? cell([]));
}

export interface Section {
  heading: string;
  level: number;
  /** Blocks up to the next heading of the same or a higher level (sub-headings included). */
  body: Block[];
}

/** Sections started by headings of exactly `level`. */
export function sections(outline: Outline, level: number): Section[] {
  const out: Section[] = [];
  let cur: Section | null = null;
  for (const b of outline) {
    if (b.kind === 'heading' && b.level <= level) {
      if (cur) out.push(cur);
      cur = b.level === level ? { heading: b.text, level, body: [] } : null;
      continue;
    }
    cur?.body.push(b);
  }
  if (cur) out.push(cur);
  return out;
}

/** The text of a list of blocks (headings included), tables row by row, trimmed. */
export function blocksText(blocks: Block[]): string {
  return blocks
    .map((b) => (b.kind === 'table' ? b.rows.map((r) => r.map((c) => c.text).join(' ')).join(' ') : b.text))
    .join(' ')
    .trim();
}

/** Texts of the paragraph and bullet blocks, skipping headings and tables. */
export function proseText(blocks: Block[]): string {
  return blocks
    .filter((b) => b.kind === 'text')
    .map((b) => (b as { text: string }).text)
    .join(' ');
}
