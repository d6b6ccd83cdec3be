/**
 * The contract of `endpoints` (the operations a deprecation retires): the
 * schema accepts the committed records and refuses a path that is no API
 * path, a field without its value and endpoints on a record that is no
 * deprecation; the published schema (OpenAPI) describes the field; the
 * `endpoints` lint rule refuses a path the record's own text does not name.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { ChangeRecord } from '../../../src/schemas/change.ts';
import { componentSchemas } from '../../../src/api/openapi.ts';
import { readRecords } from '../../../src/model/content-files.ts';
import { ROOT } from '../../../src/build/repo-root.ts';
import { canonicalJson } from '../../../src/model/canonical.ts';
import { lintFiles } from '../../../src/lint/lint.ts';
import type { ContentFile } from '../../../src/lint/types.ts';

const changes = readRecords<ChangeRecord>(join(ROOT, 'content'), 'changes');
const rec = changes.find((c) => c.title === 'Amazon DSP POST /dsp/reports shut off')!;

const issues = (r: unknown): string[] => ChangeRecord.safeParse(r).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

test('endpoints: the committed record is valid; bad paths, a lone field and a non-deprecation are refused', () => {
  assert.deepEqual(rec.endpoints, [{ method: 'POST', path: '/dsp/reports' }]);
  assert.deepEqual(issues(rec), []);
  assert.match(issues({ ...rec, endpoints: [{ path: 'dsp/reports' }] }).join(), /endpoints\.0\.path: expected an API path/);
  assert.match(issues({ ...rec, endpoints: [{ path: 'https://advertising-api.amazon.com/dsp/reports' }] }).join(), /expected an API path/);
  assert.match(issues({ ...rec, endpoints: [{ path: '/dsp/reports?x=1' }] }).join(), /expected an API path/);
  assert.match(issues({ ...rec, endpoints: [{ method: 'FETCH', path: '/dsp/reports' }] }).join(), /endpoints\.0\.method/);
  assert.match(issues({ ...rec, endpoints: [{ path: '/dsp/v1/adGroups', field: 'inventoryType' }] }).join(), /field and value go together/);
  assert.match(issues({ ...rec, endpoints: [] }).join(), /endpoints/);
  assert.deepEqual(issues({ ...rec, categories: ['announcement'] }), ['endpoints: only applies to a deprecation or shut-off (categories include deprecation)']);
});

test('endpoints is described in the published schema', () => {
  const schemas = componentSchemas() as { Change: { properties: Record<string, { description?: string; items?: unknown }> } };
  const prop = schemas.Change.properties.endpoints;
  assert.ok(prop, 'Change has endpoints');
  assert.match(prop.description ?? '', /official row/);
  assert.match(JSON.stringify(prop.items), /\{name\} for a path parameter/);
});

function file(record: ChangeRecord): ContentFile {
  const text = canonicalJson(ChangeRecord, record);
  const json = JSON.parse(text) as unknown;
  return { kind: 'changes', name: `${record.id}.json`, path: `content/changes/${record.id}.json`, text, json, parsed: ChangeRecord.safeParse(json) };
}

test('the endpoints lint rule: each path (and value) is named in the title or summary', () => {
  const lint = (r: ChangeRecord) => lintFiles([file(r)], { now: new Date('2026-11-29T12:00:00Z') }).filter((f) => f.rule === 'endpoints');
  assert.deepEqual(lint(rec), []);
  const invented = lint({ ...rec, endpoints: [{ method: 'GET', path: '/dsp/reports/{reportId}/download' }] });
  assert.equal(invented.length, 1);
  assert.match(invented[0]!.message, /named in neither the title nor the summary/);
  const value = changes.find((c) => c.endpoints?.some((e) => e.value === 'VIDEO'))!;
  assert.deepEqual(lint(value), []);
  assert.equal(lint({ ...value, endpoints: [{ ...value.endpoints![0]!, value: 'NATIVE' }] }).length, 1);
});
