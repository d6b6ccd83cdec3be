/**
 * The one recursive directory listing of the project: the build's
 * integration (public/), the scripts (validators, benchmarks) and the tests.
 */
import { readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { compareText } from '../model/compare.ts';

/**
 * Every regular file under `dir` (dot-folders included, symbolic links
 * followed), as `/`-separated paths relative to `dir`, in code-unit order.
 */
export function listFiles(dir: string): string[] {
  const out: string[] = [];
  for (const d of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const path = join(d.parentPath, d.name);
    if (d.isFile() || (d.isSymbolicLink() && statSync(path).isFile())) out.push(relative(dir, path).split(sep).join('/'));
  }
  return out.sort(compareText);
}
