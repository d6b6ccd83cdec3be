/**
 * What the build refuses and what it guarantees: bad data stops it with the
 * file and the field named; two builds of the same content are identical;
 * the collection is read once per build; an unknown id answers 404.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listFiles } from '../../../src/build/list-files.ts';
import { FIXTURE_CONTENT, buildSite, fixtureSite } from '../../support/fixture-site.ts';
import { preview } from '../../support/preview.ts';
import { ROOT } from '../../../src/build/repo-root.ts';

function contentCopy(): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'changeline-content-')), 'content');
  cpSync(FIXTURE_CONTENT, dir, { recursive: true });
  return dir;
}

function firstChange(dir: string): { path: string; name: string; data: Record<string, unknown> } {
  const name = readdirSync(join(dir, 'changes'))
    .filter((n) => n.endsWith('.json'))
    .sort()[0]!;
  const path = join(dir, 'changes', name);
  return { path, name, data: JSON.parse(readFileSync(path, 'utf8')) };
}

// One bad record is enough to show the build stops and names the file and the field: every
// kind of bad field is the schema's to refuse, and tests/unit/foundation/schemas.test.ts covers them.
test('a record with a bad date fails the build, naming the file and the field', () => {
  const dir = contentCopy();
  const rec = firstChange(dir);
  rec.data.published_date = '2022-02-30';
  writeFileSync(rec.path, JSON.stringify(rec.data, null, 2));
  const res = buildSite({ contentDir: dir });
  assert.notEqual(res.status, 0, 'the build must fail');
  assert.ok(res.output.includes(rec.name.replace(/\.json$/, '')), `names the record:\n${res.output}`);
  assert.match(res.output, /published_date/);
  rmSync(dir, { recursive: true, force: true });
});

test('a file whose name differs from its id fails the whole build, naming both, and nothing else is published', () => {
  const dir = contentCopy();
  const rec = firstChange(dir);
  renameSync(rec.path, join(dir, 'changes', 'renamed.json'));
  const res = buildSite({ contentDir: dir, mode: 'full' });
  assert.notEqual(res.status, 0);
  assert.match(res.output, /renamed\.json: file name must equal the record id/);
  assert.ok(res.output.includes(rec.name));
  assert.match(res.output, /x astro build: failed/);
  // The MCP bundle, made while Astro ran, is not written into a failed build, and pagefind does not run.
  assert.ok(!existsSync(join(res.outDir, 'changeline-mcp.mjs')), 'no MCP bundle');
  assert.ok(!existsSync(join(res.outDir, 'pagefind')), 'no search index');
});

function apiFiles(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const rel of listFiles(join(dir, 'api'))) out.set(join('api', rel), readFileSync(join(dir, 'api', rel), 'utf8'));
  out.set('openapi.json', readFileSync(join(dir, 'openapi.json'), 'utf8'));
  return out;
}

test('two builds of the same content with the same BUILD_DATE give byte-identical API files; the collection is read once', () => {
  const first = apiFiles(fixtureSite());
  const res = buildSite({ script: join(ROOT, 'tests/support/traced-build.ts') });
  assert.equal(res.status, 0, res.output);
  const second = apiFiles(res.outDir);
  assert.deepEqual([...second.keys()].sort(), [...first.keys()].sort());
  for (const [path, text] of first) assert.equal(second.get(path), text, path);
  assert.equal(res.output.match(/\[changeline\] dataset loaded/g)?.length, 1, 'one load per build, not one per page');
});

test('astro preview answers 404 for an unknown change id and 200 JSON for a known one', async (t) => {
  const site = fixtureSite();
  const server = await preview(site);
  t.after(() => server.stop());
  const missing = await fetch(`${server.url}/api/change/google-ads-0000000000.json`);
  assert.equal(missing.status, 404);
  await missing.arrayBuffer();
  const id = JSON.parse(readFileSync(join(site, 'api/changes.json'), 'utf8')).changes[0].id;
  const found = await fetch(`${server.url}/api/change/${id}.json`);
  assert.equal(found.status, 200);
  assert.match(found.headers.get('content-type') ?? '', /application\/json/);
  assert.equal((await found.json()).id, id);
});
