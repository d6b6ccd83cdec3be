import type { ChangeRecord } from '../../schemas/index.ts';
import { validRecords } from '../load.ts';
import type { Problem, Rule } from '../types.ts';

/**
 * `part_of` names the umbrella record of one official row: an existing change
 * of the same platform that is not itself a part (one level), so a page can
 * list an umbrella's parts and a part links its umbrella.
 */
export const partOf: Rule = {
  name: 'part-of',
  description: 'part_of names an existing change of the same platform that is not itself a part of another.',
  check: ({ files }) => {
    const out: Problem[] = [];
    const changes = new Map(validRecords<ChangeRecord>(files, 'changes').map((r) => [r.data.id, r.data]));
    for (const { file, data } of validRecords<ChangeRecord>(files, 'changes')) {
      if (data.part_of === undefined) continue;
      const target = changes.get(data.part_of);
      if (target === undefined) out.push({ path: file.path, field: 'part_of', message: `no change ${data.part_of} (content/changes/${data.part_of}.json)` });
      else if (target.platform !== data.platform)
        out.push({ path: file.path, field: 'part_of', message: `${data.part_of} is a ${target.platform} change, not ${data.platform}` });
      else if (target.part_of !== undefined)
        out.push({ path: file.path, field: 'part_of', message: `${data.part_of} is itself a part of ${target.part_of}; name the umbrella` });
    }
    return out;
  },
};
