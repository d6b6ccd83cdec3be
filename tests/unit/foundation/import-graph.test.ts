/**
 * The import graph of src/ has no cycles (type imports included): the
 * layering of docs/architecture.md holds, e.g. the path table (links.ts)
 * below the builders (api.ts) below the endpoint table (endpoints.ts).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { ROOT } from '../../../scripts/lib/repo-root.ts';
import { listFiles } from '../../../src/lib/list-files.ts';

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
