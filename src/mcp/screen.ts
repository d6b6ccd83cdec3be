/**
 * Requests answered before the SDK sees them, on both transports (stdio and
 * HTTP): a tool or prompt name over `NAME_MAX` characters, or a resource URI
 * over `URI_MAX`, gets -32602 (invalid params) with the value echoed in a few
 * dozen characters. The SDK would otherwise echo the whole value ("Tool … not
 * found", "Resource not found: …") or, for a huge URI, throw inside its
 * template matcher and answer HTTP 500.
 */
import type { JSONRPCMessage } from '@modelcontextprotocol/server';
import { show } from './tool-schemas.ts';

export const INVALID_PARAMS = -32602;
/** Longest tool or prompt name looked up (the MCP specification's tool names are 1 to 128 characters). */
export const NAME_MAX = 128;
/** Longest resource URI looked up (this server's URIs are under 60 characters). */
export const URI_MAX = 512;

const LIMITS: Record<string, { param: 'name' | 'uri'; max: number; what: string }> = {
  'tools/call': { param: 'name', max: NAME_MAX, what: 'tool name' },
  'prompts/get': { param: 'name', max: NAME_MAX, what: 'prompt name' },
  'resources/read': { param: 'uri', max: URI_MAX, what: 'resource URI' },
  'resources/subscribe': { param: 'uri', max: URI_MAX, what: 'resource URI' },
  'resources/unsubscribe': { param: 'uri', max: URI_MAX, what: 'resource URI' },
};

/** The error reply for a request whose name or URI is over its limit, or null to let the SDK answer. */
export function screenRequest(message: unknown): JSONRPCMessage | null {
  if (!message || typeof message !== 'object' || Array.isArray(message)) return null;
  const { id, method, params } = message as { id?: unknown; method?: unknown; params?: unknown };
  if (typeof method !== 'string' || (typeof id !== 'string' && typeof id !== 'number')) return null;
  const limit = LIMITS[method];
  if (!limit || !params || typeof params !== 'object') return null;
  const value = (params as Record<string, unknown>)[limit.param];
  if (typeof value !== 'string' || value.length <= limit.max) return null;
  return {
    jsonrpc: '2.0',
    id,
    error: { code: INVALID_PARAMS, message: `${limit.what} ${show(value)} is over ${limit.max} characters: no such ${limit.what.split(' ')[0]} exists` },
  } as JSONRPCMessage;
}
