/**
 * What pagefind indexes of a change page (/changes/<id>/), made from the model: the page's
 * `data-pagefind-body` article with every element that pagefind reads (the indexed text, its weights, the
 * title, summary, status, date and versions meta, the timing, platform and category filters, the date sort,
 * the anchors of the section headings) and the ignored elements emptied (pagefind reads no text in them; the
 * filters inside them stay). The build hands this to pagefind instead of the rendered page
 * (src/build/pagefind.ts, src/middleware.ts): a tenth of the bytes to encode and send, and made before Astro
 * renders the page. The page template (src/pages/changes/[id].astro) shares the values below; the index must be
 * the one pagefind makes from the written pages, which tests/integration/site/search-index.test.ts holds it to
 * (the same fragments, file for file).
 */
import type { Change } from '../schemas/change.ts';
import type { Dataset } from '../model/dataset.ts';
import { listDate } from '../model/dataset.ts';
import { startDay } from '../model/date-math.ts';
import type { VersionRow } from '../schemas/versions.ts';
import { migrateTargets, targetSunsetText } from '../model/versions.ts';
import { versionRowPath } from '../model/version-pages.ts';
import { categoryPath, platformPath } from '../model/links.ts';
import { categoryName, platformName } from './format.ts';
import { attributeValue, textContent } from './astro-html.ts';
import { resultMeta, resultTiming, resultVersions, searchWords, versionText } from './search-terms.ts';

/** Rows of a change page's details list: label, value, and the search weight of the value (platform name, API version). */
export function changeDetails(c: Change): [string, string | undefined, number?][] {
  return [
    ['Platform', platformName(c.platform), 5],
    ['API version', c.api_version && versionText(c.api_version), 10],
    ['Version status', c.version_status],
    ['Label shown by the source', c.source_label],
    ['Optional release', c.optional_release === undefined ? undefined : c.optional_release ? 'yes' : 'no'],
    ['Tags', c.tags?.join(', ')],
    ['Record id', c.id],
  ];
}

/** A change's row in its platform's version table and the version to migrate to (migrate_to, with its own sunset), if it has a row. */
export function changeVersionRow(c: Change, ds: Dataset): { row: VersionRow; target: VersionRow | null } | undefined {
  const row = ds.versionByChange.get(c.id);
  return row ? { row, target: migrateTargets(ds.versionsByPlatform.get(row.platform)!)(row) } : undefined;
}

/** The date a change sorts by in search (its list date's first day), if it has one. */
export function changeSortDate(c: Change): string | undefined {
  const d = listDate(c);
  return d ? startDay(d) : undefined;
}

/** ` name="value"` as Astro writes `name={value}`: nothing for undefined. */
const attr = (name: string, value: string | number | undefined): string => (value === undefined ? '' : ` ${name}="${attributeValue(String(value))}"`);

/** The part of a change page pagefind indexes, as an HTML document (see the module comment). */
export function changeSearchHtml(c: Change, ds: Dataset): string {
  const today = ds.ctx.today;
  const meta = resultMeta(c, today);
  const versions = resultVersions(c);
  const sortDate = changeSortDate(c);
  const platform = platformName(c.platform);
  const sourceName = c.source_name ?? new URL(c.source_url).hostname;
  const chips =
    `<a${attr('href', platformPath(c.platform))} data-pagefind-filter="platform">${textContent(platform)}</a>` +
    (c.categories ?? []).map((cat) => `<a${attr('href', categoryPath(cat))} data-pagefind-filter="category">${textContent(categoryName(cat))}</a>`).join('');
  const details = changeDetails(c)
    .filter(([, v]) => v)
    .map(([, v, w]) => `<dt data-pagefind-ignore></dt><dd${attr('data-pagefind-weight', w)}>${textContent(v!)}</dd>`)
    .join('');
  const vr = changeVersionRow(c, ds);
  const rowText = vr
    ? `<p>In the <a${attr('href', versionRowPath(vr.row))}>${textContent(vr.row.api)} version table</a> of ${textContent(platform)}: ${textContent(vr.row.version)}, ${textContent(vr.row.status)}${vr.row.latest ? ', the latest version' : ''}${vr.target ? `; migrate to ${textContent(vr.target.version)} (${textContent(targetSunsetText(vr.target))})` : ''}.</p>`
    : '';
  return (
    `<html lang="en"><body><article data-pagefind-body${attr('data-pagefind-meta', meta.status)}>` +
    `<h1 data-pagefind-meta="title">${textContent(c.title)}</h1>` +
    `<p hidden data-pagefind-weight="3"${attr('data-pagefind-filter', `timing:${resultTiming(c, today)}`)}${attr('data-pagefind-sort', sortDate && `date:${sortDate}`)}${attr('data-pagefind-meta', versions ? `versions:${versions}` : undefined)}>${textContent(searchWords(c))}</p>` +
    `<p data-pagefind-ignore>${chips}</p>` +
    '<div data-pagefind-ignore></div>' +
    (c.summary ? `<section><h2 id="summary" data-pagefind-ignore>Summary</h2><p data-pagefind-meta="summary">${textContent(c.summary)}</p></section>` : '') +
    `<section><h2 id="source" data-pagefind-ignore>Official source</h2><p><a${attr('href', c.source_url)}>${textContent(sourceName)}</a> <span data-pagefind-ignore></span></p>` +
    '<p data-pagefind-ignore></p><p data-pagefind-ignore></p><p data-pagefind-ignore></p></section>' +
    '<section data-pagefind-ignore><h2 id="dates">Dates seen</h2><dl></dl></section>' +
    `<section${attr('data-pagefind-meta', meta.date)}><h2 id="details" data-pagefind-ignore>Details</h2><dl>${details}</dl>${rowText}<p data-pagefind-ignore></p></section>` +
    '</article></body></html>'
  );
}
