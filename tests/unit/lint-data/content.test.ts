/**
 * The committed dataset passes every data rule (what `npm run lint:data`
 * checks), judged at a fixed moment rather than the wall clock, so the result
 * depends on the files alone.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { listFiles } from '../../../src/build/list-files.ts';
import { errorsOf, lintDir, formatFinding } from '../../../src/lint/lint.ts';
import { ROOT } from '../../../src/build/repo-root.ts';

/** The fixture content is judged as on this day (after every fixture timestamp). */
const FIXTURE_NOW = new Date('2026-11-26T00:00:00Z');

/**
 * The newest UTC timestamp written in a content folder: content/ is judged as
 * at its own latest observation, so "in the future" means later than anything
 * the collection itself saw.
 */
function newestTimestamp(dir: string): Date {
  let newest = '';
  for (const rel of listFiles(dir)) {
    if (!rel.endsWith('.json')) continue;
    for (const m of readFileSync(join(dir, rel), 'utf8').matchAll(/"(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z)"/g)) {
      if (m[1]! > newest) newest = m[1]!;
    }
  }
  assert.ok(newest, `no timestamps in ${dir}`);
  return new Date(newest);
}

test('content/ passes the data linter', () => {
  const dir = join(ROOT, 'content');
  const findings = lintDir(dir, { label: 'content', now: newestTimestamp(dir) });
  // Findings of a review rule (summary-date) are listed for a person, not failures.
  assert.deepEqual(errorsOf(findings).map(formatFinding), []);
});

test('the fixture content passes the data linter', () => {
  const findings = lintDir(join(ROOT, 'tests/fixtures/content'), { label: 'tests/fixtures/content', now: FIXTURE_NOW });
  assert.deepEqual(errorsOf(findings).map(formatFinding), []);
});

test('the linter judges dates against the moment it is given, not the wall clock', () => {
  const early = lintDir(join(ROOT, 'tests/fixtures/content'), { label: 'fixtures', now: new Date('2020-01-01T00:00:00Z') });
  assert.ok(
    early.some((f) => f.rule === 'date-range' && / is in the future$/.test(f.message)),
    'a fetch after 2020-01-01 is in the future then',
  );
});
