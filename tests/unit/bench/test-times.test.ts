/** docs/testing.md's test times come from runs of scripts/run-tests.ts (bench/test-times.json), never typed by hand. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sectionDrift } from '../../../src/build/doc-section.ts';
import { mergeRun, readRecorded, renderTestTimes, SLOWEST, TEST_TIMES_SECTION } from '../../../bench/test-times.ts';
import { planOf, type TestTimes } from '../../support/test-runner.ts';

test('the docs/testing.md times section is the one generated from bench/test-times.json', () => {
  assert.equal(sectionDrift(TEST_TIMES_SECTION, renderTestTimes(readRecorded())), null, 'stale or hand-edited: run `node bench/test-times.ts`');
});

const run = (tier: 'fast' | 'full', suites: [string, number][], files: [string, string, number][]): TestTimes => ({
  date: '2026-11-29T01:00:00.000Z',
  commit: 'abc1234',
  tier,
  cores: 2,
  load_avg_1m: { mean: 0.4, max: 0.9, samples: 12 },
  suites: suites.map(([name, seconds]) => ({ name, seconds, passed: 3, failed: 0 })),
  files: files.map(([file, suite, ms]) => ({ file, suite, ms })),
});

test('a recorded run replaces the rows of the suites it ran and keeps the others; the slowest files come first', () => {
  const first = mergeRun(
    { suites: [], files: [] },
    run(
      'full',
      [
        ['unit', 40],
        ['e2e', 200],
      ],
      [
        ['tests/e2e/a.spec.ts', 'e2e', 90_000],
        ['tests/unit/b.test.ts', 'unit', 2_000],
      ],
    ),
  );
  const second = mergeRun(
    first,
    run(
      'fast',
      [
        ['typecheck', 30],
        ['unit', 14],
      ],
      [['tests/unit/c.test.ts', 'unit', 3_000]],
    ),
  );
  assert.deepEqual(
    second.suites.map((s) => [s.name, s.seconds, s.tier]),
    [
      ['typecheck', 30, 'fast'],
      ['unit', 14, 'fast'],
      ['e2e', 200, 'full'],
    ],
  );
  assert.deepEqual(
    second.files.map((f) => f.file),
    ['tests/e2e/a.spec.ts', 'tests/unit/c.test.ts'],
  );
  const text = renderTestTimes(second);
  assert.match(text, /\| e2e \| full \| 3 \| 0 \| 3\.3 min \(200 s\) \| 0\.40 \/ 0\.90 \| 2026-11-29, abc1234, run as the full tier \|/);
  assert.match(
    text,
    /Fast tier \(`npm test`: typecheck, unit\): 44\.0 s\. Full tier \(`npm run test:full`, what CI runs\): not all recorded yet \(no time for lint, fixture site, integration\)\./,
  );
  const many = mergeRun(
    { suites: [], files: [] },
    run(
      'full',
      [['unit', 1]],
      Array.from({ length: 30 }, (_, i): [string, string, number] => [`f${i}`, 'unit', i]),
    ),
  );
  assert.equal(
    renderTestTimes(many)
      .split('\n')
      .filter((l) => l.startsWith('| `f')).length,
    SLOWEST,
  );
});

test('npm test runs the fast tier; full, a tier or suite names choose; an unknown name is one line', () => {
  assert.deepEqual(planOf([]), { tier: 'fast', suites: ['typecheck', 'lint', 'unit'] });
  assert.deepEqual(planOf(['full']), { tier: 'full', suites: ['typecheck', 'lint', 'unit', 'fixture site', 'integration', 'e2e'] });
  assert.deepEqual(planOf(['integration']), { tier: 'fast', suites: ['integration'] });
  assert.deepEqual(planOf(['e2e', 'fixture site']), { tier: 'fast', suites: ['fixture site', 'e2e'] });
  assert.match(planOf(['bogus']) as string, /^unknown suite\(s\): bogus; suites: .*; tiers: fast, full$/);
});
