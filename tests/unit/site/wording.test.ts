/**
 * One phrase per fact (src/model/wording.ts), on planted records and on the
 * committed content: labels are the categories the API gives; an event reads
 * in the tense of its date; a version number shared by two API families of a
 * platform names the other's end; the advice of a row without a version says
 * "newest version" or where its record says to move; one day's records go in
 * version order.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { readRecords } from '../../../src/model/content-files.ts';
import type { ChangeRecord } from '../../../src/schemas/change.ts';
import { adviceWords, eventDateLabel, migrateAdvice, recordLabels, sameDayOrder, siblingDeadlines, titleMoveTarget } from '../../../src/model/wording.ts';
import { deadlineEvent } from '../../../src/model/lifecycle-event.ts';

const CONTENT = join(import.meta.dirname, '../../../content');
const changes = readRecords<ChangeRecord>(CONTENT, 'changes');
const byId = (id: string) => changes.find((c) => c.id === id)!;

test('labels are the record’s categories by name: Google Ads API v26 is an API version sunset wherever it is listed', () => {
  assert.deepEqual(recordLabels(byId('google-ads-95e9e535df')), ['API version sunset']);
  assert.deepEqual(recordLabels({ categories: ['deprecation', 'breaking_change'] }), ['Deprecation', 'Breaking change']);
});

test('an event reads in the tense of its date: "Retires" before 31 January 2027, "Retired" after; a sunset is a noun either way', () => {
  const soap = deadlineEvent(byId('microsoft-ads-31bd49f01b'))!;
  assert.equal(soap.kind, 'retirement');
  assert.equal(eventDateLabel(soap, '2026-11-29'), 'Retires');
  assert.equal(eventDateLabel(soap, '2027-02-01'), 'Retired');
  assert.equal(eventDateLabel({ kind: 'effective', date: '2027-01' }, '2027-01-15'), 'Takes effect');
  assert.equal(eventDateLabel({ kind: 'effective', date: '2026-12' }, '2027-01-15'), 'Took effect');
  assert.equal(eventDateLabel({ kind: 'sunset', date: '2027-01-21' }, '2026-11-29'), 'Sunset');
});

test('Meta Graph API v21.0 names the Marketing API v21.0 end beside its own, and the other way round; a family alone names none', () => {
  const map = siblingDeadlines(changes, '2026-11-29');
  const graph = changes.find((c) => c.platform === 'meta-ads' && c.api === 'Graph API' && c.api_version === 'v21.0' && !c.superseded_by)!;
  const marketing = changes.find((c) => c.platform === 'meta-ads' && c.api === 'Marketing API' && c.api_version === 'v21.0' && !c.superseded_by)!;
  assert.deepEqual(
    map.get(graph.id)?.map((s) => s.text),
    ['Marketing API v21.0 ended 9 September 2025'],
  );
  assert.deepEqual(
    map.get(marketing.id)?.map((s) => s.text),
    ['Graph API v21.0 ends 21 January 2027'],
  );
  for (const c of changes.filter((x) => x.platform === 'google-ads')) assert.equal(map.has(c.id), false, c.id);
});

test('advice without a version: "newest version" on the newest, "move to REST" read from the SOAP record’s title, never "newest" on a planned or sunset row', () => {
  const row = { migrate_to: null, status: 'active', latest: true, sunset_date: null };
  assert.equal(adviceWords(migrateAdvice(row, ['Graph API v27.0']) as never), 'not needed: this is the newest version');
  assert.equal(titleMoveTarget(byId('microsoft-ads-31bd49f01b').title), 'REST');
  assert.equal(adviceWords(migrateAdvice({ ...row, sunset_date: '2027-01-31' }, [byId('microsoft-ads-31bd49f01b').title]) as never), 'move to REST');
  assert.equal(adviceWords(migrateAdvice({ ...row, status: 'planned' }, ['x']) as never), 'not released yet');
  assert.equal(adviceWords(migrateAdvice({ ...row, status: 'sunset', latest: false }, ['x']) as never), 'none available');
  assert.deepEqual(migrateAdvice({ ...row, migrate_to: 'v27.0' }, []), { kind: 'version', version: 'v27.0' });
});

test('one day or month: versions first in version order (v23, v23.1, v23.2), then the others by id', () => {
  const feb = changes.filter((c) => c.platform === 'google-ads' && c.effective_date === '2027-02' && !c.superseded_by).sort(sameDayOrder);
  const versions = feb.filter((c) => c.api_version).map((c) => c.api_version);
  assert.deepEqual(versions.slice(0, 3), ['v23', 'v23.1', 'v23.2']);
  const firstOther = feb.findIndex((c) => !c.api_version);
  if (firstOther >= 0) assert.ok(feb.slice(firstOther).every((c) => !c.api_version));
});
