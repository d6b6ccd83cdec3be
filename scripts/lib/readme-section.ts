/**
 * Generated sections of README.md: the text between a start and an end
 * marker belongs to a generator (the API table, the benchmark section), and
 * the rest is written by hand.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const README = join(import.meta.dirname, '../../README.md');

/** A generated section: what it is called (for messages) and its two marker lines. */
export interface Section {
  name: string;
  start: string;
  end: string;
}

/** `text` with what stands between the section's markers (markers kept) replaced by `body`. */
export function withSection(text: string, section: Section, body: string): string {
  const i = text.indexOf(section.start);
  const j = text.indexOf(section.end);
  if (i < 0 || j < i) throw new Error(`README.md has no ${section.name} section between "${section.start}" and "${section.end}"`);
  return `${text.slice(0, i)}${section.start}\n${body}\n${text.slice(j)}`;
}

/** README.md as the generator would write it; null when it already is. */
export function readmeDrift(section: Section, body: string): string | null {
  const current = readFileSync(README, 'utf8');
  const wanted = withSection(current, section, body);
  return current === wanted ? null : wanted;
}

/** Write the section into README.md; returns false when it already held exactly this. */
export function writeReadmeSection(section: Section, body: string): boolean {
  const wanted = readmeDrift(section, body);
  if (wanted === null) return false;
  writeFileSync(README, wanted);
  return true;
}
