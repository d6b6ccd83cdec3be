/**
 * How the HTTP transport writes the SDK's answer (writeResponse): a body that
 * ends within one turn of the event loop (a whole tool answer) goes out with
 * its length, not chunked; a body that stays open is streamed, each chunk
 * reaching the client before the next is made; a client that goes away stops
 * the stream.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { writeResponse } from '../../../src/mcp/http-transport.ts';

const enc = new TextEncoder();

/** A server answering every request with the Response `make` returns, written by writeResponse. */
async function serve(make: () => Response): Promise<{ server: Server; url: string }> {
  const server = createServer((_req, res) => {
    const abort = new AbortController();
    res.once('close', () => {
      if (!res.writableFinished) abort.abort();
    });
    const response = make();
    const headers: Record<string, string> = {};
    for (const [name, value] of response.headers) headers[name] = value;
    void writeResponse(res, response, headers, abort);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as { port: number }).port}/` };
}

function get(url: string): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => request(url, resolve).on('error', reject).end());
}

async function text(res: IncomingMessage): Promise<string> {
  let out = '';
  for await (const chunk of res) out += chunk;
  return out;
}

test('an answer whose body ends in one turn goes out with its length, not chunked', async (t) => {
  const { server, url } = await serve(
    () =>
      new Response(
        new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(enc.encode('event: message\n'));
            controller.enqueue(enc.encode('data: {"result":{}}\n\n'));
            controller.close();
          },
        }),
        { status: 200, headers: { 'content-type': 'text/event-stream' } },
      ),
  );
  t.after(() => server.close());
  const res = await get(url);
  assert.equal(res.statusCode, 200);
  assert.equal(res.headers['content-type'], 'text/event-stream');
  assert.equal(res.headers['transfer-encoding'], undefined);
  assert.equal(res.headers['content-length'], String('event: message\ndata: {"result":{}}\n\n'.length));
  assert.equal(await text(res), 'event: message\ndata: {"result":{}}\n\n');
});

test('a body without content (204) and an empty body are answered at once', async (t) => {
  const { server, url } = await serve(() => new Response(null, { status: 202 }));
  t.after(() => server.close());
  const res = await get(url);
  assert.equal(res.statusCode, 202);
  assert.equal(await text(res), '');
});

test('a body that stays open is streamed: the first chunk arrives before the second is made', async (t) => {
  let second: (() => void) | undefined;
  const { server, url } = await serve(
    () =>
      new Response(
        new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(enc.encode('data: first\n\n'));
            second = () => {
              controller.enqueue(enc.encode('data: second\n\n'));
              controller.close();
            };
          },
        }),
        { status: 200, headers: { 'content-type': 'text/event-stream' } },
      ),
  );
  t.after(() => server.close());
  const res = await get(url);
  assert.equal(res.headers['content-length'], undefined);
  res.setEncoding('utf8');
  const chunks: string[] = [];
  const firstArrived = new Promise<void>((resolve) =>
    res.on('data', (d: string) => {
      chunks.push(d);
      resolve();
    }),
  );
  await firstArrived;
  assert.deepEqual(chunks, ['data: first\n\n']);
  second!();
  await new Promise((resolve) => res.on('end', resolve));
  assert.equal(chunks.join(''), 'data: first\n\ndata: second\n\n');
});

test('a client that goes away cancels an open stream', async (t) => {
  let cancelled = false;
  const { server, url } = await serve(
    () =>
      new Response(
        new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(enc.encode('data: first\n\n'));
          },
          cancel() {
            cancelled = true;
          },
        }),
        { status: 200, headers: { 'content-type': 'text/event-stream' } },
      ),
  );
  t.after(() => server.close());
  const res = await get(url);
  await new Promise((resolve) => res.once('data', resolve));
  res.destroy();
  for (let i = 0; i < 50 && !cancelled; i++) await sleep(10);
  assert.equal(cancelled, true);
});
