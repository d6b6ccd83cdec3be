/**
 * Shared building blocks of the record model: the fixed slugs, the category
 * enum, date and URL formats. Every other schema module composes these.
 */
import { z } from 'zod';

/** The seven ad platforms, in the order the service lists them (alphabetical). */
export const PLATFORM_SLUGS = ['amazon-ads', 'google-ads', 'linkedin-ads', 'meta-ads', 'microsoft-ads', 'snapchat-ads', 'x-ads'] as const;

/** The twelve go-to-market tools, in the order the service lists them (alphabetical). */
export const TOOL_SLUGS = [
  'apollo',
  'attio',
  'breeze-intelligence',
  'clay',
  'hubspot-sales-hub',
  'hunter',
  'instantly',
  'lemlist',
  'lusha',
  'seamless-ai',
  'smartlead',
  'zoominfo',
] as const;

/** Kinds of change, in the order the service lists them. */
export const CATEGORIES = ['api_version_sunset', 'deprecation', 'breaking_change', 'tracking_signal', 'policy', 'format_change', 'announcement'] as const;

export const PRICE_EVENT_KINDS = ['first_seen', 'price_change', 'allowance_change', 'page_changed'] as const;

/**
 * How an official page was observed, in three grades, shared by change records
 * (`observed_via`) and pricing (`snapshot_source`):
 * - `official`: read from the official page itself (a collector run, or a
 *   person reading the official page);
 * - `capture`: a verbatim copy of the official page made by someone else (an
 *   archive capture, a mirror, a docs source repository, a stored text);
 * - `transcription`: a third party's dated, structured transcription of the
 *   official page that names the page and the day it was read. Not a copy:
 *   what it says was not checked against one.
 * Notes, research write-ups, estimates, review and affiliate sites are none
 * of these and are not cited. The official page itself stays the record's
 * `source_url` (`pricing_url` of a tool).
 */
export const OBSERVATION_GRADES = ['official', 'capture', 'transcription'] as const;
export type ObservationGrade = (typeof OBSERVATION_GRADES)[number];
/** Grades that rest on someone else's record of the page, so name its maker. */
export const COPY_GRADES: readonly ObservationGrade[] = ['capture', 'transcription'];

export const Platform = z.enum(PLATFORM_SLUGS).describe('Platform slug.');
export const ToolSlug = z.enum(TOOL_SLUGS).describe('Tool slug.');
export const Category = z.enum(CATEGORIES).describe('Kind of change.');

export type PlatformSlug = z.infer<typeof Platform>;
export type ToolId = z.infer<typeof ToolSlug>;
export type CategorySlug = z.infer<typeof Category>;

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;
const MONTH_RE = /^\d{4}-\d{2}$/;

/** True when `s` is a real calendar day `YYYY-MM-DD` (no 2026-02-30). */
export function isCalendarDay(s: string): boolean {
  if (!DAY_RE.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/** True when `s` is a real month `YYYY-MM`. */
export function isCalendarMonth(s: string): boolean {
  if (!MONTH_RE.test(s)) return false;
  const m = Number(s.slice(5, 7));
  return m >= 1 && m <= 12;
}

/** Precision of a date string: `day` for YYYY-MM-DD, `month` for YYYY-MM. */
export function precisionOf(s: string): 'day' | 'month' {
  return s.length === 7 ? 'month' : 'day';
}

/** A calendar day, `YYYY-MM-DD`. */
export const Day = z.string().regex(DAY_RE, { error: 'expected a date YYYY-MM-DD' }).refine(isCalendarDay, { error: 'not a real calendar date' });

/** A day `YYYY-MM-DD` or, when the source only gives a month, `YYYY-MM`. */
export const DayOrMonth = z
  .string()
  .regex(/^\d{4}-\d{2}(-\d{2})?$/, { error: 'expected a date YYYY-MM-DD or YYYY-MM' })
  .refine((s) => (s.length === 7 ? isCalendarMonth(s) : isCalendarDay(s)), {
    error: 'not a real calendar date',
  })
  .describe('A date, YYYY-MM-DD, or YYYY-MM when the source states only the month.');

/** A UTC timestamp such as `2026-11-25T22:40:00Z`. */
export const Timestamp = z.iso.datetime({ offset: false, error: 'expected a UTC timestamp YYYY-MM-DDThh:mm:ssZ' });

/** An absolute https address. */
export const HttpsUrl = z.url({ protocol: /^https$/, error: 'expected an absolute https:// URL' }).regex(/^https:\/\//, { error: 'must start with https://' });

/** A non-empty single-line text. */
export const Text = z.string().trim().min(1, { error: 'must not be empty' });
