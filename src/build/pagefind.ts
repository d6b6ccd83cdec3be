/**
 * Astro integration: the search index (pagefind), then the build's own
 * "finished" marker (src/build/build-dirs.ts), written last. Place it after
 * every other integration: Astro runs `astro:build:done` hooks in order.
 *
 * The index is built while Astro renders, not after it: at `astro:build:start`
 * this starts pagefind's indexing service (its Node API, `createIndex`), and
 * the middleware (src/middleware.ts, which Astro runs for every prerendered
 * page) feeds it: on the first request, the indexed part of every change page
 * made from the records (src/site/change-search.ts, a job it `track`s), then
 * each other rendered page that has a `data-pagefind-body`, all by the path
 * the page will have on disk (`addHTMLFile` with `sourcePath`, from which
 * pagefind computes the URL as its CLI does). pagefind parses the pages in its
 * own process, on the other core, while Astro renders; once
 * every page is rendered (`astro:build:generated`) it writes the index into
 * <out>/pagefind while Astro finishes and the sitemap is written, and
 * `astro:build:done` waits for it. Pages without
 * `data-pagefind-body` are not handed over: pagefind ignores them anyway once
 * one page has it. The index is the one pagefind's CLI writes after the build
 * from the same pages (tests/integration/site/search-index.test.ts); without the live
 * indexer (a build whose middleware did not run, or
 * CHANGELINE_SEARCH_INDEX=after-build, which the benchmark uses to time the
 * former design) the CLI indexes the written site after the build.
 */
import type { AstroIntegration } from 'astro';
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { buildDoneMarkerOf, pagesWrittenMarkerOf } from './build-dirs.ts';
import { LIVE_INDEX, type LiveIndex } from './pagefind-live.ts';

/** pagefind's CLI, from the installed package, run by this Node; resolves with why it failed, or undefined. */
function pagefindCli(site: string): Promise<string | undefined> {
  // The package exports only its Node API (lib/index.js); its CLI script sits beside it.
  const bin = join(dirname(fileURLToPath(import.meta.resolve('pagefind'))), 'runner', 'bin.cjs');
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bin, '--site', site, '--output-path', join(site, 'pagefind'), '--silent', '--force-language', 'en'], {
      stdio: 'inherit',
    });
    child.on('error', (err) => resolve(err.message));
    child.on('exit', (code, signal) => resolve(code === 0 ? undefined : `pagefind exited with ${code ?? signal}`));
  });
}

type Pagefind = typeof import('pagefind');
type PagefindIndex = NonNullable<Awaited<ReturnType<Pagefind['createIndex']>>['index']>;

/** The live indexer: pages are sent to pagefind's service as Astro renders them; errors are kept for the end. */
async function startLiveIndex(): Promise<{ live: LiveIndex; finish: (outputPath: string) => Promise<number>; timing: () => string }> {
  const pagefind: Pagefind = await import('pagefind');
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
  if (!index) throw new Error(`pagefind could not start: ${errors.join('; ')}`);
  const pending: Promise<unknown>[] = [];
  const failures: string[] = [];
  let pages = 0;
  let timing = '';
  // At most this many pages on their way to pagefind (about 15 MB of HTML): a page waits for room, so rendered
  // pages cannot pile up in memory when pagefind falls behind. A small window (16) made Astro wait on pagefind
  // whenever the machine was busy: 1.4x the wall time of the former design at the same CPU time.
  const MAX_IN_FLIGHT = 512;
  const inFlight = new Set<Promise<unknown>>();
  const live: LiveIndex = {
    async add(sourcePath, content) {
      while (inFlight.size >= MAX_IN_FLIGHT) await Promise.race(inFlight);
      pages++;
      const sent: Promise<unknown> = (index as PagefindIndex).addHTMLFile({ sourcePath, content }).then(
        (r) => {
          if (r.errors.length) failures.push(`${sourcePath}: ${r.errors.join('; ')}`);
        },
        (err: Error) => failures.push(`${sourcePath}: ${err.message}`),
      );
      const tracked = sent.finally(() => inFlight.delete(tracked));
      inFlight.add(tracked);
      pending.push(tracked);
    },
    track(job) {
      pending.push(job.catch((err: Error) => failures.push(err.message)));
    },
  };
  return {
    live,
    timing: () => timing,
    finish: async (outputPath) => {
      try {
        const t0 = performance.now();
        // A tracked job adds pages (and their promises) while it runs: wait until nothing new is pending.
        for (let done = 0; done < pending.length; ) {
          const upTo = pending.length;
          await Promise.all(pending.slice(done, upTo));
          done = upTo;
        }
        const t1 = performance.now();
        if (failures.length) throw new Error(`pagefind could not index ${failures.length} page(s): ${failures.slice(0, 3).join(' | ')}`);
        if (pages > 0) {
          const written = await index.writeFiles({ outputPath });
          if (written.errors.length) throw new Error(`pagefind could not write the index: ${written.errors.join('; ')}`);
          timing = `${Math.round(t1 - t0)} ms for the last pages, ${Math.round(performance.now() - t1)} ms to write the index`;
        }
        return pages;
      } finally {
        await pagefind.close();
      }
    },
  };
}

export default function pagefindIndex(): AstroIntegration {
  let marker = '';
  let pagesMarker = '';
  let started: Awaited<ReturnType<typeof startLiveIndex>> | undefined;
  let writing: Promise<{ pages: number; note: string } | { pages: number; error: Error }> | undefined;
  let buildStart = 0;
  const g = globalThis as { [LIVE_INDEX]?: LiveIndex };
  return {
    name: 'changeline-pagefind',
    hooks: {
      'astro:config:done': ({ config }) => {
        marker = buildDoneMarkerOf(fileURLToPath(config.cacheDir));
        pagesMarker = pagesWrittenMarkerOf(fileURLToPath(config.cacheDir));
      },
      'astro:build:start': async () => {
        buildStart = performance.now();
        // The former design, kept for the benchmark's comparison: pagefind's CLI over the written site.
        if (process.env.CHANGELINE_SEARCH_INDEX === 'after-build') return;
        started = await startLiveIndex();
        g[LIVE_INDEX] = started.live;
      },
      // Every page is rendered (and handed over): pagefind writes the index in its own process while Astro
      // finishes and the sitemap is written (astro:build:done hooks run after this one).
      'astro:build:generated': ({ dir }) => {
        // Every page and API file is written: scripts/build.ts may read the API files now (the check bundle).
        mkdirSync(dirname(pagesMarker), { recursive: true });
        writeFileSync(pagesMarker, `${JSON.stringify({ outDir: fileURLToPath(dir) })}\n`);
        delete g[LIVE_INDEX];
        if (!started) return;
        const live = started;
        const t0 = performance.now();
        writing = live.finish(join(fileURLToPath(dir), 'pagefind')).then(
          (pages) => ({ pages, note: `${live.timing()}, from ${Math.round(t0 - buildStart)} ms into the build` }),
          (err: Error) => ({ pages: 0, error: err }),
        );
        started = undefined;
      },
      'astro:build:done': async ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        const outputPath = join(out, 'pagefind');
        const t0 = performance.now();
        delete g[LIVE_INDEX];
        const result = writing ? await writing : { pages: 0, note: '' };
        writing = undefined;
        if ('error' in result) throw new Error(`the search index (pagefind) could not be built: ${result.error.message}`);
        if (result.pages > 0) {
          logger.info(
            `search index of ${result.pages} pages, indexed while rendering (${result.note}; waited ${Math.round(performance.now() - t0)} ms here) in ${outputPath}`,
          );
        } else {
          const failed = await pagefindCli(out);
          if (failed) throw new Error(`the search index (pagefind) could not be built: ${failed}`);
          logger.info(`search index (pagefind's CLI over the written site) in ${outputPath}`);
        }
        mkdirSync(dirname(marker), { recursive: true });
        writeFileSync(marker, `${JSON.stringify({ outDir: out })}\n`);
      },
    },
  };
}
