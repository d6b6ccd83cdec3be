/**
 * Builders of every API response. Each endpoint's entry in ENDPOINTS
 * (endpoints.ts) calls one of these; tests call them directly on fixture
 * datasets. Nothing here imports endpoints.ts (it imports this): the index
 * gets the endpoint table as an argument.
 */
import { CATEGORIES, type PlatformSlug, type ToolId } from '../schemas/common.ts';
import type { Change } from '../schemas/change.ts';
import type { DigestItemRecord, DigestRecord } from '../schemas/digest.ts';
import type { ChangeList, Index, LatestDigest, PlatformList, PriceHistory, SourceList, ToolList, ToolPricing } from '../schemas/api.ts';
import { toolOrPlaceholder, type Dataset } from '../model/dataset.ts';
import { changePath, platformJsonPath, platformPath } from '../model/links.ts';
import { categoryList, platformList } from '../model/registry.ts';
import { absolute } from '../model/site-url.ts';
import { versionList } from '../model/versions.ts';
import { versionBadge } from './version-badge.ts';
import type { Badge, VersionList, VersionRow } from '../schemas/versions.ts';
import type { MigrationPath } from '../schemas/migrations.ts';
import type { MigrationPath as ModelMigrationPath } from '../model/migration-path.ts';
import type { SdkList } from '../schemas/sdks.ts';
import { sdkList } from '../model/sdks.ts';
import { sourceCoverage } from '../model/source-coverage.ts';

export const API_VERSION = '1.0.0';
export const LICENSE = { name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' } as const;
export const CITATION = 'Cite the record\'s source_url (the official page) when you relay a fact; credit "Changeline" with the record url for the compilation.';

export function changeList(ds: Dataset, changes: readonly Change[]): ChangeList {
  return { count: changes.length, generated_at: ds.ctx.generatedAt, changes: [...changes] };
}

export const listChanges = (ds: Dataset): ChangeList => changeList(ds, ds.changes);
export const listUpcoming = (ds: Dataset): ChangeList => changeList(ds, ds.upcoming);
export const listChangesByPlatform = (ds: Dataset, p: PlatformSlug): ChangeList => changeList(ds, ds.byPlatform.get(p) ?? []);

export const listVersions = (ds: Dataset): VersionList => versionList(ds.versions, ds.ctx.generatedAt);
export const listVersionsByPlatform = (ds: Dataset, p: PlatformSlug): VersionList => versionList(ds.versionsByPlatform.get(p) ?? [], ds.ctx.generatedAt);

export const listSdks = (ds: Dataset): SdkList => sdkList(ds.sdks, ds.ctx.generatedAt);
export const listSdksByPlatform = (ds: Dataset, p: PlatformSlug): SdkList => sdkList(ds.sdks, ds.ctx.generatedAt, p);

/** One row's migration path, as /api/migrations/{platform}/{api_slug}/{from}.json publishes it. */
export const getMigrationPath = (ds: Dataset, p: ModelMigrationPath): MigrationPath => ({
  generated_at: ds.ctx.generatedAt,
  platform: p.platform,
  api: p.api,
  api_slug: p.api_slug,
  from: p.from,
  to: p.to,
  count: p.count,
  complete: p.complete,
  unknown: p.unknown,
  steps: p.steps,
  items: p.items as MigrationPath['items'],
  page: p.page,
});
export const getVersionBadge = (ds: Dataset, row: VersionRow): Badge => versionBadge(row, ds.ctx.today);

export function listPlatforms(ds: Dataset): PlatformList {
  const total = Object.fromEntries(CATEGORIES.map((c) => [c, 0])) as Record<(typeof CATEGORIES)[number], number>;
  const platforms = platformList().map((info) => {
    const list = ds.byPlatform.get(info.slug) ?? [];
    const cats = Object.fromEntries(CATEGORIES.map((c) => [c, 0])) as Record<(typeof CATEGORIES)[number], number>;
    let upcoming = 0;
    let unlisted = 0;
    for (const c of list) {
      if (c.upcoming) upcoming++;
      if (c.in_source === false) unlisted++;
      for (const cat of c.categories ?? []) {
        cats[cat]++;
        total[cat]++;
      }
    }
    const next = ds.upcoming.find((c) => c.platform === info.slug);
    return {
      slug: info.slug,
      name: info.name,
      count: list.length,
      upcoming,
      unlisted,
      next_effective_date: next?.effective_date ?? null,
      categories: cats,
      sources: info.sources,
      api: absolute(ds.ctx.site, platformJsonPath(info.slug)),
      page: absolute(ds.ctx.site, platformPath(info.slug)),
    };
  });
  return {
    generated_at: ds.ctx.generatedAt,
    count: ds.changes.length,
    platforms,
    categories: categoryList().map((c) => ({ ...c, count: total[c.slug] })),
  };
}

/** What the index lists of an endpoint (an entry of ENDPOINTS) and of another file (an entry of FILES). */
export interface IndexedEndpoint {
  operationId: string;
  path: string;
  summary: string;
}
export type IndexedFile = Omit<Index['files'][number], 'url'>;

/** `/api/index.json`: counts, and every endpoint and file of the given tables (ENDPOINTS and FILES). */
export function index(ds: Dataset, endpoints: readonly IndexedEndpoint[], files: readonly IndexedFile[]): Index {
  return {
    name: 'Changeline',
    description:
      'The public record of what changes on advertising platforms (API sunsets, deprecations, breaking, tracking, policy and format changes) and what go-to-market tools cost. Read-only static JSON.',
    version: API_VERSION,
    generated_at: ds.ctx.generatedAt,
    site: `${ds.ctx.site}/`,
    license: { ...LICENSE },
    citation: CITATION,
    counts: {
      changes: ds.changes.length,
      upcoming: ds.upcoming.length,
      platforms: ds.byPlatform.size,
      tools: ds.tools.length,
      price_events: ds.events.length,
    },
    endpoints: endpoints.map((e) => ({
      operation_id: e.operationId,
      method: 'GET' as const,
      path: e.path,
      url: absolute(ds.ctx.site, e.path),
      summary: e.summary,
    })),
    files: files.map((f) => ({ ...f, url: absolute(ds.ctx.site, f.path) })),
  };
}

export function listToolPrices(ds: Dataset): ToolList {
  return { generated_at: ds.ctx.generatedAt, count: ds.tools.length, tools: ds.tools };
}

export function getToolPricing(ds: Dataset, id: ToolId): ToolPricing {
  return { generated_at: ds.ctx.generatedAt, tool: toolOrPlaceholder(ds, id), history: ds.eventsByTool.get(id) ?? [] };
}

export function listPriceHistory(ds: Dataset): PriceHistory {
  return { generated_at: ds.ctx.generatedAt, count: ds.events.length, events: ds.events };
}

export function getSourceStatus(ds: Dataset): SourceList {
  const summary = { ok: 0, failed: 0, never_run: 0 };
  for (const s of ds.sources) summary[s.status]++;
  // Every change source says its coverage, also when no stored copy measured it (src/model/source-coverage.ts).
  const sources = ds.sources.map((s) => ({ ...s, coverage: sourceCoverage(s) }));
  return { generated_at: ds.ctx.generatedAt, count: ds.sources.length, summary, sources };
}

export function publishDigest(ds: Dataset, d: DigestRecord) {
  const item = (i: DigestItemRecord) => ({ ...i, url: absolute(ds.ctx.site, changePath(i.id)) });
  return {
    ...d,
    announced: d.announced.map(item),
    taking_effect: d.taking_effect.map(item),
    changed_changes: d.changed_changes.map(item),
    deadlines: d.deadlines.map(item),
  };
}

export function getLatestDigest(ds: Dataset): LatestDigest {
  const latest = ds.digests[0];
  return { generated_at: ds.ctx.generatedAt, digest: latest ? publishDigest(ds, latest) : null };
}

export function notFoundBody(message: string) {
  return { error: { status: 404, message } };
}
