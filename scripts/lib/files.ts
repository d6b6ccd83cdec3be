/** The one recursive directory listing of the scripts and tests. */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { compareText } from '../../src/lib/compare.ts';

/**
 * Every regular file under `dir` (dot-folders included, symbolic links
 * followed), as paths relative to `dir`, in code-unit order.
 */
export function listFiles(dir: string): string[] {
  return (readdirSync(dir, { recursive: true }) as string[])
    .filter((rel) => statSync(join(dir, rel)).isFile())
    .sort(compareText);
}
