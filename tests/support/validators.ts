/**
 * The outside validators, run over a built site: the Nu HTML Checker
 * (vnu-jar, Java), Redocly's OpenAPI lint, linkinator, a strict iCalendar
 * check (ical.js plus what RFC 5545 requires and the parser lets pass), and
 * Cloudflare's Pages emulator (wrangler pages dev). All run offline from
 * node_modules. Used by tests/integration/validators and `npm run validate`.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { listFiles } from '../../src/build/list-files.ts';
import ICAL from 'ical.js';
import { LinkChecker } from 'linkinator';
import { notFoundPages } from '../../src/build/hosting.ts';
import { serveStatic } from './site-server.ts';
import { freePort } from './free-port.ts';
import { ROOT } from '../../src/build/repo-root.ts';

const BIN = join(ROOT, 'node_modules/.bin');
export const VNU_JAR = join(ROOT, 'node_modules/vnu-jar/build/dist/vnu.jar');
export const REDOCLY_CONFIG = join(ROOT, 'redocly.yaml');
/** Compatibility date given to the Pages emulator (a date its bundled runtime supports). */
export const PAGES_COMPATIBILITY_DATE = '2026-11-17';

/** The environment for the tools: node_modules/.bin first, so they run on the project's Node 24. */
function toolEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { ...process.env, PATH: `${BIN}${delimiter}${process.env.PATH ?? ''}`, ...extra };
}

/** The JSON 404 bodies for Cloudflare Pages are named 404.html but are not pages (src/build/hosting.ts). */
const JSON_404 = new Set(Object.keys(notFoundPages()).map((p) => p.slice(1)));

/** Every HTML page of a built site (not pagefind's files, not the JSON 404 bodies). */
export function htmlPages(dir: string): string[] {
  return listFiles(dir).filter((f) => f.endsWith('.html') && !f.startsWith('pagefind/') && !JSON_404.has(f));
}

/** The site's own stylesheets (pagefind's are its own), relative to `dir`. */
export function stylesheets(dir: string): string[] {
  return listFiles(dir).filter((f) => f.endsWith('.css') && !f.startsWith('pagefind/'));
}

// ---------------------------------------------------------------- Nu HTML Checker

export interface NuMessage {
  type: string;
  url: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

/** Nu HTML Checker errors of the given files (absolute paths): HTML pages, and stylesheets (`.css`) checked by its CSS validator. */
export function nuErrors(files: string[]): NuMessage[] {
  if (files.length === 0) return [];
  // The quick JIT alone halves the checker's CPU time on a site this size; it needs a larger stack.
  const jvm = ['-Xss16m', '-XX:+UseSerialGC', '-XX:TieredStopAtLevel=1'];
  const res = spawnSync('java', [...jvm, '-jar', VNU_JAR, '--also-check-css', '--errors-only', '--format', 'json', ...files], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (res.error) throw new Error(`could not run java (Java 17 is needed for the Nu checker): ${res.error.message}`);
  let parsed: { messages: NuMessage[] };
  try {
    parsed = JSON.parse(res.stderr || res.stdout) as { messages: NuMessage[] };
  } catch {
    throw new Error(`the Nu checker did not answer JSON (exit ${res.status}):\n${res.stderr.slice(0, 2000)}`);
  }
  return parsed.messages.filter((m) => m.type === 'error' || m.type === 'non-document-error');
}

// ---------------------------------------------------------------- Redocly

export interface LintResult {
  errors: number;
  warnings: number;
  /** One line per problem: severity, rule, where. */
  problems: string[];
}

/** Redocly CLI lint of an OpenAPI file with the checked-in redocly.yaml. */
export function redoclyLint(file: string): LintResult {
  const res = spawnSync(join(BIN, 'redocly'), ['lint', file, '--config', REDOCLY_CONFIG, '--format=json'], {
    encoding: 'utf8',
    env: toolEnv({ REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' }),
    maxBuffer: 16 * 1024 * 1024,
  });
  const start = res.stdout.indexOf('{');
  if (start < 0) throw new Error(`redocly gave no JSON report (exit ${res.status}):\n${res.stderr}`);
  const report = JSON.parse(res.stdout.slice(start)) as {
    totals: { errors: number; warnings: number };
    problems: { ruleId: string; severity: string; message: string; location?: { pointer?: string }[] }[];
  };
  return {
    errors: report.totals.errors,
    warnings: report.totals.warnings,
    problems: report.problems.map((p) => `${p.severity} ${p.ruleId} at ${p.location?.[0]?.pointer ?? '?'}: ${p.message}`),
  };
}

// ---------------------------------------------------------------- linkinator

export interface LinkReport {
  /** Addresses on the site that were fetched and answered. */
  checked: number;
  broken: { url: string; status: number | undefined; parent: string | undefined }[];
}

/**
 * linkinator over a built site served locally, from its home page, every
 * same-site link followed (absolute links to `origin`, the site's production
 * address, mapped to the local server), fragments and CSS checked; links to
 * other sites are not fetched (tests never touch the internet).
 */
export async function brokenLinks(dir: string, origin: string): Promise<LinkReport> {
  const server = await serveStatic(resolve(dir));
  try {
    const local = server.origin;
    const escaped = origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const result = await new LinkChecker().check({
      path: `${local}/`,
      recurse: true,
      checkCss: true,
      checkFragments: true,
      concurrency: 8,
      timeout: 10_000,
      urlRewriteExpressions: [{ pattern: new RegExp(`^${escaped}(?=/|$)`), replacement: local }],
      linksToSkip: async (link) => !(link.startsWith(`${local}/`) || link === local || link.startsWith(`${origin}/`) || link === origin),
    });
    return {
      checked: result.links.filter((l) => l.state === 'OK').length,
      broken: result.links
        .filter((l) => l.state === 'BROKEN')
        .map((l) => ({ url: l.url.replace(local, origin), status: l.status, parent: l.parent?.replace(local, origin) })),
    };
  } finally {
    await server.stop();
  }
}

// ---------------------------------------------------------------- iCalendar

/**
 * What a strict client would refuse in an iCalendar file: it must parse, hold
 * at least one VEVENT (RFC 5545 requires a component; ical.js accepts an empty
 * calendar), give every event UID, DTSTAMP and DTSTART, end every line with
 * CRLF (the last one too), and keep lines within 75 octets.
 */
export function calendarProblems(text: string): string[] {
  const problems: string[] = [];
  let cal: ICAL.Component;
  try {
    cal = new ICAL.Component(ICAL.parse(text));
  } catch (err) {
    return [`does not parse: ${(err as Error).message}`];
  }
  if (cal.name !== 'vcalendar') problems.push(`top component is ${cal.name}, not VCALENDAR`);
  for (const prop of ['version', 'prodid']) if (!cal.hasProperty(prop)) problems.push(`no ${prop.toUpperCase()}`);
  const events = cal.getAllSubcomponents('vevent');
  if (events.length === 0) problems.push('no VEVENT (RFC 5545 requires at least one component)');
  events.forEach((v, i) => {
    for (const prop of ['uid', 'dtstamp', 'dtstart']) {
      if (!v.hasProperty(prop)) problems.push(`VEVENT ${i + 1} has no ${prop.toUpperCase()}`);
    }
    // RFC 5545 3.6.6: every VALARM has ACTION and TRIGGER; a DISPLAY alarm a DESCRIPTION.
    v.getAllSubcomponents('valarm').forEach((a, j) => {
      for (const prop of ['action', 'trigger']) {
        if (!a.hasProperty(prop)) problems.push(`VEVENT ${i + 1} VALARM ${j + 1} has no ${prop.toUpperCase()}`);
      }
      if (String(a.getFirstPropertyValue('action')).toUpperCase() === 'DISPLAY' && !a.hasProperty('description')) {
        problems.push(`VEVENT ${i + 1} VALARM ${j + 1} (DISPLAY) has no DESCRIPTION`);
      }
    });
  });
  if (!text.endsWith('\r\n')) problems.push('the last line does not end with CRLF');
  const bare = text.search(/(^|[^\r])\n/);
  if (bare >= 0) problems.push(`a line ends with a bare LF (offset ${bare})`);
  const long = text.split('\r\n').findIndex((line) => Buffer.byteLength(line) > 75);
  if (long >= 0) problems.push(`line ${long + 1} is longer than 75 octets`);
  return problems;
}

// ---------------------------------------------------------------- Cloudflare Pages emulator

export interface PagesDev {
  origin: string;
  /** Everything wrangler printed so far, colours removed. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * `wrangler pages dev` over a built site, as Cloudflare Pages would serve it
 * (its `_headers`, `_redirects` and 404 handling), offline, on a free port.
 * Its state and logs go to a temporary folder removed by `stop`.
 */
export async function pagesDev(dir: string, timeoutMs = 60_000): Promise<PagesDev> {
  const [port, inspector] = [await freePort(), await freePort()];
  const work = mkdtempSync(join(tmpdir(), 'changeline-pages-'));
  const child = spawn(
    join(BIN, 'wrangler'),
    [
      'pages',
      'dev',
      resolve(dir),
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--inspector-port',
      String(inspector),
      '--compatibility-date',
      PAGES_COMPATIBILITY_DATE,
      '--persist-to',
      join(work, 'state'),
      '--show-interactive-dev-session=false',
      '--log-level',
      'log',
    ],
    {
      cwd: work,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: toolEnv({
        WRANGLER_SEND_METRICS: 'false',
        // No lookup of Cloudflare's Request.cf data: tests stay offline.
        CLOUDFLARE_CF_FETCH_ENABLED: 'false',
        WRANGLER_LOG_PATH: join(work, 'logs'),
        XDG_CONFIG_HOME: join(work, 'config'),
        CI: '1',
        NO_COLOR: '1',
        FORCE_COLOR: '0',
      }),
    },
  );
  let out = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr.on('data', (c: Buffer) => (out += c.toString()));
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        /* already gone */
      }
      const killer = setTimeout(() => {
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {
          /* already gone */
        }
      }, 5_000);
      await exited;
      clearTimeout(killer);
    }
    rmSync(work, { recursive: true, force: true });
  };
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`wrangler pages dev exited (${child.exitCode}) before it was ready:\n${out}`);
    }
    if (/Ready on http/.test(out)) {
      try {
        await fetch(`${origin}/`, { signal: AbortSignal.timeout(5_000) });
        break;
      } catch {
        /* not answering yet */
      }
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`wrangler pages dev was not ready within ${timeoutMs / 1000} s:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: strips ANSI colour codes, which start with ESC
  return { origin, output: () => out.replace(/\x1b\[[0-9;]*m/g, ''), stop };
}

/** Read a built site's calendar files: path and text. */
export function calendarFiles(dir: string): { file: string; text: string }[] {
  return listFiles(dir)
    .filter((f) => f.endsWith('.ics'))
    .map((file) => ({ file, text: readFileSync(join(dir, file), 'utf8') }));
}
