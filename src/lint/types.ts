/** Shapes shared by the data linter's rules. */
import type { z } from 'zod';

import type { ContentKind } from '../model/content-kinds.ts';

export type Kind = ContentKind;

/** One content file as the linter sees it. */
export interface ContentFile {
  kind: Kind;
  /** Path relative to the content folder's parent, e.g. content/changes/x.json. */
  path: string;
  name: string;
  text: string;
  /** Parsed JSON, or undefined when the text is not JSON. */
  json: unknown;
  /** Why the file holds no JSON, as the content reader says it (src/model/content-files.ts). */
  error?: string;
  /** The schema parse, when the file is JSON. */
  parsed?: z.ZodSafeParseResult<unknown>;
}

export interface Problem {
  path: string;
  field?: string;
  message: string;
}

export interface LintContext {
  files: ContentFile[];
  /** Today (UTC, YYYY-MM-DD): bounds for "not in the future" and "not absurdly far". */
  today: string;
  now: string;
}

/**
 * How a rule's findings count: `error` (the default) fails `npm run lint:data`;
 * `review` lists the record for a person to look at and does not fail the run.
 */
export type Level = 'error' | 'review';

export interface Rule {
  name: string;
  description: string;
  level?: Level;
  check(ctx: LintContext): Problem[];
}
