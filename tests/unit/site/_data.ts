/** Test data for the site modules: the fixture content loaded as a dataset, and a record maker for targeted cases. */
import { readRecords } from '../../../src/model/content-files.ts';
import { buildDataset, type BuildContext, type Dataset } from '../../../src/model/dataset.ts';
import type { ChangeRecord } from '../../../src/schemas/change.ts';
import type { PriceEvent, Tool } from '../../../src/schemas/pricing.ts';
import { FIXTURE_BUILD_DATE, FIXTURE_CONTENT, FIXTURE_SITE_URL } from '../../support/fixture-site.ts';

export const ctx: BuildContext = { site: FIXTURE_SITE_URL, today: FIXTURE_BUILD_DATE, generatedAt: `${FIXTURE_BUILD_DATE}T00:00:00Z` };

const readAll = <T>(kind: string): T[] => readRecords<T>(FIXTURE_CONTENT, kind);

/** The fixture content (tests/fixtures/content) as the build sees it. */
export function fixtureDataset(): Dataset {
  return buildDataset(
    {
      changes: readAll('changes'),
      tools: readAll('tools'),
      events: readAll('price-events'),
      sources: readAll('sources'),
      digests: readAll('digests'),
    },
    ctx,
  );
}

/** The fixture record whose texts hold markup, quotes and emoji (tests/fixtures/content/changes/google-ads-6ec386ca28.json). */
export const ESCAPE_ID = 'google-ads-6ec386ca28';

/** A change record for targeted cases; `n` makes the id. */
export function rec(n: number, over: Partial<ChangeRecord> = {}): ChangeRecord {
  const platform = over.platform ?? 'google-ads';
  return {
    id: `${platform}-${n.toString(16).padStart(10, '0')}`,
    platform,
    title: `Test record ${n}`,
    categories: ['deprecation'],
    source_url: 'https://developers.google.com/google-ads/api/docs/deprecations',
    fetched_at: '2026-06-01T00:00:00Z',
    recorded_by: 'hand',
    observed_via: 'official',
    last_verified: '2026-06-01',
    first_seen: '2026-06-01T00:00:00Z',
    ...over,
  } as ChangeRecord;
}

export function dataset(changes: ChangeRecord[], tools: Tool[] = [], events: PriceEvent[] = []): Dataset {
  return buildDataset({ changes, tools, events, sources: [], digests: [] }, ctx);
}
