/** Deadline urgency: thresholds, words for every state, recently passed. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { countdownText, deadlineLabel, recentlyPassed, urgencyOf } from '../../../src/model/urgency.ts';

const today = '2026-06-15';

test('30 days or less is urgent, 90 or less soon, later calm, past ended', () => {
  assert.equal(urgencyOf('2026-06-15', today), 'urgent');
  assert.equal(urgencyOf('2026-07-15', today), 'urgent'); // 30 days
  assert.equal(urgencyOf('2026-07-16', today), 'soon'); // 31 days
  assert.equal(urgencyOf('2026-09-13', today), 'soon'); // 90 days
  assert.equal(urgencyOf('2026-09-14', today), 'calm'); // 91 days
  assert.equal(urgencyOf('2026-06-14', today), 'passed');
  // A month counts from its first day and lasts through its last.
  assert.equal(urgencyOf('2026-06', today), 'urgent');
  assert.equal(urgencyOf('2026-09', today), 'soon');
  assert.equal(urgencyOf('2026-05', today), 'passed');
});

test('every state has words, so colour is never the only signal', () => {
  assert.deepEqual(deadlineLabel('2026-06-28', today), { urgency: 'urgent', word: 'Urgent', when: '13 days left' });
  assert.deepEqual(deadlineLabel('2026-08-05', today), { urgency: 'soon', word: 'Soon', when: '51 days left' });
  assert.deepEqual(deadlineLabel('2026-10-07', today), { urgency: 'calm', word: 'Later', when: '114 days left' });
  assert.deepEqual(deadlineLabel('2026-06-10', today), { urgency: 'passed', word: 'Ended', when: '5 days ago' });
  assert.deepEqual(deadlineLabel('2026-06-14', today), { urgency: 'passed', word: 'Ended', when: 'yesterday' });
  assert.deepEqual(deadlineLabel('2026-09', today), { urgency: 'soon', word: 'Soon', when: '78+ days left' });
  assert.equal(deadlineLabel('2026-06-15', today).when, 'today');
  assert.equal(countdownText('2026-06-14', today), 'ended yesterday');
  assert.equal(countdownText('2026-06-15', today), 'today');
  assert.equal(countdownText('2026-06-16', today), 'tomorrow');
  assert.equal(countdownText('2026-06', today), 'this month');
  assert.equal(countdownText('2026-09', today), 'in 78+ days');
  // A passed month is counted from its last day.
  assert.equal(countdownText('2026-05', today), 'ended 15 days ago');
});

test('recently passed covers the 30 days before the build date', () => {
  assert.equal(recentlyPassed('2026-06-14', today), true);
  assert.equal(recentlyPassed('2026-05-16', today), true); // 30 days ago
  assert.equal(recentlyPassed('2026-05-15', today), false); // 31 days ago
  assert.equal(recentlyPassed('2026-06-15', today), false); // today is not past
  assert.equal(recentlyPassed('2026-05', today), true); // ended 2026-05-31
});
