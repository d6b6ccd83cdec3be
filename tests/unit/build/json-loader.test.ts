/**
 * The content loader of the lean build (src/lib/json-loader.ts), run against
 * a stand-in for Astro's loader context: every file validated and stored
 * under its id, bad files refused with the file named, unchanged files kept,
 * removed files dropped.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createHash } from 'node:crypto';
import { jsonRecordsLoader } from '../../../src/lib/json-loader.ts';

interface Entry {
  id: string;
  data: Record<string, unknown>;
  filePath?: string;
  digest?: string;
}

function context(root: string, store: Map<string, Entry>, parsed: string[]) {
  return {
    config: { root: pathToFileURL(`${root}/`) },
    logger: { warn() {}, info() {}, error() {}, debug() {} },
    generateDigest: (text: string) => createHash('sha1').update(text).digest('hex').slice(0, 16),
    parseData: async ({ id, data }: { id: string; data: Record<string, unknown> }) => {
      parsed.push(id);
      if (typeof data.title !== 'string') throw new Error(`${id}: title: expected string`);
      return { ...data, validated: true };
    },
    store: {
      keys: () => [...store.keys()],
      get: (id: string) => store.get(id),
      set: (e: Entry) => {
        store.set(e.id, e);
        return true;
      },
      delete: (id: string) => store.delete(id),
      clear: () => store.clear(),
    },
  } as never;
}

function folder() {
  const root = mkdtempSync(join(tmpdir(), 'changeline-loader-'));
  const dir = join(root, 'content', 'changes');
  mkdirSync(dir, { recursive: true });
  const write = (name: string, data: unknown) => writeFileSync(join(dir, name), typeof data === 'string' ? data : JSON.stringify(data));
  return { root, dir, write };
}

test('every <id>.json is validated and stored under its id, with its path and digest', async () => {
  const { root, write } = folder();
  write('a-1.json', { id: 'a-1', title: 'One' });
  write('a-2.json', { id: 'a-2', title: 'Two' });
  write('notes.txt', 'ignored');
  const store = new Map<string, Entry>();
  const parsed: string[] = [];
  await jsonRecordsLoader('content/changes').load(context(root, store, parsed));
  assert.deepEqual([...store.keys()], ['a-1', 'a-2']);
  assert.deepEqual(store.get('a-1')!.data, { id: 'a-1', title: 'One', validated: true });
  assert.equal(store.get('a-2')!.filePath, 'content/changes/a-2.json');
  assert.match(store.get('a-2')!.digest!, /^[0-9a-f]{16}$/);
});

test('a file not named after its id, invalid JSON or a schema error stops the load, naming the file', async () => {
  for (const [name, body, message] of [
    [
      'renamed.json',
      { id: 'a-1', title: 'x' },
      /content\/changes\/renamed\.json: file name must equal the record id \(field "id" is "a-1", so the file must be named "a-1\.json"\)/,
    ],
    ['a-3.json', '{"id": "a-3", ', /content\/changes\/a-3\.json: not valid JSON/],
    ['a-4.json', { id: 'a-4' }, /a-4: title: expected string/],
  ] as const) {
    const { root, write } = folder();
    write(name, body);
    await assert.rejects(jsonRecordsLoader('content/changes').load(context(root, new Map(), [])), message as RegExp);
  }
});

test('an unchanged file keeps its entry without validating again; a removed file leaves the store', async () => {
  const { root, dir, write } = folder();
  write('a-1.json', { id: 'a-1', title: 'One' });
  write('a-2.json', { id: 'a-2', title: 'Two' });
  const store = new Map<string, Entry>();
  await jsonRecordsLoader('content/changes').load(context(root, store, []));
  write('a-2.json', { id: 'a-2', title: 'Two, edited' });
  write('a-3.json', { id: 'a-3', title: 'Three' });
  rmSync(join(dir, 'a-1.json'));
  const parsed: string[] = [];
  await jsonRecordsLoader('content/changes').load(context(root, store, parsed));
  assert.deepEqual(parsed, ['a-2', 'a-3'], 'only changed and new files are validated');
  assert.deepEqual([...store.keys()].sort(), ['a-2', 'a-3']);
  assert.equal(store.get('a-2')!.data.title, 'Two, edited');
});
