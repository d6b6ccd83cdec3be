/** The category-events rule: a category agrees with the dated events of its record (issue 20). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { canonicalJson } from '../../../src/model/canonical.ts';
import { changeId, sourceKey } from '../../../src/model/ids.ts';
import { CONTENT_SCHEMAS } from '../../../src/model/content-kinds.ts';
import { categoryEvents } from '../../../src/lint/rules/category-events.ts';
import { RULES } from '../../../src/lint/rules/index.ts';
import type { ContentFile } from '../../../src/lint/types.ts';

function meta(v: string, over: Record<string, unknown> = {}): ContentFile {
  const key = sourceKey.version('graph-api', v);
  const rec: Record<string, unknown> = {
    id: changeId('meta-ads', key),
    platform: 'meta-ads',
    title: `Meta Graph API ${v}`,
    categories: ['announcement'],
    published_date: '2026-11-04',
    effective_date: null,
    effective_date_precision: null,
    source_url: 'https://developers.facebook.com/docs/graph-api/changelog',
    fetched_at: '2026-11-25T10:00:00Z',
    recorded_by: 'hand',
    observed_via: 'official',
    last_verified: '2026-11-25',
    api: 'Graph API',
    api_version: v,
    release_date: '2026-11-04',
    source_key: key,
    ...over,
  };
  const text = canonicalJson(CONTENT_SCHEMAS.changes, rec);
  const json = JSON.parse(text);
  const name = `${String(rec.id)}.json`;
  return { kind: 'changes', name, path: `content/changes/${name}`, text, json, parsed: CONTENT_SCHEMAS.changes.safeParse(json) };
}

const check = (files: ContentFile[]) => categoryEvents.check({ files, today: '2026-11-25', now: '2026-11-25T12:00:00Z' });

test('a release categorised as a sunset is named; as an announcement it passes', () => {
  const bad = check([meta('v27.0', { categories: ['api_version_sunset'] })]);
  assert.equal(bad.length, 1);
  assert.equal(bad[0]!.field, 'categories');
  assert.match(bad[0]!.message, /states only its release.*"announcement"/);
  assert.deepEqual(check([meta('v27.0')]), []);
});

test('a release categorised as a deprecation is named', () => {
  const bad = check([meta('v27.0', { categories: ['deprecation'] })]);
  assert.equal(bad.length, 1);
  assert.match(bad[0]!.message, /not a sunset or a deprecation/);
});

test('a version record stating a sunset, a deprecation or a sunset status must be api_version_sunset', () => {
  for (const over of [
    { effective_date: '2027-02-23', effective_date_precision: 'day' },
    { effective_date: '2027-02', effective_date_precision: 'month' },
    { deprecation_date: '2026-12-01' },
    { version_status: 'sunset' },
    { version_status: 'deprecated' },
  ]) {
    const bad = check([meta('v25.0', over)]);
    assert.equal(bad.length, 1, JSON.stringify(over));
    assert.match(bad[0]!.message, /states a deprecation or sunset.*"api_version_sunset"/);
    assert.deepEqual(check([meta('v25.0', { ...over, categories: ['api_version_sunset'] })]), [], JSON.stringify(over));
  }
});

test("records that name no api_version are not this rule's business; the rule is registered", () => {
  assert.deepEqual(check([meta('v1', { api_version: undefined, api: undefined, release_date: undefined, categories: ['api_version_sunset'] })]), []);
  assert.ok(RULES.includes(categoryEvents));
});
