/**
 * Reading and writing the content folder for the collectors: every write is
 * validated against its schema, canonical (src/lib/canonical.ts, the data
 * linter's formatting) and atomic (temp file, fsync, rename).
 */
import { existsSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { canonicalJson } from '../../../src/lib/canonical.ts';
import { CONTENT_SCHEMAS, type ContentKind } from '../../../src/lib/content-kinds.ts';
import type { ChangeRecord } from '../../../src/schemas/change.ts';
import type { PriceEvent } from '../../../src/schemas/pricing.ts';
import { writeFileAtomic } from '../../lib/atomic-write.ts';
import { formatIssues } from '../../lib/issues.ts';

export { contentDirFrom, type ContentKind } from '../../../src/lib/content-kinds.ts';

/** Every JSON record of a kind, parsed but not validated (unreadable files are skipped). */
export function readAll<T>(contentDir: string, kind: ContentKind): T[] {
  const dir = join(contentDir, kind);
  if (!existsSync(dir)) return [];
  const out: T[] = [];
  for (const name of readdirSync(dir).sort()) {
    if (!name.endsWith('.json') || name.startsWith('.')) continue;
    try {
      out.push(JSON.parse(readFileSync(join(dir, name), 'utf8')) as T);
    } catch {
      /* a broken file is the data linter's to report; the collector leaves it alone */
    }
  }
  return out;
}

export function readOne<T>(contentDir: string, kind: ContentKind, id: string): T | null {
  const path = join(contentDir, kind, `${id}.json`);
  if (!existsSync(path)) return null;
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  } catch {
    return null;
  }
}

export const loadChanges = (dir: string) => new Map(readAll<ChangeRecord>(dir, 'changes').map((r) => [r.id, r]));
export const loadEvents = (dir: string) => readAll<PriceEvent>(dir, 'price-events');

/** Validate a record; throws an error naming the record and every bad field. */
export function validate(kind: ContentKind, record: { id: string }, label = ''): void {
  const res = CONTENT_SCHEMAS[kind].safeParse(record);
  if (!res.success) throw new Error(`${kind} record ${record.id}${label ? ` (${label})` : ''} would be invalid:\n${formatIssues(res.error)}`);
}

/** The canonical text of a record, as the data linter writes it. */
export const recordText = (kind: ContentKind, record: unknown) => canonicalJson(CONTENT_SCHEMAS[kind], record);

/** Write one record (validated before) atomically; returns false when the file already holds exactly this. */
export function writeRecord(contentDir: string, kind: ContentKind, record: { id: string }): boolean {
  const dir = join(contentDir, kind);
  const path = join(dir, `${record.id}.json`);
  const text = recordText(kind, record);
  if (existsSync(path) && readFileSync(path, 'utf8') === text) return false;
  mkdirSync(dir, { recursive: true });
  writeFileAtomic(path, text);
  return true;
}
