/** The README's API table is generated from the endpoint table: a new endpoint cannot be missing from it. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ENDPOINTS } from '../../../src/api/endpoints.ts';
import { API_SECTION, apiTable, apiTableDrift, END, START } from '../../../src/build/readme-api.ts';
import { sectionDrift, withSection } from '../../../src/build/doc-section.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../../src/build/repo-root.ts';

test("README.md's API table is the one generated from src/api/endpoints.ts (node scripts/gen-readme-api.ts --check)", () => {
  assert.equal(apiTableDrift(), null, 'README.md API table is stale: run node scripts/gen-readme-api.ts');
});

test('the drift check fails on a README whose API table lost a row or was edited by hand', () => {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const first = ENDPOINTS[0]!;
  const row = readme.split('\n').find((l) => l.startsWith(`| ${first.operationId} |`));
  assert.ok(row, `README.md has a row for ${first.operationId}`);
  assert.notEqual(sectionDrift(API_SECTION, apiTable(), readme.replace(`${row}\n`, '')), null, 'a lost row is drift');
  assert.notEqual(sectionDrift(API_SECTION, apiTable(), readme.replace(row, `${row} edited`)), null, 'a hand edit is drift');
});

test('a generated section is replaced between its markers and the hand-written text around it is kept', () => {
  const text = `intro\n${START}\nold row\n${END}\noutro\n`;
  assert.equal(withSection(text, API_SECTION, 'new row'), `intro\n${START}\nnew row\n${END}\noutro\n`);
  assert.throws(() => withSection('no markers', API_SECTION, 'x'), /README\.md has no API table section between/);
});
