import type { Problem, Rule } from '../types.ts';

const URL_FIELD = /(^|_)url$|^urls$/;

/** Every address a record carries is https. */
export const httpsOnly: Rule = {
  name: 'https-only',
  description: 'Every URL field (source_url, pricing_url, urls, ...) is https.',
  check: ({ files }) => {
    const out: Problem[] = [];
    const walk = (path: string, value: unknown, field: string[]) => {
      if (Array.isArray(value)) {
        for (const [i, v] of value.entries()) walk(path, v, [...field, String(i)]);
      } else if (value && typeof value === 'object') {
        for (const [k, v] of Object.entries(value)) walk(path, v, [...field, k]);
      } else if (typeof value === 'string') {
        const name = field.filter((p) => !/^\d+$/.test(p)).at(-1) ?? '';
        if (URL_FIELD.test(name) && !value.startsWith('https://')) {
          out.push({ path, field: field.join('.'), message: `must be an https:// address, got "${value}"` });
        }
      }
    };
    for (const f of files) walk(f.path, f.json, []);
    return out;
  },
};
