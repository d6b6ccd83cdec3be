/**
 * Where a build writes: the site (`ASTRO_OUT_DIR`, default `dist`), Astro's
 * cache, and the marker the build writes last (its "finished" check). One
 * rule, read by astro.config.mjs, src/build/pagefind.ts and
 * scripts/build.ts.
 */
import { join } from 'node:path';

type Env = Record<string, string | undefined>;

export const outDirOf = (env: Env = process.env): string => env.ASTRO_OUT_DIR || './dist';

/** Builds of another content folder (tests, benchmarks) keep their own cache beside their output. */
export const cacheDirOf = (env: Env = process.env): string =>
  env.CHANGELINE_CONTENT_DIR ? `${outDirOf(env).replace(/\/+$/, '')}.cache` : './node_modules/.astro';

/**
 * The file astro build writes as its very last step (src/build/pagefind.ts), in the cache folder
 * so it is never published. scripts/build.ts removes it before astro build and requires it after:
 * astro build also exits 0 when its event loop runs dry under a render still awaiting something.
 */
export const buildDoneMarkerOf = (cacheDir: string): string => join(cacheDir, 'changeline-build-done.json');

/**
 * The marker astro build writes once every page and API file is written (at `astro:build:generated`, before the
 * sitemap and the search index): `npm run build` starts the check bundle from the built API files then, while Astro
 * finishes, instead of after it.
 */
export const pagesWrittenMarkerOf = (cacheDir: string): string => join(cacheDir, 'changeline-pages-written.json');
