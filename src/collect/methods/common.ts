/**
 * What every method shares: the collector shell built from a registry entry,
 * the pages it reads (yearly pages, Markdown twins) and the outline of a page
 * in the source's format.
 */
import { sourcePages, type ChangeSource } from '../../sources/index.ts';
import { htmlOutline } from '../lib/html.ts';
import { markdownOutline } from '../lib/markdown.ts';
import type { Outline } from '../lib/outline.ts';
import type { ChangeCollector, ChangeItem, CollectContext } from '../lib/types.ts';

/** A page's outline, read as the source's format says. */
export function outlineOf(def: ChangeSource, body: string): Outline {
  return def.format === 'markdown' ? markdownOutline(body) : htmlOutline(body);
}

/** Page parser: the body, the address the fetch ended on, and the official page it stands for. */
export type PageParser = (body: string, finalUrl: string, page: string) => ChangeItem[];

/** Fetch and parse every page of a source (in parallel), in registry order. */
export async function readPages(ctx: CollectContext, def: ChangeSource, parse: PageParser): Promise<ChangeItem[]> {
  const pages = sourcePages(def, Number(ctx.today.slice(0, 4)));
  const lists = await Promise.all(
    pages.map((p) =>
      ctx.page(p.fetch, (body, finalUrl) => parse(body, finalUrl, p.url), {
        optional: p.optional,
        ...(p.fetch !== p.url ? { sourceUrl: p.url } : {}),
        ...(def.accept ? { accept: def.accept } : {}),
      }),
    ),
  );
  return lists.flatMap((l) => l ?? []);
}

/** The collector of a change source: its registry fields and how it collects. */
export function changeCollector(def: ChangeSource, collect: ChangeCollector['collect']): ChangeCollector {
  return { id: def.id, name: def.name, kind: 'changes', platform: def.platform, urls: [def.url], version: def.version, collect };
}

/** The collector of a change source whose pages are each parsed on their own. */
export function pageCollector(def: ChangeSource, parse: PageParser): ChangeCollector {
  return changeCollector(def, (ctx) => readPages(ctx, def, parse));
}

/** A pattern written as a string in the registry, case-insensitive. */
export const re = (pattern: string) => new RegExp(pattern, 'i');
