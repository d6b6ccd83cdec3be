/**
 * The one loop of the content migrations (scripts/migrate/): parse the command line (`--content-dir`,
 * `--dry-run`, `--help`, plus a migration's own options), read every record file of one folder, let the
 * migration give each record's next form (or null to leave it), check that form with the folder's schema,
 * and write it in canonical form, atomically, unless it is a dry run. A file that does not parse, or whose
 * next form the schema refuses, is named on stderr and counted as failed; nothing is written for it.
 * Exit codes: 0 done, 1 some record failed, 2 bad usage.
 */
import { join } from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { z } from 'zod';
import { writeFileAtomic } from './atomic-write.ts';
import { canonicalJson } from './canonical.ts';
import { recordFiles } from './content-files.ts';
import { contentDirFrom } from './content-kinds.ts';
import { formatIssues } from './zod-issues.ts';

type Values = Record<string, string | boolean | undefined>;
type Json = Record<string, unknown>;

export interface Migration {
  /** Its file name in scripts/migrate/, without `.ts`: the usage line and the messages name it. */
  name: string;
  /** The content folder it rewrites. */
  folder: 'changes' | 'tools';
  schema: z.ZodType;
  /** Options of its own, beside --content-dir, --dry-run and --help; `usage` lists them. */
  options?: NonNullable<ParseArgsConfig['options']>;
  usage?: string;
  /** Called once with the parsed options; gives the next form of one record, or null to leave it. */
  prepare: (values: Values) => (record: Json) => Json | null;
  /** The closing line, from the number of records changed (or that would be, on a dry run). */
  summary: (changed: number, dryRun: boolean) => string;
}

export function runMigration(m: Migration, argv: string[] = process.argv.slice(2)): number {
  let values: Values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        'content-dir': { type: 'string', default: contentDirFrom() },
        'dry-run': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
        ...m.options,
      },
    }));
  } catch (err) {
    console.error(`${m.name}: ${(err as Error).message}`);
    return 2;
  }
  if (values.help) {
    console.log(`usage: node scripts/migrate/${m.name}.ts [--content-dir content]${m.usage ? ` ${m.usage}` : ''} [--dry-run]`);
    return 0;
  }
  const dryRun = values['dry-run'] === true;
  const update = m.prepare(values);
  let changed = 0;
  let failed = 0;
  for (const f of recordFiles(join(String(values['content-dir']), m.folder))) {
    if (f.error !== undefined) {
      console.error(`${f.path}: ${f.error}`);
      failed++;
      continue;
    }
    const next = update(f.json as Json);
    if (next === null) continue;
    const res = m.schema.safeParse(next);
    if (!res.success) {
      console.error(`${f.path}:\n${formatIssues(res.error)}`);
      failed++;
      continue;
    }
    if (!dryRun) writeFileAtomic(f.file, canonicalJson(m.schema, next));
    changed++;
  }
  console.log(`${m.summary(changed, dryRun)}${failed ? `; ${failed} failed` : ''}`);
  return failed ? 1 : 0;
}
