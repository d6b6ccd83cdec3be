/**
 * Canonical form of every JSON file the project writes: keys in the order the
 * schema declares them, absent (undefined) keys dropped, 2-space indent, final
 * newline. One formatting for content files, so an unchanged record is an
 * unchanged file and a changed field is a one-line diff. The schema is read
 * through zod's public API (src/lib/zod-walk.ts).
 */
import type { z } from 'zod';
import { compareText } from './compare.ts';
import { schemaNode } from './zod-walk.ts';

type AnySchema = z.core.$ZodType;

/** Reorder `value` recursively by the object shapes found in `schema`. */
export function orderBySchema(schema: AnySchema, value: unknown): unknown {
  const node = schemaNode(schema);
  switch (node.kind) {
    case 'wrapper':
      return value === undefined || value === null ? value : orderBySchema(node.inner, value);
    case 'pipe':
      return orderBySchema(node.in, value);
    case 'array':
      return Array.isArray(value) ? value.map((v) => orderBySchema(node.element, v)) : value;
    case 'object': {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
      const shape = node.shape;
      const src = value as Record<string, unknown>;
      const out: Record<string, unknown> = {};
      for (const key of Object.keys(shape)) {
        if (src[key] !== undefined) out[key] = orderBySchema(shape[key]!, src[key]);
      }
      // Keys the schema does not know stay (the validator reports them), sorted, last.
      for (const key of Object.keys(src).sort(compareText)) {
        if (!(key in shape) && src[key] !== undefined) out[key] = src[key];
      }
      return out;
    }
    default:
      return value;
  }
}

/** The canonical text of a content file. */
export function canonicalJson(schema: AnySchema, value: unknown): string {
  return `${JSON.stringify(orderBySchema(schema, value), null, 2)}\n`;
}
