import { toolProvenance } from '../../model/tool-grade.ts';
import { sameProvenance, type Tool } from '../../schemas/pricing.ts';
import type { Problem, Rule } from '../types.ts';

/**
 * A tool's grade never overstates its prices: the tool-level snapshot_source, observed_on, capture_url and
 * capture_name are the weakest observation among the prices it shows (src/model/tool-grade.ts).
 */
export const toolGrade: Rule = {
  name: 'tool-grade',
  description: "A tool's grade (snapshot_source, observed_on, capture_*) is the weakest among the prices it shows, never stronger (src/model/tool-grade.ts).",
  check: ({ files }) => {
    const out: Problem[] = [];
    for (const f of files) {
      if (f.kind !== 'tools' || !f.parsed?.success) continue;
      const t = f.parsed.data as Tool;
      const grade = toolProvenance(t);
      if (grade === null ? t.snapshot_source === null : sameProvenance(grade, t)) continue;
      out.push({
        path: f.path,
        field: 'snapshot_source',
        message: `is ${t.snapshot_source ?? 'null'} of ${t.observed_on ?? 'no day'}; the tool's grade must be the weakest among the prices it shows: ${grade === null ? 'none' : `${grade.snapshot_source} of ${grade.observed_on}${grade.capture_url ? ` at ${grade.capture_url}` : ''}`} (node scripts/migrate/tool-grade.ts fixes it)`,
      });
    }
    return out;
  },
};
