/**
 * Generated sections of Markdown documents: the text between a start and an
 * end marker belongs to a generator (README.md's API table and benchmark
 * section, docs/source-keys.md's table of sources), and the rest is
 * written by hand.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { ROOT } from './repo-root.ts';

export const README = join(ROOT, 'README.md');

/** A generated section: what it is called (for messages), its document (default README.md) and its two marker lines. */
export interface Section {
  name: string;
  start: string;
  end: string;
  file?: string;
}

const fileOf = (section: Section): string => section.file ?? README;

/** `text` with what stands between the section's markers (markers kept) replaced by `body`. */
export function withSection(text: string, section: Section, body: string): string {
  const i = text.indexOf(section.start);
  const j = text.indexOf(section.end);
  if (i < 0 || j < i) throw new Error(`${basename(fileOf(section))} has no ${section.name} section between "${section.start}" and "${section.end}"`);
  return `${text.slice(0, i)}${section.start}\n${body}\n${text.slice(j)}`;
}

/** The document as the generator would write it; null when it already is. */
export function sectionDrift(section: Section, body: string, current: string = readFileSync(fileOf(section), 'utf8')): string | null {
  const wanted = withSection(current, section, body);
  return current === wanted ? null : wanted;
}

/** Write the section into its document; returns false when it already held exactly this. */
export function writeSection(section: Section, body: string): boolean {
  const wanted = sectionDrift(section, body);
  if (wanted === null) return false;
  writeFileSync(fileOf(section), wanted);
  return true;
}

/**
 * A section generator's command line: with `--check`, exit code 1 and a
 * message when the section is stale; without, write it.
 */
export function runSectionGenerator(argv: readonly string[], command: string, section: Section, body: () => string): number {
  const name = `${basename(fileOf(section))}: the ${section.name} section`;
  if (argv.includes('--check')) {
    if (sectionDrift(section, body()) === null) {
      console.log(`${name} is up to date`);
      return 0;
    }
    console.error(`${name} is out of date: run ${command}`);
    return 1;
  }
  console.log(writeSection(section, body()) ? `${name} written` : `${name} was already up to date`);
  return 0;
}
