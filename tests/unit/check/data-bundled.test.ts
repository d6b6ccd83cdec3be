/**
 * The bundle's data copy is taken as it is at run time (checkedWhenBuilt),
 * because the build checks that dataFrom gives it back unchanged
 * (assertTakenAsIs): both paths must give the same data, and a copy the
 * check would change or reject must stop the build.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertTakenAsIs, checkedWhenBuilt, dataFrom } from '../../../src/check/data.ts';
import { contentData } from '../../../src/check/local-data.ts';

const files = () => JSON.parse(JSON.stringify(contentData({ ...process.env, BUILD_DATE: '2026-11-27' })));

test('the bundled copy taken as it is equals the checked copy', () => {
  const checked = dataFrom(files(), 'x');
  assert.ok(checked.versions.length > 50);
  assert.deepEqual(dataFrom(checkedWhenBuilt(files()), 'x'), checked);
  assert.doesNotThrow(() => assertTakenAsIs(files(), 'x'));
});

test('the build refuses a copy the check rejects or would change', () => {
  const bad = files();
  bad.versions.versions[0].sunset_date = 17;
  assert.throws(() => assertTakenAsIs(bad, 'the copy'), /the copy\/api\/versions\.json is not the file expected/);
  const empty = files();
  empty.versions.versions = [];
  assert.throws(() => dataFrom(checkedWhenBuilt(empty), 'the copy'), /lists no API versions/);
});
