import type { Problem, Rule } from '../types.ts';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Every change record says when its fact was last verified (`last_verified`, src/model/last-verified.ts):
 * read from the raw JSON, so a record without it is named even when other schema errors hide it. The day
 * is not in the future, not after the day the record was written (fetched_at) and not before the copy's own
 * date (capture_date).
 */
export const changeProvenance: Rule = {
  name: 'change-provenance',
  description:
    'Every change record has last_verified (YYYY-MM-DD): not in the future, not after fetched_at\'s day, not before capture_date. No capture_name says the copy was "not recorded": name the copy, or mark the record verification unverified. No capture_name names the tool the copy was found with ("search tool", a "corpus"): it says what the copy is.',
  check: ({ files, today }) => {
    const out: Problem[] = [];
    for (const f of files) {
      if (f.kind !== 'changes' || !isObj(f.json)) continue;
      const r = f.json;
      if (typeof r.capture_name === 'string' && /not recorded/i.test(r.capture_name))
        out.push({
          path: f.path,
          field: 'capture_name',
          message: 'says the copy was not recorded: name the copy (capture_name, capture_url, capture_date) or mark the record verification "unverified"',
        });
      if (typeof r.capture_name === 'string' && /search tool|\bcorpus\b/i.test(r.capture_name))
        out.push({
          path: f.path,
          field: 'capture_name',
          message:
            'names the tool the copy was found with ("search tool", "corpus"): say what the copy is (a stored text of the official page, its edition), as scripts/migrate/copy-names.ts does',
        });
      const lv = r.last_verified;
      if (typeof lv !== 'string' || !DAY.test(lv)) {
        out.push({ path: f.path, field: 'last_verified', message: 'is missing: the day of the newest observation that still states the fact (YYYY-MM-DD)' });
        continue;
      }
      if (lv > today) out.push({ path: f.path, field: 'last_verified', message: `${lv} is in the future` });
      const read = typeof r.fetched_at === 'string' ? r.fetched_at.slice(0, 10) : null;
      if (read !== null && lv > read) out.push({ path: f.path, field: 'last_verified', message: `${lv} is after the day the record was written (${read})` });
      if (typeof r.capture_date === 'string' && lv < r.capture_date)
        out.push({ path: f.path, field: 'last_verified', message: `${lv} is before the copy's own date (${r.capture_date})` });
    }
    return out;
  },
};
