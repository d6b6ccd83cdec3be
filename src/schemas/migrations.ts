/**
 * The path between two versions: what an upgrade from a version to the one
 * to migrate to costs, as /api/migrations/{platform}/{api_slug}/{from}.json
 * publishes it. Computed at build by src/model/migration-path.ts from the
 * change records made in versions (version_change); nothing here is stored.
 */
import { z } from 'zod';
import { Category, HttpsUrl, Platform, Text, Timestamp } from './common.ts';

const Slug = z.string().regex(/^[a-z0-9][a-z0-9.-]*$/, { error: 'expected a lower-case slug' });

export const MigrationItem = z
  .strictObject({
    version: Text.describe('The version whose changelog lists the change.'),
    title: Text.describe('The change in plain words.'),
    summary: Text.nullable().describe('What changes and what to do, or null.'),
    categories: z.array(Category).min(1).describe('breaking_change or deprecation, as the page says (with any other categories of the record).'),
    source_url: HttpsUrl.describe('The official changelog entry (https only).'),
    record_url: z.url().describe('Address of the change record page, {site}/changes/<id>/.'),
  })
  .meta({ id: 'MigrationItem', description: 'One breaking change or deprecation on the way to the target version.' });

export const MigrationStep = z
  .strictObject({
    version: Text.describe('A version after `from`, up to and including `to`.'),
    state: z
      .enum(['listed', 'minor', 'not_recorded'])
      .describe(
        'listed: changes of this version from its official changelog are recorded (count may be 0 when none is breaking); minor: a minor version of a family whose official versioning policy says minor versions make no breaking changes; not_recorded: no changelog entry of this version is held, so its cost is not known here.',
      ),
    count: z.int().min(0).describe('Breaking changes and deprecations of this version (0 unless state is listed).'),
    note: Text.describe(
      'The step in words: "3 breaking changes", "none known" (entries of its changelog are recorded, none of them breaking), "none known (minor version)", "no official changelog recorded for 202507".',
    ),
  })
  .meta({ id: 'MigrationStep', description: 'One version on the migration path, and what is known of its changes.' });

export const MigrationPath = z
  .strictObject({
    generated_at: Timestamp.describe('When this file was built (UTC).'),
    platform: Platform,
    api: Text.describe('The API family, as in /api/versions.json.'),
    api_slug: Slug.describe('The API family as a path segment.'),
    from: Text.describe('The version migrated from, as the platform writes it.'),
    to: Text.describe("The version to migrate to: the row's migrate_to."),
    count: z.int().min(0).describe('Number of items: every breaking change and deprecation of the listed steps.'),
    complete: z.boolean().describe('True when no step is not_recorded, so count is the whole cost as the official changelogs state it.'),
    unknown: z.array(Text).describe('One sentence per step whose changes are not known here ("no official changelog recorded for v24"); empty when complete.'),
    steps: z.array(MigrationStep).describe('Every version after `from` up to and including `to`, oldest first.'),
    items: z.array(MigrationItem).describe('The breaking changes and deprecations, ordered by version, then by the order of the official page.'),
    page: z.url().describe('Address of the human page of this path: /platforms/<slug>/versions/<api_slug>/<from>/.'),
  })
  .meta({
    id: 'MigrationPath',
    description: 'What an upgrade from one API version to the one to migrate to costs: the breaking changes and deprecations of every version between.',
  });

export type MigrationPath = z.infer<typeof MigrationPath>;
