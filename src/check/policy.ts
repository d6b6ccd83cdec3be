/**
 * Which findings fail the run (exit 1). Levels, each including the one before:
 *   never       nothing fails;
 *   sunset      a version already sunset;
 *   within      (default) also a version whose sunset is DAYS days away or less (--fail-within, default 90);
 *   deprecated  also a deprecated version, whatever its date.
 * Usages in comments never fail (they are reported, marked as comments), nor
 * do accepted findings (an ignore entry or a marker comment), nor, with
 * --ignore-tests, findings under test paths.
 * Unknown versions fail only with --fail-unknown: they are reported as
 * unknown, never as safe.
 */
import type { Finding } from './resolve.ts';

export const FAIL_ON = ['sunset', 'deprecated', 'within', 'never'] as const;
export type FailOn = (typeof FAIL_ON)[number];

export interface Policy {
  failOn: FailOn;
  failWithin: number;
  failUnknown: boolean;
  ignoreTests: boolean;
}

export const DEFAULT_POLICY: Policy = { failOn: 'within', failWithin: 90, failUnknown: false, ignoreTests: false };

/** Why a finding crosses the policy, or null when it does not. */
export function violation(f: Finding, p: Policy): string | null {
  if (f.comment || f.ignored !== null || p.failOn === 'never') return null;
  if (p.ignoreTests && f.scope === 'test') return null;
  if (f.status === 'unknown') return p.failUnknown ? 'unknown version (--fail-unknown)' : null;
  if (f.status === 'sunset') return 'sunset';
  if (p.failOn === 'sunset') return null;
  if (f.days_until_sunset !== null && f.days_until_sunset <= p.failWithin && f.status !== 'planned') {
    return `sunset in ${f.days_until_sunset} day${f.days_until_sunset === 1 ? '' : 's'} (--fail-within ${p.failWithin})`;
  }
  if (p.failOn === 'deprecated' && f.status === 'deprecated') return 'deprecated';
  return null;
}

export const failing = (findings: readonly Finding[], p: Policy): Finding[] => findings.filter((f) => violation(f, p) !== null);
