/**
 * Under every fault (empty body, redesigned markup, truncated document, 500,
 * 429 with Retry-After, a timeout, a redirect to http), every source is
 * marked failed with a status that names the fault, and no other file of
 * the content folder changes.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SourceStatus } from '../../../src/schemas/status.ts';
import { COLLECTORS } from '../../../src/collect/collectors.ts';
import { FAULTS, startFixtureServer, type Fault, type FixtureServer } from '../../support/fixture-server.ts';
import { tempContent } from '../../support/fixture-collect.ts';
import { changedPaths, collect, snapshot } from '../../support/collect.ts';

const NAMES: Record<Fault, RegExp> = {
  empty: /empty response body/,
  // A redesign leaves no table, no dated headings, no plan cards, or no feed where the parser expects one.
  redesign: /no .*(table|headings|feed|plan cards|structured prices)|not a readable RSS\/Atom feed|yielded no records/,
  // A cut-off page: HTML without its end, a feed that is not XML, or a Markdown table cut short
  // (too few rows for the plausibility threshold, or a row cut inside a date).
  // A Markdown twin cut in its first table row reads no row at all (the half row is dropped, never read as a row).
  truncate: /truncated HTML|far fewer than|not a readable RSS\/Atom feed|no .*table|unrecognized date|yielded no records/,
  '500': /HTTP 500 .*gave up after 2 attempts/,
  '429': /HTTP 429 Too Many Requests .*Retry-After 1 s/,
  timeout: /timed out after 400 ms/,
  'redirect-http': /redirect .* to non-https http:\/\/.* refused/,
};

let server: FixtureServer;
const base = tempContent();

before(async () => {
  server = await startFixtureServer();
  const first = await collect(server, base, '2026-11-25');
  assert.ok(first.results.every((r) => r.status === 'ok'));
});
after(() => server.close());

for (const fault of FAULTS) {
  test(`fault "${fault}": every source fails, its status names the fault, nothing else changes`, async () => {
    const dir = mkdtempSync(join(tmpdir(), `changeline-fault-${fault}-`));
    cpSync(base, dir, { recursive: true });
    const before = snapshot(dir);
    server.fault = fault;
    try {
      const run = await collect(server, dir, '2026-11-26', COLLECTORS, { CHANGELINE_HTTP_TIMEOUT_MS: '400' });
      for (const r of run.results) {
        assert.equal(r.status, 'failed', r.id);
        assert.match(r.error ?? '', NAMES[fault], `${r.id}: ${r.error}`);
      }
    } finally {
      server.fault = null;
    }
    const after = snapshot(dir);
    assert.deepEqual(changedPaths(before, after), COLLECTORS.map((c) => `sources/${c.id}.json`).sort(), 'only the status files changed');
    for (const c of COLLECTORS) {
      const status = SourceStatus.parse(JSON.parse(after.get(`sources/${c.id}.json`)!));
      const previous = SourceStatus.parse(JSON.parse(before.get(`sources/${c.id}.json`)!));
      assert.equal(status.status, 'failed');
      assert.match(status.error!, NAMES[fault]);
      assert.equal(status.last_run_at, '2026-11-26T06:00:00Z');
      assert.equal(status.last_success_at, '2026-11-25T06:00:00Z', 'the last success is kept');
      assert.deepEqual(status.counts, { found: 0, new: 0, updated: 0, unlisted: 0 });
      assert.equal(status.records, previous.records, 'records still counted');
    }
  });
}
