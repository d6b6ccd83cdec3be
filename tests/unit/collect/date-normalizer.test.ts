/** The date normalizer: every date form the official sources use (sources.md), each with its precision. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DateError, findDates, firstDate, normalizeDate } from '../../../src/collect/lib/date-normalizer.ts';

const norm = (s: string) => {
  const d = normalizeDate(s);
  return [d.date, d.precision, d.tentative];
};

test('projected two-month windows: month precision, tentative, the earlier month', () => {
  assert.deepEqual(norm('Sep/Oct 2024'), ['2024-09', 'month', true]);
  assert.deepEqual(norm('Jan/Feb 2025'), ['2025-01', 'month', true]);
  assert.deepEqual(norm('Dec/Jan 2026'), ['2026-12', 'month', true]);
});

test('a month and year is month precision', () => {
  assert.deepEqual(norm('September 2025'), ['2025-09', 'month', false]);
  assert.deepEqual(norm('Sept. 2025'), ['2025-09', 'month', false]);
});

test('month day, year is day precision, with or without a weekday, ordinal or space after the comma', () => {
  assert.deepEqual(norm('February 21, 2024'), ['2024-02-21', 'day', false]);
  assert.deepEqual(norm('Wednesday, April 29, 2026'), ['2026-04-29', 'day', false]);
  assert.deepEqual(norm('August 7th, 2026'), ['2026-08-07', 'day', false]);
  assert.deepEqual(norm('Oct 27, 2022'), ['2022-10-27', 'day', false]);
  assert.deepEqual(norm('May 15,2025'), ['2025-05-15', 'day', false]);
});

test('an ISO day run together with a text date takes its precision from the text and keeps the ISO day', () => {
  const m = normalizeDate('2026-01-01January 2026');
  assert.deepEqual([m.date, m.precision, m.iso], ['2026-01', 'month', '2026-01-01']);
  const d = normalizeDate('2026-02-02February 2, 2026');
  assert.deepEqual([d.date, d.precision, d.iso], ['2026-02-02', 'day', '2026-02-02']);
});

test('05/04/2026 is read in US order (May 4)', () => {
  assert.deepEqual(norm('05/04/2026'), ['2026-05-04', 'day', false]);
  assert.throws(() => normalizeDate('13/04/2026'), DateError);
});

test('Markdown heading marks and version tails are dropped', () => {
  assert.deepEqual(norm('### May 8, 2026'), ['2026-05-08', 'day', false]);
  assert.deepEqual(norm('## September 2026'), ['2026-09', 'month', false]);
  assert.deepEqual(norm('March 2026 - Version 202603'), ['2026-03', 'month', false]);
});

test('day-first dates', () => {
  assert.deepEqual(norm('27 November 2025'), ['2025-11-27', 'day', false]);
});

test('TBD and N/A are no date, and say which', () => {
  assert.deepEqual([normalizeDate('TBD').date, normalizeDate('TBD').missing], [null, 'tbd']);
  assert.deepEqual([normalizeDate('N/A').date, normalizeDate('N/A').missing], [null, 'na']);
  assert.deepEqual([normalizeDate('').date, normalizeDate('').missing], [null, 'empty']);
});

test('a trailing (tentative) marks the date tentative', () => {
  assert.deepEqual(norm('October 2026 (tentative)'), ['2026-10', 'month', true]);
});

test('two dates joined by a slash: the final one by default, the first on request', () => {
  assert.equal(normalizeDate('June 16, 2025 / July 31, 2025').date, '2025-07-31');
  assert.equal(normalizeDate('June 16, 2025 / July 31, 2025', { pick: 'first' }).date, '2025-06-16');
});

test('a note in brackets after a date is dropped', () => {
  assert.deepEqual(norm('June 2022 (Release note)'), ['2022-06', 'month', false]);
});

test('an unknown form or an impossible day fails loudly, naming the text', () => {
  assert.throws(() => normalizeDate('Q1 2026'), /unrecognized date "Q1 2026"/);
  assert.throws(() => normalizeDate('February 30, 2026'), /not a real calendar day/);
  assert.throws(() => normalizeDate('soon'), DateError);
});

test('dates in running text are found in order', () => {
  const found = findDates('Starting 27 November 2025 Snap validates placements; from January 2026 and on 2026-03-01 more follows.');
  assert.deepEqual(
    found.map((d) => [d.date, d.precision]),
    [
      ['2025-11-27', 'day'],
      ['2026-01', 'month'],
      ['2026-03-01', 'day'],
    ],
  );
  assert.equal(firstDate('In December 2024 the server ended; support stops on June 30, 2025.', { preferDay: true })?.date, '2025-06-30');
});

test("the Chinese editions' dates (Google's zh-TW timetable, Meta's zh_HK changelog): day, month, a projected window, TBD", () => {
  assert.deepEqual(norm('2024 年 10 月 16 日'), ['2024-10-16', 'day', false]);
  assert.deepEqual(norm('2026年7月29日'), ['2026-07-29', 'day', false]);
  assert.deepEqual(norm('2025 年 2 月'), ['2025-02', 'month', false]);
  assert.deepEqual(norm('2024 年 9 月/10 月'), ['2024-09', 'month', true]);
  assert.deepEqual(normalizeDate('待定').missing, 'tbd');
  assert.throws(() => normalizeDate('2024 年 13 月 1 日'), DateError);
  assert.throws(() => normalizeDate('2025 年 2 月 30 日'), DateError);
});
