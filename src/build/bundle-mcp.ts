/**
 * Bundle the MCP server (src/mcp/server.ts) into one ESM file that runs with
 * plain `node` (20 or later) and no node_modules, with the default API base
 * set to the site the build is made for.
 *
 *   node scripts/bundle-mcp.ts [--out file] [--api-base url]
 *
 * Defaults: $ASTRO_OUT_DIR/changeline-mcp.mjs (dist/ when unset) and the
 * SITE_URL of the build (src/model/site-url.ts). A build step of scripts/build.ts.
 */
import { assertRunsOnShippedNode } from './node-target-guard.ts';
import { build, type Plugin } from 'esbuild';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { siteUrl } from '../model/site-url.ts';
import { MCP_BUNDLE_PATH } from '../model/links.ts';
import { exampleChangeIdIn } from '../model/content-kinds.ts';

/** File name of the bundle, as the site publishes it (/changeline-mcp.mjs). */
export const BUNDLE_NAME = MCP_BUNDLE_PATH.slice(1);
import { ROOT } from './repo-root.ts';

export interface BundleOptions {
  outFile: string;
  /** Default of CHANGELINE_API_BASE in the bundle. */
  apiBase: string;
}

/**
 * zod's `z.locales` (error messages in 40-odd languages, ~250 KB minified) is never
 * used: the server speaks English, which zod configures from its own `en`
 * module. Resolve the namespace to an empty module.
 *
 * This relies on where zod keeps that import (`../locales/index.js` from its
 * `v4/{classic,mini}/external.js` or `v4/core/index.js`). The plugin counts the
 * imports it drops, and `bundleMcpText` fails when there were none, so a zod
 * release that moves them stops the build instead of silently shipping the
 * locales again.
 */
export const ZOD_LOCALES_IMPORTER = /[\\/]zod[\\/]v4[\\/](classic[\\/]external|mini[\\/]external|core[\\/]index)\.js$/;

/** The esbuild plugin of that step, shared by every bundle that carries zod (the MCP server, changeline check); it records each import it drops in `dropped`. */
export function dropZodLocales(dropped: string[]): Plugin {
  return {
    name: 'drop-zod-locales',
    setup(b) {
      b.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) => {
        if (!ZOD_LOCALES_IMPORTER.test(args.importer)) return undefined;
        dropped.push(args.importer);
        return { path: 'zod-locales', namespace: 'empty' };
      });
      b.onLoad({ filter: /.*/, namespace: 'empty' }, () => ({ contents: 'export {};', loader: 'js' }));
    },
  };
}

/**
 * Why the locales step no longer holds, or null when it does: it must have
 * dropped at least one import, and no locale other than zod's `en` may be in
 * the bundle's inputs.
 */
export function zodLocalesProblem(dropped: readonly string[], inputs: readonly string[], label = 'the MCP bundle'): string | null {
  const locales = inputs.filter((p) => /zod[\\/]v4[\\/]locales[\\/](?!en\.js$)/.test(p));
  if (dropped.length > 0 && locales.length === 0) return null;
  const what =
    dropped.length === 0
      ? "zod no longer imports '../locales/index.js' from the files ZOD_LOCALES_IMPORTER names"
      : `zod's locales still reach the bundle (${locales.slice(0, 3).join(', ')})`;
  return `${label}'s drop-zod-locales step no longer holds: ${what}; update src/build/bundle-mcp.ts for this zod version`;
}

/**
 * One self-contained ES module for Node (the MCP server, the `changeline check` scanner), as text: esbuild,
 * minified, for the oldest Node the README names, without zod's unused locales; refused when it is not one
 * file, when the locales step no longer holds, or when it uses a runtime API newer than that Node.
 */
export async function oneFileBundle(label: string, opts: { entry: string; outfile: string; define: Record<string, string>; banner: string }): Promise<string> {
  const dropped: string[] = [];
  const result = await build({
    entryPoints: [opts.entry],
    bundle: true,
    write: false,
    outfile: opts.outfile,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    minify: true,
    legalComments: 'none',
    plugins: [dropZodLocales(dropped)],
    logLevel: 'warning',
    metafile: true,
    define: opts.define,
    banner: { js: opts.banner },
  });
  const out = result.outputFiles[0];
  if (!out || result.outputFiles.length !== 1) throw new Error(`${label} made ${result.outputFiles.length} files, expected 1`);
  const problem = zodLocalesProblem(dropped, Object.keys(result.metafile.inputs), label);
  if (problem) throw new Error(problem);
  assertRunsOnShippedNode(label, out.text);
  return out.text;
}

export async function bundleMcp(opts: BundleOptions): Promise<{ bytes: number }> {
  const { text } = await bundleMcpText(opts.apiBase);
  writeFileSync(opts.outFile, text);
  return { bytes: Buffer.byteLength(text) };
}

/**
 * The bundle as text, written nowhere: `npm run build` makes it while Astro
 * builds (Astro empties the output folder first) and writes it afterwards.
 */
export async function bundleMcpText(apiBase: string): Promise<{ text: string }> {
  const text = await oneFileBundle('the MCP bundle', {
    entry: join(ROOT, 'src/mcp/server.ts'),
    outfile: BUNDLE_NAME,
    define: {
      __CHANGELINE_DEFAULT_API_BASE__: JSON.stringify(apiBase),
      // A real record of the content built, for the id examples in the tools' texts.
      __CHANGELINE_EXAMPLE_CHANGE_ID__: JSON.stringify(exampleChangeIdIn() ?? ''),
    },
    banner: `// changeline-mcp: MCP tool server over the Changeline API at ${apiBase}. Run: node ${BUNDLE_NAME} --help (Node.js 20+).`,
  });
  return { text };
}

async function main(): Promise<number> {
  let values: { out?: string; 'api-base'?: string; help?: boolean };
  try {
    ({ values } = parseArgs({ options: { out: { type: 'string' }, 'api-base': { type: 'string' }, help: { type: 'boolean' } } }));
  } catch (err) {
    console.error(`${(err as Error).message}\nusage: node scripts/bundle-mcp.ts [--out file] [--api-base url]`);
    return 2;
  }
  if (values.help) {
    console.log(`usage: node scripts/bundle-mcp.ts [--out file] [--api-base url]`);
    return 0;
  }
  const outFile = values.out ?? join(process.env.ASTRO_OUT_DIR || 'dist', BUNDLE_NAME);
  const apiBase = siteUrl(values['api-base'] ? { SITE_URL: values['api-base'] } : process.env);
  const { bytes } = await bundleMcp({ outFile, apiBase });
  console.log(`wrote ${outFile} (${Math.round(bytes / 1024)} KiB, default API base ${apiBase})`);
  return 0;
}

/** What `node scripts/bundle-mcp.ts` runs. */
export async function cli(): Promise<void> {
  process.exitCode = await main();
}
