/**
 * The markup of one row of a change list, written once: the build renders
 * the rows of every list with it (ChangeList.astro), and the /changes/
 * filter script renders the rows it finds in the browser with it
 * (ChangesFilter.astro), so both are the same HTML. Imports only
 * format-date.ts, so the client bundle stays small.
 */
import { formatShortDate } from '../model/format-date.ts';

/** What a row shows. */
export interface ChangeRowView {
  /** Address of the record's page. */
  href: string;
  title: string;
  /** The row's date (YYYY-MM-DD or YYYY-MM); empty for none. */
  date: string;
  /** What the date is when it is not the effective date: `published`, `released`, `took effect`. */
  dateKind: string | null;
  /** Platform and categories, as they should read. */
  meta: readonly string[];
  upcoming: boolean;
  /** Tentative and not superseded. */
  tentative: boolean;
  superseded: boolean;
  /** No longer listed by its source. */
  unlisted: boolean;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text or an attribute value as HTML. */
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);

const badge = (on: boolean, cls: string, text: string): string => (on ? `<span class="badge ${cls}">${text}</span>` : '');

/** One `<li class="row">`, every text escaped. */
export function changeRowHtml(r: ChangeRowView): string {
  const date = r.date ? `<time datetime="${escapeHtml(r.date)}">${escapeHtml(formatShortDate(r.date))}</time>` : '<span class="muted">no date</span>';
  const kind = r.dateKind ? `<span class="row-kind"> ${escapeHtml(r.dateKind)}</span>` : '';
  const badges =
    badge(r.upcoming, 'badge-up', 'upcoming') +
    badge(r.tentative, 'badge-warn', 'tentative') +
    badge(r.superseded, 'badge-muted', 'superseded') +
    badge(r.unlisted, 'badge-muted', 'unlisted');
  return (
    `<li class="row"><span class="row-date">${date}${kind}</span>` +
    `<span class="row-main"><a href="${escapeHtml(r.href)}">${escapeHtml(r.title)}</a>` +
    `<span class="row-meta">${escapeHtml(r.meta.join(' · '))}${badges}</span></span></li>`
  );
}
