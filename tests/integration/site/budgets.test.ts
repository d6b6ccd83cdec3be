/** Size and script budgets, from the built files. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { changes, files, load, pages, read, SITE } from './_site.ts';
import { changePath } from '../../../src/model/links.ts';

const CHANGE_PAGE_MAX = 30 * 1024;
/** Pages that may run scripts, and how many (the filter, search; on /pricing/ the comparison's sorting and the team totals), and how large each may be. */
const SCRIPT_PAGES = new Map([
  ['/changes/', 1],
  ['/search/', 1],
  ['/pricing/', 2],
]);
const SCRIPT_MAX = 8 * 1024;

test('a change page is under 30 KB of HTML', () => {
  const list = pages().filter((p) => /^\/changes\/[a-z-]+-[0-9a-f]{10}\/$/.test(p.path));
  assert.ok(list.length > 0);
  for (const { file, path } of list) {
    const size = statSync(join(SITE, file)).size;
    assert.ok(size < CHANGE_PAGE_MAX, `${path}: ${size} bytes`);
  }
});

test('no client JavaScript except the filter, search and table-sort scripts, which stay small', () => {
  for (const { file, path } of pages()) {
    const $ = load(file);
    const scripts = $('script')
      .toArray()
      .filter((el) => $(el).attr('type') !== 'application/ld+json');
    if (!SCRIPT_PAGES.has(path)) {
      assert.equal(scripts.length, 0, `${path} has a script`);
      continue;
    }
    assert.equal(scripts.length, SCRIPT_PAGES.get(path), path);
    for (const el of scripts) {
      const src = $(el).attr('src');
      const size = src ? statSync(join(SITE, src)).size : Buffer.byteLength($(el).text());
      assert.ok(size > 0 && size < SCRIPT_MAX, `${path}: script of ${size} bytes`);
    }
  }
  // Nothing else ships JavaScript to the browser (pagefind's own files and the MCP and check bundles are downloads, not page scripts).
  const js = files().filter((f) => /\.m?js$/.test(f) && !f.startsWith('pagefind/') && f !== 'changeline-mcp.mjs' && f !== 'changeline-check.mjs');
  assert.deepEqual(
    js.filter((f) => !read(f).length),
    [],
  );
  for (const f of js) assert.ok(statSync(join(SITE, f)).size < SCRIPT_MAX, f);
});

test('pages without JavaScript still reach every record: the pages of the platform pages list them all', () => {
  const seen = new Set<string>();
  for (const { file, path } of pages()) {
    if (!/^\/platforms\/[a-z-]+\/(page\/\d+\/)?$/.test(path)) continue;
    const $ = load(file);
    for (const a of $('main a[href^="/changes/"]').toArray()) seen.add($(a).attr('href')!);
  }
  const $ = load('changes/index.html');
  assert.equal($('noscript').length > 0, true, '/changes/ explains the no-JS path');
  assert.ok(changes().length > 0);
  for (const c of changes()) assert.ok(seen.has(changePath(c.id)), c.id);
});
