/** `npm start`'s options: --port, then PORT, then 4321; bad values are refused in one line naming them. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_PORT, startOptions } from '../../../src/build/start.ts';

test('the port comes from --port, else PORT, else the default', () => {
  assert.deepEqual(startOptions(['--port', '4400'], { PORT: '5000' }), { port: 4400, host: '127.0.0.1', build: true });
  assert.deepEqual(startOptions([], { PORT: '5000' }), { port: 5000, host: '127.0.0.1', build: true });
  assert.deepEqual(startOptions([], {}), { port: DEFAULT_PORT, host: '127.0.0.1', build: true });
  assert.deepEqual(startOptions(['--no-build', '--host', '0.0.0.0'], {}), { port: DEFAULT_PORT, host: '0.0.0.0', build: false });
});

test('a bad port, host or flag is one line that names it', () => {
  for (const [argv, env, named] of [
    [['--port', '0'], {}, /--port .*"0"/],
    [['--port', '70000'], {}, /--port .*"70000"/],
    [['--port', '12ab'], {}, /--port .*"12ab"/],
    [[], { PORT: 'eighty' }, /PORT .*"eighty"/],
    [['--host', 'a b'], {}, /--host/],
    [['--prot', '1'], {}, /--prot/],
  ] as const) {
    const r = startOptions(argv, env);
    assert.ok('error' in r, `${argv.join(' ')} ${JSON.stringify(env)} is refused`);
    assert.match(r.error, named);
    assert.ok(!r.error.includes('\n') && r.error.length < 200);
  }
  const long = startOptions(['--port', '9'.repeat(100_000)], {});
  assert.ok('error' in long && long.error.length < 200, 'a huge value is not echoed whole');
});
