/**
 * The step sections of a migration page (/platforms/<slug>/versions/<api_slug>/<from>/): one section per version
 * on the way, with the breaking changes its official changelog lists. A section is the same on every page whose
 * path passes that version, and a long family's pages together hold a number of sections that grows with the
 * square of its versions (at 10,000 synthetic records, 2,370 pages with about 600,000 sections), so each section's
 * HTML is made once per build and the pages join them. The markup and its escaping are Astro's for the same
 * template (src/site/astro-html.ts), so the pages are byte for byte what the template wrote.
 */
import type { Dataset } from '../model/dataset.ts';
import type { MigrationItem, MigrationStep } from '../model/migration-path.ts';
import { attributeValue, textContent } from './astro-html.ts';

/** One step's section: its heading, and the ordered list of its items when it has any. */
export function stepSectionHtml(label: string, step: Pick<MigrationStep, 'version' | 'note'>, items: readonly MigrationItem[]): string {
  const heading = `<h2>${textContent(label)} ${textContent(step.version)}: ${textContent(step.note)}</h2>`;
  if (items.length === 0) return `<section>${heading}</section>`;
  const rows = items
    .map(
      (i) =>
        `<li><a href="${attributeValue(i.source_url)}">${textContent(i.title)}</a>` +
        (i.summary ? `<p class="small">${textContent(i.summary)}</p>` : '') +
        `<p class="small muted">${textContent(i.categories.join(', '))} · <a href="${attributeValue(i.record_url)}">record</a></p></li>`,
    )
    .join('');
  return `<section>${heading}<ol>${rows}</ol></section>`;
}

const memo = new WeakMap<Dataset, Map<string, string>>();

/**
 * The sections of the given steps, in order, each made once per dataset: keyed by the family's label and the
 * step's version, note and items (by id), which is all a section shows.
 */
export function stepSectionsHtml(
  ds: Dataset,
  label: string,
  steps: readonly Pick<MigrationStep, 'version' | 'note'>[],
  itemsOf: (version: string) => readonly MigrationItem[],
): string {
  let made = memo.get(ds);
  if (!made) {
    made = new Map();
    memo.set(ds, made);
  }
  let out = '';
  for (const step of steps) {
    const items = itemsOf(step.version);
    const key = `${label}\u0000${step.version}\u0000${step.note}\u0000${items.map((i) => i.record_url).join('\u0000')}`;
    let html = made.get(key);
    if (html === undefined) {
      html = stepSectionHtml(label, step, items);
      made.set(key, html);
    }
    out += html;
  }
  return out;
}
