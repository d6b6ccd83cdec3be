/**
 * The production build: every step `npm run build` does, each timed.
 * Environment: ASTRO_OUT_DIR (default dist), CHANGELINE_CONTENT_DIR
 * (default content), BUILD_DATE, SITE_URL, CHANGELINE_BUILD_MEMORY
 * (scripts/lib/build-memory.ts).
 *
 *  1. astro build (pages, API files, sitemap), with the memory settings of
 *     scripts/lib/build-memory.ts, and at the same time the
 *     one-file MCP server bundle, made in memory (Astro empties the output
 *     folder when it starts, so the bundle is written once Astro is done);
 *  2. the MCP bundle written to /changeline-mcp.mjs, and the `changeline check`
 *     bundle /changeline-check.mjs made from the built /api/versions.json and
 *     SDK map (scripts/bundle-check.ts);
 *  3. the pagefind index, into <out>/pagefind. The lean build makes it
 *     inside astro build: the direct writer indexes the cut-down copies of
 *     the searchable pages (src/lib/search-copy.ts) while the API files are
 *     rendered; the classic build indexes the site itself afterwards.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { BUNDLE_NAME, bundleMcpText } from './bundle-mcp.ts';
import { CHECK_BUNDLE_NAME, bundleCheckText, siteDataFiles } from './bundle-check.ts';
import { siteUrl } from '../src/lib/site.ts';
import { buildMode } from '../src/lib/build-mode.ts';
import { outDirOf } from '../src/lib/build-dirs.ts';
import { describeBuildMemory, withBuildMemory } from './lib/build-memory.ts';
import { SITEMAP_INDEX_PATH } from '../src/lib/links.ts';

const outDir = outDirOf();

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
  let astroEnv: NodeJS.ProcessEnv;
  try {
    astroEnv = withBuildMemory(process.env);
  } catch (err) {
    console.error(`x ${(err as Error).message}`);
    return 2;
  }
  const t0 = performance.now();
  const apiBase = siteUrl();
  const bundle = bundleMcpText(apiBase).then(
    (b) => ({ ...b, ms: since(t0) }),
    (err: Error) => ({ error: err.message }),
  );
  const astro = await run('astro', ['build', '--silent'], astroEnv);
  if (astro !== 0) {
    console.error(`x astro build: failed (exit ${astro}) after ${since(t0)}`);
    return 1;
  }
  // astro build also exits 0 when its event loop runs dry under a render still awaiting something (a
  // promise nothing keeps open): the sitemap, written by its last step, shows that it really finished.
  if (!existsSync(join(outDir, SITEMAP_INDEX_PATH))) {
    console.error(`x astro build: exited 0 after ${since(t0)} without finishing (no ${SITEMAP_INDEX_PATH}, which its last step writes)`);
    return 1;
  }
  console.log(`- astro build: ${since(t0)} (${describeBuildMemory(astroEnv)})`);

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

  // The scanner carries the site's own version table and SDK map, so it is made from the built files.
  const t2 = performance.now();
  try {
    const check = await bundleCheckText(apiBase, siteDataFiles(outDir));
    const checkFile = join(outDir, CHECK_BUNDLE_NAME);
    writeFileSync(checkFile, check.text);
    console.log(`- check bundle: ${since(t2)}, wrote ${checkFile} (${Math.round(Buffer.byteLength(check.text) / 1024)} KiB, data of this build)`);
  } catch (err) {
    console.error(`x check bundle: failed: ${(err as Error).message}`);
    return 1;
  }

  if (buildMode() === 'lean') {
    // The direct writer made the index during astro build (src/integrations/direct-write.ts).
    if (!existsSync(join(outDir, 'pagefind', 'pagefind.js'))) {
      console.error(`x pagefind index: astro build finished without ${join(outDir, 'pagefind')}`);
      return 1;
    }
    console.log('- pagefind index: made during astro build, from the search copies, beside the API files');
    return 0;
  }
  const t1 = performance.now();
  const pf = spawnSync('pagefind', ['--site', outDir, '--output-path', join(outDir, 'pagefind'), '--silent', '--force-language', 'en'], {
    stdio: 'inherit',
    env: process.env,
  });
  if (pf.status !== 0) {
    console.error(`x pagefind index: failed (exit ${pf.status ?? pf.signal ?? pf.error?.message}) after ${since(t1)}`);
    return 1;
  }
  console.log(`- pagefind index: ${since(t1)}`);
  return 0;
}

process.exitCode = await main();
