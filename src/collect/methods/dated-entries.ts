/**
 * The dated-entries method: changelog pages of dated headings (months or
 * days) with entries under them: sub-headings, same-level title headings,
 * bold titles, or bold-led bullets under group headings (lib/entries.ts).
 * Release notes of Amazon, Microsoft, Snapchat and LinkedIn, Meta's
 * out-of-cycle changes and Microsoft's API revisions are this method with
 * their options (src/sources/schema.ts DatedEntriesOptions).
 *
 * High-volume sources (`recordBar`) mark entries below the record bar
 * (lib/noise.ts); the merge never creates a record from those, but keeps
 * the records that exist for them listed.
 */
import { sourceKey } from '../../model/ids.ts';
import type { ChangeSource, DatedEntriesOptions } from '../../sources/index.ts';
import { findDates } from '../lib/date-normalizer.ts';
import { datedSections, entriesOf, isBoldTitle, type DatedSection, type Entry } from '../lib/entries.ts';
import { classify, classifyEntry } from '../lib/classify.ts';
import { belowRecordBar } from '../lib/noise.ts';
import { ShapeError, blocksText, proseText, sections, type Block, type Outline } from '../lib/outline.ts';
import { entryItem, rowText, tag } from '../lib/records.ts';
import { oneLine } from '../../model/text.ts';
import { firstSentence } from '../lib/summary.ts';
import type { ChangeCollector, ChangeItem } from '../lib/types.ts';
import { outlineOf, pageCollector, re } from './common.ts';

const REVISION = /\b(20\d{2}-\d{2}-\d{2})\b/;
/** Page furniture of an entry ("Regions: US, CA", "Marketplaces: ..."): never the start of a summary, dropped from the text. */
const FURNITURE = /^(regions?|marketplaces?|locales?|countries)\s*:/i;
const withoutFurniture = (blocks: Block[]) => blocks.filter((b) => !(b.kind === 'text' && FURNITURE.test(b.text)));

/** Splits the scope line ("Applies to all versions on October 29, 2025.") off an entry's blocks. */
function scopeOf(blocks: Block[], pattern: RegExp): { blocks: Block[]; scope: string | null } {
  const line = blocks.find((b) => b.kind === 'text' && pattern.test(b.text));
  if (!line) return { blocks, scope: null };
  const scope = (line as { text: string }).text
    .replace(pattern, '')
    .replace(/[*_.\s]+$/, '')
    .replace(/\s+(on|from|since|as of|starting)\s+.*\d{4}$/i, '')
    .trim();
  return { blocks: blocks.filter((b) => b !== line), scope: scope || null };
}

/** Microsoft's API revisions: each ISO-dated heading is one revision (a version record). */
function revisions(outline: Outline, def: ChangeSource, page: string, r: NonNullable<DatedEntriesOptions['revisions']>): ChangeItem[] {
  const levels = outline.filter((b) => b.kind === 'heading' && REVISION.test(b.text)).map((b) => (b as { level: number }).level);
  if (levels.length === 0) throw new ShapeError('no dated API revision headings found');
  return sections(outline, Math.min(...levels))
    .filter((s) => REVISION.test(s.heading))
    .map((s) => {
      const revision = REVISION.exec(s.heading)![1]!;
      const item = entryItem({
        key: sourceKey.version(r.keyApi, revision),
        title: `${r.titleName} ${revision}`,
        text: proseText(s.body) || rowText(['Revision'], [revision]),
        date: revision,
        effective: null,
        source_url: page,
        source_name: def.sourceName,
        tags: r.tags,
        categories: ['api_version_sunset'],
      });
      return { ...item, api: r.family, api_version: revision, release_date: revision };
    });
}

/**
 * The digest at the top of a release-notes page ("Breaking changes (recent
 * and upcoming)"): its entries that no dated section lists, keyed by the
 * digest's month: the earliest month its text names, else the newest month
 * on the page. Only a month the text names is a published date (`stated`);
 * the newest month is the key's alone, since the page does not say when the
 * entry was announced.
 */
function digestEntries(
  outline: Outline,
  heading: RegExp,
  listed: Set<string>,
  newest: string | null,
): { month: string; stated: string | null; entry: Entry; group: string }[] {
  const idx = outline.findIndex((b) => b.kind === 'heading' && heading.test(b.text));
  if (idx < 0) return [];
  const level = (outline[idx] as { level: number }).level;
  const end = outline.findIndex((b, i) => i > idx && b.kind === 'heading' && b.level <= level);
  const body = outline.slice(idx + 1, end < 0 ? undefined : end);
  const subLevels = body.filter((b) => b.kind === 'heading').map((b) => (b as { level: number }).level);
  if (subLevels.length === 0) return [];
  const named = findDates(blocksText(body))
    .map((d) => d.date.slice(0, 7))
    .sort();
  const month = named[0] ?? newest;
  if (!month) return [];
  return sections(body, Math.min(...subLevels))
    .filter((s) => !listed.has(oneLine(s.heading).toLowerCase()))
    .map((s) => {
      const group = (outline[idx] as { text: string }).text;
      return { month, stated: named[0] ?? null, group, entry: { heading: s.heading, title: s.heading, text: blocksText(s.body), group, blocks: s.body } };
    });
}

/**
 * Entries of a section on a page whose entries may have no title (Meta's
 * out-of-cycle changes). A section that opens with a title (a heading, or a
 * paragraph that is only bold text) reads as titled entries. A section that
 * opens with prose is an untitled entry, text directly under the date: it
 * runs to the first heading, and a bold-only paragraph inside it
 * (`**Example:**` before a code sample) is a label of its text, not a title.
 * Headings after the prose are titled entries of the same date.
 */
function untitledFirst(section: DatedSection, groups: RegExp | undefined): Entry[] {
  const first = section.body[0];
  if (first === undefined || first.kind === 'heading' || isBoldTitle(first)) return entriesOf(section, groups);
  const cut = section.body.findIndex((b) => b.kind === 'heading');
  const lead: Entry = { heading: '', title: '', text: '', group: null, blocks: cut < 0 ? section.body : section.body.slice(0, cut) };
  return cut < 0 ? [lead] : [lead, ...entriesOf({ ...section, body: section.body.slice(cut) }, groups)];
}

export function parseDatedEntries(def: ChangeSource & { method: 'dated-entries' }) {
  const o = def.options;
  const groups = o.groups ? re(o.groups) : undefined;
  const scope = o.scopeLine ? re(o.scopeLine) : null;
  const prefix = o.titlePrefix ? re(o.titlePrefix) : null;
  return (body: string, _finalUrl: string, page: string): ChangeItem[] => {
    const outline = outlineOf(def, body);
    if (o.revisions) return revisions(outline, def, page, o.revisions);
    const dated = datedSections(outline).flatMap((section) => {
      const entries: Entry[] = o.untitled ? untitledFirst(section, groups) : entriesOf(section, groups);
      const date = o.keyDate === 'month' ? section.date.slice(0, 7) : section.date;
      return entries.map((entry) => ({ date, published: date as string | null, entry }));
    });
    const listed = new Set(dated.map((d) => oneLine(d.entry.heading).toLowerCase()));
    const newest =
      dated
        .map((d) => d.date.slice(0, 7))
        .sort()
        .at(-1) ?? null;
    const all = o.digest
      ? [...dated, ...digestEntries(outline, re(o.digest.heading), listed, newest).map((d) => ({ date: d.month, published: d.stated, entry: d.entry }))]
      : dated;
    return all.flatMap(({ date, published, entry }) => {
      const blocks = withoutFurniture(entry.blocks);
      const split = scope ? scopeOf(blocks, scope) : { blocks, scope: null };
      const text = blocksText(split.blocks);
      const heading = entry.heading || firstSentence(text);
      if (!heading) return [];
      const title = prefix ? (entry.title || heading).replace(prefix, '') : entry.title || heading;
      // A group ("Breaking Changes") or a digest ("Breaking changes (recent and upcoming)") that says its entries break.
      const breaking = entry.group !== null && re(o.breakingGroups ?? 'breaking').test(entry.group);
      const item = entryItem({
        key: sourceKey.entry(page, date, heading),
        title,
        text,
        date: published,
        source_url: page,
        source_name: def.sourceName,
        tags: [...o.tags, ...(split.scope ? [tag(split.scope)] : [])],
        // High-volume sources classify by the title (their bodies mention everything in passing); the others read the whole entry.
        categories: o.recordBar
          ? classifyEntry(heading, text, breaking ? ['breaking_change'] : [])
          : classify(`${heading}. ${text}`, breaking ? ['breaking_change'] : []),
      });
      return [o.recordBar && belowRecordBar(item) ? { ...item, belowBar: true } : item];
    });
  };
}

export function datedEntriesCollector(def: ChangeSource & { method: 'dated-entries' }): ChangeCollector {
  return pageCollector(def, parseDatedEntries(def));
}
