/**
 * Google's timetable gives future sunsets as months and says of them: "The
 * tentative date means that the sunset could happen any time in that month,
 * and the dates could change" (sunset-dates page, Markdown twin). The
 * collector marks such rows tentative even where the cell carries no
 * "(tentative)"; a sunset given as a day stays firm.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { ChangeSource } from '../../../src/sources/index.ts';
import { SOURCES } from '../../../src/collect/collectors.ts';
import { parseVersionTable } from '../../../src/collect/methods/version-table.ts';

const def = SOURCES.find((s) => s.id === 'google-ads-sunset-dates') as ChangeSource & { method: 'version-table' };

const page = [
  '# Deprecation and sunset',
  '## Timetable',
  '| API version | Release date | Deprecation date | Sunset date | Upgrade guide |',
  '|---|---|---|---|---|',
  '| v23.1 | February 25, 2026 | | February 2027 | |',
  '| v23 | January 28, 2026 | | February 2027 | |',
  '| v22 | October 15, 2025 | | October 7, 2026 | |',
  '| v21 | August 6, 2025 | | August 2026 (tentative) | |',
].join('\n');

const parse = (d: typeof def) => new Map(parseVersionTable(d)(page, d.url, d.url).map((i) => [i.api_version, i]));

test('a month sunset on the Google timetable is tentative; a day sunset is not', () => {
  const rows = parse(def);
  assert.equal(rows.get('v23')!.effective_date, '2027-02');
  assert.equal(rows.get('v23')!.tentative, true, 'February 2027, no marker in the cell');
  assert.equal(rows.get('v23.1')!.tentative, true, 'a minor of a projected major');
  assert.equal(rows.get('v21')!.tentative, true, 'the cell says (tentative)');
  assert.equal(rows.get('v22')!.effective_date, '2026-10-07');
  assert.equal(rows.get('v22')!.tentative, false, 'a day is a fixed date');
});

test('without the option a bare month is read as stated (the option is what marks it)', () => {
  const plain = { ...def, options: { ...def.options, tentativeMonths: false } };
  const rows = parse(plain);
  assert.equal(rows.get('v23')!.tentative, false);
  assert.equal(rows.get('v21')!.tentative, true);
});
