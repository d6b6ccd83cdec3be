/**
 * What the committed pricing data must show (issue 21): every price graded,
 * transcriptions called what they are, nothing resting on research notes,
 * prices that state their billing basis, seat minimums on their own plan,
 * and the dated captures recorded as observations.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { readRecords } from '../../../src/model/content-files.ts';
import { Tool, type PriceEvent } from '../../../src/schemas/pricing.ts';

const CONTENT = join(import.meta.dirname, '../../../content');
const tools = readRecords<unknown>(CONTENT, 'tools').map((t) => Tool.parse(t));
const events = readRecords<PriceEvent>(CONTENT, 'price-events');
const tool = (id: string) => tools.find((t) => t.id === id)!;

test('every plan, observation, snapshot and event is graded official, capture or transcription; API Evangelist files are transcriptions; nothing cites astra-agency', () => {
  const graded = [...tools.flatMap((t) => [...t.plans, ...t.observations, ...(t.snapshot_source ? [t] : [])]), ...events];
  for (const g of graded) assert.ok(['official', 'capture', 'transcription'].includes(g.snapshot_source ?? ''));
  const evangelist = graded.filter((g) => g.capture_url?.startsWith('https://github.com/api-evangelist/'));
  assert.ok(evangelist.length > 20);
  for (const g of evangelist) assert.equal(g.snapshot_source, 'transcription', g.capture_url!);
  assert.doesNotMatch(JSON.stringify([tools, events]), /astra-agency/);
  // With no admissible Sales Hub source, Sales Hub has no prices, and says why.
  const hub = tool('hubspot-sales-hub');
  assert.deepEqual([hub.plans.length, hub.observations.length], [0, 0]);
  assert.match(hub.notes[0]!, /^No prices are recorded for Sales Hub/);
});

test('at least 90% of priced plans state their billing basis; Apollo Basic has no seat minimum, Organization has 3', () => {
  const priced = tools.flatMap((t) => t.plans.filter((p) => p.price !== null));
  const stated = priced.filter((p) => p.billing !== null);
  assert.ok(stated.length / priced.length >= 0.9, `${stated.length} of ${priced.length}`);
  const apollo = tool('apollo');
  assert.equal(apollo.plans.find((p) => p.label === 'Basic')!.min_seats, null);
  assert.equal(apollo.plans.find((p) => p.label === 'Organization')!.min_seats, 3);
});

test('lemlist has the capture of 6 March 2026: Email Pro $63 billed annually, $79 billed monthly', () => {
  const capture = tool('lemlist').observations.find((o) => o.snapshot_source === 'capture' && o.observed_on === '2026-03-06')!;
  assert.ok(capture.capture_url!.includes('conversionfactory/pricing-pages/blob/1a819bef'));
  const emailPro = capture.prices.find((p) => p.label === 'Email Pro')!;
  assert.deepEqual([emailPro.price_text, emailPro.billing, emailPro.alt_price_text, emailPro.alt_billing], ['$63', 'annual', '$79', 'monthly']);
});

test("Hunter's Growth change compares two annual-billed observations, seven years apart, and says so", () => {
  const growth = events.find((e) => e.tool_id === 'hunter' && e.plan === 'Growth' && e.event === 'price_change')!;
  assert.deepEqual(
    [growth.old_price_text, growth.old_billing, growth.old_observed_on, growth.price_text, growth.billing, growth.observed_on],
    ['$69 / month', 'annual', '2019-05-18', '$104', 'annual', '2026-05-25'],
  );
  for (const e of events.filter((x) => x.event === 'price_change')) assert.equal(e.old_billing, e.billing, e.id);
});
