/**
 * The Change record: one fact from an official source of an ad platform.
 *
 * `ChangeRecord` is what a content file `content/changes/<id>.json` holds.
 * `Change` is what the API publishes: the stored record plus the two fields
 * computed at build time (`upcoming`, `url`). Both come from one field table,
 * `changeFields`, so the key order of every file and response is the order
 * written here.
 */
import { z } from 'zod';
import { COPY_GRADES, Category, Day, DayOrMonth, HttpsUrl, OBSERVATION_GRADES, Platform, Text, Timestamp, precisionOf } from './common.ts';

/** Pattern of a stable change id: `<platform>-<10 hex chars>`. */
export const CHANGE_ID_RE = /^[a-z]+(?:-[a-z]+)*-[0-9a-f]{10}$/;

export const VERSION_STATUSES = ['planned', 'active', 'deprecated', 'sunset'] as const;

/** Who wrote a change record: a collector run, or a person compiling it by hand. */
export const RECORDERS = ['collector', 'hand'] as const;
export type Recorder = (typeof RECORDERS)[number];

/** A hand-compiled record whose copy could not be found again to name it (see `verification`). */
export const VERIFICATIONS = ['unverified'] as const;

export const ChangeId = z
  .string()
  .regex(CHANGE_ID_RE, { error: 'expected <platform>-<10 hex chars>' })
  .describe('Stable id: <platform>-<first 10 hex characters of the SHA-1 of the source key>.');

const Precision = z.enum(['day', 'month']).nullable();

/** HTTP methods a retired operation can name. */
export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** An API path as a platform's reference writes it: `/dsp/orders/{orderId}`, `/v2/portfolios` (no host, no query). */
export const API_PATH_RE = /^\/(?:[A-Za-z0-9_.~-]+|\{[A-Za-z][A-Za-z0-9_]*\})(?:\/(?:[A-Za-z0-9_.~-]+|\{[A-Za-z][A-Za-z0-9_]*\}))*\/?$/;

/** One operation (or one value of one field of it) that a deprecation retires. */
export const RetiredEndpoint = z
  .strictObject({
    method: z.enum(HTTP_METHODS).optional().describe('The HTTP method, as the official row names it; absent when it names none.'),
    path: z
      .string()
      .regex(API_PATH_RE, { error: 'expected an API path such as /dsp/orders/{orderId}' })
      .describe('The path as the official row writes it, from the first slash, with {name} for a path parameter (no host, no query).'),
    field: Text.optional().describe('With value: the request or response field whose value is retired (for example inventoryType).'),
    value: Text.optional().describe('With field: the retired value of that field (for example VIDEO), as the official row writes it.'),
  })
  .refine((e) => (e.field === undefined) === (e.value === undefined), { error: 'field and value go together' })
  .describe('An API operation, or one value of one of its fields, that the record retires.');
export type RetiredEndpoint = z.infer<typeof RetiredEndpoint>;

/** Fields of a change, in publishing order. Derived fields are marked `derived`. */
const storedHead = {
  id: ChangeId,
  platform: Platform,
  title: Text.describe('Title in plain words.'),
  summary: Text.optional().describe('Summary of the official text: what changes, who is affected and what to do.'),
  categories: z.array(Category).min(1).optional().describe('Kinds of change this record is.'),
  tags: z.array(Text).optional().describe('Free-form labels, lower case.'),
  published_date: DayOrMonth.nullable().optional().describe('When the source announced it: YYYY-MM-DD or YYYY-MM.'),
  effective_date: DayOrMonth.nullable().optional().describe('Deadline, sunset or effective date: YYYY-MM-DD or YYYY-MM.'),
  effective_date_precision: Precision.optional().describe('day for YYYY-MM-DD, month for YYYY-MM, null when there is no effective date.'),
};
const derivedUpcoming = {
  upcoming: z
    .boolean()
    .describe(
      'Computed at build: true when effective_date is on or after the build date and the record is not superseded (superseded_by is absent). For a month-precision date the whole month counts: 2026-11 is upcoming through 2026-11-30.',
    ),
};
const storedSource = {
  source_url: HttpsUrl.describe('The official page that states the fact (https only).'),
  source_name: Text.optional().describe('Name of the official source.'),
  fetched_at: Timestamp.describe(
    'When the record was last written from its source (UTC): the start of the collector run that read the official page (recorded_by collector), or when the record was compiled by hand from what observed_via says (the copy was read then).',
  ),
  first_seen: Timestamp.optional().describe(
    'When the record was first written (UTC): by a collector run or by hand, as recorded_by says of the latest writing.',
  ),
  collector: Text.optional().describe(
    'Collector id that owns the record (it matches, updates and unlists the record when it runs; the record may still have been compiled by hand, see recorded_by), or curated for a record no collector reads.',
  ),
  recorded_by: z
    .enum(RECORDERS)
    .describe(
      'Who last wrote the record: collector (a collector run read the official page, or a stored copy of it, at fetched_at; observed_via says which) or hand (a person compiled it at fetched_at from what observed_via says).',
    ),
  observed_via: z
    .enum(OBSERVATION_GRADES)
    .describe(
      "How the facts were observed when the record was last written: official (the official page itself, as a live collector run reads it), capture (a verbatim copy of the official page: a docs source repository, a mirror, an archive, a stored text; named by capture_name) or transcription (a third party's transcription of it, named by capture_name). source_url stays the official page.",
    ),
  capture_name: Text.optional().describe(
    'The copy or transcription the record was compiled from, by name (for example "GitHub xdevplatform/docs"); required when observed_via is capture or transcription, absent when official.',
  ),
  capture_url: HttpsUrl.optional().describe('Address of that copy or transcription itself (not the official page), when known; absent when official.'),
  capture_date: Day.optional().describe(
    "The copy's own date (a commit date, an archive timestamp), when known; absent when official. The day the copy was read is the day of fetched_at.",
  ),
  verification: z
    .enum(VERIFICATIONS)
    .optional()
    .describe(
      'unverified: a record compiled by hand from a stored copy that could not be found again to name it (capture_name says so, no capture_url), so a reader cannot check it against its copy; the change page says so. Only on hand-compiled records (recorded_by hand, observed_via capture or transcription); absent on every record whose copy or official page is named.',
    ),
  last_verified: Day.describe(
    "The day of the newest observation that still states the fact (YYYY-MM-DD): the day of an official read (a collector run over the official page); for a copy, its own date (capture_date), else the day its content places it at the latest (the later end of its seen_between in copies/provenance.json), else, for a record compiled by hand from a copy whose date is not known, the day of fetched_at (the day the compiler read the copy stating it). Never after fetched_at's day, never before capture_date.",
  ),
};
const derivedUrl = {
  url: z.url().describe('Computed at build: address of the record page, {site}/changes/<id>/.'),
};
const storedTail = {
  tentative: z.boolean().optional().describe('True when the platform lists the date as tentative or projected.'),
  optional_release: z.boolean().optional().describe('True for a release the platform marks optional.'),
  source_label: Text.optional().describe('Status label shown by the source, verbatim.'),
  in_source: z.boolean().optional().describe('False once the source no longer lists the record; the record stays published.'),
  last_seen_in_source: Timestamp.optional().describe('Last time the source listed the record; present when in_source is false.'),
  changed_at: Timestamp.optional().describe('When the title or effective date last changed.'),
  api: Text.optional().describe(
    'API family of an API-version record as the platform names it (for example "Google Ads API", "Graph API", "Marketing API"). One platform can have several families with separate lifecycles.',
  ),
  api_version: Text.optional().describe('API version, on API-version records, as the platform writes it.'),
  version_change: z
    .literal(true)
    .optional()
    .describe(
      "True on a change made in api_version (one breaking change, deprecation or removal that the version's official changelog lists), as opposed to a record of the version's own lifecycle (its release or sunset). Such a record names api and api_version but makes no version row of /api/versions.json; it is counted in the migration path to that version (/api/migrations/…). Absent on every other record.",
    ),
  changelog_position: z
    .int()
    .min(1)
    .optional()
    .describe(
      "On a change made in a version (version_change): its place among that version's entries on the official changelog, from 1, so a migration path lists them in the page's order.",
    ),
  version_status: z
    .enum(VERSION_STATUSES)
    .optional()
    .describe(
      'Lifecycle of an API version as the source states it: planned, active, deprecated or sunset. The published status is computed from the dates; this stored value decides only where no date does (a version the source lists as sunset without a day).',
    ),
  release_date: DayOrMonth.optional().describe('Release of the API version: YYYY-MM-DD or YYYY-MM.'),
  deprecation_date: DayOrMonth.optional().describe(
    'When the API version was (or will be) deprecated, on sources that state it: YYYY-MM-DD or YYYY-MM. The sunset is effective_date.',
  ),
  migration_target: z
    .strictObject({
      version: Text.describe('The target version as the platform writes it, of the same API family as this record.'),
      source_url: HttpsUrl.describe('The official page that names it as the version to migrate to.'),
    })
    .optional()
    .describe(
      'On an API-version record: the version the platform itself names as the one to migrate to from api_version, with the official page that says so. The version row then gives it as migrate_to (migrate_to_rule "platform") while it is released, not sunset and newer; otherwise the newest released version of the family is given.',
    ),
  superseded_by: ChangeId.optional().describe(
    'Id of the record that replaces this one (a confirmed date replacing a projected month, a reversed plan replaced by what the platform now says), of the same platform. A superseded record stays published under its id, with upcoming false, but is no longer a live deadline: it is left out of /api/upcoming.json, the calendars, countdowns and the version rows of /api/versions.json.',
  ),
  part_of: ChangeId.optional().describe(
    'Id of the umbrella record this one is a part of, of the same platform: one official row (an endpoint, an enum value) of a change the platform announces as a whole (for example one endpoint of the Amazon DSP legacy API shut-off). The part keeps its own date and source; the umbrella is not itself a part.',
  ),
  endpoints: z
    .array(RetiredEndpoint)
    .min(1)
    .optional()
    .describe(
      'On a deprecation or shut-off record: the API operations (method and path) or field values it retires, as its official row states them, so `changeline check` can find code that calls them. Absent when the row names no operation.',
    ),
  source_key: Text.describe('The key the id is hashed from (see CONTRIBUTING.md); present on every record of this service.'),
};

type ChangeShapeInput = typeof storedHead & typeof storedSource & typeof storedTail;

type ObservationLike = Pick<
  z.infer<z.ZodObject<typeof storedSource>>,
  'fetched_at' | 'collector' | 'recorded_by' | 'observed_via' | 'capture_name' | 'capture_url' | 'capture_date' | 'last_verified' | 'verification'
>;

/**
 * The rules of a record's observation: a collector run reads the official page, or a stored copy of it
 * (`--from-copies`: observed_via capture, the copy named), and names its collector;
 * a copy or transcription is named; an official observation names no copy; a copy is not dated after it was read.
 */
export function observationIssues(rec: ObservationLike): { path: string; message: string }[] {
  const out: { path: string; message: string }[] = [];
  if (rec.recorded_by === 'collector') {
    if (rec.observed_via === 'transcription')
      out.push({
        path: 'observed_via',
        message: 'must be official or capture when recorded_by is collector (a collector reads the official page, or a stored copy of it)',
      });
    if (rec.collector === undefined || rec.collector === 'curated')
      out.push({ path: 'collector', message: 'must name the collector when recorded_by is collector' });
  }
  if (COPY_GRADES.includes(rec.observed_via)) {
    if (rec.capture_name === undefined) out.push({ path: 'capture_name', message: `is required when observed_via is ${rec.observed_via}` });
  } else {
    for (const key of ['capture_name', 'capture_url', 'capture_date'] as const) {
      if (rec[key] !== undefined) out.push({ path: key, message: 'must be absent when observed_via is official' });
    }
  }
  if (rec.capture_date !== undefined && rec.capture_date > rec.fetched_at.slice(0, 10)) {
    out.push({ path: 'capture_date', message: `is after the day the copy was read (fetched_at ${rec.fetched_at.slice(0, 10)})` });
  }
  if (rec.verification !== undefined && (rec.recorded_by !== 'hand' || !COPY_GRADES.includes(rec.observed_via))) {
    out.push({ path: 'verification', message: 'only applies to a record compiled by hand from a copy or transcription (recorded_by hand)' });
  }
  if (rec.verification !== undefined && rec.capture_url !== undefined) {
    out.push({ path: 'verification', message: 'a record that names its copy (capture_url) is not unverified' });
  }
  if (rec.last_verified > rec.fetched_at.slice(0, 10)) {
    out.push({ path: 'last_verified', message: `is after the day the record was written (fetched_at ${rec.fetched_at.slice(0, 10)})` });
  }
  if (rec.capture_date !== undefined && rec.last_verified < rec.capture_date) {
    out.push({ path: 'last_verified', message: `is before the copy's own date (capture_date ${rec.capture_date})` });
  }
  return out;
}

/** Rules that no single field can express. Shared by the stored and the published schema. */
function crossFieldRules(rec: z.infer<z.ZodObject<ChangeShapeInput>>, ctx: z.RefinementCtx): void {
  const eff = rec.effective_date ?? null;
  const prec = rec.effective_date_precision ?? null;
  if (eff === null && prec !== null) {
    ctx.addIssue({ code: 'custom', path: ['effective_date_precision'], message: 'must be null when there is no effective_date' });
  }
  if (eff !== null && prec !== precisionOf(eff)) {
    ctx.addIssue({
      code: 'custom',
      path: ['effective_date_precision'],
      message: `must be "${precisionOf(eff)}" for effective_date ${eff}`,
    });
  }
  if (!rec.id.startsWith(`${rec.platform}-`)) {
    ctx.addIssue({ code: 'custom', path: ['id'], message: `must start with the platform "${rec.platform}-"` });
  }
  // Version fields belong to API-version records: those naming an api_version (a release is an
  // announcement, a sunset notice api_version_sunset) and api_version_sunset posts naming the family.
  const isVersion = rec.api_version !== undefined || (rec.categories?.includes('api_version_sunset') ?? false);
  for (const key of ['api', 'version_status', 'release_date', 'deprecation_date', 'migration_target'] as const) {
    if (rec[key] !== undefined && !isVersion) {
      ctx.addIssue({ code: 'custom', path: [key], message: 'only applies to API-version records (api_version set, or categorised api_version_sunset)' });
    }
  }
  if (rec.changelog_position !== undefined && rec.version_change !== true) {
    ctx.addIssue({ code: 'custom', path: ['changelog_position'], message: 'only applies to a change made in a version (version_change true)' });
  }
  if (rec.version_change === true) {
    if (rec.api_version === undefined || rec.api === undefined)
      ctx.addIssue({ code: 'custom', path: ['version_change'], message: 'needs api and api_version (the version the change is made in)' });
    for (const key of ['version_status', 'release_date', 'deprecation_date', 'migration_target'] as const) {
      if (rec[key] !== undefined)
        ctx.addIssue({ code: 'custom', path: [key], message: "describes a version's lifecycle, not a change made in it (version_change is true)" });
    }
  }
  if (rec.endpoints !== undefined && !(rec.categories ?? []).includes('deprecation')) {
    ctx.addIssue({ code: 'custom', path: ['endpoints'], message: 'only applies to a deprecation or shut-off (categories include deprecation)' });
  }
  if (rec.part_of === rec.id) {
    ctx.addIssue({ code: 'custom', path: ['part_of'], message: 'a record cannot be a part of itself' });
  }
  if (rec.superseded_by === rec.id) {
    ctx.addIssue({ code: 'custom', path: ['superseded_by'], message: 'a record cannot supersede itself' });
  }
  for (const issue of observationIssues(rec)) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  if (rec.last_seen_in_source !== undefined && rec.in_source !== false) {
    ctx.addIssue({ code: 'custom', path: ['last_seen_in_source'], message: 'only applies when in_source is false' });
  }
}

/** In a published change, the version status is computed (same key position as in the file). */
const publishedTail = {
  ...storedTail,
  version_status: z
    .enum(VERSION_STATUSES)
    .optional()
    .describe(
      'Lifecycle of an API version, computed at build from the dates against the build date: sunset once effective_date (the sunset) has passed, deprecated once deprecation_date has come, planned while release_date is ahead, else active. Where no date decides, the status the source states (as stored in the record) is given.',
    ),
};

const storedShape = { ...storedHead, ...storedSource, ...storedTail };
const publishedShape = { ...storedHead, ...derivedUpcoming, ...storedSource, ...derivedUrl, ...publishedTail };

/** A content file `content/changes/<id>.json`. */
export const ChangeRecord = z.strictObject(storedShape).superRefine(crossFieldRules);

/** A change as published by the API. */
export const Change = z
  .strictObject(publishedShape)
  .superRefine(crossFieldRules)
  .meta({ id: 'Change', description: 'A change on an advertising platform, from an official source.' });

export type ChangeRecord = z.infer<typeof ChangeRecord>;
export type Change = z.infer<typeof Change>;

/** Key order of a published change. */
export const CHANGE_KEYS = Object.keys(publishedShape) as (keyof Change)[];
