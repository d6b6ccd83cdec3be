/**
 * The deadline rules: a future date that only the summary carries is
 * listed for review (summary-date), no two live records state one version's
 * sunset (same-deadline, an error), and one change written up twice is
 * listed for review (same-change). Each fails on a planted bad record and
 * passes the good one; the review level does not fail a run.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { canonicalJson } from '../../../src/model/canonical.ts';
import { changeId, sourceKey } from '../../../src/model/ids.ts';
import { CONTENT_SCHEMAS } from '../../../src/model/content-kinds.ts';
import { errorsOf, formatFinding, lintFiles, reviewsOf } from '../../../src/lint/lint.ts';
import { RULES } from '../../../src/lint/rules/index.ts';
import { summaryDates, sameDate } from '../../../src/lint/rules/summary-dates.ts';
import { sameChange, sameDeadline } from '../../../src/lint/rules/same-deadline.ts';
import type { ContentFile } from '../../../src/lint/types.ts';

const TODAY = '2026-11-27';
const NOW = new Date(`${TODAY}T12:00:00Z`);
const DEPRECATIONS = 'https://developers.google.com/google-ads/api/docs/deprecations';

function change(over: Record<string, unknown>): ContentFile {
  const key = over.source_key as string;
  const rec: Record<string, unknown> = {
    id: changeId(String(over.platform ?? 'google-ads'), key),
    platform: 'google-ads',
    title: 'Call-only ads stop serving',
    summary: 'Existing call-only ads stop serving in February 2027.',
    categories: ['deprecation'],
    effective_date: '2027-02',
    effective_date_precision: 'month',
    source_url: DEPRECATIONS,
    fetched_at: '2026-11-25T10:00:00Z',
    recorded_by: 'hand',
    observed_via: 'official',
    last_verified: '2026-11-25',
    ...over,
  };
  const text = canonicalJson(CONTENT_SCHEMAS.changes, rec);
  const json = JSON.parse(text);
  const name = `${String(rec.id)}.json`;
  return { kind: 'changes', name, path: `content/changes/${name}`, text, json, parsed: CONTENT_SCHEMAS.changes.safeParse(json) };
}

const ctx = (files: ContentFile[]) => ({ files, today: TODAY, now: `${TODAY}T12:00:00Z` });
const idOf = (f: ContentFile): string => (f.json as { id: string }).id;

test('summary-date: a future deadline only the summary names is listed for review', () => {
  // The call-only ads record as it was: effective January 2026, the February 2027 stop only in the prose.
  const bad = change({
    source_key: sourceKey.row(DEPRECATIONS, '2026-01-01 call-only ads'),
    summary: 'New call-only ads cannot be created from January 2026; existing ones stop serving in February 2027.',
    effective_date: '2026-01',
  });
  const found = summaryDates.check(ctx([bad]));
  assert.equal(found.length, 1);
  assert.equal(found[0]!.field, 'summary');
  assert.match(found[0]!.message, /"February 2027".*\(2026-01\)/);
  // The past date (January 2026) is not listed, the deadline carried as the effective date is fine.
  const good = change({ source_key: 'article|https://developers.google.com/ads/blog/posts/2025/10/upgrade-your-call-only-ads-to' });
  assert.deepEqual(summaryDates.check(ctx([good])), []);
});

test('summary-date: a day inside the effective month, the record’s own deprecation date, and superseded records are not listed', () => {
  const inMonth = change({ source_key: 'article|a', summary: 'Serving stops on February 3, 2027.' });
  const ownField = change({
    source_key: sourceKey.version('google-ads-api', 'v23'),
    title: 'Google Ads API v23',
    categories: ['api_version_sunset'],
    summary: 'Deprecated on 1 January 2027, sunset in February 2027.',
    api: 'Google Ads API',
    api_version: 'v23',
    deprecation_date: '2027-01-01',
  });
  const replaced = change({ source_key: 'article|b', summary: 'Moved to March 2027.', effective_date: '2026-12', superseded_by: idOf(inMonth) });
  assert.deepEqual(summaryDates.check(ctx([inMonth, ownField, replaced])), []);
  assert.equal(sameDate('2027-02-03', '2027-02'), true);
  assert.equal(sameDate('2027-02', '2027-02-03'), true);
  assert.equal(sameDate('2027-03', '2027-02'), false);
});

test('summary-date findings are for review: they are listed but the run passes', () => {
  const bad = change({ source_key: `article|${DEPRECATIONS}`, summary: 'Stops serving in February 2027.', effective_date: '2026-01' });
  const findings = lintFiles([bad], { now: NOW, rules: RULES });
  assert.deepEqual(errorsOf(findings).map(formatFinding), []);
  const reviews = reviewsOf(findings);
  assert.equal(reviews.length, 1);
  assert.match(formatFinding(reviews[0]!), /^review: content\/changes\/google-ads-[0-9a-f]{10}\.json: summary: .*\[summary-date\]$/);
});

test('same-deadline: two live records of one version and one sunset date are an error until one is superseded', () => {
  const version = (key: string, over: Record<string, unknown> = {}) =>
    change({
      source_key: key,
      platform: 'microsoft-ads',
      title: 'SOAP API retirement',
      summary: 'SOAP is retired on January 31, 2027.',
      categories: ['api_version_sunset'],
      effective_date: '2027-01-31',
      effective_date_precision: 'day',
      source_url: 'https://learn.microsoft.com/en-us/advertising/guides/migrate-to-rest',
      api: 'Bing Ads API (SOAP)',
      api_version: '13',
      ...over,
    });
  const guide = version('article|https://learn.microsoft.com/en-us/advertising/guides/migrate-to-rest');
  const post = version('article|https://techcommunity.microsoft.com/blog/adsapiblog/microsoft-advertising-api-transition-soap-to-rest/4561321', {
    title: 'SOAP retirement date set',
  });
  const found = sameDeadline.check(ctx([guide, post]));
  assert.equal(found.length, 1, JSON.stringify(found));
  assert.match(found[0]!.message, /Bing Ads API \(SOAP\) 13's sunset on 2027-01-31.*superseded_by/);
  // Linked: the post points at the guide, one live deadline remains.
  const linked = version('article|https://techcommunity.microsoft.com/blog/adsapiblog/microsoft-advertising-api-transition-soap-to-rest/4561321', {
    title: 'SOAP retirement date set',
    superseded_by: idOf(guide),
  });
  assert.deepEqual(sameDeadline.check(ctx([guide, linked])), []);
  // Another version on the same day is another deadline.
  assert.deepEqual(sameDeadline.check(ctx([guide, version('article|v12', { api_version: '12', title: 'v12' })])), []);
});

test('same-change (review): one change written up twice (same platform, day and title) is listed; unrelated changes on one day are not', () => {
  const a = change({ source_key: 'entry|https://example.com/notes|2027-02|call-only ads', title: 'Call-only ads  stop serving' });
  const b = change({ source_key: 'article|https://example.com/post', title: 'call-only ads stop serving' });
  const found = sameChange.check(ctx([a, b]));
  assert.equal(found.length, 1);
  assert.match(found[0]!.message, /the same change on 2027-02/);
  assert.deepEqual(sameDeadline.check(ctx([a, b])), [], 'not a version deadline');
  const other = change({ source_key: 'article|https://example.com/other', title: 'Another format retired' });
  assert.deepEqual(sameChange.check(ctx([a, other])), []);
  // A different platform on the same day and title is not the same change; nor is a superseded copy.
  const elsewhere = change({ source_key: 'article|https://example.com/post', platform: 'microsoft-ads', title: 'Call-only ads stop serving' });
  assert.deepEqual(sameChange.check(ctx([a, elsewhere])), []);
  const linked = change({ source_key: 'article|https://example.com/post', title: 'call-only ads stop serving', superseded_by: idOf(a) });
  assert.deepEqual(sameChange.check(ctx([a, linked])), []);
});

test('the deadline rules are registered after the existing ones; same-deadline fails a run, the other two are for review', () => {
  const names = RULES.map((r) => r.name);
  for (const n of ['summary-date', 'same-deadline', 'same-change']) assert.ok(names.indexOf(n) > names.indexOf('price-number'), n);
  assert.equal(RULES.find((r) => r.name === 'same-deadline')!.level ?? 'error', 'error');
  assert.equal(RULES.find((r) => r.name === 'summary-date')!.level, 'review');
  assert.equal(RULES.find((r) => r.name === 'same-change')!.level, 'review');
});
