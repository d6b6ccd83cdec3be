import { test } from 'node:test';
import assert from 'node:assert/strict';
import { addDays, daysUntil, endDay, isOnOrAfter, startDay } from '../../../src/model/date-math.ts';
import { readClock } from '../../../src/model/clock.ts';

test('a month-precision date covers its whole month', () => {
  assert.equal(startDay('2026-02'), '2026-02-01');
  assert.equal(endDay('2026-02'), '2026-02-28');
  assert.equal(endDay('2028-02'), '2028-02-29');
  assert.equal(endDay('2026-12'), '2026-12-31');
  assert.equal(endDay('2026-05-04'), '2026-05-04');
});

test('upcoming: on or after today; a month stays upcoming until it ends', () => {
  assert.equal(isOnOrAfter('2026-11-25', '2026-11-25'), true);
  assert.equal(isOnOrAfter('2026-11-24', '2026-11-25'), false);
  assert.equal(isOnOrAfter('2026-11', '2026-11-30'), true);
  assert.equal(isOnOrAfter('2026-11', '2026-12-01'), false);
});

test('days until counts UTC days; a running month counts as 0', () => {
  assert.equal(daysUntil('2026-12-25', '2026-11-25'), 30);
  assert.equal(daysUntil('2026-11-20', '2026-11-25'), -5);
  assert.equal(daysUntil('2027-01', '2026-11-25'), 37);
  assert.equal(daysUntil('2026-11', '2026-11-25'), 0);
  assert.equal(addDays('2026-12-31', 1), '2027-01-01');
});

test('BUILD_DATE fixes the clock (a day, or an instant); unset, the wall clock decides; a bad one is refused by name', () => {
  const day = readClock({ BUILD_DATE: '2026-06-15' });
  assert.deepEqual(
    { ...day, date: day.date.toISOString() },
    { day: '2026-06-15', timestamp: '2026-06-15T00:00:00Z', date: '2026-06-15T00:00:00.000Z', fixed: true },
  );
  const instant = readClock({ BUILD_DATE: '2026-11-25T06:00:00Z' });
  assert.deepEqual([instant.day, instant.timestamp, instant.fixed], ['2026-11-25', '2026-11-25T06:00:00Z', true]);
  const wall = readClock({}, new Date('2026-11-25T22:40:12.345Z'));
  assert.deepEqual([wall.day, wall.timestamp, wall.fixed], ['2026-11-25', '2026-11-25T22:40:12Z', false]);
  for (const bad of ['2026-13-01', '2026-02-30', 'yesterday', '2026-11-25T24:00:00Z', '2026-11-25T06:00:00+01:00', '2026-11-25 06:00']) {
    assert.throws(
      () => readClock({ BUILD_DATE: bad }),
      (err: Error) => err.message === `BUILD_DATE must be a date YYYY-MM-DD or a UTC timestamp YYYY-MM-DDThh:mm:ssZ, got "${bad}"`,
    );
  }
});
