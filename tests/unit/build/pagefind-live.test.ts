/** What the build hands pagefind for each indexed page (src/build/pagefind-live.ts). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { INDEXED_MARKER, pagePath, withoutHead } from '../../../src/build/pagefind-live.ts';

test('a page goes to pagefind without its head, the rest as it was', () => {
  const page =
    '<!DOCTYPE html><html lang="en"><head><title>T</title><script type="application/ld+json">{}</script></head><body><article data-pagefind-body><h1>T</h1></article></body></html>';
  assert.equal(withoutHead(page), '<!DOCTYPE html><html lang="en"><body><article data-pagefind-body><h1>T</h1></article></body></html>');
  assert.ok(withoutHead(page).includes(INDEXED_MARKER));
});

test('a page without exactly one head element is handed over whole', () => {
  for (const page of ['<html><body>x</body></html>', '<html><head></head><head></head><body></body></html>', '<html></head><head><body></body></html>']) {
    assert.equal(withoutHead(page), page);
  }
});

test('a page is given by the path it is written to', () => {
  assert.equal(pagePath('/changes/x/'), 'changes/x/index.html');
  assert.equal(pagePath('/'), 'index.html');
});
