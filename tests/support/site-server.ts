/**
 * A small static file server for the tests, the outside validators
 * (tests/support/validators.ts) and the bench's search check: serves a built site folder on
 * 127.0.0.1 with ETag / If-None-Match (304), counts requests, and can be told
 * to fail (`failWith(500)`), to answer late (`delayBy(ms)`) or to go away (`stop()`, then `start()` again on
 * the same port) to test what clients do when the site is down.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.json': 'application/json',
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.mjs': 'text/javascript',
  '.js': 'text/javascript',
};

export interface LoggedRequest {
  path: string;
  status: number;
  ifNoneMatch?: string;
}

export class StaticServer {
  readonly root: string;
  /** Every request answered, in order. */
  readonly log: LoggedRequest[] = [];
  #server: Server | undefined;
  #port = 0;
  #failStatus: number | null = null;
  #delayMs = 0;

  constructor(root: string) {
    this.root = root;
  }

  get origin(): string {
    return `http://127.0.0.1:${this.#port}`;
  }

  /** Answer every request with this status (null: serve normally). */
  failWith(status: number | null): void {
    this.#failStatus = status;
  }

  /** Hold every answer this long, as a slow site does (0: answer at once). */
  delayBy(ms: number): void {
    this.#delayMs = ms;
  }

  /** Requests for `path` answered so far. */
  requests(path: string): LoggedRequest[] {
    return this.log.filter((r) => r.path === path);
  }

  /** Listen (again) on the same port; a no-op while listening. */
  async start(): Promise<string> {
    if (this.#server) return this.origin;
    const answer = (req: IncomingMessage, res: ServerResponse) => {
      const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      const ifNoneMatch = req.headers['if-none-match'];
      const done = (status: number) => this.log.push({ path, status, ...(ifNoneMatch ? { ifNoneMatch } : {}) });
      if (this.#failStatus !== null) {
        res.writeHead(this.#failStatus, { 'content-type': 'text/plain' }).end('injected failure');
        return done(this.#failStatus);
      }
      const file = normalize(join(this.root, path.endsWith('/') ? `${path}index.html` : path));
      if (!file.startsWith(this.root + sep)) {
        res.writeHead(403).end();
        return done(403);
      }
      stat(file)
        .then(async (st) => {
          if (!st.isFile()) throw new Error('not a file');
          const body = await readFile(file);
          const etag = `"${createHash('sha1').update(body).digest('hex').slice(0, 16)}"`;
          if (ifNoneMatch === etag) {
            res.writeHead(304, { etag }).end();
            return done(304);
          }
          res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', etag }).end(body);
          done(200);
        })
        .catch(() => {
          res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"status":404,"message":"not found"}}');
          done(404);
        });
    };
    const server = createServer((req, res) => {
      if (this.#delayMs > 0) setTimeout(() => answer(req, res), this.#delayMs);
      else answer(req, res);
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.#port, '127.0.0.1', () => resolve());
    });
    this.#server = server;
    this.#port = (server.address() as { port: number }).port;
    return this.origin;
  }

  /** Stop listening: connections are refused until `start()`. */
  async stop(): Promise<void> {
    const server = this.#server;
    if (!server) return;
    this.#server = undefined;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

export async function serveStatic(root: string): Promise<StaticServer> {
  const s = new StaticServer(root);
  await s.start();
  return s;
}
