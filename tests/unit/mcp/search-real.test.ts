/** search_changes on the real content (content/changes): category words find the records of their category. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { loadContent, validRecords } from '../../../src/lint/load.ts';
import { publishChange } from '../../../src/model/dataset.ts';
import type { ChangeRecord } from '../../../src/schemas/change.ts';
import { changesSnapshot } from '../../../src/mcp/snapshot.ts';
import { searchChanges } from '../../../src/mcp/queries.ts';
import { SearchInput } from '../../../src/mcp/tool-schemas.ts';

const ctx = { site: 'https://changeline.test', today: '2026-11-27', generatedAt: '2026-11-27T00:00:00Z' };
const content = fileURLToPath(new URL('../../../content', import.meta.url));
const changes = validRecords<ChangeRecord>(loadContent(content, 'content'), 'changes').map((r) => publishChange(r.data, ctx));
const snap = changesSnapshot({ generated_at: ctx.generatedAt, count: changes.length, changes }, ctx.site);
const search = (args: Record<string, unknown>) => searchChanges(snap, SearchInput.parse({ limit: 100, ...args }), ctx.today);

test('"sunset" on meta-ads returns the Meta version sunset records', () => {
  const r = search({ query: 'sunset', platform: 'meta-ads' });
  assert.ok(r.total > 0);
  const sunsets = changes.filter((c) => c.platform === 'meta-ads' && c.categories?.includes('api_version_sunset'));
  const found = new Set(r.changes.map((c) => c.id));
  for (const c of sunsets) if (r.total <= 100) assert.ok(found.has(c.id), c.id);
});

test('"v22 sunset" on meta-ads returns the v22.0 records of both API families', () => {
  const r = search({ query: 'v22 sunset', platform: 'meta-ads' });
  const v22 = changes.filter((c) => c.platform === 'meta-ads' && c.categories?.includes('api_version_sunset') && c.api_version === 'v22.0' && !c.superseded_by);
  assert.ok(v22.length >= 1);
  for (const c of v22)
    assert.ok(
      r.changes.some((x) => x.id === c.id),
      c.id,
    );
  assert.ok(r.changes.every((c) => /v22/.test(c.api_version ?? c.title)));
});

test('brief rows carry superseded_by, and a superseded record is never upcoming', () => {
  const superseded = changes.filter((c) => c.superseded_by !== undefined);
  assert.ok(superseded.length > 0);
  const r = search({});
  assert.ok(r.total >= superseded.length);
  for (const c of superseded) {
    const row = search({ query: c.title, platform: c.platform }).changes.find((x) => x.id === c.id);
    assert.ok(row, c.id);
    assert.equal(row.superseded_by, c.superseded_by, c.id);
    assert.equal(row.upcoming, false, c.id);
    assert.equal(row.days_until, undefined, c.id);
  }
});
