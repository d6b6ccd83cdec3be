/**
 * Bundle `changeline check` (src/check/bundle-entry.ts) into one ESM file
 * that runs with plain `node` (20 or later) and nothing installed, with the
 * site's version table and SDK map built in (the --offline copy and the
 * fallback when the site cannot be reached) and the default API base set to
 * the site the build is made for.
 *
 *   node scripts/bundle-check.ts [--out file] [--api-base url] [--data dir]
 *
 * --data is a folder holding the site's built files (default: the build's
 * output folder, $ASTRO_OUT_DIR or dist/): its /api/versions.json and SDK
 * map are what the bundle carries. A build step of scripts/build.ts.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { siteUrl } from '../model/site-url.ts';
import { API_PATHS, CHECK_BUNDLE_PATH } from '../model/links.ts';
import { endpointTable } from '../check/endpoints.ts';
import { assertTakenAsIs, dataFrom, type DataFiles } from '../check/data.ts';
import { oneFileBundle } from './bundle-mcp.ts';

/** File name of the bundle, as the site publishes it (/changeline-check.mjs). */
export const CHECK_BUNDLE_NAME = CHECK_BUNDLE_PATH.slice(1);
import { ROOT } from './repo-root.ts';

/** The data files of a built site folder; throws naming the file that is missing or wrong. */
export function siteDataFiles(outDir: string): DataFiles {
  const read = (p: string): unknown => {
    const file = join(outDir, p);
    try {
      return JSON.parse(readFileSync(file, 'utf8'));
    } catch (err) {
      throw new Error(`the check bundle needs ${file}: ${(err as Error).message.split('\n')[0]}`);
    }
  };
  const changes = (read(API_PATHS.listChanges) as { changes?: Parameters<typeof endpointTable>[0] }).changes ?? [];
  const files = { versions: read(API_PATHS.listVersions), sdks: read(API_PATHS.listSdks), endpoints: endpointTable(changes) };
  dataFrom(files, outDir); // the same check the scanner makes
  return files;
}

/** The bundle as text, written nowhere. */
export async function bundleCheckText(apiBase: string, files: DataFiles): Promise<{ text: string }> {
  // The bundle takes its copy without parsing it again at run time (checkedWhenBuilt): it must parse to itself.
  assertTakenAsIs(files, 'the data built into the check bundle');
  const text = await oneFileBundle('the check bundle', {
    entry: join(ROOT, 'src/check/bundle-entry.ts'),
    outfile: CHECK_BUNDLE_NAME,
    define: {
      __CHANGELINE_DEFAULT_API_BASE__: JSON.stringify(apiBase),
      __CHANGELINE_EXAMPLE_CHANGE_ID__: JSON.stringify(''),
      __CHANGELINE_CHECK_DATA__: JSON.stringify(files),
    },
    // The config readers (yaml is CommonJS) require node builtins; an ES module has no require of its own.
    banner: `// changeline-check: find the ad-API versions a codebase depends on (${apiBase}). Run: node ${CHECK_BUNDLE_NAME} --help (Node.js 20+).\nimport { createRequire as __clCreateRequire } from 'node:module'; const require = __clCreateRequire(import.meta.url);`,
  });
  return { text };
}

async function main(): Promise<number> {
  let values: { out?: string; 'api-base'?: string; data?: string; help?: boolean };
  try {
    ({ values } = parseArgs({ options: { out: { type: 'string' }, 'api-base': { type: 'string' }, data: { type: 'string' }, help: { type: 'boolean' } } }));
  } catch (err) {
    console.error(`${(err as Error).message}\nusage: node scripts/bundle-check.ts [--out file] [--api-base url] [--data dir]`);
    return 2;
  }
  if (values.help) {
    console.log(`usage: node scripts/bundle-check.ts [--out file] [--api-base url] [--data dir]`);
    return 0;
  }
  const outDir = process.env.ASTRO_OUT_DIR || 'dist';
  const outFile = values.out ?? join(outDir, CHECK_BUNDLE_NAME);
  const apiBase = siteUrl(values['api-base'] ? { SITE_URL: values['api-base'] } : process.env);
  try {
    const { text } = await bundleCheckText(apiBase, siteDataFiles(values.data ?? outDir));
    writeFileSync(outFile, text);
    console.log(`wrote ${outFile} (${Math.round(Buffer.byteLength(text) / 1024)} KiB, default API base ${apiBase})`);
    return 0;
  } catch (err) {
    console.error(`x ${(err as Error).message}`);
    return 1;
  }
}

/** What `node scripts/bundle-check.ts` runs. */
export async function cli(): Promise<void> {
  process.exitCode = await main();
}
