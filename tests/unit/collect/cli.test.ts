/** `npm run collect` arguments: clear errors for bad usage, repeatable --source, a summary table. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { UsageError, parseCli, summaryTable } from '../../../src/collect/cli.ts';
import { COLLECTORS } from '../../../src/collect/collectors.ts';
import type { RunResult } from '../../../src/collect/run.ts';

test('no --source means every collector; --source repeats and keeps order', () => {
  assert.equal(parseCli([], {}).sources.length, COLLECTORS.length);
  const o = parseCli(['--source', 'x-ads-versioning', '--source', 'apollo-pricing', '--source', 'x-ads-versioning', '--dry-run'], {});
  assert.deepEqual(
    o.sources.map((c) => c.id),
    ['x-ads-versioning', 'apollo-pricing'],
  );
  assert.equal(o.dryRun, true);
});

test('unknown flags, unknown sources, stray arguments and a bad BUILD_DATE are usage errors that say what is wrong', () => {
  assert.throws(
    () => parseCli(['--sauce', 'x'], {}),
    (e: Error) => e instanceof UsageError && /--sauce/.test(e.message),
  );
  assert.throws(() => parseCli(['--source', 'nope'], {}), /unknown source "nope"/);
  assert.throws(() => parseCli(['--source'], {}), UsageError);
  assert.throws(() => parseCli(['extra'], {}), UsageError);
  assert.throws(() => parseCli([], { BUILD_DATE: 'yesterday' }), /BUILD_DATE must be a date YYYY-MM-DD or a UTC timestamp/);
  assert.equal(parseCli([], { BUILD_DATE: '2026-11-25T06:00:00Z' }).now.toISOString(), '2026-11-25T06:00:00.000Z');
  assert.equal(parseCli([], { BUILD_DATE: '2026-11-25' }).now.toISOString(), '2026-11-25T00:00:00.000Z');
});

test('every collector has a unique id, at least one https URL, and every platform is covered', () => {
  const ids = COLLECTORS.map((c) => c.id);
  assert.equal(new Set(ids).size, ids.length);
  for (const c of COLLECTORS) assert.ok(c.urls.length > 0 && c.urls.every((u) => u.startsWith('https://')), c.id);
  const platforms = new Set(COLLECTORS.flatMap((c) => (c.kind === 'changes' ? [c.platform] : [])));
  assert.equal(platforms.size, 7);
  assert.ok(COLLECTORS.filter((c) => c.kind === 'changes').length >= 12);
  assert.equal(COLLECTORS.filter((c) => c.kind === 'pricing').length, 12);
});

test('the summary table has a row per source and a closing count', () => {
  const run: RunResult = {
    startedAt: '2026-11-25T06:00:00Z',
    stats: { requests: 3, retries: 1, notModified: 1 },
    results: [
      {
        id: 'x-ads-versioning',
        kind: 'changes',
        status: 'ok',
        error: null,
        counts: { found: 13, new: 1, updated: 2, unlisted: 1 },
        records: 14,
        durationMs: 12,
        parses: 1,
        notModified: 0,
        writes: [],
        duplicates: [],
        unlisted: [],
        skipped: 0,
      },
      {
        id: 'apollo-pricing',
        kind: 'pricing',
        status: 'failed',
        error: 'HTTP 500 for https://www.apollo.io/pricing',
        counts: { found: 0, new: 0, updated: 0, unlisted: 0 },
        records: 4,
        durationMs: 5,
        parses: 0,
        notModified: 0,
        writes: [],
        duplicates: [],
        unlisted: [],
        skipped: 0,
      },
    ],
  };
  const table = summaryTable(run);
  assert.match(table, /x-ads-versioning\s+ok\s+13\s+1\s+2\s+1/);
  assert.match(table, /apollo-pricing\s+failed.*HTTP 500/);
  assert.match(table, /1 ok, 1 failed; 3 requests, 1 not modified, 1 retries/);
});
