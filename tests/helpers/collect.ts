/** Helpers for the collector tests: temporary content folders, file snapshots, the environment of a fixture-server run. */
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONTENT_KINDS } from '../../src/lib/content-kinds.ts';
import { listFiles } from '../../src/lib/list-files.ts';
import { runCollect, type RunResult } from '../../scripts/collect/run.ts';
import { COLLECTORS } from '../../scripts/collect/sources/index.ts';
import type { Collector } from '../../scripts/collect/lib/types.ts';
import type { FixtureServer } from './fixture-server.ts';

/** An empty content folder in the temp directory (never content/). */
export function tempContent(prefix = 'changeline-collect-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  for (const k of CONTENT_KINDS) mkdirSync(join(dir, k));
  return dir;
}

/** Every file under a folder (dot-folders included), by relative path. */
export function snapshot(dir: string): Map<string, string> {
  return new Map(listFiles(dir).map((rel) => [rel, readFileSync(join(dir, rel), 'utf8')]));
}

/** Paths whose content differs between two snapshots (added, removed or changed). */
export function changedPaths(a: Map<string, string>, b: Map<string, string>): string[] {
  const keys = new Set([...a.keys(), ...b.keys()]);
  return [...keys].filter((k) => a.get(k) !== b.get(k)).sort();
}

/** Environment of a run against the fixture server, with short timeouts and backoffs. */
export function collectEnv(server: FixtureServer, extra: Record<string, string> = {}): Record<string, string> {
  return {
    CHANGELINE_ORIGIN_OVERRIDE: server.origin,
    CHANGELINE_HTTP_RETRIES: '1',
    CHANGELINE_HTTP_BACKOFF_MS: '10',
    CHANGELINE_HTTP_TIMEOUT_MS: '10000',
    SITE_URL: 'https://changeline.test',
    ...extra,
  };
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
