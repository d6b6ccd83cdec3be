/**
 * The stdio wire: the SDK's transport, with one shared wait for stdout to
 * drain instead of one per answer.
 *
 * The SDK's `StdioServerTransport.send` adds an `error` listener to stdout
 * for each message, and a `drain` listener when stdout's buffer is full, and
 * removes both once that message is flushed. An agent that pipelines calls
 * (sends them without waiting for answers) and reads the answers slower than
 * they are ready makes every waiting answer hold its own pair: at 11 Node
 * prints a MaxListenersExceededWarning to stderr, and the count grows with
 * the number of calls in flight.
 *
 * Here every answer is written to stdout at once, as the SDK does (so the
 * bytes, their order, and what is flushed after stdin ends are the same), and
 * the answers that find stdout's buffer full all wait on one promise, which
 * holds one `drain` and one `error` listener and removes both when stdout
 * drains or fails. So stdout carries at most one pair of ours at any time,
 * whatever the number of calls in flight, and none once it has drained.
 */
import type { Writable } from 'node:stream';
import { serializeMessage } from '@modelcontextprotocol/server';
import { StdioServerTransport } from '@modelcontextprotocol/server/stdio';

type SendArgs = Parameters<StdioServerTransport['send']>;

export class SharedDrainStdioTransport extends StdioServerTransport {
  readonly #stdout: Writable;
  #closed = false;
  /** Settles when stdout next drains (or fails); null while its buffer has room. */
  #drained: Promise<void> | null = null;

  constructor(stdin: ConstructorParameters<typeof StdioServerTransport>[0], stdout: Writable, options?: ConstructorParameters<typeof StdioServerTransport>[2]) {
    super(stdin, stdout, options);
    this.#stdout = stdout;
  }

  override async close(): Promise<void> {
    this.#closed = true;
    return super.close();
  }

  override send(...args: SendArgs): Promise<void> {
    // A closed transport refuses, in the SDK's words.
    if (this.#closed) return super.send(...args);
    const [message] = args;
    if (this.#stdout.write(serializeMessage(message)) && this.#drained === null) return Promise.resolve();
    return this.#drain();
  }

  #drain(): Promise<void> {
    this.#drained ??= new Promise<void>((resolve, reject) => {
      const settle = (err?: Error) => {
        this.#stdout.off('drain', onDrain);
        this.#stdout.off('error', onError);
        this.#drained = null;
        if (err) reject(err);
        else resolve();
      };
      const onDrain = () => settle();
      const onError = (err: Error) => settle(err);
      this.#stdout.on('drain', onDrain);
      this.#stdout.on('error', onError);
    });
    return this.#drained;
  }
}
