/**
 * The walk of `changeline check` (src/check/scan.ts) on a repository made in
 * the test: .gitignore rules (nested, negated), vendored folders, files over
 * 1 MB, binary and minified files are skipped and counted; what is left is
 * read.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_FILE_BYTES, scanPath } from '../../../src/check/scan.ts';
import { VersionIndex } from '../../../src/check/resolve.ts';
import { dataFrom } from '../../../src/check/data.ts';

const FIX = join(import.meta.dirname, '../../fixtures/check/data');
const index = new VersionIndex(
  dataFrom(
    { versions: JSON.parse(readFileSync(join(FIX, 'versions.json'), 'utf8')), sdks: JSON.parse(readFileSync(join(FIX, 'sdks.json'), 'utf8')) },
    'fixture',
  ),
  '2026-11-27',
);
const USE = 'URL = "https://graph.facebook.com/v22.0/act_1/insights"\n';

for (const prefilterThread of [false, true, 'alone'] as const)
  test(`ignored, vendored, large, binary and minified files are skipped and counted; the rest is read (prefilter thread: ${prefilterThread})`, async () => {
    const root = mkdtempSync(join(tmpdir(), 'cl-scan-'));
    const put = (rel: string, body: string | Buffer) => {
      mkdirSync(join(root, rel, '..'), { recursive: true });
      writeFileSync(join(root, rel), body);
    };
    put('.gitignore', 'generated/\n*.tmp.py\n!keep.tmp.py\n');
    put('app/main.py', USE);
    put('app/keep.tmp.py', USE);
    put('app/drop.tmp.py', USE);
    put('generated/client.py', USE);
    put('app/sub/.gitignore', 'local.py\n');
    put('app/sub/local.py', USE);
    put('app/sub/other.py', USE);
    put('third_party/lib.py', USE);
    put('node_modules/x/index.js', USE);
    put('big/huge.py', USE + '#'.repeat(MAX_FILE_BYTES));
    put('big/edge.py', USE + '#'.repeat(MAX_FILE_BYTES - Buffer.byteLength(USE)));
    put('bin/blob.py', Buffer.concat([Buffer.from(USE), Buffer.from([0, 1, 2])]));
    put('web/app.min.js', `var u="https://graph.facebook.com/v22.0/";\n`);
    put('notes.md', USE);
    const res = await scanPath(root, index, { cwd: root, prefilterThread });
    assert.deepEqual(res.findings.map((f) => f.file).sort(), ['app/keep.tmp.py', 'app/main.py', 'app/sub/other.py', 'big/edge.py']);
    assert.equal(res.stats.skipped_large, 1);
    assert.equal(res.stats.skipped_binary, 1);
    assert.equal(res.stats.skipped_minified, 1);
    assert.equal(res.stats.skipped_vendored, 2);
    assert.equal(res.stats.skipped_ignored, 3, 'generated/, drop.tmp.py, sub/local.py');
  });

test('a single file can be scanned; a missing path rejects with ENOENT', async () => {
  const root = mkdtempSync(join(tmpdir(), 'cl-scan-'));
  writeFileSync(join(root, 'a.py'), USE);
  const res = await scanPath(join(root, 'a.py'), index, { cwd: root });
  assert.deepEqual(
    res.findings.map((f) => `${f.file}:${f.line} ${f.version} ${f.status}`),
    ['a.py:1 v22.0 sunset'],
  );
  await assert.rejects(scanPath(join(root, 'nope'), index), (e: NodeJS.ErrnoException) => e.code === 'ENOENT');
});

test('the first pass on the prefilter thread changes nothing: the planted repository and the real-code set give the same report with it, without it, and with the thread alone', async () => {
  const fixtures = join(import.meta.dirname, '../../fixtures/check');
  for (const dir of ['repo', 'real']) {
    const root = join(fixtures, dir);
    const alone = await scanPath(root, index, { cwd: root, prefilterThread: false });
    assert.ok(alone.findings.length > 5, `${dir}: ${alone.findings.length} findings`);
    assert.equal(alone.prefilterThreadFiles, 0);
    for (const prefilterThread of [true, 'alone'] as const) {
      const res = await scanPath(root, index, { cwd: root, prefilterThread });
      assert.deepEqual({ ...res, prefilterThreadFiles: 0 }, alone, `${dir}, prefilter thread: ${prefilterThread}`);
    }
    // The thread alone took every file read (each is scanned, or skipped as too large or binary).
    const threadOnly = await scanPath(root, index, { cwd: root, prefilterThread: 'alone' });
    const { files_scanned, skipped_large, skipped_binary } = threadOnly.stats;
    assert.equal(threadOnly.prefilterThreadFiles, files_scanned + skipped_large + skipped_binary, dir);
  }
});
