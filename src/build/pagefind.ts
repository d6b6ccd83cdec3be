/**
 * Astro integration: when the build is done, the search index (pagefind's
 * CLI over the built site, into <out>/pagefind), then the build's own
 * "finished" marker (src/build/build-dirs.ts), written last. Place it after
 * every other integration: Astro runs `astro:build:done` hooks in order.
 */
import type { AstroIntegration } from 'astro';
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildDoneMarkerOf } from './build-dirs.ts';

/** pagefind's CLI, from the installed package, run by this Node; resolves with why it failed, or undefined. */
function pagefind(site: string): Promise<string | undefined> {
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

export default function pagefindIndex(): AstroIntegration {
  let marker = '';
  return {
    name: 'changeline-pagefind',
    hooks: {
      'astro:config:done': ({ config }) => {
        marker = buildDoneMarkerOf(fileURLToPath(config.cacheDir));
      },
      'astro:build:done': async ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        const failed = await pagefind(out);
        if (failed) throw new Error(`the search index (pagefind) could not be built: ${failed}`);
        logger.info(`search index in ${join(out, 'pagefind')}`);
        mkdirSync(dirname(marker), { recursive: true });
        writeFileSync(marker, `${JSON.stringify({ outDir: out })}\n`);
      },
    },
  };
}
