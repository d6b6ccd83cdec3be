/**
 * Walk a repository and run the detectors and manifest readers on it.
 *
 * What is read: code and config files (by extension, see TEXT_EXTENSIONS)
 * and the dependency manifests of src/check/manifests.ts. What is skipped:
 * whatever the repository's .gitignore files ignore (root and nested, read
 * with the `ignore` package, which implements git's own rules), the .git
 * folder, node_modules and vendored folders (VENDORED_DIRS), files over
 * 1 MB, binary files (a NUL byte in the first 8 KB) and minified bundles
 * (*.min.js, or a script whose lines average over 500 characters).
 *
 * A manifest that cannot be read is skipped with a warning naming the file;
 * the scan goes on.
 */
import * as fs from 'node:fs';
import { closeSync, openSync, readFileSync, readSync, readdirSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { basename, isAbsolute, join, relative, sep } from 'node:path';
import { Worker } from 'node:worker_threads';
import ignore, { type Ignore } from 'ignore';
import { resolveEndpoint, type EndpointMatcher } from './endpoints.ts';
import { settleOverlaps } from './overlap.ts';
import { contextsIn, detectInFile, neighbourSettles, folderNamesPlatform, PREFILTER, PREFILTER_RE, type PendingUsage } from './detect.ts';
import { manifestKind } from './manifests.ts';
import type { CheckIgnore } from '../schemas/check-config.ts';
import { globMatcher, IGNORE_MARKER, ignoreFor } from './config.ts';
import { resolvePin, resolveUsage, sortFindings, type Finding, type VersionIndex } from './resolve.ts';

export const MAX_FILE_BYTES = 1024 * 1024;
const BINARY_PROBE = 8000;

/** Folders never entered: dependencies other tools installed, and vendored copies of other people's code. */
export const VENDORED_DIRS = new Set([
  '.git',
  'node_modules',
  'bower_components',
  'jspm_packages',
  'vendor',
  'vendors',
  'third_party',
  'third-party',
  'thirdparty',
  'Pods',
  'Carthage',
  '.venv',
  'venv',
  'site-packages',
  '__pycache__',
  '.tox',
  '.gradle',
  '.bundle',
]);

/** Extensions of the code and config files the version detectors read. */
export const TEXT_EXTENSIONS = new Set([
  'py', 'pyi', 'ipynb', 'js', 'mjs', 'cjs', 'jsx', 'ts', 'mts', 'cts', 'tsx', 'vue', 'svelte', 'java', 'kt', 'kts', 'scala', 'groovy', 'gradle',
  'go', 'php', 'rb', 'erb', 'cs', 'vb', 'fs', 'swift', 'rs', 'c', 'cc', 'cpp', 'h', 'hpp', 'm', 'dart', 'pl', 'pm', 'r', 'ex', 'exs', 'erl', 'clj',
  'lua', 'sh', 'bash', 'zsh', 'ps1', 'sql', 'yaml', 'yml', 'toml', 'json', 'jsonc', 'json5', 'xml', 'properties', 'ini', 'cfg', 'conf', 'env',
  'tf', 'hcl', 'html', 'htm', 'ejs', 'hbs', 'twig', 'config', 'csproj',
]); // biome-ignore format: a long list reads better packed

const EXTENSIONLESS = new Set(['Dockerfile', 'Makefile', 'Procfile', 'Rakefile', 'Gemfile', 'Jenkinsfile']);
const MINIFIABLE = new Set(['js', 'mjs', 'cjs', 'css']);

export interface ScanStats {
  files_scanned: number;
  manifests_read: number;
  skipped_ignored: number;
  skipped_vendored: number;
  skipped_large: number;
  skipped_binary: number;
  skipped_minified: number;
}

export interface ScanResult {
  findings: Finding[];
  warnings: string[];
  stats: ScanStats;
  /** How many files the prefilter thread took (0 when there was none). */
  prefilterThreadFiles: number;
}

const extOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase();
};

/** True for a minified script: a .min. name, or long lines on average. */
export function looksMinified(name: string, text: string): boolean {
  if (/[.-]min\.(?:js|mjs|cjs|css)$/i.test(name)) return true;
  if (text.length < 2000) return false;
  let lines = 1;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lines++;
  return text.length / lines > 500;
}

interface Matcher {
  base: string;
  ig: Ignore;
}

function readIgnore(dir: string, base: string): Matcher | null {
  let text: string;
  try {
    text = readFileSync(join(dir, '.gitignore'), 'utf8');
  } catch {
    return null;
  }
  return { base, ig: ignore().add(text) };
}

function isIgnored(matchers: readonly Matcher[], rel: string, isDir: boolean): boolean {
  let out = false;
  for (const m of matchers) {
    const sub = m.base === '' ? rel : rel.startsWith(`${m.base}/`) ? rel.slice(m.base.length + 1) : null;
    if (sub === null || sub === '') continue;
    const r = m.ig.test(isDir ? `${sub}/` : sub);
    if (r.ignored) out = true;
    else if (r.unignored) out = false;
  }
  return out;
}

/** The files under `root` the scan reads, relative with forward slashes, in walk order. */
export function* walk(
  root: string,
  stats: ScanStats,
  exclude: ((rel: string, isDir: boolean) => boolean) | null = null,
): Generator<{ rel: string; abs: string; name: string }> {
  const stack: { dir: string; rel: string; matchers: Matcher[] }[] = [];
  stack.push({ dir: root, rel: '', matchers: [] });
  while (stack.length > 0) {
    const popped = stack.pop()!;
    const { dir, rel } = popped;
    // Paths under `dir` by concatenation (`dir` is already normal: the root as given, then names the listing gave).
    const under = dir.endsWith(sep) ? dir : `${dir}${sep}`;
    let entries: import('node:fs').Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      continue;
    }
    // The folder's own .gitignore, read only when the listing shows one (not tried, and failed, in every folder).
    const own = entries.some((e) => e.name === '.gitignore' && !e.isDirectory()) ? readIgnore(dir, rel) : null;
    const matchers = own ? [...popped.matchers, own] : popped.matchers;
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    const subdirs: { dir: string; rel: string; matchers: Matcher[] }[] = [];
    for (const e of entries) {
      const r = rel === '' ? e.name : `${rel}/${e.name}`;
      if (e.isDirectory()) {
        if (VENDORED_DIRS.has(e.name)) {
          stats.skipped_vendored++;
          continue;
        }
        if (isIgnored(matchers, r, true) || exclude?.(r, true)) {
          stats.skipped_ignored++;
          continue;
        }
        subdirs.push({ dir: under + e.name, rel: r, matchers });
      } else if (e.isFile()) {
        if (isIgnored(matchers, r, false) || exclude?.(r, false)) {
          stats.skipped_ignored++;
          continue;
        }
        yield { rel: r, abs: under + e.name, name: e.name };
      }
    }
    // Pushed in reverse, so the stack pops folders in name order.
    stack.push(...subdirs.reverse());
  }
}

/** One buffer for every file read (a file is decoded before the next is read): no allocation per file. */
let shared: Buffer | null = null;

/**
 * Read a file for scanning into the shared buffer (valid until the next
 * call), or null when it is skipped: over MAX_FILE_BYTES, binary, or
 * unreadable. Three system calls per file (open, one read of up to 1 MB + 1
 * byte, close): a regular file's read returns everything up to the count,
 * so a full count means the file is too large.
 */
function readForScan(abs: string, stats: ScanStats): Buffer | null {
  let fd: number;
  try {
    fd = openSync(abs, 'r');
  } catch {
    return null;
  }
  let n: number;
  try {
    shared ??= Buffer.allocUnsafe(MAX_FILE_BYTES + 1);
    n = readSync(fd, shared, 0, MAX_FILE_BYTES + 1, 0);
  } catch {
    return null;
  } finally {
    closeSync(fd);
  }
  if (n > MAX_FILE_BYTES) {
    stats.skipped_large++;
    return null;
  }
  const buf = shared.subarray(0, n);
  const nul = buf.indexOf(0);
  if (nul !== -1 && nul < BINARY_PROBE) {
    stats.skipped_binary++;
    return null;
  }
  return buf;
}

/** What the first pass found of a file (the verdicts array of prefilterAll). */
const Verdict = {
  /** Not looked at (the prefilter thread stopped before it): the scan reads it in full. */
  Pending: 0,
  /** Read, and holds no needle nor version constant: nothing to find. */
  Nothing: 1,
  /** Passed the prefilter, or a manifest: read in full by the scan. */
  Candidate: 2,
  Large: 3,
  Binary: 4,
  Unreadable: 5,
} as const;

/**
 * The first pass over a share of the files, on whichever thread runs it:
 * takes chunks of file indices from the shared counter `next` until none is
 * left, reads each file (one buffer, as readForScan) and writes its Verdict.
 * Self-contained (it uses only its arguments and globals), because its source
 * is also the prefilter thread's code. Entries whose verdict is already set
 * (manifests) are passed over.
 */
function prefilterShare(
  io: Pick<typeof fs, 'openSync' | 'readSync' | 'closeSync'>,
  paths: readonly string[],
  verdicts: Uint8Array,
  next: Int32Array,
  re: RegExp,
  maxBytes: number,
  probe: number,
  chunk: number,
  slot: number,
): void {
  const buf = Buffer.allocUnsafe(maxBytes + 1);
  for (;;) {
    const start = Atomics.add(next, 0, chunk);
    if (start >= paths.length) return;
    const end = Math.min(start + chunk, paths.length);
    Atomics.add(next, slot, end - start);
    for (let i = start; i < end; i++) {
      if (Atomics.load(verdicts, i) !== 0) continue;
      let v = 5;
      let fd = -1;
      try {
        fd = io.openSync(paths[i]!, 'r');
        const n = io.readSync(fd, buf, 0, maxBytes + 1, 0);
        if (n > maxBytes) v = 3;
        else {
          // A NUL byte in the first `probe` bytes marks a binary file (looked for there only).
          v = buf.subarray(0, Math.min(n, probe)).indexOf(0) !== -1 ? 4 : re.test(buf.toString('latin1', 0, n)) ? 2 : 1;
        }
      } catch {
        v = 5;
      } finally {
        if (fd !== -1) io.closeSync(fd);
      }
      Atomics.store(verdicts, i, v);
    }
  }
}

/** Below this many files a second thread costs more than it saves (it takes some 20 ms to start). */
export const PARALLEL_FROM = 2000;
const CHUNK = 64;

/**
 * The first pass over every file, shared between this thread and one prefilter
 * thread (a worker started from prefilterShare's own source, handed the file
 * names and two shared arrays; it sends nothing back but the verdicts), so the
 * reading and the prefilter of most files use both cores. Resolves when the
 * worker has ended; a file it did not reach stays Pending and is read in full
 * by the scan, so a worker that fails to start or dies loses nothing. Null when
 * the pass is not worth a thread (few files, one core): the scan then reads
 * every file itself, as before.
 */
async function prefilterAll(
  paths: readonly string[],
  preset: readonly boolean[],
  force: ScanOptions['prefilterThread'],
): Promise<{ verdicts: Uint8Array; byThread: number } | null> {
  if (force === false || (force === undefined && (paths.length < PARALLEL_FROM || availableParallelism() < 2))) return null;
  const verdicts = new Uint8Array(new SharedArrayBuffer(paths.length));
  for (let i = 0; i < preset.length; i++) if (preset[i]) verdicts[i] = Verdict.Candidate;
  // [0] the next file to take, [1] files the thread took, [2] files this thread took.
  const next = new Int32Array(new SharedArrayBuffer(12));
  const args = `require('node:fs'), d.paths, new Uint8Array(d.verdicts), new Int32Array(d.next), new RegExp(d.re, d.flags), d.max, d.probe, d.chunk, 1`;
  let ended: Promise<void> = Promise.resolve();
  try {
    const worker = new Worker(`const d = require('node:worker_threads').workerData; (${prefilterShare.toString()})(${args});`, {
      eval: true,
      workerData: {
        paths,
        verdicts: verdicts.buffer,
        next: next.buffer,
        re: PREFILTER_RE.source,
        flags: PREFILTER_RE.flags,
        max: MAX_FILE_BYTES,
        probe: BINARY_PROBE,
        chunk: CHUNK,
      },
      stdout: true,
      stderr: true,
      // The pass needs little heap (one 1 MB buffer and a file's text at a time) besides the list of names; past the
      // limit the thread stops with an error event, and this thread reads what it left.
      resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 16 },
    });
    ended = new Promise((done) => {
      worker.once('exit', () => done());
      worker.once('error', () => done());
    });
  } catch {
    // No thread: this one does the whole pass.
  }
  if (force !== 'alone') prefilterShare(fs, paths, verdicts, next, PREFILTER_RE, MAX_FILE_BYTES, BINARY_PROBE, CHUNK, 2);
  await ended;
  return { verdicts, byThread: Atomics.load(next, 1) };
}

const emptyStats = (): ScanStats => ({
  files_scanned: 0,
  manifests_read: 0,
  skipped_ignored: 0,
  skipped_vendored: 0,
  skipped_large: 0,
  skipped_binary: 0,
  skipped_minified: 0,
});

export interface ScanOptions {
  /** Folder the files are named relative to, when the path is inside it (default: the working folder). */
  cwd?: string;
  /** Gitignore-style globs (relative to the folder scanned) of files and folders not to read (--exclude, the config's exclude). */
  exclude?: readonly string[];
  /** Findings accepted on purpose (the config's ignore list), matched on paths relative to the folder scanned. */
  ignore?: readonly CheckIgnore[];
  /** The retired operations to find in code (src/check/endpoints.ts); none when absent. */
  endpoints?: EndpointMatcher;
  /**
   * Share the first pass with a prefilter thread: true always, false never,
   * unset from PARALLEL_FROM files on two cores or more; 'alone' (for tests)
   * leaves the whole pass to the thread.
   */
  prefilterThread?: boolean | 'alone';
}

/**
 * Scan one path (a folder or a single file). Rejects when the path cannot be
 * read. Files are named relative to `cwd` when the path is inside it (so
 * annotations and SARIF locations match the repository), else relative to
 * the folder scanned. The first pass (read, size and binary checks, the
 * prefilter) is shared with one prefilter thread on large trees
 * (prefilterAll); only the verdicts come back, never file contents (handing
 * buffers between threads was tried before: slower, and twice the memory).
 * Files that pass are read again here, in walk order, for the detectors.
 */
export async function scanPath(path: string, index: VersionIndex, opts: ScanOptions = {}): Promise<ScanResult> {
  const cwd = opts.cwd ?? process.cwd();
  const stats = emptyStats();
  const st = statSync(path); // throws ENOENT / EACCES for the caller to report
  const findings: Finding[] = [];
  const warnings: string[] = [];
  const inside = relative(cwd, path);
  const prefix = inside === '' || inside.startsWith('..') || isAbsolute(inside) ? '' : inside.split(sep).join('/');
  // An unreadable folder fails here, not as an empty scan.
  if (st.isDirectory()) readdirSync(path);
  const walked = st.isDirectory()
    ? walk(path, stats, globMatcher(opts.exclude ?? []))
    : [{ rel: prefix === '' ? basename(path) : prefix, abs: path, name: basename(path) }];
  const shown = (rel: string): string => (prefix === '' || !st.isDirectory() ? rel : `${prefix}/${rel}`);
  const files: { rel: string; abs: string; name: string; ext: string; kind: ReturnType<typeof manifestKind> }[] = [];
  for (const f of walked) {
    const kind = manifestKind(f.rel);
    const ext = extOf(f.name);
    if (kind !== null || TEXT_EXTENSIONS.has(ext) || EXTENSIONLESS.has(f.name) || f.name.startsWith('.env')) files.push({ ...f, ext, kind });
  }
  // Usages whose platform only a neighbour names (a config.js beside the transform.js that builds the URL):
  // settled when the scan leaves their folder (the walk yields a folder's files together).
  // Only the files that name a platform are kept, and only until the scan leaves the folder.
  let folder: string | null = null;
  let folderNaming: { rel: string; contexts: string[]; text: string }[] = [];
  let folderPending: { rel: string; usage: PendingUsage; text?: string }[] = [];
  const settleFolder = (): void => {
    for (const p of folderPending) {
      if (folderNaming.some((n) => n.rel !== p.rel && neighbourSettles(p.usage, n.contexts, n.text))) {
        const finding = resolveUsage(index, shown(p.rel), p.usage);
        accept(p.rel, [finding], p.text ?? '');
        findings.push(finding);
      }
    }
    folderNaming = [];
    folderPending = [];
  };
  // A file whose path names a platform (destinations/fb/, twitter_ads/) is read whatever its text holds.
  const byPath = files.map((f) => folderNamesPlatform(f.rel));
  const pass = await prefilterAll(
    files.map((f) => f.abs),
    files.map((f, i) => f.kind !== null || byPath[i]!),
    opts.prefilterThread,
  );
  const verdicts = pass?.verdicts ?? null;
  for (let i = 0; i < files.length; i++) {
    const f = files[i]!;
    // What the first pass settled: a file with nothing to find only counts (as scanFileInner would count it).
    const v: number = verdicts === null ? Verdict.Pending : Atomics.load(verdicts, i);
    if (v === Verdict.Nothing) stats.files_scanned++;
    else if (v === Verdict.Large) stats.skipped_large++;
    else if (v === Verdict.Binary) stats.skipped_binary++;
    if (v !== Verdict.Pending && v !== Verdict.Candidate) continue;
    const dir = f.rel.includes('/') ? f.rel.slice(0, f.rel.lastIndexOf('/')) : '';
    if (dir !== folder) {
      settleFolder();
      folder = dir;
    }
    scanFile(f);
  }
  settleFolder();
  return { findings: sortFindings(findings), warnings, stats, prefilterThreadFiles: pass?.byThread ?? 0 };

  /** Marks what the file accepts: a marker comment on the finding's line or the line before, or an ignore entry. */
  function accept(rel: string, list: Finding[], text: string): void {
    let lines: string[] | null = null;
    for (const f of list) {
      if (text.includes('changeline')) {
        lines ??= text.split('\n');
        for (const l of [lines[f.line - 1], lines[f.line - 2]]) {
          const m = l === undefined ? null : IGNORE_MARKER.exec(l);
          if (m) {
            f.ignored = m[1]!.trim() === '' ? 'marker comment' : `marker comment: ${m[1]!.trim()}`;
            break;
          }
        }
      }
      if (f.ignored === null && opts.ignore && opts.ignore.length > 0) {
        const e = ignoreFor(opts.ignore, { file: rel, platform: f.platform, version: f.version });
        if (e) f.ignored = e.reason;
      }
    }
  }

  function scanFile(f: (typeof files)[number]): void {
    const before = findings.length;
    const pendingBefore = folderPending.length;
    scanFileInner(f);
    if (findings.length > before || folderPending.length > pendingBefore) {
      const text = readFileSync(f.abs, 'utf8');
      accept(f.rel, findings.slice(before), text);
      for (const p of folderPending.slice(pendingBefore)) p.text = text;
    }
  }

  function scanFileInner(f: (typeof files)[number]): void {
    const kind = f.kind;
    const buf = readForScan(f.abs, stats);
    if (buf === null) return;
    stats.files_scanned++;
    if (kind !== null) {
      stats.manifests_read++;
      let pins: ReturnType<typeof kind.read>;
      try {
        pins = kind.read(buf.toString('utf8'));
      } catch (err) {
        warnings.push(`skipped ${shown(f.rel)}: corrupt ${kind.format} (${(err as Error).message})`);
        return;
      }
      for (const p of pins) {
        const finding = resolvePin(index, shown(f.rel), p);
        if (finding) findings.push(finding);
      }
      if (kind.format === 'package.json' || kind.format === 'package-lock.json' || kind.format === 'Pipfile.lock' || kind.format === 'composer.lock') return;
    }
    // A quick look in one byte per character before decoding: most files hold nothing.
    if (!PREFILTER.test(buf.toString('latin1')) && !folderNamesPlatform(f.rel)) return;
    const text = buf.toString('utf8');
    if (MINIFIABLE.has(f.ext) && looksMinified(f.name, text)) {
      stats.skipped_minified++;
      return;
    }
    const found = detectInFile(text, f.rel);
    // A version match and a retired endpoint's match of one call: one finding (src/check/overlap.ts).
    const settled = settleOverlaps(found.usages, opts.endpoints ? opts.endpoints.find(text, f.name) : [], index);
    for (const u of settled.usages) findings.push(resolveUsage(index, shown(f.rel), u));
    for (const u of settled.calls) findings.push(resolveEndpoint(shown(f.rel), u, index.today));
    const contexts = contextsIn(text);
    if (contexts.length > 0) folderNaming.push({ rel: f.rel, contexts, text });
    for (const u of found.pending) folderPending.push({ rel: f.rel, usage: u });
  }
}
