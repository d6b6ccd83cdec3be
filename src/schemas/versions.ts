/**
 * The API version lifecycle view: one row per (platform, api, version),
 * derived at build from the change records that name an api_version (see
 * src/model/versions.ts). Nothing here is stored: every date comes from a
 * change record, and status, latest, successor, migrate_to (with its rule
 * and the target's sunset) and days_until_sunset are computed against the
 * build date.
 *
 * Two answers about "what comes next" are kept apart on purpose:
 * - successor is a fact about order: the nearest newer version that is
 *   released and not sunset (it may itself sunset soon);
 * - migrate_to is the advice: the version a user on this row should move to.
 *   Where a change record of the row carries the platform's own named target
 *   (migration_target, with its official page) and that version is released
 *   and not sunset and newer than the row, the platform's target
 *   (migrate_to_rule "platform"). Otherwise the newest released version of the
 *   family: the newest active one, or, when none is active, the newest
 *   deprecated one (migrate_to_rule "newest"). A tentative (projected) sunset
 *   date of that target does not disqualify it. migrate_to is null on that
 *   target itself, on rows newer than it (planned versions) and when the
 *   family has no released version that is not sunset; it never names a
 *   version that is planned, sunset, or not newer than the row.
 */
import { z } from 'zod';
import { DayOrMonth, HttpsUrl, Platform, Text, Timestamp } from './common.ts';
import { ChangeId, VERSION_STATUSES } from './change.ts';

/** Which rule chose a row's migrate_to: the platform's named target, or the newest released version of the family. */
export const MIGRATE_TO_RULES = ['newest', 'platform'] as const;

const Slug = z.string().regex(/^[a-z0-9][a-z0-9.-]*$/, { error: 'expected a lower-case slug' });

export const VersionStatus = z
  .enum(VERSION_STATUSES)
  .describe(
    'Computed at build from the dates against the build date: sunset once the sunset date has passed (a month-precision sunset at the end of its month), else deprecated once the deprecation date has come, else planned while the release date is ahead, else active. Where a record has no date that decides, the status its source states is used (for example a version the source lists as sunset without a day).',
  );

export const VersionRow = z
  .strictObject({
    platform: Platform,
    api: Text.describe(
      'API family as the platform names it, for example "Graph API" or "Marketing API". One platform can have several families with separate lifecycles.',
    ),
    api_slug: Slug.describe('The API family as a path segment (badges, anchors).'),
    version: Text.describe('The version as the platform writes it (v21.0, 202601, 13).'),
    status: VersionStatus,
    release_date: DayOrMonth.nullable().describe('Release of the version, or null when the source gives none.'),
    deprecation_date: DayOrMonth.nullable().describe('Deprecation of the version, on sources that state one, else null.'),
    sunset_date: DayOrMonth.nullable().describe('Sunset (end of life) of the version, or null when none is announced.'),
    sunset_date_precision: z
      .enum(['day', 'month'])
      .nullable()
      .describe('day for YYYY-MM-DD, month when the source names only the month, null without a sunset date.'),
    tentative: z.boolean().describe('True when the platform calls the sunset date tentative or projected.'),
    days_until_sunset: z
      .int()
      .nullable()
      .describe(
        'Computed at build: whole days from the build date to the sunset date (to its first day for a month; 0 while that month runs), negative once passed, null without a sunset date.',
      ),
    latest: z.boolean().describe('Computed at build: true for the newest released version of this API family that is not sunset.'),
    successor: Text.nullable().describe(
      'Computed at build: the nearest newer version of the same API family that is released and not sunset (a fact about order, not advice: it may itself sunset soon; see migrate_to); null for the latest version, for a planned one, and when no newer version is available.',
    ),
    migrate_to: Text.nullable().describe(
      'Computed at build: the version a user on this row should move to. The version the platform itself names as the target (migrate_to_rule "platform") when it is released, not sunset and newer than this row; else the newest released version of the same API family: the newest active version, or the newest deprecated one when none is active (migrate_to_rule "newest"). A tentative sunset of the target does not disqualify it. Null on that target itself, on newer rows (planned versions), and when the family has no released version that is not sunset. Never a version that is planned, sunset, or not newer than this row.',
    ),
    migrate_to_rule: z
      .enum(MIGRATE_TO_RULES)
      .nullable()
      .describe(
        'Which rule gave migrate_to: "platform" when a change record of this version names the target (migration_target) and the platform\'s page is migrate_to_source_url; "newest" for the newest released version of the family; null when migrate_to is null.',
      ),
    migrate_to_source_url: HttpsUrl.nullable().describe(
      'The official page naming migrate_to as the target, when migrate_to_rule is "platform"; else null (the target row has its own source_url).',
    ),
    platform_target: Text.nullable().describe(
      'The version a change record of this row names as the platform\'s own target (migration_target), whatever its status on the build day (it may still be planned), or null when no record names one. migrate_to takes it (migrate_to_rule "platform") once it is released, not sunset and newer than this row; a reader answering for a later day recomputes migrate_to from it.',
    ),
    platform_target_source_url: HttpsUrl.nullable().describe('The official page naming platform_target, or null when platform_target is null.'),
    migrate_to_sunset_date: DayOrMonth.nullable().describe(
      'The sunset date of the migrate_to version (YYYY-MM-DD, or YYYY-MM when the source names only the month), null when none is announced or migrate_to is null.',
    ),
    breaking_to_target: z
      .int()
      .min(0)
      .nullable()
      .describe(
        'Breaking changes and deprecations the official per-version changelogs list for every version after this one up to and including migrate_to (see /api/migrations/{platform}/{api_slug}/{from}.json, which also says which steps have no changelog recorded); null when migrate_to is null.',
      ),
    migration_url: z
      .url()
      .nullable()
      .describe('Address of that migration path (/api/migrations/{platform}/{api_slug}/{from}.json); null when migrate_to is null.'),
    changelog_missing: z
      .array(z.string())
      .nullable()
      .describe(
        'The versions on that path with no official per-version changelog recorded: their breaking changes are not in breaking_to_target (not known, not zero); [] when every step is known; null when migrate_to is null.',
      ),
    changes: z
      .array(ChangeId)
      .min(1)
      .describe('Ids of the change records the row is derived from (see /api/change/{id}.json). Superseded records are never among them.'),
    source_url: HttpsUrl.describe('The official page stating the sunset (else the release) of the version.'),
    page: z.url().describe('Address of the row in the version table of its platform page.'),
    badge: z.url().describe('Address of the Shields.io endpoint badge of the version.'),
  })
  .meta({ id: 'VersionRow', description: 'One version of one API family of one platform, with its lifecycle.' });

export const ApiFamily = z
  .strictObject({
    platform: Platform,
    api: Text,
    api_slug: Slug,
    latest: Text.nullable().describe('The newest released version that is not sunset, or null.'),
    versions: z.int().nonnegative().describe('Number of version rows of this API family.'),
    older_versions_rule: Text.nullable().describe(
      'How a version older than every row (or missing between rows) is judged: older than a sunset row of this family means sunset too, stated with the oldest sunset row; null when the family has no sunset row (such a version is unknown). The scanner and the MCP server apply it (status_basis "rule").',
    ),
  })
  .meta({ id: 'ApiFamily', description: 'An API family of a platform, with its latest version.' });

export const VersionList = z
  .strictObject({
    generated_at: Timestamp.describe('When this file was built (UTC).'),
    count: z.int().nonnegative().describe('Number of version rows.'),
    apis: z.array(ApiFamily).describe('API families, by platform then name.'),
    versions: z.array(VersionRow).describe('Version rows by platform, then API family, then version newest first. No two rows share (platform, api, version).'),
  })
  .meta({ id: 'VersionList', description: 'API versions and their lifecycle, derived from the change records.' });

/** Shields.io endpoint badge: https://shields.io/badges/endpoint-badge */
export const Badge = z
  .strictObject({
    schemaVersion: z.literal(1),
    label: Text.describe('Left side: the API family and version.'),
    message: Text.describe('Right side: status and days to the sunset.'),
    color: Text.describe(
      'Shields.io colour name: red (30 days or less), orange (90 days or less), green (later, or active without a date), blue (planned), lightgrey (sunset).',
    ),
  })
  .meta({ id: 'Badge', description: 'A Shields.io endpoint badge (schemaVersion 1) for one API version.' });

export type VersionRow = z.infer<typeof VersionRow>;
export type ApiFamily = z.infer<typeof ApiFamily>;
export type VersionList = z.infer<typeof VersionList>;
export type Badge = z.infer<typeof Badge>;
export type VersionStatus = z.infer<typeof VersionStatus>;
export type MigrateToRule = (typeof MIGRATE_TO_RULES)[number];
