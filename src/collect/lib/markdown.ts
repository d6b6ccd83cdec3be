/**
 * Markdown twins (`.md`, `.md.txt`) read with marked's lexer into the shared
 * outline (lib/outline.ts). marked is used for its lexer only: it knows GFM
 * tables, nested lists and inline markup, which a regular expression over
 * pipes does not (escaped pipes, links with pipes, <br> inside cells).
 */
import { marked, type Token, type Tokens } from 'marked';
import { ShapeError, cell, type Block, type Cell, type Outline } from './outline.ts';
import { oneLine } from '../../model/text.ts';

interface Flat {
  lines: string[];
  links: string[];
}

/** Plain text of inline tokens: markup dropped, <br> as a line break, link texts collected. */
function flatten(tokens: Token[] | undefined, acc: Flat = { lines: [''], links: [] }): Flat {
  for (const t of tokens ?? []) {
    switch (t.type) {
      case 'br':
        acc.lines.push('');
        break;
      case 'html':
        if (/^<br\s*\/?>$/i.test(t.raw.trim())) acc.lines.push('');
        else acc.lines[acc.lines.length - 1] += t.raw.replace(/<[^>]*>/g, '');
        break;
      case 'link': {
        const inner = flatten((t as Tokens.Link).tokens);
        acc.links.push(inner.lines.join(' '));
        acc.lines[acc.lines.length - 1] += inner.lines.join(' ');
        break;
      }
      case 'codespan':
        acc.lines[acc.lines.length - 1] += (t as Tokens.Codespan).text;
        break;
      case 'escape':
        acc.lines[acc.lines.length - 1] += (t as Tokens.Escape).text;
        break;
      default:
        if ('tokens' in t && Array.isArray(t.tokens)) flatten(t.tokens as Token[], acc);
        else if ('text' in t && typeof t.text === 'string') acc.lines[acc.lines.length - 1] += t.text;
    }
  }
  return acc;
}

const text = (tokens: Token[] | undefined) => oneLine(flatten(tokens).lines.join(' '));

function leadOf(tokens: Token[] | undefined): string | null {
  let first = tokens?.[0];
  if (first && (first.type === 'text' || first.type === 'paragraph') && 'tokens' in first) first = (first.tokens as Token[])[0];
  return first && first.type === 'strong' ? text((first as Tokens.Strong).tokens) || null : null;
}

function cellOf(c: Tokens.TableCell): Cell {
  const f = flatten(c.tokens);
  return cell(f.lines, f.links);
}

/**
 * The document without a table row it was cut in the middle of: a copy that stops mid-row ends in a line
 * that opens a row with `|` but does not close it, where the row before it (of the same table) does.
 * Read as it is, the half row would be a row with empty cells, and a version table would record its cut
 * link text as a version. A table whose rows never close with `|` is left alone.
 */
export function withoutCutRow(md: string): string {
  const lines = md.replace(/\s+$/, '').split('\n');
  const last = lines.at(-1)!.trim();
  const before = (lines.at(-2) ?? '').trim();
  const cut = last.startsWith('|') && !last.endsWith('|') && before.startsWith('|') && before.endsWith('|');
  return cut ? `${lines.slice(0, -1).join('\n')}\n` : md;
}

/** The outline of a Markdown document (front matter dropped, a row cut mid-way dropped: withoutCutRow). */
export function markdownOutline(body: string): Outline {
  if (body.trim() === '') throw new ShapeError('empty response body');
  const md = withoutCutRow(body.replace(/^---\n[\s\S]*?\n---\n/, ''));
  const out: Outline = [];
  const visit = (tokens: Token[]) => {
    for (const t of tokens) {
      switch (t.type) {
        case 'heading':
          out.push({ kind: 'heading', level: (t as Tokens.Heading).depth, text: text((t as Tokens.Heading).tokens) });
          break;
        case 'table': {
          const tt = t as Tokens.Table;
          out.push({ kind: 'table', headers: tt.header.map((h) => text(h.tokens)), rows: tt.rows.map((r) => r.map(cellOf)) });
          break;
        }
        case 'list':
          for (const item of (t as Tokens.List).items) {
            const body = text(item.tokens);
            if (body) out.push({ kind: 'text', text: body, bullet: true, lead: leadOf(item.tokens) });
          }
          break;
        case 'paragraph':
        case 'code': {
          const body = t.type === 'code' ? oneLine((t as Tokens.Code).text) : text((t as Tokens.Paragraph).tokens);
          if (body) out.push({ kind: 'text', text: body, bullet: false, lead: t.type === 'paragraph' ? leadOf((t as Tokens.Paragraph).tokens) : null });
          break;
        }
        case 'blockquote':
          visit((t as Tokens.Blockquote).tokens);
          break;
        case 'html': {
          const body = oneLine(t.raw.replace(/<[^>]*>/g, ' '));
          if (body) out.push({ kind: 'text', text: body, bullet: false, lead: null });
          break;
        }
        default:
          break;
      }
    }
  };
  visit(marked.lexer(md));
  return out;
}

export type { Block };
