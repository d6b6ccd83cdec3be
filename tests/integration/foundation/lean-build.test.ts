/**
 * The lean build (issue 14) changes how the site is built, never what it
 * publishes: the fixture site built the previous way (`CHANGELINE_BUILD=classic`:
 * Astro writes every file, content through the `glob` loader) and the lean
 * way must hold the same files with the same bytes, the search index included.
 * This is also the guard of the direct writer (src/integrations/direct-write.ts):
 * if an Astro upgrade starts writing something for the bodiless responses it
 * is handed, or places files elsewhere, this fails and says so.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { STAMP, buildSite, fixtureSite } from '../../../scripts/lib/fixture-site.ts';
import { compareTrees } from '../../../scripts/bench/compare.ts';

test('the lean and the classic build publish the same files, byte for byte', () => {
  const lean = fixtureSite();
  const res = buildSite({ mode: 'full', env: { CHANGELINE_BUILD: 'classic' } });
  assert.equal(res.status, 0, res.output);
  const cmp = compareTrees(res.outDir, lean);
  const cause =
    'The lean build no longer publishes what the classic build does. If files are missing, empty or different, ' +
    'Astro may have changed how it treats a response without a body (src/integrations/direct-write.ts relies on it writing nothing) ' +
    'or where it writes files; build with CHANGELINE_BUILD=classic to compare.';
  // The shared fixture site carries the tests' own rebuild stamp, which no build publishes.
  const onlyLean = cmp.only_in_b.filter((f) => f !== STAMP);
  assert.deepEqual(
    { only_in_classic: cmp.only_in_a, only_in_lean: onlyLean, differ: cmp.differ },
    { only_in_classic: [], only_in_lean: [], differ: [] },
    cause,
  );
  assert.ok(cmp.files > 50, `compared ${cmp.files} files`);
  const { a: pages } = cmp.pagefind.fragments!;
  assert.ok(pages > 10, `the index holds ${pages} pages`);
  assert.deepEqual(
    cmp.pagefind,
    { a: cmp.pagefind.a, b: cmp.pagefind.a, same: cmp.pagefind.a, fragments: { a: pages, b: pages, same: pages } },
    'the search index is the same, file for file',
  );
  rmSync(res.outDir, { recursive: true, force: true });
});
