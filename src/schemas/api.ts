/**
 * Response objects of every endpoint. The OpenAPI document is generated from
 * these (see src/api/openapi.ts); endpoints build them through src/api/api.ts.
 */
import { z } from 'zod';
import { CATEGORIES, Category, HttpsUrl, Platform, Text, Timestamp } from './common.ts';
import { Change } from './change.ts';
import { PriceEvent, Tool } from './pricing.ts';
import { SourceStatus } from './status.ts';
import { Digest } from './digest.ts';

const generatedAt = Timestamp.describe('When this file was built (UTC).');

export const ChangeList = z
  .strictObject({
    count: z.int().nonnegative().describe('Number of changes in the list.'),
    generated_at: generatedAt,
    changes: z.array(Change),
  })
  .meta({ id: 'ChangeList', description: 'A list of changes.' });

const CategoryCounts = z
  .strictObject(Object.fromEntries(CATEGORIES.map((c) => [c, z.int().nonnegative()])) as Record<(typeof CATEGORIES)[number], z.ZodInt>)
  .meta({ id: 'CategoryCounts', description: 'Number of changes per category (a change may have several).' });

export const PlatformSummary = z
  .strictObject({
    slug: Platform,
    name: Text,
    count: z.int().nonnegative().describe('Changes of this platform.'),
    upcoming: z.int().nonnegative().describe('Of which upcoming at build time.'),
    unlisted: z.int().nonnegative().describe('Of which no longer listed by their source.'),
    next_effective_date: z.string().nullable().describe('Soonest upcoming effective date, or null.'),
    categories: CategoryCounts,
    sources: z.array(HttpsUrl).describe('Official pages this platform is compiled from.'),
    api: z.url().describe('Address of /api/changes/{platform}.json.'),
    page: z.url().describe('Address of the platform page.'),
  })
  .meta({ id: 'PlatformSummary' });

export const CategorySummary = z
  .strictObject({
    slug: Category,
    name: Text,
    description: Text,
    count: z.int().nonnegative(),
  })
  .meta({ id: 'CategorySummary' });

export const PlatformList = z
  .strictObject({
    generated_at: generatedAt,
    count: z.int().nonnegative().describe('Changes across all platforms.'),
    platforms: z.array(PlatformSummary),
    categories: z.array(CategorySummary),
  })
  .meta({ id: 'PlatformList', description: 'Coverage: platforms and categories with counts.' });

export const EndpointEntry = z
  .strictObject({
    operation_id: Text,
    method: z.literal('GET'),
    path: Text.describe('Path template, as in /openapi.json.'),
    url: Text.describe('Address of the file; for a path with a parameter, its URI template (RFC 6570).'),
    summary: Text,
  })
  .meta({ id: 'EndpointEntry' });

export const FileEntry = z.strictObject({ path: Text, url: z.url(), media_type: Text, description: Text }).meta({ id: 'FileEntry' });

export const Index = z
  .strictObject({
    name: Text,
    description: Text,
    version: Text.describe('Version of the API description.'),
    generated_at: generatedAt,
    site: z.url(),
    license: z.strictObject({ name: Text, url: HttpsUrl }),
    citation: Text.describe('How to cite a fact relayed from the data.'),
    counts: z.strictObject({
      changes: z.int().nonnegative(),
      upcoming: z.int().nonnegative(),
      platforms: z.int().nonnegative(),
      tools: z.int().nonnegative(),
      price_events: z.int().nonnegative(),
    }),
    endpoints: z.array(EndpointEntry),
    files: z.array(FileEntry).describe('Other published files: description, feeds, text.'),
  })
  .meta({ id: 'Index', description: 'Entry point: what the service publishes and where.' });

export const ToolList = z
  .strictObject({
    generated_at: generatedAt,
    count: z.int().nonnegative(),
    tools: z.array(Tool),
  })
  .meta({ id: 'ToolList', description: 'Latest pricing snapshot of every tracked tool.' });

export const ToolPricing = z
  .strictObject({
    generated_at: generatedAt,
    tool: Tool,
    history: z.array(PriceEvent).describe('Price events of this tool, oldest first.'),
  })
  .meta({ id: 'ToolPricing', description: 'One tool: latest snapshot and price history.' });

export const PriceHistory = z
  .strictObject({
    generated_at: generatedAt,
    count: z.int().nonnegative(),
    events: z.array(PriceEvent).describe('Every price event, oldest first, then by tool and plan.'),
  })
  .meta({ id: 'PriceHistory', description: 'Dated price events of every tracked tool.' });

export const SourceCoverage = z
  .strictObject({
    measured: z
      .boolean()
      .describe(
        "true when the collector's last run over stored copies of the official pages measured it (the figures are then copy_run); false when no stored copy was read.",
      ),
    statement: Text.describe(
      'The coverage in words: "On the newest copy (16 September 2025), 75 entries: 75 held (100%).", followed, when the copy holds only part of its page (copy_run copies excerpt), by "The copy is an excerpt of the page: what the page lists beyond it is not counted."; or "No stored copy read by its collector: coverage not measured."',
    ),
  })
  .meta({ id: 'SourceCoverage', description: 'Whether and how far a change source is covered: what its newest stored copy lists and the share held.' });

export const PublishedSource = SourceStatus.safeExtend({
  coverage: SourceCoverage.nullable().describe('Coverage of a change source, said plainly also when it was not measured; null for a pricing source.'),
}).meta({ id: 'PublishedSource', description: 'Collector status of one official source, with its coverage.' });

export const SourceList = z
  .strictObject({
    generated_at: generatedAt,
    count: z.int().nonnegative(),
    summary: z
      .strictObject({
        ok: z.int().nonnegative(),
        failed: z.int().nonnegative(),
        never_run: z.int().nonnegative().describe('Sources whose collector has never run: their records were compiled by hand.'),
      })
      .describe('Sources by status.'),
    sources: z.array(PublishedSource),
  })
  .meta({ id: 'SourceList', description: 'Collector status per official source.' });

export const LatestDigest = z
  .strictObject({
    generated_at: generatedAt,
    digest: Digest.nullable().describe('The latest weekly digest, or null before the first one.'),
  })
  .meta({ id: 'LatestDigest', description: 'The latest weekly digest.' });

export const ApiError = z
  .strictObject({
    error: z.strictObject({
      status: z.int(),
      message: Text,
    }),
  })
  .meta({ id: 'Error', description: 'Error body.' });

export type ChangeList = z.infer<typeof ChangeList>;
export type PlatformList = z.infer<typeof PlatformList>;
export type Index = z.infer<typeof Index>;
export type ToolList = z.infer<typeof ToolList>;
export type ToolPricing = z.infer<typeof ToolPricing>;
export type PriceHistory = z.infer<typeof PriceHistory>;
export type SourceList = z.infer<typeof SourceList>;
export type PublishedSource = z.infer<typeof PublishedSource>;
export type LatestDigest = z.infer<typeof LatestDigest>;
export type ApiError = z.infer<typeof ApiError>;
