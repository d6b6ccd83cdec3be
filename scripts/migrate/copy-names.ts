/**
 * One-off migration (issue 28, review of stop 36): the names of stored copies say what the copy is, not which of
 * the compiler's tools found it. "the search tool's stored text of the official page (docs corpus), ja_JP
 * edition" becomes "a stored text of the official page, ja_JP edition": the words "search tool" and the
 * corpus it came from were our tooling's, shown to the public on every change page, in /api and on /sources/.
 * What the copy is (the official page's text, its locale or dated edition, a Markdown twin, a mirror) and its
 * address (capture_url, copy_url) are unchanged; docs/hand-compiled.md keeps how the copies were found.
 *
 *   node scripts/migrate/copy-names.ts [--dry-run]
 *
 * Rewrites, in place, the names in content/changes (capture_name), content/sources (the status files' copy
 * names), copies/provenance.json (copy_name) and the hand scripts that write them (scripts/hand/), so that a
 * rerun of either writes the same names. The new names hold no character JSON escapes, so each file keeps its
 * canonical form. The status files list their copies in name order, so the script ends by telling you to run
 * `npm run collect -- --init-status` (which writes the stale lists anew); then `npm run lint:data` and a second
 * `npm run collect -- --from-copies copies/` check it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { writeFileAtomic } from '../../src/model/atomic-write.ts';

const CORPUS = /\s?\((?:docs|pages) corpus\)|; (?:docs|pages) corpus\)/;

/** The public name of one copy name: the rules above, applied to each mention in a text. */
function publicCopyNames(text: string): string {
  return text.replace(
    /\b([Tt])he search tool(?:\\)?'s stored text(?: \((?:docs|pages) corpus\))? of ([^"\n]*?)(\s?\((?:docs|pages) corpus\)|; (?:docs|pages) corpus\)|(?=["\n]))/g,
    (_m, t: string, what: string, corpus: string) => `${t === 'T' ? 'A' : 'a'} stored text of ${what}${corpus.startsWith(';') ? ')' : ''}`,
  );
}

const ROOT = join(import.meta.dirname, '../..');
const FILES = [
  ...['content/changes', 'content/sources', 'scripts/hand'].flatMap((dir) =>
    readdirSync(join(ROOT, dir))
      .filter((f) => f.endsWith('.json') || f.endsWith('.ts'))
      .map((f) => join(dir, f)),
  ),
  'copies/provenance.json',
];

function args(): { 'dry-run'?: boolean; help?: boolean } | null {
  try {
    return parseArgs({ options: { 'dry-run': { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } }).values;
  } catch (err) {
    console.error(`copy-names: ${(err as Error).message} (see --help)`);
    return null;
  }
}

const values = import.meta.main ? args() : null;
if (import.meta.main && values === null) process.exitCode = 2;
else if (values !== null) {
  if (values.help) {
    console.log('usage: node scripts/migrate/copy-names.ts [--dry-run]');
  } else {
    let changed = 0;
    for (const rel of FILES) {
      const file = join(ROOT, rel);
      const text = readFileSync(file, 'utf8');
      const next = publicCopyNames(text);
      if (next === text) continue;
      for (const line of next.split('\n'))
        if (/stored text of/.test(line) && CORPUS.test(line)) console.error(`${rel}: a corpus name is left beside a copy name: ${line.trim().slice(0, 120)}`);
      if (!values['dry-run']) writeFileAtomic(file, next);
      changed++;
    }
    console.log(`${values['dry-run'] ? 'would rename' : 'renamed'} the copies named in ${changed} file(s); then run npm run collect -- --init-status`);
  }
}
