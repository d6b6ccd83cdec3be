/**
 * Content collections: one JSON file per record under the top-level
 * `content/` folder, validated with the record schemas. A record's id is its
 * `id` field, and its file must be named `<id>.json` (the build stops
 * otherwise, naming the file).
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { basename } from 'node:path';
import type { z } from 'zod';
import { CONTENT_SCHEMAS, contentDirFrom, type ContentKind } from './lib/content-kinds.ts';

const CONTENT_DIR = contentDirFrom();

function jsonCollection<S extends z.ZodType>(folder: ContentKind, schema: S) {
  return defineCollection({
    loader: glob({
      pattern: '*.json',
      base: `${CONTENT_DIR}/${folder}`,
      generateId: ({ entry, data }) => {
        const id = typeof data.id === 'string' ? data.id : '';
        const expected = `${id}.json`;
        if (basename(entry) !== expected) {
          throw new Error(
            `${CONTENT_DIR}/${folder}/${entry}: file name must equal the record id (field "id" is "${id}", so the file must be named "${expected}")`,
          );
        }
        return id;
      },
    }),
    schema,
  });
}

export const collections = {
  changes: jsonCollection('changes', CONTENT_SCHEMAS['changes']),
  tools: jsonCollection('tools', CONTENT_SCHEMAS['tools']),
  priceEvents: jsonCollection('price-events', CONTENT_SCHEMAS['price-events']),
  sources: jsonCollection('sources', CONTENT_SCHEMAS['sources']),
  digests: jsonCollection('digests', CONTENT_SCHEMAS['digests']),
};
