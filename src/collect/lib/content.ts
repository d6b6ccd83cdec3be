/**
 * Writing the content folder for the collectors: every write is validated
 * against its schema, canonical (src/model/canonical.ts, the data linter's
 * formatting) and atomic (temp file, fsync, rename). Reading goes through the
 * project's one content reader (src/model/content-files.ts).
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { canonicalJson } from '../../model/canonical.ts';
import { readRecords } from '../../model/content-files.ts';
import { CONTENT_SCHEMAS, type ContentKind } from '../../model/content-kinds.ts';
import type { ChangeRecord } from '../../schemas/change.ts';
import type { PriceEvent } from '../../schemas/pricing.ts';
import { writeFileAtomic } from '../../model/atomic-write.ts';
import { formatIssues } from '../../model/zod-issues.ts';

export const loadChanges = (dir: string) => new Map(readRecords<ChangeRecord>(dir, 'changes').map((r) => [r.id, r]));
export const loadEvents = (dir: string) => readRecords<PriceEvent>(dir, 'price-events');

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
