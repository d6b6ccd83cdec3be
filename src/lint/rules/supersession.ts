import type { ChangeRecord } from '../../schemas/index.ts';
import { validRecords } from '../load.ts';
import type { Problem, Rule } from '../types.ts';
import { isSuperseded } from '../../model/derived.ts';

/**
 * `superseded_by` names a change of the same platform that exists and is not
 * itself superseded, so a replaced deadline always points at the live one.
 */
export const supersession: Rule = {
  name: 'supersession',
  description: 'superseded_by names an existing change of the same platform that is not itself superseded.',
  check: ({ files }) => {
    const out: Problem[] = [];
    const changes = new Map(validRecords<ChangeRecord>(files, 'changes').map((r) => [r.data.id, r.data]));
    for (const { file, data } of validRecords<ChangeRecord>(files, 'changes')) {
      if (!isSuperseded(data)) continue;
      const target = changes.get(data.superseded_by!);
      if (target === undefined) {
        out.push({ path: file.path, field: 'superseded_by', message: `no change ${data.superseded_by} (content/changes/${data.superseded_by}.json)` });
      } else if (target.platform !== data.platform) {
        out.push({ path: file.path, field: 'superseded_by', message: `${data.superseded_by} is a ${target.platform} change, not ${data.platform}` });
      } else if (isSuperseded(target)) {
        out.push({
          path: file.path,
          field: 'superseded_by',
          message: `${data.superseded_by} is itself superseded by ${target.superseded_by}; point at the live record`,
        });
      }
    }
    return out;
  },
};
