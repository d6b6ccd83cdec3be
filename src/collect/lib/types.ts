/**
 * What a collector is and what it yields. One module per official source in
 * scripts/collect/sources/ exports one collector; the runner (run.ts) does
 * the fetching, caching, merging and status writing around it.
 */
import type { CategorySlug, PlatformSlug, ToolId } from '../../schemas/common.ts';
import type { RetiredEndpoint, VERSION_STATUSES } from '../../schemas/change.ts';
import type { Plan, Provenance } from '../../schemas/pricing.ts';

/** One record as the source states it, before it is merged into content/. */
export interface ChangeItem {
  /** The source key (docs/source-keys.md); the id is hashed from it. */
  key: string;
  title: string;
  /** Extractive summary of the official text. */
  summary: string;
  /** Fingerprint of the official text (lib/summary.ts textHash). */
  hash: string;
  categories: CategorySlug[];
  tags: string[];
  source_url: string;
  source_name: string;
  published_date?: string | null;
  effective_date?: string | null;
  /**
   * True when effective_date was read from running text rather than from a
   * date the source gives for the entry: a guess, used for a new record only,
   * never to replace the date of an existing one.
   */
  effective_from_prose?: boolean;
  tentative?: boolean;
  /**
   * Below the record bar of a high-volume source (lib/noise.ts): never made
   * into a new record; an existing record of it stays listed and updated.
   */
  belowBar?: boolean;
  optional_release?: boolean;
  source_label?: string;
  /** API family of a version record, as the platform names it (registry option `family`). */
  api?: string;
  api_version?: string;
  version_status?: (typeof VERSION_STATUSES)[number];
  release_date?: string;
  deprecation_date?: string;
  /** The operations (or field values) a deprecation row retires, as the row states them (lib/endpoints.ts). */
  endpoints?: RetiredEndpoint[];
}

export interface PageOptions {
  /** A 404/410 yields null instead of failing the source (a yearly page not created yet). */
  optional?: boolean;
  /** The human page this fetch stands for (a `.md` twin's HTML page); defaults to the URL. */
  sourceUrl?: string;
  accept?: string;
}

export interface CollectContext {
  /** Run day, YYYY-MM-DD (UTC). */
  today: string;
  /** Run start, UTC timestamp. */
  now: string;
  /**
   * Fetch a page (robots.txt checked, conditional request sent) and parse it.
   * A 304 returns the parse cached from the run that fetched the page, without
   * parsing again. The parse result must be plain JSON.
   */
  page<T>(url: string, parse: (body: string, finalUrl: string) => T, opts?: PageOptions): Promise<T | null>;
}

interface CollectorBase {
  id: string;
  name: string;
  /** Official pages the collector reads (human addresses, for the status file). */
  urls: string[];
  /** Bump when the parse changes, so pages cached by an older parse are parsed again. */
  version: number;
}

export interface ChangeCollector extends CollectorBase {
  kind: 'changes';
  platform: PlatformSlug;
  collect(ctx: CollectContext): Promise<ChangeItem[]>;
}

/** Plan fields the runner derives from the parsed texts. */
type BasisField = 'product_line' | 'period' | 'unit' | 'min_seats' | 'alt_billing';

/**
 * A plan as a pricing page shows it, with the fingerprint of its card text.
 * Provenance is not the parser's to say: the runner adds it (official, the
 * run day), and the basis fields read from the texts (src/model/price-basis.ts).
 */
export interface ParsedPlan extends Omit<Plan, keyof Provenance | 'source_url' | BasisField> {
  hash: string;
}

export interface PricingParse {
  plans: ParsedPlan[];
  /** Fingerprint of the page's visible text and structured data. */
  page_hash: string;
  /** How the plans were read: `json-ld`, `data-blob` (a framework's embedded JSON) or `cards`. */
  method: 'json-ld' | 'data-blob' | 'cards';
}

export interface PricingCollector extends CollectorBase {
  kind: 'pricing';
  tool_id: ToolId;
  collect(ctx: CollectContext): Promise<PricingParse>;
}

export type Collector = ChangeCollector | PricingCollector;
