/**
 * Committed files a program writes: the program gives the text each file
 * should hold (paths relative to the repository root), and this module
 * writes them or, with `--check`, names each one that is missing or differs.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { writeFileAtomic } from '../model/atomic-write.ts';
import { ROOT } from './repo-root.ts';

/** Repository-relative path → the text the file should hold. */
export type GeneratedFiles = ReadonlyMap<string, string>;

/** The paths whose committed copy is missing or differs from the generated text, in the generator's order. */
export function staleFiles(files: GeneratedFiles, root = ROOT): string[] {
  return [...files]
    .filter(([rel, text]) => {
      const file = join(root, rel);
      return !existsSync(file) || readFileSync(file, 'utf8') !== text;
    })
    .map(([rel]) => rel);
}

/** Write the stale files (atomically); returns their paths. */
export function writeGenerated(files: GeneratedFiles, root = ROOT): string[] {
  const stale = staleFiles(files, root);
  for (const rel of stale) {
    const file = join(root, rel);
    mkdirSync(dirname(file), { recursive: true });
    writeFileAtomic(file, files.get(rel)!);
  }
  return stale;
}

/**
 * A generator's command line: `--check` prints each stale file and returns
 * exit code 1 when there is one; without it the stale files are written.
 * `command` is how to run the generator, for the message.
 */
export async function runGenerator(
  argv: readonly string[],
  command: string,
  files: () => GeneratedFiles | Promise<GeneratedFiles>,
  root = ROOT,
): Promise<number> {
  const want = await files();
  if (argv.includes('--check')) {
    const stale = staleFiles(want, root);
    for (const rel of stale) console.error(`${rel} is out of date: run ${command}`);
    if (stale.length === 0) console.log(`${want.size} generated file(s) up to date`);
    return stale.length ? 1 : 0;
  }
  const written = writeGenerated(want, root);
  for (const rel of written) console.log(`wrote ${rel}`);
  console.log(`${written.length} of ${want.size} generated file(s) written (the rest were up to date)`);
  return 0;
}
