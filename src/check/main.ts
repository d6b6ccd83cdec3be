/**
 * `changeline check` from a checkout (bin/changeline.mjs, npx changeline
 * check): the data it falls back to is built from the content folder
 * (src/check/local-data.ts). The one-file bundle's entry is bundle-entry.ts.
 */
import { runCheck } from './cli.ts';
import { contentData } from './local-data.ts';

function once<T>(f: () => T): () => T {
  let v: { value: T } | null = null;
  return () => {
    v ??= { value: f() };
    return v.value;
  };
}

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
    // Read once: the endpoint table is taken from it online too.
    once(() => contentData(process.env)),
  );
}

if (import.meta.main) process.exitCode = await main(process.argv.slice(2));
