/** How dates, deadlines and texts read on the site. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BREAKABLE_RUN, breakable, effectiveDateText, formatDate, formatShortDate, oneLine, truncate } from '../../../src/site/format.ts';

test('dates read as words, a month as a month, a timestamp as its UTC day', () => {
  assert.equal(formatDate('2026-07-01'), '1 July 2026');
  assert.equal(formatDate('2026-09'), 'September 2026');
  assert.equal(formatDate('2026-11-25T23:59:00Z'), '25 November 2026');
  assert.equal(formatShortDate('2026-12-09'), '9 Dec 2026');
  assert.equal(formatShortDate('2027-01'), 'Jan 2027');
});

test('a month-precision effective date says the day is not given', () => {
  assert.equal(effectiveDateText({ effective_date: '2026-07-01' }), '1 July 2026');
  assert.match(effectiveDateText({ effective_date: '2026-09' })!, /^September 2026 \(the source gives the month, not the day\)$/);
  assert.equal(effectiveDateText({ effective_date: null }), null);
});

test('one-line and truncated texts', () => {
  assert.equal(oneLine(' a\n\tb  c '), 'a b c');
  assert.equal(truncate('short', 10), 'short');
  const t = truncate('The quick brown fox jumps over the lazy dog, again and again.', 30);
  assert.ok(t.length <= 30, t);
  assert.ok(t.endsWith('…'));
  assert.ok('The quick brown fox jumps over the lazy dog'.startsWith(t.slice(0, -1)));
});

test('breakable: long names break after their separators, and a long unbroken run is cut, never losing a character', () => {
  const parts = (s: string) => breakable(s);
  assert.deepEqual(parts('com.facebook.business.sdk:facebook-java-business-sdk'), [
    'com.',
    'facebook.',
    'business.',
    'sdk:',
    'facebook-',
    'java-',
    'business-',
    'sdk',
  ]);
  assert.deepEqual(parts('/Api/Advertiser/'), ['/', 'Api/', 'Advertiser/']);
  // Tokens without dots, colons or slashes: identifiers, queries.
  assert.deepEqual(parts('google_ads_api_version'), ['google_', 'ads_', 'api_', 'version']);
  assert.deepEqual(parts('?metric=page_impressions&period=day'), ['?', 'metric=', 'page_', 'impressions&', 'period=', 'day']);
  // A long run with no separator: cut where its words meet, else in pieces; short words stay whole.
  assert.deepEqual(parts('CampaignManagementServiceClientFactory'), ['Campaign', 'Management', 'Service', 'Client', 'Factory']);
  assert.deepEqual(parts('aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'), ['aaaaaaaaaaaa', 'aaaaaaaaaaaa', 'aaaaaaaaaaaa', 'aaaa']);
  assert.deepEqual(parts('GoogleAdsService'), ['GoogleAdsService']);
  assert.deepEqual(parts('version'), ['version']);
  // Prose keeps its words whole: only a run of more than BREAKABLE_RUN non-space characters is cut.
  assert.deepEqual(parts('REST / gRPC endpoint googleads.googleapis.com/vNN'), ['REST /', ' gRPC endpoint googleads.', 'googleapis.', 'com/', 'vNN']);
  assert.deepEqual(parts('in a file that uses ServiceClientFactoryForCampaignManagement'), [
    'in a file that uses Service',
    'Client',
    'Factory',
    'For',
    'Campaign',
    'Management',
  ]);
  for (const s of ['a-b_c=d?e&f', 'x'.repeat(100), 'AbcDefGhiJklMnoPqrStuVwxYz0123456789', '']) {
    const got = parts(s);
    assert.equal(got.join(''), s);
    for (const p of got) assert.ok(p.length <= BREAKABLE_RUN + 1, `${p} is ${p.length} long`);
  }
});
