/**
 * `npm run lint:data`: check every content file against the data rules
 * (src/lint/rules). Exit 0 when clean, 1 with one line per problem
 * (file: field: message [rule]), 2 on bad usage. Findings of a `review` rule
 * are printed as `review: file: field: message [rule]` and do not fail the run.
 *
 *   npm run lint:data [-- --content-dir DIR] [--fix] [--rules]
 */
import { parseArgs } from 'node:util';
import { CONTENT_KINDS, contentDirFrom } from '../../src/model/content-kinds.ts';
import { writeFileAtomic } from '../../src/model/atomic-write.ts';
import { loadContent } from '../../src/lint/load.ts';
import { errorsOf, fixFiles, formatFinding, lintFiles, reviewsOf } from '../../src/lint/lint.ts';
import { RULES } from '../../src/lint/rules/index.ts';

const USAGE = 'usage: npm run lint:data [-- --content-dir DIR] [--fix] [--rules]';

function main(): number {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        'content-dir': { type: 'string', default: contentDirFrom() },
        fix: { type: 'boolean' },
        rules: { type: 'boolean' },
        help: { type: 'boolean' },
      },
    }));
  } catch (err) {
    console.error(`${(err as Error).message}\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (values.rules) {
    for (const r of RULES) console.log(`${r.name.padEnd(14)} ${r.level === 'review' ? '(review) ' : ''}${r.description}`);
    return 0;
  }
  const dir = values['content-dir'];
  let files = loadContent(dir);
  if (values.fix) {
    const fixed = fixFiles(files, writeFileAtomic);
    for (const p of fixed) console.log(`fixed ${p}`);
    files = loadContent(dir);
  }
  const findings = lintFiles(files);
  const errors = errorsOf(findings);
  const reviews = reviewsOf(findings);
  for (const f of errors) console.error(formatFinding(f));
  for (const f of reviews) console.log(formatFinding(f));
  const counts = CONTENT_KINDS.map((k) => `${files.filter((f) => f.kind === k).length} ${k}`).join(', ');
  const listed = reviews.length === 0 ? '' : `, ${reviews.length} listed for review`;
  console.log(`${errors.length === 0 ? 'ok' : `${errors.length} problem(s)`}${listed}: ${counts} checked by ${RULES.length} rules`);
  return errors.length === 0 ? 0 : 1;
}

process.exitCode = main();
