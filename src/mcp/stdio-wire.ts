/**
 * The stdio wire: the SDK's transport with its answers written one at a time.
 *
 * The SDK's `StdioServerTransport.send` adds an `error` listener to stdout
 * for each message, and a `drain` listener when stdout's buffer is full, and
 * removes both once that message is flushed. An agent that pipelines calls
 * (sends them without waiting for answers) and reads the answers slower than
 * they are ready makes every waiting answer hold its own pair: at 11 Node
 * prints a MaxListenersExceededWarning to stderr, and the count grows with
 * the number of calls in flight. Here each message waits for the one before
 * it to be flushed, so stdout carries at most one `drain` and one `error`
 * listener of ours at any time, whatever the number of calls; the bytes and
 * their order on stdout are the same, and the messages not yet written wait
 * in this queue instead of in stdout's buffer.
 */
import { StdioServerTransport } from '@modelcontextprotocol/server/stdio';

type SendArgs = Parameters<StdioServerTransport['send']>;

export class SerialStdioTransport extends StdioServerTransport {
  /** Settles when every message handed to `send` so far has been written (or has failed). */
  #tail: Promise<void> = Promise.resolve();

  override send(...args: SendArgs): Promise<void> {
    const sent = this.#tail.then(() => super.send(...args));
    this.#tail = sent.catch(() => undefined);
    return sent;
  }
}
