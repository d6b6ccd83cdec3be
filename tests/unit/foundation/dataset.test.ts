/** Derived fields, ordering and every response builder, on a small in-memory dataset. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildDataset } from '../../../src/model/dataset.ts';
import * as api from '../../../src/api/api.ts';
import { ENDPOINTS, FILES, singleBody } from '../../../src/api/endpoints.ts';
import { fillPath } from '../../../src/model/links.ts';
import { PLATFORM_SLUGS, TOOL_SLUGS } from '../../../src/schemas/common.ts';
import { Change, ChangeList, Index, PlatformList, ToolPricing } from '../../../src/schemas/index.ts';
import type { ChangeRecord } from '../../../src/schemas/change.ts';

const ctx = { site: 'https://changeline.test', today: '2026-06-15', generatedAt: '2026-06-15T00:00:00Z' };

function rec(id: string, over: Partial<ChangeRecord> = {}): ChangeRecord {
  return {
    id: `google-ads-${id}`,
    platform: 'google-ads',
    title: `Record ${id}`,
    categories: ['deprecation'],
    source_url: 'https://developers.google.com/google-ads/api/docs/deprecations',
    fetched_at: '2026-06-01T00:00:00Z',
    recorded_by: 'hand',
    observed_via: 'official',
    last_verified: '2026-06-01',
    source_key: `entry|developers.google.com/google-ads/api/docs/deprecations|${id}`,
    ...over,
  } as ChangeRecord;
}

const ds = buildDataset(
  {
    changes: [
      rec('000000000a', { effective_date: '2026-06-14', effective_date_precision: 'day' }),
      rec('000000000b', { effective_date: '2026-06', effective_date_precision: 'month' }),
      rec('000000000c', { effective_date: '2026-06-15', effective_date_precision: 'day' }),
      rec('000000000d', { effective_date: '2027-01-10', effective_date_precision: 'day', categories: ['policy', 'tracking_signal'] }),
      rec('000000000e', { effective_date: null, effective_date_precision: null, published_date: '2026-05-01' }),
      rec('000000000f', { platform: 'x-ads', id: 'x-ads-000000000f', in_source: false, last_seen_in_source: '2026-05-01T00:00:00Z' }),
    ],
    tools: [],
    events: [],
    sources: [],
    digests: [],
  },
  ctx,
);

test('upcoming is derived from the build date; a month counts while it lasts; no date is never upcoming', () => {
  const up = (id: string) => ds.byId.get(id)!.upcoming;
  assert.equal(up('google-ads-000000000a'), false);
  assert.equal(up('google-ads-000000000b'), true);
  assert.equal(up('google-ads-000000000c'), true);
  assert.equal(up('google-ads-000000000e'), false);
});

test('url is the record page on the site; published keys are in the schema order', () => {
  const c = ds.byId.get('google-ads-000000000d')!;
  assert.equal(c.url, 'https://changeline.test/changes/google-ads-000000000d/');
  assert.equal(Change.safeParse(c).success, true);
  const keys = Object.keys(c);
  assert.ok(keys.indexOf('upcoming') < keys.indexOf('source_url') && keys.indexOf('source_url') < keys.indexOf('url'));
});

test('upcoming list is soonest first, month dates sorting as their first day', () => {
  assert.deepEqual(
    api.listUpcoming(ds).changes.map((c) => c.id),
    ['google-ads-000000000b', 'google-ads-000000000c', 'google-ads-000000000d'],
  );
});

test('the full list is newest first by effective (else published) date, then id', () => {
  assert.deepEqual(
    ds.changes.map((c) => c.id.slice(-1)),
    ['d', 'c', 'a', 'b', 'e', 'f'],
  );
  assert.equal(ChangeList.safeParse(api.listChanges(ds)).success, true);
});

test('platforms: all seven listed, with counts per category, upcoming and unlisted', () => {
  const p = api.listPlatforms(ds);
  assert.equal(PlatformList.safeParse(p).success, true);
  assert.deepEqual(
    p.platforms.map((x) => x.slug),
    [...PLATFORM_SLUGS],
  );
  const g = p.platforms.find((x) => x.slug === 'google-ads')!;
  assert.equal(g.count, 5);
  assert.equal(g.upcoming, 3);
  assert.equal(g.next_effective_date, '2026-06');
  assert.equal(g.categories.deprecation, 4);
  assert.equal(g.categories.policy, 1);
  assert.equal(p.platforms.find((x) => x.slug === 'x-ads')!.unlisted, 1);
  assert.equal(p.platforms.find((x) => x.slug === 'meta-ads')!.count, 0);
  assert.equal(p.categories.find((c) => c.slug === 'deprecation')!.count, 5);
});

test('a platform with no records still gets an empty list', () => {
  assert.deepEqual(api.listChangesByPlatform(ds, 'snapchat-ads').changes, []);
});

test('a tool with no snapshot is published as such, naming no price and no invented date', () => {
  for (const t of TOOL_SLUGS) {
    const r = api.getToolPricing(ds, t);
    assert.equal(ToolPricing.safeParse(r).success, true, t);
    assert.deepEqual(r.tool.plans, []);
    assert.equal(r.tool.fetched_at, null);
  }
});

test('the index lists every endpoint of the spec with absolute addresses', () => {
  const idx = api.index(ds, ENDPOINTS, FILES);
  assert.deepEqual(singleBody('getIndex', ds), idx, 'the index endpoint builds the index of its own table');
  assert.equal(Index.safeParse(idx).success, true);
  assert.deepEqual(
    idx.endpoints.map((e) => e.operation_id),
    ENDPOINTS.map((e) => e.operationId),
  );
  assert.ok(idx.endpoints.every((e) => e.url.startsWith('https://changeline.test/api/')));
  assert.equal(idx.counts.upcoming, 3);
});

test('every endpoint lists every file it publishes: templates filled, no path twice, one per change, platform and tool', () => {
  const paths = ENDPOINTS.flatMap((e) => e.files(ds).map((f) => fillPath(e.path, f.params)));
  assert.deepEqual(
    paths.filter((p) => p.includes('{')),
    [],
  );
  assert.equal(new Set(paths).size, paths.length);
  assert.equal(paths.filter((p) => p.startsWith('/api/change/')).length, ds.changes.length);
  assert.equal(paths.filter((p) => p.startsWith('/api/changes/')).length, PLATFORM_SLUGS.length);
  assert.equal(paths.filter((p) => p.startsWith('/api/prices/')).length, TOOL_SLUGS.length);
  assert.equal(paths.filter((p) => p.startsWith('/api/badges/')).length, ds.versions.length);
});
