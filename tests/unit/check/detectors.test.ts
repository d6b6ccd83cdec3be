/**
 * The detector table (DETECTORS in src/check/detect.ts) tested from its own
 * data: every example of every entry must give exactly its versions (and the
 * ones that must not match, nothing of that detector), every needle must
 * reach the prefilter, and every detector's `apis` must name a family the
 * version data has (a typo there would make every finding `unknown`).
 */
import { test } from 'node:test';
import { spawnSync } from 'node:child_process';
import type { VersionList } from '../../../src/schemas/versions.ts';
import assert from 'node:assert/strict';
import { DETECTORS, detectInFile, folderNamesPlatform, GREP_PATTERN, NEEDLES, PREFILTER, VERSION_GATE } from '../../../src/check/detect.ts';
import { contentData } from '../../../src/check/local-data.ts';

for (const d of DETECTORS) {
  test(`detector ${d.id}: its examples`, () => {
    assert.ok(
      d.examples.some((e) => e.versions.length > 0),
      `${d.id} has no example that must match`,
    );
    assert.ok(
      d.examples.some((e) => e.versions.length === 0),
      `${d.id} has no example that must not match`,
    );
    for (const e of d.examples) {
      const usages = detectInFile(e.text, e.file ?? 'x.txt').usages.filter((u) => u.detector === d.id);
      assert.deepEqual(
        usages.map((u) => u.version),
        e.versions,
        `${d.id} on ${JSON.stringify(e.text)}`,
      );
      if (e.apis)
        assert.deepEqual(
          usages.map((u) => u.apis),
          e.apis,
          `${d.id}: the families on ${JSON.stringify(e.text)}`,
        );
      // A text this detector matches passes the prefilter, or its path names the platform (the scan reads such a
      // file whatever it holds): no needle forgotten.
      if (e.versions.length > 0)
        assert.ok(PREFILTER.test(e.text) || folderNamesPlatform(e.file ?? 'x.txt'), `${d.id}: the prefilter misses ${JSON.stringify(e.text)}`);
    }
  });
}

test('the prefilter and the grep pattern are made of every needle', () => {
  for (const d of DETECTORS) for (const n of d.needles) assert.ok(NEEDLES.includes(n.toLowerCase()), `${d.id}: needle ${n}`);
  for (const n of NEEDLES) assert.ok(PREFILTER.test(n.toUpperCase()), `prefilter ignores case for ${n}`);
  const caseBlind = (n: string): string => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[a-z]/g, (c) => `[${c.toUpperCase()}${c}]`);
  for (const n of NEEDLES) assert.ok(GREP_PATTERN.includes(caseBlind(n)), `grep pattern has ${n}`);
  for (const d of DETECTORS) assert.ok(d.needles.length > 0 || d.identifier, `${d.id} has no needle`);
  // The version gate admits named constants, not a bare lowercase key (which needs the platform's needle anyway).
  assert.ok(PREFILTER.test("API_VERSION = 'v20'"));
  assert.ok(PREFILTER.test('const apiVersion = "202511";'));
  assert.equal(PREFILTER.test('{"version": "v12", "name": "x"}'), false);
});

test('the prefilter is a needle (any case) or the version gate, line by line', () => {
  const lines = [
    ...DETECTORS.flatMap((d) => d.examples.flatMap((e) => e.text.split('\n'))),
    "API_VERSION = 'v20'",
    "  version: 'v30';",
    '_version = "v9"',
    'x_version = "v9"',
    'version = "v9"',
    'VERSION: str = "202511"',
  ];
  for (const l of lines) {
    const lower = l.toLowerCase();
    assert.equal(PREFILTER.test(l), NEEDLES.some((n) => lower.includes(n)) || VERSION_GATE.test(l), JSON.stringify(l));
  }
});

test('grep -E with the bench pattern agrees with the prefilter, line by line', () => {
  // The bench compares the scanner with `grep -rInE GREP_PATTERN`: both must do the same search.
  const lines = [
    ...DETECTORS.flatMap((d) => d.examples.flatMap((e) => e.text.split('\n'))),
    ...NEEDLES.map((n) => `x ${n.toUpperCase()} y`),
    "API_VERSION = 'v20'",
    'const apiVersion = "202511";',
    "  version: 'v30';",
    '    return {"version": "v27", "path": "/api/v2/item"}',
    'VERSION => "v9"',
    'Version = "v9"',
    'myversion = "v9"',
  ].filter((l) => !l.includes('\0'));
  const res = spawnSync('grep', ['-nE', GREP_PATTERN], { input: `${lines.join('\n')}\n`, encoding: 'utf8' });
  assert.ok(res.status === 0 || res.status === 1, `grep failed: ${res.stderr}`);
  const byGrep = new Set(
    res.stdout
      .split('\n')
      .filter(Boolean)
      .map((l) => Number(l.slice(0, l.indexOf(':'))) - 1),
  );
  const disagree = lines.filter((l, i) => PREFILTER.test(l) !== byGrep.has(i));
  assert.deepEqual(disagree, []);
  assert.ok(byGrep.size > 10 && byGrep.size < lines.length, `grep matched ${byGrep.size} of ${lines.length} lines`);
});

test('every detector names API families the version data has', () => {
  const families = new Set((contentData().versions as VersionList).versions.map((r) => `${r.platform}\u0000${r.api}`));
  for (const d of DETECTORS) {
    for (const api of d.apis) assert.ok(families.has(`${d.platform}\u0000${api}`), `${d.id}: no family "${api}" for ${d.platform}`);
  }
});

test('detector ids are unique', () => {
  assert.equal(new Set(DETECTORS.map((d) => d.id)).size, DETECTORS.length);
});

test('docs/check.md carries the generated detector table and manifest list (node scripts/docs-check-tables.ts)', async () => {
  const { readFileSync } = await import('node:fs');
  const { render } = await import('../../../src/build/check-docs.ts');
  const doc = readFileSync(new URL('../../../docs/check.md', import.meta.url), 'utf8');
  assert.equal(render(doc), doc, 'docs/check.md is stale: run node scripts/docs-check-tables.ts');
});

test('a word of the path names a platform only as a whole word of a folder name', () => {
  const named = [
    'src/v0/destinations/fb/config.js',
    'airbyte/source-facebook-marketing/setup.py',
    'rudder/src/v0/destinations/fb_custom_audience/config.ts',
    'twitter_ads/__init__.py',
    'lib/twitter-ads/settings.rb',
    'connectors/google_ads/client.py',
    'taps/tap-linkedin-ads/streams.py',
    'destinations/snapchat_marketing/config.js',
    'sources/amazon_ads/reports.py',
    'destinations/snap-conversions-api/versioning-info.ts',
  ];
  const not = [
    'drivers/video/fbdev/core.c',
    'src/facebooklike/config.js',
    'src/twitter/client.py',
    'src/linkedin/profile.py',
    'src/snapchat/login.js',
    'destinations/snap-audiences/versioning-info.ts',
    'src/google/analytics.py',
    'src/amazon/s3.py',
    'docs/fbx-export.md',
    'googleads-mobile-android-examples/kotlin/app/build.gradle.kts',
    // A file named for a platform (a data record, a provider module) lends nothing by its name: its text must say it.
    'content/changes/x-ads-17296ccf1b.json',
    'src/integrations/facebook.provider.ts',
    'lib/fb.js',
  ];
  for (const p of named) assert.ok(folderNamesPlatform(p), p);
  for (const p of not) assert.equal(folderNamesPlatform(p), false, p);
});

test('a path names the platform for the detectors of its context, not for others', () => {
  const found = (text: string, file: string) => detectInFile(text, file).usages.map((u) => `${u.detector} ${u.version}`);
  // A Meta constant in a folder named for Facebook; the same line elsewhere, or under another platform's folder, is nothing.
  assert.deepEqual(found("const VERSION = 'v18.0';", 'src/v0/destinations/fb/config.js'), ['meta-version-constant v18.0']);
  assert.deepEqual(found("const VERSION = 'v18.0';", 'src/v0/destinations/clickup/config.js'), []);
  assert.deepEqual(found("const VERSION = 'v18.0';", 'src/v0/destinations/twitter_ads/config.js'), []);
  // A JSON key is data: it is never a constant that a neighbour's code uses by name.
  assert.deepEqual(detectInFile('{"api_version": "8.0", "default_api_version": "202404"}', 'content/records/a.json').pending, []);
  // Shopify, Stripe and Slack versions in a connector folder named for an ad platform are not that platform's.
  assert.deepEqual(found("API_VERSION = '2024-04'\nSTRIPE_API_VERSION = '2023-10-16'", 'src/facebook_sync/shopify.py'), []);
});

test('an Amazon report download takes the family of the reports its file requests', () => {
  const d = DETECTORS.find((x) => x.id === 'amazon-v2-report-download')!;
  const family = (text: string) => detectInFile(`# Amazon Ads\n${text}\nget('/v2/reports/{}')`, 'a.py').usages.find((u) => u.detector === d.id)?.apis;
  assert.deepEqual(family("post('/v2/sp/{}/report')"), ['Sponsored Products reporting']);
  assert.deepEqual(family("post('/sd/{}/report')"), ['Sponsored Display reporting']);
  // Sponsored Brands version 2 reports have no shut-off row: their download is no finding, and beside another
  // product's reports it is that product's.
  assert.equal(family("post('/v2/hsa/{}/report')"), undefined);
  assert.deepEqual(family("post('/v2/hsa/{}/report')\npost('/v2/sp/{}/report')"), ['Sponsored Products reporting']);
  // Two products, or none: the file cannot tell, so every family is weighed (the resolver names the first to die).
  assert.deepEqual(family("post('/v2/sp/{}/report')\npost('/sd/{}/report')"), d.apis);
  assert.deepEqual(family(''), d.apis);
  for (const f of [family("post('/v2/sp/{}/report')"), family("post('/sd/{}/report')")]) for (const api of f ?? []) assert.ok(d.apis.includes(api), api);
});
