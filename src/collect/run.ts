/**
 * One collection run: every selected collector fetches and parses its pages
 * (in parallel across hosts), then its result is merged into content/ (one
 * collector at a time) and its status file is written.
 *
 * A collector whose fetch fails, whose page has a new shape, or whose parse
 * is implausibly small is marked failed and changes nothing but its status.
 * Writes are validated, canonical and atomic; the state file (ETags, parses,
 * text fingerprints) is written after the records, so a run killed at any
 * moment leaves every file whole and the next run finishes the job.
 */
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { normPage } from '../model/ids.ts';
import { TOOLS } from '../model/registry.ts';
import { utcToday } from '../model/date-math.ts';
import { oneLine } from '../model/text.ts';
import { compareText } from '../model/compare.ts';
import type { ChangeRecord } from '../schemas/change.ts';
import type { PriceEvent, Tool } from '../schemas/pricing.ts';
import { readRecord } from '../model/content-files.ts';
import { CONTENT_KINDS } from '../model/content-kinds.ts';
import { loadChanges, loadEvents, validate, writeRecord } from './lib/content.ts';
import { Fetcher, httpConfig, type FetchStats } from './lib/fetcher.ts';
import { planChanges, type WriteKind } from './lib/merge.ts';
import { Robots } from './lib/robots.ts';
import { readState, writeState, type CollectorState, type PageCache } from './lib/state.ts';
import { ZERO, buildStatus, initialStatus, readStatus, tallyChanges, tallyPricing, writeStatus, type Counts } from './lib/status.ts';
import { SourceStatus } from '../schemas/status.ts';
import type { ChangeCollector, ChangeItem, CollectContext, Collector, PageOptions, PricingCollector } from './lib/types.ts';
import { planPricing } from './pricing/snapshot.ts';
import { withVersionStatus } from './lib/records.ts';
import { CopyFetcher, observationOf, type CopySet } from './lib/copies.ts';
import { coverageShare, type CopyRun } from '../schemas/status.ts';

export interface WriteNote {
  path: string;
  kind: WriteKind | 'event' | 'snapshot';
  fields: string[];
}

export interface SourceResult {
  id: string;
  kind: Collector['kind'];
  status: 'ok' | 'failed';
  error: string | null;
  counts: Counts;
  records: number;
  durationMs: number;
  /** Pages parsed this run (a 304 reuses the cached parse and counts none). */
  parses: number;
  notModified: number;
  writes: WriteNote[];
  duplicates: string[];
  /** Records this run unlisted (in_source: false), each named. */
  unlisted: { id: string; title: string }[];
  /** Entries below the record bar that were not published. */
  skipped: number;
  /** A run over stored copies: records the copies do not list (a copy run unlists nothing), and records kept against the copy. */
  copy?: { notOnCopy: number; kept: { id: string; fields: string[] }[]; run: CopyRun };
}

export interface RunResult {
  startedAt: string;
  results: SourceResult[];
  stats: FetchStats;
}

export type ProgressEvent = { type: 'start'; id: string } | { type: 'done'; result: SourceResult };

export interface RunOptions {
  contentDir: string;
  collectors: Collector[];
  dryRun?: boolean;
  now?: Date;
  env?: Record<string, string | undefined>;
  fetcher?: Fetcher;
  /** Records a source may unlist in this run (default: merge.ts DEFAULT_MAX_UNLIST). */
  allowUnlist?: number;
  /** Collectors fetching at once (the per-host limit still applies). */
  concurrency?: number;
  onEvent?: (e: ProgressEvent) => void;
  /**
   * Read stored copies of the official pages instead of the sites
   * (`--from-copies DIR`, lib/copies.ts): records are graded capture and name
   * the copy, nothing is unlisted, the live status and page cache are left as
   * they are, and the status file gets the coverage (`copy_run`).
   */
  copies?: CopySet;
}

interface Fetched {
  items: unknown;
  pages: Record<string, PageCache>;
  pagesSeen: Set<string>;
  parses: number;
  notModified: number;
}

function describe(err: unknown): string {
  const e = err as Error;
  return oneLine(e?.message ?? String(err)) || 'unknown error';
}

async function fetchAndParse(
  c: Collector,
  state: CollectorState,
  deps: { fetcher: Pick<Fetcher, 'get'>; robots: Pick<Robots, 'check'>; today: string; now: string },
): Promise<Fetched> {
  const out: Fetched = { items: null, pages: {}, pagesSeen: new Set(), parses: 0, notModified: 0 };
  const parser = `${c.id}@${c.version}`;
  const ctx: CollectContext = {
    today: deps.today,
    now: deps.now,
    page: async <T>(url: string, parse: (body: string, finalUrl: string) => T, opts: PageOptions = {}): Promise<T | null> => {
      await deps.robots.check(url);
      const cached = state.pages[url];
      const usable = cached !== undefined && cached.parser === parser && (cached.etag !== undefined || cached.last_modified !== undefined);
      const res = await deps.fetcher.get(url, {
        validators: usable ? { etag: cached.etag, lastModified: cached.last_modified } : undefined,
        allowMissing: opts.optional,
        accept: opts.accept,
      });
      if (res.status === 404) return null;
      out.pagesSeen.add(normPage(opts.sourceUrl ?? url));
      if (res.status === 304) {
        if (!usable) throw new Error(`${url}: answered 304 Not Modified to an unconditional request`);
        out.notModified++;
        out.pages[url] = cached;
        return cached.parsed as T;
      }
      let parsed: T;
      try {
        parsed = JSON.parse(JSON.stringify(parse(res.body, res.finalUrl))) as T;
      } catch (err) {
        throw new Error(`${url}: ${describe(err)}`);
      }
      out.parses++;
      out.pages[url] = {
        ...(res.etag ? { etag: res.etag } : {}),
        ...(res.lastModified ? { last_modified: res.lastModified } : {}),
        parser,
        parsed,
      };
      return parsed;
    },
  };
  out.items = await c.collect(ctx);
  return out;
}

/** Serializes the merge step: one collector writes at a time. */
class Lock {
  private tail: Promise<void> = Promise.resolve();
  run<T>(fn: () => T | Promise<T>): Promise<T> {
    const result = this.tail.then(fn);
    this.tail = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  }
}

/** Temp files a killed run left behind (`.<name>.<pid>.<time>.tmp`, see src/model/atomic-write.ts). */
export function removeStaleTempFiles(dir: string): number {
  let removed = 0;
  for (const sub of [...CONTENT_KINDS, '.state']) {
    const folder = join(dir, sub);
    if (!existsSync(folder)) continue;
    for (const name of readdirSync(folder)) {
      if (/^\..+\.\d+\.\d+\.tmp$/.test(name)) {
        rmSync(join(folder, name), { force: true });
        removed++;
      }
    }
  }
  return removed;
}

export async function runCollect(opts: RunOptions): Promise<RunResult> {
  const env = opts.env ?? process.env;
  const started = opts.now ?? new Date();
  const now = `${started.toISOString().slice(0, 19)}Z`;
  const today = utcToday(started);
  const dir = opts.contentDir;
  if (!opts.dryRun) removeStaleTempFiles(dir);
  const copies = opts.copies;
  const fetcher = copies ? new CopyFetcher(copies) : (opts.fetcher ?? new Fetcher(httpConfig(env)));
  // Copies are read from disk: no robots.txt to ask.
  const robots = copies || !(fetcher instanceof Fetcher) ? { check: async () => undefined } : new Robots(fetcher);
  const changes = loadChanges(dir);
  const events = loadEvents(dir);
  const lock = new Lock();

  const mergeChanges = (c: ChangeCollector, f: Fetched, state: CollectorState, res: SourceResult) => {
    const previous = readStatus(dir, c.id);
    const plan = planChanges({
      collectorId: c.id,
      platform: c.platform,
      items: withVersionStatus(f.items as ChangeItem[], today),
      existing: changes,
      texts: state.texts,
      pagesSeen: f.pagesSeen,
      now,
      lastSuccessAt: previous?.last_success_at ?? null,
      baseline: state.last_found,
      ...(opts.allowUnlist !== undefined ? { maxUnlist: opts.allowUnlist } : {}),
      ...(copies
        ? {
            copyOf: (url: string) => {
              const e = copies.byPage.get(normPage(url));
              return e ? observationOf(e) : undefined;
            },
          }
        : {}),
    });
    for (const w of plan.writes) validate('changes', w.record, w.record.source_key);
    res.duplicates = plan.duplicates;
    res.skipped = plan.skipped;
    res.unlisted = plan.writes.filter((w) => w.kind === 'unlisted').map((w) => ({ id: w.id, title: w.record.title }));
    res.counts = {
      found: plan.found,
      new: plan.writes.filter((w) => w.kind === 'new').length,
      updated: plan.writes.filter((w) => w.kind === 'updated').length,
      unlisted: plan.writes.filter((w) => w.kind === 'unlisted').length,
    };
    res.writes = plan.writes.map((w) => ({ path: `changes/${w.id}.json`, kind: w.kind, fields: w.fields }));
    if (copies) res.copy = { notOnCopy: plan.notOnCopy, kept: plan.kept, run: copyRun(c, copies, plan.found, plan.skipped) };
    if (opts.dryRun) return;
    for (const w of plan.writes) {
      writeRecord(dir, 'changes', w.record);
      changes.set(w.id, w.record as ChangeRecord);
    }
    // A copy run keeps the live run's page cache and baseline; it records the texts it read.
    if (copies) writeState(dir, c.id, { ...state, texts: plan.texts });
    else writeState(dir, c.id, { ...state, pages: f.pages, texts: plan.texts, last_found: plan.found });
  };

  const mergePricing = (c: PricingCollector, f: Fetched, state: CollectorState, res: SourceResult) => {
    const previous = readRecord<Tool>(dir, 'tools', c.tool_id);
    const plan = planPricing({
      collectorId: c.id,
      info: TOOLS[c.tool_id],
      previous,
      parse: f.items as Parameters<typeof planPricing>[0]['parse'],
      state: state.pricing,
      events: events.filter((e) => e.tool_id === c.tool_id),
      today,
      now,
    });
    for (const e of plan.events) validate('price-events', e, `${e.plan} ${e.event}`);
    if (plan.tool) validate('tools', plan.tool);
    res.counts = plan.counts;
    res.records = (plan.tool ?? previous)?.plans.length ?? 0;
    res.writes = [
      ...plan.events.map((e) => ({ path: `price-events/${e.id}.json`, kind: 'event' as const, fields: [e.event, e.plan] })),
      ...(plan.tool ? [{ path: `tools/${plan.tool.id}.json`, kind: 'snapshot' as const, fields: ['plans'] }] : []),
    ];
    if (opts.dryRun) return;
    for (const e of plan.events) {
      writeRecord(dir, 'price-events', e);
      events.push(e as PriceEvent);
    }
    if (plan.tool) writeRecord(dir, 'tools', plan.tool);
    writeState(dir, c.id, { ...state, pages: f.pages, pricing: plan.state, last_found: plan.counts.found });
  };

  const runOne = async (c: Collector): Promise<SourceResult> => {
    opts.onEvent?.({ type: 'start', id: c.id });
    const t0 = performance.now();
    const res: SourceResult = {
      id: c.id,
      kind: c.kind,
      status: 'ok',
      error: null,
      counts: { ...ZERO },
      records: 0,
      durationMs: 0,
      parses: 0,
      notModified: 0,
      writes: [],
      duplicates: [],
      unlisted: [],
      skipped: 0,
    };
    const state = readState(dir, c.id);
    try {
      const f = await fetchAndParse(c, state, { fetcher, robots, today, now });
      res.parses = f.parses;
      res.notModified = f.notModified;
      await lock.run(() => (c.kind === 'changes' ? mergeChanges(c, f, state, res) : mergePricing(c, f, state, res)));
    } catch (err) {
      res.status = 'failed';
      res.error = describe(err);
      res.counts = { ...ZERO };
      res.writes = [];
      res.unlisted = [];
    }
    res.durationMs = Math.round(performance.now() - t0);
    await lock.run(() => {
      if (c.kind === 'changes') res.records = [...changes.values()].filter((r) => r.collector === c.id).length;
      else if (res.status === 'failed') res.records = readRecord<Tool>(dir, 'tools', c.tool_id)?.plans.length ?? 0;
      if (opts.dryRun) return;
      const previous = readStatus(dir, c.id);
      const tally = c.kind === 'changes' ? tallyChanges(c.id, changes.values()) : tallyPricing(readRecord<Tool>(dir, 'tools', c.tool_id));
      if (copies) {
        // The live run's outcome stays; the tally and the coverage are the copy run's. A failed copy run changes nothing.
        if (res.status !== 'ok' || !res.copy) return;
        const base = previous && previous.status !== 'never_run' ? previous : null;
        writeStatus(dir, base ? SourceStatus.parse({ ...base, ...tally, copy_run: res.copy.run }) : initialStatus(c, tally, res.copy.run));
        return;
      }
      const status = buildStatus(c, { status: res.status, startedAt: now, durationMs: res.durationMs, counts: res.counts, tally, error: res.error }, previous);
      writeStatus(dir, status);
    });
    opts.onEvent?.({ type: 'done', result: res });
    return res;
  };

  const limit = Math.max(1, opts.concurrency ?? 12);
  const queue = [...opts.collectors];
  const results: SourceResult[] = [];
  const workers = Array.from({ length: Math.min(limit, queue.length) }, async () => {
    for (let c = queue.shift(); c; c = queue.shift()) results.push(await runOne(c));
  });
  try {
    await Promise.all(workers);
  } finally {
    if (!opts.fetcher || copies) await fetcher.close();
  }
  const order = new Map(opts.collectors.map((c, i) => [c.id, i]));
  results.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  return { startedAt: now, results, stats: fetcher.stats };
}

/** The coverage of a copy run: the copies of the collector's pages, the entries on them, the share the dataset holds. */
function copyRun(c: Collector, copies: CopySet, found: number, belowBar: number): CopyRun {
  const mine = copies.entries.filter((e) => e.collectors.includes(c.id));
  const list = mine
    .map((e) => ({
      page: e.official_url,
      name: e.copy_name,
      url: e.copy_url,
      date: e.seen_on,
      ...(e.seen_on === null && e.seen_between ? { between: e.seen_between } : {}),
      ...(e.excerpt ? { excerpt: true as const } : {}),
    }))
    .sort((a, b) => compareText(a.page, b.page));
  const date = list.reduce<string | null>((a, x) => (x.date !== null && (a === null || x.date > a) ? x.date : a), null);
  const matched = found - belowBar;
  return { copies: list, date, entries: found, matched, below_bar: belowBar, share: coverageShare(matched, found) };
}

/**
 * Write a `never_run` status for each collector that has never run (no status
 * file, or a never-run one whose record counts are refreshed); returns the ids
 * whose file changed. Statuses of collectors that ran are left alone.
 */
export function initStatuses(dir: string, collectors: readonly Collector[]): string[] {
  const changes = loadChanges(dir);
  const written: string[] = [];
  for (const c of collectors) {
    const previous = readStatus(dir, c.id);
    if (previous && previous.last_run_at !== null) continue;
    const tally = c.kind === 'changes' ? tallyChanges(c.id, changes.values()) : tallyPricing(readRecord<Tool>(dir, 'tools', c.tool_id));
    const status = initialStatus(c, tally, previous?.copy_run);
    if (previous && JSON.stringify(previous) === JSON.stringify(status)) continue;
    writeStatus(dir, status);
    written.push(c.id);
  }
  return written;
}
