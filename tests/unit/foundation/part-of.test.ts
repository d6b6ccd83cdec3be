/**
 * The contract of `part_of` (one record per official row, linked to its
 * umbrella): the schema accepts it and refuses a self-link, the published
 * schema describes it, and in the committed content every part names an
 * umbrella of its platform, which is not itself a part; the Amazon DSP
 * legacy API shut-off lists its endpoints as parts.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { ChangeRecord } from '../../../src/schemas/change.ts';
import { componentSchemas } from '../../../src/api/openapi.ts';
import { readRecords } from '../../../src/model/content-files.ts';
import { ROOT } from '../../../src/build/repo-root.ts';

const changes = readRecords<ChangeRecord>(join(ROOT, 'content'), 'changes');
const byId = new Map(changes.map((c) => [c.id, c]));

test('part_of: a change id, never the record itself, described in the published schema', () => {
  const rec = changes.find((c) => c.part_of !== undefined)!;
  assert.ok(rec, 'the content has parts');
  assert.equal(ChangeRecord.safeParse(rec).success, true);
  const self = ChangeRecord.safeParse({ ...rec, part_of: rec.id });
  assert.deepEqual(
    self.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`),
    ['part_of: a record cannot be a part of itself'],
  );
  assert.equal(ChangeRecord.safeParse({ ...rec, part_of: 'not an id' }).success, false);
  const schemas = componentSchemas() as { Change: { properties: Record<string, { description?: string }> } };
  assert.match(schemas.Change.properties.part_of?.description ?? '', /umbrella/);
});

test('every part names an existing umbrella of its platform, one level deep', () => {
  for (const c of changes) {
    if (c.part_of === undefined) continue;
    const u = byId.get(c.part_of);
    assert.ok(u, `${c.id}: ${c.part_of} exists`);
    assert.equal(u.platform, c.platform, c.id);
    assert.equal(u.part_of, undefined, `${c.id}: its umbrella is no part`);
  }
});

test('the Amazon DSP legacy API shut-off: each endpoint of the official table is its own record, a part of the umbrella', () => {
  const parts = changes.filter((c) => c.platform === 'amazon-ads' && c.part_of !== undefined && /\/dsp\//.test(c.title));
  assert.ok(parts.length >= 30, `${parts.length} DSP endpoint records are parts`);
  const endpoints = new Set(parts.map((c) => c.title));
  for (const t of ['Amazon DSP POST /dsp/reports shut off', 'Amazon DSP GET /dsp/orders/{orderId} shut off']) assert.ok(endpoints.has(t), t);
  const umbrellas = new Set(parts.map((c) => c.part_of));
  for (const u of umbrellas) assert.match(byId.get(u!)!.title, /DSP/);
});
