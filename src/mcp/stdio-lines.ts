/**
 * The stdio input, line by line, before the SDK reads it. The SDK's reader
 * skips a line that is not JSON without a word; JSON-RPC asks for an answer:
 * -32700 (parse error) for a line that is not JSON, -32600 (invalid request)
 * for JSON that is not a JSON-RPC message. Good lines pass through unchanged.
 * A line longer than `maxLine` bytes is dropped with a -32700 naming the cap.
 * A request with an oversized name or URI is answered here too (screen.ts).
 */
import type { Readable, Writable } from 'node:stream';
import { parseJSONRPCMessage, STDIO_DEFAULT_MAX_BUFFER_SIZE, type JSONRPCMessage } from '@modelcontextprotocol/server';
import { screenRequest } from './screen.ts';

export const PARSE_ERROR = -32700;
export const INVALID_REQUEST = -32600;

type Reply = (message: JSONRPCMessage) => void;

function errorReply(id: unknown, code: number, message: string): JSONRPCMessage {
  const rid = typeof id === 'string' || typeof id === 'number' ? id : null;
  return { jsonrpc: '2.0', id: rid, error: { code, message } } as unknown as JSONRPCMessage;
}

/** What to do with one line: forward it, or answer it with an error. */
export function screenLine(line: string): { forward: true } | { forward: false; reply: JSONRPCMessage } {
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch (err) {
    return { forward: false, reply: errorReply(null, PARSE_ERROR, `Parse error: the line is not JSON (${(err as Error).message.slice(0, 120)})`) };
  }
  try {
    parseJSONRPCMessage(json);
  } catch {
    const id = json && typeof json === 'object' && !Array.isArray(json) ? (json as { id?: unknown }).id : null;
    const what = Array.isArray(json) ? 'a batch (MCP takes one message per line)' : 'not a JSON-RPC 2.0 message';
    return { forward: false, reply: errorReply(id, INVALID_REQUEST, `Invalid Request: the line is ${what}`) };
  }
  const refused = screenRequest(json);
  return refused ? { forward: false, reply: refused } : { forward: true };
}

/** Read `input` line by line: good lines go to `forward`, bad ones get `reply`; `forward` ends with `input`. */
export function screenStdio(input: Readable, forward: Writable, reply: Reply, maxLine = STDIO_DEFAULT_MAX_BUFFER_SIZE): void {
  let pending: Buffer[] = [];
  let size = 0;
  let dropping = false;
  const line = (buf: Buffer) => {
    const text = buf.toString('utf8').replace(/\r$/, '');
    if (text.trim() === '') return;
    const verdict = screenLine(text);
    if (verdict.forward) forward.write(`${text}\n`);
    else reply(verdict.reply);
  };
  input.on('data', (chunk: Buffer) => {
    let start = 0;
    for (let nl = chunk.indexOf(10); nl !== -1; nl = chunk.indexOf(10, start)) {
      const piece = chunk.subarray(start, nl);
      if (!dropping) line(pending.length ? Buffer.concat([...pending, piece]) : piece);
      pending = [];
      size = 0;
      dropping = false;
      start = nl + 1;
    }
    if (start < chunk.length && !dropping) {
      const rest = chunk.subarray(start);
      size += rest.length;
      if (size > maxLine) {
        dropping = true;
        pending = [];
        size = 0;
        reply(errorReply(null, PARSE_ERROR, `Parse error: a line over ${maxLine} bytes was dropped`));
      } else pending.push(rest);
    }
  });
  input.on('end', () => {
    if (pending.length && !dropping) line(Buffer.concat(pending));
    forward.end();
  });
  input.on('error', (err) => forward.destroy(err));
}
