import type { ChangeRecord, PriceEvent, SdkRecord } from '../../schemas/index.ts';
import { sdkId } from '../../model/sdks.ts';
import { changeId, priceEventIdOf, samePriceObservation } from '../../model/ids.ts';
import { validRecords } from '../load.ts';
import type { Problem, Rule } from '../types.ts';

/**
 * Ids are hashes of what the record is: a change of its source key, a price
 * event of tool|plan|event|date, or (only when another observation already
 * holds that id) of tool|plan|event|date|old_price_text|price_text.
 */
export const idHash: Rule = {
  name: 'id-hash',
  description:
    'A change id is <platform>-sha1(source_key)[0:10]; an SDK package id is <platform>--<ecosystem>--<package slug>; a price event id is <tool>-sha1(tool|plan|event|date)[0:10], or with |old|new added when another event holds that id.',
  check: ({ files }) => {
    const out: Problem[] = [];
    for (const { file, data } of validRecords<ChangeRecord>(files, 'changes')) {
      if (data.source_key === undefined) continue;
      const want = changeId(data.platform, data.source_key);
      if (data.id !== want) out.push({ path: file.path, field: 'id', message: `is not the hash of its source_key: expected ${want}` });
    }
    for (const { file, data } of validRecords<SdkRecord>(files, 'sdks')) {
      const want = sdkId(data);
      if (data.id !== want) out.push({ path: file.path, field: 'id', message: `is not <platform>--<ecosystem>--<package slug>: expected ${want}` });
    }
    const events = validRecords<PriceEvent>(files, 'price-events');
    const byId = new Map(events.map(({ data }) => [data.id, data]));
    for (const { file, data } of events) {
      const plain = priceEventIdOf(data, 'plain');
      const observed = priceEventIdOf(data, 'observed');
      if (data.id === plain) continue;
      if (data.id !== observed) {
        out.push({ path: file.path, field: 'id', message: `is not the hash of tool|plan|event|date: expected ${plain}` });
        continue;
      }
      const holder = byId.get(plain);
      if (!holder) {
        out.push({ path: file.path, field: 'id', message: `no event holds the plain id ${plain}, so this event must use it` });
      } else if (samePriceObservation(holder, data)) {
        out.push({ path: file.path, field: 'id', message: `records the same observation as ${plain}; keep one of them` });
      }
    }
    return out;
  },
};
