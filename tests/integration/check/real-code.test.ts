/**
 * Precision and recall of changeline check on excerpts of real public code
 * (tests/fixtures/check/real/, each file headed by its repository@commit,
 * path and licence), against pins labelled by reading them
 * (tests/fixtures/check/real/expected.json). Production and test pins are
 * counted apart. The test prints the figures and fails below the floors
 * reached when the set was made: raise them as the scanner improves.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentData } from '../../../src/check/local-data.ts';
import { dataFrom } from '../../../src/check/data.ts';
import { VersionIndex } from '../../../src/check/resolve.ts';
import { scanPath } from '../../../src/check/scan.ts';

const REAL = join(import.meta.dirname, '../../fixtures/check/real');

interface Pin {
  file: string;
  line: number;
  platform: string;
  /** The API family, when the code tells it; null when it cannot be told. */
  api: string | null;
  version: string;
  scope: 'production' | 'test';
  comment: boolean;
}

/**
 * The floors: what the scanner reached on this set (see its README for the
 * misses and why). Precision and recall are per class (production, test);
 * `api` is the share of found pins with a labelled family whose finding names
 * that family.
 */
const FLOOR = {
  precision_production: 1,
  precision_test: 1,
  recall_production: 1,
  recall_test: 1,
  api: 0.991,
};

test('real code: precision and recall, production and test apart', async () => {
  const expected = (JSON.parse(readFileSync(join(REAL, 'expected.json'), 'utf8')) as { pins: Pin[] }).pins;
  const index = new VersionIndex(dataFrom(contentData() as never, 'bundle'), '2026-11-29');
  const { findings } = await scanPath(REAL, index, { cwd: REAL, exclude: ['expected.json', 'README.md'] });
  const key = (p: { file: string; line: number; platform: string; version: string | null }) => `${p.file}:${p.line} ${p.platform} ${p.version}`;
  const want = new Map(expected.map((p) => [key(p), p]));
  const got = new Set(findings.map(key));
  const truePositives = findings.filter((f) => want.has(key(f)));
  const falsePositives = findings.filter((f) => !want.has(key(f))).map(key);
  const missed = expected.filter((p) => !got.has(key(p)));
  const recall = (scope: Pin['scope']) => {
    const all = expected.filter((p) => p.scope === scope);
    return all.length === 0 ? 1 : all.filter((p) => got.has(key(p))).length / all.length;
  };
  const inScope = <T extends { scope: Pin['scope'] }>(xs: readonly T[], scope: Pin['scope']): T[] => xs.filter((x) => x.scope === scope);
  const precision = (scope: Pin['scope']) => {
    const all = inScope(findings, scope);
    return all.length === 0 ? 1 : inScope(truePositives, scope).length / all.length;
  };
  const labelled = truePositives.filter((f) => want.get(key(f))!.api !== null);
  const apiWrong = labelled.filter((f) => f.api !== want.get(key(f))!.api);
  const figures = {
    precision_production: precision('production'),
    precision_test: precision('test'),
    recall_production: recall('production'),
    recall_test: recall('test'),
    api: labelled.length === 0 ? 1 : (labelled.length - apiWrong.length) / labelled.length,
  };
  const count = (scope: Pin['scope']) => `${inScope(expected, scope).length} ${scope} pins, ${inScope(findings, scope).length} findings`;
  const fmt = (n: number) => n.toFixed(3);
  console.log(
    `real-code set: ${new Set(expected.map((p) => p.file)).size} files; ${count('production')}, ${count('test')}; ` +
      `production precision ${fmt(figures.precision_production)} recall ${fmt(figures.recall_production)}; ` +
      `test precision ${fmt(figures.precision_test)} recall ${fmt(figures.recall_test)}; API family right ${fmt(figures.api)}`,
  );
  if (falsePositives.length > 0) console.log(`false positives: ${falsePositives.join('; ')}`);
  if (missed.length > 0) console.log(`missed: ${missed.map(key).join('; ')}`);
  if (apiWrong.length > 0) console.log(`API family wrong: ${apiWrong.map((f) => `${key(f)} ${f.api} (labelled ${want.get(key(f))!.api})`).join('; ')}`);
  // Google v8 (pinned in the set) is a row of its own, sunset; it was answered by the older-versions rule before the
  // table reached back to v1.3.
  const v8 = findings.find((f) => f.version === 'v8');
  assert.equal(v8?.status, 'sunset');
  assert.equal(v8?.status_basis, 'row');
  // What a user of these codebases must see (issue 29): the SOAP retirement for a bingads pin, an old LinkedIn
  // version sunset by the rule rather than unknown, and a page-insights read judged as the Graph API (active),
  // not the Marketing API (sunset).
  const at = (file: string, line: number) => findings.find((f) => f.file === file && f.line === line);
  const bingads = at('tap-bing-ads/setup.py', 19);
  assert.equal(bingads?.api, 'Bing Ads API (SOAP)');
  assert.equal(bingads?.sunset_date, '2027-01-31');
  const linkedin = at('meltanolabs-tap-linkedin-ads/tap_linkedin_ads/streams/base_stream.py', 26);
  assert.deepEqual([linkedin?.status, linkedin?.status_basis], ['sunset', 'rule']);
  const pageInsights = at('postiz-app/libraries/nestjs-libraries/src/integrations/social/facebook.provider.ts', 49);
  assert.deepEqual([pageInsights?.api, pageInsights?.version, pageInsights?.status], ['Graph API', 'v23.0', 'active']);
  // Comments are reported and marked.
  for (const f of truePositives) assert.equal(f.comment, want.get(key(f))!.comment, `${key(f)} comment`);
  for (const f of truePositives) assert.equal(f.scope, want.get(key(f))!.scope, `${key(f)} scope`);
  for (const [name, floor] of Object.entries(FLOOR)) {
    const got = figures[name as keyof typeof figures];
    assert.ok(
      got >= floor,
      `${name} ${got.toFixed(3)} < ${floor}: false positives ${falsePositives.join('; ') || 'none'}; missed ${missed.map(key).join('; ') || 'none'}`,
    );
  }
});
