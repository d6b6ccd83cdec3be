/**
 * Generated fixture pages: the pricing pages (tests/fixtures/pages{,-later}/)
 * written by tests/fixtures/collect/make-pricing-pages.ts, and the real
 * copies rendered from their Markdown sources by
 * tests/fixtures/real/make-real-copies.ts. The committed pages are exactly
 * what the generators write, and --check names each page that is not.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runGenerator, staleFiles } from '../../../src/build/generated.ts';
import { ROOT } from '../../../src/build/repo-root.ts';
import { pricingPages, SPECS } from '../../fixtures/collect/make-pricing-pages.ts';
import { renderedCopies } from '../../fixtures/real/make-real-copies.ts';

const COMMAND = 'node tests/fixtures/collect/make-pricing-pages.ts';

test('the committed pricing fixture pages are the generated ones (make-pricing-pages --check)', async () => {
  const pages = pricingPages();
  assert.equal(pages.size, 2 * Object.keys(SPECS).length, 'a base and a later page per tool');
  assert.deepEqual(staleFiles(pages), [], `edit the specs in make-pricing-pages.ts and run: ${COMMAND}`);
  assert.equal(await runGenerator(['--check'], COMMAND, pricingPages), 0);
});

test('--check fails and names each page that was hand-edited or is missing', async () => {
  const root = mkdtempSync(join(tmpdir(), 'changeline-gen-'));
  try {
    for (const dir of ['tests/fixtures/pages', 'tests/fixtures/pages-later']) cpSync(join(ROOT, dir), join(root, dir), { recursive: true });
    const [edited, removed] = ['tests/fixtures/pages/attio.com/pricing', 'tests/fixtures/pages-later/www.clay.com/pricing'];
    writeFileSync(join(root, edited!), '<html><body>hand-edited</body></html>');
    rmSync(join(root, removed!));
    assert.deepEqual(staleFiles(pricingPages(), root), [edited, removed]);
    const errors: string[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args.join(' '));
    try {
      assert.equal(await runGenerator(['--check'], COMMAND, pricingPages, root), 1);
    } finally {
      console.error = original;
    }
    assert.deepEqual(errors, [`${edited} is out of date: run ${COMMAND}`, `${removed} is out of date: run ${COMMAND}`]);
    // Without --check the generator puts them right.
    const log = console.log;
    console.log = () => {};
    try {
      assert.equal(await runGenerator([], COMMAND, pricingPages, root), 0);
    } finally {
      console.log = log;
    }
    assert.deepEqual(staleFiles(pricingPages(), root), []);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('the committed real copies are the ones rendered from their sources (make-real-copies --check)', () => {
  const copies = renderedCopies();
  assert.ok(copies.size > 0);
  assert.deepEqual(staleFiles(copies), [], 'run: node tests/fixtures/real/make-real-copies.ts');
});
