/**
 * What a source file (`src/sources/<id>.ts`) may say, as zod schemas: the
 * fields of a source and, per method, its parser options. Every object is
 * strict, so a misspelt field or option fails when the registry loads
 * (`src/sources/index.ts` parses every file), with a message naming the
 * source and the key. Row-table templates are checked too: each `{Column}`
 * names a declared column and each `|filter` is one of TEMPLATE_FILTERS.
 *
 * Plain data only: regular expressions are written as strings, so the site
 * can import the registry without the collectors' code. The template
 * language and how to add a source: docs/collectors.md.
 */
import { z } from 'zod';
import { Category, Platform, ToolSlug, type PlatformSlug, type ToolId } from '../schemas/common.ts';

/** How a source is read: the collector module in scripts/collect/methods/. */
export type SourceMethod = 'version-table' | 'row-table' | 'dated-entries' | 'feed' | 'pricing-page';
/** What the collector fetches: the HTML page, its Markdown twin, or a feed. */
export const SourceFormat = z.enum(['html', 'markdown', 'feed']);
export type SourceFormat = z.infer<typeof SourceFormat>;
export type KeyForm = 'version' | 'row' | 'entry' | 'article';

/** A regular expression written as a string (compiled case-insensitive by the collectors). */
const Pattern = z.string().refine(
  (s) => {
    try {
      new RegExp(s, 'i');
      return s !== '';
    } catch {
      return false;
    }
  },
  { error: 'not a valid regular expression' },
);
const Text = z.string().min(1);
const Tags = z.array(Text);
/** An official page, or one with a `{year}` placeholder (yearly archives). */
const PageUrl = z.string().regex(/^https:\/\/[^\s]+$/, { error: 'expected an absolute https:// URL' });

/** One page the collector reads. `{year}` is the run year plus `yearOffset`. */
export const PageSpec = z.strictObject({
  /** The human page (what records link as source_url). */
  url: PageUrl,
  /** The address fetched, when not the page itself (`{url}` is the page): a Markdown twin, a locale query. */
  fetch: Text.optional(),
  yearOffset: z.number().int().optional(),
  /** A 404 is no failure (a yearly page not created yet, an archive). */
  optional: z.boolean().optional(),
});
export type PageSpec = z.infer<typeof PageSpec>;

/** A table column: the header text the parser looks for (or its alternatives, any of them). */
export const Column = z.union([Text, z.array(Text).min(1).readonly()]);
export type Column = z.infer<typeof Column>;

export const VersionTableOptions = z.strictObject({
  /** The API in the key (`version|<api>|<version>`). */
  keyApi: Text,
  /** The `api` field of the records: the API family as the platform names it. */
  family: Text,
  /**
   * The API's name in record titles (`<titleName> <version>`, "Meta Graph API
   * v21.0"). Not derivable from `family`: the platform's own family name often
   * lacks the platform ("Graph API") or differs ("Campaign Management API").
   */
  titleName: Text,
  columns: z.strictObject({
    version: Column,
    release: Column.optional(),
    deprecation: Column.optional(),
    sunset: Column,
    /** A status column used only as the record's label; the table is read without it. */
    label: Column.optional(),
    /** Other columns whose text goes into the record's text (in page order of this list). */
    text: z.array(Column).optional(),
  }),
  /** Regular expression whose group 1 is the version inside the version cell (default: the whole cell). */
  versionPattern: Pattern.optional(),
  /** The version names its release month (`YYYYMM`). */
  releaseFromVersion: z.boolean().optional(),
  tags: Tags,
  /** Add the version as a tag: `lower` (v22.0), `major` (v22). */
  versionTag: z.enum(['lower', 'major']).optional(),
  /** Records link the page a redirect ends on. */
  linkFinalUrl: z.boolean().optional(),
  /**
   * The page calls every sunset it gives as a month tentative (Google: "The
   * tentative date means that the sunset could happen any time in that month,
   * and the dates could change"), so a month-precision sunset marks the record
   * tentative even where the cell has no "(tentative)".
   */
  tentativeMonths: z.boolean().optional(),
});
export type VersionTableOptions = z.infer<typeof VersionTableOptions>;

/**
 * The filters of the row-table template language (`{Column|filter}` or
 * `{Column|filter:N}`), with what each gives and how docs/source-keys.md
 * phrases it. scripts/collect/methods/row-table.ts implements them; a
 * template naming another filter fails at load.
 */
export const TEMPLATE_FILTERS = {
  lower: { arg: false, gives: 'the cell text, lower-cased', phrase: (c: string) => `${c} cell, lower-cased` },
  tag: { arg: false, gives: 'the cell text as a tag (lower-case, words joined by `-`)', phrase: (c: string) => `${c} cell as a tag` },
  major: { arg: false, gives: 'the major version (`v22.1` gives `v22`)', phrase: (c: string) => `major version of the ${c} cell` },
  words: { arg: true, gives: 'its first N words', phrase: (c: string, n?: string) => `first ${n} words of the ${c} cell` },
  link: { arg: false, gives: "the text of the cell's first link, else its first line", phrase: (c: string) => `first link text of the ${c} cell` },
  sentence: {
    arg: true,
    gives: 'its first sentence, cut at a word to at most N characters',
    phrase: (c: string, n?: string) => `first sentence of the ${c} cell, at most ${n} characters`,
  },
  iso: {
    arg: false,
    gives: 'the ISO date the cell gives (`2025-07-01July 2025` gives `2025-07-01`), else the cell text',
    phrase: (c: string) => `ISO date at the front of the ${c} cell`,
  },
  day: { arg: false, gives: 'the date the cell gives, `YYYY-MM-DD` (a cell with no date fails the source)', phrase: (c: string) => `date of the ${c} cell` },
} as const satisfies Record<string, { arg: boolean; gives: string; phrase: (column: string, n?: string) => string }>;
export type TemplateFilter = keyof typeof TEMPLATE_FILTERS;

/** Every `{Column}` / `{Column|filter}` / `{Column|filter:N}` of a template (the syntax row-table.ts fills). */
export const TEMPLATE_PART = /\{([^}|]+)(?:\|([a-z]+)(?::(\d+))?)?\}/g;

/** Problems of one template: unknown columns, unknown filters, a missing or needless argument. */
export function templateProblems(template: string, columns: readonly string[]): string[] {
  const out: string[] = [];
  for (const [, name, filter, arg] of template.matchAll(TEMPLATE_PART)) {
    if (!columns.includes(name!)) out.push(`template "${template}" names an unknown column "${name}" (columns: ${columns.join(', ')})`);
    if (filter === undefined) continue;
    const f = (TEMPLATE_FILTERS as Record<string, { arg: boolean }>)[filter];
    if (!f) out.push(`template "${template}" names an unknown filter "${filter}" (filters: ${Object.keys(TEMPLATE_FILTERS).join(', ')})`);
    else if (f.arg !== (arg !== undefined)) out.push(`template "${template}": filter "${filter}" ${f.arg ? 'needs a number (`:N`)' : 'takes no number'}`);
  }
  return out;
}

export const RowTableOptions = z
  .strictObject({
    /** Columns by role name; the first one listed is the row's name. */
    columns: z.record(Text, Column).refine((c) => Object.keys(c).length > 0, { error: 'names no column' }),
    /** Read every table with these columns (else the first). */
    allTables: z.boolean().optional(),
    /** Template of the key text (`row|<page>|<key>`, or the heading of an entry key). */
    key: Text,
    /** Key used when the first column's text repeats on the page. */
    keyWhenRepeated: Text.optional(),
    /** Template of the title; `{name}` is the filled key. */
    title: Text,
    /** Column whose text is the summary (else the row text). */
    summary: Text.optional(),
    /** Column of the published date. */
    published: Text.optional(),
    /** The first date of a cell with several (`announced in X / updated Y`). */
    publishedPick: z.literal('first').optional(),
    /** Column of the effective date. */
    effective: Text.optional(),
    /** Column whose text is the record's label. */
    label: Text.optional(),
    /** Fixed categories; without, the classifier decides (plus `addCategory`). */
    categories: z.array(Category).optional(),
    /** Adds a category when a column matches a pattern. */
    addCategory: z.array(z.strictObject({ column: Text, pattern: Pattern, category: Category })).optional(),
    /** For entry keys (`entry|<page>|<date>|<key>`): the date template. */
    keyDate: Text.optional(),
    /** The record's text is the section (at this heading level) whose heading starts with the key text. */
    sectionText: z.strictObject({ level: z.number().int().min(1).max(6) }).optional(),
    /** Tag templates. */
    tags: Tags,
    /** Also read the prose sections at this heading level (planned deprecations) as dated entries. */
    articles: z.strictObject({ level: z.number().int().min(1).max(6), categories: z.array(Category) }).optional(),
  })
  .superRefine((o, ctx) => {
    const columns = Object.keys(o.columns);
    const templates: [string, string, string[]][] = [
      ['key', o.key, columns],
      ...(o.keyWhenRepeated ? [['keyWhenRepeated', o.keyWhenRepeated, columns] as [string, string, string[]]] : []),
      ['title', o.title, [...columns, 'name']],
      ...(o.keyDate ? [['keyDate', o.keyDate, columns] as [string, string, string[]]] : []),
      ...o.tags.map((t, i) => [`tags.${i}`, t, columns] as [string, string, string[]]),
    ];
    for (const [path, template, names] of templates)
      for (const message of templateProblems(template, names)) ctx.addIssue({ code: 'custom', path: path.split('.'), message });
    const refs: [string, string | undefined][] = [
      ['summary', o.summary],
      ['published', o.published],
      ['effective', o.effective],
      ['label', o.label],
      ...(o.addCategory ?? []).map((a, i) => [`addCategory.${i}.column`, a.column] as [string, string]),
    ];
    for (const [path, name] of refs)
      if (name !== undefined && !columns.includes(name)) ctx.addIssue({ code: 'custom', path: path.split('.'), message: `names an unknown column "${name}"` });
  });
export type RowTableOptions = z.infer<typeof RowTableOptions>;

export const DatedEntriesOptions = z.strictObject({
  /** `month`: entries keyed by the section month; `day`: by the heading day. */
  keyDate: z.enum(['month', 'day']),
  /** Headings that only group bulleted entries ("Breaking Changes"), as a pattern. */
  groups: Pattern.optional(),
  /** Groups whose entries are breaking changes. */
  breakingGroups: Pattern.optional(),
  /** Title prefixes dropped from titles (not from keys), as a pattern. */
  titlePrefix: Pattern.optional(),
  /** Sections at the top that repeat or add to the month entries ("Breaking changes (recent and upcoming)"). */
  digest: z.strictObject({ heading: Pattern }).optional(),
  /** A line giving the entry's scope ("Applies to ..."): becomes a tag, dropped from the text. */
  scopeLine: Pattern.optional(),
  /** An entry without a heading is keyed by its first sentence. */
  untitled: z.literal('first-sentence').optional(),
  /** Each dated heading is one API revision (`version|<api>|<date>`). */
  revisions: z.strictObject({ keyApi: Text, family: Text, titleName: Text, tags: Tags }).optional(),
  /** Publish only entries that meet the record bar (see scripts/collect/lib/noise.ts). */
  recordBar: z.boolean().optional(),
  tags: Tags,
});
export type DatedEntriesOptions = z.infer<typeof DatedEntriesOptions>;

export const FeedOptions = z.strictObject({
  /** The feed's address; without, the feed the page announces (autodiscovery). */
  feed: PageUrl.optional(),
  /** Posts whose address starts with this are the blog's. */
  postPrefix: PageUrl,
  /** The `api` family of a post about an API version's sunset. */
  family: Text,
  tags: Tags,
});
export type FeedOptions = z.infer<typeof FeedOptions>;

/** The fields every change source file states (the method and its options come on top). */
const changeFields = {
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'expected a lower-case slug (the file name)' }),
  platform: Platform,
  /** The official page: what the records link and the status file names. */
  url: PageUrl,
  format: SourceFormat,
  /** The page's name in records (`source_name`). */
  sourceName: Text,
  /** The source's name in its status file and /api/sources.json, when not `sourceName`. */
  name: Text.optional(),
  /** Shorthand for one page fetched at another address: `pages: [{ url, fetch }]`. */
  fetch: Text.optional(),
  /** Pages read (default: the official page). */
  pages: z.array(PageSpec).min(1).optional(),
  /** Where the official page redirects to, when records link the page the redirect ends on. */
  redirectsTo: z.array(PageUrl).optional(),
  /** The Accept header of the fetch, when not the default. */
  accept: Text.optional(),
  /** Bump when the parse of this source changes (cached parses of older versions are not reused). */
  version: z.number().int().min(1),
  /**
   * A key text of a committed record of this source (the part after the page,
   * lower-cased), shown in docs/source-keys.md; the registry test checks a
   * record has it.
   */
  keyExample: Text.optional(),
};

/** A change source file's declaration, per method, before the registry derives what it restates. */
export const VersionTableSource = z.strictObject({ ...changeFields, method: z.literal('version-table'), options: VersionTableOptions });
export const RowTableSource = z.strictObject({ ...changeFields, method: z.literal('row-table'), options: RowTableOptions });
export const DatedEntriesSource = z.strictObject({ ...changeFields, method: z.literal('dated-entries'), options: DatedEntriesOptions });
export const FeedSource = z.strictObject({ ...changeFields, method: z.literal('feed'), options: FeedOptions });

/** A pricing source file: the tool whose official pricing page (the tool list's `pricing_url`) it reads. */
export const PricingSourceFile = z.strictObject({
  method: z.literal('pricing-page'),
  tool_id: ToolSlug,
  /** Bump when the parse of this page changes. */
  version: z.number().int().min(1),
});

/** What a file in src/sources/ exports by default, by method. */
export const SourceFile = z.discriminatedUnion('method', [VersionTableSource, RowTableSource, DatedEntriesSource, FeedSource, PricingSourceFile]);
/** A source file's declaration (`export default {...} satisfies SourceFile`). */
export type SourceFile = z.input<typeof SourceFile>;

/** The fields of a loaded source, change or pricing. */
interface SourceBase {
  id: string;
  /** The source's name (status file, /api/sources.json, collector list). */
  name: string;
  /** The official page: what the records link and the status file names. */
  url: string;
  format: SourceFormat;
  method: SourceMethod;
  keyForm: KeyForm | 'pricing';
  /** The key rule, as docs/source-keys.md states it (Markdown), generated from the method and its options (key-rule.ts). */
  key: string;
  /** The page's name in records (`source_name`). */
  sourceName?: string;
  /** Pages read (default: the official page). */
  pages?: PageSpec[];
  /** Where the official page redirects to, when records link the page the redirect ends on. */
  redirectsTo?: string[];
  accept?: string;
  /** Bump when the parse of this source changes (cached parses of older versions are not reused). */
  version: number;
  keyExample?: string;
}

type Loaded<M extends SourceMethod, O> = SourceBase & { kind: 'changes'; platform: PlatformSlug; sourceName: string; method: M; options: O };
/** A loaded change source: its file with the derived fields filled in. */
export type ChangeSource =
  | Loaded<'version-table', VersionTableOptions>
  | Loaded<'row-table', RowTableOptions>
  | Loaded<'dated-entries', DatedEntriesOptions>
  | Loaded<'feed', FeedOptions>;

export type PricingSource = SourceBase & { kind: 'pricing'; method: 'pricing-page'; tool_id: ToolId };

export type Source = ChangeSource | PricingSource;
