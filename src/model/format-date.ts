/**
 * Date wording shared by the build and the browser's /changes/ filter
 * script: no imports, so the client bundle stays tiny.
 */
export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** `2026-07-01` -> `1 July 2026`; `2026-07` -> `July 2026`; a timestamp reads as its UTC day. */
export function formatDate(date: string): string {
  const [y, m, d] = date.slice(0, 10).split('-');
  const month = MONTHS[Number(m) - 1] ?? m;
  return d === undefined ? `${month} ${y}` : `${Number(d)} ${month} ${y}`;
}

/** `1 Jul 2026` (or `Jul 2026` for a month), for dense lists. */
export function formatShortDate(date: string): string {
  const [y, m, d] = date.slice(0, 10).split('-');
  const month = (MONTHS[Number(m) - 1] ?? String(m)).slice(0, 3);
  return d === undefined ? `${month} ${y}` : `${Number(d)} ${month} ${y}`;
}
