/**
 * What a collector remembers between runs, in `content/.state/<collector>.json`
 * (committed with the content, outside the collections the site loads):
 *
 * - `pages`: per fetched URL, the ETag / Last-Modified validators and the
 *   parse they belong to, so a 304 reuses the parse without parsing again;
 * - `texts`: per record id, the fingerprint of the official text last seen,
 *   so a hand-written title or summary is kept until the source text changes;
 * - `last_found`: records found by the last successful run (plausibility);
 * - `pricing`: the fingerprint of the pricing page and of each plan card.
 *
 * Nothing volatile (run times) lives here, so a run that finds nothing new
 * leaves the file byte-identical.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { canonicalJson } from '../../model/canonical.ts';
import { writeFileAtomic } from '../../model/atomic-write.ts';

export interface PageCache {
  etag?: string;
  last_modified?: string;
  /** `<collector id>@<version>` of the parse below. */
  parser: string;
  parsed: unknown;
}

export interface PricingState {
  page_hash: string;
  /** Card fingerprint of every plan this collector has put in the snapshot. */
  plans: Record<string, string>;
  /** `fetched_at` of the snapshot this state goes with; a newer snapshot was written by a run stopped before its state. */
  snapshot_at?: string;
}

export interface CollectorState {
  pages: Record<string, PageCache>;
  texts: Record<string, string>;
  last_found: number | null;
  pricing?: PricingState;
}

export const emptyState = (): CollectorState => ({ pages: {}, texts: {}, last_found: null });

export const stateDir = (contentDir: string) => join(contentDir, '.state');
const statePath = (contentDir: string, id: string) => join(stateDir(contentDir), `${id}.json`);

/** The remembered state, or an empty one (a missing or unreadable file only costs a full fetch). */
export function readState(contentDir: string, id: string): CollectorState {
  const path = statePath(contentDir, id);
  if (!existsSync(path)) return emptyState();
  try {
    const raw = JSON.parse(readFileSync(path, 'utf8')) as Partial<CollectorState>;
    return { ...emptyState(), ...raw };
  } catch {
    return emptyState();
  }
}

/** The state file's text: canonical JSON with keys in code-unit order (no schema), one-space indent. */
export function stateText(state: CollectorState): string {
  return canonicalJson(null, state, 1);
}

/** Write the state atomically; returns false when the file already says exactly this. */
export function writeState(contentDir: string, id: string, state: CollectorState): boolean {
  const path = statePath(contentDir, id);
  const text = stateText(state);
  if (existsSync(path) && readFileSync(path, 'utf8') === text) return false;
  mkdirSync(stateDir(contentDir), { recursive: true });
  writeFileAtomic(path, text);
  return true;
}
