/**
 * The MCP server: eight read-only tools over the Changeline data. One factory
 * serves every connection and both protocol eras; the data cache lives in the
 * `ChangelineData` shared by all of them.
 */
import { McpServer, type CallToolResult } from '@modelcontextprotocol/server';
import { CATEGORIES, PLATFORM_SLUGS, TOOL_SLUGS } from '../schemas/common.ts';
import { SERVER_NAME, SERVER_VERSION } from './config.ts';
import type { ChangelineData } from './data.ts';
import {
  getChange,
  getVersionStatus,
  getVersionStatuses,
  listPlatforms,
  platformOf,
  priceHistory,
  searchChanges,
  upcomingChanges,
  type PlatformRows,
  type VersionItem,
} from './queries.ts';
import type { PlatformSlug } from '../schemas/common.ts';
import type { VersionList } from '../schemas/versions.ts';
import { compareText } from '../model/compare.ts';
import { UpstreamError, type Loaded } from './site-cache.ts';
import type { ChangesSnapshot } from './snapshot.ts';
import type { VersionNow } from './tool-schemas.ts';
import { registerResources } from './resources.ts';
import { shareSchemaJson } from './output-schemas.ts';
import { checkSnippet } from '../check/snippet.ts';
import { VersionIndex } from '../check/resolve.ts';
import {
  ChangeOutput,
  GetChangeInput,
  LIMIT_DEFAULT,
  LIMIT_MAX,
  NoInput,
  PlatformsOutput,
  PriceHistoryInput,
  PriceHistoryOutput,
  SearchInput,
  SearchOutput,
  ToolPricingInput,
  ToolPricingOutput,
  UpcomingInput,
  UpcomingOutput,
  VersionStatusInput,
  VersionStatusOutput,
  VERSIONS_MAX,
  CheckVersionsInput,
  CheckVersionsOutput,
  type Freshness,
} from './tool-schemas.ts';

export interface ServerDeps {
  data: ChangelineData;
  /** Today, YYYY-MM-DD (UTC, or fixed by BUILD_DATE). */
  today: () => string;
  /** Where upstream failures and stale copies are reported (stderr). */
  log?: (message: string) => void;
}

export const TOOL_NAMES = [
  'search_changes',
  'get_upcoming_deprecations',
  'get_change',
  'list_platforms',
  'get_tool_pricing',
  'get_price_history',
  'get_version_status',
  'check_versions',
] as const;

const READ_ONLY = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false } as const;

const MONTH_RULE =
  "A month-only date (YYYY-MM) counts from its first day: days_until is 0 while that month runs, and the change stays upcoming through the month's last day.";

export function instructions(base: string): string {
  return [
    `Changeline (${base}): changes on ${PLATFORM_SLUGS.length} advertising platforms (API version sunsets, deprecations, breaking, tracking and signal, policy and format changes) and pricing of ${TOOL_SLUGS.length} go-to-market tools, compiled from official sources.`,
    'Start with search_changes or get_upcoming_deprecations; their rows are brief, get_change gives a full record. list_platforms shows coverage and the valid slugs. get_version_status tells whether an API version is still safe, the latest version and the one to migrate to.',
    `Dates are YYYY-MM-DD, or YYYY-MM when the source gives only the month. ${MONTH_RULE}`,
    'Every result carries as_of (when the site built the data); stale: true means the site was unreachable and an older copy was used.',
    "When you relay a fact, cite the record's source_url (the official page).",
  ].join('\n');
}

function freshness(loaded: Loaded<unknown>, generatedAt: string): Freshness {
  return loaded.warning === undefined ? { as_of: generatedAt } : { as_of: generatedAt, stale: true, warning: loaded.warning };
}

function result(body: Record<string, unknown>): CallToolResult {
  return { content: [{ type: 'text', text: JSON.stringify(body) }], structuredContent: body };
}

export function createServer(deps: ServerDeps, base: string): McpServer {
  const log = deps.log ?? (() => {});
  const server = new McpServer(
    { name: SERVER_NAME, title: 'Changeline', version: SERVER_VERSION },
    {
      instructions: instructions(base),
      // The lists never change while the server runs, so no list_changed notification is ever sent.
      capabilities: { tools: { listChanged: false }, resources: { listChanged: false }, prompts: { listChanged: false } },
      cacheHints: {
        'tools/list': { ttlMs: 3_600_000, cacheScope: 'public' },
        'server/discover': { ttlMs: 3_600_000, cacheScope: 'public' },
      },
    },
  );
  // One JSON Schema conversion of each input and output schema per process, not per HTTP request (output-schemas.ts).
  shareSchemaJson(server);

  /** The body of an answer from a loaded file; an upstream failure becomes a tool error the model can act on, and is logged. */
  const answerBody = async <T>(
    load: Promise<Loaded<T>>,
    asOf: (value: T) => string,
    compute: (value: T) => Record<string, unknown>,
  ): Promise<Record<string, unknown>> => {
    try {
      const loaded = await load;
      if (loaded.warning) log(loaded.warning);
      return { ...freshness(loaded, asOf(loaded.value)), ...compute(loaded.value) };
    } catch (err) {
      if (err instanceof UpstreamError) {
        log(err.message);
        throw new Error(`${err.message}. The Changeline site may be down, or CHANGELINE_API_BASE (${base}) may be wrong; try again shortly.`);
      }
      throw err;
    }
  };
  /** Answer from a loaded file (answerBody as a tool result). */
  const answer = async <T>(load: Promise<Loaded<T>>, asOf: (value: T) => string, compute: (value: T) => Record<string, unknown>): Promise<CallToolResult> =>
    result(await answerBody(load, asOf, compute));
  const fromChanges = (compute: (snap: ChangesSnapshot, today: string) => Record<string, unknown>) =>
    answer(
      deps.data.changes(),
      (snap) => snap.generatedAt,
      (snap) => compute(snap, deps.today()),
    );

  server.registerTool(
    'search_changes',
    {
      title: 'Search platform changes',
      description: `Keyword search over every change record (API sunsets, deprecations, breaking, tracking, policy, format changes). Every query word must match a title, summary, tag, API version or category word (word starts count; case and accents ignored); category words are sunset, deprecation/deprecated, breaking, tracking/signal, policy, format and announcement, so "v22 sunset" finds the v22 version records. Filters: platform, category, since/until on the effective date (else the published date, inclusive), upcoming_only. Best matches first (title hits above summary hits, then soonest upcoming). Brief rows, limit ${LIMIT_DEFAULT} (max ${LIMIT_MAX}); total counts all matches; get_change gives a full record.`,
      inputSchema: SearchInput,
      outputSchema: SearchOutput,
      annotations: READ_ONLY,
    },
    (args) => fromChanges((snap, today) => searchChanges(snap, args, today)),
  );

  server.registerTool(
    'get_upcoming_deprecations',
    {
      title: 'Upcoming deadlines',
      description: `Changes taking effect from today through today + days (default 90), soonest first, each with days_until in whole UTC days. ${MONTH_RULE} Filter by platform and category (for example api_version_sunset or deprecation). Only deadlines from today on: a sunset that has already passed is not listed, nor is a superseded record. To check the versions you use (passed sunsets included), call get_version_status with versions: [{platform, version, api?}].`,
      inputSchema: UpcomingInput,
      outputSchema: UpcomingOutput,
      annotations: READ_ONLY,
    },
    (args) => fromChanges((snap, today) => upcomingChanges(snap, args, today)),
  );

  server.registerTool(
    'get_change',
    {
      title: 'Get one change',
      description:
        'One change record in full by its stable id: summary, official source_url (cite it), dates, API version details, whether the source still lists it, and recorded_how (read by a collector from the official page, or compiled by hand from a named copy of it, and on which day). upcoming and days_until are computed for today.',
      inputSchema: GetChangeInput,
      outputSchema: ChangeOutput,
      annotations: READ_ONLY,
    },
    ({ id }) => fromChanges((snap, today) => getChange(snap, id, today)),
  );

  server.registerTool(
    'list_platforms',
    {
      title: 'Coverage',
      description: `Coverage and counts: the ${PLATFORM_SLUGS.length} platforms (changes, upcoming today, no longer listed by their source, per category, next effective date, official sources), the ${CATEGORIES.length} categories with counts, and the ${TOOL_SLUGS.length} tracked tools.`,
      inputSchema: NoInput,
      outputSchema: PlatformsOutput,
      annotations: READ_ONLY,
    },
    () => fromChanges((snap, today) => listPlatforms(snap, today)),
  );

  server.registerTool(
    'get_tool_pricing',
    {
      title: 'Tool pricing',
      description:
        "Pricing of a tracked go-to-market tool: each plan and add-on with the price as displayed, numeric price, billing basis (billing: monthly, quarterly, annual, one_time, none; null when not stated), the span it pays for (period), what it covers (unit: seat, workspace...), its own seat minimum (min_seats), the price on the other basis (alt_price_text, alt_billing), product line and allowance; every dated observation of the official pages (observations) with its prices; buyer notes and the official pricing page. Every plan, observation and the snapshot say how the official page was seen, in one of three grades: snapshot_source official (read on the official page itself), capture (a dated verbatim copy: archive, mirror, screenshot) or transcription (a third party's dated transcription of the page, not checked against a copy), at capture_url by capture_name, on observed_on. Compare prices only on the same billing basis.",
      inputSchema: ToolPricingInput,
      outputSchema: ToolPricingOutput,
      annotations: READ_ONLY,
    },
    ({ tool }) =>
      answer(
        deps.data.toolPricing(tool),
        (p) => p.generated_at,
        (p) => ({ tool: p.tool, price_events: p.history.length }),
      ),
  );

  server.registerTool(
    'get_price_history',
    {
      title: 'Price history',
      description:
        'Dated price and credit events of the tracked tools (first_seen, price_change, allowance_change, page_changed), newest first, with the price before and after and the billing basis of each (billing, old_billing: a price_change always compares two observations on the same basis; a change of basis is a page_changed), the day of the earlier observation compared (old_observed_on), the official source, and how and when it was seen (snapshot_source official, capture or transcription; observed_on, capture_url, capture_name). Filter by tool, since (YYYY-MM-DD or YYYY-MM) and event.',
      inputSchema: PriceHistoryInput,
      outputSchema: PriceHistoryOutput,
      annotations: READ_ONLY,
    },
    (args) =>
      answer(
        deps.data.priceHistory(),
        (h) => h.generated_at,
        (h) => priceHistory(h, args),
      ),
  );

  /** get_version_status with a list: each platform's file read once; a file that cannot be read is an error of its items only. */
  const versionStatuses = async (items: readonly VersionItem[]): Promise<CallToolResult> => {
    const platforms = [...new Set(items.map((i) => platformOf(i.platform)).filter((p): p is PlatformSlug => p !== null))];
    const loads = await Promise.allSettled(platforms.map((p) => deps.data.versions(p)));
    const rows = new Map<PlatformSlug, PlatformRows>();
    const loaded: Loaded<VersionList>[] = [];
    loads.forEach((res, i) => {
      if (res.status === 'fulfilled') {
        if (res.value.warning) log(res.value.warning);
        loaded.push(res.value);
        rows.set(platforms[i]!, { list: res.value.value });
      } else {
        const err = res.reason;
        if (!(err instanceof UpstreamError)) throw err;
        log(err.message);
        rows.set(platforms[i]!, {
          error: `${err.message}. The Changeline site may be down, or CHANGELINE_API_BASE (${base}) may be wrong; try again shortly.`,
        });
      }
    });
    const failed = [...rows.values()].find((r): r is { error: string } => 'error' in r);
    if (loaded.length === 0 && failed !== undefined) throw new Error(failed.error);
    // The oldest copy read says how fresh the answer is; a stale one says so.
    const asOf = loaded.map((l) => l.value.generated_at).sort(compareText)[0];
    const warning = loaded.find((l) => l.warning !== undefined)?.warning;
    const answers = getVersionStatuses(items, (p) => rows.get(p)!, deps.today());
    // No item named a known platform: no file was read, nothing to answer from.
    if (asOf === undefined) throw new Error(`no item of versions names a known platform: ${answers.results[0]!.error}`);
    return result({ ...(warning === undefined ? { as_of: asOf } : { as_of: asOf, stale: true, warning }), ...answers });
  };

  /**
   * One version's answer with, on each row that has a migration path to its
   * migrate_to of today, the path itself (what the upgrade costs); a path
   * that cannot be read is left out and logged, the status still answered.
   */
  const withMigrationPaths = async (body: Record<string, unknown>): Promise<Record<string, unknown>> => {
    const { platform, versions: rows } = body as { platform?: PlatformSlug; versions?: VersionNow[] };
    if (rows === undefined || platform === undefined) return body;
    const versions = await Promise.all(
      rows.map(async (r) => {
        if (!r.migration_url || r.migrate_to === null) return r;
        try {
          const path = (await deps.data.migration(platform, r.api_slug, r.version)).value;
          // A major to call (Google Ads v26) leads to the minor it is served as, which the path names (v26.2).
          if (path.to !== (r.served?.migrate_to_served_as ?? r.migrate_to)) return r;
          const { from, to, count, complete, unknown, items, page } = path;
          return { ...r, migration: { from, to, count, complete, unknown, items, page } };
        } catch (err) {
          log(`migration path of ${r.api} ${r.version}: ${(err as Error).message}`);
          return r;
        }
      }),
    );
    return { ...body, versions };
  };

  server.registerTool(
    'get_version_status',
    {
      title: 'API version status',
      description: `Is an ad platform API version still safe, and which version to move to? For each API family that has the version (Meta has the Graph API and the Marketing API with different dates): status today (planned, active, deprecated, sunset), release, deprecation and sunset dates, days_until_sunset, whether it is the latest, successor (the next newer version, a fact about order) and migrate_to (the version to move to: the platform's named target, else the newest released version of the family; for the Google Ads API, whose calls address a major served by its newest minor, the major to call, with served naming that minor), each with its own status and sunset today (successor_target, migrate_to_target), and the official source_url to cite. The version may be written as the platform writes it or as a number: v21, 21, v21.0, 202601 (LinkedIn also 2026-01). api is matched loosely ("Meta Marketing API", "marketing"). Ask for one version with platform and version, or up to ${VERSIONS_MAX} at once with versions: [{platform, version, api?}], each answered or failing alone in results: "which of my versions sunset in the next 60 days?" is one call (read days_until_sunset). An unknown version has no status: the error names the nearest known versions with theirs; never take it as safe.`,
      inputSchema: VersionStatusInput,
      outputSchema: VersionStatusOutput,
      annotations: READ_ONLY,
    },
    async (args) =>
      args.versions !== undefined
        ? versionStatuses(args.versions)
        : result(
            await withMigrationPaths(
              await answerBody(
                deps.data.versions(args.platform!),
                (list) => list.generated_at,
                (list) => getVersionStatus(list, { platform: args.platform!, version: args.version!, api: args.api }, deps.today()),
              ),
            ),
          ),
  );

  server.registerTool(
    'check_versions',
    {
      title: 'Check code for ad-API versions',
      description:
        'Runs the detectors of `changeline check` on pasted code, config or a dependency manifest: finds the ad-API versions it depends on (URLs, namespaces, LinkedIn-Version headers, SDK api_version settings, pinned official SDKs mapped through the SDK map) and gives each its status today, sunset date, days until the sunset, the version to migrate to, and the official source_url. It also finds calls of endpoints a change record retires (kind endpoint, with the record in endpoint: Amazon DSP /dsp/orders/…, /dsp/reports) and their shut-off date. Use it on code you are writing or editing. Unknown versions are reported as unknown, never as safe; commented-out lines are marked comment: true.',
      inputSchema: CheckVersionsInput,
      outputSchema: CheckVersionsOutput,
      annotations: READ_ONLY,
    },
    (args) =>
      answer(
        deps.data.checkData(),
        (data) => data.data_as_of,
        (data) => {
          const { findings, warnings } = checkSnippet(args.text, new VersionIndex(data, deps.today()), args.filename, data.endpoints);
          return { today: deps.today(), count: findings.length, findings, warnings };
        },
      ),
  );

  registerResources(server, deps);
  return server;
}
