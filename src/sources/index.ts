/**
 * The registry of official sources: one file per source in this folder
 * (`<id>.ts`, its default export a SourceFile: see schema.ts and
 * docs/collectors.md, "Adding a source"), gathered here and parsed when the
 * registry loads, so a misspelt field or option fails at once with the
 * source's id and the key. Derived from it: the collectors
 * (src/collect/collectors.ts builds one per source with its method's
 * module), `docs/source-keys.md` (scripts/gen-source-keys.ts, with --check;
 * the key rules come from key-rule.ts), the status files in
 * `content/sources/` and so `/api/sources.json` (their `urls`), and the
 * official pages of each platform (src/model/registry.ts).
 * tests/unit/collect/registry.test.ts fails on any drift, and when a file
 * of this folder is missing from the list below.
 */
import { compareText } from '../model/compare.ts';
import type { ToolId } from '../schemas/common.ts';
import { PRICING_KEY_RULE, keyFormOf, keyRule } from './key-rule.ts';
import { SourceFile, type ChangeSource, type PricingSource, type Source } from './schema.ts';
import amazonAdsDeprecations from './amazon-ads-deprecations.ts';
import amazonAdsReleaseNotes from './amazon-ads-release-notes.ts';
import apolloPricing from './apollo-pricing.ts';
import attioPricing from './attio-pricing.ts';
import breezeIntelligencePricing from './breeze-intelligence-pricing.ts';
import clayPricing from './clay-pricing.ts';
import googleAdsBlog from './google-ads-blog.ts';
import googleAdsDeprecations from './google-ads-deprecations.ts';
import googleAdsReleaseNotes from './google-ads-release-notes.ts';
import googleAdsSunsetDates from './google-ads-sunset-dates.ts';
import hubspotSalesHubPricing from './hubspot-sales-hub-pricing.ts';
import hunterPricing from './hunter-pricing.ts';
import instantlyPricing from './instantly-pricing.ts';
import lemlistPricing from './lemlist-pricing.ts';
import linkedinAdsMigrations from './linkedin-ads-migrations.ts';
import linkedinAdsRecentChanges from './linkedin-ads-recent-changes.ts';
import lushaPricing from './lusha-pricing.ts';
import metaAdsGraphChangelog from './meta-ads-graph-changelog.ts';
import metaAdsOcc from './meta-ads-occ.ts';
import metaAdsVersions from './meta-ads-versions.ts';
import microsoftAdsApiVersioning from './microsoft-ads-api-versioning.ts';
import microsoftAdsBlog from './microsoft-ads-blog.ts';
import microsoftAdsReleaseNotes from './microsoft-ads-release-notes.ts';
import seamlessAiPricing from './seamless-ai-pricing.ts';
import smartleadPricing from './smartlead-pricing.ts';
import snapchatAdsAnnouncements from './snapchat-ads-announcements.ts';
import snapchatAdsChangelog from './snapchat-ads-changelog.ts';
import xAdsVersioning from './x-ads-versioning.ts';
import zoominfoPricing from './zoominfo-pricing.ts';

export type * from './schema.ts';

/** Every source file of this folder, one per source (the registry test compares this list with the folder). */
export const SOURCE_FILES: readonly SourceFile[] = [
  amazonAdsDeprecations,
  amazonAdsReleaseNotes,
  apolloPricing,
  attioPricing,
  breezeIntelligencePricing,
  clayPricing,
  googleAdsBlog,
  googleAdsDeprecations,
  googleAdsReleaseNotes,
  googleAdsSunsetDates,
  hubspotSalesHubPricing,
  hunterPricing,
  instantlyPricing,
  lemlistPricing,
  linkedinAdsMigrations,
  linkedinAdsRecentChanges,
  lushaPricing,
  metaAdsGraphChangelog,
  metaAdsOcc,
  metaAdsVersions,
  microsoftAdsApiVersioning,
  microsoftAdsBlog,
  microsoftAdsReleaseNotes,
  seamlessAiPricing,
  smartleadPricing,
  snapchatAdsAnnouncements,
  snapchatAdsChangelog,
  xAdsVersioning,
  zoominfoPricing,
];

/** A source file that does not parse: the message names the source and each bad key. */
export class SourceLoadError extends Error {
  override name = 'SourceLoadError';
}

type PricingPage = { id: string; method: 'pricing-page'; tool_id: ToolId; version: number };

/** The id a source file stands for (its file name): a change source's `id`, a pricing page's `<tool>-pricing`. */
export const sourceFileId = (f: { id?: unknown; tool_id?: unknown; method?: unknown }): string =>
  f.method === 'pricing-page' ? `${String(f.tool_id)}-pricing` : String(f.id ?? '(no id)');

/**
 * Parses source files: each must match its method's schema exactly (no
 * unknown field or option, templates naming declared columns and known
 * filters), and the registry derives what a file need not restate: `name`
 * (the `sourceName`), the pages (`fetch` shorthand), the record form and
 * the key rule. Sorted by id (code-unit order).
 */
export function loadSources(files: readonly unknown[]): { changes: ChangeSource[]; pricing: PricingPage[] } {
  const problems: string[] = [];
  const changes: ChangeSource[] = [];
  const pricing: PricingPage[] = [];
  const seen = new Set<string>();
  for (const file of files) {
    const id = sourceFileId((file ?? {}) as Record<string, unknown>);
    const where = `src/sources/${id}.ts`;
    if (seen.has(id)) problems.push(`${where}: a second source with this id`);
    seen.add(id);
    const parsed = SourceFile.safeParse(file);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) problems.push(`${where}: ${issue.path.join('.') || '(the source)'}: ${issue.message}`);
      continue;
    }
    const f = parsed.data;
    if (f.method === 'pricing-page') {
      pricing.push({ id, ...f });
      continue;
    }
    if ((f.method === 'feed') !== (f.format === 'feed')) problems.push(`${where}: format: a feed source has format "feed", and only a feed source`);
    if (f.fetch !== undefined && f.pages !== undefined) problems.push(`${where}: fetch: give \`fetch\` (one page) or \`pages\`, not both`);
    if (f.name === f.sourceName) problems.push(`${where}: name: equals sourceName; leave it out`);
    const { name, fetch, pages: listed, keyExample, options, ...rest } = f;
    const pages = fetch !== undefined ? [{ url: f.url, fetch }] : listed;
    const derived = { ...f, pages };
    const loaded = {
      id: rest.id,
      name: name ?? rest.sourceName,
      kind: 'changes',
      platform: rest.platform,
      url: rest.url,
      format: rest.format,
      method: rest.method,
      keyForm: keyFormOf(derived),
      key: keyRule(derived),
      sourceName: rest.sourceName,
      ...(pages ? { pages } : {}),
      ...(rest.redirectsTo ? { redirectsTo: rest.redirectsTo } : {}),
      ...(rest.accept ? { accept: rest.accept } : {}),
      version: rest.version,
      ...(keyExample !== undefined ? { keyExample } : {}),
      options,
    } as ChangeSource;
    changes.push(loaded);
  }
  if (problems.length) throw new SourceLoadError(`the registry of sources does not load:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  const byId = (a: { id: string }, b: { id: string }) => compareText(a.id, b.id);
  return { changes: changes.sort(byId), pricing: pricing.sort(byId) };
}

const LOADED = loadSources(SOURCE_FILES);

/** The change sources, by id. */
export const CHANGE_SOURCES: readonly ChangeSource[] = LOADED.changes;

/** The pricing pages, by id: one per tool of the tool list (their address is the tool's `pricing_url`). */
export const PRICING_PAGES: readonly PricingPage[] = LOADED.pricing;

const LEARN = 'https://learn.microsoft.com/en-us';

/** Official pages of a platform that hand-compiled records cite but no collector reads. */
export const CURATED_PAGES: Partial<Record<ChangeSource['platform'], string[]>> = {
  'linkedin-ads': [`${LEARN}/linkedin/marketing/versioning`, `${LEARN}/linkedin/marketing/integrations/archived-recent-changes`],
  'microsoft-ads': [`${LEARN}/advertising/guides/migrate-to-rest`],
};

/** The pricing source of a tool: its pricing page file, reading the tool's official pricing page. */
export function pricingSource(tool: { id: ToolId; name: string; pricing_url: string }): PricingSource {
  const page = PRICING_PAGES.find((p) => p.tool_id === tool.id);
  if (!page) throw new SourceLoadError(`src/sources/${tool.id}-pricing.ts: no pricing page file for the tool ${tool.id}`);
  return {
    id: page.id,
    name: `${tool.name} pricing page`,
    kind: 'pricing',
    tool_id: tool.id,
    url: tool.pricing_url,
    format: 'html',
    method: 'pricing-page',
    keyForm: 'pricing',
    key: PRICING_KEY_RULE,
    version: page.version,
  };
}

/** Pages of a source for a run year: `{year}` filled in, the fetch address resolved. */
export function sourcePages(s: Source, year: number): { url: string; fetch: string; optional: boolean }[] {
  const specs = s.pages ?? [{ url: s.url }];
  return specs.map((p) => {
    const url = p.url.replace('{year}', String(year + (p.yearOffset ?? 0)));
    return { url, fetch: (p.fetch ?? '{url}').replace('{url}', url), optional: p.optional ?? false };
  });
}
