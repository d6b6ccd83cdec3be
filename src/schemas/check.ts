/**
 * The report of `changeline check --format json`: what the scanner found in
 * a repository, each usage judged against the version table. Published as a
 * JSON Schema (CHECK_REPORT_SCHEMA_PATH in src/model/links.ts, built by
 * src/pages/check-report.schema.json.ts) and validated in the tests.
 */
import { z } from 'zod';
import { DayOrMonth, HttpsUrl, Platform, Text, Timestamp } from './common.ts';
import { SdkEcosystem } from './sdks.ts';

export const FINDING_STATUSES = ['sunset', 'deprecated', 'active', 'planned', 'unknown'] as const;

export const CheckFinding = z
  .strictObject({
    file: Text.describe('Path of the file, relative to the folder scanned, with forward slashes.'),
    line: z.int().min(1).describe('Line of the usage (1-based).'),
    platform: Platform,
    api: Text.describe('API family as /api/versions.json names it ("Google Ads API", "Marketing API", "LinkedIn Marketing API" ...).'),
    version: Text.nullable().describe(
      'The API version as the version table writes it (v21, v21.0, 202601, 13); null for a pinned SDK release the SDK map does not know.',
    ),
    status: z
      .enum(FINDING_STATUSES)
      .describe(
        'Lifecycle of the version on the day of the run: sunset, deprecated, active, planned, or unknown when the data does not know the version (never "safe").',
      ),
    sunset_date: DayOrMonth.nullable().describe('Sunset of the version, YYYY-MM-DD or YYYY-MM; null when none is announced or the version is unknown.'),
    days_until_sunset: z
      .int()
      .min(-100_000)
      .max(100_000)
      .nullable()
      .describe('Whole days from the day of the run to the sunset (negative once passed); null without a sunset date.'),
    migrate_to: Text.nullable().describe("The version to move to (the version table's migrate_to); null on that version itself or when none is available."),
    breaking_to_target: z
      .int()
      .min(0)
      .nullable()
      .describe(
        "Breaking changes and deprecations the official per-version changelogs list between version and migrate_to (the version table's breaking_to_target; its migration_url says which steps have no changelog recorded); null when the version is unknown or has no migrate_to.",
      ),
    migration_url: z
      .url()
      .nullable()
      .describe('The migration path from version to migrate_to (/api/migrations/{platform}/{api_slug}/{from}.json); null when breaking_to_target is null.'),
    changelog_missing: z
      .array(Text)
      .nullable()
      .describe(
        'The versions on that path with no official per-version changelog recorded: their breaking changes are not counted in breaking_to_target (not known, not zero); null when breaking_to_target is null.',
      ),
    source_url: HttpsUrl.nullable().describe('The official page stating the sunset (else the release) of the version; null when the version is unknown.'),
    record_url: z.url().nullable().describe("The version's row on Changeline (its platform page); null when the version is unknown."),
    status_basis: z
      .enum(['row', 'rule'])
      .nullable()
      .describe(
        "How the status was reached: row, the version's own row of the version table (for an endpoint, its change record); rule, the version is older than a sunset row of its family (status_rule says which), so it is sunset too; null when the status is unknown.",
      ),
    status_rule: Text.nullable().describe('With status_basis "rule": the rule in words, naming the sunset row it rests on; else null.'),
    served: z
      .strictObject({
        endpoint: Text.describe('The major version the code calls (v26): the version path of the endpoint, which has no minor suffix.'),
        version: Text.nullable().describe(
          "The version the platform answers that call with on the day of the run: the major's newest released minor (v26.2), whose row gives status and sunset_date; null when the major is sunset (no call is served).",
        ),
        migrate_to_served_as: Text.nullable().describe(
          'With a migrate_to (then written as the major to call, v26): the version the version table names as the target, which that major is served as (v26.2); null without a migrate_to.',
        ),
        source_url: HttpsUrl.describe("The platform's official statement that calls address the major and are served by its newest minor."),
      })
      .nullable()
      .describe(
        "For an API family whose minor versions cannot be called by themselves (Google Ads API: a call addresses googleads.googleapis.com/v26 and Google serves it with v26's newest minor): the endpoint called and the minor that serves it. migrate_to is then written as code addresses it (v26, not v26.2), and is null when the family's target is a minor of the major already called. Null for every other family.",
      ),
    column: z.int().min(1).describe('Column of the match (1-based, in characters).'),
    kind: z
      .enum(['code', 'manifest', 'endpoint'])
      .describe(
        'code: a version string in code or config; manifest: a pinned official SDK in a dependency manifest; endpoint: a call of an operation (or a field value) that a change record retires (see endpoint).',
      ),
    comment: z.boolean().describe('True when the usage is in a comment (commented-out code): reported, never failing the policy.'),
    match: Text.describe('The text that matched, or package@version for a manifest.'),
    scope: z
      .enum(['production', 'test'])
      .describe(
        'test: the file sits under a test path (a tests/, __tests__/, spec/, fixtures/ folder, or a test_*.py, *_test.go, *.test.ts, *.spec.js ... file); --ignore-tests keeps such findings from failing the run. production: every other file.',
      ),
    package: z
      .strictObject({
        ecosystem: SdkEcosystem,
        name: Text.describe('The package as the manifest writes it.'),
        version: Text.describe('The pinned package version.'),
        api_versions: z.array(Text).describe('API versions this release speaks, per the SDK map (empty when the release is in no range).'),
        source_url: HttpsUrl.nullable().describe('Official source of the SDK-map fact (the file at the tag, or the changelog).'),
        upgrade_to: z
          .strictObject({
            name: Text.describe('The package to use: the pinned one, or the one that replaces it (bingads -> msads).'),
            version: Text.describe('The package release to upgrade to ("latest" when any release of a replacing package will do).'),
            speaks: Text.describe('The API version that release speaks which the advice rests on.'),
            rule: z
              .enum(['oldest-speaking-migrate-to', 'newest-speaking-live', 'rest-transport'])
              .describe(
                "oldest-speaking-migrate-to: the oldest release of the SDK map that speaks the finding's migrate_to; newest-speaking-live: no release speaks migrate_to yet, so the newest release that speaks a version that is not sunset; rest-transport: the pinned release talks SOAP, whose endpoints retire first, and this is the first release (or package) on REST.",
              ),
          })
          .nullable()
          .describe(
            'The package release to move to when the pinned one speaks a sunset or deprecated version (or one dying within the policy window); null when none is needed or none is known.',
          ),
      })
      .nullable()
      .describe('The pinned SDK of a manifest finding; null for code.'),
    endpoint: z
      .strictObject({
        record_id: Text.describe('The change record that retires it (/api/change/{id}.json); its effective_date is sunset_date.'),
        title: Text.describe("The record's title."),
        method: Text.nullable().describe(
          'The HTTP method the record names (when several records retire the path, the one the line names, else the first to shut off); null when it names none.',
        ),
        path: Text.describe('The path as the record writes it ({name} for a parameter).'),
        field: Text.nullable().describe('For a retired field value: the field; else null.'),
        value: Text.nullable().describe('For a retired field value: the value; else null.'),
        upcoming: z
          .boolean()
          .describe('True while the shut-off is on or after the day of the run (status deprecated); false once it has passed (status sunset).'),
      })
      .nullable()
      .describe(
        'For kind endpoint: the retired operation and its record (status is sunset once the shut-off day has passed, else deprecated; version is null); null otherwise.',
      ),
    ignored: Text.nullable().describe(
      'Why this finding is accepted on purpose: the reason of a matching `ignore` entry of the configuration, or of a `changeline-ignore` marker comment on its line (or the line before); null otherwise. An ignored finding never fails the run.',
    ),
    violation: z
      .string()
      .nullable()
      .describe('Why this finding fails the policy of the run (for example "sunset" or "sunset in 30 days (--fail-within 90)"), or null.'),
  })
  .meta({ id: 'CheckFinding', description: 'One ad-API version a codebase depends on, with its lifecycle.' });

export const CheckReport = z
  .strictObject({
    generated_at: Timestamp.describe('When the check ran (UTC).'),
    data_as_of: Timestamp.describe('generated_at of the version table the findings were judged by.'),
    data_source: z
      .enum(['site', 'bundle'])
      .describe('site: read from CHANGELINE_API_BASE; bundle: the copy built into the scanner (--offline, or the site could not be reached).'),
    policy: z.strictObject({
      fail_on: z.enum(['sunset', 'deprecated', 'within', 'never']),
      fail_within: z.int().min(0).max(100_000),
      fail_unknown: z.boolean(),
      ignore_tests: z
        .boolean()
        .describe('Findings under test paths (scope "test") do not fail the run (--ignore-tests, or ignore_tests in the configuration).'),
    }),
    failed: z.boolean().describe('True when a finding crosses the policy (exit code 1).'),
    findings: z.array(CheckFinding).describe('By file, line and column.'),
    warnings: z.array(z.string()).describe('Files skipped as corrupt, data fallbacks and other things the run could not do.'),
  })
  .meta({ id: 'CheckReport', description: 'The JSON report of changeline check.' });

export type CheckReport = z.infer<typeof CheckReport>;
export type CheckFinding = z.infer<typeof CheckFinding>;

/** The report's JSON Schema (draft 2020-12), as published. */
export function checkReportJsonSchema(site: string, path: string): Record<string, unknown> {
  const schema = z.toJSONSchema(CheckReport, { target: 'draft-2020-12', unrepresentable: 'any' }) as Record<string, unknown>;
  return { $id: `${site}${path}`, ...schema, title: 'changeline check report' };
}
