/**
 * The operations a deprecation row retires, read from its own cells: a line
 * "GET /dsp/orders/{orderId}" (or "GET, PUT, POST /v2/portfolios", or
 * "GET/dsp/apps" as Amazon sometimes writes it) is one operation per method;
 * a row whose resource is "POST/dsp/v1/adGroups inventoryType enum value"
 * retires the value its affected cell names ("VIDEO"). A line that names no
 * HTTP method is a path with every operation on it ("all associated HTTP
 * operations", as Amazon's announcements put it), and counts only when it is
 * a specific path (SPECIFIC_PATH): it has a version segment (v2, v4) and at
 * least three segments, such as /v2/hsa/{recordType}/snapshot or
 * /v2/sp/campaigns/. Bare suffixes (/campaigns/, /sb/campaigns, /sd/reports,
 * /{recordType}/snapshot) give nothing: later API generations reuse them, and
 * in code they would be found in calls of the live APIs.
 * Nothing is invented: every path and value is text of the row.
 */
import { API_PATH_RE, HTTP_METHODS, type RetiredEndpoint } from '../../schemas/change.ts';
import type { Cell } from './outline.ts';

const METHOD = HTTP_METHODS.join('|');
/** "GET /dsp/x", "GET/dsp/x", "GET dsp/x", "GET, PUT, POST /v2/portfolios". */
const OPERATION_RE = new RegExp(`^((?:${METHOD})(?:\\s*,\\s*(?:${METHOD}))*)\\s*(\\/?[A-Za-z][^\\s]*)$`);
/** "POST/dsp/v1/adGroups inventoryType enum value". */
const ENUM_RESOURCE_RE = new RegExp(`^(${METHOD})\\s*(\\/[^\\s]+)\\s+([A-Za-z][A-Za-z0-9_]*) enum value$`);
const ENUM_VALUE_RE = /^[A-Z][A-Z0-9_]*$/;
/** A method-less line: one path and nothing else ("/v2/hsa/campaigns", "/v2/sp/campaigns/"). */
const BARE_PATH_RE = /^\/[A-Za-z{][^\s]*$/;

/**
 * A path specific enough to stand without a method: a version segment (v and digits) and at least three
 * segments (/v2/hsa/campaigns, /v2/sp/{recordType}/report, /sb/v4/ads/productCollection).
 */
export function isSpecificPath(path: string): boolean {
  const segments = path.replace(/\/$/, '').split('/').slice(1);
  return segments.length >= 3 && segments.some((s) => /^v\d+$/.test(s));
}

/** One line of an affected-URL cell as operations, or none. */
export function operationsOf(line: string): RetiredEndpoint[] {
  const bare = line.trim();
  if (BARE_PATH_RE.test(bare)) return API_PATH_RE.test(bare) && isSpecificPath(bare) ? [{ path: bare }] : [];
  const m = OPERATION_RE.exec(bare);
  if (!m) return [];
  const path = m[2]!.startsWith('/') ? m[2]! : `/${m[2]!}`;
  if (!API_PATH_RE.test(path)) return [];
  const methods = [...new Set(m[1]!.split(/\s*,\s*/))] as RetiredEndpoint['method'][];
  return methods.map((method) => ({ method, path }));
}

/** What a row retires: its operations, or the enum value of a field its resource names; empty when it names none. */
export function endpointsOfRow(resource: Cell, affected: Cell): RetiredEndpoint[] {
  const e = ENUM_RESOURCE_RE.exec(resource.text.trim());
  if (e) {
    const value = affected.text.trim();
    if (!ENUM_VALUE_RE.test(value) || !API_PATH_RE.test(e[2]!)) return [];
    return [{ method: e[1] as RetiredEndpoint['method'], path: e[2]!, field: e[3]!, value }];
  }
  const out: RetiredEndpoint[] = [];
  const seen = new Set<string>();
  for (const line of affected.lines.length ? affected.lines : [affected.text]) {
    for (const op of operationsOf(line)) {
      const key = `${op.method ?? ''} ${op.path}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(op);
    }
  }
  return out;
}
