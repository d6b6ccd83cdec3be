/** Human-readable zod issues: one line per issue, naming the field path. */
import type { z } from 'zod';

export function formatIssues(error: z.ZodError, indent = '  '): string {
  return error.issues.map((issue) => `${indent}${issue.path.length ? issue.path.join('.') : '(record)'}: ${issue.message}`).join('\n');
}
