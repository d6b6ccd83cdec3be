/** Read every content file of a content folder, parsed against its kind's schema. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONTENT_KINDS, CONTENT_SCHEMAS } from '../../src/lib/content-kinds.ts';
import type { ContentFile, Kind } from './types.ts';

export function loadContent(contentDir: string, label = contentDir): ContentFile[] {
  const files: ContentFile[] = [];
  for (const kind of CONTENT_KINDS) {
    const dir = join(contentDir, kind);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir).sort()) {
      if (!name.endsWith('.json') || name.startsWith('.')) continue;
      const text = readFileSync(join(dir, name), 'utf8');
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
      const file: ContentFile = { kind, path: `${label}/${kind}/${name}`, name, text, json };
      if (json !== undefined) file.parsed = CONTENT_SCHEMAS[kind].safeParse(json);
      files.push(file);
    }
  }
  return files;
}

/** Files of one kind whose schema parse succeeded, with their data. */
export function validRecords<T = any>(files: ContentFile[], kind: Kind): { file: ContentFile; data: T }[] {
  return files
    .filter((f) => f.kind === kind && f.parsed?.success)
    .map((f) => ({ file: f, data: f.parsed!.data as T }));
}
