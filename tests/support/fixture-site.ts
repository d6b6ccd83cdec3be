/**
 * Build a site from a content folder into an output folder, the way
 * `npm run build` does, with a fixed BUILD_DATE; and the shared fixture site
 * (tests/fixtures/content built into tests/.out/fixture-site), which
 * `npm test` builds once (scripts/run-tests.ts) and the tests reuse while
 * its inputs are unchanged (`fixtureSite()`).
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listFiles } from '../../src/build/list-files.ts';
import { compareText } from '../../src/model/compare.ts';
import { ROOT } from '../../src/build/repo-root.ts';

export const FIXTURE_CONTENT = join(ROOT, 'tests/fixtures/content');
/** Where `npm test` builds the shared fixture site once (scripts/run-tests.ts). */
export const FIXTURE_SITE = join(ROOT, 'tests/.out/fixture-site');
export const FIXTURE_BUILD_DATE = '2026-06-15';
export const FIXTURE_SITE_URL = 'https://changeline.test';

export interface BuildResult {
  status: number | null;
  output: string;
  outDir: string;
}

export interface BuildOptions {
  contentDir?: string;
  outDir?: string;
  buildDate?: string;
  siteUrl?: string;
  /** `astro` for astro build only, `full` for the whole `npm run build`. */
  mode?: 'astro' | 'full';
  /** A Node script to run instead, in the same environment (a test's instrumented build). */
  script?: string;
  env?: Record<string, string>;
}

export function buildSite(opts: BuildOptions = {}): BuildResult {
  const outDir = opts.outDir ?? join(mkdtempSync(join(tmpdir(), 'changeline-build-')), 'dist');
  const env = {
    ...process.env,
    CHANGELINE_CONTENT_DIR: opts.contentDir ?? FIXTURE_CONTENT,
    ASTRO_OUT_DIR: outDir,
    BUILD_DATE: opts.buildDate ?? FIXTURE_BUILD_DATE,
    SITE_URL: opts.siteUrl ?? FIXTURE_SITE_URL,
    ASTRO_TELEMETRY_DISABLED: '1',
    ...opts.env,
  };
  const args = opts.script
    ? [opts.script]
    : opts.mode === 'full'
      ? ['scripts/build.ts']
      : [join(ROOT, 'node_modules/astro/bin/astro.mjs'), 'build', '--silent'];
  const res = spawnSync(process.execPath, args, { cwd: ROOT, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return { status: res.status, output: `${res.stdout}\n${res.stderr}`, outDir };
}

/**
 * What the fixture site is built from: the site's code, the build scripts,
 * the dependencies and the fixture content. Their hash is stamped into the
 * built site, and a stamp that differs means the build is stale.
 */
export const FIXTURE_INPUTS = ['astro.config.mjs', 'package-lock.json', 'tsconfig.json', 'public', 'scripts', 'src', 'tests/fixtures/content'];
export const STAMP = '.inputs-sha256';

/** The site built from the real content (`content/`), for tests that must hold on the published data (search). */
export const REAL_SITE = join(ROOT, 'tests/.out/real-site');
/** The day the real-content site is built as of: fixed, so its tests give the same answers every day. */
export const REAL_BUILD_DATE = '2026-11-27';
const REAL_INPUTS = [...FIXTURE_INPUTS.filter((i) => i !== 'tests/fixtures/content'), 'content'];

/** SHA-256 over the path and bytes of every file under `inputs` (default FIXTURE_INPUTS), in code-unit path order. */
export function fixtureInputsHash(inputs: readonly string[] = FIXTURE_INPUTS): string {
  const files: string[] = [];
  for (const input of inputs) {
    const abs = join(ROOT, input);
    if (!existsSync(abs)) continue;
    if (statSync(abs).isFile()) files.push(input);
    else for (const rel of listFiles(abs)) files.push(join(input, rel));
  }
  const hash = createHash('sha256');
  for (const f of files.sort(compareText))
    hash
      .update(`${f}\0`)
      .update(readFileSync(join(ROOT, f)))
      .update('\0');
  return hash.digest('hex');
}

/** Build the shared fixture site afresh (as `npm test` does) and stamp it with the hash of its inputs. */
export function buildFixtureSite(): BuildResult {
  const hash = fixtureInputsHash();
  rmSync(FIXTURE_SITE, { recursive: true, force: true });
  const res = buildSite({ outDir: FIXTURE_SITE, mode: 'full' });
  if (res.status === 0) writeFileSync(join(FIXTURE_SITE, STAMP), `${hash}\n`);
  return res;
}

/** The shared fixture site; built again when it is missing or its inputs changed since it was built. */
export function fixtureSite(): string {
  const stamp = join(FIXTURE_SITE, STAMP);
  if (!existsSync(stamp) || readFileSync(stamp, 'utf8').trim() !== fixtureInputsHash()) {
    const res = buildFixtureSite();
    if (res.status !== 0) throw new Error(`fixture site build failed:\n${res.output}`);
  }
  return FIXTURE_SITE;
}

/** The real-content site (REAL_SITE, as of REAL_BUILD_DATE); built again when it is missing or its inputs changed. */
export function realSite(): string {
  const stamp = join(REAL_SITE, STAMP);
  const hash = fixtureInputsHash(REAL_INPUTS);
  if (!existsSync(stamp) || readFileSync(stamp, 'utf8').trim() !== hash) {
    rmSync(REAL_SITE, { recursive: true, force: true });
    const res = buildSite({ contentDir: join(ROOT, 'content'), outDir: REAL_SITE, buildDate: REAL_BUILD_DATE, mode: 'full' });
    if (res.status !== 0) throw new Error(`real-content site build failed:\n${res.output}`);
    writeFileSync(stamp, `${hash}\n`);
  }
  return REAL_SITE;
}
