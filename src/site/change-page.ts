/**
 * The body of a change page (/changes/<id>/), the breadcrumb, the record's article and its related changes, as
 * one HTML string made from the model, and the part of it pagefind indexes (src/site/change-search.ts), from the
 * same function, so the page and what search finds of it cannot part. The page template
 * (src/pages/changes/[id].astro) places the body in its frame with `set:html`. (It costs what the template it
 * replaced cost: at 10,000 records the change pages took the same CPU time either way, docs/benchmark.md, "Fourth
 * round".) The markup and its escaping are the bytes Astro wrote for the template this replaces
 * (src/site/astro-html.ts: text and attribute values escaped by Astro's rules, held to Astro's own functions by
 * tests/unit/site/astro-html.test.ts and tests/unit/site/change-page.test.ts), so the written pages did not change;
 * everything in a record is untrusted and every value goes through those functions.
 *
 * `index` mode is what pagefind reads of the page: the same article with the same indexed elements, weights,
 * meta, filters, sort and heading anchors, and the content of every `data-pagefind-ignore` element left out
 * (pagefind reads no text there; the filters of the chips, which pagefind reads inside them, stay). The index is
 * the one pagefind makes from the written pages: tests/integration/site/search-index.test.ts holds it to that.
 */
import type { Change } from '../schemas/change.ts';
import type { Dataset } from '../model/dataset.ts';
import { listDate } from '../model/dataset.ts';
import { startDay } from '../model/date-math.ts';
import type { VersionRow } from '../schemas/versions.ts';
import { migrateTargets, targetSunsetText } from '../model/versions.ts';
import { versionRowPath } from '../model/version-pages.ts';
import { CHANGES_PATH, categoryPath, changeJsonPath, changePath, platformPath } from '../model/links.ts';
import { deadlineLabel } from '../model/urgency.ts';
import { deadlineEvent } from '../model/lifecycle-event.ts';
import { eventDateLabel } from '../model/wording.ts';
import { isLiveDeadline } from '../model/derived.ts';
import { LICENSE } from '../api/api.ts';
import { categoryName, formatDate, platformName } from './format.ts';
import { attribute as attr, textContent as text } from './astro-html.ts';
import { resultMeta, resultTiming, resultVersions, searchWords, versionText } from './search-terms.ts';
import { siblingsOf } from './record-words.ts';
import { lastVerifiedSentence, recordedHowView } from './recorded-how.ts';
import { changeListHtml } from './change-list.ts';

/** Rows of a change page's details list: label, value, and the search weight of the value (platform name, API version). */
function changeDetails(c: Change): [string, string | undefined, number?][] {
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
function changeVersionRow(c: Change, ds: Dataset): { row: VersionRow; target: VersionRow | null } | undefined {
  const row = ds.versionByChange.get(c.id);
  return row ? { row, target: migrateTargets(ds.versionsByPlatform.get(row.platform)!)(row) } : undefined;
}

/** The date a change sorts by in search (its list date's first day), if it has one. */
function changeSortDate(c: Change): string | undefined {
  const d = listDate(c);
  return d ? startDay(d) : undefined;
}

/** `<time datetime="D">formatted D</time>`. */
const time = (d: string): string => `<time${attr('datetime', d)}>${text(formatDate(d))}</time>`;

/** The dates the page lists, in order: label and value (rows without a value are left out). */
function datesSeen(c: Change): [string, string | undefined][] {
  return [
    ['Published by the source', c.published_date ?? undefined],
    ['Release date', c.release_date],
    ['First seen by Changeline', c.first_seen],
    [c.recorded_by === 'collector' ? 'Official page last read by the collector' : 'Compiled by hand', c.fetched_at],
    ['Title or date last changed', c.changed_at],
    ['Last listed by the source', c.last_seen_in_source],
  ];
}

/** The key facts: the effective date and its countdown, sibling deadlines, the date's precision, and the callouts. */
function factsHtml(c: Change, ds: Dataset): string {
  const today = ds.ctx.today;
  const eff = c.effective_date ?? null;
  const endEvent = deadlineEvent(c);
  const deadline = isLiveDeadline(c) ? deadlineLabel(c.effective_date!, today) : null;
  let fact = `<div class="fact"><span class="fact-label">${text(endEvent ? eventDateLabel(endEvent, today) : 'Effective')}</span>`;
  if (eff) {
    const state = deadline
      ? `<span${attr('class', `countdown u-${deadline.urgency}`)}><span class="u-word">${text(deadline.word)}</span> <span class="u-when">${text(deadline.when)}</span></span>`
      : '<span class="badge badge-muted">superseded</span>';
    fact += `<span class="fact-value">${time(eff)} ${state}</span>`;
  } else {
    fact += '<span class="fact-value muted">The source gives no effective date.</span>';
  }
  for (const s of siblingsOf(ds).get(c.id) ?? []) {
    fact += `<span class="fact-note sibling">Same version number, another API: <a${attr('href', changePath(s.id))}>${text(s.text)}</a>.</span>`;
  }
  if (eff) {
    fact +=
      eff.length === 7
        ? `<span class="fact-note">Month precision: the source names ${text(formatDate(eff))}, not a day. It counts as upcoming until the month ends.</span>`
        : '<span class="fact-note">The source gives the exact day.</span>';
  }
  fact += '</div>';
  if (c.superseded_by) {
    const r = ds.byId.get(c.superseded_by);
    const by = r
      ? `Replaced by <a${attr('href', changePath(r.id))}>${text(r.title)}</a>${r.effective_date ? ` (${time(r.effective_date)})` : ''}.`
      : `Replaced by record ${text(c.superseded_by)}.`;
    fact +=
      `<p class="callout callout-muted"><strong>Superseded.</strong> ${by} This record stays published so that its id and address keep working, ` +
      'but it no longer counts as a deadline: it is left out of upcoming lists, calendars and the version table.</p>';
  }
  if (c.tentative) {
    fact += '<p class="callout callout-warn"><strong>Tentative date.</strong> The platform lists this date as tentative or projected; it may move.</p>';
  }
  if (c.in_source === false) {
    fact +=
      '<p class="callout callout-muted"><strong>No longer listed by the source.</strong> The official page stopped listing this record' +
      `${c.last_seen_in_source ? ` after ${text(formatDate(c.last_seen_in_source))}` : ''}. It stays here so that its id and address keep working.</p>`;
  }
  return fact;
}

/** The source section's ignored paragraphs: how the record was recorded, when it was last verified, how to cite it. */
function sourceNotesHtml(c: Change, sourceName: string): string {
  const how = recordedHowView(c);
  let copy = '';
  if (how.copy) {
    const name = how.copy.href ? `<a${attr('href', how.copy.href)} rel="external noopener">${text(how.copy.name)}</a>` : text(how.copy.name);
    copy = ` (${name}${how.copy.date ? `, dated ${time(how.copy.date)}` : ''})`;
  }
  return (
    `<p class="recorded-how" data-pagefind-ignore><strong>How it was recorded:</strong> ${text(how.lead)}${copy}${text(how.tail)}.</p>` +
    `<p class="last-verified" data-pagefind-ignore${attr('data-last-verified', c.last_verified)}>${text(lastVerifiedSentence(c))}</p>` +
    `<p class="cite" data-pagefind-ignore><strong>Cite this:</strong> ${text(sourceName)}, “${text(c.title)}”, ${text(c.source_url)} ` +
    `(via Changeline, ${text(c.url)}, ${text(LICENSE.name)}).</p>`
  );
}

/**
 * A change page's `<article>`: the whole of it (`page`), or what pagefind reads of it (`index`: the content of
 * the ignored elements left out). See the module comment.
 */
export function changeArticleHtml(c: Change, ds: Dataset, mode: 'page' | 'index'): string {
  const page = mode === 'page';
  const today = ds.ctx.today;
  const meta = resultMeta(c, today);
  const versions = resultVersions(c);
  const sortDate = changeSortDate(c);
  const platform = platformName(c.platform);
  const sourceName = c.source_name ?? new URL(c.source_url).hostname;
  const chips =
    `<a class="chip chip-platform"${attr('href', platformPath(c.platform))} data-pagefind-filter="platform">${text(platform)}</a>` +
    (c.categories ?? [])
      .map((cat) => `<a class="chip"${attr('href', categoryPath(cat))} data-pagefind-filter="category">${text(categoryName(cat))}</a>`)
      .join('');
  const dates = page
    ? datesSeen(c)
        .filter(([, v]) => v)
        .map(([k, v]) => `<dt>${text(k)}</dt><dd>${time(v!)}${v!.length > 10 ? `<span class="muted small"> ${text(v!.slice(11, 16))} UTC</span>` : ''}</dd>`)
        .join('')
    : '';
  const details = changeDetails(c)
    .filter(([, v]) => v)
    .map(([k, v, w]) => `<dt data-pagefind-ignore>${page ? text(k) : ''}</dt><dd${attr('data-pagefind-weight', w)}>${text(v!)}</dd>`)
    .join('');
  const vr = changeVersionRow(c, ds);
  const rowText = vr
    ? `<p>In the <a${attr('href', versionRowPath(vr.row))}>${text(vr.row.api)} version table</a> of ${text(platform)}: ${text(vr.row.version)}, ${text(vr.row.status)}` +
      `${vr.row.latest ? ', the latest version' : ''}${vr.target ? `; migrate to ${text(vr.target.version)} (${text(targetSunsetText(vr.target))})` : ''}.</p>`
    : '';
  return (
    `<article class="record" data-pagefind-body${attr('data-pagefind-meta', meta.status)}>` +
    `<h1 data-pagefind-meta="title">${text(c.title)}</h1>` +
    `<p hidden data-pagefind-weight="3"${attr('data-pagefind-filter', `timing:${resultTiming(c, today)}`)}${attr('data-pagefind-sort', sortDate && `date:${sortDate}`)}` +
    `${attr('data-pagefind-meta', versions ? `versions:${versions}` : undefined)}>${text(searchWords(c))}</p>` +
    `<p class="chips" data-pagefind-ignore>${chips}</p>` +
    `<div class="facts" data-pagefind-ignore>${page ? factsHtml(c, ds) : ''}</div>` +
    (c.summary
      ? `<section aria-labelledby="summary"><h2 id="summary" data-pagefind-ignore>Summary</h2><p class="summary" data-pagefind-meta="summary">${text(c.summary)}</p></section>`
      : '') +
    '<section aria-labelledby="source" class="source"><h2 id="source" data-pagefind-ignore>Official source</h2>' +
    `<p><a${attr('href', c.source_url)} rel="external noopener" class="source-link">${text(sourceName)}</a> <span class="muted small url" data-pagefind-ignore>${page ? text(c.source_url) : ''}</span></p>` +
    (page ? sourceNotesHtml(c, sourceName) : '<p data-pagefind-ignore></p><p data-pagefind-ignore></p><p data-pagefind-ignore></p>') +
    '</section>' +
    `<section aria-labelledby="dates" data-pagefind-ignore><h2 id="dates">Dates seen</h2><dl class="kv">${dates}</dl></section>` +
    `<section aria-labelledby="details"${attr('data-pagefind-meta', meta.date)}><h2 id="details" data-pagefind-ignore>Details</h2><dl class="kv">${details}</dl>${rowText}` +
    `<p data-pagefind-ignore>${page ? `<a${attr('href', changeJsonPath(c.id))} type="application/json">This record as JSON</a>` : ''}</p></section>` +
    '</article>'
  );
}

/** The page's body inside the site's frame: the breadcrumb, the article, and the related changes when there are any. */
export function changePageHtml(c: Change, related: readonly Change[], ds: Dataset): string {
  const platform = platformName(c.platform);
  const aside =
    related.length > 0
      ? `<aside aria-labelledby="related" class="related"><h2 id="related">Related ${text(platform)} changes</h2>` +
        '<p class="muted small">Nearest in date and sharing the most categories, newest first.</p>' +
        `${changeListHtml(related, { hidePlatform: true, label: `Related ${platform} changes` })}</aside>`
      : '';
  return (
    `<nav class="crumbs" aria-label="Breadcrumb"><a${attr('href', CHANGES_PATH)}>Changes</a> <span aria-hidden="true">›</span> <a${attr('href', platformPath(c.platform))}>${text(platform)}</a></nav>` +
    changeArticleHtml(c, ds, 'page') +
    aside
  );
}
