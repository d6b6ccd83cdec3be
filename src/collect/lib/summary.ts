/**
 * Extractive summaries and source-text fingerprints.
 *
 * A summary is the first meaningful sentences of the official text of an
 * entry, white space folded, cut at a sentence boundary, never rewritten.
 * The fingerprint (`textHash`) is what the merge compares to know whether the
 * official text of a record changed since the last run.
 */
import { createHash } from 'node:crypto';
import { oneLine } from '../../model/text.ts';

export const SUMMARY_MAX = 400;

/** Boilerplate that carries no fact: links to elsewhere, prompts, empty notes. */
const FILLER = [
  /^(for (more|full|additional) (information|details|technical details)|to learn more|learn more|read more|see (the|our)|check out|refer to|visit)\b/i,
  /^(if you have (any )?questions|questions\?|contact us|reach out)\b/i,
  /^(note|tip|important|warning):?$/i,
];

/** Split running text into sentences (a period, ! or ? followed by a space and a capital, digit or quote). */
export function sentences(text: string): string[] {
  const t = oneLine(text);
  if (t === '') return [];
  const out: string[] = [];
  // Protect abbreviations and dotted identifiers from being read as sentence ends.
  const re = /(?<![A-Z]\.[A-Z])(?<!\b(?:e\.g|i\.e|etc|vs|approx|incl|no|Inc|Ltd|Corp|U\.S|Mr|Ms|Dr))([.!?])["')\]]?\s+(?=[A-Z0-9"'([])/g;
  let start = 0;
  for (const m of t.matchAll(re)) {
    const end = (m.index ?? 0) + m[0].trimEnd().length;
    out.push(t.slice(start, end).trim());
    start = end;
  }
  const rest = t.slice(start).trim();
  if (rest) out.push(rest);
  return out;
}

/**
 * The first meaningful sentences of `text`, up to `max` characters, cut at a
 * sentence boundary. When even the first sentence is longer than `max`, it is
 * cut at a word boundary and ends with an ellipsis.
 */
export function extractiveSummary(text: string, max = SUMMARY_MAX): string {
  const all = sentences(text).filter((s) => s.length > 1 && !FILLER.some((re) => re.test(s)));
  let out = '';
  for (const s of all) {
    const next = out ? `${out} ${s}` : s;
    if (next.length > max) break;
    out = next;
    if (out.length >= max * 0.6) break;
  }
  if (out === '' && all[0]) {
    const cut = all[0].slice(0, max - 1);
    out = `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1)).replace(/[\s,;:]+$/, '')}…`;
  }
  return out;
}

/** The first sentence of a text, verbatim (white space folded). */
export function firstSentence(text: string): string {
  return sentences(text)[0] ?? oneLine(text);
}

/** Fingerprint of an official text: 16 hex chars of SHA-256 over the folded text. */
export function textHash(text: string): string {
  return createHash('sha256').update(oneLine(text), 'utf8').digest('hex').slice(0, 16);
}
