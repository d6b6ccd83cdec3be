/**
 * Reading the live JSON files of a Changeline site: each file is fetched
 * once, kept in memory with its ETag, revalidated with If-None-Match once its
 * TTL has passed, and served from the last good copy (with a warning) while
 * the site cannot be reached, or while it takes longer than `staleAfterMs` to
 * answer (stale while revalidate: the read goes on and replaces the copy). What a file becomes after parsing (indexes and
 * the like) is computed by `prepare`, once per fetched version.
 */

import { GetError, nodeGet, type HttpGet, type HttpReply } from './get.ts';

/** A failure to read a file from the site, naming the address and what happened. */
export class UpstreamError extends Error {
  readonly url: string;
  /** HTTP status when the site answered, null when it could not be reached. */
  readonly status: number | null;
  constructor(url: string, status: number | null, detail: string) {
    super(`Could not load ${url}: ${detail}`);
    this.name = 'UpstreamError';
    this.url = url;
    this.status = status;
  }
}

/** A file as the tools use it. */
export interface Loaded<T> {
  value: T;
  /** Set when the site could not be reached and an older copy is served: says which and why. */
  warning?: string;
}

export interface SourceOptions {
  /** API base without trailing slash. */
  base: string;
  /** How long a fetched copy is used before it is revalidated, in ms. */
  ttlMs: number;
  /** Abort a request after this many ms (default 10 s). */
  timeoutMs?: number;
  /** After a failed revalidation, serve the old copy this long before trying again (default min(ttl, 5 s)). */
  retryMs?: number;
  /**
   * Once a copy is past its TTL, wait this long for the revalidation; a site
   * slower than that gets the old copy at once, marked stale, while the
   * revalidation goes on and replaces the copy when it ends (default 500 ms).
   */
  staleAfterMs?: number;
  userAgent?: string;
  /** How to GET (default: node:http(s), see get.ts). */
  get?: HttpGet;
  now?: () => number;
}

interface Entry {
  value: unknown;
  etag: string | null;
  fetchedAt: number;
  freshUntil: number;
  warning?: string;
}

const REASONS: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'host lookup failed',
  ETIMEDOUT: 'connection timed out',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  UND_ERR_SOCKET: 'connection closed by the site',
  CERT_HAS_EXPIRED: 'TLS certificate expired',
};

function errorCode(err: unknown): string | undefined {
  if (!err || typeof err !== 'object') return undefined;
  const e = err as { code?: unknown; cause?: unknown; errors?: unknown[] };
  if (typeof e.code === 'string') return e.code;
  if (Array.isArray(e.errors))
    for (const sub of e.errors) {
      const code = errorCode(sub);
      if (code) return code;
    }
  return errorCode(e.cause);
}

/** What went wrong with a fetch, in words a model can relay. */
export function describeFetchFailure(err: unknown, timeoutMs: number): string {
  if (err instanceof GetError) return err.message;
  if (err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')) {
    return `no answer within ${timeoutMs / 1000} s`;
  }
  const code = errorCode(err);
  if (code) return `the site is unreachable (${REASONS[code] ?? 'network error'}, ${code})`;
  const msg = err instanceof Error ? (err.cause instanceof Error ? err.cause.message : err.message) : String(err);
  return `the site is unreachable (${msg})`;
}

export class JsonSource {
  readonly base: string;
  readonly #ttlMs: number;
  readonly #timeoutMs: number;
  readonly #retryMs: number;
  readonly #staleAfterMs: number;
  readonly #userAgent: string;
  readonly #get: HttpGet;
  readonly #now: () => number;
  readonly #entries = new Map<string, Entry>();
  readonly #inflight = new Map<string, Promise<Loaded<unknown>>>();

  constructor(opts: SourceOptions) {
    this.base = opts.base;
    this.#ttlMs = opts.ttlMs;
    this.#timeoutMs = opts.timeoutMs ?? 10_000;
    this.#retryMs = opts.retryMs ?? Math.min(opts.ttlMs, 5_000);
    this.#staleAfterMs = opts.staleAfterMs ?? 500;
    this.#userAgent = opts.userAgent ?? 'changeline-mcp';
    this.#get = opts.get ?? nodeGet;
    this.#now = opts.now ?? Date.now;
  }

  url(path: string): string {
    return `${this.base}${path}`;
  }

  /**
   * The file at `path`, prepared. `prepare` turns the parsed JSON into what
   * the tools need and throws (with a message) when the file is not what it
   * should be; it runs once per fetched version of the file.
   */
  get<T>(path: string, prepare: (json: unknown) => T): Promise<Loaded<T>> {
    const entry = this.#entries.get(path);
    if (entry && this.#now() < entry.freshUntil) return Promise.resolve(this.#loaded(entry) as Loaded<T>);
    let pending = this.#inflight.get(path);
    if (!pending) {
      pending = this.#refresh(path, prepare, entry).finally(() => this.#inflight.delete(path));
      this.#inflight.set(path, pending);
    }
    if (!entry) return pending as Promise<Loaded<T>>;
    // Stale while revalidate: a copy exists, so a slow site never holds the caller past staleAfterMs.
    pending.catch(() => undefined);
    const old = entry;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<Loaded<unknown>>((resolve) => {
      timer = setTimeout(() => {
        const since = new Date(old.fetchedAt).toISOString();
        resolve({
          value: old.value,
          warning: `${this.url(path)} did not answer within ${this.#staleAfterMs} ms. Serving the copy fetched at ${since} while it is read again; it may be out of date.`,
        });
      }, this.#staleAfterMs);
    });
    return Promise.race([pending, late]).finally(() => clearTimeout(timer)) as Promise<Loaded<T>>;
  }

  #loaded(entry: Entry): Loaded<unknown> {
    return entry.warning === undefined ? { value: entry.value } : { value: entry.value, warning: entry.warning };
  }

  async #refresh(path: string, prepare: (json: unknown) => unknown, entry: Entry | undefined): Promise<Loaded<unknown>> {
    const url = this.url(path);
    try {
      const headers: Record<string, string> = { accept: 'application/json', 'user-agent': this.#userAgent };
      if (entry?.etag) headers['if-none-match'] = entry.etag;
      let res: HttpReply;
      // The deadline covers the whole read: fetching, decompressing and parsing.
      const deadline = this.#now() + this.#timeoutMs;
      const late = () => {
        if (this.#now() > deadline)
          throw new UpstreamError(url, null, `no answer within ${this.#timeoutMs / 1000} s (reading and parsing the file took longer)`);
      };
      try {
        res = await this.#get(url, headers, this.#timeoutMs);
      } catch (err) {
        throw new UpstreamError(url, null, describeFetchFailure(err, this.#timeoutMs));
      }
      if (res.status === 304 && entry) {
        entry.freshUntil = this.#now() + this.#ttlMs;
        delete entry.warning;
        return this.#loaded(entry);
      }
      if (res.status !== 200) {
        throw new UpstreamError(url, res.status, `HTTP ${res.status}${res.statusText ? ` ${res.statusText}` : ''}`);
      }
      late();
      let json: unknown;
      try {
        json = JSON.parse(res.body);
      } catch (err) {
        throw new UpstreamError(url, res.status, `the response is not valid JSON (${(err as Error).message})`);
      }
      let value: unknown;
      try {
        value = prepare(json);
      } catch (err) {
        throw new UpstreamError(url, res.status, `the response is not a Changeline API file: ${(err as Error).message}`);
      }
      late();
      const now = this.#now();
      const fresh: Entry = { value, etag: res.etag, fetchedAt: now, freshUntil: now + this.#ttlMs };
      this.#entries.set(path, fresh);
      return this.#loaded(fresh);
    } catch (err) {
      if (!entry || !(err instanceof UpstreamError)) throw err;
      entry.freshUntil = this.#now() + this.#retryMs;
      entry.warning = `${err.message}. Serving the copy fetched at ${new Date(entry.fetchedAt).toISOString()}; it may be out of date.`;
      return this.#loaded(entry);
    }
  }
}
