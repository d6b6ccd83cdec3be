/**
 * The machine's own Node.js, not the Node 24 that npm scripts put first on
 * PATH from node_modules/.bin: /usr/bin/node, else the first `node` on PATH
 * outside any node_modules folder. The MCP bundle promises Node.js 20; tests
 * run it under this one when it is 20.
 */
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { delimiter, dirname, join } from 'node:path';

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

/** The oldest Node.js major the README names for the shipped files (the MCP and check bundles, bin/). */
export const OLDEST_NODE_MAJOR = 20;
const CACHE = join(import.meta.dirname, '../../node_modules/.cache/changeline-node20');

/**
 * A Node.js of the oldest supported major, always: the machine's own when it is that major
 * (systemNode), else the registry package `node@20` installed once into
 * node_modules/.cache/changeline-node20 with npm (it is not a devDependency because its
 * `node` binary would take node_modules/.bin/node from the project's Node 24). Installs go
 * to a temporary folder renamed into place, so test files that ask at once never see half
 * of one. Throws, naming the npm error, when neither can be had: a test that promises
 * "runs on Node 20" must not quietly run on another.
 */
export function oldestNode(env: Record<string, string | undefined> = process.env): SystemNode {
  const sys = systemNode(OLDEST_NODE_MAJOR, env);
  if (sys) return sys;
  const bin = join(CACHE, 'node_modules/node/bin/node');
  if (!existsSync(bin)) {
    mkdirSync(dirname(CACHE), { recursive: true });
    const tmp = mkdtempSync(`${CACHE}.tmp-`);
    // A package of its own, so that the project's allowScripts rule applies: node's preinstall fetches its platform package.
    writeFileSync(join(tmp, 'package.json'), `${JSON.stringify({ private: true, allowScripts: { node: true } })}\n`);
    const r = spawnSync(
      'npm',
      ['install', '--prefix', tmp, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', '--loglevel=error', `node@${OLDEST_NODE_MAJOR}`],
      { encoding: 'utf8', env: { ...process.env, npm_config_yes: 'true' } },
    );
    if (r.status !== 0 || !existsSync(join(tmp, 'node_modules/node/bin/node'))) {
      rmSync(tmp, { recursive: true, force: true });
      throw new Error(`could not install node@${OLDEST_NODE_MAJOR} from the npm registry: ${(r.stderr || r.error?.message || '').trim().split('\n').at(-1)}`);
    }
    try {
      renameSync(tmp, CACHE);
    } catch {
      rmSync(tmp, { recursive: true, force: true }); // another test file got there first
    }
  }
  const version = spawnSync(bin, ['--version'], { encoding: 'utf8' }).stdout?.trim() ?? '';
  if (!version.startsWith(`v${OLDEST_NODE_MAJOR}.`)) throw new Error(`${bin} is ${version || 'not runnable'}, not Node.js ${OLDEST_NODE_MAJOR}`);
  return { path: bin, version };
}
