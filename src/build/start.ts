/**
 * `npm start`: build the site, then serve it with `astro preview` until
 * Ctrl-C. `npm run preview` serves an existing build without building.
 *
 *   npm start [-- --port N] [-- --host H]     PORT=N npm start
 *   npm run preview [-- --port N]
 *   npm start -- --ignore-lock                  a second server of this project, beside one already running
 *
 * The port is `--port`, else the `PORT` variable, else 4321; the host is
 * `--host`, else 127.0.0.1. A bad value stops before anything is built, with
 * one line naming it and exit code 2. Astro tracks one preview server per
 * project; `--ignore-lock` starts an untracked one beside it. The tests
 * never collide with a running `npm start`: they serve on ports of their own
 * with `--ignore-lock`.
 */
import { spawn, spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

export const DEFAULT_PORT = 4321;
export const DEFAULT_HOST = '127.0.0.1';

export interface StartOptions {
  port: number;
  host: string;
  build: boolean;
  /** Serve beside a preview server of this project that is already running (astro preview --ignore-lock). */
  ignoreLock?: boolean;
}

/** The options of a command line and environment, or a one-line reason they are wrong. */
export function startOptions(argv: readonly string[], env: NodeJS.ProcessEnv): StartOptions | { error: string } {
  let values: { port?: string; host?: string; 'no-build'?: boolean; 'ignore-lock'?: boolean };
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: { port: { type: 'string' }, host: { type: 'string' }, 'no-build': { type: 'boolean' }, 'ignore-lock': { type: 'boolean' } },
      strict: true,
    }));
  } catch (e) {
    return { error: (e as Error).message.split('\n')[0]! };
  }
  const [raw, from] = values.port !== undefined ? [values.port, '--port'] : env.PORT ? [env.PORT, 'PORT'] : [String(DEFAULT_PORT), 'default'];
  const port = /^\d{1,5}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!(port >= 1 && port <= 65535)) return { error: `${from} must be a port number from 1 to 65535, got "${raw.slice(0, 40)}"` };
  const host = values.host ?? DEFAULT_HOST;
  if (!/^[A-Za-z0-9.:[\]-]{1,255}$/.test(host)) return { error: `--host must be a host name or address, got "${host.slice(0, 40)}"` };
  return { port, host, build: !values['no-build'], ...(values['ignore-lock'] ? { ignoreLock: true } : {}) };
}

/** What `node scripts/start.ts` runs. */
export async function cli(): Promise<void> {
  const opts = startOptions(process.argv.slice(2), process.env);
  if ('error' in opts) {
    console.error(`npm start: ${opts.error}`);
    process.exit(2);
  }
  if (opts.build) {
    const res = spawnSync(process.execPath, ['scripts/build.ts'], { stdio: 'inherit' });
    if (res.status !== 0) process.exit(res.status ?? 1);
  }
  const child = spawn(
    process.execPath,
    ['node_modules/astro/bin/astro.mjs', 'preview', ...(opts.ignoreLock ? ['--ignore-lock'] : []), '--host', opts.host, '--port', String(opts.port)],
    {
      stdio: 'inherit',
    },
  );
  for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, () => child.kill(sig));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 130 : 1)));
}
