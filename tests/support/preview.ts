/**
 * Serve a built site with `astro preview` on 127.0.0.1 for a test, and stop
 * it by process group.
 *
 * Astro allows one tracked preview server per project (a lock file under the
 * project); `--ignore-lock` starts an untracked one alongside, so the tests
 * pass while `npm start` serves the same checkout. A server that exits before
 * it answers fails the test with its own output, not with a later `kill ESRCH`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from './free-port.ts';
import { ROOT } from '../../src/build/repo-root.ts';

export interface Preview {
  url: string;
  stop(): Promise<void>;
}

function killGroup(child: ChildProcess): void {
  try {
    process.kill(-child.pid!, 'SIGTERM');
  } catch {
    /* already gone */
  }
}

export async function preview(outDir: string): Promise<Preview> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    ['node_modules/astro/bin/astro.mjs', 'preview', '--ignore-lock', '--host', '127.0.0.1', '--port', String(port)],
    {
      cwd: ROOT,
      env: { ...process.env, ASTRO_OUT_DIR: outDir, ASTRO_TELEMETRY_DISABLED: '1' },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const keep = (b: Buffer) => {
    if (output.length < 8192) output += b.toString();
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  let exited: number | null | undefined;
  child.on('exit', (code) => {
    exited = code;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (exited !== undefined) throw new Error(`astro preview exited (code ${exited}) before serving ${url}:\n${output.trim()}`);
    try {
      const res = await fetch(`${url}/`);
      await res.arrayBuffer();
      break;
    } catch {
      if (Date.now() > deadline) {
        killGroup(child);
        throw new Error(`astro preview did not start on ${url} within 30 s:\n${output.trim()}`);
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  child.stdout!.removeAllListeners('data').resume();
  child.stderr!.removeAllListeners('data').resume();
  return {
    url,
    stop: async () => {
      killGroup(child);
      await new Promise((r) => setTimeout(r, 100));
    },
  };
}
