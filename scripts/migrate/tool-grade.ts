/**
 * Migration (issue 28): a tool's grade never overstates its prices. Sets the tool-level provenance of every
 * tool (snapshot_source, observed_on, capture_url, capture_name) to the weakest among the prices it shows
 * (src/model/tool-grade.ts). Rerunnable: a tool already graded so is left as it is.
 *
 *   node scripts/migrate/tool-grade.ts [--content-dir content] [--dry-run]
 */
import { canonicalJson } from '../../src/model/canonical.ts';
import { runMigration } from '../../src/model/content-migration.ts';
import { toolProvenance } from '../../src/model/tool-grade.ts';
import { Tool } from '../../src/schemas/pricing.ts';

if (import.meta.main)
  process.exitCode = runMigration({
    name: 'tool-grade',
    folder: 'tools',
    schema: Tool,
    prepare: () => (json) => {
      const tool = json as unknown as Tool;
      const grade = toolProvenance(tool);
      if (grade === null) return null;
      const next = { ...tool, ...grade };
      if (canonicalJson(Tool, next) === canonicalJson(Tool, tool)) return null;
      console.log(`${tool.id}: ${tool.snapshot_source} of ${tool.observed_on} -> ${grade.snapshot_source} of ${grade.observed_on}`);
      return next;
    },
    summary: (n, dry) => `${dry ? 'would grade' : 'graded'} ${n} tool(s) by the weakest of their prices`,
  });
