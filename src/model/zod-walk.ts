/**
 * A look inside a zod schema through zod's public API only (`.type`,
 * `.unwrap()`, `.shape`, `.element`, `.options`, `.in`/`.out`,
 * `.keyType`/`.valueType`), for the code that follows the record model's
 * structure: the canonical key order (canonical.ts) and the OpenAPI
 * components (openapi.ts). A schema type it does not know is an error, not a
 * silent pass, so a zod upgrade or a new kind of field cannot quietly change
 * the output.
 */
import type { z } from 'zod';

type Schema = z.core.$ZodType;

export type SchemaNode =
  /** optional, nullable, default, ...: the value is the inner schema's (or absent/null). */
  | { kind: 'wrapper'; inner: Schema }
  /** A transform or preprocess: the stored value is the input side's. */
  | { kind: 'pipe'; in: Schema; out: Schema }
  | { kind: 'object'; shape: Record<string, Schema> }
  | { kind: 'array'; element: Schema }
  | { kind: 'union'; options: readonly Schema[] }
  | { kind: 'record'; key: Schema; value: Schema }
  /** A scalar: string, number, enum, literal, ... (no schema inside). */
  | { kind: 'leaf' };

const WRAPPERS = new Set(['optional', 'exact_optional', 'nullable', 'default', 'prefault', 'readonly', 'nonoptional', 'catch', 'success']);
const LEAVES = new Set([
  'string',
  'number',
  'int',
  'boolean',
  'bigint',
  'symbol',
  'null',
  'undefined',
  'void',
  'never',
  'any',
  'unknown',
  'date',
  'enum',
  'literal',
  'nan',
  'template_literal',
  'file',
  'custom',
]);

/** The structure of one schema level. Throws on a schema type it does not know. */
export function schemaNode(schema: Schema): SchemaNode {
  // biome-ignore lint/suspicious/noExplicitAny: one schema read by its type tag; each branch reads the public property of that type
  const s = schema as z.ZodType & Record<string, any>;
  const type = s.type as string;
  if (WRAPPERS.has(type)) return { kind: 'wrapper', inner: s.unwrap() };
  if (LEAVES.has(type)) return { kind: 'leaf' };
  switch (type) {
    case 'pipe':
      return { kind: 'pipe', in: s.in, out: s.out };
    case 'object':
      return { kind: 'object', shape: s.shape };
    case 'array':
      return { kind: 'array', element: s.element };
    case 'union':
      return { kind: 'union', options: s.options };
    case 'record':
      return { kind: 'record', key: s.keyType, value: s.valueType };
    default:
      throw new Error(`zod schema type "${type}" is not handled by src/model/zod-walk.ts; teach it there`);
  }
}

/** The schemas directly inside `schema`. */
export function childSchemas(schema: Schema): Schema[] {
  const n = schemaNode(schema);
  switch (n.kind) {
    case 'wrapper':
      return [n.inner];
    case 'pipe':
      return [n.in, n.out];
    case 'object':
      return Object.values(n.shape);
    case 'array':
      return [n.element];
    case 'union':
      return [...n.options];
    case 'record':
      return [n.key, n.value];
    case 'leaf':
      return [];
  }
}

/** Every schema reachable from `roots` (each once), depth first, roots included. */
export function reachableSchemas(roots: Iterable<Schema>): Schema[] {
  const seen = new Set<Schema>();
  const visit = (s: Schema) => {
    if (seen.has(s)) return;
    seen.add(s);
    for (const c of childSchemas(s)) visit(c);
  };
  for (const r of roots) visit(r);
  return [...seen];
}
