/** The README's quick-start times come from a measurement (bench/quickstart.json), never typed by hand. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sectionDrift } from '../../../scripts/lib/doc-section.ts';
import { QUICKSTART_SECTION, readTimes, renderQuickstart, type QuickstartTimes } from '../../../scripts/bench/quickstart.ts';

test('the README quick-start block is the one generated from bench/quickstart.json', () => {
  assert.equal(sectionDrift(QUICKSTART_SECTION, renderQuickstart(readTimes())), null, 'stale or hand-edited: run `node scripts/bench/quickstart.ts --write`');
});

test('the block gives each measured time and the measured closing line', () => {
  const t: QuickstartTimes = {
    commit: 'abc1234',
    date: '2026-11-27T05:30:00.000Z',
    install_s: 41,
    build_s: 72,
    test_s: 1260,
    tests: '1020 passed, 0 failed',
    chromium_installed_before: true,
    load_avg_1m: 1.2,
  };
  const text = renderQuickstart(t);
  assert.match(text, /install \(40 s\), build \(70 s\)/);
  assert.match(text, /every suite, 21 min;/);
  assert.match(text, /clean clone of abc1234 on 2026-11-27/);
  assert.match(text, /`1020 passed, 0 failed`/);
  assert.match(renderQuickstart({ ...t, test_s: 95 }), /every suite, 1\.6 min;/);
});
