/**
 * Where a build writes: the site (`ASTRO_OUT_DIR`, default `dist`), Astro's
 * cache, and the cut-down copies of searchable pages that pagefind indexes
 * (src/lib/search-copy.ts). One rule, read by astro.config.mjs, the direct
 * writer and scripts/build.ts.
 */
import { join } from 'node:path';

type Env = Record<string, string | undefined>;

export const outDirOf = (env: Env = process.env): string => env.ASTRO_OUT_DIR || './dist';

/** Builds of another content folder (tests, benchmarks) keep their own cache beside their output. */
export const cacheDirOf = (env: Env = process.env): string =>
  env.CHANGELINE_CONTENT_DIR ? `${outDirOf(env).replace(/\/+$/, '')}.cache` : './node_modules/.astro';

/** The folder pagefind indexes in the lean build, inside the cache folder. */
export const searchCopyDirOf = (cacheDir: string): string => join(cacheDir, 'search-copy');
