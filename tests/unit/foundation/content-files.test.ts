/**
 * The shared readers and writers every part of the project uses: the content
 * reader (src/model/content-files.ts) that the build, the data linter and the
 * collectors read through, the canonical JSON form without a schema (the
 * collectors' state files), and the one recursive file listing.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { canonicalJson } from '../../../src/model/canonical.ts';
import { fileNameProblem, readRecord, readRecords, recordFiles } from '../../../src/model/content-files.ts';
import { listFiles } from '../../../src/build/list-files.ts';
import { loadContent } from '../../../src/lint/load.ts';
import { lintFiles } from '../../../src/lint/lint.ts';
import { emptyState, stateText } from '../../../src/collect/lib/state.ts';

function tempDir(t: { after: (fn: () => void) => void }): string {
  const dir = mkdtempSync(join(tmpdir(), 'changeline-content-files-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

test('record files: *.json in code-unit order; dot files (an interrupted write) and other files are no records', (t) => {
  const content = tempDir(t);
  const dir = join(content, 'changes');
  mkdirSync(dir);
  for (const [name, body] of [
    ['b.json', '{"id":"b"}'],
    ['B.json', '{"id":"B"}'],
    ['a.json', '{"id":"a"}'],
    ['.a.json.123.456.tmp', '{"id":'],
    ['.hidden.json', '{"id":"hidden"}'],
    ['notes.txt', 'x'],
  ]) {
    writeFileSync(join(dir, name!), body!);
  }
  assert.deepEqual(
    [...recordFiles(dir, 'content/changes')].map((f) => f.path),
    ['content/changes/B.json', 'content/changes/a.json', 'content/changes/b.json'],
  );
  assert.deepEqual(
    readRecords<{ id: string }>(content, 'changes').map((r) => r.id),
    ['B', 'a', 'b'],
  );
  assert.deepEqual(readRecord(content, 'changes', 'a'), { id: 'a' });
  assert.equal(readRecord(content, 'changes', 'missing'), null);
  assert.deepEqual(readRecords(content, 'tools'), [], 'a missing folder holds no records');
});

test('a file that is not JSON: the reader names it with a bounded message; the linter reports it; the collectors skip it', (t) => {
  const content = tempDir(t);
  const dir = join(content, 'changes');
  mkdirSync(dir);
  // A large broken file: the message must not quote it whole.
  writeFileSync(join(dir, 'x-ads-0123456789.json'), `{"id": "x-ads-0123456789", "title": "${'a'.repeat(200_000)}`);
  writeFileSync(join(dir, 'x-ads-1111111111.json'), '{"id": "x-ads-1111111111"}');
  const [bad] = [...recordFiles(dir, 'content/changes')];
  assert.equal(bad!.path, 'content/changes/x-ads-0123456789.json');
  assert.equal(bad!.json, undefined);
  assert.match(bad!.error!, /^not valid JSON \(.+\)$/);
  assert.ok(bad!.error!.length <= 200, `bounded: ${bad!.error!.length} characters`);

  const findings = lintFiles(loadContent(content, 'content'), { now: new Date('2026-11-25T00:00:00Z') }).filter((f) => f.rule === 'json-syntax');
  assert.deepEqual(
    findings.map((f) => [f.path, f.message]),
    [['content/changes/x-ads-0123456789.json', bad!.error]],
  );
  assert.deepEqual(
    readRecords<{ id: string }>(content, 'changes').map((r) => r.id),
    ['x-ads-1111111111'],
  );
  assert.equal(readRecord(content, 'changes', 'x-ads-0123456789'), null);
});

test('the file name rule is one rule for the build and the linter', () => {
  assert.equal(fileNameProblem('a-1.json', 'a-1'), undefined);
  assert.equal(fileNameProblem('renamed.json', 'a-1'), 'file name must equal the record id (field "id" is "a-1", so the file must be named "a-1.json")');
  const findings = lintFiles([{ kind: 'sources', name: 'renamed.json', path: 'content/sources/renamed.json', text: '{"id":"a-1"}\n', json: { id: 'a-1' } }], {
    now: new Date('2026-11-25T00:00:00Z'),
  }).filter((f) => f.rule === 'file-name');
  assert.deepEqual(
    findings.map((f) => f.message),
    [fileNameProblem('renamed.json', 'a-1')],
  );
});

test('canonical JSON without a schema: keys in code-unit order at every depth, undefined dropped, "__proto__" kept as a key', () => {
  const value = JSON.parse('{"b":1,"__proto__":{"z":1,"a":2},"a":[{"y":1,"X":2}],"B":null}') as Record<string, unknown>;
  value.gone = undefined;
  assert.equal(
    canonicalJson(null, value, 1),
    '{\n "B": null,\n "__proto__": {\n  "a": 2,\n  "z": 1\n },\n "a": [\n  {\n   "X": 2,\n   "y": 1\n  }\n ],\n "b": 1\n}\n',
  );
});

test('collector state files: sorted keys, one-space indent, as committed under content/.state', () => {
  const state = {
    ...emptyState(),
    texts: { 'b-1': 'ff', 'a-1': '00' },
    pages: { 'https://x.test/': { parser: 'x@1', parsed: { z: 1, a: [2] }, etag: '"e"' } },
  };
  assert.equal(
    stateText(state),
    '{\n "last_found": null,\n "pages": {\n  "https://x.test/": {\n   "etag": "\\"e\\"",\n   "parsed": {\n    "a": [\n     2\n    ],\n    "z": 1\n   },\n   "parser": "x@1"\n  }\n },\n "texts": {\n  "a-1": "00",\n  "b-1": "ff"\n }\n}\n',
  );
});

test('listFiles: every file below a folder, dot-folders included, "/"-separated, code-unit order, links followed', (t) => {
  const dir = tempDir(t);
  mkdirSync(join(dir, 'sub', '.state'), { recursive: true });
  mkdirSync(join(dir, 'other'));
  writeFileSync(join(dir, 'b.txt'), '');
  writeFileSync(join(dir, 'B.txt'), '');
  writeFileSync(join(dir, 'sub', '.state', 'x.json'), '');
  writeFileSync(join(dir, 'other', 'y.txt'), '');
  symlinkSync(join(dir, 'b.txt'), join(dir, 'link.txt'));
  symlinkSync(join(dir, 'other'), join(dir, 'linked-folder'));
  assert.deepEqual(listFiles(dir), ['B.txt', 'b.txt', 'link.txt', 'linked-folder/y.txt', 'other/y.txt', 'sub/.state/x.json']);
});
