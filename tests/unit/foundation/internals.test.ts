/**
 * The code that follows the record model's structure uses zod's public API
 * only, and the project sorts with one code-unit comparator: a zod upgrade or
 * another ICU cannot change the output silently.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { listFiles } from '../../../src/build/list-files.ts';
import { z } from 'zod';
import { canonicalJson } from '../../../src/model/canonical.ts';
import { compareText } from '../../../src/model/compare.ts';
import { componentSchemas } from '../../../src/api/openapi.ts';
import { reachableSchemas, schemaNode } from '../../../src/model/zod-walk.ts';
import { ChangeRecord } from '../../../src/schemas/change.ts';
import { zodLocalesProblem } from '../../../src/build/bundle-mcp.ts';
import { ROOT } from '../../../src/build/repo-root.ts';

/** Source files of src/ and scripts/ (TypeScript and Astro). */
function sources(): string[] {
  return ['src', 'scripts'].flatMap((top) =>
    listFiles(join(ROOT, top))
      .filter((p) => /\.(ts|mts|astro)$/.test(p))
      .map((p) => join(ROOT, top, p)),
  );
}

/** Code only: comments may name what is avoided. */
const code = (text: string): string => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/** What no file of src/ or scripts/ may do, with a planted line each pattern must catch. */
const BANNED: { name: string; re: RegExp; planted: string }[] = [
  { name: '_idmap (zod internals)', re: /\b_idmap\b/, planted: 'const ids = z.globalRegistry._idmap;' },
  { name: '_zod.def (zod internals)', re: /_zod\s*\.\s*def\b|\b_zod\b/, planted: 'const def = schema._zod.def;' },
  { name: 'localeCompare (sort with compareText)', re: /\.localeCompare\(/, planted: "names.sort((a, b) => a.localeCompare(b, 'en'));" },
  {
    name: 'Intl.Collator (sort with compareText)',
    re: /\bIntl\s*\.\s*Collator\b|\bCollator\s*\(/,
    planted: "const collator = new Intl.Collator('en', { numeric: true });",
  },
];
/** A recursive directory listing outside the one function that does it. */
const RECURSIVE = /\b(readdirSync|readdir|opendirSync|opendir|globSync|glob)\s*\([^)]*\brecursive\s*:\s*true/;
const LIST_FILES = join('src', 'build', 'list-files.ts');

export const bannedIn = (text: string): string[] => BANNED.filter((b) => b.re.test(code(text))).map((b) => b.name);

test('each banned pattern catches its planted line, and a comment naming it is no offence', () => {
  for (const b of BANNED) assert.deepEqual(bannedIn(`// header\n${b.planted}\n`), [b.name]);
  assert.deepEqual(bannedIn('// never new Intl.Collator() or a.localeCompare(b)\nrows.sort((a, b) => compareText(a.id, b.id));\n'), []);
  assert.ok(RECURSIVE.test(code('const all = readdirSync(dir, { recursive: true });')));
  assert.ok(!RECURSIVE.test(code('// readdirSync(dir, { recursive: true })\nconst top = readdirSync(dir);')));
});

test('nothing in src or scripts reads zod internals or sorts with a locale (localeCompare, Intl.Collator)', () => {
  const offenders = sources().flatMap((file) => bannedIn(readFileSync(file, 'utf8')).map((name) => `${relative(ROOT, file)}: ${name}`));
  assert.deepEqual(offenders, []);
});

test('one recursive directory listing: nothing in src or scripts but listFiles lists folders recursively', () => {
  const offenders: string[] = [];
  for (const file of sources()) {
    const rel = relative(ROOT, file);
    if (rel === LIST_FILES) continue;
    if (RECURSIVE.test(code(readFileSync(file, 'utf8')))) offenders.push(rel);
  }
  assert.deepEqual(offenders, []);
  assert.ok(RECURSIVE.test(code(readFileSync(join(ROOT, LIST_FILES), 'utf8'))), `${LIST_FILES} is the one listing`);
});

test('compareText is code-unit order, the order of a plain sort, not a locale order', () => {
  const words = ['b', 'B', 'a', 'Z', 'é', 'e', '10', '9', 'a b', 'a-b'];
  assert.deepEqual([...words].sort(compareText), [...words].sort());
  assert.deepEqual(['b', 'B', 'a'].sort(compareText), ['B', 'a', 'b']);
  assert.equal(compareText('x', 'x'), 0);
});

test('the canonical form follows the schema key order, nested objects and arrays included', () => {
  const Inner = z.strictObject({ z: z.string(), a: z.number().optional() });
  const S = z.strictObject({ second: z.array(Inner), first: Inner.nullable().optional(), third: z.string().default('x') });
  const text = canonicalJson(S, { zeta: 1, third: 't', first: { a: 1, z: 'q' }, second: [{ a: 2, z: 'r' }], alpha: 2, gone: undefined });
  assert.equal(text, `${JSON.stringify({ second: [{ z: 'r', a: 2 }], first: { z: 'q', a: 1 }, third: 't', alpha: 2, zeta: 1 }, null, 2)}\n`);
  // The record model's own order: a stored change written back in schema order.
  const rec = ChangeRecord.parse({
    source_key: 'k',
    fetched_at: '2026-11-25T10:00:00Z',
    recorded_by: 'hand',
    observed_via: 'official',
    last_verified: '2026-11-25',
    source_url: 'https://example.com/',
    title: 'T',
    platform: 'x-ads',
    id: 'x-ads-1234567890',
  });
  assert.deepEqual(Object.keys(JSON.parse(canonicalJson(ChangeRecord, rec))), [
    'id',
    'platform',
    'title',
    'source_url',
    'fetched_at',
    'recorded_by',
    'observed_via',
    'last_verified',
    'source_key',
  ]);
});

test('a schema type the walker does not know is an error naming the type, not a silent pass', () => {
  assert.throws(() => schemaNode(z.map(z.string(), z.string())), /zod schema type "map" is not handled by src\/model\/zod-walk\.ts/);
  assert.throws(() => canonicalJson(z.strictObject({ m: z.map(z.string(), z.string()) }), { m: 1 }), /"map"/);
});

test('the OpenAPI components are the id-carrying schemas the endpoints reach', () => {
  const ids = Object.keys(componentSchemas());
  for (const id of ['CategoryCounts', 'Change', 'ChangeList', 'Error', 'Index', 'PlatformList', 'PriceEvent', 'SourceCounts', 'Tool', 'ToolList'])
    assert.ok(ids.includes(id), id);
  // A schema with an id that no response reaches is not published (Provenance is only spread into others).
  assert.ok(!ids.includes('Provenance'));
  assert.equal(ids.length, new Set(ids).size);
  const Orphan = z.strictObject({ n: z.string() }).meta({ id: 'OrphanNotPublished' });
  assert.ok(reachableSchemas([Orphan]).includes(Orphan));
  assert.ok(!Object.keys(componentSchemas()).includes('OrphanNotPublished'));
});

test('source_key is required in the published schema, so OpenAPI says so', () => {
  const change = componentSchemas().Change as { required: string[] };
  assert.ok(change.required.includes('source_key'));
});

test('the MCP bundle step fails loudly when its zod-locales assumption stops holding', () => {
  const ok = ['node_modules/zod/v4/classic/external.js', 'node_modules/zod/v4/locales/en.js'];
  assert.equal(zodLocalesProblem(['node_modules/zod/v4/classic/external.js'], ok), null);
  assert.match(zodLocalesProblem([], ok)!, /no longer holds: zod no longer imports '\.\.\/locales\/index\.js'/);
  assert.match(
    zodLocalesProblem(['x'], [...ok, 'node_modules/zod/v4/locales/fr.js'])!,
    /zod's locales still reach the bundle \(node_modules\/zod\/v4\/locales\/fr\.js\)/,
  );
});

test('a version helper is defined once: versionKey in version-tokens.ts, the status order in version-strings.ts', () => {
  const defs = (pattern: RegExp) =>
    sources()
      .filter((f) => pattern.test(code(readFileSync(f, 'utf8'))))
      .map((f) => relative(ROOT, f));
  assert.deepEqual(defs(/function versionKey\b|const versionKey\b/), ['src/model/version-tokens.ts']);
  assert.deepEqual(defs(/STATUS_RANK\b[^=\n]*=\s*\{/), ['src/model/version-strings.ts']);
});
