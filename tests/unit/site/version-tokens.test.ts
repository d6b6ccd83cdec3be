/** Version words in text and queries (src/model/version-tokens.ts): what search treats as the same version. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { QUERY_VERSION, queryVersionKeys, versionKey, versionKeysIn } from '../../../src/model/version-tokens.ts';
import { resultVersions, searchWords } from '../../../src/site/search-terms.ts';
import type { Change } from '../../../src/schemas/change.ts';

test('v21, 21.0 and v21.0 are one version; v2.10 is another', () => {
  assert.equal(versionKey('v21'), '21');
  assert.equal(versionKey('v21.0'), '21');
  assert.equal(versionKey('21.0'), '21');
  assert.equal(versionKey('v2.10'), '2.10');
  assert.equal(versionKey('202601'), '202601');
});

test('query words that name a version, and words that do not', () => {
  for (const w of ['v21', 'V21.0', '21.0', 'v2.10', 'v19.1']) assert.ok(QUERY_VERSION.test(w), w);
  for (const w of ['202', '2026', 'sunset', 'v', '21', 'v21x', '2026-02-11']) assert.ok(!QUERY_VERSION.test(w), w);
  assert.deepEqual(queryVersionKeys('meta v21.0 sunset'), ['21']);
});

test('versions named in running text: with a v, a dot or six digits; not dates, bare numbers or words', () => {
  assert.deepEqual(versionKeysIn('Calls to v21.0 move to v22; v2.10 was old; 202601 too.'), ['21', '22', '2.10', '202601']);
  assert.deepEqual(versionKeysIn('On 2026-02-11, 13 services and 1,000 segments; OAuth2 and v-neck.'), []);
  assert.deepEqual(versionKeysIn('(available in v19.2, v20.1 and v21)'), ['19.2', '20.1', '21']);
});

const record = (over: Partial<Change>): Change =>
  ({
    id: 'meta-ads-0000000000',
    platform: 'meta-ads',
    title: 'Meta Marketing API v21.0',
    summary: 'Marketing API v21.0 expires; move to v24.0.',
    categories: ['api_version_sunset'],
    source_url: 'https://developers.facebook.com/docs/marketing-api/marketing-api-changelog',
    fetched_at: '2026-11-25T00:00:00Z',
    recorded_by: 'hand',
    observed_via: 'official',
    last_verified: '2026-11-25',
    upcoming: true,
    url: 'https://changeline.test/changes/meta-ads-0000000000/',
    source_key: 'x',
    api_version: 'v21.0',
    version_status: 'deprecated',
    ...over,
  }) as Change;

test('a change page is found by its category words, status and version forms, and names its versions', () => {
  const words = searchWords(record({})).split(' ');
  for (const w of ['sunset', 'api', 'version', 'upcoming', 'deprecated', 'v21.0', 'v21']) assert.ok(words.includes(w), w);
  assert.equal(resultVersions(record({})), '21 24');
  assert.equal(resultVersions(record({ title: 'Bing Ads API 13', summary: 'Version 13 ends.', api_version: '13' })), '13');
});
