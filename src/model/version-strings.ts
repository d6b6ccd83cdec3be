/**
 * Version strings: a name or version as a path segment, the numbers of a
 * version for ordering, and the order of lifecycle states. Shared by the
 * version rows (versions.ts), the pages, the MCP server and the scanner.
 * A version's search key is versionKey in version-tokens.ts.
 */
import type { VersionStatus } from '../schemas/versions.ts';
import { compareText } from './compare.ts';

/** A name or version as a path segment: lower case, runs of other characters as one hyphen (dots kept). */
export function slugify(s: string): string {
  return s
    .toLowerCase()
    .replace(/[^a-z0-9.]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '');
}

/** Version strings already split into numbers: sorting and migration paths compare the same few strings many times. Bounded, since the scanner and the MCP server pass strings from outside. */
const NUMBERS = new Map<string, readonly number[]>();
const NUMBERS_MAX = 4096;

/** Numbers in a version string, for ordering: v23.1 -> [23, 1], 202601 -> [202601], 2026-08-17 -> [2026, 8, 17]. */
export function versionNumbers(version: string): readonly number[] {
  let nums = NUMBERS.get(version);
  if (nums === undefined) {
    nums = Object.freeze((version.match(/\d+/g) ?? []).map(Number));
    if (NUMBERS.size >= NUMBERS_MAX) NUMBERS.clear();
    NUMBERS.set(version, nums);
  }
  return nums;
}

/** Older first: by the numbers (23 < 23.1 < 24), then code-unit order of the text. */
export function compareVersions(a: string, b: string): number {
  const x = versionNumbers(a);
  const y = versionNumbers(b);
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
  return x.length !== y.length ? x.length - y.length : compareText(a, b);
}

/** Lifecycle states from least to most advanced: a row with several records takes the most advanced stated one; the scanner reports the worst first. */
export const VERSION_STATUS_RANK: Record<VersionStatus, number> = { planned: 0, active: 1, deprecated: 2, sunset: 3 };
