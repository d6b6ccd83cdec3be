/**
 * /sdks/ on the built fixture site (tests/fixtures/content/sdks): "which
 * package version do I need for v23?" is answered in the row of v23, per
 * package; the reverse tables list every range of the JSON with its source;
 * statuses come from the version table; Google's missing Node.js library is
 * stated with its source.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readJson } from '../../support/read-json.ts';
import { load, pages, SITE } from './_site.ts';
import type { SdkList } from '../../../src/schemas/sdks.ts';
import { rangeLabel, sdkVersionAnchor } from '../../../src/model/sdks.ts';

const page = pages().find((p) => p.path === '/sdks/');
const $ = load(page?.file ?? 'sdks/index.html');
const list = readJson<SdkList>(SITE, 'api/sdks.json');

test('/sdks/ is built, with one section per API family of the map', () => {
  assert.ok(page, '/sdks/ was built');
  assert.deepEqual(
    $('section[data-sdk-family]')
      .toArray()
      .map((s) => $(s).attr('data-sdk-family')),
    ['google-ads|Google Ads API', 'meta-ads|Marketing API', 'microsoft-ads|Bing Ads API'],
  );
});

test('the row of Google Ads API v23 names the package versions that speak it, per package', () => {
  const row = $(`#${sdkVersionAnchor('google-ads', 'Google Ads API', 'v23')}`);
  assert.equal(row.length, 1);
  const items = row
    .find('li[data-package]')
    .toArray()
    .map((li) => $(li).text().replace(/\s+/g, ' ').trim());
  assert.deepEqual(items, ['google-ads PyPI: 29.0.0 and later', 'com.google.api-ads:google-ads Maven: 43.0.0 and later']);
  // v19 only the oldest fixture range of google-ads speaks; the Java fixture ranges do not.
  const v19 = $(`#${sdkVersionAnchor('google-ads', 'Google Ads API', 'v19')}`)
    .find('li[data-package]')
    .toArray()
    .map((li) => $(li).text().replace(/\s+/g, ' ').trim());
  assert.deepEqual(v19, ['google-ads PyPI: 28.1.0 up to 29.0.0 (not included)']);
});

test('a version in the version table shows its status and links its row; one that is not says so', () => {
  const v21 = $(`#${sdkVersionAnchor('google-ads', 'Google Ads API', 'v21')}`);
  assert.match(v21.find('th a').attr('href') ?? '', /^\/platforms\/google-ads\/#v-google-ads-api-v21$/);
  assert.match(v21.find('.status').text(), /Active|Deprecated|Sunset|Planned/);
  const v25 = $(`#${sdkVersionAnchor('google-ads', 'Google Ads API', 'v25')}`);
  assert.equal(v25.find('th a').length, 0);
  assert.match(v25.text(), /not in the version table/);
});

test('the reverse tables list every range of /api/sdks.json, each linking its official source', () => {
  for (const pkg of list.sdks) {
    const details = $(`details[data-package-ranges="${pkg.package}"]`);
    assert.equal(details.length, 1, pkg.package);
    const rows = details.find('tbody tr').toArray();
    assert.equal(rows.length, pkg.releases.length, pkg.package);
    pkg.releases.forEach((r, i) => {
      const cells = $(rows[i]!).find('th, td');
      assert.equal($(cells[0]).text().trim(), rangeLabel(r));
      assert.equal($(cells[1]).text().trim(), r.api_versions.join(', '));
      assert.equal($(cells[3]).find('a').attr('href'), r.source_url);
    });
  }
});

test('Google publishing no Node.js library is stated with its source', () => {
  const note = $('[data-no-official="npm"]');
  assert.equal(note.length, 1);
  assert.match(note.text(), /no official Node\.js library/);
  assert.equal(note.find('a').attr('href'), 'https://developers.google.com/google-ads/api/docs/client-libs');
});
