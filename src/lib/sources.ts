/**
 * The registry of official sources: every source the collectors read is
 * declared here once (id, platform or tool, official page, format, method,
 * key rule, parser options). Derived from it: the collectors
 * (scripts/collect/sources/index.ts builds one per entry with the method's
 * module), `docs/source-keys.md` (scripts/gen-source-keys.ts, with --check),
 * the status files in `content/sources/` and so `/api/sources.json` (their
 * `urls`), and the official pages of each platform (src/lib/registry.ts).
 * tests/unit/collect/registry.test.ts fails on any drift.
 *
 * Plain data only: regular expressions are written as strings, so the site
 * can import this module without the collectors' code.
 */
import type { CategorySlug, PlatformSlug, ToolId } from '../schemas/common.ts';

/** How a source is read: the collector module in scripts/collect/methods/. */
export type SourceMethod = 'version-table' | 'row-table' | 'dated-entries' | 'feed' | 'pricing-page';
/** What the collector fetches: the HTML page, its Markdown twin, or a feed. */
export type SourceFormat = 'html' | 'markdown' | 'feed';
export type KeyForm = 'version' | 'row' | 'entry' | 'article';

/** One page the collector reads. `{year}` is the run year plus `yearOffset`. */
export interface PageSpec {
  /** The human page (what records link as source_url). */
  url: string;
  /** The address fetched, when not the page itself (`{url}` is the page): a Markdown twin, a locale query. */
  fetch?: string;
  yearOffset?: number;
  /** A 404 is no failure (a yearly page not created yet, an archive). */
  optional?: boolean;
}

/** A table column: the header text the parser looks for (or its alternatives, any of them). */
export type Column = string | readonly string[];

export interface VersionTableOptions {
  /** The API in the key (`version|<api>|<version>`). */
  keyApi: string;
  /** The `api` field of the records: the API family as the platform names it. */
  family: string;
  /**
   * The API's name in record titles (`<titleName> <version>`, "Meta Graph API
   * v21.0"). Not derivable from `family`: the platform's own family name often
   * lacks the platform ("Graph API") or differs ("Campaign Management API").
   */
  titleName: string;
  columns: {
    version: Column;
    release?: Column;
    deprecation?: Column;
    sunset: Column;
    /** A status column used only as the record's label; the table is read without it. */
    label?: Column;
    /** Other columns whose text goes into the record's text (in page order of this list). */
    text?: Column[];
  };
  /** Regular expression whose group 1 is the version inside the version cell (default: the whole cell). */
  versionPattern?: string;
  /** The version names its release month (`YYYYMM`). */
  releaseFromVersion?: boolean;
  tags: string[];
  /** Add the version as a tag: `lower` (v22.0), `major` (v22). */
  versionTag?: 'lower' | 'major';
  /** Records link the page a redirect ends on. */
  linkFinalUrl?: boolean;
  /**
   * The page calls every sunset it gives as a month tentative (Google: "The
   * tentative date means that the sunset could happen any time in that month,
   * and the dates could change"), so a month-precision sunset marks the record
   * tentative even where the cell has no "(tentative)".
   */
  tentativeMonths?: boolean;
}

/**
 * Row tables: a record per row of every table with the columns. Templates:
 * `{Column}` the cell text; `{Column|iso}` the ISO day of its date;
 * `{Column|words:8}` its first words; `{Column|link}` its first link text
 * (else first line); `{Column|lower}`; `{Column|day}` its day (YYYY-MM-DD, for keys);
 * `{Column|sentence:140}` its first sentence, cut at a word. No filter writes
 * a date out in words: a title names the change, and the pages show its date.
 */
export interface RowTableOptions {
  /** Columns by role name; the first one listed is the row's name. */
  columns: Record<string, Column>;
  /** Read every table with these columns (else the first). */
  allTables?: boolean;
  key: string;
  /** Key used when the first column's text repeats on the page. */
  keyWhenRepeated?: string;
  title: string;
  /** Column whose text is the summary (else the row text). */
  summary?: string;
  published?: string;
  /** The first date of a cell with several (`announced in X / updated Y`). */
  publishedPick?: 'first';
  effective?: string;
  label?: string;
  /** Fixed categories; without, the classifier decides (plus `deprecationWhen`). */
  categories?: CategorySlug[];
  /** Adds a category when a column matches a pattern. */
  addCategory?: { column: string; pattern: string; category: CategorySlug }[];
  /** For entry keys (`entry|<page>|<date>|<key>`): the date template. */
  keyDate?: string;
  /** The record's text is the section (at this heading level) whose heading starts with the key text. */
  sectionText?: { level: number };
  tags: string[];
  /** Also read the prose sections at this heading level (planned deprecations) as dated entries. */
  articles?: { level: number; categories: CategorySlug[] };
}

export interface DatedEntriesOptions {
  /** `month`: entries keyed by the section month; `day`: by the heading day. */
  keyDate: 'month' | 'day';
  /** Headings that only group bulleted entries ("Breaking Changes"), as a pattern. */
  groups?: string;
  /** Groups whose entries are breaking changes. */
  breakingGroups?: string;
  /** Title prefixes dropped from titles (not from keys), as a pattern. */
  titlePrefix?: string;
  /** Sections at the top that repeat or add to the month entries ("Breaking changes (recent and upcoming)"). */
  digest?: { heading: string };
  /** A line giving the entry's scope ("Applies to ..."): becomes a tag, dropped from the text. */
  scopeLine?: string;
  /** An entry without a heading is keyed by its first sentence. */
  untitled?: 'first-sentence';
  /** Each dated heading is one API revision (`version|<api>|<date>`). */
  revisions?: { keyApi: string; family: string; titleName: string; tags: string[] };
  /** Publish only entries that meet the record bar (see scripts/collect/lib/noise.ts). */
  recordBar?: boolean;
  tags: string[];
}

export interface FeedOptions {
  /** The feed's address; without, the feed the page announces (autodiscovery). */
  feed?: string;
  /** Posts whose address starts with this are the blog's. */
  postPrefix: string;
  /** The `api` family of a post about an API version's sunset. */
  family: string;
  tags: string[];
}

interface SourceBase {
  id: string;
  name: string;
  /** The official page: what the records link and the status file names. */
  url: string;
  format: SourceFormat;
  method: SourceMethod;
  keyForm: KeyForm | 'pricing';
  /** The key rule, as docs/source-keys.md states it (Markdown). */
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
}

export type ChangeSource = SourceBase & { kind: 'changes'; platform: PlatformSlug; sourceName: string } & (
    | { method: 'version-table'; options: VersionTableOptions }
    | { method: 'row-table'; options: RowTableOptions }
    | { method: 'dated-entries'; options: DatedEntriesOptions }
    | { method: 'feed'; options: FeedOptions }
  );

export type PricingSource = SourceBase & { kind: 'pricing'; method: 'pricing-page'; tool_id: ToolId };

export type Source = ChangeSource | PricingSource;

const MD = 'text/markdown';
const TXT = 'text/plain';
const LEARN = 'https://learn.microsoft.com/en-us';

export const CHANGE_SOURCES: readonly ChangeSource[] = [
  {
    id: 'amazon-ads-deprecations',
    name: 'Amazon Ads API deprecations',
    kind: 'changes',
    platform: 'amazon-ads',
    url: 'https://advertising.amazon.com/API/docs/en-us/release-notes/deprecations',
    format: 'html',
    method: 'row-table',
    keyForm: 'row',
    key: '`row|<page>|<Resource cell>`; when the Resource cell repeats on the page ("Amazon DSP"), `row|<page>|<Resource cell> <first link text of the Affected URL suffixes cell>` (e.g. `amazon dsp get /dsp/lineitems/`); rows of every table of the kind (current deprecations and "Past shutoffs", whose column is "URL suffixes"); prose sections of "Planned deprecations": `entry|<page>|<shutoff date>|<section heading>`',
    sourceName: 'Amazon Ads API deprecations',
    // 3: titles no longer end in the shutoff date (the effective date, shown beside the title; the title-date lint rule).
    version: 3,
    options: {
      columns: {
        Resource: 'Resource',
        'Affected URL suffixes': ['Affected URL suffixes', 'URL suffixes'],
        Replacement: 'Replacement',
        'Deprecation announcement date': ['Deprecation announcement date', 'Deprecation date'],
        'Shutoff date': 'Shutoff date',
      },
      allTables: true,
      key: '{Resource}',
      keyWhenRepeated: '{Resource} {Affected URL suffixes|link}',
      title: '{name} shut off',
      published: 'Deprecation announcement date',
      publishedPick: 'first',
      effective: 'Shutoff date',
      categories: ['deprecation'],
      tags: ['amazon-ads-api', '{Resource|tag}'],
      articles: { level: 2, categories: ['deprecation'] },
    },
  },
  {
    id: 'amazon-ads-release-notes',
    name: 'Amazon Ads API release notes',
    kind: 'changes',
    platform: 'amazon-ads',
    url: 'https://advertising.amazon.com/API/docs/en-us/release-notes/index',
    format: 'html',
    method: 'dated-entries',
    keyForm: 'entry',
    key: '`entry|<page>|<YYYY-MM of the month section>|<#### entry heading verbatim>`',
    sourceName: 'Amazon Ads API release notes',
    version: 2,
    options: {
      keyDate: 'month',
      titlePrefix: '^(awareness|deprecation announcement|updated|reminder):\\s*',
      recordBar: true,
      tags: ['amazon-ads-api'],
    },
  },
  {
    id: 'google-ads-blog',
    name: 'Google Ads Developer Blog',
    kind: 'changes',
    platform: 'google-ads',
    url: 'https://developers.google.com/ads/blog',
    format: 'feed',
    method: 'feed',
    keyForm: 'article',
    key: '`article|<post url>`',
    sourceName: 'Google Ads Developer Blog',
    pages: [{ url: 'https://developers.google.com/ads/blog', fetch: '{url}?hl=en' }],
    version: 1,
    options: { postPrefix: 'https://developers.google.com/ads/blog/posts/', family: 'Google Ads API', tags: ['google-ads-api'] },
  },
  {
    id: 'google-ads-deprecations',
    name: 'Google Ads API feature deprecations',
    kind: 'changes',
    platform: 'google-ads',
    url: 'https://developers.google.com/google-ads/api/docs/deprecations',
    format: 'markdown',
    method: 'row-table',
    keyForm: 'row',
    key: '`row|<page>|<ISO date at the front of the Effective date cell> <Change area cell>` (the cell reads `2025-07-01July 2025`; key `2025-07-01 brand guidelines`)',
    sourceName: 'Google Ads API feature deprecations and unversioned changes',
    pages: [{ url: 'https://developers.google.com/google-ads/api/docs/deprecations', fetch: '{url}.md.txt?hl=en' }],
    accept: TXT,
    version: 2,
    options: {
      columns: { 'Effective date': 'Effective date', 'Change area': 'Change area', 'Change type': 'Change type', Guidance: 'Guidance' },
      key: '{Effective date|iso} {Change area}',
      title: 'Google Ads API {Change type|lower}: {Change area}',
      summary: 'Guidance',
      effective: 'Effective date',
      label: 'Change type',
      addCategory: [{ column: 'Change type', pattern: 'deprecat|sunset|removal', category: 'deprecation' }],
      tags: ['google-ads-api', '{Change area|tag}'],
    },
  },
  {
    id: 'google-ads-release-notes',
    name: 'Google Ads API release notes',
    kind: 'changes',
    platform: 'google-ads',
    url: 'https://developers.google.com/google-ads/api/docs/release-notes',
    format: 'markdown',
    method: 'row-table',
    keyForm: 'entry',
    key: '`entry|<page>|<release date>|<version heading verbatim>`',
    sourceName: 'Google Ads API release notes',
    pages: [{ url: 'https://developers.google.com/google-ads/api/docs/release-notes', fetch: '{url}.md.txt?hl=en' }],
    accept: TXT,
    version: 2,
    options: {
      columns: { Version: 'Version', 'Release date': 'Release date' },
      key: '{Version}',
      keyDate: '{Release date|day}',
      title: 'Google Ads API {Version} released',
      published: 'Release date',
      effective: 'Release date',
      sectionText: { level: 2 },
      categories: ['announcement'],
      addCategory: [{ column: 'Version', pattern: '^v\\d+(\\.0)?$', category: 'breaking_change' }],
      tags: ['google-ads-api', 'release', '{Version|major}'],
    },
  },
  {
    id: 'google-ads-sunset-dates',
    name: 'Google Ads API sunset dates',
    kind: 'changes',
    platform: 'google-ads',
    url: 'https://developers.google.com/google-ads/api/docs/sunset-dates',
    format: 'markdown',
    method: 'version-table',
    keyForm: 'version',
    key: '`version|google-ads-api|<vNN>`',
    sourceName: 'Google Ads API deprecation and sunset timetable',
    pages: [{ url: 'https://developers.google.com/google-ads/api/docs/sunset-dates', fetch: '{url}.md.txt?hl=en' }],
    accept: TXT,
    version: 2,
    options: {
      keyApi: 'google-ads-api',
      family: 'Google Ads API',
      titleName: 'Google Ads API',
      columns: { version: 'API version', release: 'Release date', deprecation: 'Deprecation date', sunset: 'Sunset date' },
      tags: ['google-ads-api', 'sunset'],
      versionTag: 'major',
      tentativeMonths: true,
    },
  },
  {
    id: 'linkedin-ads-migrations',
    name: 'LinkedIn Marketing API migrations',
    kind: 'changes',
    platform: 'linkedin-ads',
    url: `${LEARN}/linkedin/marketing/integrations/migrations`,
    format: 'html',
    method: 'version-table',
    keyForm: 'version',
    key: '`version|linkedin-marketing-api|<YYYYMM>`',
    sourceName: 'LinkedIn Marketing API migrations',
    version: 2,
    options: {
      keyApi: 'linkedin-marketing-api',
      family: 'LinkedIn Marketing API',
      titleName: 'LinkedIn Marketing API version',
      columns: { version: 'Migration', sunset: 'Sunset Date', label: 'Version Status' },
      versionPattern: '\\b(20\\d{2}(?:0[1-9]|1[0-2]))\\b',
      releaseFromVersion: true,
      tags: ['marketing-api', 'versioning'],
      versionTag: 'lower',
    },
  },
  {
    id: 'linkedin-ads-recent-changes',
    name: 'LinkedIn Marketing API recent changes',
    kind: 'changes',
    platform: 'linkedin-ads',
    url: `${LEARN}/linkedin/marketing/integrations/recent-changes`,
    format: 'html',
    method: 'dated-entries',
    keyForm: 'entry',
    key: '`entry|<page where the entry is listed>|<YYYY-MM of the section>|<sub-heading or bold title text, trailing period removed>` (a trailing colon stays: `dynamic utm api: ad account-level tracking parameter support:`)',
    sourceName: 'LinkedIn Marketing API recent changes',
    pages: [
      { url: `${LEARN}/linkedin/marketing/integrations/recent-changes` },
      { url: `${LEARN}/linkedin/marketing/integrations/archived-recent-changes/{year}/marketing-api-changes`, yearOffset: 0, optional: true },
      { url: `${LEARN}/linkedin/marketing/integrations/archived-recent-changes/{year}/marketing-api-changes`, yearOffset: -1, optional: true },
    ],
    version: 2,
    options: {
      keyDate: 'month',
      groups: 'announcements|breaking changes|reminders|campaign management|reporting|platform|page management|audiences|lead|conversions',
      breakingGroups: 'breaking',
      tags: ['marketing-api'],
    },
  },
  {
    id: 'meta-ads-graph-changelog',
    name: 'Meta Graph API changelog',
    kind: 'changes',
    platform: 'meta-ads',
    url: 'https://developers.facebook.com/docs/graph-api/changelog',
    format: 'html',
    method: 'version-table',
    keyForm: 'version',
    key: '`version|meta-graph-api|<vNN.0>`',
    sourceName: 'Meta Graph API changelog',
    pages: [{ url: 'https://developers.facebook.com/docs/graph-api/changelog', fetch: '{url}?locale=en_US' }],
    redirectsTo: ['https://developers.facebook.com/documentation/development/graph-api/changelog'],
    version: 2,
    options: {
      keyApi: 'meta-graph-api',
      family: 'Graph API',
      titleName: 'Meta Graph API',
      columns: { version: 'Version', release: 'Date Introduced', sunset: 'Available Until' },
      tags: ['graph-api', 'versioning'],
      versionTag: 'lower',
      linkFinalUrl: true,
    },
  },
  {
    id: 'meta-ads-occ',
    name: 'Meta Marketing API out-of-cycle changes',
    kind: 'changes',
    platform: 'meta-ads',
    url: 'https://developers.facebook.com/documentation/ads-commerce/marketing-api/out-of-cycle-changes',
    format: 'markdown',
    method: 'dated-entries',
    keyForm: 'entry',
    key: '`entry|<page>|<date of the ### date heading>|<entry heading verbatim>` (the entry heading is the `###` or `####` heading, or the bold title, under the date heading; an entry with no heading: its first sentence)',
    sourceName: 'Meta Marketing API out-of-cycle changes',
    pages: [
      {
        url: 'https://developers.facebook.com/documentation/ads-commerce/marketing-api/out-of-cycle-changes/occ-{year}',
        fetch: '{url}.md?locale=en_US',
        yearOffset: 0,
        optional: true,
      },
      {
        url: 'https://developers.facebook.com/documentation/ads-commerce/marketing-api/out-of-cycle-changes/occ-{year}',
        fetch: '{url}.md?locale=en_US',
        yearOffset: -1,
      },
    ],
    accept: MD,
    version: 2,
    options: {
      keyDate: 'day',
      scopeLine: '^\\*?applies to:?\\s*',
      untitled: 'first-sentence',
      tags: ['marketing-api', 'out-of-cycle'],
    },
  },
  {
    id: 'meta-ads-versions',
    name: 'Meta Marketing API versions',
    kind: 'changes',
    platform: 'meta-ads',
    url: 'https://developers.facebook.com/documentation/ads-commerce/marketing-api/marketing-api-changelog/versions',
    format: 'markdown',
    method: 'version-table',
    keyForm: 'version',
    key: '`version|meta-marketing-api|<vNN.0>`',
    sourceName: 'Meta Marketing API versions',
    pages: [
      {
        url: 'https://developers.facebook.com/documentation/ads-commerce/marketing-api/marketing-api-changelog/versions',
        fetch: '{url}.md?locale=en_US',
      },
    ],
    accept: MD,
    version: 2,
    options: {
      keyApi: 'meta-marketing-api',
      family: 'Marketing API',
      titleName: 'Meta Marketing API',
      columns: { version: 'Version', release: 'Release Date', sunset: 'Expiration Date' },
      tags: ['marketing-api', 'versioning'],
      versionTag: 'lower',
    },
  },
  {
    id: 'microsoft-ads-api-versioning',
    name: 'Microsoft Advertising API versioning',
    kind: 'changes',
    platform: 'microsoft-ads',
    url: `${LEARN}/advertising/campaign-management-service/api-versioning`,
    format: 'html',
    method: 'dated-entries',
    keyForm: 'version',
    key: '`version|microsoft-ads-api|<revision date heading, YYYY-MM-DD>`',
    sourceName: 'Microsoft Advertising API versioning',
    version: 2,
    options: {
      keyDate: 'day',
      revisions: {
        keyApi: 'microsoft-ads-api',
        family: 'Campaign Management API',
        titleName: 'Microsoft Advertising API revision',
        tags: ['microsoft-advertising-api', 'api-revision'],
      },
      tags: ['microsoft-advertising-api', 'api-revision'],
    },
  },
  {
    id: 'microsoft-ads-blog',
    name: 'Microsoft Advertising API blog',
    kind: 'changes',
    platform: 'microsoft-ads',
    url: 'https://techcommunity.microsoft.com/category/microsoft-advertising/blog/adsapiblog',
    format: 'feed',
    method: 'feed',
    keyForm: 'article',
    key: '`article|<post url>`',
    sourceName: 'Microsoft Advertising API blog',
    accept: 'application/rss+xml, application/xml',
    version: 1,
    options: {
      feed: 'https://techcommunity.microsoft.com/t5/s/gxcuf89792/rss/board?board.id=adsapiblog',
      postPrefix: 'https://techcommunity.microsoft.com/',
      family: 'Bing Ads API',
      tags: ['microsoft-advertising-api'],
    },
  },
  {
    id: 'microsoft-ads-release-notes',
    name: 'Microsoft Advertising API release notes',
    kind: 'changes',
    platform: 'microsoft-ads',
    url: `${LEARN}/advertising/guides/release-notes`,
    format: 'html',
    method: 'dated-entries',
    keyForm: 'entry',
    key: '`entry|<page>|<YYYY-MM of the month section>|<### entry heading verbatim (a #### sub-entry: its own heading)>`; an entry of the "Breaking changes (recent and upcoming)" digest that no month section lists is keyed by the month its text dates it to (`as of June 2021`), else the newest month on the page',
    sourceName: 'Microsoft Advertising API release notes',
    version: 2,
    options: {
      keyDate: 'month',
      digest: { heading: 'breaking changes' },
      recordBar: true,
      tags: ['microsoft-advertising-api'],
    },
  },
  {
    id: 'snapchat-ads-announcements',
    name: 'Snapchat Marketing API announcements',
    kind: 'changes',
    platform: 'snapchat-ads',
    url: 'https://developers.snap.com/api/marketing-api/Ads-API/announcements',
    format: 'html',
    method: 'dated-entries',
    keyForm: 'entry',
    key: '`entry|<page>|<YYYY-MM of the month heading>|<announcement heading verbatim>`',
    sourceName: 'Snapchat Marketing API announcements',
    version: 2,
    options: { keyDate: 'month', tags: ['marketing-api'] },
  },
  {
    id: 'snapchat-ads-changelog',
    name: 'Snapchat Marketing API changelog',
    kind: 'changes',
    platform: 'snapchat-ads',
    url: 'https://developers.snap.com/api/marketing-api/Ads-API/changelog',
    format: 'html',
    method: 'row-table',
    keyForm: 'row',
    key: '`row|<page>|<Date cell> <first 8 words of the Description cell>`',
    sourceName: 'Snapchat Marketing API changelog',
    version: 2,
    options: {
      columns: { Date: 'Date', Description: 'Description' },
      key: '{Date} {Description|words:8}',
      title: '{Description|sentence:140}',
      summary: 'Description',
      published: 'Date',
      effective: 'Date',
      tags: ['marketing-api'],
    },
  },
  {
    id: 'x-ads-versioning',
    name: 'X Ads API versions',
    kind: 'changes',
    platform: 'x-ads',
    url: 'https://docs.x.com/x-ads-api/fundamentals/versioning',
    format: 'markdown',
    method: 'version-table',
    keyForm: 'version',
    key: '`version|x-ads-api|<Version cell as written, e.g. 12.0>`',
    sourceName: 'X Ads API versions',
    pages: [{ url: 'https://docs.x.com/x-ads-api/fundamentals/versioning', fetch: '{url}.md' }],
    accept: MD,
    version: 2,
    options: {
      keyApi: 'x-ads-api',
      family: 'Ads API',
      titleName: 'X Ads API',
      columns: { version: 'Version', release: 'Introduction Date', deprecation: 'Deprecated Date', sunset: 'End of Life Date', text: ['Path'] },
      tags: ['ads-api', 'versioning'],
    },
  },
];

/** Official pages of a platform that hand-compiled records cite but no collector reads. */
export const CURATED_PAGES: Partial<Record<PlatformSlug, string[]>> = {
  'linkedin-ads': [`${LEARN}/linkedin/marketing/versioning`, `${LEARN}/linkedin/marketing/integrations/archived-recent-changes`],
  'microsoft-ads': [`${LEARN}/advertising/guides/migrate-to-rest`],
};

/** The pricing source of a tool: its official pricing page, one per tool of the tool list. */
export function pricingSource(tool: { id: ToolId; name: string; pricing_url: string }): PricingSource {
  return {
    id: `${tool.id}-pricing`,
    name: `${tool.name} pricing page`,
    kind: 'pricing',
    tool_id: tool.id,
    url: tool.pricing_url,
    format: 'html',
    method: 'pricing-page',
    keyForm: 'pricing',
    key: 'the Tool snapshot `tools/<tool>.json`; price events `<tool>-<10 hex of SHA-1(tool|plan|event|date)>`',
    version: 1,
  };
}

/** Pages of a source for a run year: `{year}` filled in, the fetch address resolved. */
export function sourcePages(s: Source, year: number): { url: string; fetch: string; optional: boolean }[] {
  const specs = s.pages ?? [{ url: s.url }];
  return specs.map((p) => {
    const url = p.url.replace('{year}', String(year + (p.yearOffset ?? 0)));
    return { url, fetch: (p.fetch ?? '{url}').replace('{url}', url), optional: p.optional ?? false };
  });
}
