/**
 * The content folder's layout: one subfolder per kind of record, each
 * validated by its schema. The build's collections, the data linter, the
 * collectors and the hand-editing script all read this one map.
 */
import { ChangeRecord, DigestRecord, PriceEvent, SourceStatus, Tool } from '../schemas/index.ts';

export const CONTENT_SCHEMAS = {
  changes: ChangeRecord,
  tools: Tool,
  'price-events': PriceEvent,
  sources: SourceStatus,
  digests: DigestRecord,
} as const;

export type ContentKind = keyof typeof CONTENT_SCHEMAS;
export const CONTENT_KINDS = Object.keys(CONTENT_SCHEMAS) as ContentKind[];

/** The content folder: CHANGELINE_CONTENT_DIR (tests, benchmarks), else ./content. */
export function contentDirFrom(env: Record<string, string | undefined> = process.env): string {
  return env.CHANGELINE_CONTENT_DIR || 'content';
}
