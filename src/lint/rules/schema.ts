import type { Rule } from '../types.ts';

/** Every record passes the zod schema of its kind; each issue names its field. */
export const schema: Rule = {
  name: 'schema',
  description: 'Every record matches the schema of its kind (src/schemas).',
  check: ({ files }) =>
    files.flatMap((f) =>
      f.parsed && !f.parsed.success
        ? f.parsed.error.issues.map((i) => ({
            path: f.path,
            field: i.path.length ? i.path.join('.') : undefined,
            message: i.message,
          }))
        : [],
    ),
};
