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
 * It also writes, for each searchable page, the cut-down copy pagefind
 * indexes (src/lib/search-copy.ts) into the search-copy folder
 * (src/lib/build-dirs.ts); scripts/build.ts points pagefind at that folder.
 * Pages Astro writes itself are read back for it, so none is missed.
 */
import type { AstroIntegration, AstroPrerenderer } from 'astro';
import { existsSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildMode } from '../lib/build-mode.ts';
import { searchCopyDirOf } from '../lib/build-dirs.ts';
import { listFiles } from '../lib/list-files.ts';
import { searchCopy } from '../lib/search-copy.ts';

/** The cause named when the guard trips. */
export const GUARD_MESSAGE =
  'Astro changed how it treats a prerendered response without a body (it used to write nothing). ' +
  'src/integrations/direct-write.ts relies on that; build with CHANGELINE_BUILD=classic and fix or remove the integration.';

type RenderResult = Awaited<ReturnType<AstroPrerenderer['render']>>;

export default function directWrite(): AstroIntegration {
  let outDir = '';
  let searchDir = '';
  let searchCopies = 0;
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
          getStaticPaths: () => astro.getStaticPaths(),
          teardown: () => astro.teardown?.() ?? Promise.resolve(),
          collectStaticImages: astro.collectStaticImages?.bind(astro),
          async render(request, options): Promise<RenderResult> {
            const result = await astro.render(request, options);
            const response = result instanceof Response ? result : result.response;
            if (!response.body || (options.routeData.type !== 'page' && response.status !== 200)) return result;
            const url = new URL(request.url);
            const file = response.status === 200 ? target(url, options.routeData.type) : undefined;
            const bytes = new Uint8Array(await response.arrayBuffer());
            if (options.routeData.type === 'page') writeSearchCopy(pageFile(decodeURIComponent(url.pathname)).slice(1), Buffer.from(bytes).toString('utf8'));
            let reply: Response;
            if (file) {
              write(file, bytes);
              reply = new Response(null, { status: 200, headers: response.headers });
            } else {
              // Astro writes this one itself: hand the body back as it was.
              reply = new Response(bytes, { status: response.status, statusText: response.statusText, headers: response.headers });
            }
            return result instanceof Response ? reply : { ...result, response: reply };
          },
        }));
      },
      'astro:build:done': ({ logger }) => {
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
        logger.info(`wrote ${written.size} files directly, ${searchCopies} search copies`);
      },
    },
  };
}
