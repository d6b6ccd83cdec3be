/**
 * The build-time guard that the shipped bundles use no runtime API newer than Node 20
 * (src/build/node-target-guard.ts): its list comes from @mdn/browser-compat-data, a planted
 * call of each kind fails a real esbuild bundle, and zod's own union/intersection pass.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { build } from 'esbuild';
import { assertRunsOnShippedNode, newerApis, newerApiUses } from '../../../src/build/node-target-guard.ts';

test('the list is derived from the compat data: the APIs Node 20 lacks, none it has', () => {
  const names = newerApis().map((a) => a.name);
  for (const n of [
    'Map.groupBy',
    'Object.groupBy',
    'Promise.withResolvers',
    'Array.fromAsync',
    'Set.prototype.union',
    'RegExp.escape',
    'Promise.try',
    'Iterator.from',
  ]) {
    assert.ok(names.includes(n), `${n} is listed`);
  }
  for (const n of ['Array.prototype.toSorted', 'Array.prototype.findLast', 'Object.hasOwn', 'String.prototype.replaceAll', 'structuredClone']) {
    assert.ok(!names.includes(n), `${n} (in Node 20) is not listed`);
  }
  // Against Node 22 the Set methods and Promise.withResolvers are fine, RegExp.escape (24) is not.
  const for22 = newerApis(22).map((a) => a.name);
  assert.ok(!for22.includes('Promise.withResolvers') && !for22.includes('Set.prototype.union') && for22.includes('RegExp.escape'));
});

async function bundled(source: string): Promise<string> {
  const r = await build({
    stdin: { contents: source, loader: 'ts' },
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    minify: true,
    logLevel: 'silent',
  });
  return r.outputFiles[0]!.text;
}

test('a planted call of each kind, through esbuild with target node20 and minify, fails the guard naming it', async () => {
  const planted: [string, string][] = [
    ['Map.groupBy', 'export const g = Map.groupBy([1, 2, 3], (n: number) => n % 2);'],
    ['Object.groupBy', 'export const g = Object.groupBy([1, 2], (n: number) => String(n));'],
    ['Promise.withResolvers', 'export const p = Promise.withResolvers<number>();'],
    ['Array.fromAsync', 'export const a = (it: AsyncIterable<number>) => Array.fromAsync(it);'],
    ['Set.prototype.union', 'const a = new Set([1]); export const u = a.union(new Set([2]));'],
    ['RegExp.escape', 'export const r = (s: string) => new RegExp((RegExp as any).escape(s));'],
  ];
  for (const [name, source] of planted) {
    const text = await bundled(source);
    const uses = newerApiUses(text);
    assert.ok(
      uses.some((u) => u.startsWith(`${name} `)),
      `${name} found in ${text}: ${uses.join('; ')}`,
    );
    assert.throws(
      () => assertRunsOnShippedNode('the planted bundle', text),
      new RegExp(`the planted bundle uses .*newer than Node\\.js 20[\\s\\S]*${name.replace(/\./g, '\\.')}`),
    );
  }
});

test("zod's union and intersection are not Set methods; the same names on a Set still fail", async () => {
  const zodLike = await bundled(`
    const z = { object: (x: unknown) => x, string: () => 's', array: (x: unknown) => [x], union: (x: unknown[]) => x, intersection: (a: unknown, b: unknown) => [a, b] };
    export const s = z.union([z.object({ a: z.string() }), z.array(z.string())]);
    export const i = z.intersection(z.object({}), z.string());
  `);
  assert.deepEqual(newerApiUses(zodLike), []);
  const both = await bundled(`
    const z = { object: (x: unknown) => x, string: () => 's', array: (x: unknown) => [x], union: (x: unknown[]) => x };
    export const s = z.union([z.object({ a: z.string() }), z.array(z.string())]);
    export const t = new Set([1]).intersection(new Set([1]));
  `);
  assert.deepEqual(
    newerApiUses(both).map((u) => u.split(' ')[0]),
    ['Set.prototype.intersection'],
  );
});

test('code that runs on Node 20 passes', async () => {
  const text = await bundled('export const s = [3, 1, 2].toSorted(); export const h = Object.hasOwn({ a: 1 }, "a"); export const c = structuredClone({ s });');
  assert.deepEqual(newerApiUses(text), []);
});

test('a reviewed use on a path the bundle never takes passes; the same API elsewhere still fails', () => {
  assert.deepEqual(newerApiUses('switch(n){case 1:return Temporal.ZonedDateTime.from(t);case 2:return Temporal.PlainDate.from(t)}'), []);
  assert.equal(newerApiUses('const now = Temporal.Now.instant();').length, 1);
});
