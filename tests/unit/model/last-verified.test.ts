import assert from 'node:assert/strict';
import { test } from 'node:test';
import { copyDaysOf, lastVerifiedOf } from '../../../src/model/last-verified.ts';

const PAGE = 'https://developers.snap.com/api/marketing-api/Ads-API/announcements';
const manifest = [
  { copy_url: PAGE, copy_name: 'the March edition', seen_on: null, seen_between: ['2025-03-01', '2025-06-30'] as const },
  { copy_url: PAGE, copy_name: 'the October edition', seen_on: null, seen_between: ['2025-10-25', '2026-11-29'] as const },
  { copy_url: 'https://example.test/one', copy_name: 'the only copy', seen_on: '2024-05-01' },
];
const record = (over: Record<string, string>) => ({ fetched_at: '2026-11-29T06:00:00Z', observed_via: 'capture', ...over });

test('two dated copies at one address: a record gets the day of the copy it names, never the other one', () => {
  const days = copyDaysOf(manifest);
  assert.equal(lastVerifiedOf(record({ capture_url: PAGE, capture_name: 'the March edition' }), days), '2025-06-30');
  assert.equal(lastVerifiedOf(record({ capture_url: PAGE, capture_name: 'the October edition' }), days), '2026-11-29');
  // Naming neither copy, the address alone does not tell which day: the day the compiler read it.
  assert.equal(lastVerifiedOf(record({ capture_url: PAGE, capture_name: 'another name' }), days), '2026-11-29');
  assert.equal(lastVerifiedOf(record({ capture_url: PAGE }), days), '2026-11-29');
});

test('an address that holds one copy gives its day by the address alone; official reads and capture_date win', () => {
  const days = copyDaysOf(manifest);
  assert.equal(lastVerifiedOf(record({ capture_url: 'https://example.test/one' }), days), '2024-05-01');
  assert.equal(lastVerifiedOf(record({ capture_url: 'https://example.test/one', capture_name: 'a name the manifest lacks' }), days), '2024-05-01');
  assert.equal(lastVerifiedOf(record({ capture_url: 'https://example.test/one', capture_date: '2023-01-02' }), days), '2023-01-02');
  assert.equal(lastVerifiedOf(record({ observed_via: 'official', capture_url: 'https://example.test/one' }), days), '2026-11-29');
});
