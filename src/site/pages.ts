/**
 * Paging of the static /changes/ lists: how many pages a list takes, the
 * rows of one page, and which page links the pager shows (first, last and
 * the pages around the current one, with gaps between).
 */

/** Number of pages of `total` rows, `size` per page; an empty list still has its first page. */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/** The rows of page `n` (from 1). */
export function pageRows<T>(rows: readonly T[], n: number, size: number): T[] {
  return rows.slice((n - 1) * size, n * size);
}

/** The page numbers a pager links, `null` for a gap: 1 … 4 5 [6] 7 8 … 20. */
export function pageWindow(current: number, pages: number, around = 2): (number | null)[] {
  const out: (number | null)[] = [];
  for (let n = 1; n <= pages; n++) {
    if (n === 1 || n === pages || Math.abs(n - current) <= around) out.push(n);
    else if (out.at(-1) !== null) out.push(null);
  }
  return out;
}
