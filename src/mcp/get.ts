/**
 * GET a text file over node:http(s): redirects followed (never from https
 * to http), gzip/br/deflate decoded as it arrives, size caps on the body as
 * sent and as decoded, a deadline on the whole exchange. Used instead of `fetch` because
 * reading a large body (the 10 MB changes.json of 10,000 records) this way
 * takes about half the time, and this is the server's first-call cost.
 */
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';

export interface HttpReply {
  status: number;
  statusText: string;
  etag: string | null;
  /** The decoded body (empty for 304 and errors). */
  body: string;
}

/** Size caps of one response, in bytes: as sent (compressed) and once decoded. */
export interface SizeLimits {
  wire: number;
  decoded: number;
}

/**
 * The caps: the largest Changeline file, changes.json, is about 10 MB at
 * 10,000 records (1-2 MB compressed). A bigger answer is not a Changeline
 * file (a wrong CHANGELINE_API_BASE, or a decompression bomb), and reading it
 * would only cost time and memory.
 */
export const SIZE_LIMITS: SizeLimits = { wire: 32 * 1024 * 1024, decoded: 64 * 1024 * 1024 };

export type HttpGet = (url: string, headers: Record<string, string>, timeoutMs: number) => Promise<HttpReply>;

/** A refusal whose message already says what went wrong (size cap, insecure redirect, bad encoding). */
export class GetError extends Error {
  override name = 'GetError';
}

const DECODERS: Record<string, () => NodeJS.ReadWriteStream> = {
  gzip: createGunzip,
  'x-gzip': createGunzip,
  br: createBrotliDecompress,
  deflate: createInflate,
};
const MAX_REDIRECTS = 5;
const MIB = 1024 * 1024;
const mib = (n: number) => `${Math.round(n / MIB)} MiB`;

/**
 * One request: the body is decoded as it arrives and the exchange is stopped
 * the moment it passes a cap, so memory stays bounded whatever the site sends.
 */
function exchange(url: URL, headers: Record<string, string>, signal: AbortSignal, limits: SizeLimits): Promise<{ res: IncomingMessage; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const send = url.protocol === 'https:' ? httpsRequest : url.protocol === 'http:' ? httpRequest : null;
    if (!send) return reject(new GetError(`unsupported protocol ${url.protocol}`));
    let settled = false;
    let decoder: NodeJS.ReadWriteStream | undefined;
    const fail = (err: unknown) => {
      if (settled) return;
      settled = true;
      (decoder as Readable | undefined)?.destroy();
      req.destroy();
      reject(signal.aborted ? signal.reason : err);
    };
    const succeed = (res: IncomingMessage, body: Buffer) => {
      if (settled) return;
      settled = true;
      resolve({ res, body });
    };
    const req = send(url, { method: 'GET', headers, signal }, (res) => {
      const status = res.statusCode ?? 0;
      if ((status >= 300 && status < 400) || status === 304 || status >= 400) {
        // Redirects, 304 and errors: the body is not needed.
        res.resume();
        res.on('end', () => succeed(res, Buffer.alloc(0)));
        res.on('error', fail);
        return;
      }
      const declared = Number(res.headers['content-length']);
      if (declared > limits.wire) return fail(new GetError(`the response is ${mib(declared)}, over the ${mib(limits.wire)} a Changeline file can be`));
      const encoding = String(res.headers['content-encoding'] ?? 'identity').toLowerCase();
      const make = DECODERS[encoding];
      if (!make && encoding !== 'identity') return fail(new GetError(`unsupported content-encoding ${encoding}`));
      decoder = make?.();
      const chunks: Buffer[] = [];
      let wire = 0;
      let decoded = 0;
      res.on('data', (c: Buffer) => {
        wire += c.length;
        if (wire > limits.wire) fail(new GetError(`the response is over ${mib(limits.wire)} as sent, more than a Changeline file can be`));
      });
      const body: Readable = decoder ? (res.pipe(decoder) as unknown as Readable) : res;
      body.on('data', (c: Buffer) => {
        decoded += c.length;
        if (decoded > limits.decoded) {
          fail(new GetError(`the response is over ${mib(limits.decoded)} once decompressed, more than a Changeline file can be (${mib(wire)} as sent so far)`));
        } else chunks.push(c);
      });
      body.on('end', () => succeed(res, Buffer.concat(chunks)));
      if (decoder) body.on('error', (err) => fail(new GetError(`the ${encoding} response could not be decompressed (${err.message})`)));
      res.on('error', fail);
      res.on('close', () => {
        if (!res.complete) fail(Object.assign(new Error('connection closed mid-response'), { code: 'ECONNRESET' }));
      });
    });
    req.on('error', fail);
    req.end();
  });
}

/** Where a redirect leads; a redirect from https to anything else is refused. */
export function redirectTarget(current: URL, location: string): URL {
  const next = new URL(location, current);
  if (current.protocol === 'https:' && next.protocol !== 'https:') {
    throw new GetError(`refused a redirect from ${current.origin} to ${next.protocol}//${next.host}: it would drop HTTPS`);
  }
  return next;
}

/** GET `url`: redirects followed (never from https to http), body decoded within `limits`, all within `timeoutMs`. */
export async function getText(url: string, headers: Record<string, string>, timeoutMs: number, limits: SizeLimits = SIZE_LIMITS): Promise<HttpReply> {
  const signal = AbortSignal.timeout(timeoutMs);
  let current = new URL(url);
  for (let hop = 0; ; hop++) {
    const { res, body } = await exchange(current, { 'accept-encoding': 'gzip, br, deflate', ...headers }, signal, limits);
    const status = res.statusCode ?? 0;
    if (status >= 300 && status < 400 && status !== 304 && res.headers.location) {
      if (hop >= MAX_REDIRECTS) throw new GetError(`more than ${MAX_REDIRECTS} redirects`);
      current = redirectTarget(current, res.headers.location);
      continue;
    }
    const etag = res.headers.etag;
    return { status, statusText: res.statusMessage ?? '', etag: etag === undefined ? null : String(etag), body: body.toString('utf8') };
  }
}

export const nodeGet: HttpGet = (url, headers, timeoutMs) => getText(url, headers, timeoutMs);
