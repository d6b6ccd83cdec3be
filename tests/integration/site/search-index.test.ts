/**
 * The search index the build writes is the one pagefind makes from the written pages, though the build hands
 * pagefind the change pages' indexed part made from the model (src/site/change-search.ts) instead of the pages.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SITE } from './_site.ts';
import { fixtureDataset } from '../../unit/site/_data.ts';
import { listFiles } from '../../../src/build/list-files.ts';
import { pagePath, withoutHead } from '../../../src/build/pagefind-live.ts';
import { changePath } from '../../../src/model/links.ts';
import { changeSearchHtml } from '../../../src/site/change-search.ts';

type Pagefind = typeof import('pagefind');

/** The files of an index pagefind writes from the pages `add` hands it, by path, with their bytes. */
async function indexOf(add: (index: NonNullable<Awaited<ReturnType<Pagefind['createIndex']>>['index']>) => Promise<void>): Promise<Map<string, Buffer>> {
  const pagefind: Pagefind = await import('pagefind');
  const out = mkdtempSync(join(tmpdir(), 'changeline-search-'));
  try {
    const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
    assert.ok(index, errors.join('; '));
    await add(index);
    const written = await index.writeFiles({ outputPath: out });
    assert.deepEqual(written.errors, []);
    return new Map(listFiles(out).map((f) => [f, readFileSync(join(out, f))]));
  } finally {
    await pagefind.close();
    rmSync(out, { recursive: true, force: true });
  }
}

const fragments = (files: Iterable<string>): string[] => [...files].filter((f) => f.startsWith('fragment/')).sort();

test('the built index has the fragments pagefind makes from the written pages: each result’s title, URL, text, filters and meta', async () => {
  const fromPages = await indexOf(async (index) => {
    const r = await index.addDirectory({ path: SITE });
    assert.deepEqual(r.errors, []);
    assert.ok(r.page_count > 0);
  });
  const built = listFiles(join(SITE, 'pagefind'));
  assert.ok(fragments(built).length > 0);
  // A fragment's name is the hash of its content: the same names are the same fragments.
  assert.deepEqual(fragments(built), fragments(fromPages.keys()));
});

test('each change page indexes as its written page does, weights and all: the same index files, byte for byte', async () => {
  const ds = fixtureDataset();
  const pages = ds.changes.map((c) => ({ c, path: pagePath(changePath(c.id)) }));
  assert.ok(pages.length > 20);
  const fromWritten = await indexOf(async (index) => {
    for (const { path } of pages) {
      const r = await index.addHTMLFile({ sourcePath: path, content: withoutHead(readFileSync(join(SITE, path), 'utf8')) });
      assert.deepEqual(r.errors, [], path);
    }
  });
  const fromModel = await indexOf(async (index) => {
    for (const { c, path } of pages) {
      const r = await index.addHTMLFile({ sourcePath: path, content: changeSearchHtml(c, ds) });
      assert.deepEqual(r.errors, [], path);
    }
  });
  assert.deepEqual([...fromModel.keys()], [...fromWritten.keys()]);
  for (const [file, bytes] of fromWritten) assert.ok(bytes.equals(fromModel.get(file)!), file);
});
