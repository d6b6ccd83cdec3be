/**
 * Command line and environment of the MCP server: what `--help` says, which
 * flags exist, and the settings they produce. Pure: the entry decides what to
 * do with the result (print, exit 2, serve).
 */
import { parseArgs } from 'node:util';
import { readClock } from '../model/clock.ts';
import { DEFAULT_SITE, absolute } from '../model/site-url.ts';
import { MCP_BUNDLE_PATH } from '../model/links.ts';
import { exampleChangeIdIn } from '../model/content-kinds.ts';
import pkg from '../../package.json' with { type: 'json' };

/** Replaced by the bundler with the SITE_URL the site was built for (scripts/bundle-mcp.ts). */
declare const __CHANGELINE_DEFAULT_API_BASE__: string | undefined;
/** Replaced by the bundler with a change id of the content built ('' when there is none). */
declare const __CHANGELINE_EXAMPLE_CHANGE_ID__: string | undefined;

export const SERVER_NAME = 'changeline';
export const SERVER_VERSION: string = pkg.version;
/** API base used when CHANGELINE_API_BASE is not set: the site this file was built for. */
export const DEFAULT_API_BASE: string = typeof __CHANGELINE_DEFAULT_API_BASE__ === 'string' ? __CHANGELINE_DEFAULT_API_BASE__ : DEFAULT_SITE;
/**
 * A real change id for examples in the tools' descriptions and messages: the
 * bundle carries one of the site it was built with; run from a checkout, one
 * of its content folder. Null when there is none.
 */
export const EXAMPLE_CHANGE_ID: string | null =
  typeof __CHANGELINE_EXAMPLE_CHANGE_ID__ === 'string' ? __CHANGELINE_EXAMPLE_CHANGE_ID__ || null : exampleChangeIdIn();
/** Default seconds a fetched file is used before it is revalidated. */
export const DEFAULT_TTL_SECONDS = 300;
export const MIN_NODE_MAJOR = 20;

export interface ServerConfig {
  /** API base without trailing slash, e.g. https://changeline.dev */
  apiBase: string;
  /** null: stdio; a number: streamable HTTP on 127.0.0.1 (0 picks a free port). */
  port: number | null;
  /** Fixed "today" (YYYY-MM-DD) from BUILD_DATE (src/model/clock.ts), or null for the UTC clock. */
  today: string | null;
  /** Cache lifetime of a fetched file, in milliseconds. */
  ttlMs: number;
}

export type CliOutcome =
  | { kind: 'serve'; config: ServerConfig }
  | { kind: 'help'; text: string }
  | { kind: 'version'; text: string }
  | { kind: 'error'; message: string };

export function helpText(): string {
  return `changeline-mcp ${SERVER_VERSION}: MCP tool server over the Changeline JSON API

Usage:
  node changeline-mcp.mjs              serve MCP over stdio (for an MCP client to spawn)
  node changeline-mcp.mjs --port N     serve streamable HTTP at http://127.0.0.1:N/mcp (N = 0 picks a free port)

Options:
  --port N       serve HTTP on 127.0.0.1 only, port N (0-65535)
  -h, --help     print this help and exit
  -v, --version  print the version and exit

Environment:
  CHANGELINE_API_BASE   site to read the JSON API from (default ${DEFAULT_API_BASE})
  CHANGELINE_CACHE_TTL  seconds a fetched file is used before it is revalidated with its ETag (default ${DEFAULT_TTL_SECONDS})
  BUILD_DATE            YYYY-MM-DD to use as today for upcoming and days_until (testing; default: the UTC date)

Tools: search_changes, get_upcoming_deprecations, get_change, list_platforms, get_tool_pricing, get_price_history, get_version_status, check_versions.
Requires Node.js ${MIN_NODE_MAJOR} or later and nothing else. Latest copy: ${absolute(DEFAULT_API_BASE, MCP_BUNDLE_PATH)}
Client setup (Claude, Cursor, VS Code, Inspector): docs/mcp.md in the Changeline repository.
`;
}

/** The API base without trailing slash; throws a message naming the bad value. */
export function normalizeBase(raw: string): string {
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    throw new Error(`CHANGELINE_API_BASE must be an absolute http(s) URL such as https://changeline.dev, got "${raw}"`);
  }
  if (u.protocol !== 'https:' && u.protocol !== 'http:') {
    throw new Error(`CHANGELINE_API_BASE must be an http(s) URL, got "${raw}"`);
  }
  if (u.search || u.hash) throw new Error(`CHANGELINE_API_BASE must not carry a query or fragment, got "${raw}"`);
  return `${u.origin}${u.pathname.replace(/\/+$/, '')}`;
}

function parsePort(raw: string): number {
  if (!/^\d{1,5}$/.test(raw) || Number(raw) > 65535) {
    throw new Error(`--port must be a whole number from 0 to 65535, got "${raw}"`);
  }
  return Number(raw);
}

/** Read the command line and the environment. Never exits, never prints. */
export function parseCli(argv: readonly string[], env: Record<string, string | undefined>): CliOutcome {
  let values: { port?: string; help?: boolean; version?: boolean };
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        port: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
        version: { type: 'boolean', short: 'v' },
      },
    }));
  } catch (err) {
    return { kind: 'error', message: (err as Error).message.replace(/\. To specify a positional argument.*$/s, '') };
  }
  if (values.help) return { kind: 'help', text: helpText() };
  if (values.version) return { kind: 'version', text: `changeline-mcp ${SERVER_VERSION}\n` };
  if (positionals.length > 0) {
    return { kind: 'error', message: `unexpected argument "${positionals[0]}"` };
  }
  try {
    const port = values.port === undefined ? null : parsePort(values.port);
    const base = env.CHANGELINE_API_BASE?.trim() ? normalizeBase(env.CHANGELINE_API_BASE.trim()) : DEFAULT_API_BASE;
    const clock = readClock(env);
    const ttlRaw = env.CHANGELINE_CACHE_TTL?.trim();
    let ttlSeconds = DEFAULT_TTL_SECONDS;
    if (ttlRaw) {
      if (!/^\d+(\.\d+)?$/.test(ttlRaw)) {
        throw new Error(`CHANGELINE_CACHE_TTL must be a number of seconds (0 or more), got "${ttlRaw}"`);
      }
      ttlSeconds = Number(ttlRaw);
    }
    return { kind: 'serve', config: { apiBase: base, port, today: clock.fixed ? clock.day : null, ttlMs: Math.round(ttlSeconds * 1000) } };
  } catch (err) {
    return { kind: 'error', message: (err as Error).message };
  }
}
