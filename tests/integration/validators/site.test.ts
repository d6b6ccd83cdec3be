/**
 * The outside validators over the built fixture site: the Nu HTML Checker on
 * every page, Redocly's lint of /openapi.json, linkinator over the whole
 * site, and a strict iCalendar check of every calendar.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PLATFORM_SETS } from '../../../src/site/platform-sets.ts';
import { calendarPath } from '../../../src/model/links.ts';
import { brokenLinks, calendarFiles, calendarProblems, htmlPages, nuErrors, redoclyLint, stylesheets } from '../../support/validators.ts';
import { ORIGIN, SITE, pages } from '../site/_site.ts';

test('Nu HTML Checker: 0 errors on every page and in the stylesheet (and it does catch an error in each)', () => {
  const files = htmlPages(SITE);
  assert.deepEqual(
    files,
    pages().map((p) => p.file),
    'the checker sees every page the site tests see',
  );
  assert.ok(files.length > 20, `${files.length} pages`);
  const styles = stylesheets(SITE);
  assert.equal(styles.length, 1, styles.join());
  // A known-bad page and stylesheet in the same run (one JVM start) prove the check can fail.
  const dir = mkdtempSync(join(tmpdir(), 'changeline-nu-'));
  const bad = join(dir, 'bad.html');
  writeFileSync(bad, '<!DOCTYPE html><html lang="en"><head><title>x</title></head><body><p>x</p></body></html><script>1</script>');
  const badCss = join(dir, 'bad.css');
  writeFileSync(badCss, 'p { colr: red }\n');
  const errors = nuErrors([bad, badCss, ...[...files, ...styles].map((f) => join(SITE, f))]);
  assert.match(errors.find((e) => e.url.endsWith('/bad.html'))?.message ?? '', /Stray start tag/);
  assert.match(errors.find((e) => e.url.endsWith('/bad.css'))?.message ?? '', /colr/);
  const site = errors.filter((e) => !e.url.endsWith('/bad.html') && !e.url.endsWith('/bad.css'));
  assert.deepEqual(
    site.map((e) => `${e.url.replace(`file:${SITE}/`, '')}:${e.lastLine}: ${e.message}`),
    [],
  );
});

test('Redocly lint of /openapi.json (recommended, strict, Spectral-equivalent rules): 0 errors, 0 warnings', () => {
  const result = redoclyLint(join(SITE, 'openapi.json'));
  assert.deepEqual(result.problems, []);
  assert.equal(result.errors, 0);
  assert.equal(result.warnings, 0);
});

test('linkinator: 0 broken links over the whole site, fragments and CSS included', async () => {
  const report = await brokenLinks(SITE, ORIGIN);
  assert.deepEqual(report.broken, []);
  assert.ok(report.checked > 100, `${report.checked} addresses checked`);
});

test('every calendar parses strictly: at least one VEVENT, required properties, CRLF line ends and a final CRLF', () => {
  const cals = calendarFiles(SITE);
  // Every platform's, and each set of platforms' (one or more): /calendars/google-ads+meta-ads.ics.
  assert.deepEqual(cals.map((c) => c.file).sort(), ['calendar.ics', ...PLATFORM_SETS.map((s) => calendarPath(s).slice(1))].sort());
  assert.ok(cals.some((c) => c.file === 'calendars/google-ads+meta-ads.ics'));
  for (const { file, text } of cals) assert.deepEqual(calendarProblems(text), [], file);
});

test('the strict calendar check catches what ical.js lets pass', () => {
  const empty = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//x//y//EN\r\nEND:VCALENDAR';
  assert.deepEqual(calendarProblems(empty), ['no VEVENT (RFC 5545 requires at least one component)', 'the last line does not end with CRLF']);
  const mute = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//x//y//EN',
    'BEGIN:VEVENT',
    'UID:a@x',
    'DTSTAMP:20260101T000000Z',
    'DTSTART;VALUE=DATE:20260201',
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    'TRIGGER:-P7D',
    'END:VALARM',
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    'DESCRIPTION:x',
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
  assert.deepEqual(calendarProblems(mute), ['VEVENT 1 VALARM 1 (DISPLAY) has no DESCRIPTION', 'VEVENT 1 VALARM 2 has no TRIGGER']);
});
