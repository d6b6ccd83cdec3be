/** Helpers for the collector tests: file snapshots, and a run against the fixture server on a given day. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { listFiles } from '../../src/build/list-files.ts';
import { collectEnv } from './fixture-collect.ts';
import type { FixtureServer } from './fixture-server.ts';
import { runCollect, type RunResult } from '../../src/collect/run.ts';
import { COLLECTORS } from '../../src/collect/collectors.ts';
import type { Collector } from '../../src/collect/lib/types.ts';

/** Every file under a folder (dot-folders included), by relative path. */
export function snapshot(dir: string): Map<string, string> {
  return new Map(listFiles(dir).map((rel) => [rel, readFileSync(join(dir, rel), 'utf8')]));
}

/** Paths whose content differs between two snapshots (added, removed or changed). */
export function changedPaths(a: Map<string, string>, b: Map<string, string>): string[] {
  const keys = new Set([...a.keys(), ...b.keys()]);
  return [...keys].filter((k) => a.get(k) !== b.get(k)).sort();
}

export const at = (day: string) => new Date(`${day}T06:00:00Z`);

export function collect(
  server: FixtureServer,
  dir: string,
  day: string,
  collectors: readonly Collector[] = COLLECTORS,
  env: Record<string, string> = {},
): Promise<RunResult> {
  return runCollect({ contentDir: dir, collectors: [...collectors], env: collectEnv(server, env), now: at(day) });
}
