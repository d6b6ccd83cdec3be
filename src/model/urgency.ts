/**
 * How pressing a deadline is on the build day, wherever one is shown (home,
 * /upcoming/, platform pages, change pages, version tables, badges):
 * 30 days or less is urgent, 90 days or less is soon, anything later is
 * calm, and a date that has passed has ended. Every state has its own words,
 * so a page never tells it by colour alone.
 */
import { addDays, daysUntil, endDay, isOnOrAfter } from './date-math.ts';

export const URGENT_DAYS = 30;
export const SOON_DAYS = 90;
/** How far back "recently passed" looks. */
export const RECENT_DAYS = 30;

export const URGENCIES = ['urgent', 'soon', 'calm', 'passed'] as const;
export type Urgency = (typeof URGENCIES)[number];

/** Urgency of a date (YYYY-MM-DD or YYYY-MM) on `today`. A month counts from its first day and ends with its last. */
export function urgencyOf(date: string, today: string): Urgency {
  if (!isOnOrAfter(date, today)) return 'passed';
  const n = daysUntil(date, today);
  return n <= URGENT_DAYS ? 'urgent' : n <= SOON_DAYS ? 'soon' : 'calm';
}

/** Whole days since a passed date ended (its last day, for a month); 0 or less while it has not. */
export function daysSinceEnd(date: string, today: string): number {
  return -daysUntil(endDay(date), today);
}

/** True when a date ended within the last RECENT_DAYS days before `today`. */
export function recentlyPassed(date: string, today: string): boolean {
  return !isOnOrAfter(date, today) && endDay(date) >= addDays(today, -RECENT_DAYS);
}

/** The state's word, shown next to the countdown: the text half of "never by colour alone". */
export const URGENCY_WORD: Record<Urgency, string> = {
  urgent: 'Urgent',
  soon: 'Soon',
  calm: 'Later',
  passed: 'Ended',
};

/**
 * A countdown in words: `today`, `tomorrow`, `in 16 days`, `this month`,
 * `in 78+ days` for a month that starts in 78 days, and for a passed date
 * `ended yesterday` / `ended 12 days ago` (counted from a month's last day).
 */
export function countdownText(date: string, today: string): string {
  if (!isOnOrAfter(date, today)) {
    const n = daysSinceEnd(date, today);
    return n === 1 ? 'ended yesterday' : `ended ${n} days ago`;
  }
  if (date.length === 7 && date === today.slice(0, 7)) return 'this month';
  const n = daysUntil(date, today);
  if (n === 0) return 'today';
  const plus = date.length === 7 ? '+' : '';
  return n === 1 && !plus ? 'tomorrow' : `in ${n}${plus} days`;
}

/**
 * A deadline chip's parts: the state's word and the time in a few words
 * (`13 days left`, `78+ days left` for a month that starts in 78 days,
 * `today`, `tomorrow`, `this month`, `5 days ago`, `yesterday`).
 */
export function deadlineLabel(date: string, today: string): { urgency: Urgency; word: string; when: string } {
  const urgency = urgencyOf(date, today);
  const word = URGENCY_WORD[urgency];
  if (urgency === 'passed') {
    const n = daysSinceEnd(date, today);
    return { urgency, word, when: n === 1 ? 'yesterday' : `${n} days ago` };
  }
  const text = countdownText(date, today);
  return { urgency, word, when: text.startsWith('in ') ? `${text.slice(3)} left` : text };
}
