/**
 * A compact list of changes as HTML: per row the date (and what it is, when not the effective date), the title
 * link, platform and categories, and status badges. ChangeList.astro places it in the list pages; the change pages
 * place it in their related changes (src/site/change-page.ts). The row markup is changeRowHtml
 * (src/site/change-row.ts), which the /changes/ filter script uses too. Rows are strings, not a component per row:
 * at 10,000 change pages each listing related records, a component per row cost seconds.
 */
import type { Change } from '../schemas/change.ts';
import { listDate, sourceDate } from '../model/dataset.ts';
import { changePath } from '../model/links.ts';
import { eventOn, isLifecycleRecord, sameDate } from '../model/lifecycle-event.ts';
import { recordLabels } from '../model/wording.ts';
import { isSuperseded } from '../model/derived.ts';
import { platformName } from './format.ts';
import { changeRowHtml } from './change-row.ts';
import { attribute } from './astro-html.ts';

export interface ChangeListOptions {
  /** Hide the platform (on a platform's own page). */
  hidePlatform?: boolean;
  id?: string;
  label?: string;
  /** Which date a row shows: the list date (effective, else published) or the date the source states as news (needs `today`). */
  date?: 'list' | 'source';
  today?: string;
}

/** The lifecycle event of a version record on a source-dated row's date, if one falls on it. */
const rowEvent = (c: Change, d: string) => {
  if (!isLifecycleRecord(c)) return null;
  const ev = eventOn(c, d);
  return ev && sameDate(ev.date, d) ? ev : null;
};

/** The rows (`<li>`), without the list element. */
export function changeRowsHtml(changes: readonly Change[], opts: ChangeListOptions = {}): string {
  const { hidePlatform = false, date: dateKind = 'list', today = '' } = opts;
  /** A row's date and, when it is not the effective date, what it is. */
  const rowDate = (c: Change): [string, string | null] => {
    if (dateKind === 'list') {
      const d = listDate(c);
      return [d, d && !c.effective_date ? 'published' : null];
    }
    const d = sourceDate(c, today) ?? '';
    // A version record names the event on that date (released, deprecated, sunset: src/model/lifecycle-event.ts).
    const ev = d ? rowEvent(c, d) : null;
    if (ev) return [d, ev.name];
    return [d, !d ? null : d === c.published_date ? 'published' : d === c.release_date ? 'released' : 'took effect'];
  };
  // The row's labels: the record's categories as the API gives them, the same on every page (src/model/wording.ts); the date's word says which event falls on it.
  return changes
    .map((c) => {
      const [date, kind] = rowDate(c);
      return changeRowHtml({
        href: changePath(c.id),
        title: c.title,
        date,
        dateKind: kind,
        meta: [hidePlatform ? '' : platformName(c.platform), ...recordLabels(c)].filter(Boolean),
        upcoming: c.upcoming,
        tentative: c.tentative === true && !isSuperseded(c),
        superseded: isSuperseded(c),
        unlisted: c.in_source === false,
      });
    })
    .join('');
}

/** The whole list, `<ul class="rows">` with its id and label, as ChangeList.astro wrote it. */
export function changeListHtml(changes: readonly Change[], opts: ChangeListOptions = {}): string {
  return `<ul class="rows"${attribute('id', opts.id)}${attribute('aria-label', opts.label)}>${changeRowsHtml(changes, opts)}</ul>`;
}
