/** Run the data linter's rules over loaded content. */
import type { z } from 'zod';
import { canonicalJson } from '../model/canonical.ts';
import { readClock } from '../model/clock.ts';
import { CONTENT_SCHEMAS } from '../model/content-kinds.ts';
import { withPrices } from '../model/price-fields.ts';
import { loadContent } from './load.ts';
import { RULES } from './rules/index.ts';
import type { ContentFile, LintContext, Problem, Rule } from './types.ts';

export interface Finding extends Problem {
  rule: string;
  /** Present on findings of a `review` rule: listed, but not a failure. */
  level?: 'review';
}

/** Findings that fail the run (every level but `review`). */
export const errorsOf = (findings: readonly Finding[]): Finding[] => findings.filter((f) => f.level !== 'review');
/** Findings listed for review. */
export const reviewsOf = (findings: readonly Finding[]): Finding[] => findings.filter((f) => f.level === 'review');

export function lintFiles(files: ContentFile[], opts: { now?: Date; rules?: Rule[] } = {}): Finding[] {
  const clock = opts.now ? readClock({}, opts.now) : readClock();
  const ctx: LintContext = { files, today: clock.day, now: clock.timestamp };
  return (opts.rules ?? RULES).flatMap((rule) =>
    rule.check(ctx).map((p): Finding => (rule.level === 'review' ? { ...p, rule: rule.name, level: 'review' } : { ...p, rule: rule.name })),
  );
}

export function lintDir(contentDir: string, opts: { now?: Date; label?: string; rules?: Rule[] } = {}): Finding[] {
  return lintFiles(loadContent(contentDir, opts.label), opts);
}

export function formatFinding(f: Finding): string {
  return `${f.level === 'review' ? 'review: ' : ''}${f.path}: ${f.field ? `${f.field}: ` : ''}${f.message} [${f.rule}]`;
}

/**
 * Rewrite JSON files in canonical form, with the numbers of their price
 * texts filled in (price-number rule); returns the paths fixed.
 */
export function fixFiles(files: ContentFile[], write: (path: string, text: string) => void): string[] {
  const fixed: string[] = [];
  for (const f of files) {
    if (f.json === undefined) continue;
    const text = canonicalJson(CONTENT_SCHEMAS[f.kind] as z.ZodType, withPrices(f.kind, f.json));
    if (text !== f.text) {
      write(f.path, text);
      fixed.push(f.path);
    }
  }
  return fixed;
}
