/**
 * /changes/ at a size that needs paging: 250 synthetic records (the bench's
 * generator), built into a temporary folder. Every record is reachable
 * through the pages, in the stated order, and each category's static pages
 * hold exactly that category's records.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as cheerio from 'cheerio';
import { buildSite } from '../../support/fixture-site.ts';
import { writeSyntheticContent } from '../../../bench/synth.ts';
import { CHANGES_PAGE_SIZE, categoryPath, changesPagePath } from '../../../src/model/links.ts';
import { startDay } from '../../../src/model/date-math.ts';
import type { Change } from '../../../src/schemas/change.ts';
import { CATEGORIES } from '../../../src/schemas/common.ts';

const N = 250;

test(`/changes/ pages reach all ${N} records: upcoming soonest first, then past newest first; category pages too`, () => {
  const tmp = mkdtempSync(join(tmpdir(), 'changeline-pages-'));
  try {
    writeSyntheticContent(join(tmp, 'content'), N);
    const out = join(tmp, 'dist');
    const res = buildSite({ contentDir: join(tmp, 'content'), outDir: out, mode: 'astro' });
    assert.equal(res.status, 0, res.output);
    const all = (JSON.parse(readFileSync(join(out, 'api/changes.json'), 'utf8')) as { changes: Change[] }).changes;
    assert.equal(all.length, N);
    const byPath = new Map(all.map((c) => [`/changes/${c.id}/`, c]));
    const page = (path: string) => cheerio.load(readFileSync(join(out, path, 'index.html'), 'utf8'));

    /** Walk a list from its first page by the pager's "Next" links; the records in order. */
    const walk = (first: string): Change[] => {
      const rows: Change[] = [];
      let path: string | undefined = first;
      let n = 0;
      while (path) {
        n++;
        const $ = page(path);
        const links = $('#change-list .row-main > a')
          .toArray()
          .map((a) => $(a).attr('href')!);
        assert.ok(links.length <= CHANGES_PAGE_SIZE, path);
        rows.push(...links.map((l) => byPath.get(l)!));
        assert.equal($('.pager a[aria-current="page"]').text() || '1', String(n), `${path} marks its page`);
        path = $('.pager a[rel="next"]').attr('href');
      }
      return rows;
    };

    const listed = walk(changesPagePath());
    assert.equal(listed.length, N);
    assert.equal(new Set(listed.map((c) => c.id)).size, N, 'every record once');
    assert.ok(existsSync(join(out, changesPagePath(Math.ceil(N / CHANGES_PAGE_SIZE)), 'index.html')));
    const up = listed.findIndex((c) => !c.upcoming);
    assert.ok(up > 0 && listed.slice(up).every((c) => !c.upcoming), 'upcoming records come first');
    const soon = listed.slice(0, up).map((c) => startDay(c.effective_date!));
    assert.deepEqual(soon, [...soon].sort(), 'upcoming soonest first');
    const past = listed.slice(up).map((c) => startDay(c.effective_date ?? c.published_date ?? ''));
    assert.deepEqual(past, [...past].sort().reverse(), 'then newest first');

    let categories = 0;
    for (const cat of CATEGORIES) {
      const mine = listed.filter((c) => c.categories?.includes(cat));
      if (!mine.length) continue;
      categories++;
      assert.deepEqual(
        walk(categoryPath(cat)).map((c) => c.id),
        mine.map((c) => c.id),
        cat,
      );
    }
    assert.ok(categories >= 3);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
});
