/**
 * `npm run build` (scripts/build.ts) around astro build: it requires the
 * marker astro build writes as its last step (src/build/pagefind.ts),
 * so an astro build that exits 0 without finishing, or a marker left by an
 * earlier build, is caught; and it passes its memory defaults to astro
 * build unless the environment sets its own.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ROOT } from '../../../src/build/repo-root.ts';
import { buildDoneMarkerOf, cacheDirOf } from '../../../src/build/build-dirs.ts';
import { heapLimitMb } from '../../../src/build/build.ts';

/** scripts/build.ts with a stand-in `astro` (a shell script) first on PATH; the stand-in's environment is saved. */
function buildWith(astro: string, env: Record<string, string> = {}) {
  const bin = mkdtempSync(join(tmpdir(), 'changeline-astro-'));
  writeFileSync(join(bin, 'astro'), `#!/bin/sh\nenv > "${bin}/env.txt"\n${astro}\n`);
  chmodSync(join(bin, 'astro'), 0o755);
  const out = join(bin, 'dist');
  const vars = { ASTRO_OUT_DIR: out, CHANGELINE_CONTENT_DIR: join(ROOT, 'tests/fixtures/content'), ...env };
  const marker = buildDoneMarkerOf(cacheDirOf(vars));
  const run = () =>
    spawnSync(process.execPath, ['scripts/build.ts'], { cwd: ROOT, env: { ...process.env, PATH: `${bin}:${process.env.PATH}`, ...vars }, encoding: 'utf8' });
  const astroEnv = () =>
    new Map(
      readFileSync(join(bin, 'env.txt'), 'utf8')
        .split('\n')
        .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
    );
  return { run, marker, astroEnv };
}

test('npm run build fails, saying so, when astro build exits 0 without finishing', () => {
  // As astro build does when its event loop runs dry mid-render: exit 0, last step never reached.
  const b = buildWith('exit 0');
  const res = b.run();
  assert.equal(res.status, 1, res.stdout + res.stderr);
  assert.match(res.stderr, /x astro build: exited 0 after \d+ ms without finishing \(no .*changeline-build-done\.json, which its last step writes\)/);
  assert.doesNotMatch(res.stdout, /mcp bundle: made/);
});

test('a marker left by an earlier build does not count', () => {
  const b = buildWith('exit 0');
  mkdirSync(dirname(b.marker), { recursive: true });
  writeFileSync(b.marker, '{}\n');
  const res = b.run();
  assert.equal(res.status, 1, res.stdout + res.stderr);
  assert.match(res.stderr, /without finishing/);
});

test('astro build gets the memory defaults where the environment has none, and a deployer’s own values otherwise', () => {
  // The stand-in fails, so the build stops right after astro: only its environment matters here.
  const silent = buildWith('exit 3', { NODE_OPTIONS: '', MIMALLOC_PURGE_DELAY: '' });
  assert.equal(silent.run().status, 1);
  const env = silent.astroEnv();
  assert.equal(env.get('NODE_OPTIONS'), '--max-semi-space-size=32 --max-old-space-size=512'); // small content: the least limit
  assert.equal(env.get('MIMALLOC_PURGE_DELAY'), '0');
  assert.equal(env.get('MIMALLOC_ARENA_EAGER_COMMIT'), '0');
  const own = buildWith('exit 3', { NODE_OPTIONS: '--max-old-space-size=4096', MIMALLOC_PURGE_DELAY: '50' });
  assert.equal(own.run().status, 1);
  assert.equal(own.astroEnv().get('NODE_OPTIONS'), '--max-old-space-size=4096');
  assert.equal(own.astroEnv().get('MIMALLOC_PURGE_DELAY'), '50');
});

test('the heap limit grows with the content: 16 MiB per MB, in steps of 64 MiB, at least 512', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cl-heap-'));
  mkdirSync(join(dir, 'changes'));
  writeFileSync(join(dir, 'changes/a.json'), 'x'.repeat(1024));
  assert.equal(heapLimitMb(dir), 512);
  writeFileSync(join(dir, 'changes/b.json'), Buffer.alloc(41 * 1024 * 1024, 120)); // the bench's 10,000 records: 41 MB
  assert.equal(heapLimitMb(dir), 704);
  rmSync(dir, { recursive: true, force: true });
});
