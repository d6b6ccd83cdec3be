/**
 * GET a text file over node:http(s): redirects followed, gzip/br/deflate
 * decoded, a deadline on the whole exchange. Used instead of `fetch` because
 * reading a large body (the 10 MB changes.json of 10,000 records) this way
 * takes about half the time, and this is the server's first-call cost.
 */
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { promisify } from 'node:util';
import { brotliDecompress, gunzip, inflate } from 'node:zlib';

export interface HttpReply {
  status: number;
  statusText: string;
  etag: string | null;
  /** The decoded body (empty for 304 and errors). */
  body: string;
}

export type HttpGet = (url: string, headers: Record<string, string>, timeoutMs: number) => Promise<HttpReply>;

const DECODERS: Record<string, (b: Buffer) => Promise<Buffer>> = {
  gzip: promisify(gunzip),
  br: promisify(brotliDecompress),
  deflate: promisify(inflate),
};
const MAX_REDIRECTS = 5;

function once(url: URL, headers: Record<string, string>, signal: AbortSignal): Promise<{ res: IncomingMessage; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const send = url.protocol === 'https:' ? httpsRequest : url.protocol === 'http:' ? httpRequest : null;
    if (!send) return reject(new Error(`unsupported protocol ${url.protocol}`));
    const req = send(url, { method: 'GET', headers, signal }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ res, body: Buffer.concat(chunks) }));
      res.on('error', (err) => reject(signal.aborted ? signal.reason : err));
      res.on('close', () => {
        if (!res.complete) reject(signal.aborted ? signal.reason : Object.assign(new Error('connection closed mid-response'), { code: 'ECONNRESET' }));
      });
    });
    req.on('error', (err) => reject(signal.aborted ? signal.reason : err));
    req.end();
  });
}

export const nodeGet: HttpGet = async (url, headers, timeoutMs) => {
  const signal = AbortSignal.timeout(timeoutMs);
  let current = new URL(url);
  for (let hop = 0; ; hop++) {
    const { res, body } = await once(current, { 'accept-encoding': 'gzip, br, deflate', ...headers }, signal);
    const status = res.statusCode ?? 0;
    if (status >= 300 && status < 400 && status !== 304 && res.headers.location) {
      if (hop >= MAX_REDIRECTS) throw new Error(`more than ${MAX_REDIRECTS} redirects`);
      current = new URL(res.headers.location, current);
      continue;
    }
    const encoding = String(res.headers['content-encoding'] ?? 'identity').toLowerCase();
    const decode = DECODERS[encoding];
    if (!decode && encoding !== 'identity') throw new Error(`unsupported content-encoding ${encoding}`);
    const raw = decode && body.length > 0 ? await decode(body) : body;
    const etag = res.headers.etag;
    return { status, statusText: res.statusMessage ?? '', etag: etag === undefined ? null : String(etag), body: raw.toString('utf8') };
  }
};
