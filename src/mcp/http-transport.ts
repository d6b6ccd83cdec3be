/**
 * Streamable HTTP on node:http: POST /mcp on 127.0.0.1 only, both protocol
 * eras through the SDK's `createMcpHandler`. In front of it: the SDK's Host
 * and Origin guards (DNS rebinding), a body cap, and plain answers for a
 * wrong path (404), method (405) or content type (415). The SDK answers a
 * bad Accept header (406) and malformed JSON-RPC itself. A request with an
 * oversized tool name, prompt name or resource URI is answered before the SDK
 * (screen.ts). A 2025-era request of a method that needs no per-request server
 * is answered by one long-lived server (legacy-shared.ts), the rest by the SDK.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import {
  createMcpHandler,
  isJsonContentType,
  isLegacyRequest,
  localhostAllowedHostnames,
  localhostAllowedOrigins,
  validateHostHeader,
  validateOriginHeader,
  type McpServerFactory,
} from '@modelcontextprotocol/server';
import { KEEP_ALIVE_MS, SSE_HEADERS, SharedLegacyServer, sharedRequest } from './legacy-shared.ts';
import { screenRequest } from './screen.ts';
import { show } from './tool-schemas.ts';

export const MCP_PATH = '/mcp';
export const LOOPBACK = '127.0.0.1';
/** Largest request body accepted, in bytes. */
export const MAX_BODY_BYTES = 1024 * 1024;

const CORS_REQUEST_HEADERS = 'content-type, accept, mcp-protocol-version, mcp-method, mcp-name, mcp-session-id, last-event-id, authorization';

export interface HttpOptions {
  /** Port on 127.0.0.1; 0 picks a free one. */
  port: number;
  maxBodyBytes?: number;
  onerror?: (err: Error) => void;
}

export interface HttpHandle {
  /** Address of the endpoint, e.g. http://127.0.0.1:3000/mcp */
  url: string;
  port: number;
  server: Server;
  close(): Promise<void>;
}

function jsonRpcError(res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}, code = -32000): void {
  const body = JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id: null });
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers });
  res.end(body);
}

class BodyTooLarge extends Error {}

async function readBody(req: IncomingMessage, max: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > max) throw new BodyTooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The request target as a URL (origin-form or absolute-form), or null when it is neither. */
export function requestTarget(raw: string | undefined): URL | null {
  try {
    return new URL(raw ?? '/', `http://${LOOPBACK}`);
  } catch {
    return null;
  }
}

/**
 * Wait until a slow reader has taken the buffered reply (drain) or gone
 * (close), then remove both listeners: a long stream to a slow reader would
 * otherwise pile up listeners (MaxListenersExceededWarning).
 */
export function drainOrClose(res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}

/**
 * The body as JSON (undefined when it is not valid JSON: the SDK then answers it itself, exactly as before), and the
 * reply screen.ts gives a single JSON-RPC request in it, or null.
 */
function screenBody(body: Buffer): { json: unknown; refused: ReturnType<typeof screenRequest> } {
  let json: unknown;
  try {
    json = JSON.parse(body.toString('utf8'));
  } catch {
    return { json: undefined, refused: null };
  }
  return { json, refused: screenRequest(json) };
}

const TURN = Symbol('turn');
/** Resolves with TURN once the event loop has turned (after every microtask and nextTick queued now). */
const nextTurn = (): Promise<typeof TURN> => new Promise((resolve) => setImmediate(resolve, TURN));

/**
 * Write the SDK's answer. What its body yields before the event loop turns (a whole tool answer, JSON or one SSE
 * event, is produced in one turn) goes out with its length in one write: one system call for head and body, and no
 * chunked encoding whose last chunk Node 20 writes in a second call. A body still open after that (a stream with
 * progress notifications, a subscription) is streamed: the head and what came so far at once, then each chunk as it
 * comes, corked until the next tick so the chunks of one turn share a system call.
 */
export async function writeResponse(res: ServerResponse, response: Response, headers: Record<string, string>, abort: AbortController): Promise<void> {
  if (!response.body) {
    res.writeHead(response.status, headers);
    res.end();
    return;
  }
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const stop = () => void reader.cancel().catch(() => {});
  abort.signal.addEventListener('abort', stop, { once: true });
  try {
    const chunks: Uint8Array[] = [];
    let size = 0;
    let next = reader.read();
    for (;;) {
      const got = chunks.length === 0 ? await next : await Promise.race([next, nextTurn()]);
      if (got === TURN) break;
      if (got.done) {
        const body = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size);
        res.writeHead(response.status, { ...headers, 'content-length': String(body.byteLength) });
        res.end(body);
        return;
      }
      chunks.push(got.value);
      size += got.value.byteLength;
      next = reader.read();
    }
    res.cork();
    res.writeHead(response.status, headers);
    for (const chunk of chunks) res.write(chunk);
    process.nextTick(() => res.uncork());
    for (;;) {
      const got = await next;
      if (got.done || abort.signal.aborted) break;
      if (res.writableCorked === 0) res.cork();
      const ok = res.write(got.value);
      process.nextTick(() => {
        if (res.writableCorked > 0) res.uncork();
      });
      if (!ok) await drainOrClose(res);
      next = reader.read();
    }
    // Flush what is corked first: Node keeps a corked chunk of a chunked body apart and would write the last chunk
    // (0 CRLF CRLF) before it.
    while (res.writableCorked > 0) res.uncork();
    res.end();
  } finally {
    abort.signal.removeEventListener('abort', stop);
  }
}

/**
 * Write the shared server's answer as the SDK's transport would: the SSE body with its length once it is
 * complete; while a call runs on, the head and an SSE comment every KEEP_ALIVE_MS, then the body. A client that
 * goes away is forgotten (its answer is dropped).
 */
async function writeShared(res: ServerResponse, exchange: ReturnType<SharedLegacyServer['serve']>, cors: Record<string, string>): Promise<void> {
  let streaming = false;
  const keepAlive = setInterval(() => {
    if (!streaming) res.writeHead(200, { ...cors, ...SSE_HEADERS });
    streaming = true;
    res.write(': keepalive\n\n');
  }, KEEP_ALIVE_MS);
  keepAlive.unref();
  res.once('close', () => {
    clearInterval(keepAlive);
    if (!res.writableFinished) exchange.cancel();
  });
  const body = await exchange.body;
  clearInterval(keepAlive);
  if (!streaming) res.writeHead(200, { ...cors, ...SSE_HEADERS, 'content-length': String(Buffer.byteLength(body)) });
  res.end(body);
}

function webHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i]!;
    if (!name.startsWith(':')) headers.append(name, req.rawHeaders[i + 1]!);
  }
  return headers;
}

export async function serveHttp(factory: McpServerFactory, opts: HttpOptions): Promise<HttpHandle> {
  const max = opts.maxBodyBytes ?? MAX_BODY_BYTES;
  const handler = createMcpHandler(factory, { maxRequestBodySize: max, onerror: opts.onerror });
  const shared = await SharedLegacyServer.connect(await factory({ era: 'legacy' }));
  const hosts = localhostAllowedHostnames();
  const origins = localhostAllowedOrigins();
  let port = opts.port;

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const host = validateHostHeader(req.headers.host, hosts);
    if (!host.ok) return jsonRpcError(res, 403, `Forbidden: ${host.message}`);
    const origin = validateOriginHeader(req.headers.origin, origins);
    if (!origin.ok) return jsonRpcError(res, 403, `Forbidden: ${origin.message}`);
    const cors: Record<string, string> = req.headers.origin
      ? { 'access-control-allow-origin': req.headers.origin, vary: 'Origin', 'access-control-expose-headers': 'mcp-session-id, mcp-protocol-version' }
      : {};

    // The target may be origin-form (/mcp) or absolute-form (http://127.0.0.1:3000/mcp, RFC 9112 3.2.2).
    const target = requestTarget(req.url);
    if (!target) return jsonRpcError(res, 400, `Bad request target ${show(req.url ?? '')}`, cors);
    if (!req.url?.startsWith('/')) {
      // An absolute-form target names the host itself: it must pass the same guard as the Host header.
      const named = validateHostHeader(target.host, hosts);
      if (!named.ok) return jsonRpcError(res, 403, `Forbidden: ${named.message}`);
    }
    const path = target.pathname;
    if (path !== MCP_PATH) return jsonRpcError(res, 404, `Not found: ${path}. The MCP endpoint is POST ${MCP_PATH}`, cors);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        ...cors,
        allow: 'POST, OPTIONS',
        'access-control-allow-methods': 'POST, OPTIONS',
        'access-control-allow-headers': CORS_REQUEST_HEADERS,
        'access-control-max-age': '600',
      });
      res.end();
      return;
    }
    if (req.method !== 'POST') {
      return jsonRpcError(res, 405, `Method ${req.method} not allowed: this server is stateless and takes JSON-RPC messages by POST ${MCP_PATH} only`, {
        ...cors,
        allow: 'POST, OPTIONS',
      });
    }
    if (!isJsonContentType(req.headers['content-type'])) {
      return jsonRpcError(res, 415, `Unsupported Content-Type ${JSON.stringify(req.headers['content-type'] ?? '')}: send JSON-RPC as application/json`, cors);
    }
    const tooLarge = `Request body over ${max} bytes`;
    if (Number(req.headers['content-length'] ?? 0) > max) {
      res.once('finish', () => req.destroy());
      return jsonRpcError(res, 413, tooLarge, { ...cors, connection: 'close' });
    }
    let body: Buffer;
    try {
      body = await readBody(req, max);
    } catch (err) {
      if (err instanceof BodyTooLarge) {
        res.once('finish', () => req.destroy());
        return jsonRpcError(res, 413, tooLarge, { ...cors, connection: 'close' });
      }
      throw err;
    }

    const { json, refused } = screenBody(body);
    if (refused) {
      const text = JSON.stringify(refused);
      res.writeHead(200, { ...cors, 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
      res.end(text);
      return;
    }

    const abort = new AbortController();
    res.once('close', () => {
      if (!res.writableFinished) abort.abort();
    });
    // A body parsed here is handed over parsed (the SDK's parsedBody): the SDK then neither clones the request nor
    // reads and parses the body again, and the request carries none. One that is not JSON goes to the SDK as bytes.
    const request = new Request(`http://${LOOPBACK}:${port}${target.pathname}${target.search}`, {
      method: 'POST',
      headers: webHeaders(req),
      ...(json === undefined && { body: new Uint8Array(body) }),
      signal: abort.signal,
    });
    const message = json === undefined ? null : sharedRequest(json, req.headers);
    if (message && (await isLegacyRequest(request, json, { maxRequestBodySize: max }))) return writeShared(res, shared.serve(message, request), cors);
    const response = await handler.fetch(request, json === undefined ? undefined : { parsedBody: json });
    const headers: Record<string, string> = { ...cors };
    for (const [name, value] of response.headers) headers[name] = value;
    await writeResponse(res, response, headers, abort);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((err: Error) => {
      opts.onerror?.(err);
      if (!res.headersSent) jsonRpcError(res, 500, `Internal error: ${err.message}`, {}, -32603);
      else res.destroy(err);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, LOOPBACK, () => {
      server.off('error', reject);
      resolve();
    });
  });
  port = (server.address() as { port: number }).port;
  return {
    url: `http://${LOOPBACK}:${port}${MCP_PATH}`,
    port,
    server,
    close: async () => {
      await handler.close();
      await shared.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
