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
import { ChangeRecord, DigestRecord, PriceEvent, SourceStatus, Tool } from './schemas/index.ts';

const CONTENT_DIR = process.env.CHANGELINE_CONTENT_DIR || './content';

function jsonCollection<S extends z.ZodType>(folder: string, schema: S) {
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
  changes: jsonCollection('changes', ChangeRecord),
  tools: jsonCollection('tools', Tool),
  priceEvents: jsonCollection('price-events', PriceEvent),
  sources: jsonCollection('sources', SourceStatus),
  digests: jsonCollection('digests', DigestRecord),
};
