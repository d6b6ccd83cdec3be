/**
 * A local HTTP server that stands in for the official sites, for the
 * collectors' tests and the benchmark (through CHANGELINE_ORIGIN_OVERRIDE):
 * a request for `/<host>/<path>` is answered from
 * `tests/fixtures/pages/<host>/<path>` (or from `pages-later/` when the
 * `later` variant is on and the file exists there). A path that is also a
 * folder is answered from its `__index` file; query strings are ignored;
 * `tests/fixtures/pages/_redirects.json` maps `<host>/<path>` to a Location.
 *
 * Responses carry an ETag and honour If-None-Match (304). Faults can be
 * switched on for every page (robots.txt stays healthy): empty body,
 * redesigned markup, truncated document, 500, 429 with Retry-After, a
 * response that never comes (timeout), a redirect to http.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { join } from 'node:path';
import { ROBOTS_PATH } from '../../src/model/links.ts';
import { ROOT } from '../../src/build/repo-root.ts';

export const PAGES = join(ROOT, 'tests/fixtures/pages');
export const PAGES_LATER = join(ROOT, 'tests/fixtures/pages-later');

export const FAULTS = ['empty', 'redesign', 'truncate', '500', '429', 'timeout', 'redirect-http'] as const;
export type Fault = (typeof FAULTS)[number];

export interface RequestLog {
  host: string;
  path: string;
  status: number;
  conditional: boolean;
  at: number;
}

export interface FixtureServer {
  origin: string;
  variant: 'base' | 'later';
  fault: Fault | null;
  /** Seconds sent in Retry-After with the 429 fault. */
  retryAfter: number;
  /** Added before every response (benchmarks). */
  latencyMs: number;
  requests: RequestLog[];
  close(): Promise<void>;
}

function fileFor(dir: string, host: string, path: string): string | null {
  let p = join(dir, host, decodeURIComponent(path));
  if (!p.startsWith(join(dir, host))) return null;
  if (existsSync(p) && statSync(p).isDirectory()) p = join(p, '__index');
  return existsSync(p) && statSync(p).isFile() ? p : null;
}

function contentType(path: string, body: string): string {
  if (/\.md(\.txt)?$/.test(path)) return path.endsWith('.txt') ? 'text/plain; charset=utf-8' : 'text/markdown; charset=utf-8';
  if (/robots\.txt$/.test(path)) return 'text/plain; charset=utf-8';
  if (body.trimStart().startsWith('<?xml') || /\.(xml|rss|atom)$/.test(path)) return 'application/xml; charset=utf-8';
  return 'text/html; charset=utf-8';
}

/** The same page with its structure gone: text only, in new markup (a site redesign the parsers do not know). */
export function redesign(body: string, type: string): string {
  if (type.startsWith('application/xml')) return '<!DOCTYPE html><html><body><p>This feed has moved to our new newsroom.</p></body></html>';
  if (type.startsWith('text/html')) {
    const text = body
      .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<[^>]+>/g, '\n')
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    return `<!DOCTYPE html><html><body><div class="v2-shell">${text.map((t) => `<div class="v2-line">${t}</div>`).join('')}</div></body></html>`;
  }
  return body
    .replace(/^\s*#+\s*/gm, '')
    .replace(/\|/g, ' ')
    .replace(/^[-\s:]+$/gm, '');
}

export async function startFixtureServer(opts: { latencyMs?: number; root?: string } = {}): Promise<FixtureServer> {
  const root = opts.root ?? PAGES;
  const redirects: Record<string, string> = existsSync(join(root, '_redirects.json')) ? JSON.parse(readFileSync(join(root, '_redirects.json'), 'utf8')) : {};
  const sockets = new Set<Socket>();
  const state: Omit<FixtureServer, 'origin' | 'close'> = {
    variant: 'base',
    fault: null,
    retryAfter: 1,
    latencyMs: opts.latencyMs ?? 0,
    requests: [],
  };

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fixture.local');
    const [, host = '', ...rest] = url.pathname.split('/');
    const path = `/${rest.join('/')}`;
    const log = (status: number) => state.requests.push({ host, path, status, conditional: req.headers['if-none-match'] !== undefined, at: Date.now() });
    const send = (status: number, headers: Record<string, string | number>, body = '') => {
      log(status);
      res.writeHead(status, headers);
      res.end(body);
    };
    const isRobots = path === ROBOTS_PATH;
    const fault = isRobots ? null : state.fault;
    if (fault === 'timeout') {
      log(0);
      return; // never answer; the socket is closed with the server
    }
    if (fault === '500') return send(500, { 'content-type': 'text/plain' }, 'internal error');
    if (fault === '429') return send(429, { 'content-type': 'text/plain', 'retry-after': state.retryAfter }, 'slow down');
    if (fault === 'redirect-http') return send(302, { location: `http://${host}${path}` });
    const redirect = redirects[`${host}${path}`];
    if (redirect) return send(301, { location: redirect });
    const file = (state.variant === 'later' ? fileFor(PAGES_LATER, host, path) : null) ?? fileFor(root, host, path);
    if (!file) return send(404, { 'content-type': 'text/plain' }, 'not found');
    let body = readFileSync(file, 'utf8');
    const type = contentType(file, body);
    if (fault === 'empty') body = '';
    else if (fault === 'redesign') body = redesign(body, type);
    else if (fault === 'truncate') body = body.slice(0, Math.floor(body.length * 0.35));
    const etag = `"${createHash('sha1').update(body).digest('hex').slice(0, 16)}"`;
    if (req.headers['if-none-match'] === etag) return send(304, { etag });
    send(200, { 'content-type': type, etag, 'last-modified': 'Wed, 25 Nov 2026 06:00:00 GMT', 'content-length': Buffer.byteLength(body) }, body);
  };

  const server = createServer((req, res) => {
    if (state.latencyMs > 0) setTimeout(() => handle(req, res), state.latencyMs);
    else handle(req, res);
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const fs = state as FixtureServer;
  fs.origin = `http://127.0.0.1:${port}`;
  fs.close = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server.close(() => resolve());
    });
  return fs;
}
