/**
 * The API table of README.md, generated from the endpoint table
 * (src/api/endpoints.ts), so the README lists exactly the operations that
 * /openapi.json describes.
 *
 *   node scripts/gen-readme-api.ts [--check]
 */
import { ENDPOINTS } from '../api/endpoints.ts';
import { oneLine } from '../model/text.ts';
import { runSectionGenerator, sectionDrift, type Section } from './doc-section.ts';

export const START = '<!-- api:start: generated from src/api/endpoints.ts by scripts/gen-readme-api.ts; edit those, not this table -->';
export const END = '<!-- api:end -->';
export const API_SECTION: Section = { name: 'API table', start: START, end: END };

const cell = (s: string): string => oneLine(s.replace(/\|/g, '\\|'));

export function apiTable(): string {
  return ['| Operation | Path | What it returns |', '|---|---|---|', ...ENDPOINTS.map((e) => `| ${e.operationId} | \`${e.path}\` | ${cell(e.summary)} |`)].join(
    '\n',
  );
}

export const apiTableDrift = (): string | null => sectionDrift(API_SECTION, apiTable());

/** What `node scripts/gen-readme-api.ts` runs. */
export async function cli(): Promise<void> {
  process.exitCode = runSectionGenerator(process.argv.slice(2), 'node scripts/gen-readme-api.ts', API_SECTION, apiTable);
}
