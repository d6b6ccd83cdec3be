/**
 * Run a command and measure it: wall time, CPU time (user + system of the
 * command and everything it started) and peak resident memory of the largest
 * process it started (getrusage of reaped children, read by a tiny python3
 * wrapper because Node cannot see its children's rusage). CPU time is the
 * steadier number on a shared machine: waiting for a core adds wall time,
 * not CPU time.
 */
import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { listFiles } from '../src/build/list-files.ts';

export interface Measured {
  ok: boolean;
  wall_s: number;
  /** User + system CPU seconds of the command and its children. */
  cpu_s: number;
  /** Peak resident memory of the largest process, MiB. */
  peak_rss_mb: number;
  output?: string;
}

const WRAPPER = `
import resource, subprocess, sys, time, json
t = time.monotonic()
p = subprocess.run(sys.argv[2:], cwd=sys.argv[1], capture_output=True, text=True)
w = time.monotonic() - t
u = resource.getrusage(resource.RUSAGE_CHILDREN)
sys.stderr.write(p.stdout[-4000:] + p.stderr[-4000:])
print(json.dumps({"code": p.returncode, "wall": w, "cpu": u.ru_utime + u.ru_stime, "rss_kb": u.ru_maxrss}))
`;

export function measure(cmd: string[], opts: { cwd: string; env?: Record<string, string> }): Measured {
  const res = spawnSync('python3', ['-c', WRAPPER, opts.cwd, ...cmd], {
    encoding: 'utf8',
    env: { ...process.env, ...opts.env },
    maxBuffer: 64 * 1024 * 1024,
  });
  const line = (res.stdout ?? '').trim().split('\n').at(-1) ?? '';
  try {
    const r = JSON.parse(line) as { code: number; wall: number; cpu: number; rss_kb: number };
    return {
      ok: r.code === 0,
      wall_s: round(r.wall),
      cpu_s: round(r.cpu),
      peak_rss_mb: Math.round(r.rss_kb / 1024),
      output: r.code === 0 ? undefined : res.stderr,
    };
  } catch {
    return { ok: false, wall_s: 0, cpu_s: 0, peak_rss_mb: 0, output: `${res.stdout}\n${res.stderr}` };
  }
}

export function dirSizeMb(dir: string): number {
  let bytes = 0;
  for (const rel of listFiles(dir)) bytes += statSync(join(dir, rel)).size;
  return round(bytes / 1024 / 1024);
}

export const round = (x: number, d = 2) => Math.round(x * 10 ** d) / 10 ** d;
