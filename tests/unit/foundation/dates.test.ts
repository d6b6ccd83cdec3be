import { test } from 'node:test';
import assert from 'node:assert/strict';
import { addDays, buildClock, daysUntil, endDay, isOnOrAfter, startDay } from '../../../src/lib/dates.ts';

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

test('BUILD_DATE fixes the build date and timestamp; a bad one is refused by name', () => {
  assert.deepEqual(buildClock({ BUILD_DATE: '2026-06-15' }), { day: '2026-06-15', timestamp: '2026-06-15T00:00:00Z' });
  const now = new Date('2026-11-25T22:40:12.345Z');
  assert.deepEqual(buildClock({}, now), { day: '2026-11-25', timestamp: '2026-11-25T22:40:12Z' });
  assert.throws(() => buildClock({ BUILD_DATE: '2026-13-01' }), /BUILD_DATE must be a date YYYY-MM-DD, got "2026-13-01"/);
});
