/** `npm run collect` as a person runs it: usage errors, exit codes, --dry-run, plain progress lines, --init-status. */
import { after, before, test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { canonicalJson } from '../../../src/model/canonical.ts';
import { changeId } from '../../../src/model/ids.ts';
import { sourceStatusSentence } from '../../../src/site/recorded-how.ts';
import { ChangeRecord } from '../../../src/schemas/change.ts';
import { SourceStatus } from '../../../src/schemas/status.ts';
import { ROOT } from '../../../src/build/repo-root.ts';
import { startFixtureServer, type FixtureServer } from '../../support/fixture-server.ts';
import { collectEnv, tempContent } from '../../support/fixture-collect.ts';
import { changedPaths, snapshot } from '../../support/collect.ts';
import { main } from '../../../src/collect/cli.ts';

const CLI = join(ROOT, 'scripts/collect/index.ts');
let server: FixtureServer;

before(async () => {
  server = await startFixtureServer();
});
after(() => server.close());

/** Run the CLI asynchronously (the fixture server lives in this process). */
function cli(args: string[], dir: string, env: Record<string, string> = {}): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      cwd: ROOT,
      env: { ...process.env, ...collectEnv(server), CHANGELINE_CONTENT_DIR: dir, BUILD_DATE: '2026-11-25T06:00:00Z', ...env },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('close', (code) => resolve({ code, out, err }));
  });
}

/** Run the CLI's main in this process (parsing and usage errors need no process of their own), its console captured. */
async function inProcess(t: TestContext, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const out: string[] = [];
  const err: string[] = [];
  t.mock.method(console, 'log', (...a: unknown[]) => out.push(a.join(' ')));
  t.mock.method(console, 'error', (...a: unknown[]) => err.push(a.join(' ')));
  try {
    const code = await main(args, { ...process.env, CHANGELINE_CONTENT_DIR: tempContent() });
    return { code, stdout: out.join('\n'), stderr: err.join('\n') };
  } finally {
    t.mock.restoreAll();
  }
}

test('--help prints the usage and exits 0; a bad flag or source exits 2 with a message naming it', async (t) => {
  const help = await inProcess(t, ['--help']);
  assert.equal(help.code, 0);
  assert.match(help.stdout, /usage: npm run collect/);
  assert.match(help.stdout, /CHANGELINE_ORIGIN_OVERRIDE/);
  // One run as its own process: the exit code reaches the shell.
  const bad = spawnSync(process.execPath, [CLI, '--dryrun'], { cwd: ROOT, encoding: 'utf8' });
  assert.equal(bad.status, 2);
  assert.match(bad.stderr, /Unknown option '--dryrun'/);
  const unknown = await inProcess(t, ['--source', 'x-ads']);
  assert.equal(unknown.code, 2);
  assert.match(unknown.stderr, /unknown source "x-ads"; run with --list/);
});

test('--dry-run prints what would change and writes nothing', async () => {
  const dir = tempContent();
  const before = snapshot(dir);
  const r = await cli(['--dry-run', '--source', 'x-ads-versioning'], dir);
  assert.equal(r.code, 0, r.err);
  assert.match(r.out, /dry run: nothing was written/);
  assert.match(r.out, /x-ads-versioning: 13 file\(s\) would change/);
  assert.deepEqual(changedPaths(before, snapshot(dir)), []);
});

test('a run prints one plain line per source when not on a terminal, a summary table, and exits 0 when all are ok', async () => {
  const dir = tempContent();
  const r = await cli(['--source', 'x-ads-versioning', '--source', 'meta-ads-versions'], dir);
  assert.equal(r.code, 0, r.err);
  assert.match(r.out, /\[\d\/2\] x-ads-versioning: ok \(13 found, 13 new, 0 updated, 0 unlisted\)/);
  assert.match(r.out, /^source\s+status\s+found/m);
  assert.match(r.out, /2 ok, 0 failed/);
  const status = SourceStatus.parse(JSON.parse(readFileSync(join(dir, 'sources/x-ads-versioning.json'), 'utf8')));
  assert.equal(status.status, 'ok');
  assert.equal(status.last_run_at, '2026-11-25T06:00:00Z');
});

test('a failing source makes the exit code 1 and keeps the data', async () => {
  const dir = tempContent();
  await cli(['--source', 'x-ads-versioning'], dir);
  const before = snapshot(dir);
  server.fault = '500';
  try {
    const r = await cli(['--source', 'x-ads-versioning'], dir, { BUILD_DATE: '2026-11-26T06:00:00Z' });
    assert.equal(r.code, 1);
    assert.match(r.out, /x-ads-versioning\s+failed.*HTTP 500/);
  } finally {
    server.fault = null;
  }
  assert.deepEqual(changedPaths(before, snapshot(dir)), ['sources/x-ads-versioning.json']);
});

test('--init-status writes an honest "never_run" status for collectors that never ran, counting their hand-compiled records, and leaves those that ran', async () => {
  const dir = tempContent();
  await cli(['--source', 'x-ads-versioning'], dir);
  const ran = readFileSync(join(dir, 'sources/x-ads-versioning.json'), 'utf8');
  const r = await cli(['--init-status'], dir);
  assert.equal(r.code, 0, r.err);
  assert.equal(readFileSync(join(dir, 'sources/x-ads-versioning.json'), 'utf8'), ran);
  const fresh = SourceStatus.parse(JSON.parse(readFileSync(join(dir, 'sources/meta-ads-versions.json'), 'utf8')));
  assert.deepEqual(
    [fresh.status, fresh.last_run_at, fresh.last_success_at, fresh.duration_ms, fresh.records, fresh.records_by_collector, fresh.copies, fresh.error],
    ['never_run', null, null, null, 0, 0, [], null],
  );
  // A record compiled by hand for a collector that never ran is counted as such, with the copy it came from.
  const hand = {
    id: changeId('meta-ads', 'version|marketing-api|v99.0'),
    platform: 'meta-ads',
    title: 'Meta Marketing API v99.0',
    source_url: 'https://developers.facebook.com/documentation/ads-commerce/marketing-api/marketing-api-changelog/versions',
    fetched_at: '2026-11-20T09:00:00Z',
    collector: 'meta-ads-versions',
    recorded_by: 'hand',
    observed_via: 'capture',
    last_verified: '2026-11-20',
    capture_name: 'a test copy',
    api_version: 'v99.0',
    source_key: 'version|marketing-api|v99.0',
  };
  writeFileSync(join(dir, 'changes', `${hand.id}.json`), canonicalJson(ChangeRecord, ChangeRecord.parse(hand)));
  const again = await cli(['--init-status', '--source', 'meta-ads-versions'], dir);
  assert.equal(again.code, 0, again.err);
  const counted = SourceStatus.parse(JSON.parse(readFileSync(join(dir, 'sources/meta-ads-versions.json'), 'utf8')));
  assert.deepEqual(
    [counted.status, counted.last_run_at, counted.records, counted.records_by_collector, counted.grades, counted.copies],
    ['never_run', null, 1, 0, { official: 0, capture: 1, transcription: 0 }, [{ name: 'a test copy', url: null, date: null, records: 1 }]],
  );
  assert.equal(
    sourceStatusSentence(counted),
    'Not yet read by an automatic collector: its 1 record was compiled by hand (1 from a copy of the official page). No stored copy read by its collector: coverage not measured.',
  );
});

test('--source microsoft-ads-api-versioning requests the page at the address the registry and the records use', async () => {
  const dir = tempContent();
  const from = server.requests.length;
  const r = await cli(['--source', 'microsoft-ads-api-versioning'], dir);
  assert.equal(r.code, 0, r.err + r.out);
  const paths = server.requests
    .slice(from)
    .filter((q) => q.host === 'learn.microsoft.com' && q.path !== '/robots.txt')
    .map((q) => q.path);
  assert.deepEqual(paths, ['/en-us/advertising/campaign-management-service/api-versioning']);
  const status = SourceStatus.parse(JSON.parse(readFileSync(join(dir, 'sources/microsoft-ads-api-versioning.json'), 'utf8')));
  assert.deepEqual([status.status, status.urls], ['ok', ['https://learn.microsoft.com/en-us/advertising/campaign-management-service/api-versioning']]);
});

test('--allow-unlist takes a whole number; anything else is a usage error naming it', async (t) => {
  const bad = await inProcess(t, ['--allow-unlist', 'many']);
  assert.equal(bad.code, 2);
  assert.match(bad.stderr, /--allow-unlist needs a whole number of records, got "many"/);
});
