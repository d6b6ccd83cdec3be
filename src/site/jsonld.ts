/**
 * schema.org JSON-LD of the human pages, typed with schema-dts: `Dataset`
 * (home and API page), `ItemList` (list pages), `TechArticle` (each change)
 * and `WebPage` (the rest). `serializeJsonLd` writes it so that it can sit
 * inside a `<script>` element whatever the record texts hold.
 */
import type { DataDownload, Dataset as LdDataset, ItemList, Organization, TechArticle, WebPage, WithContext } from 'schema-dts';
import type { Change } from '../schemas/change.ts';
import { PLATFORM_SLUGS } from '../schemas/common.ts';
import type { Dataset } from '../model/dataset.ts';
import { lastChanged } from '../model/derived.ts';
import { ENDPOINTS, FILES } from '../api/endpoints.ts';
import { LICENSE } from '../api/api.ts';
import { API_PATHS, changeJsonPath } from '../model/links.ts';
import { absolute } from '../model/site-url.ts';
import { categoryName, platformName } from './format.ts';

/** How many list entries a page's ItemList names (numberOfItems still gives the total). */
export const ITEM_LIST_LIMIT = 100;

export const SITE_NAME = 'Changeline';
export const SITE_DESCRIPTION =
  'The public record of what changes on advertising platforms (API sunsets, deprecations, breaking, tracking, policy and format changes) and what go-to-market tools cost, compiled from official sources.';

/**
 * JSON for a `<script type="application/ld+json">` element: `<`, `>` and `&`
 * become `\u003c`, `\u003e`, `\u0026` (so neither `</script>` nor `<!--` can
 * appear), and U+2028/U+2029 are escaped too. The result parses back to the
 * same value.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function publisher(site: string): Organization {
  return { '@type': 'Organization', name: SITE_NAME, url: `${site}/` };
}

/** Every downloadable form of the data: the JSON endpoints without parameters and the other files. */
export function distributions(site: string): DataDownload[] {
  const json = ENDPOINTS.filter((e) => !e.param).map(
    (e): DataDownload => ({
      '@type': 'DataDownload',
      name: e.summary,
      description: e.description,
      contentUrl: absolute(site, e.path),
      encodingFormat: 'application/json',
    }),
  );
  const files = FILES.map(
    (f): DataDownload => ({
      '@type': 'DataDownload',
      name: f.path.replace(/^\//, ''),
      description: f.description,
      contentUrl: absolute(site, f.path),
      encodingFormat: f.media_type,
    }),
  );
  return [...json, ...files];
}

/** The node id of the one Dataset: the home page and the API page carry the same node, change pages point to it. */
export const datasetId = (site: string): string => `${site}/#dataset`;

/** The Dataset as other nodes reference it: its id plus what a reader of one page needs (Google requires a description). */
function datasetRef(site: string): LdDataset {
  return {
    '@type': 'Dataset',
    '@id': datasetId(site),
    name: SITE_NAME,
    description: SITE_DESCRIPTION,
    url: `${site}/`,
    license: LICENSE.url,
  };
}

/** The Dataset of the whole compilation, the same on every page that carries it (home and /api/). */
export function datasetLd(ds: Dataset): WithContext<LdDataset> {
  const { site, generatedAt } = ds.ctx;
  return {
    '@context': 'https://schema.org',
    '@type': 'Dataset',
    '@id': datasetId(site),
    name: SITE_NAME,
    description: SITE_DESCRIPTION,
    url: `${site}/`,
    sameAs: absolute(site, API_PATHS.getIndex),
    license: LICENSE.url,
    isAccessibleForFree: true,
    creator: publisher(site),
    publisher: publisher(site),
    dateModified: generatedAt,
    inLanguage: 'en',
    keywords: ['advertising platforms', 'API deprecations', 'sunset dates', 'breaking changes', 'ad tech', 'SaaS pricing', ...PLATFORM_SLUGS.map(platformName)],
    variableMeasured: ['effective_date', 'categories', 'platform', 'price'],
    distribution: distributions(site),
  };
}

export interface ListEntry {
  url: string;
  name: string;
}

const LIST_ORDERS = {
  ascending: 'https://schema.org/ItemListOrderAscending',
  descending: 'https://schema.org/ItemListOrderDescending',
  unordered: 'https://schema.org/ItemListUnordered',
} as const;

export function itemListLd(opts: {
  name: string;
  description: string;
  url: string;
  items: readonly ListEntry[];
  total: number;
  /** How the list is sorted: soonest first and A to Z are ascending, newest first descending; omitted when it is neither (upcoming then past). */
  order?: keyof typeof LIST_ORDERS;
}): WithContext<ItemList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: opts.name,
    description: opts.description,
    url: opts.url,
    numberOfItems: opts.total,
    ...(opts.order ? { itemListOrder: LIST_ORDERS[opts.order] } : {}),
    itemListElement: opts.items.slice(0, ITEM_LIST_LIMIT).map((it, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      url: it.url,
      name: it.name,
    })),
  };
}

export function techArticleLd(c: Change, ds: Dataset): WithContext<TechArticle> {
  const { site } = ds.ctx;
  const about = [platformName(c.platform), ...(c.categories ?? []).map(categoryName)];
  return {
    '@context': 'https://schema.org',
    '@type': 'TechArticle',
    headline: c.title,
    name: c.title,
    ...(c.summary ? { description: c.summary, abstract: c.summary } : {}),
    url: c.url,
    mainEntityOfPage: c.url,
    identifier: c.id,
    ...(c.published_date ? { datePublished: c.published_date } : c.first_seen ? { datePublished: c.first_seen } : {}),
    dateModified: lastChanged(c),
    isBasedOn: c.source_url,
    citation: c.source_url,
    about: about.map((name) => ({ '@type': 'Thing', name })),
    keywords: [...about, ...(c.tags ?? [])],
    inLanguage: 'en',
    license: LICENSE.url,
    isAccessibleForFree: true,
    // Changeline writes the record (title and summary in its own words); the facts are the source's (isBasedOn).
    author: publisher(site),
    publisher: publisher(site),
    isPartOf: datasetRef(site),
    encoding: {
      '@type': 'MediaObject',
      contentUrl: absolute(site, changeJsonPath(c.id)),
      encodingFormat: 'application/json',
    },
  };
}

export function webPageLd(opts: { name: string; description: string; url: string; site: string }): WithContext<WebPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: opts.name,
    description: opts.description,
    url: opts.url,
    inLanguage: 'en',
    isPartOf: { '@type': 'WebSite', name: SITE_NAME, url: `${opts.site}/` },
  };
}
