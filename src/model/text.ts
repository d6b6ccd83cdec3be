/**
 * Plain text on one line: white space folded, and shortened at a word. Used
 * by the site's text outputs (feeds, calendars, llms files, share cards) and
 * by the collectors, which fold every text they read from a page with
 * `oneLine` before comparing, keying or fingerprinting it. No imports: the
 * lightest module to depend on.
 */

/** Collapse white space (line breaks included) to single spaces, trimmed. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Shorten text to at most `max` characters on a word boundary, with an ellipsis. */
export function truncate(text: string, max: number): string {
  const t = oneLine(text);
  if (t.length <= max) return t;
  const cut = t.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s.,;:]+$/, '')}…`;
}
