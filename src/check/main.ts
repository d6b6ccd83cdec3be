/**
 * `changeline check` from a checkout (bin/changeline.mjs, npx changeline
 * check): the data it falls back to is built from the content folder
 * (src/check/local-data.ts). The one-file bundle's entry is bundle-entry.ts.
 */
import { runCheck } from './cli.ts';
import { contentData } from './local-data.ts';

export async function main(argv: readonly string[]): Promise<number> {
  return runCheck(
    argv,
    process.env,
    {
      stdout: (s) => process.stdout.write(s),
      stderr: (s) => process.stderr.write(s),
      isTTY: process.stdout.isTTY === true,
      fetch: (url, init) => fetch(url, init),
    },
    () => contentData(process.env),
  );
}

if (import.meta.main) process.exitCode = await main(process.argv.slice(2));
