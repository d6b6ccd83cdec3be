import type { PriceEvent, SourceStatus, Tool } from '../../schemas/index.ts';
import { validRecords } from '../load.ts';
import type { Problem, Rule } from '../types.ts';

/** Price events name a tool that has a snapshot; a plan's first_seen is unique. */
export const references: Rule = {
  name: 'references',
  description: 'Price events refer to a tool with a snapshot; no plan has two first_seen events; source status ids are unique per kind.',
  check: ({ files }) => {
    const out: Problem[] = [];
    const tools = new Set(validRecords<Tool>(files, 'tools').map((t) => t.data.id));
    const firstSeen = new Map<string, string>();
    for (const { file, data } of validRecords<PriceEvent>(files, 'price-events')) {
      if (!tools.has(data.tool_id)) out.push({ path: file.path, field: 'tool_id', message: `no snapshot content/tools/${data.tool_id}.json` });
      if (data.event === 'first_seen') {
        const key = `${data.tool_id}|${data.plan.toLowerCase()}`;
        const other = firstSeen.get(key);
        if (other) out.push({ path: file.path, field: 'plan', message: `plan "${data.plan}" already has a first_seen event in ${other}` });
        else firstSeen.set(key, file.path);
      }
    }
    for (const { file, data } of validRecords<SourceStatus>(files, 'sources')) {
      if (data.kind === 'pricing' && data.tool_id && !tools.has(data.tool_id)) {
        out.push({ path: file.path, field: 'tool_id', message: `no snapshot content/tools/${data.tool_id}.json` });
      }
    }
    return out;
  },
};
