/** The API page's content comes from the endpoint list and the OpenAPI document, with real examples. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { apiDocs, shorten, typeOf } from '../../../src/api/api-docs.ts';
import { ENDPOINTS } from '../../../src/api/endpoints.ts';
import { exampleChangeId } from '../../../src/model/ids.ts';
import { CHANGE_KEYS } from '../../../src/schemas/change.ts';
import { fixtureDataset } from './_data.ts';

const ds = fixtureDataset();
const docs = apiDocs(ds);

test('every endpoint is documented, in order, with a live example that parses', () => {
  assert.deepEqual(
    docs.endpoints.map((e) => e.path),
    ENDPOINTS.map((e) => e.path),
  );
  for (const e of docs.endpoints) {
    assert.match(e.exampleUrl, /^https:\/\/changeline\.test\/api\/\S+\.json$/);
    assert.doesNotMatch(e.exampleUrl, /[{}]/);
    assert.doesNotThrow(() => JSON.parse(e.example), e.path);
  }
  const one = docs.endpoints.find((e) => e.operationId === 'getChange')!;
  assert.equal(JSON.parse(one.example).id, exampleChangeId(ds.changes.map((c) => c.id)), 'the example is a real record');
  assert.ok(ds.byId.has(JSON.parse(one.example).id));
  assert.deepEqual(
    one.errors.map((x) => x.status),
    ['404'],
  );
});

test('schema field tables come from the OpenAPI components', () => {
  const change = docs.schemas.find((s) => s.id === 'Change')!;
  assert.deepEqual(
    change.fields.map((f) => f.name),
    CHANGE_KEYS,
  );
  assert.equal(change.fields.find((f) => f.name === 'id')!.required, true);
  assert.equal(change.fields.find((f) => f.name === 'summary')!.required, false);
  const list = docs.schemas.find((s) => s.id === 'ChangeList')!;
  assert.deepEqual(
    list.fields.find((f) => f.name === 'changes'),
    { name: 'changes', type: 'Change[]', ref: 'Change', required: true, description: '' },
  );
  for (const e of docs.endpoints)
    assert.ok(
      docs.schemas.some((s) => s.id === e.response),
      e.response,
    );
});

test('types read plainly', () => {
  assert.equal(typeOf({ anyOf: [{ type: 'string' }, { type: 'null' }] }).type, 'string | null');
  assert.equal(typeOf({ type: 'array', items: { type: 'string', enum: ['a', 'b'] } }).type, '("a" | "b")[]');
  assert.equal(typeOf({ type: 'string', format: 'date-time' }).type, 'string (date-time)');
});

test('examples shorten every array and say so', () => {
  assert.deepEqual(shorten({ a: [1, 2, 3], b: { c: [[1, 2]] } }), { value: { a: [1], b: { c: [[1]] } }, cut: true });
  assert.deepEqual(shorten({ a: [1] }), { value: { a: [1] }, cut: false });
});
