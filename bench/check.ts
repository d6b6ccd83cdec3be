/**
 * Benchmark of `changeline check`: a synthetic repository of 20,000 code
 * and config files in 8 languages (about 100 MB, on tmpfs when there is one),
 * with ad-API usages planted in about 1 file in 100, scanned by the
 * one-file bundle (scripts/bundle-check.ts, data of the content folder,
 * --offline) and by `grep -rInE` with the same patterns (GREP_PATTERN in
 * src/check/detect.ts: the scanner's PREFILTER in POSIX ERE, needles
 * case-blind by brackets, the version gate case-sensitive) on the same tree, in the same
 * run: one untimed pass of each to warm the page cache, then `--reps`
 * interleaved timed runs (default 3). Reports medians of wall and CPU time,
 * the scanner's peak RSS, and the ratio. Targets: scanner within 2x grep's
 * wall time, peak RSS under 200 MB. Prints one line of JSON
 * (bench/index.ts reads it); with --write, also merges it into
 * bench/results.json as `check` and regenerates the README's section.
 *
 *   node bench/check.ts [--files 20000] [--mb 100] [--reps 3] [--dir DIR] [--write]
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { spawnSync } from 'node:child_process';
import { bundleCheckText } from '../src/build/bundle-check.ts';
import { contentData } from '../src/check/local-data.ts';
import { GREP_PATTERN } from '../src/check/detect.ts';
import { measure, round, type Measured } from './measure.ts';
import { RESULTS_SCHEMA, type BenchResults } from './results.ts';
import { writeReadme } from './readme.ts';

import { ROOT } from '../src/build/repo-root.ts';

export interface CheckBench {
  date: string;
  commit: string;
  files: number;
  tree_mb: number;
  planted_files: number;
  findings: number;
  reps: number;
  scanner: { wall_s: number; cpu_s: number; peak_rss_mb: number };
  /** command: how grep was run (the pattern is GREP_PATTERN). */
  grep: { wall_s: number; cpu_s: number; peak_rss_mb: number; matching_lines: number; command: string };
  /** Median scanner wall / median grep wall. */
  ratio_wall: number;
  ratio_cpu: number;
  targets: { ratio_wall_max: 2; peak_rss_mb_max: 200; met: boolean };
}

/** A small deterministic generator, so every run scans the same tree. */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const WORDS = 'account campaign budget report metric user order item value client request response config handler service cache token record batch query'.split(
  ' ',
);

const FILLER: Record<string, (r: () => number, i: number) => string> = {
  py: (r, i) =>
    `def ${WORDS[i % WORDS.length]}_${i}(self, ${WORDS[(i * 7) % WORDS.length]}):\n    total = sum(x.${WORDS[(i * 3) % WORDS.length]} for x in self.rows if x.v20 > ${Math.floor(r() * 1000)})\n    return {"version": "v${i % 30}", "path": "/api/v2/${WORDS[i % WORDS.length]}"}\n\n`,
  js: (r, i) =>
    `export function ${WORDS[i % WORDS.length]}${i}(a, b) {\n  const url = \`/v${i % 5}/items/\${a}\`;\n  return fetch(url, { headers: { 'X-Api-Version': '${Math.floor(r() * 10)}' } }).then((x) => x.json()).then((j) => j.${WORDS[(i * 5) % WORDS.length]} + b);\n}\n\n`,
  ts: (r, i) =>
    `export interface ${WORDS[i % WORDS.length]!.toUpperCase()}${i} {\n  id: string;\n  version: 'v${i % 40}';\n  amount: number; // ${Math.floor(r() * 1e6)}\n}\n\n`,
  java: (r, i) =>
    `  public ${WORDS[i % WORDS.length]!.toUpperCase()} get${i}(long id) {\n    return repository.findById(id).orElseThrow(() -> new NotFoundException("v${i % 25}/" + id + "${Math.floor(r() * 1e4)}"));\n  }\n\n`,
  go: (r, i) =>
    `func ${WORDS[i % WORDS.length]}${i}(ctx context.Context, id string) (*Item, error) {\n\treturn store.Get(ctx, fmt.Sprintf("/v%d/items/%s", ${i % 9}, id)) // ${Math.floor(r() * 1e5)}\n}\n\n`,
  php: (r, i) =>
    `    public function ${WORDS[i % WORDS.length]}${i}(int $id): array\n    {\n        return $this->client->get('/v${i % 7}/orders/' . $id . '?n=${Math.floor(r() * 1e3)}');\n    }\n\n`,
  yaml: (r, i) =>
    `${WORDS[i % WORDS.length]}_${i}:\n  enabled: ${r() > 0.5}\n  url: https://internal.example.com/v${i % 12}/${WORDS[(i * 11) % WORDS.length]}\n  retries: ${Math.floor(r() * 10)}\n`,
  json: (r, i) => `  "${WORDS[i % WORDS.length]}_${i}": { "version": "${i % 10}.${Math.floor(r() * 10)}.0", "enabled": ${r() > 0.5} },\n`,
};
const EXTS = Object.keys(FILLER);

/** One planted usage per language, like the test fixtures. */
const PLANTS: Record<string, string[]> = {
  py: ['from google.ads.googleads.v19.services import GoogleAdsServiceClient\n', 'URL = "https://graph.facebook.com/v22.0/act_1/insights"\n'],
  js: ["headers: { 'LinkedIn-Version': '202601' },\n", "const SNAP = 'https://adsapi.snapchat.com/v1/me';\n"],
  ts: ["const X = 'https://ads-api.x.com/11/accounts';\n"],
  java: [
    'import com.google.ads.googleads.v22.services.GoogleAdsServiceClient;\n',
    // A retired endpoint (src/check/endpoints.ts): found by the endpoint table, through the same prefilter.
    'String url = "https://advertising-api.amazon.com/dsp/orders/" + orderId;\n',
  ],
  go: ['const u = "https://campaign.api.bingads.microsoft.com/Api/Advertiser/CampaignManagement/v13/CampaignManagementService.svc"\n'],
  php: ['use Google\\Ads\\GoogleAds\\V21\\Services\\SearchGoogleAdsRequest;\n'],
  yaml: ['  LinkedIn-Version: "202603"\n'],
  json: ['  "graph": "https://graph.facebook.com/v24.0/me",\n'],
};

/** Write the synthetic tree; returns its size and how many files got a planted usage. */
export function writeTree(dir: string, files: number, totalMb: number): { bytes: number; planted: number } {
  rmSync(dir, { recursive: true, force: true });
  const r = rng(20_000);
  const perFile = Math.round((totalMb * 1024 * 1024) / files);
  let bytes = 0;
  let planted = 0;
  for (let f = 0; f < files; f++) {
    const sub = join(dir, `pkg${f % 40}`, `mod${Math.floor(f / 40) % 25}`);
    if (f % 1000 === 0 || !existsSync(sub)) mkdirSync(sub, { recursive: true });
    const ext = EXTS[f % EXTS.length]!;
    const chunks: string[] = [];
    let size = 0;
    let i = f * 31;
    const target = Math.round(perFile * (0.5 + r()));
    while (size < target) {
      const c = FILLER[ext]!(r, i++);
      chunks.push(c);
      size += c.length;
    }
    if (f % 100 === 7) {
      const p = PLANTS[ext]!;
      chunks.splice(Math.floor(chunks.length / 2), 0, p[f % p.length]!);
      planted++;
    }
    const text = chunks.join('');
    writeFileSync(join(sub, `file${f}.${ext}`), text);
    bytes += Buffer.byteLength(text);
  }
  return { bytes, planted };
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

export async function runCheckBench(opts: { files: number; mb: number; reps: number; dir: string }): Promise<CheckBench> {
  const tree = join(opts.dir, 'repo');
  const { bytes, planted } = writeTree(tree, opts.files, opts.mb);
  const bundle = join(opts.dir, 'changeline-check.mjs');
  writeFileSync(bundle, (await bundleCheckText('https://changeline.dev', contentData({ ...process.env, BUILD_DATE: '2026-11-27' }))).text);
  const out = join(opts.dir, 'report.json');
  const scanCmd = [process.execPath, bundle, tree, '--offline', '--format', 'json', '--fail-on', 'never', '--output', out];
  const grepCmd = ['sh', '-c', `grep -rInE '${GREP_PATTERN.replace(/'/g, "'\\''")}' '${tree}' > '${join(opts.dir, 'grep.txt')}'`];
  // Warm the page cache for both.
  measure(scanCmd, { cwd: opts.dir });
  measure(grepCmd, { cwd: opts.dir });
  const scans: Measured[] = [];
  const greps: Measured[] = [];
  for (let i = 0; i < opts.reps; i++) {
    const pair = i % 2 === 0 ? ['scan', 'grep'] : ['grep', 'scan'];
    for (const which of pair) {
      if (which === 'scan') scans.push(measure(scanCmd, { cwd: opts.dir }));
      else greps.push(measure(grepCmd, { cwd: opts.dir }));
    }
  }
  const failed = [...scans, ...greps].find((m) => !m.ok);
  if (failed) throw new Error(`a timed run failed: ${failed.output?.slice(-500)}`);
  const report = JSON.parse(readFileSync(out, 'utf8')) as { findings: unknown[] };
  const grepLines = readFileSync(join(opts.dir, 'grep.txt'), 'utf8').split('\n').filter(Boolean).length;
  const scanner = {
    wall_s: round(median(scans.map((m) => m.wall_s))),
    cpu_s: round(median(scans.map((m) => m.cpu_s))),
    peak_rss_mb: Math.max(...scans.map((m) => m.peak_rss_mb)),
  };
  const grep = {
    wall_s: round(median(greps.map((m) => m.wall_s))),
    cpu_s: round(median(greps.map((m) => m.cpu_s))),
    peak_rss_mb: Math.max(...greps.map((m) => m.peak_rss_mb)),
    matching_lines: grepLines,
    command: 'grep -rInE',
  };
  const ratioWall = round(scanner.wall_s / grep.wall_s);
  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).stdout.trim();
  return {
    date: new Date().toISOString().slice(0, 10),
    commit,
    files: opts.files,
    tree_mb: round(bytes / 1024 / 1024),
    planted_files: planted,
    findings: report.findings.length,
    reps: opts.reps,
    scanner,
    grep,
    ratio_wall: ratioWall,
    ratio_cpu: round(scanner.cpu_s / grep.cpu_s),
    targets: { ratio_wall_max: 2, peak_rss_mb_max: 200, met: ratioWall <= 2 && scanner.peak_rss_mb < 200 },
  };
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      files: { type: 'string', default: '20000' },
      mb: { type: 'string', default: '100' },
      reps: { type: 'string', default: '3' },
      dir: { type: 'string', default: existsSync('/dev/shm') ? '/dev/shm/changeline-check-bench' : join(ROOT, 'bench/tmp-check') },
      write: { type: 'boolean' },
    },
  });
  const dir = values.dir;
  mkdirSync(dir, { recursive: true });
  try {
    const res = await runCheckBench({ files: Number(values.files), mb: Number(values.mb), reps: Number(values.reps), dir });
    console.log(JSON.stringify(res));
    if (values.write) {
      const file = join(ROOT, 'bench/results.json');
      const old = JSON.parse(readFileSync(file, 'utf8')) as BenchResults;
      if (old.schema !== RESULTS_SCHEMA) throw new Error(`bench/results.json has schema ${old.schema}, expected ${RESULTS_SCHEMA}`);
      const report: BenchResults = { ...old, check: res as unknown as Record<string, unknown> };
      writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
      writeReadme(report);
      console.error('bench/results.json (check) and the README benchmark section updated');
    }
    return 0;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.main) process.exitCode = await main();
