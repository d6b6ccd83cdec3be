/**
 * Generated sections of README.md: the text between a start and an end
 * marker belongs to a generator, and the rest is written by hand.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const README = join(import.meta.dirname, '../../README.md');

/** `text` with what stands between `start` and `end` (markers kept) replaced by `body`. */
export function withSection(text: string, start: string, end: string, body: string): string {
  const i = text.indexOf(start);
  const j = text.indexOf(end);
  if (i < 0 || j < i) throw new Error(`README.md has no section between "${start}" and "${end}"`);
  return `${text.slice(0, i)}${start}\n${body}\n${text.slice(j)}`;
}

/** README.md as the generator would write it; null when it already is. */
export function readmeDrift(start: string, end: string, body: string): string | null {
  const current = readFileSync(README, 'utf8');
  const wanted = withSection(current, start, end, body);
  return current === wanted ? null : wanted;
}
