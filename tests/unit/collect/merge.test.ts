/** Merging a source's records into content/: ids stable, history kept, hand-written text respected, failures change nothing. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { changeId, sourceKey } from '../../../src/model/ids.ts';
import { ChangeRecord } from '../../../src/schemas/change.ts';
import { PlausibilityError, planChanges, type ChangeMergeInput } from '../../../src/collect/lib/merge.ts';
import { ShapeError } from '../../../src/collect/lib/outline.ts';
import { textHash } from '../../../src/collect/lib/summary.ts';
import type { ChangeItem } from '../../../src/collect/lib/types.ts';

const PAGE = 'https://docs.x.com/x-ads-api/fundamentals/versioning';
const T1 = '2026-11-20T06:00:00Z';
const T2 = '2026-11-25T06:00:00Z';

function item(version: string, eff: string | null, text = `row ${version} ${eff}`): ChangeItem {
  return {
    key: sourceKey.version('x-ads-api', version),
    title: `X Ads API ${version} sunset: ${eff ?? 'not set'}`,
    summary: `Version ${version}.`,
    hash: textHash(text),
    categories: ['api_version_sunset'],
    tags: ['ads-api'],
    source_url: PAGE,
    source_name: 'X Ads API versions',
    published_date: '2022-10-27',
    effective_date: eff,
    api_version: version,
    release_date: '2022-10-27',
  };
}

const id = (v: string) => changeId('x-ads', sourceKey.version('x-ads-api', v));

function input(items: ChangeItem[], existing: ChangeRecord[] = [], more: Partial<ChangeMergeInput> = {}): ChangeMergeInput {
  return {
    collectorId: 'x-ads-versioning',
    platform: 'x-ads',
    items,
    existing: new Map(existing.map((r) => [r.id, r])),
    texts: {},
    pagesSeen: new Set([PAGE]),
    now: T2,
    lastSuccessAt: T1,
    baseline: null,
    ...more,
  };
}

/** What a plan changes in the facts (a re-verification of unchanged facts, kind verified, left out). */
const changesOf = <W extends { kind: string }>(plan: { writes: W[] }): W[] => plan.writes.filter((w) => w.kind !== 'verified');

/** Records as a first run at T1 wrote them. */
function firstRun(items: ChangeItem[]) {
  const plan = planChanges(input(items, [], { now: T1, lastSuccessAt: null }));
  return { records: plan.writes.map((w) => w.record), texts: plan.texts };
}

test('a new record gets its stable id, first_seen, in_source and the collector id, and is valid', () => {
  const plan = planChanges(input([item('12.0', null)]));
  assert.equal(plan.writes.length, 1);
  const rec = plan.writes[0]!.record;
  assert.equal(rec.id, id('12.0'));
  assert.equal(rec.first_seen, T2);
  assert.equal(rec.fetched_at, T2);
  assert.equal(rec.in_source, true);
  assert.equal(rec.collector, 'x-ads-versioning');
  assert.equal(rec.effective_date_precision, null);
  assert.equal(ChangeRecord.safeParse(rec).success, true);
});

test('an unchanged record is re-verified once a day: only last_verified and fetched_at move, the same day writes nothing', () => {
  const { records, texts } = firstRun([item('12.0', null), item('11.0', null)]);
  assert.deepEqual(
    records.map((r) => r.last_verified),
    ['2026-11-20', '2026-11-20'],
  );
  assert.deepEqual(planChanges(input([item('12.0', null), item('11.0', null)], records, { texts, now: '2026-11-20T18:00:00Z' })).writes, []);
  const plan = planChanges(input([item('12.0', null), item('11.0', null)], records, { texts }));
  assert.deepEqual(
    plan.writes.map((w) => [w.kind, w.fields, w.record.last_verified, w.record.fetched_at, w.record.first_seen, w.record.changed_at]),
    [
      ['verified', ['fetched_at', 'last_verified'], '2026-11-25', T2, T1, undefined],
      ['verified', ['fetched_at', 'last_verified'], '2026-11-25', T2, T1, undefined],
    ],
  );
  for (const w of plan.writes) assert.equal(ChangeRecord.safeParse(w.record).success, true);
});

test('a run over a copy sets last_verified to the copy day, and never moves it back on unchanged facts', () => {
  const copy = { capture_name: 'GitHub example/docs', capture_url: 'https://github.com/example/docs/blob/1/v.md', verified_on: '2026-06-11' };
  const fresh = planChanges(input([item('12.0', null)], [], { copyOf: () => copy }));
  assert.deepEqual([fresh.writes[0]!.record.observed_via, fresh.writes[0]!.record.last_verified], ['capture', '2026-06-11']);
  // A hand record compiled from an undated copy read on 2026-11-20 states the same facts: the copy names the record now, last_verified stays the later day.
  const { records, texts } = firstRun([item('12.0', null)]);
  const hand = { ...records[0]!, recorded_by: 'hand', observed_via: 'capture', capture_name: 'a copy', last_verified: '2026-11-20' } as ChangeRecord;
  const plan = planChanges(input([item('12.0', null)], [hand], { texts, copyOf: () => copy }));
  assert.deepEqual(
    plan.writes.map((w) => [w.record.capture_url, w.record.last_verified]),
    [[copy.capture_url, '2026-11-20']],
  );
  // An unverified record (its day names no copy) that the copy states takes the copy's day, and loses the mark.
  const unverified = { ...hand, verification: 'unverified' } as ChangeRecord;
  const named = planChanges(input([item('12.0', null)], [unverified], { texts, copyOf: () => copy }));
  assert.deepEqual(
    named.writes.map((w) => [w.record.capture_url, w.record.last_verified, w.record.verification]),
    [[copy.capture_url, '2026-06-11', undefined]],
  );
  // Facts a copy changes are verified on the copy's day.
  const older = {
    ...records[0]!,
    recorded_by: 'collector',
    observed_via: 'capture',
    capture_name: 'c',
    capture_url: copy.capture_url,
    last_verified: '2026-06-11',
  } as ChangeRecord;
  const moved = planChanges(input([item('12.0', '2027-01-01')], [older], { texts, copyOf: () => ({ ...copy, verified_on: '2026-07-01' }) }));
  assert.equal(moved.writes[0]!.record.last_verified, '2026-07-01');
});

test('a moved date updates the record: changed_at set, first_seen kept, id unchanged', () => {
  const { records, texts } = firstRun([item('11.0', null), item('12.0', null)]);
  const plan = planChanges(input([item('11.0', '2027-06-01'), item('12.0', null)], records, { texts }));
  assert.deepEqual(
    changesOf(plan).map((w) => [w.id, w.kind]),
    [[id('11.0'), 'updated']],
  );
  const rec = plan.writes[0]!.record;
  assert.equal(rec.effective_date, '2027-06-01');
  assert.equal(rec.effective_date_precision, 'day');
  assert.equal(rec.changed_at, T2);
  assert.equal(rec.first_seen, T1);
  assert.equal(rec.fetched_at, T2);
});

test('a record the source stops listing keeps its file and id, gets in_source false and last_seen_in_source; it comes back when listed again', () => {
  const { records, texts } = firstRun([item('0.0', '2016-10-31'), item('1.0', '2018-01-10')]);
  const plan = planChanges(input([item('1.0', '2018-01-10')], records, { texts, lastSuccessAt: T1 }));
  assert.deepEqual(
    changesOf(plan).map((w) => [w.id, w.kind]),
    [[id('0.0'), 'unlisted']],
  );
  const gone = plan.writes.find((w) => w.kind === 'unlisted')!.record;
  assert.equal(gone.in_source, false);
  assert.equal(gone.last_seen_in_source, T1);
  assert.equal(gone.title, records[0]!.title);
  assert.equal(ChangeRecord.safeParse(gone).success, true);
  const back = planChanges(input([item('0.0', '2016-10-31'), item('1.0', '2018-01-10')], [gone, records[1]!], { texts: plan.texts }));
  assert.equal(back.writes[0]!.record.in_source, true);
  assert.equal(back.writes[0]!.record.last_seen_in_source, undefined);
});

test('a hand-written title and summary are kept until the official text changes, then replaced', () => {
  const hand = {
    ...firstRun([item('12.0', null)]).records[0]!,
    title: 'X Ads API v12: in service, no end of life set',
    summary: 'Written by a person.',
    collector: 'curated',
  };
  const first = planChanges(input([item('12.0', null)], [hand]));
  assert.deepEqual(changesOf(first), [], 'first meeting: the collector only remembers the text fingerprint');
  const same = planChanges(input([item('12.0', null)], [hand], { texts: first.texts }));
  assert.deepEqual(changesOf(same), []);
  const changed = planChanges(input([item('12.0', null, 'the row now says something else')], [hand], { texts: first.texts }));
  assert.equal(changed.writes[0]!.record.title, 'X Ads API 12.0 sunset: not set');
  assert.equal(changed.writes[0]!.record.summary, 'Version 12.0.');
  assert.equal(changed.writes[0]!.record.collector, 'curated');
  assert.equal(changed.writes[0]!.record.changed_at, T2);
});

test('a deadline guessed from prose never replaces the date of an existing record', () => {
  const { records, texts } = firstRun([item('12.0', '2027-01-01')]);
  const guess = { ...item('12.0', '2030-01-01', 'row 12.0 2027-01-01'), effective_from_prose: true };
  const plan = planChanges(input([guess], records, { texts }));
  assert.equal(changesOf(plan).length, 0);
});

test('only records of pages this run read can be unlisted; blog posts never are', () => {
  const entryKey = sourceKey.entry('https://example.com/notes', '2026-01', 'old entry');
  const elsewhere = {
    ...firstRun([item('9.0', null)]).records[0]!,
    id: changeId('x-ads', entryKey),
    source_key: entryKey,
  };
  const post = {
    ...elsewhere,
    id: changeId('x-ads', sourceKey.article('https://example.com/post')),
    source_key: sourceKey.article('https://example.com/post'),
  };
  const plan = planChanges(input([item('12.0', null)], [elsewhere, post]));
  assert.deepEqual(
    plan.writes.map((w) => w.kind),
    ['new'],
  );
});

test('a parse far smaller than the last good run, or empty, is refused', () => {
  const three = [item('1.0', null), item('2.0', null), item('3.0', null)];
  assert.throws(() => planChanges(input(three, [], { baseline: 10 })), PlausibilityError);
  assert.doesNotThrow(() => planChanges(input(three, [], { baseline: 6 })));
  assert.throws(() => planChanges(input([], [])), ShapeError);
});

test('a key listed twice is kept once and reported', () => {
  const plan = planChanges(input([item('12.0', null), item('12.0', '2030-01-01')]));
  assert.equal(plan.writes.length, 1);
  assert.deepEqual(plan.duplicates, [sourceKey.version('x-ads-api', '12.0')]);
});

test('before its first run, a collector is held to the records already compiled from its source', () => {
  const hand = firstRun([item('1.0', null), item('2.0', null), item('3.0', null), item('4.0', null)]).records;
  assert.throws(() => planChanges(input([item('1.0', null)], hand)), /far fewer than the 4/);
});
