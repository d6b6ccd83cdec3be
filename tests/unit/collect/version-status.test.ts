/**
 * The version_status a collector stores is the one the site publishes: both
 * come from versionStatus (src/model/versions.ts), so a built page never
 * contradicts the committed record.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withVersionStatus } from '../../../src/collect/lib/records.ts';
import type { ChangeItem } from '../../../src/collect/lib/types.ts';
import { recordVersionStatus } from '../../../src/model/versions.ts';

const TODAY = '2026-06-15';

function item(over: Partial<ChangeItem>): ChangeItem {
  return {
    key: 'version|x-ads-api|12',
    title: 'X Ads API 12',
    summary: 'Version 12.',
    hash: '0000000000000000',
    categories: ['api_version_sunset'],
    tags: [],
    source_url: 'https://docs.x.com/x-ads-api/fundamentals/versioning',
    source_name: 'X Ads API versions',
    published_date: null,
    effective_date: null,
    tentative: false,
    api_version: '12',
    ...over,
  };
}

test('stored and published version status agree, case by case', () => {
  const cases: [string, Partial<ChangeItem>, string][] = [
    ['no dates', {}, 'active'],
    ['sunset passed', { effective_date: '2026-06-14' }, 'sunset'],
    ['sunset month still running', { effective_date: '2026-06' }, 'active'],
    ['deprecated since today', { deprecation_date: '2026-06-15', effective_date: '2026-12-01' }, 'deprecated'],
    ['release ahead', { release_date: '2026-07-01' }, 'planned'],
    ['the source labels it retired, no date', { source_label: 'Retired' }, 'sunset'],
    ['a label is no match for a sunset date still ahead', { source_label: 'Sunset', effective_date: '2026-09-01' }, 'active'],
    ['release ahead but sunset passed: the sunset decides', { release_date: '2026-07-01', effective_date: '2026-06-01' }, 'sunset'],
  ];
  for (const [name, over, expected] of cases) {
    const [stored] = withVersionStatus([item(over)], TODAY);
    assert.equal(stored!.version_status, expected, name);
    assert.equal(
      recordVersionStatus({ ...stored!, id: 'x-ads-0123456789', platform: 'x-ads' }, TODAY),
      stored!.version_status,
      `${name}: the build publishes what the collector stored`,
    );
  }
});

test('records that are not versions get no status', () => {
  const [stored] = withVersionStatus([item({ api_version: undefined, categories: ['deprecation'] })], TODAY);
  assert.equal(stored!.version_status, undefined);
});
