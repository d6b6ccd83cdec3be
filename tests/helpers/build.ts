/**
 * Build a site from a content folder into an output folder, the way
 * `npm run build` does, with a fixed BUILD_DATE. Used by the build,
 * contract and integration tests.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');
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
  /**
   * `astro` for astro build only, `full` for the whole `npm run build`,
   * `traced` for astro build reporting each dataset load (traced-build.ts).
   */
  mode?: 'astro' | 'full' | 'traced';
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
  const args =
    opts.mode === 'full'
      ? ['scripts/build.ts']
      : opts.mode === 'traced'
        ? [join(ROOT, 'tests/helpers/traced-build.ts')]
        : [join(ROOT, 'node_modules/astro/bin/astro.mjs'), 'build', '--silent'];
  const res = spawnSync(process.execPath, args, { cwd: ROOT, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return { status: res.status, output: `${res.stdout}\n${res.stderr}`, outDir };
}

/** The shared fixture site; builds it when `npm test` has not. */
export function fixtureSite(): string {
  if (!existsSync(join(FIXTURE_SITE, 'api/index.json'))) {
    const res = buildSite({ outDir: FIXTURE_SITE, mode: 'full' });
    if (res.status !== 0) throw new Error(`fixture site build failed:\n${res.output}`);
  }
  return FIXTURE_SITE;
}

export function readJson<T = any>(dir: string, path: string): T {
  return JSON.parse(readFileSync(join(dir, path), 'utf8')) as T;
}
