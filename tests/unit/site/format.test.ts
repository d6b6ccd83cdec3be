/** How dates, deadlines and texts read on the site. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { effectiveDateText, formatDate, formatShortDate, oneLine, truncate } from '../../../src/site/format.ts';

test('dates read as words, a month as a month, a timestamp as its UTC day', () => {
  assert.equal(formatDate('2026-07-01'), '1 July 2026');
  assert.equal(formatDate('2026-09'), 'September 2026');
  assert.equal(formatDate('2026-11-25T23:59:00Z'), '25 November 2026');
  assert.equal(formatShortDate('2026-12-09'), '9 Dec 2026');
  assert.equal(formatShortDate('2027-01'), 'Jan 2027');
});

test('a month-precision effective date says the day is not given', () => {
  assert.equal(effectiveDateText({ effective_date: '2026-07-01' }), '1 July 2026');
  assert.match(effectiveDateText({ effective_date: '2026-09' })!, /^September 2026 \(the source gives the month, not the day\)$/);
  assert.equal(effectiveDateText({ effective_date: null }), null);
});

test('one-line and truncated texts', () => {
  assert.equal(oneLine(' a\n\tb  c '), 'a b c');
  assert.equal(truncate('short', 10), 'short');
  const t = truncate('The quick brown fox jumps over the lazy dog, again and again.', 30);
  assert.ok(t.length <= 30, t);
  assert.ok(t.endsWith('…'));
  assert.ok('The quick brown fox jumps over the lazy dog'.startsWith(t.slice(0, -1)));
});
