/**
 * The production build: every step `npm run build` does, in order, each
 * timed. Environment: ASTRO_OUT_DIR (default dist), CHANGELINE_CONTENT_DIR
 * (default content), BUILD_DATE, SITE_URL.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

const outDir = process.env.ASTRO_OUT_DIR || 'dist';

interface Step {
  name: string;
  cmd: string;
  args: string[];
  /** Skip when this returns a reason. */
  skip?: () => string | undefined;
}

const STEPS: Step[] = [
  { name: 'astro build', cmd: 'astro', args: ['build', '--silent'] },
  {
    name: 'pagefind index',
    cmd: 'pagefind',
    args: ['--site', outDir, '--silent', '--force-language', 'en'],
    skip: () => (existsSync(outDir) ? undefined : `${outDir} is missing`),
  },
  // The one-file MCP server, published at /changeline-mcp.mjs, defaulting to this build's SITE_URL.
  { name: 'mcp bundle', cmd: process.execPath, args: ['scripts/bundle-mcp.ts'] },
];

let failed = false;
for (const step of STEPS) {
  const reason = step.skip?.();
  if (reason) {
    console.log(`- ${step.name}: skipped (${reason})`);
    continue;
  }
  const t0 = performance.now();
  const res = spawnSync(step.cmd, step.args, { stdio: 'inherit', env: process.env });
  const ms = Math.round(performance.now() - t0);
  if (res.status !== 0) {
    console.error(`x ${step.name}: failed (exit ${res.status ?? res.signal}) after ${ms} ms`);
    failed = true;
    break;
  }
  console.log(`- ${step.name}: ${ms} ms`);
}
process.exitCode = failed ? 1 : 0;
