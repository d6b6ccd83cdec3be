/**
 * `changeline check [path]`: the command line. `runCheck` reads the
 * arguments and the environment, loads the data, scans, applies the policy
 * and writes the report; it returns the exit code (0 nothing crosses the
 * policy, 1 something does, 2 a usage or data error, with a one-line
 * reason on stderr). Entries: src/check/main.ts (from a checkout, data from
 * the content folder) and src/check/bundle-entry.ts (the one-file bundle,
 * data built in).
 */
import { appendFileSync, existsSync, statSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { readClock } from '../model/clock.ts';
import { daysUntil } from '../model/date-math.ts';
import { absolute } from '../model/site-url.ts';
import { API_PATHS, CHECK_BUNDLE_PATH, CHECK_PAGE_PATH } from '../model/links.ts';
import { DEFAULT_API_BASE, normalizeBase } from '../mcp/config.ts';
import { CheckFinding, type CheckReport } from '../schemas/check.ts';
import { DataError, dataFrom, fetchJson, type CheckData, type DataFiles, type Fetcher } from './data.ts';
import { FORMATS, github, json, sarif, summary, text, type Format } from './formats.ts';
import { DEFAULT_POLICY, FAIL_ON, violation, type FailOn, type Policy } from './policy.ts';
import { VersionIndex } from './resolve.ts';
import { EndpointMatcher } from './endpoints.ts';
import { scanPath } from './scan.ts';
import { loadConfig, type LoadedConfig } from './config.ts';
import pkg from '../../package.json' with { type: 'json' };

export const TOOL_VERSION: string = pkg.version;
/** A bundle older than this many days warns. */
export const STALE_DAYS = 30;
const TIMEOUT_MS = 15_000;

export interface Io {
  stdout: (s: string) => void;
  stderr: (s: string) => void;
  /** True when stdout is a terminal (colour). */
  isTTY: boolean;
  fetch: Fetcher;
}

export function helpText(base: string): string {
  return `changeline check ${TOOL_VERSION}: find the ad-API versions a codebase depends on, and fail CI before they die

Usage:
  changeline check [path] [options]        (npx changeline check, or: node changeline-check.mjs [path])

Scans path (default: the current folder), respecting .gitignore and skipping node_modules,
vendored folders, binary and minified files and files over 1 MB, for:
  - API version strings in code and config (Google Ads, Meta, LinkedIn, Microsoft Advertising,
    X, Snapchat, Amazon Ads), and
  - pinned official SDKs in dependency manifests, mapped to the API versions they speak.

Options:
  --format F          text (default), json, sarif (SARIF 2.1.0) or github (workflow annotations;
                      also writes a Markdown summary to $GITHUB_STEP_SUMMARY when it is set)
  --fail-on L         sunset | within (default) | deprecated | never
                        sunset      fail on versions already sunset
                        within      also on sunsets within --fail-within days
                        deprecated  also on deprecated versions
                        never       report only
  --fail-within DAYS  window for --fail-on within/deprecated (default ${DEFAULT_POLICY.failWithin})
  --fail-unknown      also fail on versions the data does not know
  --ignore-tests      findings under test paths (tests/, __tests__/, fixtures/, test_*.py,
                      *.test.ts ...) are reported, labelled test, and never fail
  --exclude GLOB      do not scan files or folders matching GLOB (gitignore syntax,
                      relative to path); repeatable

Configuration: .changeline.yml (or a "changeline" key in package.json, or [tool.changeline]
in pyproject.toml) in the folder scanned: exclude (globs), ignore (entries with path,
platform, version and a required reason), ignore_tests. A comment "changeline-ignore: why"
on a line (or the line before it) accepts that line's findings.
  --offline           use the data built into this copy; say how old it is (warns after ${STALE_DAYS} days)
  --output FILE       write the report to FILE instead of stdout
  -h, --help          print this help and exit
  -v, --version       print the version and exit

Exit codes: 0 nothing crosses the policy, 1 something does, 2 usage or data error.
Usages in comments are reported and marked, and never fail. Unknown versions are reported as
unknown, never as safe.

Environment:
  CHANGELINE_API_BASE  site to read /api/versions.json and the SDK map from (default ${base})
  NO_COLOR             no colour in text output (colour is used only on a terminal)
  BUILD_DATE           YYYY-MM-DD to use as today (testing)

Latest copy: ${absolute(base, CHECK_BUNDLE_PATH)}  Docs and CI snippets: ${absolute(base, CHECK_PAGE_PATH)}
`;
}

export interface CheckOptions {
  path: string;
  /** --exclude globs, relative to the folder scanned. */
  exclude: string[];
  format: Format;
  policy: Policy;
  offline: boolean;
  output: string | null;
  base: string;
  today: string;
  now: string;
}

export type Parsed = { kind: 'run'; opts: CheckOptions } | { kind: 'help' } | { kind: 'version' } | { kind: 'error'; message: string };

/** Read the command line and the environment. Never prints, never exits. */
export function parseCheckArgs(argv: readonly string[], env: Record<string, string | undefined>): Parsed {
  const args = argv[0] === 'check' ? argv.slice(1) : [...argv];
  let values: Record<string, string | boolean | string[] | undefined>;
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      strict: true,
      options: {
        format: { type: 'string' },
        'fail-on': { type: 'string' },
        'fail-within': { type: 'string' },
        'fail-unknown': { type: 'boolean' },
        'ignore-tests': { type: 'boolean' },
        exclude: { type: 'string', multiple: true },
        offline: { type: 'boolean' },
        output: { type: 'string', short: 'o' },
        help: { type: 'boolean', short: 'h' },
        version: { type: 'boolean', short: 'v' },
      },
    }));
  } catch (err) {
    // node:util's messages run over several lines; the first says what is wrong.
    return { kind: 'error', message: (err as Error).message.split('\n')[0]!.replace(/\. To specify a positional argument.*$/s, '') };
  }
  if (values.help) return { kind: 'help' };
  if (values.version) return { kind: 'version' };
  if (positionals.length > 1) return { kind: 'error', message: `expected at most one path, got ${positionals.length}: ${positionals.join(' ')}` };
  const format = (values.format as string | undefined) ?? 'text';
  if (!(FORMATS as readonly string[]).includes(format)) return { kind: 'error', message: `--format must be one of ${FORMATS.join(', ')}, got "${format}"` };
  const failOn = (values['fail-on'] as string | undefined) ?? DEFAULT_POLICY.failOn;
  if (!(FAIL_ON as readonly string[]).includes(failOn)) return { kind: 'error', message: `--fail-on must be one of ${FAIL_ON.join(', ')}, got "${failOn}"` };
  const withinRaw = values['fail-within'] as string | undefined;
  if (withinRaw !== undefined && (!/^\d{1,5}$/.test(withinRaw) || Number(withinRaw) > 36_500)) {
    return { kind: 'error', message: `--fail-within must be a whole number of days from 0 to 36500, got "${withinRaw}"` };
  }
  let base: string;
  let clock: ReturnType<typeof readClock>;
  try {
    base = env.CHANGELINE_API_BASE?.trim() ? normalizeBase(env.CHANGELINE_API_BASE.trim()) : DEFAULT_API_BASE;
    clock = readClock(env);
  } catch (err) {
    return { kind: 'error', message: (err as Error).message };
  }
  return {
    kind: 'run',
    opts: {
      path: positionals[0] ?? '.',
      format: format as Format,
      policy: {
        failOn: failOn as FailOn,
        failWithin: withinRaw === undefined ? DEFAULT_POLICY.failWithin : Number(withinRaw),
        failUnknown: values['fail-unknown'] === true,
        ignoreTests: values['ignore-tests'] === true,
      },
      exclude: (values.exclude as unknown as string[] | undefined) ?? [],
      offline: values.offline === true,
      output: (values.output as string | undefined) ?? null,
      base,
      today: clock.day,
      now: clock.timestamp,
    },
  };
}

/** How old the data is, in whole days. */
const ageDays = (asOf: string, today: string): number => -daysUntil(asOf.slice(0, 10), today);

/** The built-in endpoint table, or none when the built-in copy cannot be read (the site's data still serves). */
function bundledEndpoints(bundled: () => DataFiles): unknown {
  try {
    return bundled().endpoints;
  } catch {
    return undefined;
  }
}

/** The data for a run: the site's, else (with a warning) the bundle; DataError when the site answers wrongly. */
export async function loadData(
  opts: Pick<CheckOptions, 'offline' | 'base' | 'today'>,
  bundled: () => DataFiles,
  fetcher: Fetcher,
): Promise<{ data: CheckData; source: 'site' | 'bundle'; notes: string[]; warnings: string[] }> {
  const fromBundle = (why: string | null): { data: CheckData; source: 'bundle'; notes: string[]; warnings: string[] } => {
    let data: CheckData;
    try {
      data = dataFrom(bundled(), 'the bundled copy of ');
    } catch (err) {
      throw new DataError(`${why ? `${why}, and ` : ''}the bundled data cannot be used: ${(err as Error).message}`);
    }
    const age = ageDays(data.data_as_of, opts.today);
    const asOf = `the data bundled on ${data.data_as_of.slice(0, 10)} (${age} day${age === 1 ? '' : 's'} old)`;
    const warnings: string[] = [];
    const notes: string[] = [];
    if (why) warnings.push(`${why}; using ${asOf} instead`);
    else notes.push(`offline: using ${asOf}`);
    if (age > STALE_DAYS)
      warnings.push(`the bundled data is ${age} days old (more than ${STALE_DAYS}): statuses may have changed; run online or get a new copy`);
    return { data, source: 'bundle', notes, warnings };
  };
  if (opts.offline) return fromBundle(null);
  const urls = { versions: absolute(opts.base, API_PATHS.listVersions), sdks: absolute(opts.base, API_PATHS.listSdks) };
  let files: DataFiles;
  try {
    const [versions, sdks] = await Promise.all([fetchJson(urls.versions, fetcher, TIMEOUT_MS), fetchJson(urls.sdks, fetcher, TIMEOUT_MS)]);
    // The endpoint table is the scanner's own (built in), online too: the site has it only inside /api/changes.json.
    files = { versions, sdks, endpoints: bundledEndpoints(bundled) };
  } catch (err) {
    if (err instanceof DataError) throw err;
    return fromBundle((err as Error).message);
  }
  try {
    return { data: dataFrom(files, opts.base), source: 'site', notes: [], warnings: [] };
  } catch (err) {
    throw new DataError((err as Error).message);
  }
}

/** The report of a scan, policy applied. */
export function buildReport(
  opts: Pick<CheckOptions, 'policy' | 'now'>,
  data: CheckData,
  source: 'site' | 'bundle',
  findings: Awaited<ReturnType<typeof scanPath>>['findings'],
  warnings: string[],
): CheckReport {
  // Keys in the schema's order (src/schemas/check.ts), so the JSON reads as documented.
  const keys = Object.keys(CheckFinding.shape) as (keyof CheckFinding)[];
  const list = findings.map((f) => {
    const full: CheckFinding = { ...f, endpoint: f.endpoint ?? null, served: f.served ?? null, violation: violation(f, opts.policy) };
    return Object.fromEntries(keys.map((k) => [k, full[k]])) as CheckFinding;
  });
  return {
    generated_at: opts.now,
    data_as_of: data.data_as_of,
    data_source: source,
    policy: {
      fail_on: opts.policy.failOn,
      fail_within: opts.policy.failWithin,
      fail_unknown: opts.policy.failUnknown,
      ignore_tests: opts.policy.ignoreTests,
    },
    failed: list.some((f) => f.violation !== null),
    findings: list,
    warnings,
  };
}

/** Run the command; resolves with the exit code. */
export async function runCheck(argv: readonly string[], env: Record<string, string | undefined>, io: Io, bundled: () => DataFiles): Promise<number> {
  const parsed = parseCheckArgs(argv, env);
  const fail = (message: string): number => {
    io.stderr(`changeline check: ${message}\n`);
    return 2;
  };
  if (parsed.kind === 'error') return fail(`${parsed.message} (see --help)`);
  if (parsed.kind === 'help') {
    io.stdout(helpText(env.CHANGELINE_API_BASE?.trim() ? env.CHANGELINE_API_BASE.trim() : DEFAULT_API_BASE));
    return 0;
  }
  if (parsed.kind === 'version') {
    io.stdout(`changeline check ${TOOL_VERSION}\n`);
    return 0;
  }
  const opts = parsed.opts;
  let loaded: Awaited<ReturnType<typeof loadData>>;
  try {
    loaded = await loadData(opts, bundled, io.fetch);
  } catch (err) {
    return fail((err as Error).message);
  }
  if (loaded.data.sdks.length === 0) loaded.warnings.push('the SDK map is empty: pinned SDKs in manifests are not checked');
  for (const n of loaded.notes) io.stderr(`changeline check: ${n}\n`);
  // A text report on stdout ends with its warnings: on stderr too they would show twice on the same screen (a
  // terminal, or a tool that merges both streams, such as pre-commit).
  const bodyShowsWarnings = opts.format === 'text' && opts.output === null;
  if (!bodyShowsWarnings) for (const w of loaded.warnings) io.stderr(`changeline check: warning: ${w}\n`);
  const index = new VersionIndex(loaded.data, opts.today);
  // The configuration of the folder scanned (.changeline.yml, package.json#changeline, [tool.changeline]).
  let config: LoadedConfig;
  try {
    const root = resolve(opts.path);
    config = loadConfig(existsSync(root) && statSync(root).isDirectory() ? root : dirname(root));
  } catch (err) {
    return fail((err as Error).message);
  }
  const policy = { ...opts.policy, ignoreTests: opts.policy.ignoreTests || config.config.ignore_tests === true };
  let scan: Awaited<ReturnType<typeof scanPath>>;
  try {
    scan = await scanPath(resolve(opts.path), index, {
      exclude: [...opts.exclude, ...(config.config.exclude ?? [])],
      ignore: config.config.ignore ?? [],
      endpoints: new EndpointMatcher(loaded.data.endpoints),
    });
  } catch (err) {
    const e = err as NodeJS.ErrnoException;
    const why = e.code === 'ENOENT' ? 'no such file or folder' : e.code === 'EACCES' || e.code === 'EPERM' ? 'permission denied' : e.message;
    return fail(`cannot read ${opts.path}: ${why}`);
  }
  if (!bodyShowsWarnings) for (const w of scan.warnings) io.stderr(`changeline check: warning: ${w}\n`);
  const report = buildReport({ ...opts, policy }, loaded.data, loaded.source, scan.findings, [...loaded.warnings, ...scan.warnings]);
  const ctx = {
    helpUri: absolute(opts.base, CHECK_PAGE_PATH),
    toolVersion: TOOL_VERSION,
    dataFrom: loaded.source === 'site' ? `from ${opts.base}` : 'from the bundled copy',
  };
  const color = opts.output === null && io.isTTY && !('NO_COLOR' in env && env.NO_COLOR !== '') && env.TERM !== 'dumb';
  const body =
    opts.format === 'json' ? json(report) : opts.format === 'sarif' ? sarif(report, ctx) : opts.format === 'github' ? github(report) : text(report, ctx, color);
  try {
    if (opts.output === null) io.stdout(body);
    else writeFileSync(opts.output, body);
    if (opts.format === 'github' && env.GITHUB_STEP_SUMMARY) appendFileSync(env.GITHUB_STEP_SUMMARY, summary(report));
  } catch (err) {
    return fail(`cannot write the report: ${(err as Error).message}`);
  }
  return report.failed ? 1 : 0;
}
