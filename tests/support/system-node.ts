/**
 * The machine's own Node.js, not the Node 24 that npm scripts put first on
 * PATH from node_modules/.bin: /usr/bin/node, else the first `node` on PATH
 * outside any node_modules folder. The MCP bundle promises Node.js 20; tests
 * run it under this one when it is 20.
 */
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { delimiter, join } from 'node:path';

export interface SystemNode {
  path: string;
  /** e.g. v20.20.2 */
  version: string;
}

/** Every system `node` candidate, in the order they are tried. */
export function systemNodeCandidates(env: Record<string, string | undefined> = process.env): string[] {
  const onPath = (env.PATH ?? '')
    .split(delimiter)
    .filter((d) => d && !/(^|[\\/])node_modules([\\/]|$)/.test(d))
    .map((d) => join(d, 'node'));
  return [...new Set(['/usr/bin/node', ...onPath])].filter((p) => existsSync(p));
}

/** The first system Node.js of the given major version, or null. */
export function systemNode(major: number, env: Record<string, string | undefined> = process.env): SystemNode | null {
  for (const path of systemNodeCandidates(env)) {
    const version = spawnSync(path, ['--version'], { encoding: 'utf8' }).stdout?.trim() ?? '';
    if (version.startsWith(`v${major}.`)) return { path, version };
  }
  return null;
}
