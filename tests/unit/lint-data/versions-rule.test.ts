/** The versions rule: an API family on every version record, one live sunset date per version. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { canonicalJson } from '../../../src/model/canonical.ts';
import { changeId, sourceKey } from '../../../src/model/ids.ts';
import { CONTENT_SCHEMAS } from '../../../src/model/content-kinds.ts';
import { versions } from '../../../src/lint/rules/versions.ts';
import type { ContentFile } from '../../../src/lint/types.ts';

function google(v: string, over: Record<string, unknown> = {}): ContentFile {
  const key = (over.source_key as string | undefined) ?? sourceKey.version('google-ads-api', v);
  const rec: Record<string, unknown> = {
    id: changeId('google-ads', key),
    platform: 'google-ads',
    title: `Google Ads API ${v}`,
    categories: ['api_version_sunset'],
    effective_date: '2026-10-07',
    effective_date_precision: 'day',
    source_url: 'https://developers.google.com/google-ads/api/docs/sunset-dates',
    fetched_at: '2026-11-25T10:00:00Z',
    recorded_by: 'hand',
    observed_via: 'official',
    last_verified: '2026-11-25',
    api: 'Google Ads API',
    api_version: v,
    source_key: key,
    ...over,
  };
  const text = canonicalJson(CONTENT_SCHEMAS.changes, rec);
  const json = JSON.parse(text);
  const name = `${String(rec.id)}.json`;
  return { kind: 'changes', name, path: `content/changes/${name}`, text, json, parsed: CONTENT_SCHEMAS.changes.safeParse(json) };
}

const check = (files: ContentFile[]) => versions.check({ files, today: '2026-11-25', now: '2026-11-25T12:00:00Z' });

test('a version record without its API family is named', () => {
  const f = check([google('v22', { api: undefined })]);
  assert.equal(f.length, 1);
  assert.equal(f[0]!.field, 'api');
  assert.deepEqual(check([google('v22')]), []);
});

test('a projected and a confirmed sunset of one version: the second is flagged until one is superseded', () => {
  const confirmed = google('v22');
  const projected = google('v22', { source_key: 'row|sunset-dates|v22', effective_date: '2026-10', effective_date_precision: 'month', tentative: true });
  const f = check([confirmed, projected]);
  assert.equal(f.length, 1);
  assert.match(f[0]!.message, /already has the sunset .*superseded_by/);
  const marked = google('v22', {
    source_key: 'row|sunset-dates|v22',
    effective_date: '2026-10',
    effective_date_precision: 'month',
    tentative: true,
    superseded_by: confirmed.json && (confirmed.json as { id: string }).id,
  });
  assert.deepEqual(check([confirmed, marked]), []);
  // Two records agreeing on the date (a release note and a sunset notice) are fine.
  assert.deepEqual(check([confirmed, google('v22', { source_key: 'article|v22-reminder' })]), []);
});

test('two spellings of one version in one family are named', () => {
  const f = check([google('V21'), google('v21', { effective_date: '2026-08-05' })]);
  assert.ok(
    f.some((x) => /same slug "v21"/.test(x.message)),
    JSON.stringify(f),
  );
});
