/**
 * JSON-LD checked by a real processor (jsonld.js) in safe mode, which
 * rejects anything it would drop or could not interpret (unknown keywords,
 * bad @id values, terms without a mapping). Tests never touch the network:
 * the schema.org context is answered locally with its vocabulary mapping,
 * `@vocab: http://schema.org/` (the published context maps every term into
 * that vocabulary).
 */
import jsonld from 'jsonld';

const SCHEMA_CONTEXT = { '@context': { '@vocab': 'http://schema.org/' } };

async function documentLoader(url: string) {
  if (/^https?:\/\/schema\.org\/?$/.test(url)) return { contextUrl: undefined, documentUrl: url, document: SCHEMA_CONTEXT };
  throw new Error(`JSON-LD test loader: no network, refused ${url}`);
}

export type Expanded = Record<string, unknown>[];

/** The expanded form of a JSON-LD document; throws jsonld.ValidationError on anything safe mode refuses. */
export async function expandSafe(doc: object): Promise<Expanded> {
  return (await jsonld.expand(doc, { documentLoader, safe: true })) as Expanded;
}

export const S = (term: string): string => `http://schema.org/${term}`;
