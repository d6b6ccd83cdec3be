/**
 * `npm run build` (scripts/build.ts) around astro build: the memory settings
 * it gives it (scripts/lib/build-memory.ts), added where the environment is
 * silent, a deployer's own values kept, the V8 flag honoured by this Node
 * through NODE_OPTIONS, the allocator they tune still the one in Vite's
 * bundler; a wrong setting refused before anything is built; and an astro
 * build that exits 0 without finishing caught.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../../../scripts/lib/repo-root.ts';
import { ALLOCATOR_ENV, SEMI_SPACE_MB, buildMemoryMode, describeBuildMemory, withBuildMemory } from '../../../scripts/lib/build-memory.ts';

test('a silent environment gets every setting; the rest of it is passed through', () => {
  const env = withBuildMemory({ PATH: '/usr/bin', BUILD_DATE: '2026-11-25' });
  assert.equal(env.PATH, '/usr/bin');
  assert.equal(env.BUILD_DATE, '2026-11-25');
  for (const [name, value] of Object.entries(ALLOCATOR_ENV)) assert.equal(env[name], value, name);
  assert.equal(env.NODE_OPTIONS, `--max-semi-space-size=${SEMI_SPACE_MB}`);
  assert.match(describeBuildMemory(env), new RegExp(`V8 semi-space ${SEMI_SPACE_MB} MiB, MIMALLOC_PURGE_DELAY=0`));
});

test("a deployer's own values win, and other NODE_OPTIONS are kept", () => {
  const own = withBuildMemory({ MIMALLOC_PURGE_DELAY: '50', NODE_OPTIONS: '--max-semi-space-size=64 --enable-source-maps' });
  assert.equal(own.MIMALLOC_PURGE_DELAY, '50');
  assert.equal(own.MIMALLOC_ARENA_EAGER_COMMIT, ALLOCATOR_ENV.MIMALLOC_ARENA_EAGER_COMMIT);
  assert.equal(own.NODE_OPTIONS, '--max-semi-space-size=64 --enable-source-maps');
  assert.match(describeBuildMemory(own), /V8 semi-space 64 MiB/);
  const underscored = withBuildMemory({ NODE_OPTIONS: '--max_semi_space_size=32' });
  assert.equal(underscored.NODE_OPTIONS, '--max_semi_space_size=32');
  const other = withBuildMemory({ NODE_OPTIONS: '  --enable-source-maps ' });
  assert.equal(other.NODE_OPTIONS, `--enable-source-maps --max-semi-space-size=${SEMI_SPACE_MB}`);
  const input = { NODE_OPTIONS: '--enable-source-maps' };
  withBuildMemory(input);
  assert.deepEqual(input, { NODE_OPTIONS: '--enable-source-maps' }, 'the caller’s environment is not changed');
});

test('CHANGELINE_BUILD_MEMORY=default leaves every setting to Node and mimalloc; any other value is refused, named', () => {
  const env = { NODE_OPTIONS: '--enable-source-maps', CHANGELINE_BUILD_MEMORY: 'default' };
  assert.deepEqual(withBuildMemory(env), env);
  assert.equal(describeBuildMemory(env), "V8's default semi-space, mimalloc's defaults");
  assert.equal(buildMemoryMode({}), 'tuned');
  assert.equal(buildMemoryMode({ CHANGELINE_BUILD_MEMORY: 'tuned' }), 'tuned');
  assert.throws(() => withBuildMemory({ CHANGELINE_BUILD_MEMORY: 'low' }), /CHANGELINE_BUILD_MEMORY must be "tuned" or "default", got "low"/);
  assert.throws(
    () => buildMemoryMode({ CHANGELINE_BUILD_MEMORY: 'x'.repeat(5000) }),
    (err: Error) => err.message.length < 200,
  );
});

test('npm run build refuses a wrong CHANGELINE_BUILD_MEMORY before it builds anything', () => {
  const out = join(mkdtempSync(join(tmpdir(), 'changeline-mem-')), 'dist');
  const res = spawnSync(process.execPath, ['scripts/build.ts'], {
    cwd: ROOT,
    env: { ...process.env, ASTRO_OUT_DIR: out, CHANGELINE_BUILD_MEMORY: 'small' },
    encoding: 'utf8',
  });
  assert.equal(res.status, 2, res.stderr);
  assert.match(res.stderr, /x CHANGELINE_BUILD_MEMORY must be "tuned" or "default", got "small"/);
  assert.equal(existsSync(out), false, 'no output folder');
});

test('npm run build fails, saying so, when astro build exits 0 without finishing', () => {
  // A stand-in astro that exits 0 at once, as astro build does when its event loop runs dry mid-render.
  const bin = mkdtempSync(join(tmpdir(), 'changeline-astro-'));
  writeFileSync(join(bin, 'astro'), '#!/bin/sh\nexit 0\n');
  chmodSync(join(bin, 'astro'), 0o755);
  const out = join(bin, 'dist');
  const res = spawnSync(process.execPath, ['scripts/build.ts'], {
    cwd: ROOT,
    env: { ...process.env, PATH: `${bin}:${process.env.PATH}`, ASTRO_OUT_DIR: out },
    encoding: 'utf8',
  });
  assert.equal(res.status, 1, res.stdout + res.stderr);
  assert.match(res.stderr, /x astro build: exited 0 after \d+ ms without finishing \(no \/sitemap-index\.xml, which its last step writes\)/);
  assert.doesNotMatch(res.stdout, /mcp bundle: made/);
});

test('this Node takes the semi-space flag from NODE_OPTIONS: the young generation stays small under load', () => {
  // Allocate enough short-lived objects to grow the young generation to its limit, then report its size.
  const script = `
    const v8 = require('node:v8');
    let keep = [];
    for (let i = 0; i < 4e6; i++) { keep.push({ i, s: 'x' + i }); if (keep.length > 2e5) keep = []; }
    const s = v8.getHeapSpaceStatistics().find((x) => x.space_name === 'new_space');
    console.log(JSON.stringify({ new_space_mb: s.space_size / 1048576 }));`;
  const run = (env: NodeJS.ProcessEnv) => {
    const res = spawnSync(process.execPath, ['-e', script], { env, encoding: 'utf8' });
    assert.equal(res.status, 0, res.stderr);
    return JSON.parse(res.stdout) as { new_space_mb: number };
  };
  // Node refuses a flag it does not allow in NODE_OPTIONS (exit 9); V8 ignoring it would leave Node's own
  // limit, 2 x 64 MiB on a machine with this much memory. With it: two semi-spaces of SEMI_SPACE_MB at most.
  const tuned = run(withBuildMemory({ PATH: process.env.PATH ?? '' }));
  assert.ok(tuned.new_space_mb <= 2 * SEMI_SPACE_MB, `new space ${tuned.new_space_mb} MiB with --max-semi-space-size=${SEMI_SPACE_MB}`);
});

test('Vite’s bundler still allocates through mimalloc, which reads the MIMALLOC_* settings', (t) => {
  const dir = join(ROOT, 'node_modules/@rolldown');
  const bindings = existsSync(dir) ? readdirSync(dir).filter((d) => d.startsWith('binding-')) : [];
  const file = bindings.flatMap((d) => readdirSync(join(dir, d)).map((f) => join(dir, d, f))).find((f) => f.endsWith('.node'));
  if (!file) {
    t.skip('no native rolldown binding installed for this platform');
    return;
  }
  const text = readFileSync(file).toString('latin1');
  assert.ok(text.includes('mimalloc'), `${file} no longer contains mimalloc: scripts/lib/build-memory.ts tunes an allocator that is gone`);
  // mimalloc reads MIMALLOC_<option> for each option name it carries.
  for (const name of Object.keys(ALLOCATOR_ENV)) {
    const option = name.replace(/^MIMALLOC_/, '').toLowerCase();
    assert.ok(text.includes(option), `${file} has no mimalloc option "${option}" (set as ${name})`);
  }
});
