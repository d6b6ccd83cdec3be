/** The sets of platforms a subscriber can choose, and their names in paths and titles. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PLATFORM_SLUGS } from '../../../src/schemas/common.ts';
import { COMBINED_SETS, PLATFORM_SETS, platformSetName, setChanges } from '../../../src/site/platform-sets.ts';
import { calendarPath, platformFeedPath, platformSetSlug } from '../../../src/model/links.ts';
import { dataset, rec } from './_data.ts';

test('127 sets, each once, singles first and all seven last; 120 of two or more', () => {
  assert.equal(PLATFORM_SETS.length, 2 ** PLATFORM_SLUGS.length - 1);
  assert.equal(COMBINED_SETS.length, 120);
  const names = PLATFORM_SETS.map(platformSetSlug);
  assert.equal(new Set(names).size, names.length);
  assert.deepEqual(
    PLATFORM_SETS.slice(0, 7),
    PLATFORM_SLUGS.map((p) => [p]),
  );
  assert.deepEqual(PLATFORM_SETS.at(-1), [...PLATFORM_SLUGS]);
  for (const s of PLATFORM_SETS) assert.deepEqual([...s], [...s].sort(), 'slugs in code-unit order');
});

test('a set has one address whatever order or repetition it is given in; one platform keeps its own address; no platform is an error', () => {
  assert.equal(platformSetSlug(['x-ads', 'amazon-ads', 'x-ads']), 'amazon-ads+x-ads');
  assert.equal(calendarPath(['meta-ads']), calendarPath('meta-ads'));
  assert.equal(calendarPath('meta-ads'), '/calendars/meta-ads.ics');
  assert.equal(platformFeedPath(['snapchat-ads', 'linkedin-ads']), '/feeds/linkedin-ads+snapchat-ads.xml');
  assert.equal(calendarPath(), '/calendar.ics');
  assert.throws(() => calendarPath([]), /at least one platform/);
});

test("titles name the set in words; a set's changes are those of its platforms, in the dataset's order", () => {
  assert.equal(platformSetName('x-ads'), 'X Ads');
  assert.equal(platformSetName(['meta-ads', 'google-ads']), 'Google Ads and Meta Ads');
  assert.equal(platformSetName(['meta-ads', 'google-ads', 'amazon-ads']), 'Amazon Ads, Google Ads and Meta Ads');
  const ds = dataset([rec(1), rec(2, { platform: 'meta-ads' }), rec(3, { platform: 'x-ads' }), rec(4)]);
  const got = setChanges(ds, ['meta-ads', 'google-ads']).map((c) => c.id);
  assert.deepEqual(
    got,
    ds.changes.filter((c) => c.platform !== 'x-ads').map((c) => c.id),
  );
  assert.equal(got.length, 3);
});
