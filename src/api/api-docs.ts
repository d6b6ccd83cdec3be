/**
 * The human API page's content, generated at build time from the endpoint
 * list (src/api/endpoints.ts) and the OpenAPI document (src/api/openapi.ts):
 * every endpoint with its parameter, response schema and a live example (the
 * real response of this build, arrays shortened), and every schema's fields.
 */
import { notFoundBody } from './api.ts';
import type { Dataset } from '../model/dataset.ts';
import { ENDPOINTS, dataExamples, endpointParams, notFoundMessage, type Endpoint, type PathParam } from './endpoints.ts';
import { fillPath } from '../model/links.ts';
import { buildOpenApi } from './openapi.ts';
import { absolute } from '../model/site-url.ts';

type JsonSchema = Record<string, unknown>;

export interface FieldDoc {
  name: string;
  type: string;
  /** Component the type refers to, for a link. */
  ref: string | null;
  required: boolean;
  description: string;
}

export interface SchemaDoc {
  id: string;
  description: string;
  fields: FieldDoc[];
}

export interface EndpointDoc {
  operationId: string;
  path: string;
  summary: string;
  description: string;
  /** Every path parameter, in path order. */
  params: PathParam[];
  /** Address of the example file. */
  exampleUrl: string;
  /** The example file's real content, arrays shortened to `EXAMPLE_ITEMS` items, pretty-printed. */
  example: string;
  /** Whether the example was shortened. */
  shortened: boolean;
  response: string;
  errors: { status: string; description: string; schema: string }[];
}

export interface ApiDocs {
  title: string;
  version: string;
  server: string;
  endpoints: EndpointDoc[];
  schemas: SchemaDoc[];
}

/** Items kept per array in an example. */
export const EXAMPLE_ITEMS = 1;

const REF_PREFIX = '#/components/schemas/';

/** A readable type of a JSON Schema: `string`, `integer`, `Change[]`, `string | null`, `"day" | "month"`. */
export function typeOf(s: JsonSchema): { type: string; ref: string | null } {
  if (typeof s.$ref === 'string') {
    const ref = s.$ref.slice(REF_PREFIX.length);
    return { type: ref, ref };
  }
  const union = (s.anyOf ?? s.oneOf) as JsonSchema[] | undefined;
  if (union) {
    const parts = union.map(typeOf);
    return { type: parts.map((p) => p.type).join(' | '), ref: parts.find((p) => p.ref)?.ref ?? null };
  }
  if (Array.isArray(s.enum)) {
    const values = s.enum as unknown[];
    return {
      type: values.length > 8 ? `${String(s.type ?? 'string')} (one of ${values.length})` : values.map((v) => JSON.stringify(v)).join(' | '),
      ref: null,
    };
  }
  if (s.const !== undefined) return { type: JSON.stringify(s.const), ref: null };
  if (s.type === 'array' && s.items) {
    const inner = typeOf(s.items as JsonSchema);
    return { type: inner.type.includes(' | ') ? `(${inner.type})[]` : `${inner.type}[]`, ref: inner.ref };
  }
  const t = Array.isArray(s.type) ? (s.type as string[]).join(' | ') : String(s.type ?? 'any');
  const format = typeof s.format === 'string' ? ` (${s.format})` : '';
  return { type: `${t}${format}`, ref: null };
}

export function schemaDocs(components: Record<string, unknown>): SchemaDoc[] {
  return Object.entries(components).map(([id, raw]) => {
    const s = raw as JsonSchema;
    const props = (s.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((s.required ?? []) as string[]);
    return {
      id,
      description: String(s.description ?? ''),
      fields: Object.entries(props).map(([name, p]) => {
        const inner = (p.anyOf as JsonSchema[] | undefined)?.find((x) => x.description) ?? {};
        return {
          name,
          ...typeOf(p),
          required: required.has(name),
          description: String(p.description ?? inner.description ?? ''),
        };
      }),
    };
  });
}

/**
 * The example of an endpoint: the file with the example parameters (from the
 * data, else each parameter's example) and its real response, built by the
 * endpoint's own builder; a 404 body when no such file is published.
 */
function exampleBody(ds: Dataset, e: Endpoint): { url: string; body: unknown } {
  const examples = dataExamples(ds.changes.map((c) => c.id));
  const params = endpointParams(e);
  const wanted = e.exampleParams?.(ds) ?? Object.fromEntries(params.map((p) => [p.name, examples[p.name] ?? p.example]));
  const file = e.files(ds).find((f) => params.every((p) => f.params[p.name] === wanted[p.name]));
  return {
    url: absolute(ds.ctx.site, fillPath(e.path, file?.params ?? wanted)),
    body: file ? file.body() : notFoundBody(notFoundMessage(e)),
  };
}

/** Shorten every array to `n` items; reports whether anything was cut. */
export function shorten(value: unknown, n = EXAMPLE_ITEMS): { value: unknown; cut: boolean } {
  let cut = false;
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) {
      if (v.length > n) cut = true;
      return v.slice(0, n).map(walk);
    }
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return { value: walk(value), cut };
}

export function apiDocs(ds: Dataset): ApiDocs {
  const doc = buildOpenApi({ site: ds.ctx.site, generatedAt: ds.ctx.generatedAt, changeIds: ds.changes.map((c) => c.id) });
  const paths = doc.paths as Record<
    string,
    { get: { responses: Record<string, { description: string; content: { 'application/json': { schema: { $ref: string } } } }> } }
  >;
  const endpoints = ENDPOINTS.map((e): EndpointDoc => {
    const responses = paths[e.path]!.get.responses;
    const refOf = (status: string) => responses[status]!.content['application/json'].schema.$ref.slice(REF_PREFIX.length);
    const { url, body } = exampleBody(ds, e);
    const short = shorten(body);
    return {
      operationId: e.operationId,
      path: e.path,
      summary: e.summary,
      description: e.description,
      params: endpointParams(e),
      exampleUrl: url,
      example: JSON.stringify(short.value, null, 2),
      shortened: short.cut,
      response: refOf('200'),
      errors: Object.keys(responses)
        .filter((s) => s !== '200')
        .map((s) => ({ status: s, description: responses[s]!.description, schema: refOf(s) })),
    };
  });
  return {
    title: doc.info.title,
    version: doc.info.version,
    server: doc.servers[0]!.url,
    endpoints,
    schemas: schemaDocs(doc.components.schemas),
  };
}
