/**
 * /newsletter/ with digests: the fixture content plus two weekly digests made
 * by src/site/digest.ts, built into a temporary folder.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as cheerio from 'cheerio';
import { buildSite, FIXTURE_CONTENT } from '../../support/fixture-site.ts';
import { buildDigest } from '../../../src/site/digest.ts';
import { readRecords } from '../../../src/model/content-files.ts';
import type { ChangeRecord } from '../../../src/schemas/change.ts';
import type { PriceEvent } from '../../../src/schemas/pricing.ts';
import { deadlineEvent } from '../../../src/model/lifecycle-event.ts';

test('the newsletter page shows the latest digest: announced, taking effect, changed, deadlines, price events, additions in one line', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'changeline-digest-'));
  try {
    const content = join(tmp, 'content');
    cpSync(FIXTURE_CONTENT, content, { recursive: true });
    mkdirSync(join(content, 'digests'), { recursive: true });
    const changes = readRecords<ChangeRecord>(content, 'changes');
    const events = readRecords<PriceEvent>(content, 'price-events');
    // The second week holds an announcement (google-ads-4959f182db, 2026-06-25) and, in the 30 days after, the escaping fixture's deadline.
    const digests = ['2026-06-10', '2026-06-24'].map((day) => buildDigest({ changes, events, day, generatedAt: `${day}T06:00:00Z` }));
    for (const d of digests) writeFileSync(join(content, 'digests', `${d.id}.json`), JSON.stringify(d, null, 2));
    const latest = digests[1]!;
    assert.ok(latest.deadlines.length > 0, 'the digest has rows to show');
    const res = buildSite({ contentDir: content, outDir: join(tmp, 'dist'), mode: 'astro' });
    assert.equal(res.status, 0, res.output);
    const $ = cheerio.load(readFileSync(join(tmp, 'dist/newsletter/index.html'), 'utf8'));
    assert.match($('.lede').text(), new RegExp(`Week ${latest.id}:`));
    const section = (id: string) => $(`section[aria-labelledby="${id}"]`);
    const sections = [
      ['d-announced', latest.announced],
      ['d-effective', latest.taking_effect],
      ['d-changed', latest.changed_changes],
      ['d-deadlines', latest.deadlines],
    ] as const;
    assert.ok(
      sections.some(([id, items]) => id !== 'd-deadlines' && items.length > 0),
      'some event of the week to show',
    );
    for (const [id, items] of sections) {
      assert.equal(section(id).find('li').length, items.length, id);
      for (const i of items) {
        assert.equal(section(id).find(`a[href="/changes/${i.id}/"]`).text(), i.title, `${id} ${i.id}`);
        assert.equal(section(id).find(`a[href="${i.source_url}"]`).length > 0, true);
      }
    }
    // A deadline row names what happens on its date (issue 20): "sunset", "retired", "takes effect".
    for (const i of latest.deadlines) {
      const row = section('d-deadlines').find(`a[href="/changes/${i.id}/"]`).closest('li');
      assert.equal(row.find('.row-kind').text().trim(), deadlineEvent(i)!.name, i.id);
      if (i.release_date !== null) assert.doesNotMatch(row.find('.row-kind').text(), /released/);
    }
    assert.equal(section('d-prices').find('li').length, latest.price_events.length);
    assert.match($('main').text(), /2 digests published so far/);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
});
