/**
 * Long version tables: an API family of more than VERSION_TABLE_MAX_ROWS
 * rows has its table on its own page, and every row's address (its `page`
 * and versionRowPath) points where the row is; shorter families stay on the
 * platform page.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { apiFamilies, versionRows } from '../../../src/model/versions.ts';
import {
  VERSION_TABLE_MAX_ROWS,
  hasOwnVersionPage,
  versionAnchor,
  versionRowPath,
  versionRowPathIn,
  versionTablePath,
} from '../../../src/model/version-pages.ts';
import { platformPath, platformVersionsPath } from '../../../src/model/links.ts';
import type { ChangeRecord } from '../../../src/schemas/change.ts';

const ctx = { site: 'https://changeline.test', today: '2026-06-15' };

/** `count` version records v1..v<count> of one family. */
function family(platform: string, api: string, count: number): ChangeRecord[] {
  return Array.from(
    { length: count },
    (_, i) =>
      ({
        id: `${platform}-${api.length.toString(16)}${i.toString(16).padStart(9, '0')}`,
        platform,
        title: `${api} v${i + 1}`,
        categories: ['api_version_sunset'],
        source_url: `https://example.com/${platform}/versions`,
        fetched_at: '2026-06-01T00:00:00Z',
        recorded_by: 'hand',
        observed_via: 'official',
        last_verified: '2026-06-01',
        source_key: `version|${api}|v${i + 1}`,
        api,
        api_version: `v${i + 1}`,
        release_date: '2020-01-01',
      }) as ChangeRecord,
  );
}

test('the threshold: a family of more than VERSION_TABLE_MAX_ROWS rows gets its own page, at or below it stays', () => {
  assert.ok(VERSION_TABLE_MAX_ROWS >= 50, 'the real content (about 50 rows per family at most) stays on the platform pages');
  assert.ok(VERSION_TABLE_MAX_ROWS <= 120, 'a page of this many rows stays well under 3,000 elements');
  assert.equal(hasOwnVersionPage(VERSION_TABLE_MAX_ROWS), false);
  assert.equal(hasOwnVersionPage(VERSION_TABLE_MAX_ROWS + 1), true);
  assert.equal(hasOwnVersionPage(1), false);
  assert.equal(versionTablePath('meta-ads', 'graph-api', VERSION_TABLE_MAX_ROWS), platformPath('meta-ads'));
  assert.equal(versionTablePath('meta-ads', 'graph-api', VERSION_TABLE_MAX_ROWS + 1), '/platforms/meta-ads/versions/graph-api/');
  assert.equal(platformVersionsPath('meta-ads', 'graph-api'), '/platforms/meta-ads/versions/graph-api/');
});

test("each row's page and versionRowPath point at the row where its table is, anchor kept", () => {
  const rows = versionRows(
    [...family('meta-ads', 'Graph API', VERSION_TABLE_MAX_ROWS), ...family('meta-ads', 'Marketing API', VERSION_TABLE_MAX_ROWS + 1)],
    ctx,
  );
  const fams = apiFamilies(rows);
  assert.deepEqual(
    fams.map((f) => [f.api, f.versions]),
    [
      ['Graph API', VERSION_TABLE_MAX_ROWS],
      ['Marketing API', VERSION_TABLE_MAX_ROWS + 1],
    ],
  );
  const graph = rows.find((r) => r.api === 'Graph API' && r.version === 'v7')!;
  assert.equal(graph.page, 'https://changeline.test/platforms/meta-ads/#v-graph-api-v7');
  assert.equal(versionRowPath(graph), '/platforms/meta-ads/#v-graph-api-v7');
  const mkt = rows.find((r) => r.api === 'Marketing API' && r.version === 'v81')!;
  assert.equal(mkt.page, 'https://changeline.test/platforms/meta-ads/versions/marketing-api/#v-marketing-api-v81');
  assert.equal(versionRowPath(mkt), '/platforms/meta-ads/versions/marketing-api/#v-marketing-api-v81');
  for (const r of rows) {
    const n = r.api === 'Graph API' ? VERSION_TABLE_MAX_ROWS : VERSION_TABLE_MAX_ROWS + 1;
    assert.equal(versionRowPath(r), versionRowPathIn(r, n), `${r.api} ${r.version}`);
    assert.ok(versionRowPath(r).endsWith(`#${versionAnchor(r.api_slug, r.version)}`), `${r.api} ${r.version}: anchor kept`);
  }
});
