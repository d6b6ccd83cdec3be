/**
 * The sources page's model (src/model/source-list.ts) on the real content: every source once, in its group;
 * the coverage figures are the status files' own (what /api/sources.json publishes); "not measured" with its
 * reason where no copy was read; the run in words; the copy's grade checked against the records read from it.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { join } from 'node:path';
import { ROOT } from '../../../src/build/repo-root.ts';
import { readRecords } from '../../../src/model/content-files.ts';
import { platformSourcesPath, sourcePath, SOURCES_PATH } from '../../../src/model/links.ts';
import { COVERAGE_NOT_MEASURED, copyWhen, excerptNote, sharePercent, sourceCoverage } from '../../../src/model/source-coverage.ts';
import {
  COPY_RUN_GRADE,
  COVERAGE_NOT_FOR_PRICING,
  FORMAT_WORDS,
  METHOD_NOT_STATED,
  METHOD_WORDS,
  sourceGroups,
  sourceRow,
  sourceTotals,
  toolSourceRowPath,
} from '../../../src/model/source-list.ts';
import { PLATFORM_SLUGS } from '../../../src/schemas/common.ts';
import type { ChangeRecord } from '../../../src/schemas/change.ts';
import { SourceStatus } from '../../../src/schemas/status.ts';
import { CHANGE_SOURCES, PRICING_PAGES } from '../../../src/sources/index.ts';

const CONTENT = join(ROOT, 'content');
const statuses = readRecords<SourceStatus>(CONTENT, 'sources');
const byId = (id: string) => statuses.find((s) => s.id === id)!;

test('every source of the registry is listed once: its platform group in the platforms order, the pricing pages last', () => {
  const groups = sourceGroups(statuses);
  const ids = groups.flatMap((g) => g.rows.map((r) => r.id));
  assert.equal(new Set(ids).size, ids.length, 'no source twice');
  assert.deepEqual([...ids].sort(), [...CHANGE_SOURCES.map((s) => s.id), ...PRICING_PAGES.map((p) => p.id)].sort());
  assert.equal(CHANGE_SOURCES.length, 17);
  const platforms = groups.filter((g) => g.platform !== null).map((g) => g.platform);
  assert.deepEqual(
    platforms,
    PLATFORM_SLUGS.filter((p) => platforms.includes(p)),
  );
  assert.equal(groups.at(-1)!.id, 'sources-pricing');
  assert.equal(groups.at(-1)!.name, 'Tool pricing pages');
  for (const g of groups) {
    for (const r of g.rows) {
      const s = byId(r.id);
      if (g.platform) assert.equal(s.platform, g.platform, r.id);
      else assert.equal(s.kind, 'pricing', r.id);
    }
    // A platform page links its group: the address ends in the group's anchor.
    if (g.platform) assert.equal(platformSourcesPath(g.platform), `${SOURCES_PATH}#${g.id}`);
  }
  const totals = sourceTotals(groups);
  assert.equal(totals.sources, statuses.length);
  assert.equal(totals.changeSources, 17);
  assert.equal(totals.measured, statuses.filter((s) => s.copy_run).length);
  assert.equal(totals.runs.ok + totals.runs.failed + totals.runs.never_run, statuses.length);
});

test("coverage figures are the status file's copy_run unchanged, and the percentage reads as the API's statement does", () => {
  let measured = 0;
  for (const s of statuses) {
    const r = sourceRow(s);
    if (!s.copy_run) continue;
    measured++;
    assert.ok(r.coverage, s.id);
    assert.deepEqual(
      [r.coverage.entries, r.coverage.matched, r.coverage.belowBar, r.coverage.share],
      [s.copy_run.entries, s.copy_run.matched, s.copy_run.below_bar, s.copy_run.share],
      s.id,
    );
    assert.equal(r.notMeasured, null, s.id);
    assert.ok(sourceCoverage(s)!.statement.includes(`${s.copy_run.matched} held (${r.coverage.percent})`), s.id);
    assert.equal(r.coverage.copies.length, s.copy_run.copies.length, s.id);
  }
  assert.ok(measured >= 15, `${measured} sources measured`);
  // The Amazon release notes: 331 entries on the copy, 83 held, 248 below the record bar.
  const amazon = sourceRow(byId('amazon-ads-release-notes')).coverage!;
  assert.deepEqual([amazon.entries, amazon.matched, amazon.belowBar, amazon.percent], [331, 83, 248, '25.1%']);
  assert.deepEqual(
    amazon.copies.map((c) => [c.grade, c.date, c.when]),
    [['capture', '2025-09-16', '16 September 2025']],
  );
});

test('a copy not dated to a day gives the span its content places it in; copies read newest first', () => {
  const snap = sourceRow(byId('snapchat-ads-changelog')).coverage!.copies[0]!;
  assert.equal(snap.date, null);
  assert.deepEqual(snap.between, byId('snapchat-ads-changelog').copy_run!.copies[0]!.between);
  assert.match(snap.when, /^taken between \d{1,2} [A-Z][a-z]+ \d{4} and \d{1,2} [A-Z][a-z]+ \d{4}$/);
  const base = byId('meta-ads-occ');
  const two = sourceRow(base).coverage!.copies;
  assert.equal(two.length, 2);
  assert.ok(two[0]!.between![1] >= two[1]!.between![1], 'the later span first');
  // Out of order in the file, the view still lists the newest first.
  const reversed = sourceRow({ ...base, copy_run: { ...base.copy_run!, copies: [...base.copy_run!.copies].reverse() } }).coverage!.copies;
  assert.deepEqual(
    reversed.map((c) => c.url),
    two.map((c) => c.url),
  );
  assert.equal(copyWhen({ date: '2026-06-11', between: undefined }), '11 June 2026');
  assert.equal(copyWhen({ date: null, between: undefined }), 'not dated to a day');
  assert.deepEqual([sharePercent(0.251), sharePercent(1), sharePercent(0), sharePercent(0.2)], ['25.1%', '100%', '0%', '20%']);
});

test('a copy that holds only part of its page is marked an excerpt, and the statement counts the copy, not the page', () => {
  // The Amazon deprecations mirror holds the whole page; the Snap Change Log copy stops in a 2026-03-30 row.
  const whole = byId('amazon-ads-deprecations');
  assert.equal(sourceRow(whole).coverage!.copies[0]!.excerpt, false);
  assert.doesNotMatch(sourceCoverage(whole)!.statement, /excerpt/);
  const head = byId('snapchat-ads-changelog');
  assert.equal(sourceRow(head).coverage!.copies[0]!.excerpt, true);
  assert.match(sourceCoverage(head)!.statement, /\(100%\)\. The copy is an excerpt of the page: what the page lists beyond it is not counted\.$/);
  // Several copies: all, some or none of them excerpts.
  assert.equal(excerptNote([{ excerpt: true }, { excerpt: true }]), ' The copies are excerpts of their pages: what the pages list beyond them is not counted.');
  assert.equal(excerptNote([{ excerpt: true }, {}, {}]), ' 1 of the 3 copies is an excerpt of its page: what the page lists beyond it is not counted.');
  assert.equal(
    excerptNote([{ excerpt: true }, { excerpt: true }, {}]),
    ' 2 of the 3 copies are excerpts of their pages: what the pages list beyond them is not counted.',
  );
  assert.equal(excerptNote([{}, {}]), '');
  assert.equal(excerptNote([{}]), '');
  // The status schema takes the mark only as true (absent for a whole copy).
  const r = head.copy_run!;
  assert.throws(() => SourceStatus.parse({ ...head, copy_run: { ...r, copies: [{ ...r.copies[0]!, excerpt: false }] } }));
});

test('"not measured" says why: no stored copy read by the collector, or a pricing page', () => {
  const blog = sourceRow(byId('google-ads-blog'));
  assert.equal(blog.coverage, null);
  assert.equal(blog.notMeasured, COVERAGE_NOT_MEASURED);
  const pricing = sourceRow(byId('clay-pricing'));
  assert.equal(pricing.coverage, null);
  assert.equal(pricing.notMeasured, COVERAGE_NOT_FOR_PRICING);
  assert.equal(pricing.recordsByCollector, null);
  // A pricing status with a copy_run (not one the schema forbids) still has no change coverage.
  assert.equal(sourceRow({ ...byId('clay-pricing'), copy_run: byId('x-ads-versioning').copy_run }).coverage, null);
});

test('the last run in words: never run, ok or failed with its day, the error and the last success', () => {
  const never = sourceRow(byId('x-ads-versioning')).run;
  assert.deepEqual(never, { status: 'never_run', word: 'never run', day: null, lastSuccessDay: null, error: null });
  const ran = SourceStatus.parse({
    ...byId('x-ads-versioning'),
    status: 'ok',
    last_run_at: '2026-11-27T06:00:03Z',
    last_success_at: '2026-11-27T06:00:03Z',
    duration_ms: 812,
  });
  assert.deepEqual(sourceRow(ran).run, { status: 'ok', word: 'ok', day: '2026-11-27', lastSuccessDay: '2026-11-27', error: null });
  const failed = SourceStatus.parse({ ...ran, status: 'failed', last_run_at: '2026-11-28T06:00:00Z', error: 'HTTP 503 from the official page' });
  assert.deepEqual(sourceRow(failed).run, {
    status: 'failed',
    word: 'failed',
    day: '2026-11-28',
    lastSuccessDay: '2026-11-27',
    error: 'HTTP 503 from the official page',
  });
  const totals = sourceTotals(sourceGroups([ran, failed, byId('clay-pricing')]));
  assert.deepEqual(totals.runs, { ok: 1, failed: 1, never_run: 1 });
});

test('how a source is read comes from its file in src/sources/; a status no file describes says so', () => {
  for (const s of statuses) {
    const change = CHANGE_SOURCES.find((c) => c.id === s.id);
    const expected = change ? `${METHOD_WORDS[change.method]}, ${FORMAT_WORDS[change.format]}.` : `${METHOD_WORDS['pricing-page']}, ${FORMAT_WORDS.html}.`;
    assert.equal(sourceRow(s).method, expected, s.id);
  }
  assert.equal(sourceRow(byId('google-ads-blog')).method, 'A blog feed (RSS or Atom): one record per post, read from the feed.');
  assert.equal(sourceRow({ ...byId('x-ads-versioning'), id: 'x-ads-nothing' }).method, METHOD_NOT_STATED);
  assert.equal(sourcePath('x-ads-versioning'), '/sources/#source-x-ads-versioning');
});

test(`a stored copy read by a collector is graded ${COPY_RUN_GRADE}: every record its run wrote from it says so`, () => {
  const records = readRecords<ChangeRecord>(CONTENT, 'changes');
  let checked = 0;
  for (const s of statuses) {
    const urls = new Set(s.copy_run?.copies.map((c) => c.url) ?? []);
    for (const r of records) {
      if (r.collector !== s.id || r.recorded_by !== 'collector' || r.capture_url === undefined || !urls.has(r.capture_url)) continue;
      assert.equal(r.observed_via, COPY_RUN_GRADE, r.id);
      checked++;
    }
  }
  assert.ok(checked > 100, `${checked} records read from the copies`);
});

test('a tool links its pricing source on /sources/ only where the page lists that source', () => {
  const listed = [
    { kind: 'pricing', tool_id: 'clay' },
    { kind: 'changes', tool_id: null },
  ] as unknown as Parameters<typeof toolSourceRowPath>[0];
  assert.equal(toolSourceRowPath(listed, 'clay'), '/sources/#source-clay-pricing');
  assert.equal(toolSourceRowPath(listed, 'apollo'), null);
});
