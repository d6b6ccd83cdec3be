import type { Rule } from '../types.ts';

/** Every content file is JSON. */
export const jsonSyntax: Rule = {
  name: 'json-syntax',
  description: 'Every content file parses as JSON.',
  check: ({ files }) =>
    files.flatMap((f) => {
      if (f.json !== undefined) return [];
      try {
        JSON.parse(f.text);
        return [];
      } catch (err) {
        return [{ path: f.path, message: `not valid JSON: ${(err as Error).message}` }];
      }
    }),
};
