/** Related records, the /changes/ filter rows and their URL state. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { changesOrder, filterIndex, filterPages, filterStates, relatedRecords, RELATED_COUNT, siteIndex } from '../../../src/site/site-index.ts';
import { changesFilterDataPath } from '../../../src/model/links.ts';
import { CATEGORIES, PLATFORM_SLUGS } from '../../../src/schemas/common.ts';
import { matchRows, queryFromState, stateFromQuery, FLAG_UPCOMING } from '../../../src/model/filter-rows.ts';
import { dataset, fixtureDataset, rec } from './_data.ts';

test('related records: same platform, never itself, sharing categories chosen first, at most RELATED_COUNT, listed newest first', () => {
  const ds = dataset([
    rec(1, { categories: ['policy'], effective_date: '2026-01-01', effective_date_precision: 'day' }),
    ...Array.from({ length: 8 }, (_, i) => rec(i + 2, { effective_date: `2026-02-0${i + 1}`, effective_date_precision: 'day' })),
    rec(20, { categories: ['policy'], effective_date: '2025-01-01', effective_date_precision: 'day' }),
    rec(21, { platform: 'x-ads', categories: ['policy'] }),
  ]);
  const related = relatedRecords(ds);
  const first = related.get('google-ads-0000000001')!;
  assert.equal(first.length, RELATED_COUNT);
  assert.ok(
    first.some((r) => r.id === 'google-ads-0000000014'),
    'the other policy record is chosen, though furthest in date',
  );
  assert.deepEqual(
    first.map((r) => r.effective_date),
    ['2026-02-04', '2026-02-03', '2026-02-02', '2026-02-01', '2025-01-01'],
    'listed newest first: the nearest records, then the older policy record',
  );
  for (const [id, list] of related) {
    const c = ds.byId.get(id)!;
    assert.ok(list.every((r) => r.platform === c.platform && r.id !== id));
  }
  assert.deepEqual(related.get('x-ads-0000000015'), []);
});

test('the site index is built once per dataset', () => {
  const ds = fixtureDataset();
  assert.equal(siteIndex(ds), siteIndex(ds));
  const counts = siteIndex(ds).coverage.platforms.reduce((n, p) => n + p.count, 0);
  assert.equal(counts, ds.changes.length);
});

test('filter rows match by platform, category and upcoming, in the /changes/ order (upcoming soonest, then past newest)', () => {
  const ds = fixtureDataset();
  const idx = filterIndex(ds);
  const order = changesOrder(ds);
  assert.equal(idx.rows.length, ds.changes.length);
  const byPlatform = matchRows(idx, { platform: 'google-ads', category: '', upcoming: false });
  assert.deepEqual(
    byPlatform.map((r) => r[0]),
    order.filter((c) => c.platform === 'google-ads').map((c) => c.id),
  );
  const sunsets = matchRows(idx, { platform: '', category: 'api_version_sunset', upcoming: true });
  assert.deepEqual(
    sunsets.map((r) => r[0]),
    ds.upcoming.filter((c) => c.categories?.includes('api_version_sunset')).map((c) => c.id),
  );
  assert.ok(sunsets.every((r) => (r[4] & FLAG_UPCOMING) !== 0));
  assert.deepEqual(matchRows(idx, { platform: 'nope', category: '', upcoming: false }), []);
});

test('filter state round-trips through the query string and drops unknown values', () => {
  const ds = fixtureDataset();
  const idx = filterIndex(ds);
  const s = { platform: 'meta-ads', category: 'deprecation', upcoming: true };
  assert.equal(queryFromState(s), '?platform=meta-ads&category=deprecation&upcoming=1');
  assert.deepEqual(stateFromQuery(queryFromState(s), idx), s);
  assert.deepEqual(stateFromQuery('?platform=<script>&category=policy&upcoming=yes', idx), { platform: '', category: 'policy', upcoming: false });
  assert.equal(queryFromState({ platform: '', category: '', upcoming: false }), '');
});

test('the filter is split into pages of each state: one small file for its first use, the pages together are exactly its matches', () => {
  const ds = fixtureDataset();
  const idx = filterIndex(ds);
  const size = 3;
  const files = filterPages(ds, size);
  const states = filterStates();
  assert.equal(states.length, (PLATFORM_SLUGS.length + 1) * (CATEGORIES.length + 1) * 2 - 1, 'every state but the empty one');
  const paths = files.map((f) => changesFilterDataPath(f.state, f.page));
  assert.equal(new Set(paths).size, paths.length, 'one path per file');
  for (const state of states) {
    const mine = files.filter((f) => queryFromState(f.state) === queryFromState(state));
    const want = matchRows(idx, state);
    assert.ok(mine.length >= 1 && mine[0]!.page === 1, `${JSON.stringify(state)} has a page 1`);
    assert.deepEqual(
      mine.map((f) => f.page),
      mine.map((_, i) => i + 1),
    );
    for (const f of mine) {
      assert.ok(f.body.rows.length <= size);
      assert.equal(f.body.count, want.length);
      assert.equal(f.body.pages, mine.length);
      assert.deepEqual(f.body.platforms, idx.platforms);
    }
    assert.deepEqual(
      mine.flatMap((f) => f.body.rows),
      want,
      JSON.stringify(state),
    );
  }
  const google = files.filter((f) => f.state.platform === 'google-ads' && !f.state.category && !f.state.upcoming);
  assert.ok(google.length > 1, 'the fixture needs more than one page at this size');
  assert.equal(changesFilterDataPath({ platform: 'meta-ads', category: '', upcoming: true }, 2), '/changes/filter/meta-ads/all/upcoming/2.json');
});
