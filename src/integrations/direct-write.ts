/**
 * Astro integration: writes each generated page and endpoint file itself,
 * synchronously, as soon as it is rendered, instead of Astro's per-file
 * path (an existence check in public/, a recursive mkdir, then
 * open/write/close through libuv's thread pool: about 0.45 ms a file on
 * this project's VMs, 15% of a 10,000-record build).
 *
 * It wraps Astro's own prerenderer through the public `setPrerenderer` hook
 * of `astro:build:start` and hands Astro the response without its body.
 * That relies on one behaviour Astro does not document: for a 200 response
 * with no body, Astro writes nothing ("file not created, response body was
 * empty"). Two guards keep an Astro upgrade from breaking the site quietly:
 *  - at the end of every build, each file written here must still hold
 *    exactly what was written (else the build fails, naming the cause);
 *  - tests/integration/foundation/direct-write.test.ts builds the fixture
 *    site both ways and requires byte-identical output.
 *
 * Only plain cases are taken over: a 200 response with a body, for a page
 * (`build.format: 'directory'`) or an endpoint, whose path is plain ASCII and
 * does not collide with a file in public/. Everything else (404 and 500
 * pages, redirects, encoded paths) goes through Astro unchanged.
 * `CHANGELINE_BUILD=classic` switches it off (src/lib/build-mode.ts).
 *
 * It also makes the search index. For each searchable page it writes the
 * cut-down copy pagefind indexes (src/lib/search-copy.ts) into the
 * search-copy folder (src/lib/build-dirs.ts); pages Astro writes itself are
 * read back for it, so none is missed. It hands Astro the pages before the
 * endpoints (the order of the paths is all it changes), and once the last
 * page is rendered it starts pagefind over the copies in a child process,
 * which runs beside the rendering of the API files; the build's end waits
 * for it and fails if it fails. With no searchable page, pagefind indexes
 * the whole site at the end, as it did before the copies.
 */
import type { AstroIntegration, AstroPrerenderer } from 'astro';
import { existsSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawn } from 'node:child_process';
import { buildMode } from '../lib/build-mode.ts';
import { searchCopyDirOf } from '../lib/build-dirs.ts';
import { listFiles } from '../lib/list-files.ts';
import { SEARCH_MARK, searchCopy } from '../lib/search-copy.ts';

/** The cause named when the guard trips. */
export const GUARD_MESSAGE =
  'Astro changed how it treats a prerendered response without a body (it used to write nothing). ' +
  'src/integrations/direct-write.ts relies on that; build with CHANGELINE_BUILD=classic and fix or remove the integration.';

type RenderResult = Awaited<ReturnType<AstroPrerenderer['render']>>;

/** Builds the search index of the HTML under `site` into `output`; resolves with why it failed, or undefined. */
export type Indexer = (site: string, output: string) => Promise<string | undefined>;

/** pagefind's CLI, from the installed package, run by this Node. */
export const pagefindIndexer: Indexer = (site, output) =>
  new Promise((resolve) => {
    // The package exports only its Node API (lib/index.js); its CLI script sits beside it.
    const bin = join(dirname(fileURLToPath(import.meta.resolve('pagefind'))), 'runner', 'bin.cjs');
    const child = spawn(process.execPath, [bin, '--site', site, '--output-path', output, '--silent', '--force-language', 'en'], {
      stdio: 'inherit',
    });
    child.on('error', (err) => resolve(err.message));
    child.on('exit', (code, signal) => resolve(code === 0 ? undefined : `pagefind exited with ${code ?? signal}`));
  });

export default function directWrite({ indexer = pagefindIndexer }: { indexer?: Indexer } = {}): AstroIntegration {
  let outDir = '';
  let searchDir = '';
  let searchCopies = 0;
  /** Page paths Astro will render (known once it asks for the paths), and how many are done. */
  let pagesTotal = -1;
  let pagesDone = 0;
  /** The running index, and how many copies existed when it started. */
  let indexing: { copies: number; result: Promise<string | undefined> } | undefined;
  const publicFiles = new Set<string>();
  let format = '';
  let active = false;
  const written = new Map<string, number>();
  const madeDirs = new Set<string>();

  /** The file Astro would write for this request, or undefined to leave it to Astro. */
  function target(url: URL, type: string): string | undefined {
    const path = url.pathname;
    if (!/^\/[A-Za-z0-9._~/-]*$/.test(path) || path.includes('..')) return undefined;
    let rel: string;
    if (type === 'endpoint') {
      if (path.endsWith('/')) return undefined;
      rel = path;
    } else if (type === 'page' && format === 'directory' && path.endsWith('/') && !/^\/(404|500)\/$/.test(path)) {
      rel = `${path}index.html`;
    } else return undefined;
    if (publicFiles.has(rel)) return undefined; // Astro skips it with a warning: let it.
    return join(outDir, rel);
  }

  function place(file: string, body: Uint8Array | string): void {
    const dir = dirname(file);
    if (!madeDirs.has(dir)) {
      mkdirSync(dir, { recursive: true });
      madeDirs.add(dir);
    }
    writeFileSync(file, body);
  }

  function write(file: string, body: Uint8Array): void {
    place(file, body);
    written.set(file, body.byteLength);
  }

  /** The search copy of a page at `rel` (its path in the site), if it is searchable. */
  function writeSearchCopy(rel: string, html: string): void {
    const copy = searchCopy(html);
    if (copy === undefined) return;
    place(join(searchDir, rel), copy);
    searchCopies++;
  }

  /** Start the search index over the copies, or over the whole site when there are none. */
  function startIndex(): void {
    indexing ??= { copies: searchCopies, result: indexer(searchCopies > 0 ? searchDir : outDir, join(outDir, 'pagefind')) };
  }

  /**
   * Wait for the index; if a searchable page was rendered after it started
   * (Astro rendering a page it did not list), index again so none is left out.
   */
  async function finishIndex(logger: { warn(message: string): void }): Promise<string | undefined> {
    startIndex();
    const failed = await indexing!.result;
    if (failed || indexing!.copies === searchCopies) return failed;
    logger.warn(`${searchCopies - indexing!.copies} searchable page(s) came after the search index started; indexing again`);
    indexing = undefined;
    startIndex();
    return indexing!.result;
  }

  /** The file a page at this URL path becomes (directory format). */
  const pageFile = (path: string): string => (path.endsWith('/') ? `${path}index.html` : path.endsWith('.html') ? path : `${path}.html`);

  return {
    name: 'changeline-direct-write',
    hooks: {
      'astro:config:done': ({ config }) => {
        outDir = fileURLToPath(config.outDir);
        const publicDir = fileURLToPath(config.publicDir);
        if (existsSync(publicDir)) {
          for (const rel of listFiles(publicDir)) publicFiles.add(`/${rel}`);
        }
        format = config.build.format;
        active = buildMode() === 'lean' && !config.experimental?.incrementalBuild;
        searchDir = searchCopyDirOf(fileURLToPath(config.cacheDir));
        if (active) rmSync(searchDir, { recursive: true, force: true });
      },
      'astro:build:start': ({ setPrerenderer }) => {
        if (!active) return;
        setPrerenderer((astro) => ({
          name: 'changeline-direct-write',
          setup: () => astro.setup?.() ?? Promise.resolve(),
          getStaticPaths: async () => {
            const paths = await astro.getStaticPaths();
            const pages = paths.filter((p) => p.route.type === 'page');
            pagesTotal = pages.length;
            return [...pages, ...paths.filter((p) => p.route.type !== 'page')];
          },
          teardown: () => astro.teardown?.() ?? Promise.resolve(),
          collectStaticImages: astro.collectStaticImages?.bind(astro),
          async render(request, options): Promise<RenderResult> {
            const result = await astro.render(request, options);
            if (options.routeData.type !== 'page') return own(request, options, result);
            try {
              return await own(request, options, result);
            } finally {
              if (++pagesDone === pagesTotal && searchCopies > 0) startIndex();
            }
          },
        }));
      },
      'astro:build:done': async ({ logger }) => {
        if (!active) return;
        for (const [file, bytes] of written) {
          let size: number;
          try {
            size = statSync(file).size;
          } catch {
            throw new Error(`${GUARD_MESSAGE} (${file} is gone)`);
          }
          if (size !== bytes) throw new Error(`${GUARD_MESSAGE} (${file} holds ${size} bytes, ${bytes} were written)`);
        }
        const failed = await finishIndex(logger);
        if (failed) throw new Error(`the search index (pagefind) could not be built: ${failed}`);
        logger.info(`wrote ${written.size} files directly, ${searchCopies} search copies, search index in ${join(outDir, 'pagefind')}`);
      },
    },
  };

  /** Write a rendered response's file here when it is a plain case, and its search copy when it is a page. */
  async function own(request: Request, options: Parameters<AstroPrerenderer['render']>[1], result: RenderResult): Promise<RenderResult> {
    const response = result instanceof Response ? result : result.response;
    if (!response.body || (options.routeData.type !== 'page' && response.status !== 200)) return result;
    const url = new URL(request.url);
    const file = response.status === 200 ? target(url, options.routeData.type) : undefined;
    const bytes = new Uint8Array(await response.arrayBuffer());
    if (options.routeData.type === 'page') {
      // A view of the bytes, not a copy; only a searchable page is decoded.
      const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      if (view.includes(SEARCH_MARK)) writeSearchCopy(pageFile(decodeURIComponent(url.pathname)).slice(1), view.toString('utf8'));
    }
    let reply: Response;
    if (file) {
      write(file, bytes);
      reply = new Response(null, { status: 200, headers: response.headers });
    } else {
      // Astro writes this one itself: hand the body back as it was.
      reply = new Response(bytes, { status: response.status, statusText: response.statusText, headers: response.headers });
    }
    return result instanceof Response ? reply : { ...result, response: reply };
  }
}
