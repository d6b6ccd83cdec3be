/**
 * The content folder's layout: one subfolder per kind of record, each
 * validated by its schema. The build's collections, the data linter, the
 * collectors and the hand-editing script all read this one map.
 */
import { join } from 'node:path';
import { ChangeRecord, DigestRecord, PriceEvent, SdkRecord, SourceStatus, Tool } from '../schemas/index.ts';
import { recordNames } from './content-files.ts';
import { exampleChangeId } from './ids.ts';

export const CONTENT_SCHEMAS = {
  changes: ChangeRecord,
  tools: Tool,
  'price-events': PriceEvent,
  sources: SourceStatus,
  digests: DigestRecord,
  sdks: SdkRecord,
} as const;

export type ContentKind = keyof typeof CONTENT_SCHEMAS;
export const CONTENT_KINDS = Object.keys(CONTENT_SCHEMAS) as ContentKind[];

/** The content folder: CHANGELINE_CONTENT_DIR (tests, benchmarks), else ./content. */
export function contentDirFrom(env: Record<string, string | undefined> = process.env): string {
  return env.CHANGELINE_CONTENT_DIR || 'content';
}

/**
 * The example change id (`exampleChangeId`) of a content folder, from its
 * file names (a record's file is named for its id); null when the folder has
 * no change records or cannot be read.
 */
export function exampleChangeIdIn(dir: string = contentDirFrom()): string | null {
  try {
    return exampleChangeId(recordNames(join(dir, 'changes')).map((f) => f.slice(0, -'.json'.length)));
  } catch {
    return null;
  }
}
