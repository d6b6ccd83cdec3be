/**
 * Whether a file is test code: findings under test paths are labelled
 * `test`, and `--ignore-tests` keeps them from failing the run (they are
 * still reported). A path is test code when a folder of it is a test folder
 * (test, tests, __tests__, spec, specs, testdata, fixtures, __fixtures__,
 * __mocks__, e2e, cypress, and Python's unit_tests and integration_tests) or its name is a test file's (test_*.py,
 * *_test.py, *_test.go, *.test.js/ts, *.spec.js/ts, *Test.java, *Tests.cs,
 * *_spec.rb, conftest.py).
 */
const TEST_DIRS = new Set([
  'test',
  'tests',
  '__tests__',
  'spec',
  'specs',
  'testdata',
  'test-data',
  'fixtures',
  '__fixtures__',
  '__mocks__',
  'e2e',
  'cypress',
  'testing',
  // Python connectors and packages (Airbyte's and others') keep their tests beside the package under these names.
  'unit_tests',
  'integration_tests',
  'unit-tests',
  'integration-tests',
]);
const TEST_FILE =
  /^(?:test_.+\.py|.+_test\.(?:py|go|rb|exs?)|.+\.(?:test|spec)\.[cm]?[jt]sx?|.+(?:Test|Tests|IT)\.(?:java|kt|cs|scala)|.+_spec\.rb|conftest\.py)$/;

export type Scope = 'production' | 'test';

export function scopeOf(path: string): Scope {
  const parts = path.split('/');
  const name = parts.pop() ?? '';
  if (parts.some((p) => TEST_DIRS.has(p.toLowerCase()))) return 'test';
  return TEST_FILE.test(name) ? 'test' : 'production';
}
