/**
 * The API table of README.md, generated from the endpoint table
 * (src/lib/endpoints.ts), so the README lists exactly the operations that
 * /openapi.json describes.
 *
 *   node scripts/gen-readme-api.ts [--check]
 */
import { ENDPOINTS } from '../src/lib/endpoints.ts';
import { readmeDrift, writeReadmeSection, type Section } from './lib/readme-section.ts';

export const START = '<!-- api:start: generated from src/lib/endpoints.ts by scripts/gen-readme-api.ts; edit those, not this table -->';
export const END = '<!-- api:end -->';
export const API_SECTION: Section = { name: 'API table', start: START, end: END };

const cell = (s: string): string => s.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();

export function apiTable(): string {
  return [
    '| Operation | Path | What it returns |',
    '|---|---|---|',
    ...ENDPOINTS.map((e) => `| ${e.operationId} | \`${e.path}\` | ${cell(e.summary)} |`),
  ].join('\n');
}

export const apiTableDrift = (): string | null => readmeDrift(API_SECTION, apiTable());

if (import.meta.main) {
  const wanted = apiTableDrift();
  if (process.argv.includes('--check')) {
    if (wanted !== null) {
      console.error('README.md API table differs from src/lib/endpoints.ts: run `node scripts/gen-readme-api.ts`');
      process.exitCode = 1;
    } else console.log('README.md API table matches src/lib/endpoints.ts');
  } else if (writeReadmeSection(API_SECTION, apiTable())) {
    console.log('README.md API table written from src/lib/endpoints.ts');
  } else console.log('README.md API table already up to date');
}
