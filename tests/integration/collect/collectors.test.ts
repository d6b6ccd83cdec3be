/**
 * Every collector against the fixture server (tests/fixtures/pages): the
 * records its fixture holds, with the right ids, dates and precision; the
 * later fixture (pages-later: a record added, one dropped, one date moved)
 * gives exactly the expected new, updated and unlisted records; a third run
 * gets 304s, parses nothing and writes nothing. The expectations are
 * tests/fixtures/collect/expected.json, written by make-expected.ts from the
 * same two runs; a stale copy fails here (this is its --check).
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { canonicalJson } from '../../../src/model/canonical.ts';
import { formatDate } from '../../../src/model/format-date.ts';
import { changeId } from '../../../src/model/ids.ts';
import { recordedHowSentence } from '../../../src/site/recorded-how.ts';
import { ChangeRecord } from '../../../src/schemas/change.ts';
import { type PriceEvent, Tool } from '../../../src/schemas/pricing.ts';
import { SourceStatus } from '../../../src/schemas/status.ts';
import { errorsOf, lintDir, formatFinding } from '../../../src/lint/lint.ts';
import { titleDate } from '../../../src/lint/rules/versions.ts';
import { COLLECTORS } from '../../../src/collect/collectors.ts';
import type { RunResult } from '../../../src/collect/run.ts';
import { ROOT } from '../../../src/build/repo-root.ts';
import { startFixtureServer, type FixtureServer } from '../../support/fixture-server.ts';
import { tempContent } from '../../support/fixture-collect.ts';
import { changedPaths, collect, snapshot } from '../../support/collect.ts';
import { DAYS, EXPECTED_PATH, expectedOf, expectedText, fixtureRuns, type Expected, type LaterKeys } from '../../fixtures/collect/make-expected.ts';

const COMMITTED = readFileSync(join(ROOT, EXPECTED_PATH), 'utf8');
const EXPECTED: Expected = JSON.parse(COMMITTED);
const REGENERATE = 'node tests/fixtures/collect/make-expected.ts, then review the diff of expected.json';

let server: FixtureServer;
const dir = tempContent();
let runs: RunResult[] = [];
let snaps: Map<string, string>[] = [];
/** What make-expected.ts makes of these runs. */
let got: Expected;

before(async () => {
  server = await startFixtureServer();
  ({ runs, snaps } = await fixtureRuns(server, dir));
  got = expectedOf({ runs, snaps });
  runs.push(await collect(server, dir, '2026-11-27'));
  snaps.push(snapshot(dir));
});
after(() => server.close());

const json = (path: string) => JSON.parse(snaps[0]!.get(path) ?? 'null');
const result = (run: number, id: string) => runs[run]!.results.find((r) => r.id === id)!;

test('every collector has expectations and every source was ok on every run', () => {
  assert.deepEqual(Object.keys(EXPECTED).sort(), COLLECTORS.map((c) => c.id).sort());
  for (const run of runs) for (const r of run.results) assert.equal(r.status, 'ok', `${r.id}: ${r.error}`);
});

test('expected.json is what make-expected.ts writes from these runs (its --check)', () => {
  assert.equal(expectedText(got), COMMITTED, `expected.json is stale: run ${REGENERATE}`);
});

for (const c of COLLECTORS) {
  test(`${c.id}: the first run yields the fixture's records`, () => {
    const exp = EXPECTED[c.id]!;
    assert.deepEqual(got[c.id]!.base, exp.base, `the first run's records or plans; if the change is meant, run ${REGENERATE}`);
    if (c.kind === 'changes') {
      const records = [...snaps[0]!.entries()]
        .filter(([p]) => p.startsWith('changes/'))
        .map(([, t]) => JSON.parse(t) as ChangeRecord)
        .filter((r) => r.collector === c.id);
      assert.equal(records.length, exp.base.length);
      for (const r of records) {
        assert.equal(r.id, changeId(c.platform, r.source_key!), 'id is hashed from the source key');
        assert.equal(ChangeRecord.safeParse(r).success, true);
        assert.equal(r.in_source, true);
        assert.ok(r.summary && r.summary.length <= 400, `${r.id} has an extractive summary`);
      }
    } else {
      const tool = json(`tools/${c.tool_id}.json`) as Tool;
      assert.equal(Tool.safeParse(tool).success, true);
      assert.equal(tool.plans.length, exp.base.length);
      const events = [...snaps[0]!.entries()].filter(([p]) => p.startsWith(`price-events/${c.tool_id}-`)).map(([, t]) => JSON.parse(t) as PriceEvent);
      assert.deepEqual(events.map((e) => e.plan).sort(), tool.plans.map((p) => p.label).sort(), 'one first_seen per plan');
      for (const e of events) assert.equal(e.event, 'first_seen');
    }
    const status = json(`sources/${c.id}.json`) as SourceStatus;
    assert.equal(SourceStatus.safeParse(status).success, true);
    assert.deepEqual([status.status, status.counts.found, status.counts.new, status.error], ['ok', exp.found ?? exp.base.length, exp.base.length, null]);
  });

  test(`${c.id}: the later fixture gives exactly the expected new, updated and unlisted records`, () => {
    const exp = EXPECTED[c.id]!.later;
    const res = result(1, c.id);
    assert.deepEqual(got[c.id]!.later, exp, `the later run's writes or events; if the change is meant, run ${REGENERATE}`);
    if (c.kind === 'changes') {
      const later = exp as LaterKeys;
      assert.deepEqual(res.counts, { found: res.counts.found, new: later.new!.length, updated: later.updated!.length, unlisted: later.unlisted!.length });
      for (const w of res.writes) {
        const before = snaps[0]!.get(w.path);
        const rec = JSON.parse(snaps[1]!.get(w.path)!) as ChangeRecord;
        if (w.kind === 'unlisted') {
          assert.equal(rec.in_source, false);
          assert.equal(rec.last_seen_in_source, '2026-11-25T06:00:00Z');
        }
        if (before) assert.equal(rec.first_seen, (JSON.parse(before) as ChangeRecord).first_seen, 'first_seen is kept');
      }
      const changedFiles = changedPaths(snaps[0]!, snaps[1]!).filter(
        (p) => p.startsWith('changes/') && (JSON.parse(snaps[1]!.get(p) ?? snaps[0]!.get(p)!) as ChangeRecord).collector === c.id,
      );
      assert.deepEqual(changedFiles, res.writes.map((w) => w.path).sort(), 'nothing else changed');
    } else {
      const events = [...snaps[1]!.entries()]
        .filter(([p]) => p.startsWith(`price-events/${c.tool_id}-`) && !snaps[0]!.has(p))
        .map(([, t]) => JSON.parse(t) as PriceEvent);
      assert.equal(events.length, (exp as unknown[]).length);
      for (const e of events) assert.equal(e.date, DAYS[1]);
      assert.equal(res.counts.unlisted, 1, 'the dropped plan left the snapshot');
    }
  });
}

test('a third run on the same pages gets 304s, parses nothing and changes no fact: it only re-verifies the listed records on its day', () => {
  const third = runs[2]!;
  assert.equal(
    third.results.reduce((n, r) => n + r.parses, 0),
    0,
  );
  assert.ok(third.stats.notModified >= COLLECTORS.length);
  const written = changedPaths(snaps[1]!, snaps[2]!).filter((p) => !p.startsWith('sources/'));
  assert.ok(written.length > 0, 'the unchanged records are re-verified');
  for (const path of written) {
    assert.ok(path.startsWith('changes/'), path);
    const was = JSON.parse(snaps[1]!.get(path)!) as Record<string, unknown>;
    const now = JSON.parse(snaps[2]!.get(path)!) as Record<string, unknown>;
    assert.deepEqual(
      Object.keys(now).filter((k) => JSON.stringify(now[k]) !== JSON.stringify(was[k])),
      ['fetched_at', 'last_verified'],
      path,
    );
    assert.deepEqual([now.last_verified, now.fetched_at], ['2026-11-27', third.startedAt], path);
  }
  for (const r of third.results) {
    assert.deepEqual([r.counts.new, r.counts.updated, r.counts.unlisted], [0, 0, 0]);
    assert.ok(
      r.writes.filter((w) => w.path.startsWith('changes/')).every((w) => w.kind === 'verified'),
      r.id,
    );
  }
});

test('every record a run wrote says it was read by the collector from the official page at that run; the status counts them', () => {
  for (const [run, snap] of snaps.entries()) {
    const before = run === 0 ? new Map<string, string>() : snaps[run - 1]!;
    const written = changedPaths(before, snap).filter((p) => p.startsWith('changes/'));
    if (run < 2) assert.ok(written.length > 0, `run ${run} wrote records`);
    for (const path of written) {
      const rec = JSON.parse(snap.get(path)!) as ChangeRecord;
      assert.deepEqual(
        [rec.recorded_by, rec.observed_via, rec.capture_name, rec.capture_url, rec.capture_date],
        ['collector', 'official', undefined, undefined, undefined],
        path,
      );
      // A record only unlisted keeps the time it was last read; every other write is this run's.
      if (rec.in_source !== false) assert.equal(rec.fetched_at, runs[run]!.startedAt, `${path}: fetched_at is the run's start`);
      assert.equal(recordedHowSentence(rec), `Read by the collector ${rec.collector} from the official page on ${formatDate(rec.fetched_at)}.`);
    }
  }
  for (const c of COLLECTORS.filter((x) => x.kind === 'changes')) {
    const status = JSON.parse(snaps[2]!.get(`sources/${c.id}.json`)!) as SourceStatus;
    assert.deepEqual(
      [status.status, status.last_run_at, status.records_by_collector, status.grades, status.copies],
      ['ok', runs[2]!.startedAt, status.records, { official: status.records, capture: 0, transcription: 0 }, []],
      c.id,
    );
  }
});

test('a run changes a hand-compiled record into one read by the collector; a hand-compiled record it finds unchanged is re-verified on the official page', async () => {
  const own = tempContent();
  const keys = (EXPECTED['x-ads-versioning']!.base as string[][]).map((row) => row[0]!);
  const ids = keys.map((k) => changeId('x-ads', k));
  const base = ids.map((id) => JSON.parse(snaps[0]!.get(`changes/${id}.json`)!) as ChangeRecord);
  const copy = {
    recorded_by: 'hand',
    observed_via: 'capture',
    capture_name: 'GitHub example/docs',
    capture_url: 'https://github.com/example/docs/blob/0/v.md',
    capture_date: '2026-06-11',
    last_verified: '2026-06-11',
  } as const;
  const handAt = '2026-11-20T09:00:00Z';
  // Two hand-compiled records from a copy: one as the page has it, one with a sunset the page moved since.
  const same = { ...base[0]!, ...copy, fetched_at: handAt, first_seen: handAt };
  const moved = { ...base[1]!, ...copy, fetched_at: handAt, first_seen: handAt, effective_date: '2020-01-01', effective_date_precision: 'day' as const };
  for (const r of [same, moved]) writeFileSync(join(own, 'changes', `${r.id}.json`), canonicalJson(ChangeRecord, ChangeRecord.parse(r)));
  server.variant = 'base';
  const run = await collect(
    server,
    own,
    '2026-11-28',
    COLLECTORS.filter((c) => c.id === 'x-ads-versioning'),
  );
  server.variant = 'later';
  assert.equal(run.results[0]!.status, 'ok', run.results[0]!.error ?? '');
  const read = (id: string) => JSON.parse(readFileSync(join(own, 'changes', `${id}.json`), 'utf8')) as ChangeRecord;
  // Unchanged: re-verified on the official page that day; no fact moves, the copy gives way to the official read.
  const { capture_name: _n, capture_url: _u, capture_date: _d, ...sameFacts } = same;
  assert.deepEqual(
    read(same.id),
    ChangeRecord.parse({ ...sameFacts, recorded_by: 'collector', observed_via: 'official', fetched_at: '2026-11-28T06:00:00Z', last_verified: '2026-11-28' }),
  );
  assert.equal(recordedHowSentence(read(same.id)), 'Read by the collector x-ads-versioning from the official page on 28 November 2026.');
  const now = read(moved.id);
  assert.equal(now.effective_date, base[1]!.effective_date);
  assert.deepEqual(
    [now.recorded_by, now.observed_via, now.capture_name, now.capture_url, now.capture_date, now.fetched_at, now.first_seen],
    ['collector', 'official', undefined, undefined, undefined, '2026-11-28T06:00:00Z', handAt],
  );
  assert.equal(recordedHowSentence(now), 'Read by the collector x-ads-versioning from the official page on 28 November 2026.');
  const status = SourceStatus.parse(JSON.parse(readFileSync(join(own, 'sources/x-ads-versioning.json'), 'utf8')));
  assert.deepEqual(
    [status.status, status.last_run_at, status.records, status.records_by_collector, status.grades, status.copies],
    ['ok', '2026-11-28T06:00:00Z', ids.length, ids.length, { official: ids.length, capture: 0, transcription: 0 }, []],
  );
});

test('the collected content passes the data linter', () => {
  const findings = lintDir(dir, { now: new Date('2026-11-27T07:00:00Z') });
  assert.deepEqual(errorsOf(findings).map(formatFinding), []);
});

test('no title a collector builds from a template (table rows) repeats its effective date; headings stay as the source wrote them', () => {
  const rows = new Set(
    readdirSync(join(dir, 'changes')).filter((f) =>
      (JSON.parse(readFileSync(join(dir, 'changes', f), 'utf8')) as { source_key: string }).source_key.startsWith('row|'),
    ),
  );
  assert.ok(rows.size > 10, 'the fixture pages give table rows');
  const findings = lintDir(dir, { rules: [titleDate], now: new Date('2026-11-27T07:00:00Z') }).filter((f) => rows.has(basename(f.path)));
  assert.deepEqual(findings.map(formatFinding), []);
});
