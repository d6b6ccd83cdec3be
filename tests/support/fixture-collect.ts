/**
 * A collection against the fixture server (tests/support/fixture-server.ts)
 * into a throwaway content folder, for the collectors' tests, the fixture
 * expectations generator and the collection benchmark.
 */
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONTENT_KINDS } from '../../src/model/content-kinds.ts';
import type { FixtureServer } from './fixture-server.ts';

/** An empty content folder in the temp directory (never content/). */
export function tempContent(prefix = 'changeline-collect-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  for (const k of CONTENT_KINDS) mkdirSync(join(dir, k));
  return dir;
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
