/**
 * Migration (issue 28): a tool's grade never overstates its prices. Sets the tool-level provenance of every
 * tool (snapshot_source, observed_on, capture_url, capture_name) to the weakest among the prices it shows
 * (src/model/tool-grade.ts). Rerunnable: a tool already graded so is left as it is.
 *
 *   node scripts/migrate/tool-grade.ts [--content-dir content] [--dry-run]
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { canonicalJson } from '../../src/model/canonical.ts';
import { contentDirFrom } from '../../src/model/content-kinds.ts';
import { recordFiles } from '../../src/model/content-files.ts';
import { toolProvenance } from '../../src/model/tool-grade.ts';
import { Tool } from '../../src/schemas/pricing.ts';
import { writeFileAtomic } from '../../src/model/atomic-write.ts';
import { formatIssues } from '../../src/model/zod-issues.ts';

function main(): number {
  let values: { 'content-dir'?: string; 'dry-run'?: boolean; help?: boolean };
  try {
    ({ values } = parseArgs({
      options: { 'content-dir': { type: 'string', default: contentDirFrom() }, 'dry-run': { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    }));
  } catch (err) {
    console.error(`tool-grade: ${(err as Error).message}`);
    return 2;
  }
  if (values.help) {
    console.log('usage: node scripts/migrate/tool-grade.ts [--content-dir content] [--dry-run]');
    return 0;
  }
  let changed = 0;
  let failed = 0;
  for (const f of recordFiles(join(values['content-dir']!, 'tools'))) {
    if (f.error !== undefined) {
      console.error(`${f.path}: ${f.error}`);
      failed++;
      continue;
    }
    const tool = f.json as Tool;
    const grade = toolProvenance(tool);
    if (grade === null) continue;
    const next = { ...tool, ...grade };
    const res = Tool.safeParse(next);
    if (!res.success) {
      console.error(`${f.path}:\n${formatIssues(res.error)}`);
      failed++;
      continue;
    }
    const text = canonicalJson(Tool, next);
    if (text === canonicalJson(Tool, tool)) continue;
    if (!values['dry-run']) writeFileAtomic(f.file, text);
    console.log(`${f.path}: ${tool.snapshot_source} of ${tool.observed_on} -> ${grade.snapshot_source} of ${grade.observed_on}`);
    changed++;
  }
  console.log(`${values['dry-run'] ? 'would grade' : 'graded'} ${changed} tool(s) by the weakest of their prices${failed ? `; ${failed} failed` : ''}`);
  return failed ? 1 : 0;
}

if (import.meta.main) process.exitCode = main();
