/**
 * The memory settings `npm run build` gives astro build
 * (scripts/lib/build-memory.ts): added where the environment is silent, a
 * deployer's own values kept, the V8 flag honoured by this Node when it
 * comes through NODE_OPTIONS, and the allocator they tune still the one in
 * Vite's bundler.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
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
  const base = { PATH: process.env.PATH ?? '' };
  const tuned = run(withBuildMemory(base));
  const plain = run(base);
  // Two semi-spaces at most: 2 x 16 MiB with the flag, against Node's own limit without it.
  assert.ok(tuned.new_space_mb <= 2 * SEMI_SPACE_MB, `new space ${tuned.new_space_mb} MiB with --max-semi-space-size=${SEMI_SPACE_MB}`);
  assert.ok(plain.new_space_mb > tuned.new_space_mb, `without the flag the new space grows past ${tuned.new_space_mb} MiB (got ${plain.new_space_mb})`);
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
