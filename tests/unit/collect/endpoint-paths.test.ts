/**
 * The operations a deprecation row retires when a line names no HTTP method (src/collect/lib/endpoints.ts): a
 * specific path (a version segment and three segments or more) is every operation on that path; a bare suffix
 * gives nothing. Tried on the stored copy of Amazon's deprecations page, row by row: which rows gain endpoints,
 * which stay without, and that every path is text of the row.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../../src/build/repo-root.ts';
import { isSpecificPath, operationsOf } from '../../../src/collect/lib/endpoints.ts';
import { parseRowTable } from '../../../src/collect/methods/row-table.ts';
import { CHANGE_SOURCES } from '../../../src/sources/index.ts';

const PAGE = 'https://advertising.amazon.com/API/docs/en-us/release-notes/deprecations';

test('a method-less line is an operation only when it is a specific path', () => {
  assert.deepEqual(operationsOf('/v2/hsa/{recordType}/snapshot'), [{ path: '/v2/hsa/{recordType}/snapshot' }]);
  assert.deepEqual(operationsOf('/v2/hsa/campaigns'), [{ path: '/v2/hsa/campaigns' }]);
  assert.deepEqual(operationsOf('  /v2/sp/campaigns/extended/ '), [{ path: '/v2/sp/campaigns/extended/' }]);
  assert.deepEqual(operationsOf('/sb/v4/ads/productCollection'), [{ path: '/sb/v4/ads/productCollection' }]);
  // Bare suffixes, unversioned paths and a version with one segment after it: nothing.
  for (const line of [
    '/campaigns/',
    '/campaigns/extended/',
    '/sb/campaigns',
    '/sd/reports',
    '/{recordType}/snapshot',
    '/sd/{recordType}/snapshot',
    '/v2/portfolios',
    '/v2/',
  ])
    assert.deepEqual(operationsOf(line), [], line);
  // A host, prose and a path with a query are no paths.
  for (const line of ['https://advertising-api-test.amazon.com', 'See test accounts.', '/v2/hsa/campaigns?x=1 and more'])
    assert.deepEqual(operationsOf(line), [], line);
  // With a method, as before: the method says which operation, whatever the path's length.
  assert.deepEqual(operationsOf('GET /dsp/apps'), [{ method: 'GET', path: '/dsp/apps' }]);
  assert.equal(isSpecificPath('/v2/hsa/snapshots/{snapshotId}/download'), true);
  assert.equal(isSpecificPath('/sp/campaigns/{campaignId}/budgetRules/budgetHistory'), false);
});

test("the stored copy of Amazon's deprecations page: which rows name method-less operations", () => {
  const def = CHANGE_SOURCES.find((s) => s.id === 'amazon-ads-deprecations')!;
  assert.equal(def.method, 'row-table');
  const html = readFileSync(join(ROOT, 'copies', 'advertising.amazon.com/API/docs/en-us/release-notes/deprecations'), 'utf8');
  const items = parseRowTable(def as Parameters<typeof parseRowTable>[0])(html, PAGE, PAGE);
  const bare = new Map(items.filter((i) => i.endpoints?.some((e) => e.method === undefined)).map((i) => [i.title, i.endpoints!.map((e) => e.path)] as const));
  // The snapshots of Sponsored Brands v2 (HSA): their own row, shut off on 2024-12-15.
  const hsaSnapshots = items.find((i) => i.title === 'Sponsored Brands v2 snapshots shut off')!;
  assert.deepEqual(hsaSnapshots.endpoints, [
    { path: '/v2/hsa/{recordType}/snapshot' },
    { path: '/v2/hsa/snapshots/{snapshotId}' },
    { path: '/v2/hsa/snapshots/{snapshotId}/download' },
  ]);
  assert.equal(hsaSnapshots.effective_date, '2024-12-15');
  // The Sponsored Brands v2 / HSA row names three paths, and no report path.
  assert.deepEqual(bare.get('Sponsored Brands v2 / HSA APIs shut off'), ['/v2/hsa/campaigns', '/v2/hsa/keywords', '/v2/hsa/negativeKeywords']);
  assert.deepEqual(
    [...bare.keys()].sort(),
    [
      'Brand Posts shut off',
      'Profiles shut off',
      'Sponsored Brands product collection shut off',
      'Sponsored Brands v2 / HSA APIs shut off',
      'Sponsored Brands v2 snapshots shut off',
      'Sponsored Products /v2/sp/targets/bidRecommendations shut off',
      'Sponsored Products v2 bid recommendations shut off',
      'Sponsored Products v2 brand and category targeting recommendations shut off',
      'Sponsored Products v2 campaign management shut off',
      'Sponsored Products v2 product targeting recommendations shut off',
      'Sponsored Products v2 reporting shut off',
      'Sponsored Products v2 snapshots shut off',
    ].sort(),
  );
  // Rows of bare suffixes only stay without endpoints.
  for (const title of [
    'Sponsored Products v1 campaign management shut off',
    'V1 snapshots shut off',
    'Sponsored Display snapshots shut off',
    'Sponsored Display version 2 reporting shut off',
    'Sponsored Brands v2 campaigns, ad groups, & drafts shut off',
    'Sponsored Brands media shut off',
    'Budget rules history shut off',
    'Sandbox environment shut off',
  ]) {
    const item = items.find((i) => i.title === title);
    assert.ok(item, `a row titled ${title}`);
    assert.equal(item.endpoints, undefined, title);
  }
  // Every path is text of the page (nothing invented).
  for (const i of items) for (const e of i.endpoints ?? []) assert.ok(html.includes(e.path), `${i.title}: ${e.path}`);
});
