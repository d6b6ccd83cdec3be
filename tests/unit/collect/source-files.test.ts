/**
 * The source files (src/sources/<id>.ts) are parsed when the registry loads:
 * a misspelt field or option, a template naming an unknown column or filter,
 * or a restated name fails with a message naming the source and the key.
 * The template language is the one row-table.ts fills and docs/collectors.md
 * documents; the key rules in docs/source-keys.md follow the options.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SOURCE_FILES, SourceLoadError, loadSources, type ChangeSource, type SourceFile } from '../../../src/sources/index.ts';
import { TEMPLATE_FILTERS } from '../../../src/sources/schema.ts';
import { keyRule } from '../../../src/sources/key-rule.ts';
import snapchatChangelog from '../../../src/sources/snapchat-ads-changelog.ts';
import { parseRowTable } from '../../../src/collect/methods/row-table.ts';
import { ROOT } from '../../../src/build/repo-root.ts';

/** A copy of a real source file with a change planted in it. */
const planted = (change: (f: Record<string, unknown> & { options: Record<string, unknown> }) => void): unknown => {
  const f = structuredClone(snapchatChangelog) as unknown as Record<string, unknown> & { options: Record<string, unknown> };
  change(f);
  return f;
};

/** The load error of a set of files (fails the test when they load). */
function loadError(files: unknown[]): string {
  try {
    loadSources(files);
  } catch (err) {
    assert.ok(err instanceof SourceLoadError, String(err));
    return err.message;
  }
  assert.fail('the planted source loaded');
}

test('every committed source file loads (the registry parses them all)', () => {
  const { changes, pricing } = loadSources(SOURCE_FILES);
  assert.equal(changes.length + pricing.length, SOURCE_FILES.length);
});

test('a misspelt option fails at load, naming the source and the key', () => {
  const message = loadError([
    planted((f) => {
      f.options.sumary = f.options.summary;
      delete f.options.summary;
    }),
  ]);
  assert.match(message, /src\/sources\/snapchat-ads-changelog\.ts: options: Unrecognized key: "sumary"/);
});

test('a misspelt field, a wrong option type and a misspelt nested option each fail, all reported at once', () => {
  const message = loadError([
    planted((f) => {
      f.sourcename = f.sourceName;
      delete f.sourceName;
    }),
    { ...(planted(() => {}) as object), id: 'snapchat-ads-changelog-2', options: { ...snapchatChangelog.options, allTables: 'yes' } },
    planted((f) => {
      f.id = 'snapchat-ads-changelog-3';
      f.options.columns = { Date: 'Date', Description: 'Description' };
      f.options.articles = { level: 2, categories: ['deprecation'], headings: 'x' };
    }),
  ]);
  assert.match(message, /snapchat-ads-changelog\.ts: \(the source\): Unrecognized key: "sourcename"/);
  assert.match(message, /snapchat-ads-changelog\.ts: sourceName: /);
  assert.match(message, /snapchat-ads-changelog-2\.ts: options\.allTables: /);
  assert.match(message, /snapchat-ads-changelog-3\.ts: options\.articles: Unrecognized key: "headings"/);
});

test('a template naming an unknown column or filter fails at load', () => {
  const message = loadError([
    planted((f) => {
      f.options.key = '{Date} {Descripton|words:8}';
      f.options.title = '{Description|sentance:140}';
      f.options.tags = ['marketing-api', '{Date|words}'];
      f.options.effective = 'Day';
    }),
  ]);
  assert.match(message, /options\.key: template "\{Date\} \{Descripton\|words:8\}" names an unknown column "Descripton"/);
  assert.match(message, /options\.title: template .* names an unknown filter "sentance"/);
  assert.match(message, /options\.tags\.1: template "\{Date\|words\}": filter "words" needs a number/);
  assert.match(message, /options\.effective: names an unknown column "Day"/);
});

test('an unknown method, a duplicate id, a restated name and a bad pattern fail at load', () => {
  assert.match(loadError([planted((f) => (f.method = 'row-tables'))]), /snapchat-ads-changelog\.ts: method: Invalid discriminator value/);
  assert.match(loadError([snapchatChangelog, snapchatChangelog]), /snapchat-ads-changelog\.ts: a second source with this id/);
  assert.match(loadError([planted((f) => (f.name = f.sourceName))]), /snapchat-ads-changelog\.ts: name: equals sourceName; leave it out/);
  assert.match(
    loadError([planted((f) => (f.options.addCategory = [{ column: 'Description', pattern: 'deprecat(', category: 'deprecation' }]))]),
    /options\.addCategory\.0\.pattern: not a valid regular expression/,
  );
  assert.match(loadError([{ method: 'pricing-page', tool_id: 'apolo', version: 1 }]), /src\/sources\/apolo-pricing\.ts: tool_id: /);
});

test('what a file need not restate is derived: name, the page of a `fetch`, the record form, the key rule', () => {
  const file = SOURCE_FILES.find((f) => f.method !== 'pricing-page' && f.id === 'google-ads-sunset-dates') as Extract<SourceFile, { id: string }>;
  const [s] = loadSources([{ ...file, name: undefined }]).changes as [ChangeSource];
  assert.equal(s.name, s.sourceName);
  assert.deepEqual(s.pages, [{ url: file.url, fetch: file.fetch }]);
  assert.equal(s.keyForm, 'version');
  assert.equal(s.key, '`version|google-ads-api|<version in the API version (or API 版本) cell, with a leading "v" where the cell omits it>` (e.g. `v24.2`)');
});

test('the key rule is read off the templates: change a template and the rule changes', () => {
  const rule = (change: (f: Record<string, unknown> & { options: Record<string, unknown> }) => void) => loadSources([planted(change)]).changes[0]!.key;
  assert.equal(
    rule(() => {}),
    '`row|<page>|<Date cell> <first 8 words of the Description cell>`',
  );
  assert.equal(
    rule((f) => (f.options.key = '{Date|iso} {Description|words:5}')),
    '`row|<page>|<ISO date at the front of the Date cell> <first 5 words of the Description cell>`',
  );
  assert.equal(
    rule((f) => (f.options.keyDate = '{Date|day}')),
    '`entry|<page>|<date of the Date cell>|<Date cell> <first 8 words of the Description cell>`',
    'a date template makes entry keys',
  );
  assert.equal(
    keyRule({ method: 'version-table', options: { keyApi: 'x-api', columns: { version: ['Version', 'API version'] }, versionPattern: '(v\\d+)' } }),
    '`version|x-api|<version in the Version (or API version) cell>`',
  );
});

test('every filter of the template language is implemented by the row-table method and in the table of docs/collectors.md', () => {
  // Pipes inside a Markdown table cell are escaped (`{Column\|lower}`).
  const doc = readFileSync(join(ROOT, 'docs/collectors.md'), 'utf8').replaceAll('\\|', '|');
  const page = 'https://developers.snap.com/api/marketing-api/Ads-API/changelog';
  const html = `<!DOCTYPE html><html lang="en"><head><title>t</title></head><body><main><table>
    <tr><th>Date</th><th>Description</th></tr>
    <tr><td>2025-07-01July 2025</td><td><a href="https://e.example/">First link</a> Retires the v22.1 reports. More text follows here.</td></tr>
  </table></main></body></html>`;
  for (const [name, f] of Object.entries(TEMPLATE_FILTERS)) {
    const part = `{${name === 'day' || name === 'iso' ? 'Date' : 'Description'}|${name}${f.arg ? ':3' : ''}}`;
    const [def] = loadSources([planted((s) => (s.options.tags = ['marketing-api', part]))]).changes as [ChangeSource & { method: 'row-table' }];
    const [item] = parseRowTable(def)(html, page, page);
    assert.equal(item?.tags.length, 2, `${name}: the filter fills ${part}`);
    assert.ok(doc.includes(`\`{Column|${name}${f.arg ? ':N' : ''}}\``), `${name}: docs/collectors.md documents \`{Column|${name}${f.arg ? ':N' : ''}}\``);
  }
  const [def] = loadSources([planted((s) => (s.options.title = '{Description|words:3}'))]).changes as [ChangeSource & { method: 'row-table' }];
  assert.equal(parseRowTable(def)(html, page, page)[0]!.title, 'First link Retires');
});
