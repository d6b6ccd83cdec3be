/**
 * Canonical form of every JSON file the project writes: content files, the
 * collectors' state files (`content/.state/`) and anything else a program
 * commits. Keys in the order the schema declares them; where no schema
 * describes an object's keys (keys the schema does not know, a record's keys,
 * a file with no schema at all), keys in code-unit order. Absent (undefined)
 * keys dropped, a fixed indent, a final newline. So an unchanged value is an
 * unchanged file and a changed field is a one-line diff. The schema is read
 * through zod's public API (src/model/zod-walk.ts).
 */
import type { z } from 'zod';
import { compareText } from './compare.ts';
import { schemaNode } from './zod-walk.ts';

type AnySchema = z.core.$ZodType;

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** `src` with the keys of `shape` first, in its order, then the other keys in code-unit order; undefined values dropped. */
function ordered(src: Record<string, unknown>, shape: Record<string, AnySchema>, other: AnySchema | null): Record<string, unknown> {
  const out: [string, unknown][] = [];
  for (const key of Object.keys(shape)) {
    if (Object.hasOwn(src, key) && src[key] !== undefined) out.push([key, orderBySchema(shape[key]!, src[key])]);
  }
  for (const key of Object.keys(src).sort(compareText)) {
    if (!Object.hasOwn(shape, key) && src[key] !== undefined) out.push([key, orderBySchema(other, src[key])]);
  }
  // fromEntries, not assignment: a key named "__proto__" stays a key.
  return Object.fromEntries(out);
}

/**
 * Reorder `value` recursively by the object shapes found in `schema`; with
 * `schema` null (a value no schema describes), every object's keys in
 * code-unit order.
 */
export function orderBySchema(schema: AnySchema | null, value: unknown): unknown {
  if (schema === null) {
    if (Array.isArray(value)) return value.map((v) => orderBySchema(null, v));
    return isObject(value) ? ordered(value, {}, null) : value;
  }
  const node = schemaNode(schema);
  switch (node.kind) {
    case 'wrapper':
      return value === undefined || value === null ? value : orderBySchema(node.inner, value);
    case 'pipe':
      return orderBySchema(node.in, value);
    case 'array':
      return Array.isArray(value) ? value.map((v) => orderBySchema(node.element, v)) : value;
    case 'object':
      // Keys the schema does not know stay (the validator reports them), sorted, last.
      return isObject(value) ? ordered(value, node.shape, null) : value;
    case 'record':
      return isObject(value) ? ordered(value, {}, node.value) : value;
    default:
      return value;
  }
}

/** The canonical text of a JSON file: `schema` null for a file no schema describes (keys in code-unit order). */
export function canonicalJson(schema: AnySchema | null, value: unknown, indent = 2): string {
  return `${JSON.stringify(orderBySchema(schema, value), null, indent)}\n`;
}
