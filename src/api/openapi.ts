/**
 * The OpenAPI 3.1 document, generated from the zod schemas (components) and
 * the endpoint list (paths). Nothing here restates a field.
 */
import { z } from 'zod';
import { ENDPOINTS, ERROR_SCHEMA, TAGS, dataExamples, endpointParams, notFoundMessage } from './endpoints.ts';
import { API_VERSION, CITATION, LICENSE } from './api.ts';
import { compareText } from '../model/compare.ts';
import { API_DOCS_PATH } from '../model/links.ts';
import { absolute } from '../model/site-url.ts';
import { reachableSchemas } from '../model/zod-walk.ts';

const REF = (id: string) => `#/components/schemas/${id}`;

/** The `.meta({ id })` of a schema, if it has one (zod's public metadata registry). */
const idOf = (schema: z.core.$ZodType): { id?: string; description?: string } | undefined =>
  z.globalRegistry.get(schema) as { id?: string; description?: string } | undefined;

/**
 * The OpenAPI components: every schema with an `id` that an endpoint's
 * response (or the Error body) holds, directly or through another,
 * gathered into a registry of our own by walking the schemas
 * (src/model/zod-walk.ts), then converted with `z.toJSONSchema`.
 */
export function componentSchemas(): Record<string, unknown> {
  const registry = z.registry<{ id: string; description?: string }>();
  const add = (schema: z.core.$ZodType) => {
    const meta = idOf(schema);
    if (!meta?.id) throw new Error('every response schema needs .meta({ id })');
    registry.add(schema, { ...meta, id: meta.id });
  };
  // Only what the responses reach: an unused component is a lint error, and a model schema that is
  // only spread into others (Provenance) is no component.
  const roots = [...ENDPOINTS.map((e) => e.response), ERROR_SCHEMA];
  for (const root of roots) if (!registry.has(root)) add(root);
  // Nested schemas that carry an id (CategoryCounts, SourceCounts, ...) become components too.
  for (const schema of reachableSchemas(roots)) if (idOf(schema)?.id && !registry.has(schema)) add(schema);
  const out = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    io: 'output',
    uri: REF,
    unrepresentable: 'throw',
  }) as { schemas: Record<string, Record<string, unknown>> };
  const schemas: Record<string, unknown> = {};
  for (const id of Object.keys(out.schemas).sort(compareText)) {
    const { $schema: _schema, $id: _id, ...rest } = out.schemas[id]!;
    schemas[id] = rest;
  }
  return schemas;
}

export interface OpenApiOptions {
  site: string;
  generatedAt: string;
  /** Ids of the published changes: the getChange example is one of them. */
  changeIds: Iterable<string>;
}

/** What a static host answers for a file it does not have, documented on every operation. */
const NOT_FOUND_NOTE =
  'A static host answers 404 for any file it does not have. Netlify and Cloudflare Pages send the JSON Error body; hosts that cannot (GitHub Pages) send their HTML 404 page, labelled text/html.';

function notFound(description: string) {
  return {
    description: `${description} ${NOT_FOUND_NOTE}`,
    content: {
      'application/json': { schema: { $ref: REF('Error') } },
      'text/html': { schema: { type: 'string', description: "The host's HTML 404 page." } },
    },
  };
}

export function buildOpenApi({ site, generatedAt, changeIds }: OpenApiOptions) {
  const examples = dataExamples(changeIds);
  const paths: Record<string, unknown> = {};
  for (const e of ENDPOINTS) {
    const ref = (z.globalRegistry.get(e.response) as { id: string }).id;
    const responses: Record<string, unknown> = {
      '200': {
        description: e.summary,
        content: { 'application/json': { schema: { $ref: REF(ref) } } },
      },
    };
    responses['404'] = notFound(notFoundMessage(e));
    paths[e.path] = {
      get: {
        operationId: e.operationId,
        tags: [e.tag],
        summary: e.summary,
        description: e.description,
        ...(e.param
          ? {
              parameters: endpointParams(e).map((p) => ({
                name: p.name,
                in: 'path',
                required: true,
                description: p.description,
                schema: p.enum ? { type: 'string', enum: [...p.enum] } : { type: 'string' },
                ...((examples[p.name] ?? p.example) === undefined ? {} : { example: examples[p.name] ?? p.example }),
              })),
            }
          : {}),
        responses,
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Changeline API',
      version: API_VERSION,
      summary: 'Changes on advertising platforms and prices of go-to-market tools, as static JSON.',
      description: [
        'A read-only set of static JSON files. Every endpoint is a GET of a file ending in .json; no query string, no body, no authentication. Filtering by platform, category or date is done by the client.',
        '',
        'Dates are YYYY-MM-DD, or YYYY-MM when the official source states only the month (effective_date_precision tells which). `upcoming` and `url` are computed when the files are built: `upcoming` is true when the effective date is on or after the build date, and a month-precision date counts as upcoming until its month ends.',
        '',
        `Ids and record addresses are stable for the life of the record, including after its source stops listing it (in_source: false). Data license: ${LICENSE.name} (${LICENSE.url}). ${CITATION}`,
        '',
        'Errors: an unknown change id answers 404; where the host allows it the body is an Error object (see the hosting notes in the README).',
      ].join('\n'),
      license: { name: LICENSE.name, url: LICENSE.url },
      contact: { name: 'Changeline', url: absolute(site, API_DOCS_PATH) },
      'x-generated-at': generatedAt,
    },
    servers: [{ url: site }],
    // Public static files: no operation needs authentication.
    security: [],
    tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
    paths,
    components: { schemas: componentSchemas() },
  };
}
