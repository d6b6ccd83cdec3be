/** Serve a built site with `astro preview` on 127.0.0.1 for a test, and stop it by process group. */
import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '../../scripts/lib/free-port.ts';
import { ROOT } from '../../scripts/lib/repo-root.ts';

export interface Preview {
  url: string;
  stop(): Promise<void>;
}

export async function preview(outDir: string): Promise<Preview> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['node_modules/astro/bin/astro.mjs', 'preview', '--host', '127.0.0.1', '--port', String(port)], {
    cwd: ROOT,
    env: { ...process.env, ASTRO_OUT_DIR: outDir, ASTRO_TELEMETRY_DISABLED: '1' },
    detached: true,
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const res = await fetch(`${url}/`);
      await res.arrayBuffer();
      break;
    } catch {
      if (Date.now() > deadline) {
        process.kill(-child.pid!, 'SIGTERM');
        throw new Error(`astro preview did not start on ${url}`);
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return {
    url,
    stop: async () => {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        /* already gone */
      }
      await new Promise((r) => setTimeout(r, 100));
    },
  };
}
