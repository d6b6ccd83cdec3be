/**
 * The record bar of high-volume sources (release notes): which entries
 * become records. An entry is published when it is about a change a reader
 * must act on or plan for, and skipped when it is routine:
 *
 * - kept: the classifier finds a deprecation, breaking change, tracking or
 *   signal change, policy or format change (anything but `announcement`);
 * - kept: an announcement of an API version, general availability or a new
 *   API (`Version 13 general availability`, `New API interfaces`);
 * - skipped: SDK and client-library updates, bug fixes, and other
 *   announcements (feature launches, expansions to more countries).
 *
 * The bar decides only whether a NEW record is created: an entry below the
 * bar that already has a record (compiled by hand, or collected before the
 * bar) keeps that record listed and up to date (lib/merge.ts).
 */
import type { ChangeItem } from './types.ts';

/** Routine entries: SDK updates and bug fixes. */
export const ROUTINE = /\b(sdks?\b.*\bupdates?|client librar(y|ies)|bug ?fix(es)?|fixed an issue|fixes an issue)\b/i;
/** Announcements that clear the bar. */
export const NOTABLE =
  /\b(general availability|generally available|api version|version \d+(\.\d+)?\b|v\d+(\.\d+)? (release|launch)|new api\b|new api interfaces|api revision|apis? (is |are )?now (generally )?available|migrat\w+ to)\b/i;

export function belowRecordBar(item: Pick<ChangeItem, 'title' | 'categories'>): boolean {
  if (ROUTINE.test(item.title)) return true;
  if (item.categories.some((c) => c !== 'announcement')) return false;
  return !NOTABLE.test(item.title);
}
