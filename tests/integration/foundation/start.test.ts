/**
 * The README's workflow: `npm start` serves the site in one terminal while
 * `npm test` runs in another. Astro tracks one preview server per project; the
 * tests' own servers start alongside it on ports of their own.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { fixtureSite } from '../../support/fixture-site.ts';
import { freePort } from '../../support/free-port.ts';
import { ROOT } from '../../../src/build/repo-root.ts';
import { preview } from '../../support/preview.ts';

async function answers(url: string, ms: number): Promise<number> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      return res.status;
    } catch {
      if (Date.now() > deadline) return 0;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

test('npm start serves on the port it is given (--port, else PORT), and the tests serve beside it', async (t) => {
  const site = fixtureSite();
  for (const how of ['flag', 'env'] as const) {
    const port = await freePort();
    // --ignore-lock: the reader's own `npm start` may be serving this project while the tests run.
    const args = ['scripts/start.ts', '--no-build', '--ignore-lock', ...(how === 'flag' ? ['--port', String(port)] : [])];
    const env = { ...process.env, ASTRO_OUT_DIR: site, ASTRO_TELEMETRY_DISABLED: '1', ...(how === 'env' ? { PORT: String(port) } : {}) };
    const server = spawn(process.execPath, args, { cwd: ROOT, env, detached: true, stdio: 'ignore' });
    t.after(() => {
      try {
        process.kill(-server.pid!, 'SIGTERM');
      } catch {
        /* gone */
      }
    });
    assert.equal(await answers(`http://127.0.0.1:${port}/`, 30_000), 200, `npm start (${how}) serves on ${port}`);
    // What a test does while that server runs: its own preview, on its own port.
    const beside = await preview(site);
    try {
      assert.equal(await answers(`${beside.url}/api/changes.json`, 5_000), 200);
      assert.equal(await answers(`http://127.0.0.1:${port}/api/changes.json`, 5_000), 200, 'the first server still serves');
    } finally {
      await beside.stop();
    }
    process.kill(-server.pid!, 'SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
  }
});
