/**
 * The key rule of a source, derived from its method and options: the record
 * form its keys take and the sentence docs/source-keys.md shows for it. The
 * sentence is what the collector computes (src/collect/methods/), read
 * off the same templates and options, so it cannot drift from them; a
 * source adds only an example key (`keyExample`, checked against the
 * committed records by tests/unit/collect/registry.test.ts).
 */
import { TEMPLATE_FILTERS, TEMPLATE_PART, type Column, type DatedEntriesOptions, type KeyForm, type PageSpec, type RowTableOptions } from './schema.ts';

/** What the key rule reads of a source. */
export type KeyRuleInput = {
  pages?: readonly PageSpec[] | undefined;
  keyExample?: string | undefined;
} & (
  | {
      method: 'version-table';
      options: {
        keyApi: string;
        columns: { version: Column };
        versionPattern?: string | undefined;
        versionPrefix?: string | undefined;
        releaseFromVersion?: boolean | undefined;
      };
    }
  | { method: 'row-table'; options: RowTableOptions }
  | { method: 'dated-entries'; options: DatedEntriesOptions }
  | { method: 'feed' }
);

/** The form of a source's keys: version tables and API revisions key versions, a row table with a date template keys entries. */
export function keyFormOf(s: KeyRuleInput): KeyForm {
  switch (s.method) {
    case 'version-table':
      return 'version';
    case 'row-table':
      return s.options.keyDate === undefined ? 'row' : 'entry';
    case 'dated-entries':
      return s.options.revisions ? 'version' : 'entry';
    case 'feed':
      return 'article';
  }
}

/** A column as the page heads it: its header, or its headers (`Affected URL suffixes (or URL suffixes)`). */
export const columnName = (c: Column): string => (typeof c === 'string' ? c : c.length === 1 ? c[0]! : `${c[0]} (or ${c.slice(1).join(', or ')})`);

/** A row-table template in words: each `{Column|filter:N}` becomes `<what it gives>`. */
export function templatePhrase(template: string, columns: Record<string, Column>): string {
  return template.replace(TEMPLATE_PART, (_, name: string, filter?: string, arg?: string) => {
    const column = columnName(columns[name] ?? name);
    const f = filter === undefined ? undefined : (TEMPLATE_FILTERS as Record<string, { phrase: (c: string, n?: string) => string }>)[filter];
    return `<${f ? f.phrase(column, arg) : `${column} cell`}>`;
  });
}

const code = (s: string) => `\`${s}\``;

function rowTableRule(o: RowTableOptions, page: string): string {
  const key = (template: string) =>
    o.keyDate === undefined
      ? code(`row|${page}|${templatePhrase(template, o.columns)}`)
      : code(`entry|${page}|${templatePhrase(o.keyDate, o.columns)}|${templatePhrase(template, o.columns)}`);
  const first = columnName(Object.values(o.columns)[0]!);
  return [
    key(o.key),
    ...(o.keyWhenRepeated ? [`when the ${first} cell repeats on the page, ${key(o.keyWhenRepeated)}`] : []),
    ...(o.allTables ? ['rows of every table with these columns'] : []),
    ...(o.articles
      ? [
          `prose sections under level-${o.articles.level} headings: ${code(`entry|${page}|<date of the heading, else the first date of the section>|<section heading>`)}`,
        ]
      : []),
  ].join('; ');
}

/** A pattern of plain alternatives (`announcements|breaking changes`) as quoted names, any other pattern as code. */
const groupNames = (pattern: string): string =>
  /^[\w &-]+(\|[\w &-]+)*$/.test(pattern)
    ? pattern
        .split('|')
        .map((g) => `"${g}"`)
        .join(', ')
    : code(pattern);

function datedEntriesRule(o: DatedEntriesOptions, page: string): string {
  if (o.revisions) return code(`version|${o.revisions.keyApi}|<date of the revision heading, YYYY-MM-DD>`);
  const date = o.keyDate === 'month' ? '<YYYY-MM of the month section>' : '<date of the dated heading, YYYY-MM-DD>';
  return [
    code(`entry|${page}|${date}|<entry heading verbatim>`),
    ...(o.groups
      ? [
          `under a group heading (${groupNames(o.groups)}) each sub-heading is an entry, or where it has none each bullet, its heading the bold lead-in without a trailing period (else its first sentence)`,
        ]
      : []),
    ...(o.untitled ? ['an entry with no heading: its first sentence'] : []),
    ...(o.digest
      ? [
          `an entry of the digest section (heading matching ${code(o.digest.heading)}) that no dated section lists is keyed by the earliest month the digest's text names, else the newest month on the page`,
        ]
      : []),
  ].join('; ');
}

/** The key rule of a change source as docs/source-keys.md states it (Markdown). */
export function keyRule(s: KeyRuleInput): string {
  const page = (s.pages?.length ?? 0) > 1 ? '<page where the entry is listed>' : '<page>';
  let rule: string;
  switch (s.method) {
    case 'version-table': {
      const o = s.options;
      const column = columnName(o.columns.version);
      const found = o.versionPattern ? `version in the ${column} cell` : `${column} cell as written`;
      const version = o.versionPrefix ? `${found}, with a leading "${o.versionPrefix}" where the cell omits it` : found;
      rule = code(`version|${o.keyApi}|<${version}${o.releaseFromVersion ? ', YYYYMM' : ''}>`);
      break;
    }
    case 'row-table':
      rule = rowTableRule(s.options, page);
      break;
    case 'dated-entries':
      rule = datedEntriesRule(s.options, page);
      break;
    case 'feed':
      rule = code('article|<post url>');
      break;
  }
  return s.keyExample === undefined ? rule : `${rule} (e.g. ${code(s.keyExample)})`;
}

/** The key rule of every pricing page. */
export const PRICING_KEY_RULE = 'the Tool snapshot `tools/<tool>.json`; price events `<tool>-<10 hex of SHA-1(tool|plan|event|date)>`';
