import { canonicalJson } from '../../model/canonical.ts';
import { CONTENT_SCHEMAS } from '../../model/content-kinds.ts';
import type { Rule } from '../types.ts';

/** Files are written in canonical form (schema key order, 2-space indent, final newline). */
export const canonical: Rule = {
  name: 'canonical',
  description: 'Each file is in canonical form: schema key order, 2-space indent, final newline (npm run lint:data -- --fix rewrites it).',
  check: ({ files }) =>
    files.flatMap((f) => {
      if (f.json === undefined) return [];
      return f.text === canonicalJson(CONTENT_SCHEMAS[f.kind], f.json)
        ? []
        : [{ path: f.path, message: 'not in canonical form (key order, 2-space indent, final newline); run npm run lint:data -- --fix' }];
    }),
};
