/**
 * One registry of sources (src/sources/index.ts): the collectors, the status
 * files behind /api/sources.json, the platforms' official pages,
 * docs/source-keys.md and the committed records all agree with it.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PLATFORMS, toolList } from '../../../src/model/registry.ts';
import { CHANGE_SOURCES, PRICING_PAGES, SOURCE_FILES, sourceFileId, sourcePages } from '../../../src/sources/index.ts';
import { TOOL_SLUGS } from '../../../src/schemas/common.ts';
import { sourceKeyForm } from '../../../src/model/ids.ts';
import { COLLECTORS, SOURCES } from '../../../src/collect/collectors.ts';
import { renderCollectorsDoc, renderSourceKeys } from '../../../src/build/source-keys-doc.ts';
import { ROOT } from '../../../src/build/repo-root.ts';

const CONTENT = join(ROOT, 'content');
const readJson = (p: string) => JSON.parse(readFileSync(p, 'utf8'));

test('every source is declared once and every collector is built from its registry entry', () => {
  const ids = SOURCES.map((s) => s.id);
  assert.equal(new Set(ids).size, ids.length, 'source ids are unique');
  assert.equal(SOURCES.length, CHANGE_SOURCES.length + toolList().length, 'one pricing source per tool of the tool list');
  assert.deepEqual(
    COLLECTORS.map((c) => [c.id, c.kind, c.urls, c.version]),
    SOURCES.map((s) => [s.id, s.kind, [s.url], s.version]),
  );
  for (const t of toolList())
    assert.ok(
      SOURCES.some((s) => s.kind === 'pricing' && s.tool_id === t.id && s.url === t.pricing_url),
      t.id,
    );
});

test('src/sources/ holds one file per source, each named by its id, and the index gathers every one of them', async () => {
  const support = new Set(['index.ts', 'schema.ts', 'key-rule.ts']);
  const files = readdirSync(join(ROOT, 'src/sources'))
    .filter((f) => f.endsWith('.ts') && !support.has(f))
    .sort();
  assert.deepEqual(
    files,
    SOURCE_FILES.map((f) => `${sourceFileId(f)}.ts`).sort(),
    'a source file the index does not list (or a listed id with no file of that name)',
  );
  for (const f of files) {
    const mod = (await import(join(ROOT, 'src/sources', f))) as { default: unknown };
    assert.ok(SOURCE_FILES.includes(mod.default as (typeof SOURCE_FILES)[number]), `${f}: its default export is the one the index lists`);
    assert.equal(`${sourceFileId(mod.default as { id?: string })}.ts`, f, `${f}: the file is named by its source id`);
  }
  assert.equal(files.length, SOURCES.length);
  assert.deepEqual(
    PRICING_PAGES.map((p) => p.tool_id),
    [...TOOL_SLUGS],
    'one pricing page file per tool of the tool list',
  );
});

test('each example key of docs/source-keys.md is the key of a committed record of its source', () => {
  const keys = readdirSync(join(CONTENT, 'changes')).map((f) => readJson(join(CONTENT, 'changes', f)) as { collector: string; source_key: string });
  let checked = 0;
  for (const s of CHANGE_SOURCES) {
    if (s.keyExample === undefined) continue;
    checked++;
    assert.ok(
      keys.some((r) => r.collector === s.id && r.source_key.endsWith(`|${s.keyExample}`)),
      `${s.id}: no committed record of this source has the key text "${s.keyExample}"`,
    );
  }
  assert.ok(checked >= 5);
});

test('docs/source-keys.md and the template filters of docs/collectors.md are generated (--check passes, and fails on drift)', () => {
  const check = spawnSync(process.execPath, ['scripts/gen-source-keys.ts', '--check'], { cwd: ROOT, encoding: 'utf8' });
  assert.equal(check.status, 0, check.stderr);
  const doc = readFileSync(join(ROOT, 'docs/source-keys.md'), 'utf8');
  assert.equal(doc, renderSourceKeys(doc));
  const drifted = doc.replace('campaign-management-service/api-versioning', 'guides/api-versioning');
  assert.notEqual(renderSourceKeys(drifted), drifted, 'a table that drifted from the registry is caught');
  for (const s of CHANGE_SOURCES) assert.ok(doc.includes(`| \`${s.id}\` | ${s.url}`), `${s.id} row names its official page`);
  for (const s of CHANGE_SOURCES) assert.ok(doc.includes(` | ${s.keyForm} | ${s.key.replace(/\|/g, '\\|')} |`), `${s.id} row states its generated key rule`);
  const collectors = readFileSync(join(ROOT, 'docs/collectors.md'), 'utf8');
  assert.equal(collectors, renderCollectorsDoc(collectors));
  const dropped = collectors.replace(/^\| `\{Column\\\|words:N\}` \|.*\n/m, '');
  assert.notEqual(dropped, collectors, 'the planted drift removed a row');
  assert.notEqual(renderCollectorsDoc(dropped), dropped, 'a table of template filters that drifted from TEMPLATE_FILTERS is caught');
});

test('status files (/api/sources.json) name the registry pages, one per source', () => {
  const files = readdirSync(join(CONTENT, 'sources'))
    .filter((f) => f.endsWith('.json'))
    .sort();
  assert.deepEqual(files, SOURCES.map((s) => `${s.id}.json`).sort());
  for (const s of SOURCES) {
    const status = readJson(join(CONTENT, 'sources', `${s.id}.json`));
    assert.deepEqual(status.urls, [s.url], `${s.id} status urls`);
    assert.equal(status.name, s.name);
    if (s.kind === 'changes') assert.equal(status.platform, s.platform);
    else assert.equal(status.tool_id, s.tool_id);
  }
});

test("each platform's official pages include every page its collectors read", () => {
  for (const s of CHANGE_SOURCES) assert.ok(PLATFORMS[s.platform].sources.includes(s.url), `${s.id}: ${s.url}`);
});

test('committed records of a collector link a page of its registry entry and use its key form', () => {
  const pagePatterns = new Map(
    CHANGE_SOURCES.map((s) => {
      const pages = [s.url, ...sourcePages(s, 2000).map((p) => p.url), ...(s.pages ?? []).map((p) => p.url), ...(s.redirectsTo ?? [])];
      const res = pages.map((u) => new RegExp(`^${u.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('\\{year\\}', '\\d{4}')}$`));
      return [s.id, { s, res }];
    }),
  );
  let checked = 0;
  for (const f of readdirSync(join(CONTENT, 'changes'))) {
    const r = readJson(join(CONTENT, 'changes', f));
    const entry = pagePatterns.get(r.collector);
    if (!entry) continue;
    const { s, res } = entry;
    checked++;
    const forms = [s.keyForm, ...(s.method === 'row-table' && s.options.articles ? ['entry'] : [])];
    assert.ok(forms.includes(sourceKeyForm(r.source_key) ?? ''), `${r.id}: key form ${r.source_key}`);
    if (s.method === 'feed') assert.ok(r.source_url.startsWith(s.options.postPrefix), `${r.id}: ${r.source_url}`);
    else
      assert.ok(
        res.some((re) => re.test(r.source_url)),
        `${r.id}: ${r.source_url} is not a page of ${s.id}`,
      );
    if (s.method === 'version-table') assert.equal(r.source_key.split('|')[1], s.options.keyApi, `${r.id}: key api`);
    if (s.method === 'version-table' && r.api !== undefined) assert.equal(r.api, s.options.family, `${r.id}: api family`);
  }
  assert.ok(checked > 150);
});
