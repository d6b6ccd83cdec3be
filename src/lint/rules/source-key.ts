import type { ChangeRecord } from '../../schemas/index.ts';
import { normPage, sourceKeyForm } from '../../model/ids.ts';
import { validRecords } from '../load.ts';
import type { Problem, Rule } from '../types.ts';

/**
 * Every change has a source key of one of the four forms, a page-based key
 * names the record's own source page, and no two records share a key.
 */
export const sourceKey: Rule = {
  name: 'source-key',
  description: 'Every change has a well-formed source_key naming its source page; no two changes share one.',
  check: ({ files }) => {
    const out: Problem[] = [];
    const seen = new Map<string, string>();
    for (const { file, data } of validRecords<ChangeRecord>(files, 'changes')) {
      // A missing key is the schema rule's finding (source_key is required there).
      const key = data.source_key;
      const form = sourceKeyForm(key);
      if (form === null) {
        out.push({ path: file.path, field: 'source_key', message: `"${key}" is not version|…, row|…, entry|… or article|…` });
        continue;
      }
      if (form !== 'version') {
        const page = key.split('|')[1]!;
        if (page !== normPage(data.source_url)) {
          out.push({ path: file.path, field: 'source_key', message: `names page ${page} but source_url is ${data.source_url}` });
        }
      }
      const other = seen.get(key);
      if (other) out.push({ path: file.path, field: 'source_key', message: `same source key as ${other}` });
      else seen.set(key, file.path);
    }
    return out;
  },
};
