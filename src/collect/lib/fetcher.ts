/**
 * Fetching official pages politely and safely, with undici.
 *
 * - An honest User-Agent naming Changeline and the page that explains the bot,
 *   `Accept-Language: en-US`.
 * - A timeout per attempt (headers and body), retries with exponential
 *   backoff on 5xx, 429 and network errors; `Retry-After` is honoured up to a
 *   cap (longer waits fail the fetch instead of stalling the run).
 * - A concurrency limit per host (fetches to different hosts run in parallel).
 * - Conditional requests: `If-None-Match` / `If-Modified-Since` from the last
 *   run; a 304 is returned as such (the caller reuses its last parse).
 * - A cap on the body size; redirects followed by hand and only to https.
 * - The test seam `CHANGELINE_ORIGIN_OVERRIDE=http://127.0.0.1:PORT` sends a
 *   fetch of `https://<host>/<path>` to `http://127.0.0.1:PORT/<host>/<path>`;
 *   every URL the collectors see stays the official https one.
 */
import { Agent, request, type Dispatcher } from 'undici';
import { botUserAgent } from '../bot.ts';
import { siteUrl } from '../../model/site-url.ts';

export type HttpErrorKind = 'status' | 'timeout' | 'network' | 'redirect' | 'too-large' | 'robots' | 'retry-after';

export class HttpError extends Error {
  kind: HttpErrorKind;
  status: number | undefined;
  url: string;
  constructor(kind: HttpErrorKind, url: string, message: string, status?: number) {
    super(message);
    this.name = 'HttpError';
    this.kind = kind;
    this.url = url;
    this.status = status;
  }
}

export interface HttpConfig {
  userAgent: string;
  /** Per attempt: connecting, headers and body together. */
  timeoutMs: number;
  /** Extra attempts after the first. */
  retries: number;
  /** First backoff; doubles on every retry. */
  backoffMs: number;
  /** Longest Retry-After the fetcher waits for; a longer one fails the fetch. */
  maxRetryAfterMs: number;
  /** Simultaneous requests per host. */
  perHost: number;
  maxBytes: number;
  maxRedirects: number;
  /** `http://127.0.0.1:PORT`: the test seam described above, or undefined. */
  originOverride: string | undefined;
}

export function userAgent(env: Record<string, string | undefined> = process.env): string {
  return botUserAgent(siteUrl(env));
}

function intEnv(env: Record<string, string | undefined>, name: string, dflt: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return dflt;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return n;
}

/** Defaults, each overridable by an environment variable (documented in docs/collectors.md). */
export function httpConfig(env: Record<string, string | undefined> = process.env): HttpConfig {
  const override = env.CHANGELINE_ORIGIN_OVERRIDE || undefined;
  if (override !== undefined) {
    let u: URL;
    try {
      u = new URL(override);
    } catch {
      throw new Error(`CHANGELINE_ORIGIN_OVERRIDE must be an origin such as http://127.0.0.1:8080, got "${override}"`);
    }
    if (u.pathname !== '/' || u.search || u.hash) {
      throw new Error(`CHANGELINE_ORIGIN_OVERRIDE must be an origin without a path, got "${override}"`);
    }
  }
  return {
    userAgent: userAgent(env),
    timeoutMs: intEnv(env, 'CHANGELINE_HTTP_TIMEOUT_MS', 20_000),
    retries: intEnv(env, 'CHANGELINE_HTTP_RETRIES', 3),
    backoffMs: intEnv(env, 'CHANGELINE_HTTP_BACKOFF_MS', 1_000),
    maxRetryAfterMs: intEnv(env, 'CHANGELINE_HTTP_MAX_RETRY_AFTER_MS', 120_000),
    perHost: Math.max(1, intEnv(env, 'CHANGELINE_HTTP_PER_HOST', 2)),
    maxBytes: intEnv(env, 'CHANGELINE_HTTP_MAX_BYTES', 8 * 1024 * 1024),
    maxRedirects: 5,
    originOverride: override?.replace(/\/$/, ''),
  };
}

export interface Validators {
  etag?: string | undefined;
  lastModified?: string | undefined;
}

export type FetchResult =
  | { status: 200; url: string; finalUrl: string; body: string; contentType: string; etag?: string; lastModified?: string }
  | { status: 304; url: string; finalUrl: string }
  | { status: 404; url: string; finalUrl: string };

export interface FetchStats {
  requests: number;
  retries: number;
  notModified: number;
}

/** Where a logical https URL is actually requested (the test seam). */
export function wireUrl(url: string, override: string | undefined): string {
  if (!override) return url;
  const u = new URL(url);
  return `${override}/${u.host}${u.pathname}${u.search}`;
}

/** Milliseconds a Retry-After header asks for (seconds or an HTTP date), or null. */
export function retryAfterMs(value: string | undefined, now = Date.now()): number | null {
  if (value === undefined || value.trim() === '') return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const t = Date.parse(value);
  return Number.isNaN(t) ? null : Math.max(0, t - now);
}

class HostLimiter {
  private active = new Map<string, number>();
  private waiting = new Map<string, (() => void)[]>();
  private limit: number;
  constructor(limit: number) {
    this.limit = limit;
  }
  async acquire(host: string): Promise<void> {
    const n = this.active.get(host) ?? 0;
    if (n < this.limit) {
      this.active.set(host, n + 1);
      return;
    }
    await new Promise<void>((resolve) => {
      const q = this.waiting.get(host) ?? [];
      q.push(resolve);
      this.waiting.set(host, q);
    });
  }
  release(host: string): void {
    const next = this.waiting.get(host)?.shift();
    if (next) next();
    else this.active.set(host, (this.active.get(host) ?? 1) - 1);
  }
}

const header = (h: Record<string, string | string[] | undefined>, name: string): string | undefined => {
  const v = h[name];
  return Array.isArray(v) ? v[0] : v;
};

const RETRY_STATUS = new Set([429, 500, 502, 503, 504]);

/** Abort a response body we will not read (its abort error is expected, not a failure). */
function discard(body: Dispatcher.ResponseData['body']): void {
  body.on('error', () => undefined);
  body.destroy();
}

export interface FetcherDeps {
  sleep?: (ms: number) => Promise<void>;
  dispatcher?: Dispatcher;
}

export class Fetcher {
  readonly cfg: HttpConfig;
  readonly stats: FetchStats = { requests: 0, retries: 0, notModified: 0 };
  private limiter: HostLimiter;
  private sleep: (ms: number) => Promise<void>;
  private dispatcher: Dispatcher;

  constructor(cfg: HttpConfig, deps: FetcherDeps = {}) {
    this.cfg = cfg;
    this.limiter = new HostLimiter(cfg.perHost);
    this.sleep = deps.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms)));
    this.dispatcher = deps.dispatcher ?? new Agent({ connect: { timeout: cfg.timeoutMs }, headersTimeout: cfg.timeoutMs, bodyTimeout: cfg.timeoutMs });
  }

  async close(): Promise<void> {
    await this.dispatcher.close();
  }

  /**
   * GET an https URL. Returns 200 with the body, 304 when the validators
   * still hold, 404 when `allowMissing` and the page is gone (404/410);
   * throws HttpError for everything else, after retries.
   */
  async get(url: string, opts: { validators?: Validators; allowMissing?: boolean; accept?: string } = {}): Promise<FetchResult> {
    let current = url;
    for (let hop = 0; ; hop++) {
      const res = await this.withRetries(current, opts.validators, opts.accept);
      if (res.kind === 'redirect') {
        if (hop >= this.cfg.maxRedirects) throw new HttpError('redirect', url, `more than ${this.cfg.maxRedirects} redirects from ${url}`);
        const next = new URL(res.location, current);
        if (next.protocol !== 'https:') {
          throw new HttpError('redirect', url, `redirect from ${current} to non-https ${next.toString()} refused`);
        }
        current = next.toString();
        continue;
      }
      if (res.kind === 'not-modified') {
        this.stats.notModified++;
        return { status: 304, url, finalUrl: current };
      }
      if (res.kind === 'missing') {
        if (opts.allowMissing) return { status: 404, url, finalUrl: current };
        throw new HttpError('status', url, `HTTP ${res.status} for ${current}`, res.status);
      }
      return { status: 200, url, finalUrl: current, body: res.body, contentType: res.contentType, ...res.validators };
    }
  }

  private async withRetries(url: string, validators: Validators | undefined, accept: string | undefined) {
    const host = new URL(url).host;
    let lastError: HttpError | undefined;
    for (let attempt = 0; attempt <= this.cfg.retries; attempt++) {
      if (attempt > 0) this.stats.retries++;
      await this.limiter.acquire(host);
      let outcome: Attempt;
      try {
        outcome = await this.attempt(url, validators, accept);
      } finally {
        this.limiter.release(host);
      }
      if (outcome.kind === 'final-error') throw outcome.error;
      if (outcome.kind !== 'retry') return outcome;
      lastError = outcome.error;
      if (attempt === this.cfg.retries) break;
      let wait = this.cfg.backoffMs * 2 ** attempt;
      if (outcome.retryAfterMs !== null) {
        if (outcome.retryAfterMs > this.cfg.maxRetryAfterMs) {
          throw new HttpError(
            'retry-after',
            url,
            `${outcome.error.message}; Retry-After asks for ${Math.round(outcome.retryAfterMs / 1000)} s, more than the ${Math.round(this.cfg.maxRetryAfterMs / 1000)} s this collector waits`,
            outcome.error.status,
          );
        }
        wait = Math.max(wait, outcome.retryAfterMs);
      }
      await this.sleep(wait);
    }
    throw new HttpError(lastError!.kind, url, `${lastError!.message} (gave up after ${this.cfg.retries + 1} attempts)`, lastError!.status);
  }

  private async attempt(url: string, validators: Validators | undefined, accept: string | undefined): Promise<Attempt> {
    const headers: Record<string, string> = {
      'user-agent': this.cfg.userAgent,
      'accept-language': 'en-US,en;q=0.8',
      accept: accept ?? 'text/html,application/xhtml+xml,text/markdown,text/plain,application/xml;q=0.9,*/*;q=0.5',
    };
    if (validators?.etag) headers['if-none-match'] = validators.etag;
    if (validators?.lastModified) headers['if-modified-since'] = validators.lastModified;
    this.stats.requests++;
    const signal = AbortSignal.timeout(this.cfg.timeoutMs);
    let res: Dispatcher.ResponseData;
    try {
      res = await request(wireUrl(url, this.cfg.originOverride), { method: 'GET', headers, signal, dispatcher: this.dispatcher });
    } catch (err) {
      return this.failure(url, err);
    }
    const status = res.statusCode;
    const h = res.headers as Record<string, string | string[] | undefined>;
    try {
      if (status >= 300 && status < 400 && status !== 304) {
        await res.body.dump();
        const location = header(h, 'location');
        if (!location) return { kind: 'final-error', error: new HttpError('redirect', url, `HTTP ${status} without a Location header for ${url}`, status) };
        return { kind: 'redirect', location };
      }
      if (status === 304) {
        await res.body.dump();
        return { kind: 'not-modified' };
      }
      if (RETRY_STATUS.has(status)) {
        await res.body.dump();
        const ra = retryAfterMs(header(h, 'retry-after'));
        const reason = status === 429 ? 'HTTP 429 Too Many Requests' : `HTTP ${status}`;
        return {
          kind: 'retry',
          error: new HttpError('status', url, `${reason} for ${url}${ra !== null ? ` (Retry-After ${Math.round(ra / 1000)} s)` : ''}`, status),
          retryAfterMs: ra,
        };
      }
      if (status === 404 || status === 410) {
        await res.body.dump();
        return { kind: 'missing', status };
      }
      if (status < 200 || status >= 300) {
        await res.body.dump();
        return { kind: 'final-error', error: new HttpError('status', url, `HTTP ${status} for ${url}`, status) };
      }
      const declared = Number(header(h, 'content-length') ?? NaN);
      if (declared > this.cfg.maxBytes) {
        discard(res.body);
        return { kind: 'final-error', error: this.tooLarge(url) };
      }
      const chunks: Buffer[] = [];
      let size = 0;
      let tooLarge = false;
      try {
        for await (const chunk of res.body) {
          size += (chunk as Buffer).length;
          if (size > this.cfg.maxBytes) {
            tooLarge = true;
            break;
          }
          chunks.push(chunk as Buffer);
        }
      } catch (err) {
        if (!tooLarge) throw err;
      }
      if (tooLarge) {
        discard(res.body);
        return { kind: 'final-error', error: this.tooLarge(url) };
      }
      const etag = header(h, 'etag');
      const lastModified = header(h, 'last-modified');
      return {
        kind: 'ok',
        body: new TextDecoder('utf-8').decode(Buffer.concat(chunks)),
        contentType: header(h, 'content-type') ?? '',
        validators: { ...(etag ? { etag } : {}), ...(lastModified ? { lastModified } : {}) },
      };
    } catch (err) {
      return this.failure(url, err);
    }
  }

  private tooLarge(url: string): HttpError {
    return new HttpError('too-large', url, `response from ${url} is larger than ${this.cfg.maxBytes} bytes`);
  }

  private failure(url: string, err: unknown): Attempt {
    const e = err as Error & { code?: string };
    const timedOut = e.name === 'TimeoutError' || e.name === 'AbortError' || /timeout/i.test(e.code ?? '') || /timeout/i.test(e.message);
    if (timedOut) {
      return { kind: 'retry', error: new HttpError('timeout', url, `timed out after ${this.cfg.timeoutMs} ms fetching ${url}`), retryAfterMs: null };
    }
    return { kind: 'retry', error: new HttpError('network', url, `network error fetching ${url}: ${e.code ?? e.message}`), retryAfterMs: null };
  }
}

type Attempt =
  | { kind: 'ok'; body: string; contentType: string; validators: { etag?: string; lastModified?: string } }
  | { kind: 'redirect'; location: string }
  | { kind: 'not-modified' }
  | { kind: 'missing'; status: number }
  | { kind: 'retry'; error: HttpError; retryAfterMs: number | null }
  | { kind: 'final-error'; error: HttpError };
