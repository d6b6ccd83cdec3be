/** The README's quick-start times come from a measurement (bench/quickstart.json), never typed by hand, and never from a busy machine. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sectionDrift } from '../../../src/build/doc-section.ts';
import { busyReason, QUICKSTART_SECTION, readTimes, renderQuickstart, type QuickstartTimes } from '../../../bench/quickstart.ts';

test('the README quick-start block is the one generated from bench/quickstart.json', () => {
  assert.equal(sectionDrift(QUICKSTART_SECTION, renderQuickstart(readTimes())), null, 'stale or hand-edited: run `node bench/quickstart.ts --write`');
});

const t: QuickstartTimes = {
  commit: 'abc1234',
  date: '2026-11-27T05:30:00.000Z',
  install_s: 41,
  build_s: 72,
  test_s: 62,
  tests: '495 passed, 0 failed',
  full_test_s: 1260,
  full_tests: '1020 passed, 0 failed',
  chromium_installed_before: true,
  load: { before: 0.3, mean: 1.24, max: 1.9, samples: 250 },
};

test('the block gives each measured time, both closing lines and the load over the run', () => {
  const text = renderQuickstart(t);
  assert.match(text, /install \(40 s\), build \(70 s\)/);
  assert.match(text, /npm run test:full {5}# in a second terminal: every test, as CI runs them, 21 min;/);
  assert.equal(text.split('```')[1]!.trim().split('\n').length, 3, 'two commands: build and serve, run every test');
  assert.match(text, /`npm test` runs the fast tier \(typecheck, lint, unit tests in one process\) in 60 s\./);
  assert.match(text, /clean clone of abc1234 on 2026-11-27/);
  assert.match(text, /load 0\.3 before the run, mean 1\.2 and highest 1\.9 during it/);
  assert.match(text, /`495 passed, 0 failed` and `1020 passed, 0 failed`/);
  assert.match(renderQuickstart({ ...t, full_test_s: 95 }), /as CI runs them, 1\.6 min;/);
  // A measurement from before the tiers says what it is, and invents no fast-tier time.
  const old = renderQuickstart({ ...t, test_s: null, tests: null, load: { before: 0.7, mean: null, max: null, samples: 1 } });
  assert.match(old, /`npm test` runs the fast tier \(typecheck, lint, unit tests in one process\)\.\n/);
  assert.match(old, /load 0\.7 before the run, not sampled during it/);
});

test('a busy machine (before or on average during the run) is a refusal with the reason; a quiet one is not', () => {
  assert.equal(busyReason({ before: 0.4, mean: 1.2, max: 2.6 }, 1.5, 2), null); // a short burst is not a busy run
  assert.match(busyReason({ before: 2.1, mean: 0, max: 0 }, 1.5, 2)!, /busy before the run: 1-minute load 2\.10 on 2 cores, above 1\.5/);
  assert.match(
    busyReason({ before: 0.5, mean: 1.8, max: 3.2 }, 1.5, 2)!,
    /busy during the run: mean 1-minute load 1\.80 \(highest 3\.20\) on 2 cores, above 1\.5/,
  );
});

test("during the run what counts is other programs' CPU, not the run's own load: a run that keeps both cores busy alone is quiet", () => {
  // The full tier alone keeps the load near 2 on 2 cores; with nothing else running, that is not a busy machine.
  assert.equal(busyReason({ before: 0.6, mean: 1.9, max: 3.1, others: 0.1 }, 1.5, 2), null);
  assert.match(
    busyReason({ before: 0.6, mean: 1.9, max: 3.1, others: 0.8 }, 1.5, 2)!,
    /busy during the run: other programs used 0\.80 cores on average \(of 2\), above 0\.5/,
  );
  // Before the run, the load is all other programs': still a refusal.
  assert.match(busyReason({ before: 2.1, mean: 0, max: 0, others: 0 }, 1.5, 2)!, /busy before the run/);
  // Without the figure (a measurement from before it was taken), the mean load decides, as before.
  assert.match(busyReason({ before: 0.5, mean: 1.8, max: 3.2, others: null }, 1.5, 2)!, /mean 1-minute load 1\.80/);
});
