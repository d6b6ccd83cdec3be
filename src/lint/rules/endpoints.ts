import type { ChangeRecord } from '../../schemas/index.ts';
import { API_PATH_RE } from '../../schemas/change.ts';
import { validRecords } from '../load.ts';
import type { Problem, Rule } from '../types.ts';

/** Text compared without case, spaces or a trailing slash ("GET/dsp/apps" is "GET /dsp/apps"). */
const fold = (s: string): string => s.toLowerCase().replace(/\s+/g, '');

/**
 * `endpoints` names what the record's own official row states: a record that
 * retires an operation is a deprecation or shut-off, each path is an API path
 * (`/dsp/orders/{orderId}`, no host or query), and each path (and retired
 * value) is written in the record's title or summary, so nothing is named
 * that the row does not say.
 */
export const endpoints: Rule = {
  name: 'endpoints',
  description: 'endpoints are on deprecation records, are API paths, and are named in the title or summary (what the official row states).',
  check: ({ files }) => {
    const out: Problem[] = [];
    for (const { file, data } of validRecords<ChangeRecord>(files, 'changes')) {
      if (data.endpoints === undefined) continue;
      if (!(data.categories ?? []).includes('deprecation'))
        out.push({ path: file.path, field: 'endpoints', message: 'only a deprecation or shut-off retires endpoints (categories lack deprecation)' });
      const text = fold(`${data.title} ${data.summary ?? ''}`);
      data.endpoints.forEach((e, i) => {
        if (!API_PATH_RE.test(e.path))
          out.push({ path: file.path, field: `endpoints[${i}].path`, message: `"${e.path}" is not an API path such as /dsp/orders/{orderId}` });
        else if (!text.includes(fold(e.path).replace(/\/$/, '')))
          out.push({ path: file.path, field: `endpoints[${i}].path`, message: `${e.path} is named in neither the title nor the summary` });
        if (e.value !== undefined && !text.includes(fold(e.value)))
          out.push({ path: file.path, field: `endpoints[${i}].value`, message: `${e.value} is named in neither the title nor the summary` });
      });
    }
    return out;
  },
};
