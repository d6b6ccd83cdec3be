/** Paging of the static /changes/ lists and their order. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pageCount, pageRows, pageWindow } from '../../../src/site/pages.ts';
import { changesOrder, siteIndex } from '../../../src/site/site-index.ts';
import { changesPagePath, categoryPath } from '../../../src/model/links.ts';
import { dataset, rec } from './_data.ts';

test('page count and rows: every row on exactly one page', () => {
  assert.equal(pageCount(0, 100), 1);
  assert.equal(pageCount(100, 100), 1);
  assert.equal(pageCount(101, 100), 2);
  const rows = Array.from({ length: 250 }, (_, i) => i);
  const seen = [1, 2, 3].flatMap((n) => pageRows(rows, n, 100));
  assert.deepEqual(seen, rows);
  assert.deepEqual(pageRows(rows, 4, 100), []);
});

test('the pager shows first, last and the pages around the current one, with gaps', () => {
  assert.deepEqual(pageWindow(1, 1), [1]);
  assert.deepEqual(pageWindow(1, 3), [1, 2, 3]);
  assert.deepEqual(pageWindow(6, 20), [1, null, 4, 5, 6, 7, 8, null, 20]);
  assert.deepEqual(pageWindow(1, 20), [1, 2, 3, null, 20]);
  assert.deepEqual(pageWindow(20, 20), [1, null, 18, 19, 20]);
});

test('page paths: page 1 is the list itself', () => {
  assert.equal(changesPagePath(1), '/changes/');
  assert.equal(changesPagePath(3), '/changes/page/3/');
  assert.equal(categoryPath('policy'), '/changes/category/policy/');
  assert.equal(categoryPath('policy', 2), '/changes/category/policy/page/2/');
});

test('/changes/ order: upcoming soonest first, then everything else newest first; categories keep that order', () => {
  const day = (d: string) => ({ effective_date: d, effective_date_precision: 'day' as const });
  const ds = dataset([
    rec(1, { ...day('2028-01-01'), categories: ['policy'] }),
    rec(2, day('2026-07-01')),
    rec(3, { ...day('2020-01-01'), categories: ['policy'] }),
    rec(4, { published_date: '2024-05-05' }),
    rec(5, { ...day('2025-06-01'), categories: ['policy', 'deprecation'] }),
    rec(6, { effective_date: '2026-06', effective_date_precision: 'month' }),
  ]);
  const ids = (list: { id: string }[]) => list.map((c) => Number.parseInt(c.id.slice(-10), 16));
  // Build day 2026-06-15: the June 2026 month is still upcoming; 2028 comes last of the upcoming, not first of all.
  assert.deepEqual(ids(changesOrder(ds)), [6, 2, 1, 5, 4, 3]);
  assert.deepEqual(ids(siteIndex(ds).byCategory.get('policy')!), [1, 5, 3]);
  assert.equal(siteIndex(ds).byCategory.has('format_change'), false, 'no page for a category without records');
});
