/**
 * Compare two builds of the same content (say, before and after a change,
 * both with the same BUILD_DATE): the same file list, and the same bytes in
 * every file. pagefind's own files are listed apart: their names and page
 * numbering may differ between two builds of the same pages, so they are
 * judged by their page fragments (pagefind/fragment/: one per page, holding
 * its URL, text and metadata, named by its content's hash), which do not
 * depend on the numbering.
 *
 *   node bench/compare.ts <site A> <site B>   (prints the comparison; exit 1 when they differ)
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { listFiles } from '../src/build/list-files.ts';

export interface TreeComparison {
  files: number;
  identical: boolean;
  only_in_a: string[];
  only_in_b: string[];
  differ: string[];
  /** pagefind/ files: how many have the same name and bytes in both; `fragments`, the same for pagefind/fragment/ alone. */
  pagefind: { a: number; b: number; same: number; fragments?: { a: number; b: number; same: number } };
}

const isPagefind = (f: string) => f.startsWith('pagefind/');
const isFragment = (f: string) => f.startsWith('pagefind/fragment/');
const MAX_LISTED = 20;

export function compareTrees(a: string, b: string): TreeComparison {
  const la = listFiles(a);
  const lb = listFiles(b);
  const sb = new Set(lb);
  const sa = new Set(la);
  const differ: string[] = [];
  let pfSame = 0;
  let fragmentsSame = 0;
  for (const f of la) {
    if (!sb.has(f)) continue;
    const same = readFileSync(join(a, f)).equals(readFileSync(join(b, f)));
    if (isPagefind(f)) pfSame += same ? 1 : 0;
    else if (!same) differ.push(f);
    if (same && isFragment(f)) fragmentsSame++;
  }
  const onlyA = la.filter((f) => !sb.has(f) && !isPagefind(f));
  const onlyB = lb.filter((f) => !sa.has(f) && !isPagefind(f));
  return {
    files: la.filter((f) => !isPagefind(f)).length,
    identical: differ.length === 0 && onlyA.length === 0 && onlyB.length === 0,
    only_in_a: onlyA.slice(0, MAX_LISTED),
    only_in_b: onlyB.slice(0, MAX_LISTED),
    differ: differ.slice(0, MAX_LISTED),
    pagefind: {
      a: la.filter(isPagefind).length,
      b: lb.filter(isPagefind).length,
      same: pfSame,
      fragments: { a: la.filter(isFragment).length, b: lb.filter(isFragment).length, same: fragmentsSame },
    },
  };
}

if (import.meta.main) {
  const [a, b] = process.argv.slice(2);
  if (!a || !b) {
    console.error('usage: node bench/compare.ts <site A> <site B>');
    process.exit(2);
  }
  const result = compareTrees(a, b);
  console.log(JSON.stringify(result, null, 2));
  process.exitCode = result.identical ? 0 : 1;
}
