/**
 * 2025-era (legacy) requests over HTTP served by one long-lived server instead of one built per request.
 *
 * The SDK's stateless fallback (`createMcpHandler`) answers every 2025-era POST with a new `McpServer` from the
 * factory, a new `WebStandardStreamableHTTPServerTransport` (single-use: "Stateless transport cannot be reused
 * across requests"), a web `ReadableStream` carrying one SSE event, and a teardown of both: about a third of the
 * server's CPU per tool call (CPU profile of the bench, docs/mcp.md). A stateless legacy server keeps no state a
 * request can see as long as it is never sent `initialize` (the only request that stores client capabilities and
 * a negotiated revision), so one instance, connected once to the transport below, answers every legacy request
 * of the methods in `SHARED_METHODS` exactly as a fresh one would. Everything else (`initialize`, notifications,
 * batches, the 2026-07-28 era, a bad Accept or `MCP-Protocol-Version` header, a message the JSON-RPC schema
 * refuses) still goes to the SDK's handler, unchanged. Routing 2025-era traffic in front of `createMcpHandler` is
 * the SDK's documented way of serving it with one's own handler (`isLegacyRequest`).
 *
 * The reply is framed as the SDK's transport frames it: status 200, `text/event-stream` with the same headers,
 * one `event: message` per message, an SSE comment `: keepalive` every 15 s while a call is still running. Request
 * ids are replaced by ids of this process while a request is in flight (two clients may use the same id) and
 * restored in the reply. Nothing is cached: every request is answered by the tool handlers anew.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { SUPPORTED_PROTOCOL_VERSIONS, parseJSONRPCMessage, type JSONRPCMessage, type Transport, type TransportSendOptions } from '@modelcontextprotocol/server';

/** Requests a server answers from its registrations alone, whatever was asked before on the instance. */
export const SHARED_METHODS: ReadonlySet<string> = new Set([
  'tools/call',
  'tools/list',
  'resources/list',
  'resources/templates/list',
  'resources/read',
  'prompts/list',
  'prompts/get',
  'ping',
]);

/** The SDK transport's SSE keep-alive interval (DEFAULT_SSE_KEEP_ALIVE_MS). */
export const KEEP_ALIVE_MS = 15_000;

/** The headers of the SDK's SSE answer to a POST (WebStandardStreamableHTTPServerTransport), in the order it sends them. */
export const SSE_HEADERS: Readonly<Record<string, string>> = {
  'cache-control': 'no-cache, no-transform',
  connection: 'keep-alive',
  'content-type': 'text/event-stream',
  'x-accel-buffering': 'no',
};

const sseEvent = (message: unknown): string => `event: message\ndata: ${JSON.stringify(message)}\n\n`;

type RequestId = string | number;

interface InFlight {
  /** The id the client sent. */
  id: RequestId;
  /** SSE events of messages sent for the request before its answer (notifications). */
  events: string[];
  resolve: (body: string) => void;
}

/**
 * A `Transport` that many HTTP exchanges share: each exchange hands it one JSON-RPC request, and gets back the SSE
 * body of the messages the server sends for it.
 */
class SharedTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: <T extends JSONRPCMessage>(message: T, extra?: { request?: Request }) => void;
  private next = 0;
  private readonly inFlight = new Map<number, InFlight>();

  async start(): Promise<void> {}

  async close(): Promise<void> {
    this.inFlight.clear();
    this.onclose?.();
  }

  async send(message: JSONRPCMessage, options?: TransportSendOptions): Promise<void> {
    const isResponse = 'id' in message && ('result' in message || 'error' in message);
    const key = isResponse ? (message as { id: RequestId }).id : options?.relatedRequestId;
    const exchange = typeof key === 'number' ? this.inFlight.get(key) : undefined;
    if (exchange === undefined) return; // the client has gone, or a message for no request (there is no standalone stream)
    if (!isResponse) {
      exchange.events.push(sseEvent(message));
      return;
    }
    this.inFlight.delete(key as number);
    exchange.events.push(sseEvent({ ...message, id: exchange.id }));
    exchange.resolve(exchange.events.join(''));
  }

  /**
   * Deliver one request; resolves with the SSE body of its answer. `cancel` (the client went away) forgets it and
   * aborts its handler's signal.
   */
  exchange(message: JSONRPCMessage & { id: RequestId }, request: Request): { body: Promise<string>; cancel: () => void } {
    const key = ++this.next;
    if (this.next >= Number.MAX_SAFE_INTEGER) this.next = 0;
    const body = new Promise<string>((resolve) => this.inFlight.set(key, { id: message.id, events: [], resolve }));
    this.onmessage?.({ ...message, id: key }, { request });
    const cancel = () => {
      // As the SDK's per-request server is closed when its client goes away: the handler's signal is aborted.
      if (this.inFlight.delete(key)) {
        this.onmessage?.({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: key, reason: 'the client went away' } });
      }
    };
    return { body, cancel };
  }
}

/**
 * The message of a POST body when the shared server may answer it: a single JSON-RPC request (by the SDK's own
 * schema) of a method in SHARED_METHODS, with the Accept and MCP-Protocol-Version headers the SDK's transport
 * takes. Null sends it to the SDK. The caller has checked the Content-Type, and checks that the request is of
 * the 2025 era (`isLegacyRequest`).
 */
export function sharedRequest(json: unknown, headers: IncomingHttpHeaders): (JSONRPCMessage & { id: RequestId }) | null {
  if (!json || typeof json !== 'object' || Array.isArray(json)) return null;
  const method = (json as { method?: unknown }).method;
  if (typeof method !== 'string' || !SHARED_METHODS.has(method)) return null;
  const accept = headers.accept;
  if (!accept?.includes('application/json') || !accept.includes('text/event-stream')) return null;
  const version = headers['mcp-protocol-version'];
  if (version !== undefined && (typeof version !== 'string' || !(SUPPORTED_PROTOCOL_VERSIONS as readonly string[]).includes(version))) return null;
  let message: JSONRPCMessage;
  try {
    message = parseJSONRPCMessage(json);
  } catch {
    return null;
  }
  return 'method' in message && 'id' in message ? (message as JSONRPCMessage & { id: RequestId }) : null;
}

/** One server for the shared requests, connected once. */
export class SharedLegacyServer {
  private readonly transport: SharedTransport;

  private constructor(transport: SharedTransport) {
    this.transport = transport;
  }

  static async connect(server: { connect(transport: Transport): Promise<void> }): Promise<SharedLegacyServer> {
    const transport = new SharedTransport();
    await server.connect(transport);
    return new SharedLegacyServer(transport);
  }

  /** Answer one request: resolves with the SSE body. */
  serve(message: JSONRPCMessage & { id: RequestId }, request: Request): { body: Promise<string>; cancel: () => void } {
    return this.transport.exchange(message, request);
  }

  close(): Promise<void> {
    return this.transport.close();
  }
}
