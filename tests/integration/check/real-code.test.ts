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
  version: string;
  scope: 'production' | 'test';
  comment: boolean;
}

/** The floors: what the scanner reached on this set (production recall misses a constant whose neighbour is not in the set). */
const FLOOR = { precision: 1, recall_production: 0.8, recall_test: 1 };

test('real code: precision and recall, production and test apart', async () => {
  const expected = (JSON.parse(readFileSync(join(REAL, 'expected.json'), 'utf8')) as { pins: Pin[] }).pins;
  const index = new VersionIndex(dataFrom(contentData() as never, 'bundle'), '2026-11-29');
  const { findings } = await scanPath(REAL, index, { cwd: REAL, exclude: ['expected.json'] });
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
  const precision = findings.length === 0 ? 1 : truePositives.length / findings.length;
  const figures = { precision, recall_production: recall('production'), recall_test: recall('test') };
  console.log(
    `real-code set: ${expected.length} pins, ${findings.length} findings; precision ${figures.precision.toFixed(3)}, recall production ${figures.recall_production.toFixed(3)}, test ${figures.recall_test.toFixed(3)}`,
  );
  if (falsePositives.length > 0) console.log(`false positives: ${falsePositives.join('; ')}`);
  if (missed.length > 0) console.log(`missed: ${missed.map(key).join('; ')}`);
  // Google v8 (pinned in the set) is a row of its own, sunset; it was answered by the older-versions rule before the
  // table reached back to v1.3.
  const v8 = findings.find((f) => f.version === 'v8');
  assert.equal(v8?.status, 'sunset');
  assert.equal(v8?.status_basis, 'row');
  // Comments are reported and marked.
  for (const f of truePositives) assert.equal(f.comment, want.get(key(f))!.comment, `${key(f)} comment`);
  for (const f of truePositives) assert.equal(f.scope, want.get(key(f))!.scope, `${key(f)} scope`);
  assert.ok(figures.precision >= FLOOR.precision, `precision ${figures.precision} < ${FLOOR.precision}: ${falsePositives.join('; ')}`);
  assert.ok(figures.recall_production >= FLOOR.recall_production, `production recall ${figures.recall_production}`);
  assert.ok(figures.recall_test >= FLOOR.recall_test, `test recall ${figures.recall_test}`);
});
