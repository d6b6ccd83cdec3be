/** Every content file of a content folder, read by the project's content reader (src/model/content-files.ts) and parsed against its kind's schema. */
import { join } from 'node:path';
import { recordFiles } from '../model/content-files.ts';
import { CONTENT_KINDS, CONTENT_SCHEMAS } from '../model/content-kinds.ts';
import type { ContentFile, Kind } from './types.ts';

export function loadContent(contentDir: string, label = contentDir): ContentFile[] {
  const files: ContentFile[] = [];
  for (const kind of CONTENT_KINDS) {
    for (const { name, path, text, json, error } of recordFiles(join(contentDir, kind), `${label}/${kind}`)) {
      const file: ContentFile = { kind, path, name, text, json, ...(error === undefined ? {} : { error }) };
      if (json !== undefined) file.parsed = CONTENT_SCHEMAS[kind].safeParse(json);
      files.push(file);
    }
  }
  return files;
}

/** Files of one kind whose schema parse succeeded, with their data. */
export function validRecords<T>(files: ContentFile[], kind: Kind): { file: ContentFile; data: T }[] {
  return files.filter((f) => f.kind === kind && f.parsed?.success).map((f) => ({ file: f, data: f.parsed!.data as T }));
}
