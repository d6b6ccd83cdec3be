import { parseJson } from '../../model/content-files.ts';
import type { Rule } from '../types.ts';

/** Every content file is JSON. */
export const jsonSyntax: Rule = {
  name: 'json-syntax',
  description: 'Every content file parses as JSON.',
  check: ({ files }) =>
    files.flatMap((f) => {
      if (f.json !== undefined) return [];
      const error = f.error ?? parseJson(f.text).error;
      return error === undefined ? [] : [{ path: f.path, message: error }];
    }),
};
