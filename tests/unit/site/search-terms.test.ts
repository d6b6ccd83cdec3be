/** What change pages tell the search index, and what a search result shows. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { majorVersion, resultDate, resultMeta, resultStatus, versionText } from '../../../src/site/search-terms.ts';
import { dataset, rec } from './_data.ts';

test('major versions: v21.0 is v21, v2.12 is v2; date-named versions have none', () => {
  assert.equal(majorVersion('v21.0'), 'v21');
  assert.equal(majorVersion('v21'), 'v21');
  assert.equal(majorVersion('21.0'), 'v21');
  assert.equal(majorVersion('v2.12'), 'v2');
  assert.equal(majorVersion('V13'), 'v13');
  assert.equal(majorVersion('202511'), null);
  assert.equal(majorVersion('2024-10'), null);
  assert.equal(versionText('v21.0'), 'v21.0 (major version v21)');
  assert.equal(versionText('v2.12'), 'v2.12 (major version v2)');
  assert.equal(versionText('v21'), 'v21');
  assert.equal(versionText('202511'), '202511');
});

test('result date and status, as the search page shows them (build day 2026-06-15)', () => {
  const ds = dataset([
    rec(1, { effective_date: '2026-08-05', effective_date_precision: 'day', tentative: true }),
    rec(2, { effective_date: '2018-05-08', effective_date_precision: 'day', in_source: false, last_seen_in_source: '2026-01-01T00:00:00Z' }),
    rec(3, { published_date: '2021-03' }),
    rec(4, { effective_date: '2027-01-01', effective_date_precision: 'day', superseded_by: 'google-ads-0000000001' }),
  ]);
  const c = (n: number) => ds.byId.get(`google-ads-${n.toString(16).padStart(10, '0')}`)!;
  assert.equal(resultDate(c(1), '2026-06-15'), 'Takes effect 5 August 2026');
  assert.equal(resultStatus(c(1)), 'upcoming · tentative date');
  assert.equal(resultStatus(c(2)), 'date passed · no longer listed by the source');
  assert.equal(resultDate(c(3), '2026-06-15'), 'Published March 2021');
  assert.equal(resultStatus(c(3)), '');
  assert.deepEqual(resultMeta(c(3), '2026-06-15'), { date: 'date:Published March 2021', status: undefined });
  assert.equal(resultStatus(c(4)), 'superseded');
  // Version records: the event by name, never the category.
  const v = dataset([
    rec(5, {
      platform: 'meta-ads',
      title: 'Meta Graph API v27.0',
      categories: ['announcement'],
      published_date: '2026-05-04',
      release_date: '2026-05-04',
      api: 'Graph API',
      api_version: 'v27.0',
    }),
    rec(6, {
      categories: ['api_version_sunset'],
      release_date: '2025-08-06',
      effective_date: '2026-08-05',
      effective_date_precision: 'day',
      api: 'Google Ads API',
      api_version: 'v21',
    }),
    rec(7, { title: 'Smart Pages retired', effective_date: '2026-05-31', effective_date_precision: 'day' }),
  ]);
  assert.equal(resultDate(v.byId.get('meta-ads-0000000005')!, '2026-06-15'), 'Released 4 May 2026');
  assert.equal(resultDate(v.byId.get('google-ads-0000000006')!, '2026-06-15'), 'Sunset 5 August 2026');
  assert.equal(resultDate(v.byId.get('google-ads-0000000007')!, '2026-06-15'), 'Retired 31 May 2026');
  // Before its date a retirement reads in the future.
  assert.equal(resultDate(v.byId.get('google-ads-0000000007')!, '2026-05-01'), 'Retires 31 May 2026');
  for (const n of [1, 2, 3, 4]) assert.doesNotMatch(`${resultDate(c(n), '2026-06-15')}${resultStatus(c(n))}`, /,/, 'no comma: pagefind would split the value');
});
