/**
 * Stored copies of the official pages, for a collector run over them
 * (`npm run collect -- --from-copies DIR`, docs/collectors.md "Backfill from copies").
 *
 * DIR is laid out `<host>/<path>` like the sites (a folder's page is its
 * `__index` file, query strings are ignored) and holds `provenance.json`:
 * one entry per copy, naming the official page, the file served for it, the
 * copy itself (its name and own address) and the day the page was in that
 * state. Only files the manifest names are served; any other address answers
 * 404, so a collector with no copy fails its run and changes nothing.
 *
 * `CopyFetcher` answers the collectors' fetches from DIR with the fetcher's
 * interface (no network, no validators, no redirects).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { z } from 'zod';
import { normPage } from '../../model/ids.ts';
import { copyDay } from '../../model/last-verified.ts';
import { Day, HttpsUrl, Text } from '../../schemas/common.ts';
import type { FetchResult, FetchStats } from './fetcher.ts';

export const CopyEntry = z
  .object({
    official_url: HttpsUrl,
    /**
     * The official page a collector reads this copy as, when the copy is of another edition of it: the same
     * text at another locale's address (learn.microsoft.com/it-it/... for the en-us page). Records of that
     * page then name this copy. Absent: the copy is read as official_url.
     */
    read_as: HttpsUrl.optional(),
    served: z.string().min(1),
    copy_name: Text,
    copy_url: HttpsUrl,
    seen_on: Day.nullable(),
    seen_between: z.tuple([Day, Day]).optional(),
    verbatim: z.boolean(),
    /**
     * true when the copy holds only part of the page: a stored text that stops at a length, the head of a
     * table or of the newest sections. The page lists more than the copy, so its coverage is of the copy
     * only (the status's copy_run says so, and the coverage statement). Absent: the copy holds the whole
     * list the collector reads.
     */
    excerpt: z.boolean().optional(),
    source: z.string().nullable().optional(),
    notes: Text,
    collectors: z.array(z.string()),
  })
  .refine((e) => e.seen_on !== null || e.seen_between !== undefined, { message: 'needs seen_on or seen_between (when the copy was taken)' });
export type CopyEntry = z.infer<typeof CopyEntry>;

/** One problem with the copies folder or its manifest, in one line. */
export class CopiesError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CopiesError';
  }
}

/** How a copy is named on what a run over it writes (the records' capture_* fields). */
export interface CopyObservation {
  capture_name: string;
  capture_url: string;
  /** The day the page was in that state; absent when the copy is dated only between two days. */
  capture_date?: string;
  /** The day the copy shows the page at the latest (`seen_on`, else the later end of `seen_between`): the records' last_verified. */
  verified_on: string;
}

export interface CopySet {
  dir: string;
  entries: CopyEntry[];
  /** The copy a collector reads for each official page (normPage of read_as, else official_url); copies no collector reads are not in it. */
  byPage: Map<string, CopyEntry>;
  /** The copy served at each `<host>/<path>`. */
  byServed: Map<string, CopyEntry>;
}

export function observationOf(e: CopyEntry): CopyObservation {
  return {
    capture_name: e.copy_name,
    capture_url: e.copy_url,
    ...(e.seen_on ? { capture_date: e.seen_on } : {}),
    verified_on: copyDay(e)!,
  };
}

/** Read and check DIR/provenance.json; every entry's file must exist. Throws CopiesError (one line). */
export function loadCopies(dir: string): CopySet {
  const root = resolve(dir);
  if (!existsSync(root) || !statSync(root).isDirectory()) throw new CopiesError(`--from-copies: ${dir} is not a folder`);
  const manifestPath = join(root, 'provenance.json');
  if (!existsSync(manifestPath)) throw new CopiesError(`--from-copies: ${join(dir, 'provenance.json')} is missing (the manifest naming each copy)`);
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(manifestPath, 'utf8'));
  } catch (err) {
    throw new CopiesError(`--from-copies: ${join(dir, 'provenance.json')} is not JSON (${(err as Error).message.split('\n')[0]})`);
  }
  if (!Array.isArray(raw)) throw new CopiesError(`--from-copies: ${join(dir, 'provenance.json')} must be a JSON array of copies`);
  const entries: CopyEntry[] = [];
  const byPage = new Map<string, CopyEntry>();
  const byServed = new Map<string, CopyEntry>();
  raw.forEach((item, i) => {
    const res = CopyEntry.safeParse(item);
    if (!res.success) {
      const issue = res.error.issues[0]!;
      const path = issue.path.join('.');
      throw new CopiesError(`--from-copies: provenance.json entry ${i}${path ? ` field ${path}` : ''}: ${issue.message}`);
    }
    const e = res.data;
    const file = resolve(root, e.served);
    if (!file.startsWith(root + sep)) throw new CopiesError(`--from-copies: provenance.json entry ${i}: served "${e.served}" is outside ${dir}`);
    if (!existsSync(file) || !statSync(file).isFile()) throw new CopiesError(`--from-copies: provenance.json entry ${i}: no file ${join(dir, e.served)}`);
    // Records name the copy of their page that the collectors read: one per page. A copy no collector reads
    // (kept for the record, an older state of a page) names no record.
    const page = normPage(e.read_as ?? e.official_url);
    if (e.collectors.length > 0) {
      if (byPage.has(page))
        throw new CopiesError(
          `--from-copies: provenance.json entry ${i}: a second copy read as ${e.read_as ?? e.official_url} (one copy per page: keep the newest)`,
        );
      byPage.set(page, e);
    }
    byServed.set(e.served.replace(/\/__index$/, ''), e);
    entries.push(e);
  });
  return { dir: root, entries, byPage, byServed };
}

/** The manifest's entry served for an https address (query ignored; a folder's page is its `__index`). */
export function copyFor(copies: CopySet, url: string): CopyEntry | undefined {
  const u = new URL(url);
  const path = decodeURIComponent(u.pathname).replace(/^\/+/, '').replace(/\/+$/, '');
  return copies.byServed.get(`${u.host.toLowerCase()}/${path}`);
}

/** Answers fetches from the copies folder, with the Fetcher's interface. */
export class CopyFetcher {
  readonly stats: FetchStats = { requests: 0, retries: 0, notModified: 0 };
  /** The copies served this run. */
  readonly served = new Set<CopyEntry>();
  private readonly copies: CopySet;
  constructor(copies: CopySet) {
    this.copies = copies;
  }

  async get(url: string, opts: { allowMissing?: boolean } = {}): Promise<FetchResult> {
    this.stats.requests++;
    const entry = copyFor(this.copies, url);
    if (!entry) {
      if (opts.allowMissing) return { status: 404, url, finalUrl: url };
      throw new Error(`${url}: no stored copy of this page in ${this.copies.dir} (provenance.json names none)`);
    }
    this.served.add(entry);
    const body = readFileSync(join(this.copies.dir, entry.served), 'utf8');
    const contentType = /\.md(\.txt)?$/.test(entry.served) ? 'text/markdown; charset=utf-8' : 'text/html; charset=utf-8';
    return { status: 200, url, finalUrl: url, body, contentType };
  }

  async close(): Promise<void> {}
}
