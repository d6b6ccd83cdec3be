/**
 * A collection run killed with SIGKILL at any moment leaves the content
 * folder valid for the schemas (the data linter finds nothing) and for the
 * build; the next run finishes the job and ends where an uninterrupted run
 * ends.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatFinding, lintDir } from '../../../scripts/lint-data/lint.ts';
import { ROOT } from '../../../scripts/lib/repo-root.ts';
import { buildSite } from '../../../scripts/lib/fixture-site.ts';
import { startFixtureServer, type FixtureServer } from '../../../scripts/lib/fixture-server.ts';
import { collectEnv, tempContent } from '../../../scripts/lib/fixture-collect.ts';
import { changedPaths, collect, snapshot } from '../../helpers/collect.ts';

const CLI = join(ROOT, 'scripts/collect/index.ts');
const DELAYS_MS = [150, 400, 700, 900, 1100, 1300, 1500, 1800, 2200, 3000];
let server: FixtureServer;
const base = tempContent();
const killed: string[] = [];

before(async () => {
  server = await startFixtureServer();
  await collect(server, base, '2026-11-25');
  server.variant = 'later';
  server.latencyMs = 25;
});
after(() => server.close());

function runAndKill(dir: string, delay: number): Promise<string> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CLI], {
      cwd: ROOT,
      env: { ...process.env, ...collectEnv(server), CHANGELINE_CONTENT_DIR: dir, BUILD_DATE: '2026-11-26T06:00:00Z' },
      stdio: 'ignore',
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), delay);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      resolve(signal ?? `exit ${code}`);
    });
  });
}

test('killed at any moment, the content stays valid for every schema and data rule', async () => {
  const outcomes: string[] = [];
  for (const delay of DELAYS_MS) {
    const dir = mkdtempSync(join(tmpdir(), `changeline-kill-${delay}-`));
    cpSync(base, dir, { recursive: true });
    outcomes.push(await runAndKill(dir, delay));
    killed.push(dir);
    const findings = lintDir(dir, { now: new Date('2026-11-26T07:00:00Z') });
    assert.deepEqual(findings.map(formatFinding), [], `killed after ${delay} ms`);
  }
  assert.ok(outcomes.filter((o) => o === 'SIGKILL').length >= 5, `most runs were killed mid-way: ${outcomes.join(', ')}`);
});

test('the next run finishes the job: same records as an uninterrupted run', async () => {
  server.latencyMs = 0;
  const clean = mkdtempSync(join(tmpdir(), 'changeline-clean-'));
  cpSync(base, clean, { recursive: true });
  await collect(server, clean, '2026-11-26');
  for (const dir of killed.slice(2, 6)) {
    await collect(server, dir, '2026-11-26');
    const diff = changedPaths(snapshot(clean), snapshot(dir)).filter((p) => !p.startsWith('sources/'));
    assert.deepEqual(diff, [], dir);
  }
});

test('content left by a killed run builds', () => {
  const res = buildSite({ contentDir: killed[Math.floor(killed.length / 2)]!, mode: 'astro', buildDate: '2026-11-26' });
  assert.equal(res.status, 0, res.output.slice(-3000));
});
