/**
 * Whether a record was read by a collector or compiled by hand, and whether a
 * collector has run: the schema rules, the words (src/site/recorded-how.ts),
 * and the committed content, where no collector has run yet.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { readRecords } from '../../../src/model/content-files.ts';
import { getSourceStatus } from '../../../src/api/api.ts';
import type { Dataset } from '../../../src/model/dataset.ts';
import { lastVerifiedSentence, recordedHowSentence, recordedHowView, sourceStatusSentence } from '../../../src/site/recorded-how.ts';
import { ChangeRecord } from '../../../src/schemas/change.ts';
import type { Tool } from '../../../src/schemas/pricing.ts';
import { SourceStatus } from '../../../src/schemas/status.ts';
import { SourceList } from '../../../src/schemas/api.ts';
import { initialStatus, tallyChanges, tallyPricing } from '../../../src/collect/lib/status.ts';
import { COLLECTORS, SOURCES } from '../../../src/collect/collectors.ts';
import { ROOT } from '../../../src/build/repo-root.ts';

const CONTENT = join(ROOT, 'content');

const base = {
  id: 'x-ads-17296ccf1b',
  platform: 'x-ads',
  title: 'X Ads API v8 (8.0)',
  source_url: 'https://docs.x.com/x-ads-api/fundamentals/versioning',
  fetched_at: '2026-11-25T22:34:43Z',
  last_verified: '2026-11-25',
  collector: 'x-ads-versioning',
  source_key: 'version|x-ads-api|8.0',
} as const;

const issues = (rec: object) => {
  const res = ChangeRecord.safeParse(rec);
  return res.success ? [] : res.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

test('a record must say who wrote it and how the page was observed', () => {
  assert.deepEqual(issues({ ...base, recorded_by: 'hand', observed_via: 'official' }), []);
  assert.deepEqual(issues({ ...base, recorded_by: 'collector', observed_via: 'official' }), []);
  assert.ok(issues(base).some((i) => i.startsWith('recorded_by:')));
  assert.ok(issues(base).some((i) => i.startsWith('observed_via:')));
  assert.ok(issues({ ...base, recorded_by: 'robot', observed_via: 'official' }).some((i) => i.startsWith('recorded_by:')));
});

test('a capture or transcription names its copy; an official observation names none; a collector reads the official page', () => {
  assert.deepEqual(issues({ ...base, recorded_by: 'hand', observed_via: 'capture' }), ['capture_name: is required when observed_via is capture']);
  assert.deepEqual(issues({ ...base, recorded_by: 'hand', observed_via: 'transcription' }), ['capture_name: is required when observed_via is transcription']);
  assert.deepEqual(issues({ ...base, recorded_by: 'hand', observed_via: 'capture', capture_name: 'GitHub xdevplatform/docs' }), []);
  assert.deepEqual(issues({ ...base, recorded_by: 'hand', observed_via: 'official', capture_name: 'GitHub xdevplatform/docs', capture_date: '2026-06-11' }), [
    'capture_name: must be absent when observed_via is official',
    'capture_date: must be absent when observed_via is official',
  ]);
  // A collector run over a stored copy (--from-copies) grades what it writes capture, naming the copy; never transcription.
  assert.deepEqual(issues({ ...base, recorded_by: 'collector', observed_via: 'capture', capture_name: 'x' }), []);
  assert.deepEqual(issues({ ...base, recorded_by: 'collector', observed_via: 'capture' }), ['capture_name: is required when observed_via is capture']);
  assert.deepEqual(issues({ ...base, recorded_by: 'collector', observed_via: 'transcription', capture_name: 'x' }), [
    'observed_via: must be official or capture when recorded_by is collector (a collector reads the official page, or a stored copy of it)',
  ]);
  assert.deepEqual(issues({ ...base, collector: 'curated', recorded_by: 'collector', observed_via: 'official' }), [
    'collector: must name the collector when recorded_by is collector',
  ]);
  assert.deepEqual(issues({ ...base, recorded_by: 'hand', observed_via: 'capture', capture_name: 'x', capture_date: '2026-11-26' }), [
    'capture_date: is after the day the copy was read (fetched_at 2026-11-25)',
    "last_verified: is before the copy's own date (capture_date 2026-11-26)",
  ]);
  const http = issues({ ...base, recorded_by: 'hand', observed_via: 'capture', capture_name: 'x', capture_url: 'http://example.com/' });
  assert.ok(http.length > 0 && http.every((i) => i.startsWith('capture_url:')), http.join('; '));
});

test('last_verified: every record has it; never after the day the record was written, never before the copy it names', () => {
  const { last_verified: _lv, ...without } = base;
  assert.deepEqual(issues({ ...without, recorded_by: 'collector', observed_via: 'official' }), [
    'last_verified: Invalid input: expected string, received undefined',
  ]);
  assert.ok(issues({ ...base, last_verified: '2026-11', recorded_by: 'collector', observed_via: 'official' }).some((i) => i.startsWith('last_verified:')));
  assert.deepEqual(issues({ ...base, last_verified: '2026-11-26', recorded_by: 'collector', observed_via: 'official' }), [
    'last_verified: is after the day the record was written (fetched_at 2026-11-25)',
  ]);
  const copy = { recorded_by: 'hand', observed_via: 'capture', capture_name: 'GitHub xdevplatform/docs', capture_date: '2026-06-11' } as const;
  assert.deepEqual(issues({ ...base, ...copy, last_verified: '2026-06-11' }), []);
  assert.deepEqual(issues({ ...base, ...copy, last_verified: '2026-11-20' }), [], 'a later copy or read may still state it');
  assert.deepEqual(issues({ ...base, ...copy, last_verified: '2026-06-10' }), ["last_verified: is before the copy's own date (capture_date 2026-06-11)"]);
});

test('the committed content: every change record has last_verified, from its own observation', () => {
  const recs = readRecords<ChangeRecord>(CONTENT, 'changes');
  assert.ok(recs.length > 400);
  for (const r of recs) {
    assert.match(r.last_verified, /^\d{4}-\d{2}-\d{2}$/, r.id);
    if (r.capture_date !== undefined) assert.ok(r.last_verified >= r.capture_date, r.id);
    assert.ok(r.last_verified <= r.fetched_at.slice(0, 10), r.id);
  }
});

test('the words: read by the collector, or compiled by hand from the page, a copy or a transcription, with the day it was read', () => {
  const hand = { ...base, recorded_by: 'hand', observed_via: 'capture' } as const;
  assert.equal(
    recordedHowSentence({ ...base, recorded_by: 'collector', observed_via: 'official' }),
    'Read by the collector x-ads-versioning from the official page on 25 November 2026.',
  );
  assert.equal(
    recordedHowSentence({
      ...base,
      recorded_by: 'collector',
      observed_via: 'capture',
      capture_name: 'GitHub xdevplatform/docs',
      capture_date: '2026-06-11',
      capture_url: 'https://github.com/xdevplatform/docs',
    }),
    'Read by the collector x-ads-versioning from a stored copy of the official page (GitHub xdevplatform/docs, dated 11 June 2026, https://github.com/xdevplatform/docs), on 25 November 2026.',
  );
  assert.equal(
    recordedHowSentence({ ...base, recorded_by: 'hand', observed_via: 'official' }),
    'Compiled by hand from the official page, read on 25 November 2026.',
  );
  assert.equal(
    recordedHowSentence({ ...hand, capture_name: 'GitHub xdevplatform/docs' }),
    'Compiled by hand from a copy of the official page (GitHub xdevplatform/docs), seen on 25 November 2026.',
  );
  assert.equal(
    recordedHowSentence({ ...hand, capture_name: 'GitHub xdevplatform/docs', capture_date: '2026-06-11', capture_url: 'https://github.com/xdevplatform/docs' }),
    'Compiled by hand from a copy of the official page (GitHub xdevplatform/docs, dated 11 June 2026, https://github.com/xdevplatform/docs), seen on 25 November 2026.',
  );
  assert.equal(
    recordedHowSentence({ ...base, recorded_by: 'hand', observed_via: 'transcription', capture_name: 'GitHub api-evangelist/x' }),
    'Compiled by hand from a transcription of the official page (GitHub api-evangelist/x), seen on 25 November 2026; not checked against a copy.',
  );
  assert.deepEqual(recordedHowView({ ...hand, capture_name: 'n', capture_url: 'https://example.com/c' }).copy, {
    name: 'n',
    href: 'https://example.com/c',
    date: null,
  });
});

test('last verified, in words: an official read, a dated copy, or the day an undated copy was read; an old publication without the field says so', () => {
  assert.equal(
    lastVerifiedSentence({ last_verified: '2026-11-25', observed_via: 'official' }),
    'Last verified 25 November 2026: the latest day the official page was read stating this.',
  );
  assert.equal(
    lastVerifiedSentence({ last_verified: '2025-09-16', observed_via: 'capture', capture_date: '2025-09-16' }),
    'Last verified 16 September 2025: the latest dated copy of the official page known to state this.',
  );
  assert.equal(
    lastVerifiedSentence({ last_verified: '2026-11-25', observed_via: 'capture' }),
    "Last verified 25 November 2026: the day the copy stating this was read (the copy's own date is not known).",
  );
  const old = { observed_via: 'official' } as unknown as Parameters<typeof lastVerifiedSentence>[0];
  assert.equal(lastVerifiedSentence(old), 'The record does not say when its fact was last verified.');
});

test('no committed record was read from a live page (no collector ran on one): each is by hand, or by a collector from a named, stored copy', () => {
  const changes = readRecords<ChangeRecord>(CONTENT, 'changes');
  assert.equal(changes.length >= 353, true);
  for (const c of changes) {
    const words = recordedHowSentence(c);
    if (c.recorded_by === 'collector') {
      assert.equal(c.observed_via, 'capture', c.id);
      assert.ok(c.capture_name && c.capture_url, `${c.id} names its copy`);
      assert.match(words, /^Read by the collector [a-z-]+ from a stored copy of the official page \(/, c.id);
      continue;
    }
    assert.equal(c.recorded_by, 'hand', c.id);
    assert.match(words, /^Compiled by hand from /, c.id);
    assert.doesNotMatch(words, /automatic|collector/i, c.id);
  }
});

test('sources.json of the committed content: every source has never run, and its counts are what the content holds now', () => {
  const changes = readRecords<ChangeRecord>(CONTENT, 'changes');
  const statuses = readRecords<SourceStatus>(CONTENT, 'sources').map((s) => SourceStatus.parse(s));
  assert.equal(statuses.length, SOURCES.length);
  const list = getSourceStatus({ sources: statuses, ctx: { generatedAt: '2026-11-27T00:00:00Z' } } as unknown as Dataset);
  assert.deepEqual(list.summary, { ok: 0, failed: 0, never_run: SOURCES.length });
  for (const s of statuses) {
    assert.deepEqual([s.status, s.last_run_at, s.last_success_at, s.duration_ms], ['never_run', null, null, null], s.id);
    const c = COLLECTORS.find((x) => x.id === s.id)!;
    const tally =
      c.kind === 'changes' ? tallyChanges(c.id, changes) : tallyPricing(readRecords<Tool>(CONTENT, 'tools').find((t) => t.id === c.tool_id) ?? null);
    assert.deepEqual(s, initialStatus(c, tally, s.copy_run), `${s.id} is stale: run npm run collect -- --init-status`);
    if (s.copy_run) assert.match(sourceStatusSentence(s), /^Not yet read from the live page by an automatic collector: .* On the newest copy \(/, s.id);
    else assert.match(sourceStatusSentence(s), /^Not yet read by an automatic collector/, s.id);
  }
  // A source no stored copy covers (the blog feeds): compiled by hand, coverage not measured.
  const blog = statuses.find((s) => s.id === 'google-ads-blog')!;
  assert.match(
    sourceStatusSentence(blog),
    /^Not yet read by an automatic collector: its \d+ records were compiled by hand \(\d+ from copies of the official page\)\. No stored copy read by its collector: coverage not measured\.$/,
  );
});

test("sources.json says the coverage of every change source: the copy run's figures, or plainly that no stored copy measured it", () => {
  const statuses = readRecords<SourceStatus>(CONTENT, 'sources').map((s) => SourceStatus.parse(s));
  const list = SourceList.parse(getSourceStatus({ sources: statuses, ctx: { generatedAt: '2026-11-27T00:00:00Z' } } as unknown as Dataset));
  const changeSources = list.sources.filter((s) => s.kind === 'changes');
  assert.equal(changeSources.length, SOURCES.filter((s) => s.method !== 'pricing-page').length, 'every change source is listed');
  for (const s of list.sources) {
    if (s.kind === 'pricing') {
      assert.equal(s.coverage, null, s.id);
      continue;
    }
    assert.ok(s.coverage, `${s.id} says its coverage`);
    assert.equal(s.coverage.measured, s.copy_run !== undefined, s.id);
    if (s.copy_run)
      assert.match(
        s.coverage.statement,
        new RegExp(
          `^On the newest copy \\((\\d+ \\w+ \\d{4}|taken between \\d+ \\w+ \\d{4} and \\d+ \\w+ \\d{4})\\), ${s.copy_run.entries} entr(y|ies): ${s.copy_run.matched} held \\(`,
        ),
        s.id,
      );
    else assert.equal(s.coverage.statement, 'No stored copy read by its collector: coverage not measured.', s.id);
  }
  // Every copy is dated, to a day or by its content between two days: the statement says which, never 'not dated'.
  for (const s of changeSources) assert.doesNotMatch(s.coverage!.statement, /not dated to a day/, s.id);
  // The Marketing API versions twin is read by its collector: 6 rows, all held; its content places it between two days.
  const meta = list.sources.find((s) => s.id === 'meta-ads-versions')!;
  assert.deepEqual(meta.coverage, {
    measured: true,
    statement:
      'On the newest copy (taken between 4 November 2026 and 29 November 2026), 6 entries: 6 held (100%). The copy is an excerpt of the page: what the page lists beyond it is not counted.',
  });
  // A copy that holds only part of its page says so, and a whole one does not: the figures never claim more than the copy holds.
  for (const s of changeSources) {
    if (!s.copy_run) continue;
    const excerpts = s.copy_run.copies.filter((c) => c.excerpt).length;
    assert.equal(/an excerpt of (the|its) page|excerpts of their pages/.test(s.coverage!.statement), excerpts > 0, s.id);
  }
  // Two undated copies (the 2025 and 2026 out-of-cycle pages) with the same upper bound: the newer is the one placed later.
  assert.match(
    list.sources.find((s) => s.id === 'meta-ads-occ')!.coverage!.statement,
    /^On the newest copy \(taken between 28 June 2026 and 27 November 2026\), /,
  );
  // Snap's Change Log: the head of the table, dated by its newest row and the rows a later transcription lists.
  const snap = list.sources.find((s) => s.id === 'snapchat-ads-changelog')!;
  assert.deepEqual(snap.coverage, {
    measured: true,
    statement:
      'On the newest copy (taken between 27 May 2026 and 9 July 2026), 11 entries: 11 held (100%). The copy is an excerpt of the page: what the page lists beyond it is not counted.',
  });
  // The Graph API changelog is read on its zh_HK edition: the whole version table.
  assert.deepEqual(list.sources.find((s) => s.id === 'meta-ads-graph-changelog')!.coverage, {
    measured: true,
    statement: 'On the newest copy (taken between 29 July 2026 and 4 November 2026), 14 entries: 14 held (100%).',
  });
  // Only the two blog feeds have no stored copy.
  assert.deepEqual(
    changeSources.filter((s) => !s.coverage!.measured).map((s) => s.id),
    ['google-ads-blog', 'microsoft-ads-blog'],
  );
  const msBlog = statuses.find((s) => s.id === 'microsoft-ads-blog')!;
  assert.match(sourceStatusSentence(msBlog), / No stored copy read by its collector: coverage not measured\.$/);
});

test('a source status: never_run exactly when it has not run; grades add up to its records', () => {
  const c = COLLECTORS.find((x) => x.id === 'x-ads-versioning')!;
  const fresh = initialStatus(c, { records: 2, records_by_collector: 0, grades: { official: 0, capture: 2, transcription: 0 }, copies: [] });
  const bad = (over: object) =>
    SourceStatus.safeParse({ ...fresh, ...over })
      .error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
      .sort() ?? [];
  assert.deepEqual(bad({}), []);
  assert.ok(
    bad({ status: 'skipped' }).some((i) => i.startsWith('status:')),
    'skipped is no status any more',
  );
  assert.deepEqual(bad({ status: 'ok' }), ['status: must be never_run exactly when last_run_at is null']);
  assert.deepEqual(bad({ last_run_at: '2026-11-25T06:00:00Z' }), ['status: must be never_run exactly when last_run_at is null']);
  assert.deepEqual(bad({ records_by_collector: 1 }), ['records_by_collector: must be 0 for a collector that never ran (live or over copies)']);
  assert.deepEqual(bad({ records: 3 }), ['grades: add up to 2, not to records (3)']);
  const ran = {
    ...fresh,
    status: 'ok',
    last_run_at: '2026-11-28T06:00:00Z',
    last_success_at: '2026-11-28T06:00:00Z',
    duration_ms: 120,
    records_by_collector: 1,
    grades: { official: 1, capture: 1, transcription: 0 },
  };
  assert.equal(SourceStatus.safeParse(ran).success, true);
  assert.equal(
    sourceStatusSentence(SourceStatus.parse(ran)),
    'Last run 28 November 2026 (ok): 2 records, 1 last written by the collector (1 from the official page, 1 from a copy of the official page). No stored copy read by its collector: coverage not measured.',
  );
});

test('copy_run: coverage over stored copies adds up, is dated by its newest copy, and is said in words', () => {
  const c = COLLECTORS.find((x) => x.id === 'amazon-ads-release-notes')!;
  const copy = {
    page: c.urls[0]!,
    name: 'GitHub idealerror/amazon-ads-api-docs',
    url: 'https://github.com/idealerror/amazon-ads-api-docs',
    date: '2025-09-16',
  };
  const run = { copies: [copy], date: '2025-09-16', entries: 331, matched: 83, below_bar: 248, share: 0.251 };
  const tally = { records: 83, records_by_collector: 83, grades: { official: 0, capture: 83, transcription: 0 }, copies: [] };
  const s = initialStatus(c, tally, run);
  const issues = (over: object) =>
    SourceStatus.safeParse({ ...s, copy_run: { ...run, ...over } }).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];
  assert.deepEqual(issues({}), []);
  assert.deepEqual(issues({ share: 0.25 }), ['copy_run.share: must be 0.251 (matched / entries)']);
  assert.deepEqual(issues({ date: '2025-09-15' }), ['copy_run.date: must be the newest copy date (2025-09-16)']);
  assert.deepEqual(issues({ matched: 332, share: 1.003 }).slice(0, 1), ['copy_run.share: Too big: expected number to be <=1']);
  // Records a copy run wrote need that run's coverage on a never-run source.
  assert.deepEqual(
    SourceStatus.safeParse({ ...s, copy_run: undefined }).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`),
    ['records_by_collector: must be 0 for a collector that never ran (live or over copies)'],
  );
  assert.equal(
    sourceStatusSentence(s),
    'Not yet read from the live page by an automatic collector: 83 records (83 from copies of the official page), 83 read by it from stored copies. On the newest copy (16 September 2025), 331 entries: 83 held (25.1%), 248 below the record bar.',
  );
});
