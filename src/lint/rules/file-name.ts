import { fileNameProblem } from '../../model/content-files.ts';
import type { Rule } from '../types.ts';

/** `<id>.json`: the file name is the record's id (the build's rule, src/model/content-files.ts). */
export const fileName: Rule = {
  name: 'file-name',
  description: 'The file name equals the record id plus .json.',
  check: ({ files }) =>
    files.flatMap((f) => {
      const id = (f.json as { id?: unknown } | undefined)?.id;
      if (typeof id !== 'string') return [];
      const problem = fileNameProblem(f.name, id);
      return problem === undefined ? [] : [{ path: f.path, field: 'id', message: problem }];
    }),
};
