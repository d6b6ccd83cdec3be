/**
 * The date normalizer: every date form the official sources use, turned into
 * the record model's `YYYY-MM-DD` (day precision) or `YYYY-MM` (month
 * precision). A text that is none of the known forms throws `DateError`, so
 * a source that starts writing dates another way fails loudly instead of
 * losing its dates.
 *
 * Forms (as the official sources write them; each pinned in tests/unit/collect/date-normalizer.test.ts):
 *   `Sep/Oct 2024`               projected: month precision, tentative, the first month
 *   `September 2025`             month
 *   `February 21, 2024`          day (also `Feb 21, 2024`, `Sept 3, 2025`, `May 15,2025`)
 *   `Wednesday, April 29, 2026`  day (weekday dropped)
 *   `2026-01-01January 2026`     ISO and text run together: precision from the text, `iso` keeps the ISO day
 *   `05/04/2026`                 US order: May 4, 2026
 *   `10/31/22`                   US order, two-digit year: October 31, 2022
 *   `### May 8, 2026`            Markdown heading marks dropped
 *   `## September 2026`          month
 *   `March 2026 - Version 202603` month (the version tail dropped)
 *   `27 November 2025`           day, day first
 *   `August 7th, 2026`           ordinal suffix dropped
 *   `Oct 27, 2022`               abbreviated month
 *   `TBD`, `N/A`                 no date
 *   `2024 年 10 月 16 日`         day, Chinese (Google's zh-TW and Meta's zh_HK editions; spaces optional)
 *   `2025 年 2 月`                month, Chinese
 *   `2024 年 9 月/10 月`          projected two-month window, Chinese: month precision, tentative, the first month
 *   `待定`                        no date (zh: "to be determined")
 * plus ISO `2026-01-01` / `2026-01`, a trailing `(tentative)` / `(projected)`
 * / `(estimated)`, and two dates joined by ` / ` (the later one is the
 * final date; `first` keeps the earlier one).
 */
import { isCalendarDay, isCalendarMonth } from '../../schemas/common.ts';

export type Precision = 'day' | 'month';

export interface NormalizedDate {
  /** `YYYY-MM-DD`, `YYYY-MM`, or null for TBD / N/A / empty. */
  date: string | null;
  precision: Precision | null;
  /** The source marks the date as projected or tentative. */
  tentative: boolean;
  /** Why there is no date: `tbd`, `na` or `empty`; null when there is one. */
  missing: 'tbd' | 'na' | 'empty' | null;
  /** The ISO day written next to a textual date (`2026-01-01January 2026`), else the day itself. */
  iso: string | null;
}

export class DateError extends Error {
  constructor(text: string, why = 'not a date form this collector knows') {
    super(`unrecognized date "${text}": ${why}`);
    this.name = 'DateError';
  }
}

const MONTHS: Record<string, number> = {
  jan: 1,
  january: 1,
  feb: 2,
  february: 2,
  mar: 3,
  march: 3,
  apr: 4,
  april: 4,
  may: 5,
  jun: 6,
  june: 6,
  jul: 7,
  july: 7,
  aug: 8,
  august: 8,
  sep: 9,
  sept: 9,
  september: 9,
  oct: 10,
  october: 10,
  nov: 11,
  november: 11,
  dec: 12,
  december: 12,
};
const MONTH_RE =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const WEEKDAY_RE = /^(mon|tues?|wed(nes)?|thu(rs)?|fri|sat(ur)?|sun)(day)?\.?,?\s+/i;
const TENTATIVE_RE = /\s*\((tentative|projected|estimated|planned|expected)\)\s*$/i;

const pad = (n: number) => String(n).padStart(2, '0');

function month(name: string): number {
  const m = MONTHS[name.toLowerCase().replace(/\.$/, '')];
  if (m === undefined) throw new DateError(name, 'unknown month');
  return m;
}

function day(y: number, m: number, d: number, text: string): string {
  const s = `${y}-${pad(m)}-${pad(d)}`;
  if (!isCalendarDay(s)) throw new DateError(text, 'not a real calendar day');
  return s;
}

function monthOf(y: number, m: number, text: string): string {
  const s = `${y}-${pad(m)}`;
  if (!isCalendarMonth(s)) throw new DateError(text, 'not a real month');
  return s;
}

const none = (missing: NormalizedDate['missing']): NormalizedDate => ({
  date: null,
  precision: null,
  tentative: false,
  missing,
  iso: null,
});

const found = (date: string, tentative = false, iso?: string): NormalizedDate => ({
  date,
  precision: date.length === 7 ? 'month' : 'day',
  tentative,
  missing: null,
  iso: iso ?? (date.length === 10 ? date : null),
});

/** Strip what surrounds a date in a cell or heading: `#` marks, emphasis, a version tail, a note in brackets. */
function clean(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^#{1,6}\s+/, '')
    .replace(/^[*_]+|[*_]+$/g, '')
    .replace(/\s+[-–—]\s+version\s+\S+.*$/i, '')
    .replace(/\s*\((release note|see [^)]*|note[^)]*)\)\s*$/i, '')
    .trim();
}

/** One date written one way; throws when the text is no known form. */
function single(raw: string): NormalizedDate {
  let text = clean(raw);
  let tentative = false;
  if (TENTATIVE_RE.test(text)) {
    tentative = true;
    text = text.replace(TENTATIVE_RE, '').trim();
  }
  if (text === '' || text === '-' || text === '—' || text === '–') return none('empty');
  if (/^(tbd|tba|to be (determined|announced)|待定)\.?$/i.test(text)) return { ...none('tbd'), tentative };
  if (/^(n\/a|na|not applicable|none)\.?$/i.test(text)) return none('na');
  text = text.replace(WEEKDAY_RE, '');

  let m: RegExpMatchArray | null;
  // biome-ignore-start lint/suspicious/noAssignInExpressions: a cascade of `if ((m = match(...)))`, each shape tried in turn
  // 2026-01-01January 2026 / 2026-01-01 (January 2026): ISO day with a textual date.
  if ((m = text.match(/^(\d{4})-(\d{2})-(\d{2})\s*\(?(.+?)\)?$/)) && /[a-z]/i.test(m[4]!)) {
    const iso = day(Number(m[1]), Number(m[2]), Number(m[3]), raw);
    const inner = single(m[4]!);
    if (inner.date === null) return { ...found(iso, tentative || inner.tentative), iso };
    return { ...inner, tentative: tentative || inner.tentative, iso };
  }
  if ((m = text.match(/^(\d{4})-(\d{2})-(\d{2})$/))) return found(day(Number(m[1]), Number(m[2]), Number(m[3]), raw), tentative);
  if ((m = text.match(/^(\d{4})-(\d{2})$/))) return found(monthOf(Number(m[1]), Number(m[2]), raw), tentative);
  // 05/04/2026: US order, month first.
  if ((m = text.match(/^(\d{1,2})\/(\d{1,2})\/(\d{4})$/))) return found(day(Number(m[3]), Number(m[1]), Number(m[2]), raw), tentative);
  // 10/31/22: US order with a two-digit year (Amazon's past shutoffs table), this century.
  if ((m = text.match(/^(\d{1,2})\/(\d{1,2})\/(\d{2})$/))) return found(day(2000 + Number(m[3]), Number(m[1]), Number(m[2]), raw), tentative);
  // Sep/Oct 2024: a projected two-month window, month precision, tentative; the earlier month.
  if ((m = text.match(new RegExp(`^${MONTH_RE}\\s*/\\s*${MONTH_RE}\\s+(\\d{4})$`, 'i')))) {
    return found(monthOf(Number(m[3]), month(m[1]!), raw), true);
  }
  // 2024 年 10 月 16 日 / 2025 年 2 月 / 2024 年 9 月/10 月: the Chinese editions (year, month and day marked by 年, 月, 日).
  if ((m = text.match(/^(\d{4})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*日$/))) return found(day(Number(m[1]), Number(m[2]), Number(m[3]), raw), tentative);
  if ((m = text.match(/^(\d{4})\s*年\s*(\d{1,2})\s*月\s*\/\s*(\d{1,2})\s*月$/))) return found(monthOf(Number(m[1]), Number(m[2]), raw), true);
  if ((m = text.match(/^(\d{4})\s*年\s*(\d{1,2})\s*月$/))) return found(monthOf(Number(m[1]), Number(m[2]), raw), tentative);
  // February 21, 2024 / Feb 21 2024 / August 7th, 2026 / May 15,2025
  if ((m = text.match(new RegExp(`^${MONTH_RE}\\s+(\\d{1,2})(?:st|nd|rd|th)?\\s*,?\\s*(\\d{4})$`, 'i')))) {
    return found(day(Number(m[3]), month(m[1]!), Number(m[2]), raw), tentative);
  }
  // 27 November 2025 / 27th Nov, 2025
  if ((m = text.match(new RegExp(`^(\\d{1,2})(?:st|nd|rd|th)?\\s+${MONTH_RE},?\\s+(\\d{4})$`, 'i')))) {
    return found(day(Number(m[3]), month(m[2]!), Number(m[1]), raw), tentative);
  }
  // September 2025 / Sept. 2025
  if ((m = text.match(new RegExp(`^${MONTH_RE},?\\s+(\\d{4})$`, 'i')))) {
    return found(monthOf(Number(m[2]), month(m[1]!), raw), tentative);
  }
  // biome-ignore-end lint/suspicious/noAssignInExpressions: end of the cascade
  throw new DateError(raw);
}

/**
 * Normalize one date cell, heading or phrase. `pick` chooses between two
 * dates joined by ` / ` (a staged shutoff): `last` (default) is the final date.
 */
export function normalizeDate(text: string, opts: { pick?: 'first' | 'last' } = {}): NormalizedDate {
  const parts = clean(text).split(/\s+\/\s+/);
  if (parts.length > 1) {
    const dates = parts.map((p) => single(p)).filter((d) => d.date !== null);
    if (dates.length === 0) return single(parts[0]!);
    return (opts.pick === 'first' ? dates[0] : dates[dates.length - 1])!;
  }
  return single(text);
}

export interface DateMention {
  text: string;
  index: number;
  date: string;
  precision: Precision;
}

const PROSE_DATE_RE = new RegExp(
  [
    `\\b${MONTH_RE}\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s*\\d{4}\\b`,
    `\\b\\d{1,2}(?:st|nd|rd|th)?\\s+${MONTH_RE},?\\s+\\d{4}\\b`,
    `\\b\\d{4}-\\d{2}-\\d{2}\\b`,
    `\\b${MONTH_RE}\\s+\\d{4}\\b`,
  ].join('|'),
  'gi',
);

/** Every date written in running text, in order (`on 27 November 2025`, `by March 2026`). */
export function findDates(text: string): DateMention[] {
  const out: DateMention[] = [];
  for (const m of text.matchAll(PROSE_DATE_RE)) {
    try {
      const d = normalizeDate(m[0]);
      if (d.date !== null) out.push({ text: m[0], index: m.index ?? 0, date: d.date, precision: d.precision! });
    } catch {
      // A month-like word that is no date ("May 2026 brings") still parses; anything else is skipped.
    }
  }
  return out;
}

/** The first day-precision date of a text, else its first date of any precision, else null. */
export function firstDate(text: string, opts: { preferDay?: boolean } = {}): DateMention | null {
  const all = findDates(text);
  if (opts.preferDay) return all.find((d) => d.precision === 'day') ?? all[0] ?? null;
  return all[0] ?? null;
}
