/**
 * `npm run collect -- --from-copies DIR`: the collectors over stored copies of
 * their official pages (copies/, with provenance.json). On content where the
 * records of X's versions page and Amazon's deprecations page were compiled by
 * hand (copy not named) and the DSP endpoint rows are missing, a copy run
 * creates the missing rows and re-observes the others, graded capture and
 * naming the copy; a second run changes no file; a copy cut mid-page unlists
 * nothing; a record read later than the copy is left alone; a bad manifest is
 * one line and exit 2.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { readRecords } from '../../../src/model/content-files.ts';
import type { ChangeRecord } from '../../../src/schemas/change.ts';
import { SourceStatus } from '../../../src/schemas/status.ts';
import { COLLECTORS } from '../../../src/collect/collectors.ts';
import { runCollect } from '../../../src/collect/run.ts';
import { loadCopies, type CopyEntry } from '../../../src/collect/lib/copies.ts';
import { normPage } from '../../../src/model/ids.ts';
import { sourceCoverage } from '../../../src/model/source-coverage.ts';
import { writeRecord } from '../../../src/collect/lib/content.ts';
import { errorsOf, formatFinding, lintDir } from '../../../src/lint/lint.ts';
import { ROOT } from '../../../src/build/repo-root.ts';
import { tempContent } from '../../support/fixture-collect.ts';
import { changedPaths, snapshot } from '../../support/collect.ts';

const COPIES = join(ROOT, 'copies');
const IDS = ['x-ads-versioning', 'amazon-ads-deprecations'];
const collectors = COLLECTORS.filter((c) => IDS.includes(c.id));
const manifest = JSON.parse(readFileSync(join(COPIES, 'provenance.json'), 'utf8')) as CopyEntry[];
/** When the backfill's copy run first wrote the DSP endpoint rows (their first_seen). */
const BACKFILL_RUN = '2026-11-29T00:30:15Z';
const copyOf = (id: string) => manifest.find((e) => e.collectors.includes(id))!;

/** The committed records of the two sources as if compiled by hand from an unnamed copy, without the DSP endpoint parts. */
function handContent(): { dir: string; dropped: number } {
  const dir = tempContent('changeline-copies-');
  let dropped = 0;
  for (const r of readRecords<ChangeRecord>(join(ROOT, 'content'), 'changes')) {
    if (!IDS.includes(r.collector ?? '')) continue;
    // The rows the backfill created: first seen by its copy run (a later copy run, which read their endpoints, moved fetched_at on).
    if (r.part_of !== undefined && r.collector === 'amazon-ads-deprecations' && r.first_seen === BACKFILL_RUN && r.source_key.includes('|amazon dsp ')) {
      dropped++;
      continue;
    }
    // Links to records outside the two sources are left out (this content holds only theirs).
    const { capture_url: _u, capture_date: _d, part_of: _p, superseded_by: _s, ...rest } = r;
    writeRecord(dir, 'changes', { ...rest, recorded_by: 'hand', observed_via: 'capture', capture_name: 'one of the stored copies' } as ChangeRecord);
  }
  return { dir, dropped };
}

const run = (dir: string, day: string, copiesDir = COPIES) =>
  runCollect({ contentDir: dir, collectors, copies: loadCopies(copiesDir), now: new Date(`${day}T06:00:00Z`) });

const records = (dir: string) => readRecords<ChangeRecord>(dir, 'changes');

test('a copy run creates the missing rows and re-observes the others, graded capture and naming the copy; a second run changes nothing', async () => {
  const { dir, dropped } = handContent();
  assert.ok(dropped >= 30, `${dropped} DSP endpoint rows left out`);
  const first = await run(dir, '2026-11-29');
  for (const r of first.results) assert.equal(r.status, 'ok', `${r.id}: ${r.error}`);
  const amazon = first.results.find((r) => r.id === 'amazon-ads-deprecations')!;
  assert.equal(amazon.counts.new, dropped, 'every row the content lacked is a record now');
  assert.equal(amazon.counts.unlisted, 0);
  for (const rec of records(dir)) {
    const copy = copyOf(rec.collector!);
    assert.equal(rec.recorded_by, 'collector', rec.id);
    assert.equal(rec.observed_via, 'capture', rec.id);
    assert.equal(rec.capture_name, copy.copy_name, rec.id);
    assert.equal(rec.capture_url, copy.copy_url, rec.id);
    assert.equal(rec.capture_date, copy.seen_on, rec.id);
    // last_verified: the copy's day (seen_on, else the later end of seen_between), or a later one the record already had.
    const copyDay = copy.seen_on ?? copy.seen_between![1];
    assert.ok(rec.last_verified >= copyDay && rec.last_verified <= '2026-11-29', `${rec.id}: last_verified ${rec.last_verified}`);
    assert.equal(rec.fetched_at, '2026-11-29T06:00:00Z', `${rec.id}: fetched_at is the run's time`);
    assert.equal(rec.in_source, true, rec.id);
  }
  const status = SourceStatus.parse(JSON.parse(readFileSync(join(dir, 'sources/amazon-ads-deprecations.json'), 'utf8')));
  assert.equal(status.status, 'never_run', 'a copy run is no live run');
  assert.deepEqual(
    { date: status.copy_run?.date, entries: status.copy_run?.entries, matched: status.copy_run?.matched, share: status.copy_run?.share },
    { date: copyOf('amazon-ads-deprecations').seen_on, entries: amazon.counts.found, matched: amazon.counts.found, share: 1 },
  );
  assert.deepEqual(errorsOf(lintDir(dir, { now: new Date('2026-11-29T07:00:00Z') })).map(formatFinding), []);

  const before = snapshot(dir);
  const second = await run(dir, '2026-12-03');
  for (const r of second.results) assert.deepEqual([r.status, r.counts.new, r.counts.updated, r.writes.length], ['ok', 0, 0, 0], r.id);
  assert.deepEqual(changedPaths(before, snapshot(dir)), [], 'a second run changes no file');
});

test('a copy that ends mid-page unlists nothing', async () => {
  const { dir } = handContent();
  await run(dir, '2026-11-29');
  const listed = records(dir).filter((r) => r.collector === 'x-ads-versioning' && r.in_source !== false).length;
  // The X copy cut in the middle of its version table, as a download that stopped.
  const short = mkdtempSync(join(tmpdir(), 'changeline-short-copies-'));
  const x = copyOf('x-ads-versioning');
  const text = readFileSync(join(COPIES, x.served), 'utf8');
  const rows = text.split('\n');
  const table = rows.findIndex((l) => /^\|.*\|/.test(l));
  const cut = rows
    .slice(0, table + 6)
    .join('\n')
    .slice(0, -7);
  mkdirSync(dirname(join(short, x.served)), { recursive: true });
  writeFileSync(join(short, x.served), cut);
  // Recorded as what it is: an excerpt of the page.
  writeFileSync(join(short, 'provenance.json'), JSON.stringify([{ ...x, copy_url: `${x.copy_url}#cut`, excerpt: true }]));
  const statePath = join(dir, '.state/x-ads-versioning.json');
  const baseline = { last_found: 13 };
  writeFileSync(statePath, JSON.stringify({ ...JSON.parse(readFileSync(statePath, 'utf8')), ...baseline }));
  const res = (
    await runCollect({
      contentDir: dir,
      collectors: collectors.filter((c) => c.id === 'x-ads-versioning'),
      copies: loadCopies(short),
      now: new Date('2026-11-30T06:00:00Z'),
    })
  ).results[0]!;
  assert.equal(res.counts.unlisted, 0);
  assert.ok(res.status === 'failed' || (res.copy?.notOnCopy ?? 0) > 0, 'the cut copy lists fewer versions');
  assert.equal(records(dir).filter((r) => r.collector === 'x-ads-versioning' && r.in_source !== false).length, listed, 'every version stays listed');
  // The excerpt's count never becomes the baseline a live run's shrink guard compares with.
  assert.equal(JSON.parse(readFileSync(statePath, 'utf8')).last_found, baseline.last_found);
  assert.equal(res.status, 'ok', 'the run over the excerpt succeeds');
  // Its coverage says it counts the copy, not the page.
  const status = SourceStatus.parse(JSON.parse(readFileSync(join(dir, 'sources/x-ads-versioning.json'), 'utf8')));
  assert.equal(status.copy_run!.copies[0]!.excerpt, true);
  assert.match(sourceCoverage(status)!.statement, / The copy is an excerpt of the page: what the page lists beyond it is not counted\.$/);
});

test('a record observed later than the copy (an official read) is left as it is', async () => {
  const { dir } = handContent();
  const rec = records(dir).find((r) => r.collector === 'x-ads-versioning' && r.effective_date)!;
  const { capture_name: _n, ...rest } = rec;
  const official = { ...rest, observed_via: 'official', effective_date: '2030-01-01', effective_date_precision: 'day' } as ChangeRecord;
  writeRecord(dir, 'changes', official);
  const text = readFileSync(join(dir, 'changes', `${rec.id}.json`), 'utf8');
  await run(dir, '2026-11-29');
  assert.equal(readFileSync(join(dir, 'changes', `${rec.id}.json`), 'utf8'), text);
});

test('a hand record the copy states otherwise is kept and reported, not overwritten', async () => {
  const { dir } = handContent();
  const rec = records(dir).find((r) => r.collector === 'x-ads-versioning' && r.effective_date)!;
  writeRecord(dir, 'changes', { ...rec, effective_date: '2030-01-01', effective_date_precision: 'day' } as ChangeRecord);
  const text = readFileSync(join(dir, 'changes', `${rec.id}.json`), 'utf8');
  const res = (await run(dir, '2026-11-29')).results.find((r) => r.id === 'x-ads-versioning')!;
  assert.equal(readFileSync(join(dir, 'changes', `${rec.id}.json`), 'utf8'), text);
  assert.deepEqual(
    res.copy?.kept.map((k) => k.id),
    [rec.id],
  );
});

function cli(args: string[]): { code: number | null; stderr: string } {
  const r = spawnSync(process.execPath, [join(ROOT, 'scripts/collect/index.ts'), ...args], {
    encoding: 'utf8',
    env: { ...process.env, CHANGELINE_CONTENT_DIR: tempContent() },
  });
  return { code: r.status, stderr: r.stderr };
}

test('a bad copies folder or manifest: one line naming what is wrong, exit 2, nothing read', () => {
  const bad = (files: Record<string, string>) => {
    const d = mkdtempSync(join(tmpdir(), 'changeline-bad-copies-'));
    for (const [p, t] of Object.entries(files)) {
      mkdirSync(dirname(join(d, p)), { recursive: true });
      writeFileSync(join(d, p), t);
    }
    return d;
  };
  const x = copyOf('x-ads-versioning');
  const page = readFileSync(join(COPIES, x.served), 'utf8');
  const cases: [string, RegExp][] = [
    [join(tmpdir(), 'no-such-copies-folder'), /is not a folder/],
    [bad({}), /provenance\.json is missing/],
    [bad({ 'provenance.json': '[{' }), /provenance\.json is not JSON/],
    [bad({ 'provenance.json': '{}' }), /must be a JSON array/],
    [bad({ 'provenance.json': JSON.stringify([{ ...x, copy_url: 'http://example.com/' }]), [x.served]: page }), /entry 0 field copy_url/],
    [bad({ 'provenance.json': JSON.stringify([{ ...x, seen_on: null }]), [x.served]: page }), /entry 0: needs seen_on or seen_between/],
    [bad({ 'provenance.json': JSON.stringify([x]) }), /entry 0: no file /],
    [bad({ 'provenance.json': JSON.stringify([{ ...x, served: '../outside' }]) }), /is outside/],
    [bad({ 'provenance.json': JSON.stringify([{ ...x, collectors: ['no-such-collector'] }]), [x.served]: page }), /unknown collector no-such-collector/],
    [
      bad({
        'provenance.json': JSON.stringify([x, { ...x, official_url: 'https://docs.x.com/other', read_as: x.official_url, served: 'other' }]),
        [x.served]: page,
        other: page,
      }),
      /entry 1: a second copy read as https:\/\/docs\.x\.com\/x-ads-api\/fundamentals\/versioning \(one copy per page/,
    ],
  ];
  for (const [dir, want] of cases) {
    const r = cli(['--from-copies', dir]);
    assert.equal(r.code, 2, `${want}: ${r.stderr}`);
    const lines = r.stderr.trimEnd().split('\n');
    assert.equal(lines.length, 1, r.stderr);
    assert.match(lines[0]!, /^collect: --from-copies: /);
    assert.match(lines[0]!, want);
  }
  const noCopy = cli(['--from-copies', COPIES, '--source', 'google-ads-blog']);
  assert.equal(noCopy.code, 2);
  assert.match(noCopy.stderr, /no stored copy of the pages of google-ads-blog/);
});

test('a copy of another edition of a page (read_as) is what records of that page name; a copy no collector reads names none', () => {
  const copies = loadCopies(COPIES);
  const enUs = 'https://learn.microsoft.com/en-us/linkedin/marketing/integrations/migrations';
  // The it-it edition (the same English table, newer) is read as the en-us page, not the older en-us head that no collector reads.
  const read = copies.byPage.get(normPage(enUs))!;
  assert.equal(read.official_url, 'https://learn.microsoft.com/it-it/linkedin/marketing/integrations/migrations');
  assert.equal(read.read_as, enUs);
  assert.ok(copies.entries.some((e) => e.official_url === enUs && e.collectors.length === 0));
  for (const [page, e] of copies.byPage) assert.ok(e.collectors.length > 0, page);
});

test('copies/ names every copy it holds, each with where and when it was taken', () => {
  const copies = loadCopies(COPIES);
  assert.ok(copies.entries.length >= 5);
  for (const e of copies.entries) {
    assert.ok(e.seen_on !== null || e.seen_between !== undefined, e.served);
    cpSync(join(COPIES, e.served), join(tmpdir(), 'changeline-copy-check'), { force: true });
  }
});
