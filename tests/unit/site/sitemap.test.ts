/**
 * The sitemap's lastmod: which date each page carries (src/build/sitemap-lastmod.ts),
 * and the `serialize` option that hands it to @astrojs/sitemap
 * (src/build/sitemap.ts). Which pages, their order and the files are
 * @astrojs/sitemap's; tests/integration/site/pages.test.ts reads the built ones.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pageLastmods } from '../../../src/build/sitemap-lastmod.ts';
import { sitemapOptions } from '../../../src/build/sitemap.ts';
import { ctx, rec } from './_data.ts';
import type { Tool } from '../../../src/schemas/pricing.ts';

const SITE = ctx.site;

const tool = (id: Tool['id'], last_snapshot: string | null, fetched_at: string | null = null) =>
  ({ id, last_snapshot, fetched_at }) as Pick<Tool, 'id' | 'last_snapshot' | 'fetched_at'>;

test('platform, tool and list pages take the newest of their records; pages without records the newest of all', () => {
  const a = rec(1, { platform: 'meta-ads', first_seen: '2026-03-01T00:00:00Z' });
  const b = rec(2, { platform: 'meta-ads', first_seen: '2026-01-01T00:00:00Z', changed_at: '2026-04-01T08:00:00Z' });
  const c = rec(3, { platform: 'x-ads', first_seen: '2026-02-01T00:00:00Z' });
  const { byPath, fallback } = pageLastmods({
    changes: [a, b, c],
    tools: [tool('clay', '2026-04-20', '2026-04-20T09:00:00Z'), tool('hunter', null, null)],
    events: [
      { tool_id: 'clay', date: '2026-05-03' },
      { tool_id: 'hunter', date: '2026-02-10' },
    ],
  });
  const at = (path: string) => byPath.get(path) ?? fallback;
  assert.equal(at(`/changes/${a.id}/`), '2026-03-01T00:00:00Z');
  assert.equal(at(`/changes/${b.id}/`), '2026-04-01T08:00:00Z', 'changed_at wins over first_seen');
  assert.equal(at('/platforms/meta-ads/'), '2026-04-01T08:00:00Z');
  assert.equal(at('/platforms/x-ads/'), '2026-02-01T00:00:00Z');
  assert.equal(at('/platforms/amazon-ads/'), '2026-04-01T08:00:00Z', 'a platform without records: the newest change');
  assert.equal(at('/pricing/clay/'), '2026-05-03', 'the latest price event is newer than the snapshot');
  assert.equal(at('/pricing/hunter/'), '2026-02-10');
  assert.equal(at('/pricing/'), '2026-05-03');
  assert.equal(at('/pricing/apollo/'), '2026-05-03', 'a tool page without a snapshot: the newest record');
  assert.equal(at('/'), '2026-05-03');
  assert.equal(at('/changes/'), '2026-05-03');
});

test('serialize gives each URL of @astrojs/sitemap the lastmod of its page, read from the content folder', () => {
  const dir = mkdtempSync(join(tmpdir(), 'changeline-sitemap-'));
  const a = rec(1, { platform: 'meta-ads', first_seen: '2026-03-01T00:00:00Z', changed_at: '2026-04-01T08:00:00Z' });
  const b = rec(2, { platform: 'x-ads', first_seen: '2026-02-01T00:00:00Z' });
  for (const r of [a, b]) {
    mkdirSync(join(dir, 'changes'), { recursive: true });
    writeFileSync(join(dir, 'changes', `${r.id}.json`), JSON.stringify(r));
  }
  const { serialize } = sitemapOptions(dir)!;
  const lastmod = (path: string) => (serialize!({ url: `${SITE}${path}` }) as { lastmod?: string }).lastmod;
  assert.equal(lastmod(`/changes/${a.id}/`), '2026-04-01T08:00:00Z');
  assert.equal(lastmod(`/changes/${b.id}/`), '2026-02-01T00:00:00Z');
  assert.equal(lastmod('/platforms/x-ads/'), '2026-02-01T00:00:00Z');
  assert.equal(lastmod('/about/'), '2026-04-01T08:00:00Z', 'a page that shows no single record: the newest');
  const item = { url: `${SITE}/changes/${a.id}/`, changefreq: undefined };
  assert.deepEqual(serialize!(item), { ...item, lastmod: '2026-04-01T08:00:00Z' }, 'the rest of the item is kept');
});
