/**
 * The production build: every step `npm run build` does, each timed.
 * Environment: ASTRO_OUT_DIR (default dist), CHANGELINE_CONTENT_DIR
 * (default content), BUILD_DATE, SITE_URL.
 *
 *  1. astro build: pages, API files, the sitemap (@astrojs/sitemap) and the
 *     search index (pagefind, at `astro:build:done`: src/build/pagefind.ts),
 *     with the memory defaults below; at the same time the one-file MCP
 *     server bundle, made in memory (Astro empties the output folder when it
 *     starts, so the bundle is written once Astro is done);
 *  2. the MCP bundle written to /changeline-mcp.mjs, and the `changeline check`
 *     bundle /changeline-check.mjs made from the built /api/versions.json and
 *     SDK map (scripts/bundle-check.ts): made as soon as astro build has
 *     written every page (its pages marker, src/build/build-dirs.ts), while
 *     it writes the sitemap and the search index, and written once it is done.
 */
import { spawn } from 'node:child_process';
import { existsSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { BUNDLE_NAME, bundleMcpText } from './bundle-mcp.ts';
import { CHECK_BUNDLE_NAME, bundleCheckText, siteDataFiles } from './bundle-check.ts';
import { siteUrl } from '../model/site-url.ts';
import { buildDoneMarkerOf, cacheDirOf, outDirOf, pagesWrittenMarkerOf } from './build-dirs.ts';
import { listFiles } from './list-files.ts';
import { contentDirFrom } from '../model/content-kinds.ts';

const outDir = outDirOf();
const marker = buildDoneMarkerOf(cacheDirOf());
const pagesMarker = pagesWrittenMarkerOf(cacheDirOf());

/**
 * Memory defaults for astro build; a value already in the environment wins. They change no byte of output.
 * Documented Node and mimalloc settings; what they save is measured by `npm run bench` (README, benchmark).
 *  - `--max-semi-space-size=32` (Node's NODE_OPTIONS, a V8 flag): Node 24 grows each semi-space of the
 *    young generation to 64 MiB on a machine with this much memory; 32 keeps 64 MiB less committed.
 *    With it, `--max-old-space-size` from the size of the content (heapLimitMb below).
 *  - MIMALLOC_PURGE_DELAY=0, MIMALLOC_ARENA_EAGER_COMMIT=0 (mimalloc's documented environment options):
 *    Vite's bundler (rolldown, a native module) allocates through mimalloc, which by default keeps freed
 *    memory committed; these give it back at once. Other programs ignore them.
 */
export const MEMORY_DEFAULTS = {
  NODE_OPTIONS: '--max-semi-space-size=32',
  MIMALLOC_PURGE_DELAY: '0',
  MIMALLOC_ARENA_EAGER_COMMIT: '0',
} as const;

/**
 * The old-space heap limit astro build gets with the memory defaults (Node's documented --max-old-space-size, in
 * MiB): 16 MiB per MB of content, at least 512. Without a limit V8 lets the heap grow far past what the build
 * keeps alive (at 10,000 synthetic records, 41 MB of content, the build finishes with a limit of 300 MiB; without
 * one its heap grows until the peak RSS passes 1 GB), so the limit leaves about twice the live heap and takes
 * the rest back by collecting sooner. A deployer's own NODE_OPTIONS replaces it.
 */
export function heapLimitMb(contentDir: string): number {
  let bytes = 0;
  for (const rel of listFiles(contentDir)) bytes += statSync(join(contentDir, rel)).size;
  return Math.max(512, Math.ceil((16 * bytes) / 1024 / 1024 / 64) * 64);
}

const since = (t0: number): string => `${Math.round(performance.now() - t0)} ms`;

/** Run a command with inherited output; resolves with its exit code (or signal). */
function run(cmd: string, args: string[], env: NodeJS.ProcessEnv): Promise<number | string> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', env });
    child.on('error', (err) => resolve(err.message));
    child.on('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
  });
}

async function main(): Promise<number> {
  const astroEnv: NodeJS.ProcessEnv = { ...process.env };
  for (const [name, value] of Object.entries(MEMORY_DEFAULTS)) {
    if (astroEnv[name]) continue;
    astroEnv[name] = name === 'NODE_OPTIONS' ? `${value} --max-old-space-size=${heapLimitMb(contentDirFrom(process.env))}` : value;
  }
  const t0 = performance.now();
  const apiBase = siteUrl();
  const bundle = bundleMcpText(apiBase).then(
    (b) => ({ ...b, ms: since(t0) }),
    (err: Error) => ({ error: err.message }),
  );
  rmSync(marker, { force: true });
  rmSync(pagesMarker, { force: true });
  let astroExited = false;
  const astroRun = run('astro', ['build', '--silent'], astroEnv).finally(() => {
    astroExited = true;
  });
  // The scanner carries the site's own version table and SDK map, so it is made from the built API files: from the
  // moment astro build has written every page (its pages marker), while it writes the sitemap and the search index,
  // else (no marker) after it. Written only once astro build has finished.
  let t2 = 0;
  const checkBundle = (async () => {
    while (!astroExited && !existsSync(pagesMarker)) await new Promise((r) => setTimeout(r, 100));
    if (!existsSync(pagesMarker)) await astroRun;
    t2 = performance.now();
    return bundleCheckText(apiBase, siteDataFiles(outDir));
  })().then(
    (b) => ({ ...b, ms: since(t2) }),
    (err: Error) => ({ error: err.message }),
  );
  const astro = await astroRun;
  if (astro !== 0) {
    console.error(`x astro build: failed (exit ${astro}) after ${since(t0)}`);
    return 1;
  }
  // astro build also exits 0 when its event loop runs dry under a render still awaiting something (a
  // promise nothing keeps open): the marker its last step writes shows that it really finished.
  if (!existsSync(marker)) {
    console.error(`x astro build: exited 0 after ${since(t0)} without finishing (no ${marker}, which its last step writes)`);
    return 1;
  }
  console.log(`- astro build (pages, API files, sitemap, search index): ${since(t0)}`);

  const mcp = await bundle;
  if ('error' in mcp) {
    console.error(`x mcp bundle: failed: ${mcp.error}`);
    return 1;
  }
  const mcpFile = join(outDir, BUNDLE_NAME);
  writeFileSync(mcpFile, mcp.text);
  console.log(
    `- mcp bundle: made alongside astro in ${mcp.ms}, wrote ${mcpFile} (${Math.round(Buffer.byteLength(mcp.text) / 1024)} KiB, default API base ${apiBase})`,
  );

  const check = await checkBundle;
  if ('error' in check) {
    console.error(`x check bundle: failed: ${check.error}`);
    return 1;
  }
  const checkFile = join(outDir, CHECK_BUNDLE_NAME);
  writeFileSync(checkFile, check.text);
  console.log(
    `- check bundle: made in ${check.ms} from the written API files, wrote ${checkFile} (${Math.round(Buffer.byteLength(check.text) / 1024)} KiB, data of this build)`,
  );
  return 0;
}

/** What `node scripts/build.ts` runs. */
export async function cli(): Promise<void> {
  process.exitCode = await main();
}
