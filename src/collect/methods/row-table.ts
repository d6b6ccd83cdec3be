/**
 * The row-table method: one record per row of every table with the wanted
 * columns (Google's feature deprecations, Snapchat's changelog, Amazon's
 * current and past deprecation tables, the release table of Google's release
 * notes). Keys, titles and tags are templates over the row's cells
 * (src/sources/schema.ts RowTableOptions); only the columns a source names are
 * required, in any order, under any of their names.
 */
import { sourceKey } from '../../model/ids.ts';
import type { ChangeSource, RowTableOptions } from '../../sources/index.ts';
import type { CategorySlug } from '../../schemas/common.ts';
import { firstDate, normalizeDate } from '../lib/date-normalizer.ts';
import { ShapeError, findTables, proseText, sections, type Cell, type Outline } from '../lib/outline.ts';
import { classify } from '../lib/classify.ts';
import { endpointsOfRow } from '../lib/endpoints.ts';
import { entryItem, rowText, tag } from '../lib/records.ts';
import { extractiveSummary, firstSentence, textHash } from '../lib/summary.ts';
import type { ChangeCollector, ChangeItem } from '../lib/types.ts';
import { outlineOf, pageCollector, re } from './common.ts';

type Row = Record<string, Cell>;

function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 3).replace(/\s+\S*$/, '')}...` : text;
}

/** A version as the tables write it (`v26.2`, `v3`), the first in a cell such as `v26.2 (Latest)`. */
const VERSION_RE = /\bv\d+(?:\.\d+)*(?![\w.])/i;

/** One `{Column|filter:arg}` of a template, over a row. */
function fill(template: string, row: Row, extra: Record<string, string> = {}): string {
  return template
    .replace(/\{([^}|]+)(?:\|([a-z]+)(?::(\d+))?)?\}/g, (_, name: string, filter?: string, arg?: string) => {
      if (name in extra) return extra[name]!;
      const c = row[name];
      if (!c) throw new Error(`template names an unknown column "${name}"`);
      switch (filter) {
        case undefined:
          return c.text;
        case 'lower':
          return c.text.toLowerCase();
        case 'tag':
          return tag(c.text);
        case 'major':
          return (VERSION_RE.exec(c.text)?.[0] ?? c.text).toLowerCase().split('.')[0]!;
        case 'version': {
          const v = VERSION_RE.exec(c.text)?.[0];
          if (v === undefined) throw new ShapeError(`"${c.text}" names no version`);
          return v;
        }
        case 'words':
          return c.text.split(/\s+/).slice(0, Number(arg)).join(' ');
        case 'link':
          return c.links[0] ?? c.lines[0] ?? '';
        case 'sentence':
          return cut(firstSentence(c.text), Number(arg));
        case 'iso': {
          const d = normalizeDate(c.text);
          return d.iso ?? d.date ?? c.text;
        }
        case 'day': {
          const d = normalizeDate(c.text).date;
          if (d === null) throw new ShapeError(`"${c.text}" gives no date`);
          return d;
        }
        default:
          throw new Error(`unknown template filter "${filter}"`);
      }
    })
    .trim();
}

function rowsOf(outline: Outline, o: RowTableOptions): Row[] {
  const names = Object.keys(o.columns);
  const tables = findTables(outline, Object.values(o.columns), 'table');
  return (o.allTables ? tables : tables.slice(0, 1)).flatMap((t) =>
    t.rows.map((r) => Object.fromEntries(names.map((n, i) => [n, r[t.columns[i]!] ?? { text: '', lines: [], links: [] }]))),
  );
}

/** Prose sections (planned deprecations) at a heading level, dated by their heading or their first full date. */
function articles(outline: Outline, def: ChangeSource, page: string, level: number, categories: CategorySlug[], tags: string[]): ChangeItem[] {
  return sections(outline, level)
    .filter((s) => !s.body.some((b) => b.kind === 'table'))
    .flatMap((s) => {
      const text = proseText(s.body);
      const when = firstDate(s.heading, { preferDay: true }) ?? firstDate(text, { preferDay: true });
      if (!when) return [];
      // A container section ("Reference") with no text of its own before its first sub-heading is named by that sub-heading.
      const first = s.body[0];
      const heading = first?.kind === 'heading' ? first.text : s.heading;
      return [
        entryItem({
          key: sourceKey.entry(page, when.date, heading),
          title: heading,
          text,
          date: null,
          effective: when.date,
          source_url: page,
          source_name: def.sourceName,
          tags,
          categories,
        }),
      ];
    });
}

export function parseRowTable(def: ChangeSource & { method: 'row-table' }) {
  const o = def.options;
  const names = Object.keys(o.columns);
  const nameCol = names[0]!;
  return (body: string, _finalUrl: string, page: string): ChangeItem[] => {
    const outline = outlineOf(def, body);
    const rows = rowsOf(outline, o);
    const counts = new Map<string, number>();
    for (const r of rows) counts.set(r[nameCol]!.text.toLowerCase(), (counts.get(r[nameCol]!.text.toLowerCase()) ?? 0) + 1);
    const bodies = o.sectionText
      ? sections(outline, o.sectionText.level).map((s) => [s.heading.split(/\s|\(/)[0]!.toLowerCase(), proseText(s.body)] as const)
      : [];
    const fixedTags = o.tags.filter((t) => !t.includes('{'));
    const endpointsOf = (row: Row): { endpoints?: ReturnType<typeof endpointsOfRow> } => {
      if (!o.endpoints) return {};
      const found = endpointsOfRow(row[o.endpoints.resource]!, row[o.endpoints.column]!);
      return found.length ? { endpoints: found } : {};
    };
    const items = rows.map((row): ChangeItem => {
      const repeated = (counts.get(row[nameCol]!.text.toLowerCase()) ?? 0) > 1;
      const name = fill(repeated && o.keyWhenRepeated ? o.keyWhenRepeated : o.key, row);
      const key = def.keyForm === 'entry' ? sourceKey.entry(page, fill(o.keyDate ?? '', row), name) : sourceKey.row(page, name);
      const title = fill(o.title, row, { name }).replace(/\s+$/, '');
      const text = rowText(
        names,
        names.map((n) => (n === 'Affected URL suffixes' ? row[n]!.lines.join(', ') : row[n]!.text)),
      );
      const section = bodies.find(([h]) => h === name.toLowerCase())?.[1] ?? '';
      const published = o.published ? normalizeDate(row[o.published]!.text, o.publishedPick ? { pick: o.publishedPick } : {}) : null;
      const effective = o.effective ? normalizeDate(row[o.effective]!.text) : null;
      const added = (o.addCategory ?? []).filter((a) => re(a.pattern).test(row[a.column]!.text)).map((a) => a.category);
      const categories = o.categories ? [...new Set([...o.categories, ...added])] : classify(`${title}. ${text}`, added);
      const tags = [...new Set(o.tags.map((t) => fill(t, row)).filter(Boolean))];
      const summarySource = section || (o.summary ? row[o.summary]!.text : '') || text;
      return {
        key,
        title,
        summary: extractiveSummary(summarySource),
        hash: textHash(section || text),
        categories,
        tags,
        source_url: page,
        source_name: def.sourceName,
        published_date: published?.date ?? null,
        effective_date: effective?.date ?? null,
        ...(effective?.tentative || published?.tentative ? { tentative: true } : {}),
        ...(o.label ? { source_label: row[o.label]!.text } : {}),
        ...endpointsOf(row),
      };
    });
    return o.articles ? [...items, ...articles(outline, def, page, o.articles.level, o.articles.categories, fixedTags)] : items;
  };
}

export function rowTableCollector(def: ChangeSource & { method: 'row-table' }): ChangeCollector {
  return pageCollector(def, parseRowTable(def));
}
