/**
 * `npm run collect`: fetch the official sources and update content/.
 *
 *   npm run collect                              every source
 *   npm run collect -- --source x-ads-versioning --source apollo-pricing
 *   npm run collect -- --dry-run                 print what would change, write nothing
 *   npm run collect -- --list                    the collector ids
 *
 * Exit code 0 when every source is ok, 1 when some failed (their data is
 * kept, their status says why), 2 on bad usage.
 */
import { parseArgs } from 'node:util';
import { COLLECTORS, SOURCES, collectorById } from './collectors.ts';
import { readClock } from '../model/clock.ts';
import { contentDirFrom } from '../model/content-kinds.ts';
import { Fetcher, httpConfig } from './lib/fetcher.ts';
import { initStatuses, runCollect, type ProgressEvent, type RunResult, type SourceResult } from './run.ts';
import type { Collector } from './lib/types.ts';
import { CopiesError, loadCopies, type CopySet } from './lib/copies.ts';

const USAGE = `usage: npm run collect -- [--source <id>]... [--dry-run] [--json] [--list] [--init-status] [--help]

  --source <id>   collect only this source (repeatable); see --list
  --dry-run       fetch and parse, print what would change, write nothing
  --json          print the run result as JSON instead of the table
  --list          print the collector ids, their methods and official pages, and exit
  --allow-unlist <n>
                  let each source unlist up to n records this run (default 2; a run that
                  would unlist more fails that source and names the records)
  --from-copies <dir>
                  read stored copies of the official pages from <dir> (laid out <host>/<path>,
                  with provenance.json naming each copy) instead of the sites: every change
                  collector with a copy runs; records are graded capture and name the copy;
                  nothing is unlisted; the status files get the coverage (copy_run)
  --init-status   write a "never_run" status for every selected collector that never ran
                  (records counted from content/), fetch nothing
  --help          this text

environment:
  CHANGELINE_CONTENT_DIR      content folder (default: content)
  CHANGELINE_ORIGIN_OVERRIDE  http://127.0.0.1:PORT: fetch https://<host>/<path> from PORT/<host>/<path> (tests, local mirrors)
  BUILD_DATE                  run time, e.g. 2026-11-25T06:00:00Z or 2026-11-25 (default: the clock)
  CHANGELINE_HTTP_TIMEOUT_MS, _RETRIES, _BACKOFF_MS, _MAX_RETRY_AFTER_MS, _PER_HOST, _MAX_BYTES
see docs/collectors.md`;

export class UsageError extends Error {
  /** False for a fault of the input the flags point at (a bad copies manifest): one line, no usage text. */
  readonly showUsage: boolean;
  constructor(message: string, showUsage = true) {
    super(message);
    this.showUsage = showUsage;
  }
}

export interface CliOptions {
  sources: Collector[];
  dryRun: boolean;
  json: boolean;
  list: boolean;
  initStatus: boolean;
  help: boolean;
  now: Date;
  allowUnlist?: number;
  copies?: CopySet;
}

export function parseCli(argv: string[], env: Record<string, string | undefined>): CliOptions {
  let values: {
    source?: string[];
    'from-copies'?: string;
    'allow-unlist'?: string;
    'dry-run'?: boolean;
    json?: boolean;
    list?: boolean;
    'init-status'?: boolean;
    help?: boolean;
  };
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        source: { type: 'string', multiple: true },
        'allow-unlist': { type: 'string' },
        'from-copies': { type: 'string' },
        'dry-run': { type: 'boolean' },
        json: { type: 'boolean' },
        list: { type: 'boolean' },
        'init-status': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  const sources: Collector[] = [];
  for (const id of values.source ?? []) {
    const c = collectorById(id);
    if (!c) throw new UsageError(`unknown source "${id}"; run with --list to see the collector ids`);
    if (!sources.includes(c)) sources.push(c);
  }
  let allowUnlist: number | undefined;
  if (values['allow-unlist'] !== undefined) {
    if (!/^\d{1,6}$/.test(values['allow-unlist'])) throw new UsageError(`--allow-unlist needs a whole number of records, got "${values['allow-unlist']}"`);
    allowUnlist = Number(values['allow-unlist']);
  }
  let now: Date;
  try {
    now = readClock(env).date;
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  let copies: CopySet | undefined;
  let selected = sources.length ? sources : [...COLLECTORS];
  if (values['from-copies'] !== undefined) {
    try {
      copies = loadCopies(values['from-copies']);
    } catch (err) {
      if (err instanceof CopiesError) throw new UsageError(err.message, false);
      throw err;
    }
    const withCopy = new Set(copies.entries.flatMap((e) => e.collectors));
    const missing = sources.filter((c) => !withCopy.has(c.id) || c.kind !== 'changes');
    if (missing.length)
      throw new UsageError(`--from-copies: no stored copy of the pages of ${missing.map((c) => c.id).join(', ')} in ${values['from-copies']}`, false);
    selected = selected.filter((c) => c.kind === 'changes' && withCopy.has(c.id));
    const unknown = [...withCopy].filter((id) => !collectorById(id));
    if (unknown.length) throw new UsageError(`--from-copies: provenance.json names unknown collector ${unknown.join(', ')}`, false);
  }
  return {
    sources: selected,
    dryRun: values['dry-run'] ?? false,
    json: values.json ?? false,
    list: values.list ?? false,
    initStatus: values['init-status'] ?? false,
    help: values.help ?? false,
    now,
    ...(allowUnlist !== undefined ? { allowUnlist } : {}),
    ...(copies ? { copies } : {}),
  };
}

const pad = (s: string | number, n: number) => String(s).padEnd(n);
const padL = (s: string | number, n: number) => String(s).padStart(n);

export function summaryTable(run: RunResult): string {
  const w = Math.max(6, ...run.results.map((r) => r.id.length));
  const head = `${pad('source', w)}  ${pad('status', 6)}  ${padL('found', 5)}  ${padL('new', 4)}  ${padL('upd', 4)}  ${padL('unl', 4)}  ${padL('ms', 6)}  note`;
  const rows = run.results.map((r) => {
    const note = r.error ?? (r.notModified && !r.parses ? 'not modified (304)' : r.duplicates.length ? `${r.duplicates.length} duplicate key(s) ignored` : '');
    return `${pad(r.id, w)}  ${pad(r.status, 6)}  ${padL(r.counts.found, 5)}  ${padL(r.counts.new, 4)}  ${padL(r.counts.updated, 4)}  ${padL(r.counts.unlisted, 4)}  ${padL(r.durationMs, 6)}  ${note}`;
  });
  const failed = run.results.filter((r) => r.status === 'failed').length;
  const unlisted = run.results.flatMap((r) => r.unlisted.map((u) => `unlisted by ${r.id}: ${u.id} (${u.title})`));
  const copyNotes = run.results.flatMap((r) =>
    r.copy
      ? [
          `${r.id}: copies dated ${r.copy.run.date ?? 'not to a day'}: ${r.copy.run.matched} of ${r.copy.run.entries} entries held (${r.copy.run.below_bar} below the record bar); ${r.copy.notOnCopy} record(s) not on the copies (not unlisted)`,
          ...r.copy.kept.map((k) => `  kept ${k.id}: the copy states ${k.fields.join(', ')} otherwise; the record is not older than the copy, review by hand`),
        ]
      : [],
  );
  const skipped = run.results
    .filter((r) => r.skipped > 0)
    .map((r) => `${r.id}: ${r.skipped} entr${r.skipped === 1 ? 'y' : 'ies'} below the record bar not published`);
  const foot = `${run.results.length - failed} ok, ${failed} failed; ${run.stats.requests} requests, ${run.stats.notModified} not modified, ${run.stats.retries} retries`;
  return [head, '-'.repeat(head.length), ...rows, foot, ...unlisted, ...skipped, ...copyNotes].join('\n');
}

export function dryRunReport(run: RunResult): string {
  const lines: string[] = ['dry run: nothing was written'];
  for (const r of run.results) {
    if (r.status === 'failed') {
      lines.push(`${r.id}: failed, would change nothing (${r.error})`);
      continue;
    }
    lines.push(`${r.id}: ${r.writes.length ? `${r.writes.length} file(s) would change` : 'no change'}`);
    for (const w of r.writes) lines.push(`  ${pad(w.kind, 9)} ${w.path}${w.kind === 'updated' ? ` (${w.fields.join(', ')})` : ''}`);
  }
  return lines.join('\n');
}

/** A one-line progress display on a terminal; plain lines otherwise. */
export function progress(stream: NodeJS.WriteStream, total: number): (e: ProgressEvent) => void {
  const running = new Set<string>();
  let done = 0;
  return (e) => {
    if (e.type === 'start') running.add(e.id);
    else {
      running.delete(e.result.id);
      done++;
    }
    if (stream.isTTY) {
      const line = `collect ${done}/${total}${running.size ? `  running: ${[...running].join(', ')}` : ''}`;
      stream.write(`\r\x1b[K${line.slice(0, (stream.columns ?? 100) - 1)}${done === total ? '\n' : ''}`);
    } else if (e.type === 'done') {
      const r = e.result;
      stream.write(
        `[${done}/${total}] ${r.id}: ${r.status}${r.error ? ` (${r.error})` : ` (${r.counts.found} found, ${r.counts.new} new, ${r.counts.updated} updated, ${r.counts.unlisted} unlisted)`}\n`,
      );
    }
  };
}

export async function main(argv: string[], env: Record<string, string | undefined> = process.env): Promise<number> {
  let opts: CliOptions;
  let fetcher: Fetcher;
  try {
    opts = parseCli(argv, env);
    fetcher = new Fetcher(httpConfig(env));
  } catch (err) {
    console.error(err instanceof UsageError && !err.showUsage ? `collect: ${err.message}` : `collect: ${(err as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (opts.help) {
    console.log(USAGE);
    await fetcher.close();
    return 0;
  }
  if (opts.list) {
    for (const s of SOURCES) console.log(`${s.id.padEnd(30)} ${s.method.padEnd(14)} ${s.url}`);
    await fetcher.close();
    return 0;
  }
  if (opts.initStatus) {
    await fetcher.close();
    const written = initStatuses(contentDirFrom(env), opts.sources);
    console.log(written.length ? `wrote ${written.length} initial status file(s): ${written.join(', ')}` : 'every status file is up to date');
    return 0;
  }
  const run = await runCollect({
    contentDir: contentDirFrom(env),
    collectors: opts.sources,
    dryRun: opts.dryRun,
    now: opts.now,
    ...(opts.allowUnlist !== undefined ? { allowUnlist: opts.allowUnlist } : {}),
    env,
    fetcher,
    ...(opts.copies ? { copies: opts.copies } : {}),
    onEvent: opts.json ? undefined : progress(process.stderr.isTTY ? process.stderr : process.stdout, opts.sources.length),
  }).finally(() => fetcher.close());
  if (opts.json) console.log(JSON.stringify(run, null, 2));
  else {
    if (opts.dryRun) console.log(dryRunReport(run));
    console.log(summaryTable(run));
  }
  return run.results.some((r: SourceResult) => r.status === 'failed') ? 1 : 0;
}

/** What `node scripts/collect/index.ts` runs. */
export async function cli(): Promise<void> {
  process.exitCode = await main(process.argv.slice(2));
}
