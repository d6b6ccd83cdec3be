/**
 * Which build design runs. `CHANGELINE_BUILD=classic` builds the site the way
 * it was built before the lean build (issue 14): Astro writes every file
 * itself, and the content collections use Astro's `glob` loader. The output
 * must be the same either way; the tests and `npm run bench` build both and
 * compare them.
 */
export type BuildMode = 'lean' | 'classic';

export function buildMode(env: Record<string, string | undefined> = process.env): BuildMode {
  const v = env.CHANGELINE_BUILD;
  if (v === undefined || v === '' || v === 'lean') return 'lean';
  if (v === 'classic') return 'classic';
  throw new Error(`CHANGELINE_BUILD must be "lean" or "classic", got "${v}"`);
}
