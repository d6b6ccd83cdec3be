/**
 * The shrink rule, on the real copy of X's versions page (13 versions) that
 * lost 3 rows: a run unlists at most DEFAULT_MAX_UNLIST records without
 * --allow-unlist and names the ones it would unlist; with --allow-unlist 3
 * it unlists exactly those, and the summary names each; a page that lost
 * more than half fails as before.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { COLLECTORS } from '../../../src/collect/collectors.ts';
import { summaryTable } from '../../../src/collect/cli.ts';
import { DEFAULT_MAX_UNLIST } from '../../../src/collect/lib/merge.ts';
import { runCollect } from '../../../src/collect/run.ts';
import { ROOT } from '../../../src/build/repo-root.ts';
import { startFixtureServer, type FixtureServer } from '../../support/fixture-server.ts';
import { collectEnv, tempContent } from '../../support/fixture-collect.ts';
import { at, changedPaths, snapshot } from '../../support/collect.ts';

const X = 'docs.x.com/x-ads-api/fundamentals/versioning.md';
const x = COLLECTORS.find((c) => c.id === 'x-ads-versioning')!;
const root = mkdtempSync(join(tmpdir(), 'changeline-shrink-'));
let server: FixtureServer;
const ALL = [
  'x-ads-17296ccf1b',
  'x-ads-19e5ec33d3',
  'x-ads-54f888d764',
  'x-ads-57fd0fdcf0',
  'x-ads-587da1e600',
  'x-ads-9c85964ec3',
  'x-ads-c2019cb1a9',
  'x-ads-d580766fbb',
  'x-ads-d77664877a',
  'x-ads-de07954685',
  'x-ads-e52c97af7b',
  'x-ads-f637b4e291',
  'x-ads-fbb585b2ab',
];

/** The real copy without the rows of these versions. */
function serveWithout(versions: string[]) {
  const page = readFileSync(join(ROOT, 'copies', X), 'utf8')
    .split('\n')
    .filter((l) => !versions.some((v) => l.startsWith(`| [${v}]`)))
    .join('\n');
  mkdirSync(join(root, 'docs.x.com/x-ads-api/fundamentals'), { recursive: true });
  writeFileSync(join(root, X), page);
}

function contentWithXRecords(): string {
  const dir = tempContent();
  for (const f of ['x-ads-57fd0fdcf0', 'x-ads-d580766fbb', 'x-ads-17296ccf1b'])
    cpSync(join(ROOT, 'content/changes', `${f}.json`), join(dir, 'changes', `${f}.json`));
  return dir;
}

const run = (dir: string, allowUnlist?: number) =>
  runCollect({ contentDir: dir, collectors: [x], env: collectEnv(server), now: at('2026-11-26'), ...(allowUnlist !== undefined ? { allowUnlist } : {}) });

before(async () => {
  server = await startFixtureServer({ root });
});
after(() => server.close());

test('a page that lost 3 entries: without --allow-unlist nothing is unlisted and the 3 are named; with --allow-unlist 3 exactly they are', async () => {
  assert.equal(DEFAULT_MAX_UNLIST, 2);
  // Fresh content holding all 13 committed X records (the run will see 10 of them).
  const dir = tempContent();
  for (const f of ALL) cpSync(join(ROOT, 'content/changes', `${f}.json`), join(dir, 'changes', `${f}.json`));
  serveWithout(['10.0', '9.0', '8.0']);
  const before = snapshot(dir);
  const refused = await run(dir);
  const r = refused.results[0]!;
  assert.equal(r.status, 'failed');
  for (const id of ['x-ads-57fd0fdcf0', 'x-ads-d580766fbb', 'x-ads-17296ccf1b']) assert.match(r.error!, new RegExp(id));
  assert.match(r.error!, /more than the 2 a run may unlist without --allow-unlist 3/);
  assert.deepEqual(
    changedPaths(before, snapshot(dir)).filter((p) => p.startsWith('changes/')),
    [],
    'nothing unlisted, nothing written',
  );

  const allowed = await run(dir, 3);
  const a = allowed.results[0]!;
  assert.equal(a.status, 'ok', a.error ?? '');
  assert.deepEqual(a.unlisted.map((u) => u.id).sort(), ['x-ads-17296ccf1b', 'x-ads-57fd0fdcf0', 'x-ads-d580766fbb']);
  const table = summaryTable(allowed);
  for (const u of a.unlisted) assert.ok(table.includes(`unlisted by x-ads-versioning: ${u.id} (${u.title})`), table);
  for (const id of ['x-ads-57fd0fdcf0', 'x-ads-d580766fbb', 'x-ads-17296ccf1b']) {
    const rec = JSON.parse(readFileSync(join(dir, 'changes', `${id}.json`), 'utf8'));
    assert.equal(rec.in_source, false);
  }
});

test('losing at most the allowed number unlists them without a flag and names them; a large drop still fails', async () => {
  const dir = contentWithXRecords();
  serveWithout(['10.0', '9.0']);
  const r = (await run(dir)).results[0]!;
  assert.equal(r.status, 'ok', r.error ?? '');
  assert.deepEqual(r.unlisted.map((u) => u.id).sort(), ['x-ads-57fd0fdcf0', 'x-ads-d580766fbb']);

  // 10 of 13 gone: a large drop fails the source even with --allow-unlist, as before.
  const all = tempContent();
  for (const f of ALL) cpSync(join(ROOT, 'content/changes', `${f}.json`), join(all, 'changes', `${f}.json`));
  serveWithout(['12.0', '11.0', '10.0', '9.0', '8.0', '7.0', '6.0', '5.0', '4.0', '3.0']);
  const drop = (await run(all, 20)).results[0]!;
  assert.equal(drop.status, 'failed');
  assert.match(drop.error!, /far fewer than the 13/);
});
