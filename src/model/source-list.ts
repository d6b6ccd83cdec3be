/**
 * The sources page (/sources/) as data: every source /api/sources.json lists
 * (its status files, content/sources/), grouped by platform and then the tool
 * pricing pages, each with its official addresses, how its collector reads it
 * (the method of its file in src/sources/), its last run, the stored copies its
 * collector last read (`copy_run`: address, grade, date as the copy states it)
 * and the coverage figures of that run: the entries on the copies, the records
 * held, the share matched and the entries below the record bar. Where no copy
 * was read, it says "not measured" and why. The figures are the status file's,
 * unchanged, so the page and the API cannot disagree; the page only renders.
 */
import type { ObservationGrade, PlatformSlug, ToolId } from '../schemas/common.ts';
import { PLATFORM_SLUGS } from '../schemas/common.ts';
import type { CopyRun, GradeCounts, SourceStatus } from '../schemas/status.ts';
import { CHANGE_SOURCES, PRICING_PAGES } from '../sources/index.ts';
import type { SourceFormat, SourceMethod } from '../sources/schema.ts';
import { compareText } from './compare.ts';
import { sourcesGroupAnchor, toolSourcePath } from './links.ts';
import { PLATFORMS, TOOLS } from './registry.ts';
import { COVERAGE_NOT_MEASURED, copyWhen, sharePercent } from './source-coverage.ts';

/**
 * The grade of a stored copy read by a collector: a run over copies writes `observed_via: capture` on every
 * record it reads (src/collect/lib/merge.ts), since a copy is a dated verbatim copy of the official page.
 * tests/unit/model/source-list.test.ts checks it against every record of the content read that way.
 */
export const COPY_RUN_GRADE: ObservationGrade = 'capture';

/** What a pricing source says where a change source gives its coverage. */
export const COVERAGE_NOT_FOR_PRICING = 'Not measured: coverage is measured for change sources only.';

/** How a collector reads a source (its method, src/collect/methods/), in words. */
export const METHOD_WORDS: Record<SourceMethod, string> = {
  'version-table': 'A table of API versions: one record per version',
  'row-table': 'A table of changes: one record per row',
  'dated-entries': 'Dated release notes: one record per entry under its date',
  feed: 'A blog feed (RSS or Atom): one record per post',
  'pricing-page': "The tool's pricing page: its plans and prices",
};

/** What the collector fetches, in words (after the method). */
export const FORMAT_WORDS: Record<SourceFormat, string> = {
  html: 'read from the page itself',
  markdown: "read from the page's Markdown twin",
  feed: 'read from the feed',
};

/** The outcome of a source's last run, in words. */
export const RUN_WORDS: Record<SourceStatus['status'], string> = { ok: 'ok', failed: 'failed', never_run: 'never run' };

export interface SourceRunView {
  status: SourceStatus['status'];
  /** "ok", "failed", "never run". */
  word: string;
  /** The day of the last run (YYYY-MM-DD), null when it never ran. */
  day: string | null;
  /** The day of the last successful run, null when none. */
  lastSuccessDay: string | null;
  /** What went wrong in the last run (a failed run). */
  error: string | null;
}

export interface CopyView {
  /** The official page the copy is of. */
  page: string;
  name: string;
  /** The copy's own address. */
  url: string;
  grade: ObservationGrade;
  /** The day the copy shows, null when it is not dated to a day. */
  date: string | null;
  /** For a copy not dated to a day: the two days its content places it between. */
  between: readonly [string, string] | null;
  /** Its date in words: "16 September 2025", "taken between 4 November 2026 and 29 November 2026", "not dated to a day". */
  when: string;
  /** true when the copy holds only part of the page (copy_run `excerpt`): the entries counted are the copy's, not the page's. */
  excerpt: boolean;
}

export interface CoverageView {
  /** The copies the collector's last run over stored copies read, newest first. */
  copies: CopyView[];
  entries: number;
  matched: number;
  belowBar: number;
  /** matched / entries, as published (three decimals). */
  share: number;
  /** The share in words: "25.1%". */
  percent: string;
}

export interface SourceRowView {
  id: string;
  name: string;
  kind: SourceStatus['kind'];
  /** The official addresses the collector reads. */
  urls: string[];
  /** How it is read, in words: the method, then what is fetched. */
  method: string;
  run: SourceRunView;
  /** Records the dataset holds from the source (plans of a pricing source). */
  records: number;
  /** Of those, the records last written by its collector; null for a pricing source. */
  recordsByCollector: number | null;
  grades: GradeCounts;
  /** The coverage of the last run over stored copies, null when none measured it. */
  coverage: CoverageView | null;
  /** Why there are no coverage figures (null when there are). */
  notMeasured: string | null;
}

export interface SourceGroupView {
  /** The group's anchor on the page (sourcesGroupAnchor in links.ts). */
  id: string;
  /** "Google Ads", "Tool pricing pages". */
  name: string;
  platform: PlatformSlug | null;
  rows: SourceRowView[];
}

/** The copy's date as the data states it. */
function copyView(c: CopyRun['copies'][number]): CopyView {
  const between = c.between ? ([c.between[0]!, c.between[1]!] as const) : null;
  return { page: c.page, name: c.name, url: c.url, grade: COPY_RUN_GRADE, date: c.date, between, when: copyWhen(c), excerpt: c.excerpt === true };
}

/** Newest first: by the day, else by the later end of the span, then the later start; then by address. */
function newerFirst(a: CopyView, b: CopyView): number {
  const end = (c: CopyView) => c.date ?? c.between?.[1] ?? '';
  const start = (c: CopyView) => c.date ?? c.between?.[0] ?? '';
  return compareText(end(b), end(a)) || compareText(start(b), start(a)) || compareText(a.url, b.url);
}

/** What a row says of a source that no file in src/sources/ describes (the bench's synthetic sources; the registry test keeps real ones in step). */
export const METHOD_NOT_STATED = 'Not stated: no source file describes it.';

/** How a source is read, in words, from its file in src/sources/. */
function methodOf(s: SourceStatus): string {
  const change = CHANGE_SOURCES.find((c) => c.id === s.id);
  if (change) return `${METHOD_WORDS[change.method]}, ${FORMAT_WORDS[change.format]}.`;
  if (PRICING_PAGES.some((p) => p.id === s.id)) return `${METHOD_WORDS['pricing-page']}, ${FORMAT_WORDS.html}.`;
  return METHOD_NOT_STATED;
}

/** One source's row. */
export function sourceRow(s: SourceStatus): SourceRowView {
  const r = s.copy_run;
  const coverage: CoverageView | null =
    s.kind === 'changes' && r
      ? {
          copies: r.copies.map(copyView).sort(newerFirst),
          entries: r.entries,
          matched: r.matched,
          belowBar: r.below_bar,
          share: r.share,
          percent: sharePercent(r.share),
        }
      : null;
  return {
    id: s.id,
    name: s.name,
    kind: s.kind,
    urls: [...s.urls],
    method: methodOf(s),
    run: {
      status: s.status,
      word: RUN_WORDS[s.status],
      day: s.last_run_at?.slice(0, 10) ?? null,
      lastSuccessDay: s.last_success_at?.slice(0, 10) ?? null,
      error: s.error,
    },
    records: s.records,
    recordsByCollector: s.records_by_collector,
    grades: s.grades,
    coverage,
    notMeasured: coverage ? null : s.kind === 'pricing' ? COVERAGE_NOT_FOR_PRICING : COVERAGE_NOT_MEASURED,
  };
}

/**
 * Every source, grouped: one group per platform that has a source (in the platforms' order), each by source
 * name, then the tool pricing pages by tool name. Every status is in exactly one group.
 */
export function sourceGroups(sources: readonly SourceStatus[]): SourceGroupView[] {
  const byName = (a: SourceRowView, b: SourceRowView) => compareText(a.name, b.name) || compareText(a.id, b.id);
  const groups: SourceGroupView[] = [];
  for (const p of PLATFORM_SLUGS) {
    const rows = sources.filter((s) => s.kind === 'changes' && s.platform === p).map(sourceRow);
    if (rows.length) groups.push({ id: sourcesGroupAnchor(p), name: PLATFORMS[p].name, platform: p, rows: rows.sort(byName) });
  }
  const toolName = (s: SourceStatus) => (s.tool_id && s.tool_id in TOOLS ? TOOLS[s.tool_id as ToolId].name : s.name);
  const pricing = sources
    .filter((s) => s.kind === 'pricing')
    .sort((a, b) => compareText(toolName(a), toolName(b)) || compareText(a.id, b.id))
    .map(sourceRow);
  if (pricing.length) groups.push({ id: sourcesGroupAnchor(null), name: 'Tool pricing pages', platform: null, rows: pricing });
  return groups;
}

/** The page's totals: sources, those measured, and the run outcomes. */
export function sourceTotals(groups: readonly SourceGroupView[]): {
  sources: number;
  changeSources: number;
  measured: number;
  runs: Record<SourceStatus['status'], number>;
} {
  const rows = groups.flatMap((g) => g.rows);
  const runs: Record<SourceStatus['status'], number> = { ok: 0, failed: 0, never_run: 0 };
  for (const r of rows) runs[r.run.status]++;
  return { sources: rows.length, changeSources: rows.filter((r) => r.kind === 'changes').length, measured: rows.filter((r) => r.coverage).length, runs };
}

/** The address of a tool's pricing source on the sources page, or null when the page does not list it (no status of it). */
export function toolSourceRowPath(sources: readonly SourceStatus[], tool: ToolId): string | null {
  return sources.some((s) => s.kind === 'pricing' && s.tool_id === tool) ? toolSourcePath(tool) : null;
}
