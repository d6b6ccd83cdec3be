/**
 * `npm run validate [dir]`: the outside validators over a built site (default
 * dist/, or $ASTRO_OUT_DIR), one line of result each, exit 1 when one fails.
 * The same checks run on the fixture site in tests/integration/validators.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { API_DOCS_PATH, API_PATHS, changeJsonPath } from '../src/model/links.ts';
import { brokenLinks, calendarFiles, calendarProblems, htmlPages, nuErrors, pagesDev, redoclyLint, stylesheets } from '../tests/support/validators.ts';

const dir = resolve(process.argv[2] ?? process.env.ASTRO_OUT_DIR ?? 'dist');
if (!existsSync(join(dir, 'openapi.json'))) {
  console.error(`${dir} is not a built site (no openapi.json): run npm run build first`);
  process.exit(2);
}
const origin = (JSON.parse(readFileSync(join(dir, 'openapi.json'), 'utf8')) as { servers: { url: string }[] }).servers[0]!.url;
let failed = 0;
const report = (name: string, ok: boolean, line: string, details: string[] = []) => {
  if (!ok) failed++;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}: ${line}`);
  for (const d of details.slice(0, 20)) console.log(`       ${d}`);
};
const time = async <T>(f: () => T | Promise<T>): Promise<[T, string]> => {
  const t0 = Date.now();
  const v = await f();
  return [v, `${((Date.now() - t0) / 1000).toFixed(1)} s`];
};

const pages = htmlPages(dir);
const styles = stylesheets(dir);
const [nu, nuTime] = await time(() => nuErrors([...pages, ...styles].map((p) => join(dir, p))));
report(
  'Nu HTML Checker',
  nu.length === 0,
  `${nu.length} errors on ${pages.length} pages and ${styles.length} stylesheet(s) (${nuTime})`,
  nu.map((m) => `${m.url.replace(`file:${dir}/`, '')}:${m.lastLine}: ${m.message}`),
);

const [lint, lintTime] = await time(() => redoclyLint(join(dir, 'openapi.json')));
report('Redocly lint', lint.errors + lint.warnings === 0, `${lint.errors} errors, ${lint.warnings} warnings (${lintTime})`, lint.problems);

const [links, linkTime] = await time(() => brokenLinks(dir, origin));
report(
  'linkinator',
  links.broken.length === 0,
  `${links.broken.length} broken of ${links.checked} checked (${linkTime})`,
  links.broken.map((b) => `${b.status} ${b.url} (on ${b.parent})`),
);

const cals = calendarFiles(dir).map((c) => ({ ...c, problems: calendarProblems(c.text) }));
const events = cals.map((c) => (c.text.match(/^BEGIN:VEVENT\r$/gm) ?? []).length);
report(
  'iCalendar (strict)',
  cals.every((c) => c.problems.length === 0),
  `${cals.length} calendars, ${Math.min(...events)}-${Math.max(...events)} events each`,
  cals.flatMap((c) => c.problems.map((p) => `${c.file}: ${p}`)),
);

const [dev, devTime] = await time(() => pagesDev(dir));
try {
  const probes: [string, number, RegExp][] = [
    [API_DOCS_PATH, 200, /^text\/html/],
    [API_PATHS.listChanges, 200, /^application\/json/],
    [changeJsonPath('google-ads-0000000000'), 404, /^application\/json/],
    // A file no endpoint publishes, outside every templated folder.
    [`${API_DOCS_PATH}nope.json`, 404, /^text\/html/],
  ];
  const bad: string[] = [];
  for (const [path, status, type] of probes) {
    const res = await fetch(`${dev.origin}${path}`);
    const body = await res.text();
    const ct = res.headers.get('content-type') ?? '';
    const agrees = ct.startsWith('application/json')
      ? (() => {
          try {
            JSON.parse(body);
            return true;
          } catch {
            return false;
          }
        })()
      : !ct.startsWith('text/html') || /^<!DOCTYPE html>/i.test(body);
    if (res.status !== status || !type.test(ct) || !agrees) bad.push(`${path}: ${res.status} ${ct}${agrees ? '' : ' (body does not match the label)'}`);
  }
  report('wrangler pages dev', bad.length === 0, `${probes.length - bad.length}/${probes.length} probes as expected (ready in ${devTime})`, bad);
} finally {
  await dev.stop();
}
process.exitCode = failed ? 1 : 0;
