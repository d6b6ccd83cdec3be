/**
 * Content collections: one JSON file per record under the top-level
 * `content/` folder, validated with the record schemas. A record's id is its
 * `id` field, and its file must be named `<id>.json` (the build stops
 * otherwise, naming the file). The loader is Astro's `glob`.
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { basename } from 'node:path';
import type { z } from 'zod';
import { CONTENT_SCHEMAS, contentDirFrom, type ContentKind } from './model/content-kinds.ts';
import { fileNameProblem } from './model/content-files.ts';

const CONTENT_DIR = contentDirFrom();

function jsonCollection<S extends z.ZodType>(folder: ContentKind, schema: S) {
  const base = `${CONTENT_DIR}/${folder}`;
  const loader = glob({
    pattern: '*.json',
    base,
    generateId: ({ entry, data }) => {
      const problem = fileNameProblem(basename(entry), data.id);
      if (problem) throw new Error(`${base}/${basename(entry)}: ${problem}`);
      return data.id as string;
    },
  });
  return defineCollection({ loader, schema });
}

export const collections = {
  changes: jsonCollection('changes', CONTENT_SCHEMAS['changes']),
  tools: jsonCollection('tools', CONTENT_SCHEMAS['tools']),
  priceEvents: jsonCollection('price-events', CONTENT_SCHEMAS['price-events']),
  sources: jsonCollection('sources', CONTENT_SCHEMAS['sources']),
  digests: jsonCollection('digests', CONTENT_SCHEMAS['digests']),
  sdks: jsonCollection('sdks', CONTENT_SCHEMAS['sdks']),
};
