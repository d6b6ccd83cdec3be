/**
 * The generated sections of docs/check.md: the detector table (DETECTORS in
 * src/check/detect.ts), the manifest list (MANIFEST_FORMATS in
 * src/check/manifests.ts) and the forms of a retired endpoint (ENDPOINT_FORMS
 * in src/check/endpoints.ts), written between their markers.
 *
 *   node scripts/docs-check-tables.ts          rewrite docs/check.md
 *   node scripts/docs-check-tables.ts --check  exit 1 when docs/check.md is stale
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DETECTORS } from '../check/detect.ts';
import { MANIFEST_FORMATS } from '../check/manifests.ts';
import { ENDPOINT_FORMS } from '../check/endpoints.ts';
import { PLATFORMS } from '../model/registry.ts';

const DOC = join(import.meta.dirname, '../../docs/check.md');
const cell = (s: string): string => s.replace(/\|/g, '\\|');
const code = (s: string): string => `\`${s.replace(/`/g, "'")}\``;

export function detectorTable(): string {
  const rows = DETECTORS.map((d) => {
    const context = d.context
      ? `${d.context.name}${d.neighbours ? ', in the file or a neighbour that uses the name' : ''}${d.context.pathWords ? `; or a word of its path (${code(d.context.pathWords)})` : ''}`
      : '';
    const needles =
      d.needles.length > 0
        ? d.needles.map(code).join(' ')
        : `a named version constant (\`VERSION_GATE\`)${d.context ? ', a needle of its context or a path word' : ''}`;
    const must = d.examples.find((e) => e.versions.length > 0)!;
    return `| ${PLATFORMS[d.platform].name} | ${code(d.id)} | ${cell(d.kind)} | ${cell(d.languages)} | ${cell(d.apis.join(', '))} | ${cell(context)} | ${needles} | ${code(must.text.split('\n').at(-1)!.trim().slice(0, 80))} |`;
  });
  return ['| Platform | Id | Pattern | Written in | API family | Needs context | Needles | Example |', '|---|---|---|---|---|---|---|---|', ...rows].join('\n');
}

export function manifestList(): string {
  return MANIFEST_FORMATS.map((m) => `- ${code(m.format)} (${m.ecosystem}): ${cell(m.files)}`).join('\n');
}

/** A code span that may hold backticks (a template literal): fenced by two. */
const span = (s: string): string => (s.includes('`') ? `\`\` ${s} \`\`` : code(s));

export function endpointFormTable(): string {
  const rows = ENDPOINT_FORMS.map(
    (f) =>
      `| ${cell(f.form)} | ${code(f.path)} | ${span(f.text.split('\n').at(-1)!.trim().slice(0, 90))} | ${f.match === null ? 'no finding' : span(f.match)} |`,
  );
  return ['| Form | Record path | Code (in a file that names Amazon Ads) | Finding |', '|---|---|---|---|', ...rows].join('\n');
}

function section(text: string, name: string, body: string): string {
  const start = `<!-- generated:${name} (node scripts/docs-check-tables.ts) -->`;
  const end = `<!-- /generated:${name} -->`;
  const a = text.indexOf(start);
  const b = text.indexOf(end);
  if (a === -1 || b === -1 || b < a) throw new Error(`docs/check.md has no ${start} ... ${end} section`);
  return `${text.slice(0, a + start.length)}\n${body}\n${text.slice(b)}`;
}

export function render(text: string): string {
  return section(section(section(text, 'detectors', detectorTable()), 'manifests', manifestList()), 'endpoint-forms', endpointFormTable());
}

/** What `node scripts/docs-check-tables.ts` runs. */
export async function cli(): Promise<void> {
  const text = readFileSync(DOC, 'utf8');
  const next = render(text);
  if (process.argv.includes('--check')) {
    if (next !== text) {
      console.error('docs/check.md: the generated tables are stale; run node scripts/docs-check-tables.ts');
      process.exitCode = 1;
    } else console.log('docs/check.md: generated tables up to date');
  } else {
    writeFileSync(DOC, next);
    console.log('docs/check.md: generated tables written');
  }
}
