/**
 * Run a command and measure it: wall time, and peak resident memory of the
 * largest process it started (getrusage of reaped children, read by a tiny
 * python3 wrapper because Node cannot see its children's rusage).
 */
import { spawnSync } from 'node:child_process';
import { lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export interface Measured {
  ok: boolean;
  wall_s: number;
  peak_rss_mb: number;
  output?: string;
}

const WRAPPER = `
import resource, subprocess, sys, time, json
t = time.monotonic()
p = subprocess.run(sys.argv[2:], cwd=sys.argv[1], capture_output=True, text=True)
w = time.monotonic() - t
r = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
sys.stderr.write(p.stdout[-4000:] + p.stderr[-4000:])
print(json.dumps({"code": p.returncode, "wall": w, "rss_kb": r}))
`;

export function measure(cmd: string[], opts: { cwd: string; env?: Record<string, string> }): Measured {
  const res = spawnSync('python3', ['-c', WRAPPER, opts.cwd, ...cmd], {
    encoding: 'utf8',
    env: { ...process.env, ...opts.env },
    maxBuffer: 64 * 1024 * 1024,
  });
  const line = (res.stdout ?? '').trim().split('\n').at(-1) ?? '';
  try {
    const r = JSON.parse(line) as { code: number; wall: number; rss_kb: number };
    return { ok: r.code === 0, wall_s: round(r.wall), peak_rss_mb: Math.round(r.rss_kb / 1024), output: r.code === 0 ? undefined : res.stderr };
  } catch {
    return { ok: false, wall_s: 0, peak_rss_mb: 0, output: `${res.stdout}\n${res.stderr}` };
  }
}

export function dirSizeMb(dir: string): number {
  let bytes = 0;
  const walk = (d: string) => {
    for (const n of readdirSync(d)) {
      const p = join(d, n);
      const st = lstatSync(p);
      if (st.isDirectory()) walk(p);
      else bytes += st.size;
    }
  };
  walk(dir);
  return round(bytes / 1024 / 1024);
}

export const round = (x: number, d = 2) => Math.round(x * 10 ** d) / 10 ** d;
