/** Which paths are test code (src/check/scope.ts): findings there are labelled `test` and --ignore-tests spares them. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { scopeOf } from '../../../src/check/scope.ts';

test('test folders and test file names are test code; the rest is production', () => {
  for (const p of [
    'tests/test_client.py',
    'src/__tests__/index.ts',
    'test/integrations/destinations/fb/network.ts',
    'airbyte-integrations/connectors/source-snapchat-marketing/unit_tests/integration/request_builder.py',
    'source-google-ads/integration_tests/expected_records.py',
    'pkg/client_test.go',
    'src/search.test.ts',
  ])
    assert.equal(scopeOf(p), 'test', p);
  for (const p of ['src/v0/destinations/fb/config.js', 'tap_google_ads/streams.py', 'unit_testsuite/config.py', 'src/testimonials/page.ts', 'setup.py'])
    assert.equal(scopeOf(p), 'production', p);
});
