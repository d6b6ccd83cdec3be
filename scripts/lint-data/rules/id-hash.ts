import type { ChangeRecord, PriceEvent } from '../../../src/schemas/index.ts';
import { changeId, priceEventId } from '../../../src/lib/ids.ts';
import { validRecords } from '../load.ts';
import type { Problem, Rule } from '../types.ts';

/** Ids are hashes of what the record is: a change of its source key, a price event of tool|plan|event|date. */
export const idHash: Rule = {
  name: 'id-hash',
  description: 'A change id is <platform>-sha1(source_key)[0:10]; a price event id is <tool>-sha1(tool|plan|event|date)[0:10].',
  check: ({ files }) => {
    const out: Problem[] = [];
    for (const { file, data } of validRecords<ChangeRecord>(files, 'changes')) {
      if (data.source_key === undefined) continue;
      const want = changeId(data.platform, data.source_key);
      if (data.id !== want) out.push({ path: file.path, field: 'id', message: `is not the hash of its source_key: expected ${want}` });
    }
    for (const { file, data } of validRecords<PriceEvent>(files, 'price-events')) {
      const want = priceEventId(data.tool_id, data.plan, data.event, data.date);
      if (data.id !== want) out.push({ path: file.path, field: 'id', message: `is not the hash of tool|plan|event|date: expected ${want}` });
    }
    return out;
  },
};
