/** A collected API version is titled by its name; the date is shown beside it, never repeated in it (issue 10). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { versionItem } from '../../../src/collect/lib/records.ts';
import { normalizeDate } from '../../../src/collect/lib/date-normalizer.ts';

test('a version row becomes "<API> <version>", with the sunset date in effective_date only', () => {
  const item = versionItem({
    key: 'version|google-ads-api|v21',
    apiName: 'Google Ads API',
    version: 'v21',
    source_url: 'https://developers.google.com/google-ads/api/docs/sunset-dates',
    source_name: 'Google Ads API sunset dates',
    release: normalizeDate('June 2025'),
    deprecation: null,
    sunset: normalizeDate('Sep/Oct 2026'),
    text: 'API version: v21. Sunset date: Sep/Oct 2026.',
    tags: ['v21'],
  });
  assert.equal(item.title, 'Google Ads API v21');
  assert.ok(item.effective_date, 'the sunset date is kept as the effective date');
  assert.doesNotMatch(item.title, /2026|sunset|tentative/i);
  assert.equal(item.tentative, true, 'a projected date still marks the record tentative');
});
