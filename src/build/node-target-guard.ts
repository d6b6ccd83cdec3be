/**
 * The build-time guard that a shipped bundle (the MCP server, changeline check) uses no
 * runtime API newer than the oldest Node.js it promises (SHIPPED_NODE_MAJOR). esbuild's
 * `target: 'node20'` lowers syntax only; a call such as `Map.groupBy(…)` or
 * `Promise.withResolvers()` passes it and fails on Node 20 at run time.
 *
 * The list of APIs comes from @mdn/browser-compat-data (its `nodejs` support of each
 * `javascript.builtins` entry), not from a hand list: every builtin, static member and
 * prototype member whose first Node.js release is newer than the target. A member is
 * looked for as `Global.member` (a global's own member) or as the bare global; a
 * prototype method as `.member(` only when no builtin Node 20 has shares its name (so
 * `.map(` of Iterator helpers cannot be told from Array's and is left to the Node 20 tests),
 * and unless REVIEWED says the bundle's use of that name is a library's own method.
 */
import bcd from '@mdn/browser-compat-data' with { type: 'json' };

/** The oldest Node.js major the README names for the shipped bundles. */
export const SHIPPED_NODE_MAJOR = 20;

/**
 * Prototype-method names that zod also uses for its own functions (`z.union(…)`,
 * `z.intersection(…)`). A call of one of them is accepted when its receiver is zod's
 * namespace, that is an identifier the bundle also calls at least three of zod's builders on
 * (`.object(`, `.string(`, `.array(`, …; a Set has none of them); any other receiver is still reported.
 */
const ZOD_NAMES = new Set(['union', 'intersection']);

/**
 * Uses of a newer API that a bundled library makes only on a path the bundle never takes, each with the reason
 * and the text that must stand beside it (so a changed library is looked at again, not waved through).
 */
export const ACCEPTED_USES: readonly { name: string; near: RegExp; why: string }[] = [
  {
    name: 'Temporal',
    near: /^Temporal\.(?:ZonedDateTime|PlainDateTime|PlainDate|PlainTime)\.from\(/,
    why: 'smol-toml turns TOML dates into Temporal objects only with useLegacyDate: false; src/check/config.ts parses with useLegacyDate: true',
  },
];
const ZOD_ALSO = ['object', 'string', 'array', 'boolean', 'number', 'enum', 'literal'];

interface Compat {
  __compat?: {
    support?: { nodejs?: { version_added?: string | boolean | null; flags?: unknown } | { version_added?: string | boolean | null; flags?: unknown }[] };
  };
  [k: string]: unknown;
}

function nodeSince(d: Compat): number | null {
  const s = d.__compat?.support?.nodejs;
  const e = Array.isArray(s) ? s.find((x) => !x.flags) : s;
  if (!e || e.flags) return null;
  if (e.version_added === true) return 0;
  if (typeof e.version_added !== 'string') return null; // false / null: never shipped, nothing to call
  return Number.parseFloat(e.version_added.replace(/^≤/, ''));
}

const IDENT = /^[A-Za-z_$][\w$]*$/;

export interface NewerApi {
  /** As a reader writes it: `Map.groupBy`, `Set.prototype.union`, `Iterator`. */
  name: string;
  /** The first Node.js major that has it. */
  since: number;
  pattern: RegExp;
}

/** Every API of the compat data that Node `major` lacks and the bundles could name, with its pattern. */
export function newerApis(major = SHIPPED_NODE_MAJOR): NewerApi[] {
  const builtins = (bcd as unknown as { javascript: { builtins: Record<string, Compat> } }).javascript.builtins;
  const oldNames = new Set<string>();
  const newer: { global: string; member?: string; since: number }[] = [];
  for (const [g, gd] of Object.entries(builtins)) {
    const gSince = nodeSince(gd);
    if (gSince !== null && gSince >= major + 1) newer.push({ global: g, since: gSince });
    for (const [m, md] of Object.entries(gd)) {
      if (m === '__compat' || !IDENT.test(m)) continue;
      const since = nodeSince(md as Compat);
      if (since === null) continue;
      if (since < major + 1) oldNames.add(m);
      else if (gSince === null || gSince < major + 1) newer.push({ global: g, member: m, since });
    }
  }
  const out: NewerApi[] = [];
  const g = globalThis as unknown as Record<string, unknown>;
  for (const n of newer) {
    if (!n.member) {
      out.push({ name: n.global, since: Math.floor(n.since), pattern: new RegExp(`(?<![.\\w$"'\`])${n.global}\\b(?!["'\`])`, 'g') });
      continue;
    }
    const owner = g[n.global] as Record<string, unknown> | undefined;
    const isStatic = owner !== undefined && n.member in owner;
    const proto = owner && (owner as { prototype?: object }).prototype;
    const isProto = !isStatic && proto !== undefined && n.member in proto;
    if (isStatic) {
      out.push({ name: `${n.global}.${n.member}`, since: Math.floor(n.since), pattern: new RegExp(`\\b${n.global}\\.${n.member}\\b`, 'g') });
    } else if (isProto && !oldNames.has(n.member)) {
      out.push({ name: `${n.global}.prototype.${n.member}`, since: Math.floor(n.since), pattern: new RegExp(`\\.${n.member}\\(`, 'g') });
    }
  }
  return out;
}

/** Each use in `text` of an API newer than Node `major`, as `name (Node N+): …context…`; empty when none. */
export function newerApiUses(text: string, major = SHIPPED_NODE_MAJOR): string[] {
  const found: string[] = [];
  for (const api of newerApis(major)) {
    const member = api.name.split('.').at(-1) ?? '';
    const zodName = api.name.includes('.prototype.') && ZOD_NAMES.has(member);
    for (const m of text.matchAll(api.pattern)) {
      if (zodName) {
        const receiver = /([A-Za-z_$][\w$]*)$/.exec(text.slice(Math.max(0, m.index - 40), m.index))?.[1];
        if (receiver && ZOD_ALSO.filter((f) => text.includes(`${receiver}.${f}(`)).length >= 3) continue;
      }
      if (ACCEPTED_USES.some((a) => a.name === api.name && a.near.test(text.slice(m.index, m.index + 40)))) continue;
      const context = text.slice(Math.max(0, m.index - 30), m.index + m[0].length + 30).replace(/\s+/g, ' ');
      found.push(`${api.name} (Node ${api.since}+): …${context}…`);
      break;
    }
  }
  return found;
}

/** Throws when `text` (the bundle `what`) uses an API newer than the shipped Node. */
export function assertRunsOnShippedNode(what: string, text: string): void {
  const uses = newerApiUses(text);
  if (uses.length > 0) {
    throw new Error(
      `${what} uses ${uses.length} runtime API(s) newer than Node.js ${SHIPPED_NODE_MAJOR}, which it promises to run on:\n  ${uses.join('\n  ')}`,
    );
  }
}
