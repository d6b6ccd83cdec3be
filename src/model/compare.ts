/**
 * The one string comparator of the project: UTF-16 code-unit order, the
 * order of `<` and of `Array.prototype.sort()` without a comparator. It does
 * not depend on ICU, the locale or the Node build, so every sort gives the
 * same output everywhere (byte-identical builds). Never `localeCompare`.
 */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Objects by their `id`, in code-unit order. */
export const byId = (a: { id: string }, b: { id: string }): number => compareText(a.id, b.id);
