/** Extractive summaries: the first meaningful sentences of the official text, cut at a sentence boundary. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { extractiveSummary, firstSentence, sentences, textHash } from '../../../src/collect/lib/summary.ts';

test('white space is folded and the summary ends at a sentence boundary within the limit', () => {
  const text = 'Version 12   of the API\nsunsets on March 3, 2020. Requests fail after that. Upgrade now to keep working. '.repeat(3);
  const s = extractiveSummary(text, 120);
  assert.ok(s.length <= 120);
  assert.match(s, /^Version 12 of the API sunsets on March 3, 2020\./);
  assert.match(s, /\.$/);
  assert.ok(!/\s{2}/.test(s));
});

test('filler sentences (learn more, contact us) are skipped', () => {
  assert.equal(extractiveSummary('Learn more about versions. The v3 API shuts off on May 1, 2026.'), 'The v3 API shuts off on May 1, 2026.');
});

test('abbreviations and dotted identifiers do not end a sentence', () => {
  assert.deepEqual(sentences('Use e.g. the v2.1 endpoint. Then stop.'), ['Use e.g. the v2.1 endpoint.', 'Then stop.']);
  assert.equal(
    firstSentence('When creating ad sets, the field now accepts BRAZIL_REGULATION as a value. Pair it with payer.'),
    'When creating ad sets, the field now accepts BRAZIL_REGULATION as a value.',
  );
});

test('a single over-long sentence is cut at a word and marked with an ellipsis', () => {
  const s = extractiveSummary(`${'word '.repeat(200)}end.`, 50);
  assert.ok(s.length <= 50);
  assert.match(s, /…$/);
});

test('the fingerprint ignores white space but not words', () => {
  assert.equal(textHash('a  b\nc'), textHash('a b c'));
  assert.notEqual(textHash('a b c'), textHash('a b d'));
});
