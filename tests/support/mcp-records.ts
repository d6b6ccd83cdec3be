/**
 * Hand-made published change records for the MCP unit tests, with the dates
 * placed around MCP_TODAY (2026-09-05). Not facts: ids and texts are made up.
 */
import type { Change } from '../../src/schemas/change.ts';

export const SITE = 'https://changeline.test';

export function change(id: string, fields: Partial<Change>): Change {
  const platform = id.slice(0, id.lastIndexOf('-')) as Change['platform'];
  const eff = fields.effective_date ?? null;
  return {
    id,
    platform,
    title: 'Untitled',
    categories: ['announcement'],
    published_date: null,
    effective_date: eff,
    effective_date_precision: eff === null ? null : eff.length === 7 ? 'month' : 'day',
    upcoming: false,
    source_url: `https://example.com/${id}`,
    fetched_at: '2026-06-01T00:00:00Z',
    recorded_by: 'hand',
    observed_via: 'official',
    last_verified: '2026-06-01',
    url: `${SITE}/changes/${id}/`,
    source_key: `entry|example.com/${id}|${id}`,
    ...fields,
  };
}

// `upcoming` below is what a build on another day said; the tools must recompute it.
export const RECORDS = [
  change('google-ads-000000000a', { title: 'API v22 sunset', effective_date: '2026-10-07', categories: ['api_version_sunset'], api_version: 'v22' }),
  change('meta-ads-000000000b', {
    title: 'Advantage campaigns paused',
    summary: 'Remaining campaigns are paused at the sunset of v26.',
    effective_date: '2026-09',
    categories: ['deprecation', 'format_change'],
  }),
  change('google-ads-000000000c', { title: 'API v21 sunset', effective_date: '2026-08-05', upcoming: true, categories: ['api_version_sunset'] }),
  change('linkedin-ads-000000000d', { title: 'Version 202510 sunset', effective_date: '2026-10-15', categories: ['api_version_sunset'] }),
  change('x-ads-000000000e', { title: 'Old notice about the sunset', published_date: '2025-01-10' }),
  change('meta-ads-000000000f', { title: 'Graph API v21.0 sunset', effective_date: '2027-01-21', categories: ['api_version_sunset'] }),
  change('amazon-ads-0000000010', { title: 'Reporting change', effective_date: '2026-08' }),
];

export const CHANGE_LIST = { count: RECORDS.length, generated_at: '2026-06-15T00:00:00Z', changes: RECORDS };
