import { test } from 'node:test';
import assert from 'node:assert/strict';
import { searchCopy } from '../../../src/lib/search-copy.ts';

const page = (article: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Meta v21.0 sunset · Changeline</title>` +
  `<script type="application/ld+json">{"@type":"Article"}</script></head><body><nav><a href="/">Home</a></nav>` +
  `<main>${article}<aside><h2>Related</h2></aside></main><footer>© Changeline</footer></body></html>`;

test('a searchable page is cut down to its marked article, keeping the language and title', () => {
  const article =
    '<article class="record" data-pagefind-body data-pagefind-meta="status:upcoming"><h1 data-pagefind-meta="title">Meta v21.0 sunset</h1><p>Body</p></article>';
  const copy = searchCopy(page(article));
  assert.equal(
    copy,
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Meta v21.0 sunset · Changeline</title></head><body>${article}</body></html>`,
  );
  assert.ok(!copy!.includes('Related') && !copy!.includes('ld+json') && !copy!.includes('<nav'));
});

test('a page without the mark is not searchable', () => {
  assert.equal(searchCopy(page('<article><h1>Not indexed</h1></article>')), undefined);
});

test('the whole page is kept when the cut is not certainly right', () => {
  const nested = page('<article data-pagefind-body><h1>A</h1><article><p>inner</p></article><p>after</p></article>');
  assert.equal(searchCopy(nested), nested);
  const onDiv = page('<div data-pagefind-body><h1>A</h1></div>');
  assert.equal(searchCopy(onDiv), onDiv);
  const twice = page('<article data-pagefind-body><h1>A</h1></article><article data-pagefind-body><h1>B</h1></article>');
  assert.equal(searchCopy(twice), twice);
  const unclosed = page('<article data-pagefind-body><h1>A</h1>');
  assert.equal(searchCopy(unclosed), unclosed);
});
