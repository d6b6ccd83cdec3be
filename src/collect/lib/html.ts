/**
 * HTML pages read with cheerio into the shared outline (lib/outline.ts).
 * A document without its closing </html> tag is a truncated download and is
 * refused: a half page must never read as "half the records are gone".
 */
import * as cheerio from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { ShapeError, cell, type Block, type Cell, type Outline } from './outline.ts';
import { oneLine } from '../../model/text.ts';

const SKIP = new Set(['script', 'style', 'noscript', 'template', 'svg', 'nav', 'footer', 'aside', 'button', 'form', 'iframe']);
const TEXT_BLOCKS = new Set(['p', 'li', 'pre', 'blockquote', 'dd', 'dt', 'figcaption', 'summary', 'caption']);
const BLOCK_TAGS = new Set([...TEXT_BLOCKS, 'div', 'ul', 'ol', 'section', 'article', 'table', 'tr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/** Refuse an empty or truncated document; return the cheerio root otherwise. */
export function loadHtml(body: string): cheerio.CheerioAPI {
  if (body.trim() === '') throw new ShapeError('empty response body');
  if (!/<\/html\s*>\s*$/i.test(body.trimEnd())) {
    throw new ShapeError('truncated HTML: the document does not end with </html>');
  }
  return cheerio.load(body);
}

const isElement = (n: AnyNode): n is Element => n.type === 'tag' || n.type === 'script' || n.type === 'style';

/** Text of a node with <br> and block children turned into line breaks. */
function linesOf(el: Element): string[] {
  const out: string[] = [''];
  const visit = (n: AnyNode) => {
    if (n.type === 'text') {
      out[out.length - 1] += (n as unknown as { data: string }).data;
      return;
    }
    if (!isElement(n)) return;
    const tag = n.tagName.toLowerCase();
    if (SKIP.has(tag)) return;
    if (tag === 'br') {
      out.push('');
      return;
    }
    const block = BLOCK_TAGS.has(tag);
    if (block && out[out.length - 1] !== '') out.push('');
    for (const c of n.children) visit(c);
    if (block) out.push('');
  };
  for (const c of el.children) visit(c);
  return out.map(oneLine).filter((l) => l !== '');
}

/** Text of an element with block boundaries kept as spaces (`<p>a</p><p>b</p>` -> `a b`). */
export function blockText(el: Element): string {
  return linesOf(el).join(' ');
}

function cellOf($: cheerio.CheerioAPI, el: Element): Cell {
  const links = $(el)
    .find('a')
    .toArray()
    .map((a) => $(a).text());
  return cell(linesOf(el), links);
}

function tableBlock($: cheerio.CheerioAPI, table: Element): Block {
  const rows = $(table)
    .find('tr')
    .toArray()
    .filter((tr) => $(tr).closest('table').get(0) === table);
  let headers: string[] = [];
  let body = rows;
  const headRow = rows.find((tr) => $(tr).children('th').length > 0 && $(tr).children('td').length === 0) ?? null;
  if (headRow) {
    headers = $(headRow)
      .children('th')
      .toArray()
      .map((th) => oneLine($(th).text()));
    body = rows.filter((tr) => tr !== headRow);
  } else if (rows[0]) {
    headers = $(rows[0])
      .children('td')
      .toArray()
      .map((td) => oneLine($(td).text()));
    body = rows.slice(1);
  }
  return {
    kind: 'table',
    headers,
    rows: body.map((tr) =>
      $(tr)
        .children('td, th')
        .toArray()
        .map((c) => cellOf($, c)),
    ),
  };
}

/** A bold lead-in: the first child element is <strong>/<b> (possibly inside a first <p>). */
function leadOf($: cheerio.CheerioAPI, el: Element): string | null {
  let first = $(el).children().first();
  if (first.is('p')) first = first.children().first();
  if (!first.is('strong, b')) return null;
  const text = oneLine(first.text());
  const whole = oneLine($(el).text());
  return text && whole.startsWith(text) ? text : null;
}

/** The outline of the page's main content (main, article or body). */
export function htmlOutline(body: string): Outline {
  const $ = loadHtml(body);
  const root = $('main').first().get(0) ?? $('article').first().get(0) ?? $('body').get(0);
  if (!root) throw new ShapeError('no <body> in the document');
  const out: Outline = [];
  const walk = (el: Element) => {
    for (const n of el.children) {
      if (n.type === 'text') {
        const t = oneLine((n as unknown as { data: string }).data);
        if (t) out.push({ kind: 'text', text: t, bullet: false, lead: null });
        continue;
      }
      if (!isElement(n)) continue;
      const tag = n.tagName.toLowerCase();
      if (SKIP.has(tag)) continue;
      const h = /^h([1-6])$/.exec(tag);
      if (h) {
        const text = oneLine($(n).text());
        if (text) out.push({ kind: 'heading', level: Number(h[1]), text });
      } else if (tag === 'table') {
        out.push(tableBlock($, n));
      } else if (TEXT_BLOCKS.has(tag)) {
        const text = linesOf(n).join(' ');
        if (text) out.push({ kind: 'text', text, bullet: tag === 'li', lead: leadOf($, n) });
      } else {
        walk(n);
      }
    }
  };
  walk(root as Element);
  return out;
}

/** `href`s of the feeds a page announces with <link rel="alternate">. */
export function feedLinks(body: string, base: string): string[] {
  const $ = loadHtml(body);
  return $('link[rel~="alternate"]')
    .toArray()
    .filter((l) => /(rss|atom)\+xml|application\/xml|text\/xml/i.test($(l).attr('type') ?? ''))
    .map((l) => new URL($(l).attr('href') ?? '', base).toString());
}
