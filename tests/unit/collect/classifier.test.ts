/**
 * The category classifier (src/collect/lib/classify.ts) against a golden
 * file of real release-note entries (titles and the start of their text,
 * from the real copies in copies/): a rule change that moves any
 * of them shows up here, to be reviewed and the golden file updated on
 * purpose.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { classify, classifyEntry } from '../../../src/collect/lib/classify.ts';
import { belowRecordBar } from '../../../src/collect/lib/noise.ts';
import { ROOT } from '../../../src/build/repo-root.ts';

interface Case {
  source: string;
  title: string;
  body: string;
  categories: string[];
}
const GOLDEN: Case[] = JSON.parse(readFileSync(join(ROOT, 'tests/fixtures/collect/classifier-golden.json'), 'utf8'));

test('the classifier gives every golden entry its recorded categories', () => {
  assert.ok(GOLDEN.length >= 40);
  const wrong = GOLDEN.filter((c) => JSON.stringify(classifyEntry(c.title, c.body)) !== JSON.stringify(c.categories)).map(
    (c) => `${c.title}: ${classifyEntry(c.title, c.body).join(',')} (golden: ${c.categories.join(',')})`,
  );
  assert.deepEqual(wrong, []);
});

test('the golden file covers each kind of call the issue names', () => {
  const by = (re: RegExp) => GOLDEN.find((c) => re.test(c.title))!;
  assert.deepEqual(by(/^User invitation APIs/).categories, ['announcement'], 'user invitations are no policy');
  assert.deepEqual(by(/^Posts are deprecated/).categories, ['deprecation']);
  assert.deepEqual(by(/view-based attribution/).categories, ['tracking_signal']);
  assert.deepEqual(by(/^Multi-factor authentication will be required/).categories, ['breaking_change']);
  assert.ok(by(/vertical video creatives/).categories.includes('format_change'));
});

test('running text alone does not make a launch a policy, tracking or format change', () => {
  const body = 'Advertisers can now run video ads with conversion tracking, subject to our advertising policies and terms.';
  assert.deepEqual(classifyEntry('Sponsored Brands now available for single-book authors', body), ['announcement']);
  assert.deepEqual(classify(`Ad policy update. ${body}`), ['tracking_signal', 'policy', 'format_change']);
  assert.deepEqual(classifyEntry('New reporting columns', 'The old columns will be deprecated on May 1, 2026.'), ['deprecation']);
});

test('the record bar: SDK updates and bug fixes never, changes always, announcements only when notable', () => {
  const bar = (title: string, categories: string[]) => belowRecordBar({ title, categories: categories as never });
  assert.equal(bar('Bing Ads API SDK Updates', ['announcement']), true);
  assert.equal(bar('Version 3 reporting API bug fix', ['announcement']), true);
  assert.equal(bar('Sponsored Display version 2 reporting endpoints will shut off on October 31, 2024', ['deprecation']), false);
  assert.equal(bar('Version 13 General Availability', ['announcement']), false);
  assert.equal(bar('New API interfaces', ['announcement']), false);
  assert.equal(bar('Set ad frequency in 10-minute increments', ['announcement']), true);
});
