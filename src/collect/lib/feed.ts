/**
 * RSS, Atom and RDF feeds read with feedsmith into one entry shape. feedsmith
 * detects the format, keeps namespaces and refuses malformed or truncated XML
 * (which must fail the source, never read as an empty feed).
 */
import { parseFeed } from 'feedsmith';
import * as cheerio from 'cheerio';
import { ShapeError } from './outline.ts';
import { oneLine } from '../../model/text.ts';

export interface FeedEntry {
  title: string;
  /** Address of the entry's page (https as given by the feed). */
  link: string;
  /** Publication (else update) time, ISO 8601, or null when the feed gives none. */
  date: string | null;
  /** Text of the entry's summary or content, markup dropped. */
  text: string;
  categories: string[];
}

type Obj = Record<string, unknown>;
const str = (v: unknown): string => {
  if (typeof v === 'string') return v;
  if (v && typeof v === 'object' && 'value' in v && typeof (v as Obj).value === 'string') return (v as Obj).value as string;
  return '';
};

/** Text of an HTML fragment (feeds carry escaped HTML in their summaries). */
export function htmlText(fragment: string): string {
  if (!/[<&]/.test(fragment)) return oneLine(fragment);
  const $ = cheerio.load(`<body>${fragment}</body>`);
  $('script, style').remove();
  $('p, li, br, h1, h2, h3, h4, div').after(' ');
  return oneLine($('body').text());
}

function isoOrNull(v: unknown): string | null {
  const s = str(v);
  if (!s) return null;
  const t = Date.parse(s);
  return Number.isNaN(t) ? null : new Date(t).toISOString();
}

function entryOf(item: Obj, format: string): FeedEntry {
  if (format === 'atom') {
    const links = (item.links as Obj[] | undefined) ?? [];
    const link = links.find((l) => !l.rel || l.rel === 'alternate') ?? links[0];
    const content = item.content ?? item.summary;
    return {
      title: oneLine(htmlText(str(item.title))),
      link: str(link?.href),
      date: isoOrNull(item.published) ?? isoOrNull(item.updated),
      text: htmlText(str(content)),
      categories: ((item.categories as Obj[] | undefined) ?? []).map((c) => oneLine(str(c.term ?? c.label))).filter(Boolean),
    };
  }
  const dc = item.dc as Obj | undefined;
  const content = (item.content as Obj | undefined)?.encoded ?? item.description;
  return {
    title: oneLine(htmlText(str(item.title))),
    link: str(item.link) || str((item.guid as Obj | undefined)?.value ?? item.guid),
    date: isoOrNull(item.pubDate) ?? isoOrNull(dc?.date),
    text: htmlText(str(content)),
    categories: ((item.categories as Obj[] | undefined) ?? []).map((c) => oneLine(str(c.name ?? c))).filter(Boolean),
  };
}

/** Entries of a fetched RSS, Atom or RDF document; throws ShapeError for anything else. */
export function readFeedEntries(body: string): FeedEntry[] {
  if (body.trim() === '') throw new ShapeError('empty response body');
  let parsed: { format: string; feed: Obj };
  try {
    parsed = parseFeed(body) as unknown as { format: string; feed: Obj };
  } catch (err) {
    throw new ShapeError(`not a readable RSS/Atom feed (${(err as Error).message})`);
  }
  const items = ((parsed.feed.entries ?? parsed.feed.items) as Obj[] | undefined) ?? [];
  return items.map((i) => entryOf(i, parsed.format)).filter((e) => e.title !== '' && e.link !== '');
}
