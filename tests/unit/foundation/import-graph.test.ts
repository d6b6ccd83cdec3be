/**
 * The import graph of src/ has no cycles (type imports included): the
 * layering of docs/architecture.md holds, e.g. the path table (links.ts)
 * below the builders (api.ts) below the endpoint table (endpoints.ts).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { ROOT } from '../../../src/build/repo-root.ts';
import { listFiles } from '../../../src/build/list-files.ts';

/** Relative imports and re-exports of each TypeScript file under a folder. */
function importGraph(dir: string): Map<string, string[]> {
  const files = listFiles(dir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))
    .map((f) => join(dir, f));
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const sf = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const deps: string[] = [];
    for (const st of sf.statements) {
      const spec =
        (ts.isImportDeclaration(st) || ts.isExportDeclaration(st)) && st.moduleSpecifier && ts.isStringLiteral(st.moduleSpecifier)
          ? st.moduleSpecifier.text
          : null;
      if (spec?.startsWith('.')) deps.push(resolve(dirname(file), spec.replace(/\?.*$/, '')));
    }
    graph.set(file, deps);
  }
  return graph;
}

/** Every cycle met by a depth-first walk, as `a -> b -> a`. */
export function cycles(graph: Map<string, string[]>): string[][] {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const out: string[][] = [];
  const visit = (n: string) => {
    state.set(n, 'open');
    stack.push(n);
    for (const d of graph.get(n) ?? []) {
      if (!graph.has(d)) continue;
      if (state.get(d) === 'open') out.push([...stack.slice(stack.indexOf(d)), d]);
      else if (!state.has(d)) visit(d);
    }
    stack.pop();
    state.set(n, 'done');
  };
  for (const n of graph.keys()) if (!state.has(n)) visit(n);
  return out;
}

test('src/ has no import cycle', () => {
  const graph = importGraph(join(ROOT, 'src'));
  assert.ok(graph.size > 50, 'the walk found the sources');
  const found = cycles(graph).map((c) => c.map((f) => relative(ROOT, f)).join(' -> '));
  assert.deepEqual(found, []);
});

test('the cycle finder finds a cycle', () => {
  const g = new Map([
    ['links', ['filter-rows']],
    ['filter-rows', []],
    ['api', ['links']],
    ['endpoints', ['api', 'links']],
  ]);
  assert.deepEqual(cycles(g), []);
  g.set('links', ['endpoints']);
  assert.deepEqual(cycles(g), [
    ['links', 'endpoints', 'api', 'links'],
    ['links', 'endpoints', 'links'],
  ]);
});

/**
 * The folders of src/ are layers (docs/architecture.md): each may import
 * only the folders listed for it, so the model never reaches for the site,
 * the API never for presentation, and nothing but the pages reaches for the
 * build. Folders not listed (pages, components, layouts) may import any.
 */
export const LAYERS: Record<string, readonly string[]> = {
  schemas: ['schemas'],
  sources: ['schemas', 'sources', 'model'],
  model: ['schemas', 'sources', 'model'],
  api: ['schemas', 'sources', 'model', 'api'],
  site: ['schemas', 'sources', 'model', 'api', 'site', 'styles'],
  check: ['schemas', 'sources', 'model', 'mcp', 'check'],
  mcp: ['schemas', 'sources', 'model', 'api', 'site', 'check', 'mcp'],
  build: ['schemas', 'sources', 'model', 'api', 'site', 'check', 'build'],
  collect: ['schemas', 'sources', 'model', 'site', 'collect'],
  lint: ['schemas', 'sources', 'model', 'collect', 'lint'],
};

/** Imports that cross the layer rules, as `from -> to` (paths relative to src/). */
export function layerViolations(graph: Map<string, string[]>, src: string): string[] {
  const folder = (f: string): string => relative(src, f).split('/')[0]!;
  const out: string[] = [];
  for (const [file, deps] of graph) {
    const allowed = LAYERS[folder(file)];
    if (!allowed) continue;
    for (const d of deps) {
      const rel = relative(src, d);
      if (rel.startsWith('..') || !rel.includes('/')) continue;
      if (!allowed.includes(folder(d))) out.push(`${relative(src, file)} -> ${rel}`);
    }
  }
  return out.sort();
}

test('each folder of src/ imports only the layers below it', () => {
  const src = join(ROOT, 'src');
  const graph = importGraph(src);
  for (const layer of Object.keys(LAYERS)) {
    assert.ok(
      [...graph.keys()].some((f) => relative(src, f).startsWith(`${layer}/`)),
      `src/${layer}/ exists and was walked`,
    );
  }
  assert.deepEqual(layerViolations(graph, src), []);
});

test('a planted import of the site from the model is a violation', () => {
  const src = join(ROOT, 'src');
  const graph = importGraph(src);
  const dataset = join(src, 'model/dataset.ts');
  assert.ok(graph.has(dataset));
  graph.set(dataset, [...graph.get(dataset)!, join(src, 'site/feeds.ts')]);
  graph.set(join(src, 'api/openapi.ts'), [join(src, 'build/hosting.ts')]);
  assert.deepEqual(layerViolations(graph, src), ['api/openapi.ts -> build/hosting.ts', 'model/dataset.ts -> site/feeds.ts']);
});

test('src/lib is gone: the code lives in folders named for their layer', () => {
  assert.equal(existsSync(join(ROOT, 'src/lib')) && listFiles(join(ROOT, 'src/lib')).length > 0, false);
});

/** The layer names the "may import" column of docs/architecture.md uses, as folders of src/. */
const DOC_NAMES: Record<string, string> = {
  schemas: 'schemas',
  sources: 'sources',
  model: 'model',
  API: 'api',
  site: 'site',
  MCP: 'mcp',
  check: 'check',
  build: 'build',
  collectors: 'collect',
  linter: 'lint',
  '`src/styles/`': 'styles',
};

test('the "may import" column of each layer in docs/architecture.md is what LAYERS allows', () => {
  const doc = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8');
  const rows = new Map<string, string[]>();
  for (const line of doc.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    const folder = /^`src\/([a-z]+)\/`$/.exec(cells[2] ?? '')?.[1];
    if (!folder || !(folder in LAYERS)) continue;
    rows.set(
      folder,
      cells[cells.length - 2]!.split(',').map((n) => DOC_NAMES[n.trim()] ?? `unknown name "${n.trim()}"`),
    );
  }
  assert.deepEqual([...rows.keys()].sort(), Object.keys(LAYERS).sort(), 'one row per layer');
  for (const [folder, names] of rows) {
    assert.deepEqual([...new Set([...names, folder])].sort(), [...new Set([...LAYERS[folder]!, folder])].sort(), `src/${folder}/`);
  }
});

/**
 * scripts/ holds command-line doors only: no module of src/, tests/, bench/ or
 * the Astro config imports one of its files (their code lives in src/, the test
 * harness in tests/support/, the benchmark in bench/).
 */
export function importsOfScripts(files: string[]): string[] {
  const scripts = join(ROOT, 'scripts');
  const out: string[] = [];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
      const target = resolve(dirname(file), m[1]!);
      if (target.startsWith(`${scripts}/`)) out.push(`${relative(ROOT, file)} -> ${relative(ROOT, target)}`);
    }
  }
  return out.sort();
}

test('no module outside scripts/ imports from scripts/, and the rule finds a planted import', () => {
  const files = ['src', 'tests', 'bench']
    .flatMap((d) => listFiles(join(ROOT, d)).map((f) => join(ROOT, d, f)))
    .filter((f) => /\.(ts|mjs|astro)$/.test(f) && !f.includes('/fixtures/') && !f.includes('/.out/'));
  files.push(join(ROOT, 'astro.config.mjs'));
  assert.ok(files.length > 200, 'the walk found the files');
  assert.deepEqual(importsOfScripts(files), []);
  const planted = join(ROOT, 'tests/.out/planted-scripts-import.ts');
  mkdirSync(dirname(planted), { recursive: true });
  writeFileSync(planted, "import { x } from '../../scripts/add-records.ts';\n");
  assert.deepEqual(importsOfScripts([planted]), ['tests/.out/planted-scripts-import.ts -> scripts/add-records.ts']);
});
