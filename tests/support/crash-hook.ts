/**
 * Test-only preload that kills the process at a chosen file write, the way
 * a power cut or the kernel's OOM killer would: no exit handlers, no
 * finally blocks, nothing flushed.
 *
 *   node --import ./tests/support/crash-hook.ts scripts/collect/index.ts
 *
 * Every rename into the content folder (CHANGELINE_CONTENT_DIR) is two write
 * steps: the step before it (the temp file is written and synced, the
 * target is untouched) and the step after it (the new file is in place).
 * Atomic writes (src/model/atomic-write.ts) end in such a rename, so step
 * 2k-1 is "the k-th file written but not yet in place" and step 2k "the
 * k-th file in place".
 *
 *   CHANGELINE_CRASH_AT=<n>      SIGKILL the process itself at write step n
 *                                (after a line on stderr naming the step)
 *   CHANGELINE_CRASH_MATCH=<re>  count only the steps of files whose path in
 *                                the content folder matches (e.g. ^tools/), so
 *                                a crash lands on a kind of file whatever the
 *                                order the sources finish in
 *   CHANGELINE_CRASH_AT unset    only count: at exit, stderr gets
 *                                "crash-hook: <n> write steps"
 *
 * Production code carries no hook: this module replaces fs.renameSync in
 * the process it is preloaded into, and updates the named ESM exports of
 * node:fs so `import { renameSync } from 'node:fs'` sees the wrapper.
 */
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { relative, resolve, sep } from 'node:path';

const contentDir = resolve(process.env.CHANGELINE_CONTENT_DIR ?? 'content');
const crashAtText = process.env.CHANGELINE_CRASH_AT;
const crashAt = crashAtText === undefined ? null : Number(crashAtText);
if (crashAt !== null && !(Number.isInteger(crashAt) && crashAt >= 1)) {
  throw new Error(`crash-hook: CHANGELINE_CRASH_AT must be a whole number from 1, got "${crashAtText}"`);
}

const matchText = process.env.CHANGELINE_CRASH_MATCH;
const match = matchText ? new RegExp(matchText) : null;

let steps = 0;

function die(what: string): never {
  process.stderr.write(`crash-hook: SIGKILL at write step ${steps}: ${what}\n`);
  process.kill(process.pid, 'SIGKILL');
  // The signal is delivered before kill() returns; should it not be, nothing else may run.
  for (;;) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 60_000);
}

function step(what: string): void {
  steps++;
  if (steps === crashAt) die(what);
}

const renameSync = fs.renameSync;
(fs as unknown as { renameSync: typeof fs.renameSync }).renameSync = function crashingRenameSync(from: fs.PathLike, to: fs.PathLike): void {
  const target = resolve(String(to));
  const name = relative(contentDir, target).split(sep).join('/');
  const counted = target.startsWith(contentDir + sep) && (match === null || match.test(name));
  if (counted) step(`${name} written to its temp file, not yet renamed into place`);
  renameSync(from, to);
  if (counted) step(`${name} renamed into place`);
};
syncBuiltinESMExports();

process.on('exit', () => {
  process.stderr.write(`crash-hook: ${steps} write steps\n`);
});
