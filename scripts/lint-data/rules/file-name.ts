import type { Rule } from '../types.ts';

/** `<id>.json`: the file name is the record's id. */
export const fileName: Rule = {
  name: 'file-name',
  description: 'The file name equals the record id plus .json.',
  check: ({ files }) =>
    files.flatMap((f) => {
      const id = (f.json as { id?: unknown } | undefined)?.id;
      if (typeof id !== 'string') return [];
      return f.name === `${id}.json` ? [] : [{ path: f.path, field: 'id', message: `file must be named ${id}.json` }];
    }),
};
