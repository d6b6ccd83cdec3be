/** The README's API table is generated from the endpoint table: a new endpoint cannot be missing from it. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ENDPOINTS } from '../../../src/lib/endpoints.ts';
import { API_SECTION, apiTable, apiTableDrift, END, START } from '../../../scripts/gen-readme-api.ts';
import { withSection } from '../../../scripts/lib/doc-section.ts';

test('README.md lists every endpoint of src/lib/endpoints.ts (node scripts/gen-readme-api.ts --check)', () => {
  assert.equal(apiTableDrift(), null, 'README.md API table is stale: run node scripts/gen-readme-api.ts');
  for (const e of ENDPOINTS) assert.match(apiTable(), new RegExp(`\\| ${e.operationId} \\| \``));
});

test('a generated section is replaced between its markers and the hand-written text around it is kept', () => {
  const text = `intro\n${START}\nold row\n${END}\noutro\n`;
  assert.equal(withSection(text, API_SECTION, 'new row'), `intro\n${START}\nnew row\n${END}\noutro\n`);
  assert.throws(() => withSection('no markers', API_SECTION, 'x'), /README\.md has no API table section between/);
});
