/**
 * Canonical form of every JSON file the project writes: keys in the order the
 * schema declares them, absent (undefined) keys dropped, 2-space indent, final
 * newline. One formatting for content files, so an unchanged record is an
 * unchanged file and a changed field is a one-line diff.
 */
import type { z } from 'zod';

type AnySchema = z.core.$ZodType;

/** Reorder `value` recursively by the object shapes found in `schema`. */
export function orderBySchema(schema: AnySchema, value: unknown): unknown {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      return value === undefined || value === null ? value : orderBySchema(def.innerType as AnySchema, value);
    case 'pipe':
      return orderBySchema(def.in as AnySchema, value);
    case 'array':
      return Array.isArray(value) ? value.map((v) => orderBySchema(def.element as AnySchema, v)) : value;
    case 'object': {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
      const shape = def.shape as Record<string, AnySchema>;
      const src = value as Record<string, unknown>;
      const out: Record<string, unknown> = {};
      for (const key of Object.keys(shape)) {
        if (src[key] !== undefined) out[key] = orderBySchema(shape[key]!, src[key]);
      }
      // Keys the schema does not know stay (the validator reports them), sorted, last.
      for (const key of Object.keys(src).sort()) {
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
