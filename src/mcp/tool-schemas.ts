/**
 * Input and output schemas of the seven tools. Inputs name the bad value in
 * every error and list the valid ones; outputs are built from the record
 * model in src/schemas, so no field is described twice.
 */
import { z } from 'zod';
import { MigrationPath } from '../schemas/migrations.ts';
import { CATEGORIES, Day, DayOrMonth, PLATFORM_SLUGS, PRICE_EVENT_KINDS, TOOL_SLUGS } from '../schemas/common.ts';
import { CHANGE_ID_RE, CHANGE_KEYS, Change } from '../schemas/change.ts';
import { PriceEvent, Tool } from '../schemas/pricing.ts';
import { CategorySummary, ChangeList, PlatformSummary } from '../schemas/api.ts';
import { VersionRow } from '../schemas/versions.ts';
import { CheckFinding } from '../schemas/check.ts';
import { SNIPPET_MAX_CHARS } from '../check/snippet.ts';
import { CATEGORY_INFO, PLATFORMS, TOOLS } from '../model/registry.ts';
import { EXAMPLE_CHANGE_ID } from './config.ts';

export const LIMIT_DEFAULT = 20;
export const LIMIT_MAX = 100;
export const DAYS_DEFAULT = 90;
export const DAYS_MAX = 3650;

/** Most characters of a caller's value echoed in an error: a huge bad argument must not flood a model's context. */
export const ECHO_MAX = 80;

/** A caller's value as JSON, cut to ECHO_MAX characters (saying how long it was). */
export function show(v: unknown): string {
  let s: string;
  try {
    s = JSON.stringify(v) ?? String(v);
  } catch {
    s = Object.prototype.toString.call(v);
  }
  if (s.length <= ECHO_MAX) return s;
  let cut = s.slice(0, ECHO_MAX - 1);
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  return `${cut}… (${s.length} characters)`;
}

/** An issue about a missing argument (zod reports it with no input). */
const missing = (iss: { input?: unknown; code?: string }) => iss.input === undefined;

// ---------------------------------------------------------------- inputs

export const PlatformArg = z
  .enum(PLATFORM_SLUGS, {
    error: (iss) =>
      `${missing(iss) ? 'platform is required' : `unknown platform ${show(iss.input)}`}: use one of ${PLATFORM_SLUGS.map((p) => `${p} (${PLATFORMS[p].name})`).join(', ')}`,
  })
  .describe('Platform slug.');

export const CategoryArg = z
  .enum(CATEGORIES, {
    error: (iss) =>
      `${missing(iss) ? 'category is required' : `unknown category ${show(iss.input)}`}: use one of ${CATEGORIES.map((c) => `${c} (${CATEGORY_INFO[c].description})`).join(', ')}`,
  })
  .describe('Kind of change.');

export const ToolArg = z
  .enum(TOOL_SLUGS, {
    error: (iss) =>
      `${missing(iss) ? 'tool is required' : `unknown tool ${show(iss.input)}`}: use one of ${TOOL_SLUGS.map((t) => `${t} (${TOOLS[t].name})`).join(', ')}`,
  })
  .describe('Tool slug.');

export const EventArg = z
  .enum(PRICE_EVENT_KINDS, {
    error: (iss) => `${missing(iss) ? 'event is required' : `unknown event ${show(iss.input)}`}: use one of ${PRICE_EVENT_KINDS.join(', ')}`,
  })
  .describe('Kind of price event: first_seen, price_change, allowance_change or page_changed.');

function dateArg(name: string, description: string) {
  const error = (iss: { input?: unknown }) =>
    `${missing(iss) ? `${name} is required` : `${name} ${show(iss.input)} is not a date`}: use YYYY-MM-DD or YYYY-MM (for example 2026-03-01 or 2026-03)`;
  return z
    .string({ error })
    .refine((s) => DayOrMonth.safeParse(s).success, { error })
    .describe(description);
}

function intArg(name: string, min: number, max: number, def: number, description: string) {
  const error = (iss: { input?: unknown }) =>
    missing(iss) ? `${name} is required: a whole number from ${min} to ${max}` : `${name} ${show(iss.input)} must be a whole number from ${min} to ${max}`;
  return z.int({ error }).min(min, { error }).max(max, { error }).default(def).describe(description);
}

const limitArg = intArg('limit', 1, LIMIT_MAX, LIMIT_DEFAULT, `Most rows to return, 1-${LIMIT_MAX} (default ${LIMIT_DEFAULT}); total says how many matched.`);

const ID_SHAPE = `<platform>-<10 hex characters>${EXAMPLE_CHANGE_ID ? `, for example ${EXAMPLE_CHANGE_ID}` : ''}`;
const idError = (iss: { input?: unknown }) =>
  missing(iss)
    ? `id is required: a change id (${ID_SHAPE}); find ids with search_changes`
    : `${show(iss.input)} is not a change id: ids look like ${ID_SHAPE}; find them with search_changes`;

/** Unknown argument names as echoed: each cut to ECHO_MAX, at most five of them. */
function listKeys(keys: readonly PropertyKey[]): string {
  const shown = keys.slice(0, 5).map((k) => show(String(k)));
  return keys.length > 5 ? `${shown.join(', ')} and ${keys.length - 5} more` : shown.join(', ');
}

/** The arguments of a tool: an unknown name is an error that lists the known ones. */
function args<S extends z.ZodRawShape>(shape: S) {
  const names = Object.keys(shape);
  return z.strictObject(shape, {
    error: (iss) =>
      iss.code === 'unrecognized_keys'
        ? `unknown argument${iss.keys.length > 1 ? 's' : ''} ${listKeys(iss.keys)}: ${
            names.length ? `this tool takes ${names.join(', ')}` : 'this tool takes no arguments'
          }`
        : undefined,
  });
}

export const SearchInput = args({
  query: z
    .string()
    .max(500)
    .optional()
    .describe(
      'Words to look for in titles, summaries, tags, API versions and category words. Every word must match, as a whole word or its start ("deprecat" finds "deprecation"); case and accents are ignored. Category words match the records of their category: sunset (api_version_sunset), deprecation or deprecated, breaking, tracking or signal, policy, format, announcement; so "v22 sunset" finds the v22 version records. Omit to list by the filters alone.',
    ),
  platform: PlatformArg.optional(),
  category: CategoryArg.optional(),
  since: dateArg(
    'since',
    'Only changes dated on or after this day: YYYY-MM-DD, or YYYY-MM for the whole month. The date is the effective date, else the published date.',
  ).optional(),
  until: dateArg('until', 'Only changes dated on or before this day: YYYY-MM-DD, or YYYY-MM for the whole month (inclusive).').optional(),
  upcoming_only: z.boolean().default(false).describe('Only changes whose effective date is today or later.'),
  limit: limitArg,
});

export const UpcomingInput = args({
  days: intArg(
    'days',
    0,
    DAYS_MAX,
    DAYS_DEFAULT,
    `Window length: changes taking effect from today through today + days (0-${DAYS_MAX}, default ${DAYS_DEFAULT}).`,
  ),
  platform: PlatformArg.optional(),
  category: CategoryArg.optional(),
  limit: limitArg,
});

export const GetChangeInput = args({
  id: z
    .string({ error: idError })
    .refine((s) => CHANGE_ID_RE.test(s), { error: idError })
    .describe(`Stable id of the change, as in the id field of search results${EXAMPLE_CHANGE_ID ? ` (for example ${EXAMPLE_CHANGE_ID})` : ''}.`),
});

export const NoInput = args({});

export const ToolPricingInput = args({ tool: ToolArg });

export const PriceHistoryInput = args({
  tool: ToolArg.optional().describe('Tool slug; omit for every tracked tool.'),
  since: dateArg('since', 'Only events on or after this day: YYYY-MM-DD, or YYYY-MM for the whole month.').optional(),
  event: EventArg.optional(),
  limit: limitArg,
});

/** Most versions one get_version_status call answers. */
export const VERSIONS_MAX = 50;

/**
 * A version argument: text, or a number taken as its text (202401 is
 * "202401", 21 is "21"; 21.0 arrives from JSON as 21, which matches v21.0
 * too). A negative or fractional-looking number is still only text to match.
 */
const versionText = (name: string) =>
  z
    .union([z.string(), z.number()], {
      error: (iss) =>
        missing(iss)
          ? `${name} is required: give it as the platform writes it (v21.0, 202601) or as a number (21)`
          : `${name} ${show(iss.input)} must be text such as v21, 21, v21.0 or 202601, or a number such as 21 or 202601`,
    })
    .transform((v) => (typeof v === 'number' ? String(v) : v))
    .pipe(
      z
        .string()
        .trim()
        .min(1, { error: `${name} must not be empty: give it as the platform writes it (v21.0, 202601) or as a number (21)` })
        .max(60, { error: `${name} must be at most 60 characters` }),
    )
    .describe(
      'The version, as the platform writes it or as a number: v21, 21, v21.0 and v21.0.0 all match v21.0; LinkedIn versions are YYYYMM (202601 or the number 202601), and 2026-01 matches 202601.',
    );

const apiText = (name: string) =>
  z
    .string({ error: (iss) => `${name} ${show(iss.input)} must be the name of an API family, such as "Graph API"` })
    .trim()
    .min(1, { error: `${name} must not be empty: name an API family, such as "Marketing API", or omit it` })
    .max(100, { error: `${name} must be at most 100 characters` })
    .optional()
    .describe(
      'Only this API family, for platforms with several (Meta\'s "Graph API" and "Marketing API"). Matched loosely: the name or slug in any case, or its words with or without the brand ("Meta Marketing API", "marketing", "google ads"). Omit for every family.',
    );

/** One version of a list: its platform is checked by the tool (an unknown platform is an error of that item alone). */
const VersionItem = z
  .strictObject(
    {
      platform: z
        .string({ error: (iss) => `platform ${show(iss.input)} must be a platform slug such as google-ads` })
        .trim()
        .min(1, { error: 'platform must not be empty: use a platform slug such as google-ads' })
        .max(60, { error: 'platform must be at most 60 characters' })
        .describe(`Platform slug: ${PLATFORM_SLUGS.join(', ')} (the platform's name, such as "Google Ads", is accepted too).`),
      version: versionText('version'),
      api: apiText('api'),
    },
    {
      error: (iss) =>
        iss.code === 'unrecognized_keys'
          ? `unknown key${iss.keys.length > 1 ? 's' : ''} ${listKeys(iss.keys)} in a versions item: it takes platform, version, api`
          : undefined,
    },
  )
  .describe('One version to look up.');

/** Most problems named in one bad-arguments error: a list of 50 bad items must not give 100 messages. */
export const ISSUES_MAX = 3;

/**
 * `schema` whose Standard Schema validation (what the MCP SDK calls) names
 * at most ISSUES_MAX problems, then how many more there are; its JSON
 * Schema and zod parsing are untouched.
 */
function boundedIssues<T extends z.ZodType>(schema: T): T {
  const std = schema['~standard'];
  type Result = Awaited<ReturnType<typeof std.validate>>;
  const cap = (r: Result): Result =>
    r.issues !== undefined && r.issues.length > ISSUES_MAX
      ? { issues: [...r.issues.slice(0, ISSUES_MAX), { message: `and ${r.issues.length - ISSUES_MAX} more problems`, path: [] }] }
      : r;
  schema['~standard'] = {
    ...std,
    validate: (value: unknown) => {
      const r = std.validate(value);
      return r instanceof Promise ? r.then(cap) : cap(r);
    },
  };
  return schema;
}

export const VersionStatusInput = args({
  platform: PlatformArg.optional().describe('Platform slug, with version (one version). Omit when you give versions.'),
  version: versionText('version').optional(),
  api: apiText('api'),
  versions: z
    .array(VersionItem, { error: (iss) => (iss.code === 'invalid_type' ? `versions must be a list of {platform, version, api?} objects` : undefined) })
    .min(1, { error: `versions must hold 1 to ${VERSIONS_MAX} items` })
    .max(VERSIONS_MAX, { error: `versions must hold 1 to ${VERSIONS_MAX} items: split a longer list into several calls` })
    .optional()
    .describe(
      `Several versions in one call, at most ${VERSIONS_MAX}: [{platform, version, api?}]. Each item is answered, or gets its own error, in results, in the order given. Use instead of platform, version and api.`,
    ),
}).superRefine((a, ctx) => {
  if (a.versions !== undefined) {
    for (const key of ['platform', 'version', 'api'] as const) {
      if (a[key] !== undefined)
        ctx.addIssue({ code: 'custom', path: [key], message: `give either versions (a list) or platform and version, not both: move ${key} into the items` });
    }
    return;
  }
  if (a.platform === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['platform'],
      message: `platform is required with version: use one of ${PLATFORM_SLUGS.join(', ')}; or give versions, a list of {platform, version, api?}`,
    });
  }
  if (a.version === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['version'],
      message: 'version is required with platform (as the platform writes it, such as v21.0 or 202601); or give versions, a list of {platform, version, api?}',
    });
  }
});
boundedIssues(VersionStatusInput);

export const CheckVersionsInput = args({
  text: z
    .string({ error: (iss) => (missing(iss) ? 'text is required: the code or manifest to check' : `text must be a string, got ${show(iss.input)}`) })
    .min(1, { error: 'text is empty: paste the code or manifest to check' })
    .max(SNIPPET_MAX_CHARS, { error: `text is longer than ${SNIPPET_MAX_CHARS} characters: check one file or an excerpt at a time` })
    .describe(
      `Code, config or a dependency manifest (at most ${SNIPPET_MAX_CHARS} characters). Finds ad-API versions in it: Google Ads (googleads.googleapis.com/vNN, google.ads.googleads.vNN, Google\\Ads\\GoogleAds\\VNN, com.google.ads.googleads.vNN), Meta (graph.facebook.com/vNN.N, api_version settings), LinkedIn-Version headers, Microsoft /Api/Advertiser/.../vNN/, X ads-api URLs, Snapchat adsapi URLs, Amazon Ads /v2/sp/ and similar paths, and pinned official SDKs.`,
    ),
  filename: z
    .string()
    .min(1)
    .max(255)
    .optional()
    .describe(
      'The file name, to read a manifest in its format and comments in its language (requirements.txt, package.json, package-lock.json, pom.xml, build.gradle, Gemfile.lock, composer.lock, x.csproj, go.mod, pyproject.toml, Pipfile.lock, poetry.lock, or a code file such as client.py). Omitted: the format is guessed.',
    ),
});
export type CheckVersionsInput = z.infer<typeof CheckVersionsInput>;
export type VersionStatusInput = z.infer<typeof VersionStatusInput>;
export type SearchInput = z.infer<typeof SearchInput>;
export type UpcomingInput = z.infer<typeof UpcomingInput>;
export type PriceHistoryInput = z.infer<typeof PriceHistoryInput>;

// ---------------------------------------------------------------- outputs

const freshness = {
  as_of: ChangeList.shape.generated_at.describe('When the site built the data read (its generated_at, UTC).'),
  stale: z.literal(true).optional().describe('Present when the site could not be reached and an older copy of the data was used.'),
  warning: z.string().optional().describe('Why the data may be out of date; present with stale.'),
};

const today = Day.describe('The day taken as today (UTC) for upcoming and days_until.');

const UpcomingNow = z
  .boolean()
  .describe(
    'True when effective_date is today or later and the record is not superseded, computed at call time; a YYYY-MM date counts through its last day. Always false on a superseded record (superseded_by names the record that replaced it; read that one).',
  );

const DaysUntil = z
  .int()
  .nonnegative()
  .describe(
    'Whole UTC days from today to effective_date. A YYYY-MM date counts from its first day and gives 0 while the month runs. Present on upcoming changes.',
  );

const ROW_FIELDS = [
  'id',
  'platform',
  'title',
  'categories',
  'published_date',
  'effective_date',
  'effective_date_precision',
  'upcoming',
  'source_url',
  'url',
  'tentative',
  'in_source',
  'api_version',
  'superseded_by',
] as const;
type RowKey = (typeof ROW_FIELDS)[number];

/** Fields of a change row, in publishing order (days_until follows upcoming). */
export const ROW_KEYS = CHANGE_KEYS.filter((k): k is RowKey => (ROW_FIELDS as readonly string[]).includes(k));

type RowShape = Omit<Pick<typeof Change.shape, RowKey>, 'upcoming'> & {
  upcoming: typeof UpcomingNow;
  days_until: z.ZodOptional<typeof DaysUntil>;
};
const rowShape: Record<string, z.ZodType> = {};
for (const k of ROW_KEYS) {
  rowShape[k] = k === 'upcoming' ? UpcomingNow : Change.shape[k];
  if (k === 'upcoming') rowShape.days_until = DaysUntil.optional();
}

export const ChangeRow = z.object(rowShape as RowShape).describe('A change in brief: get_change gives the full record with its summary.');
export type ChangeRow = z.infer<typeof ChangeRow>;

const counts = {
  total: z.int().nonnegative().describe('How many matched, before limit.'),
  returned: z.int().nonnegative().describe('How many are in this result.'),
};

export const SearchOutput = z.object({
  ...freshness,
  today,
  ...counts,
  changes: z.array(ChangeRow).describe('Best matches first: title hits above tag and summary hits, then soonest upcoming, then newest.'),
});

export const UpcomingOutput = z.object({
  ...freshness,
  today,
  days: z.int().nonnegative(),
  window_end: Day.describe('Last day of the window: today + days.'),
  ...counts,
  changes: z.array(ChangeRow.required({ days_until: true })).describe('Soonest first.'),
});

export const ChangeOutput = z.object({
  ...freshness,
  today,
  days_until: DaysUntil.optional(),
  change: Change.safeExtend({ upcoming: UpcomingNow }),
  recorded_how: z
    .string()
    .describe(
      'How the record was recorded, in words: read by a collector run from the official page on a day, or compiled by hand from the official page or from a copy of it (named) seen on a day (from recorded_by, observed_via, capture_* and fetched_at).',
    ),
});

export const PlatformsOutput = z.object({
  ...freshness,
  today,
  total_changes: z.int().nonnegative().describe('Changes across all platforms.'),
  platforms: z.array(
    PlatformSummary.extend({
      upcoming: z.int().nonnegative().describe('Of which upcoming today.'),
      next_effective_date: DayOrMonth.nullable().describe('Soonest effective date on or after today, or null.'),
    }),
  ),
  categories: z.array(CategorySummary),
  tools: z
    .array(z.object({ id: Tool.shape.id, name: Tool.shape.name, category: Tool.shape.category, pricing_url: Tool.shape.pricing_url }))
    .describe('Tracked go-to-market tools: get_tool_pricing and get_price_history take their id.'),
});

export const ToolPricingOutput = z.object({
  ...freshness,
  tool: Tool,
  price_events: z.int().nonnegative().describe('Dated price events of this tool: get_price_history lists them.'),
});

export const PriceHistoryOutput = z.object({
  ...freshness,
  ...counts,
  events: z.array(PriceEvent).describe('Newest first, then by tool and plan.'),
});

/** Another version of the family as of today: the one a row points to. */
const TargetNow = z
  .object({
    version: VersionRow.shape.version,
    status: VersionRow.shape.status.describe('Its status today.'),
    sunset_date: VersionRow.shape.sunset_date,
    tentative: VersionRow.shape.tentative,
    days_until_sunset: VersionRow.shape.days_until_sunset.describe('Whole UTC days from today to its sunset, null without a sunset date.'),
  })
  .describe('The version pointed to, with its own status and sunset today.');

const VersionNow = VersionRow.extend({
  status: VersionRow.shape.status.describe('planned, active, deprecated or sunset, computed for today from the dates.'),
  days_until_sunset: VersionRow.shape.days_until_sunset.describe(
    'Whole UTC days from today to the sunset (to its first day for a month), negative once passed, null without a sunset date.',
  ),
  latest: VersionRow.shape.latest.describe('True for the newest released version of its API family that is not sunset today.'),
  successor: VersionRow.shape.successor.describe(
    'The nearest newer version of the family that is released and not sunset today: a fact about order, not advice (it may sunset soon); migrate_to is the advice. Null for the latest.',
  ),
  migrate_to: VersionRow.shape.migrate_to.describe(
    'The version to move to, today: the version the platform names as the target (migrate_to_rule "platform") while it is released, not sunset and newer, else the newest released version of the family (the newest active one, else the newest deprecated one). Null on that version itself, on newer planned versions and when none is available.',
  ),
  successor_target: TargetNow.nullable().describe('The successor version with its status and sunset today; null with successor.'),
  migrate_to_target: TargetNow.nullable().describe('The migrate_to version with its status and sunset today; null with migrate_to.'),
  migration: MigrationPath.pick({ from: true, to: true, count: true, complete: true, unknown: true, items: true, page: true })
    .optional()
    .describe(
      'What the upgrade to migrate_to costs (one version asked): every breaking change and deprecation the official per-version changelogs list for the versions after this one up to migrate_to, ordered by version then page order, each with its official source_url; unknown names the steps with no changelog recorded (their cost is not known, not zero). Absent without a migrate_to, or when the path file could not be read.',
    ),
  status_basis: z
    .enum(['row', 'rule'])
    .optional()
    .describe(
      'rule: the table has no row for this version, but it is older than a sunset version of its family, so it is sunset too (status_rule names that version; source_url and page are its); absent: the version has its own row.',
    ),
  status_rule: z.string().optional().describe('With status_basis "rule": the rule in words.'),
  served: z
    .object({
      endpoint: z.string().describe('The major version code calls (v26): the endpoint path, which has no minor suffix.'),
      version: z
        .string()
        .nullable()
        .describe("The version that answers a call to it today: the major's newest released minor (v26.2); null when the major is sunset."),
      status: VersionRow.shape.status.nullable().describe('Its status today; null with version.'),
      sunset_date: VersionRow.shape.sunset_date.describe('Its sunset; null with version or without a sunset date.'),
      days_until_sunset: VersionRow.shape.days_until_sunset.describe('Whole UTC days from today to its sunset; null without one.'),
      migrate_to_served_as: z
        .string()
        .nullable()
        .describe(
          'With a migrate_to (then the major to call, v26): the version that major is served as (v26.2, the row of migrate_to_target); null without one.',
        ),
      rule: z.string().describe('The rule in words.'),
      source_url: z.url().describe("The platform's official statement of it, to cite."),
    })
    .optional()
    .describe(
      "Only for an API family whose minor versions cannot be called by themselves (Google Ads API: calls address googleads.googleapis.com/v26 and Google serves them with v26's newest minor): then migrate_to is the major to call (v26), null when the family's target is a minor of the major already called (no migration path then), and migrate_to_target is the minor it is served as. Absent for other families, whose migrate_to is the row's.",
    ),
});

const nearest = z
  .array(
    VersionNow.pick({
      api: true,
      version: true,
      status: true,
      sunset_date: true,
      tentative: true,
      days_until_sunset: true,
      migrate_to: true,
      source_url: true,
    }),
  )
  .describe(
    'For an unknown version: a bounded list of known versions, at most three per family (the next newer, the next older and the newest of each family, newest first), with their status today. The unknown version itself has no status: never take it as safe.',
  );

/** What one version answers: its rows, or an error with the nearest known versions. */
const VersionAnswer = z.object({
  platform: z.string().describe('The platform as asked.'),
  version: z.string().describe('The version as asked.'),
  api: z.string().optional().describe('The API family as asked, when given.'),
  matched: z.int().nonnegative().optional().describe('How many rows match: one per API family that has this version. Absent with error.'),
  versions: z.array(VersionNow).optional().describe('The matching rows, one per API family; source_url is the official page to cite. Absent with error.'),
  latest: z
    .array(z.object({ api: z.string(), version: z.string().nullable() }))
    .optional()
    .describe('The latest version today of each API family in versions (null when none is available).'),
  error: z.string().optional().describe('Why this item has no answer (an unknown platform, API family or version). The other items are answered.'),
  nearest: nearest.optional(),
});

export const VersionStatusOutput = z.object({
  ...freshness,
  today,
  platform: PlatformArg.optional().describe('The platform asked for (one version).'),
  version: z.string().optional().describe('The version asked for, as given (one version).'),
  matched: z.int().positive().optional().describe('How many rows match: one per API family that has this version (one version).'),
  versions: z.array(VersionNow).optional().describe('The matching rows, one per API family; source_url is the official page to cite (one version).'),
  latest: z
    .array(z.object({ api: z.string(), version: z.string().nullable() }))
    .optional()
    .describe('The latest version today of each API family in versions (null when none is available) (one version).'),
  results: z.array(VersionAnswer).optional().describe('With versions: one answer per item, in the order asked.'),
});

export const CheckVersionsOutput = z.object({
  ...freshness,
  today,
  count: z.int().nonnegative().describe('Number of findings.'),
  findings: z
    .array(CheckFinding.omit({ violation: true }))
    .describe(
      'Each ad-API version the text depends on, in text order: status today (sunset, deprecated, active, planned, or unknown: never take unknown as safe), sunset_date, days_until_sunset, migrate_to, source_url (official) and record_url; comment: true when the line is commented out. file is the filename given, else "snippet".',
    ),
  warnings: z.array(z.string()).describe('A named manifest that could not be read, and the like.'),
});

export type VersionNow = z.infer<typeof VersionNow>;
export type VersionAnswer = z.infer<typeof VersionAnswer>;

export type Freshness = { as_of: string; stale?: true; warning?: string };
