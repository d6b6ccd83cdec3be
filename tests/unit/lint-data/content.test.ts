/** The committed dataset passes every data rule (what `npm run lint:data` checks). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { lintDir, formatFinding } from '../../../scripts/lint-data/lint.ts';
import { ROOT } from '../../helpers/build.ts';

test('content/ passes the data linter', () => {
  const findings = lintDir(join(ROOT, 'content'), { label: 'content' });
  assert.deepEqual(findings.map(formatFinding), []);
});

test('the fixture content passes the data linter', () => {
  const findings = lintDir(join(ROOT, 'tests/fixtures/content'), { label: 'tests/fixtures/content' });
  assert.deepEqual(findings.map(formatFinding), []);
});
