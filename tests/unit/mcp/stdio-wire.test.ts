/**
 * The stdio wire (src/mcp/stdio-wire.ts): answers to pipelined calls, written
 * to a stdout that drains slower than they are ready, keep at most one
 * `drain` and one `error` listener of their own on stdout, leave none behind,
 * raise no warning, and reach stdout whole and in order.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PassThrough, Writable } from 'node:stream';
import type { JSONRPCMessage } from '@modelcontextprotocol/server';
import { StdioServerTransport } from '@modelcontextprotocol/server/stdio';
import { SharedDrainStdioTransport } from '../../../src/mcp/stdio-wire.ts';

/** A stdout with a small buffer that takes a millisecond per chunk, counting its listeners as they come and go. */
function slowStdout() {
  const chunks: Buffer[] = [];
  const out = new Writable({
    highWaterMark: 256,
    write(chunk: Buffer, _enc, done) {
      chunks.push(chunk);
      setTimeout(done, 1);
    },
  });
  const peak = { drain: 0, error: 0 };
  out.on('newListener', (event: string) => {
    if (event === 'drain' || event === 'error') peak[event] = Math.max(peak[event], out.listenerCount(event) + 1);
  });
  return { out, peak, text: () => Buffer.concat(chunks).toString('utf8') };
}

const answer = (id: number): JSONRPCMessage =>
  ({ jsonrpc: '2.0', id, result: { content: [{ type: 'text', text: `answer ${id} ${'x'.repeat(600)}` }] } }) as unknown as JSONRPCMessage;

/** Send `n` answers at once, as the server does for pipelined calls; resolve when all are written. */
async function pipeline(Transport: typeof StdioServerTransport, n: number, { quiet = false } = {}) {
  const stdout = slowStdout();
  // Quiet: no limit, so the SDK's own transport can be measured without printing Node's warning.
  if (quiet) stdout.out.setMaxListeners(0);
  const transport = new Transport(new PassThrough(), stdout.out);
  await transport.start();
  const errorsBefore = stdout.out.listenerCount('error');
  const warnings: Error[] = [];
  const onWarning = (w: Error) => warnings.push(w);
  process.on('warning', onWarning);
  try {
    await Promise.all(Array.from({ length: n }, (_, i) => transport.send(answer(i + 1))));
    // A warning is emitted on the next tick.
    await new Promise((r) => setImmediate(r));
  } finally {
    process.off('warning', onWarning);
  }
  const left = { drain: stdout.out.listenerCount('drain'), error: stdout.out.listenerCount('error') - errorsBefore };
  // Peaks counted over the transport's own stdout 'error' listener, which lives as long as the transport.
  const peak = { drain: stdout.peak.drain, error: stdout.peak.error - errorsBefore };
  await transport.close();
  return {
    peak,
    left,
    warnings,
    lines: stdout
      .text()
      .split('\n')
      .filter((l) => l !== ''),
  };
}

test('50 answers sent at once to a slow stdout: at most one drain and one error listener of theirs at a time, none left, no warning, all written in order', async () => {
  const run = await pipeline(SharedDrainStdioTransport, 50);
  assert.deepEqual(
    run.warnings.map((w) => w.message),
    [],
  );
  assert.deepEqual(run.peak, { drain: 1, error: 1 }, 'stdout had to drain, and one answer at a time waited for it');
  assert.deepEqual(run.left, { drain: 0, error: 0 });
  assert.deepEqual(
    run.lines.map((l) => (JSON.parse(l) as { id: number }).id),
    Array.from({ length: 50 }, (_, i) => i + 1),
  );
  assert.equal(run.lines[49], JSON.stringify(answer(50)));
});

test("the SDK's own transport stacks one pair per waiting answer (why stdio-wire.ts exists; when this fails, the SDK has fixed it)", async () => {
  const run = await pipeline(StdioServerTransport, 50, { quiet: true });
  assert.ok(run.peak.drain > 10 && run.peak.error > 10, `peak listeners ${JSON.stringify(run.peak)}`);
  assert.deepEqual(run.left, { drain: 0, error: 0 });
});

/** Send 10 answers at once to a stdout whose third write fails; how each send settled, and the listeners left. */
async function failingStdout(Transport: typeof StdioServerTransport) {
  let writes = 0;
  const out = new Writable({
    highWaterMark: 64,
    write(_chunk, _enc, done) {
      writes++;
      setTimeout(() => done(writes === 3 ? Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }) : undefined), 1);
    },
  });
  // No limit: the SDK's own transport is measured here too, without printing Node's warning.
  out.setMaxListeners(0);
  const errors: Error[] = [];
  const transport = new Transport(new PassThrough(), out);
  transport.onerror = (err) => errors.push(err);
  await transport.start();
  const results = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => transport.send(answer(i + 1))));
  const after = await transport.send(answer(11)).then(
    () => 'sent',
    (err: Error) => err.message,
  );
  return {
    settled: results.map((r) => (r.status === 'fulfilled' ? 'sent' : String(r.reason))),
    after,
    errors: errors.map(String),
    drain: out.listenerCount('drain'),
  };
}

test("a stdout that fails: the waiting answers reject with its error and the transport closes, as the SDK's own; no drain listener is left", async () => {
  const ours = await failingStdout(SharedDrainStdioTransport);
  assert.deepEqual(ours, await failingStdout(StdioServerTransport));
  assert.deepEqual(ours.settled, Array(10).fill('Error: write EPIPE'));
  assert.deepEqual([ours.after, ours.errors, ours.drain], ['StdioServerTransport is closed', ['Error: write EPIPE'], 0]);
});

test('answers handed over before stdin ends are all written, though stdout is still draining when the transport closes', async () => {
  const stdout = slowStdout();
  const transport = new SharedDrainStdioTransport(new PassThrough(), stdout.out);
  await transport.start();
  const sent = Promise.all(Array.from({ length: 20 }, (_, i) => transport.send(answer(i + 1))));
  await transport.close();
  await sent;
  assert.equal(stdout.text(), Array.from({ length: 20 }, (_, i) => `${JSON.stringify(answer(i + 1))}\n`).join(''));
  assert.equal(stdout.out.listenerCount('drain'), 0);
});
