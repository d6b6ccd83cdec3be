/**
 * The team arithmetic of /pricing/ (src/model/plan-total.ts, docs/pricing.md):
 * per seat × seats with the plan's own minimum, per workspace/team/account as
 * is, "not comparable" for packs, items and unstated units, nothing on a basis
 * the page does not show; on the committed data, the answer to "which is
 * cheapest for 3 seats billed monthly?", and one unit and one first event per plan.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { readRecords } from '../../../src/model/content-files.ts';
import { Tool, type PriceEvent } from '../../../src/schemas/pricing.ts';
import { compareTotals, moneyText, parseBilling, parseSeats, planTotal, type PlanQuote, unitScale } from '../../../src/model/plan-total.ts';
import { teamRows, teamTotals, unitWords } from '../../../src/site/pricing-view.ts';
import { firstSeenOnce } from '../../../src/lint/rules/first-seen-once.ts';

const quote = (over: Partial<PlanQuote> = {}): PlanQuote => ({
  perMonth: { monthly: 49, annual: 39 },
  scale: 'seat',
  why: null,
  minSeats: null,
  currency: '$',
  ...over,
});

test('per seat: the monthly amount × the seats, or × the plan’s own minimum when it is higher', () => {
  assert.deepEqual(planTotal(quote(), 3, 'monthly'), { kind: 'total', total: 147, seatsCharged: 3, text: '$147', detail: '3 seats × $49, billed monthly' });
  assert.equal((planTotal(quote(), 3, 'annual') as { total: number }).total, 117);
  const min = planTotal(quote({ minSeats: 3 }), 1, 'monthly');
  assert.deepEqual([min.kind, min.text, min.detail], ['total', '$147', "3 seats × $49 (this plan's minimum is 3 seats), billed monthly"]);
  assert.equal(planTotal(quote({ minSeats: 3 }), 5, 'monthly').text, '$245');
});

test('per workspace, team or account: the amount as is, whatever the seats', () => {
  for (const unit of ['workspace', 'team', 'account']) assert.equal(unitScale(unit), 'flat');
  const flat = planTotal(quote({ scale: 'flat', perMonth: { monthly: 69, annual: 55 } }), 3, 'monthly');
  assert.deepEqual([flat.kind, flat.text], ['total', '$69']);
  assert.match(flat.detail, /any number of seats/);
});

test('per pack, per item or an unstated unit is not comparable; a basis the page does not show has no total', () => {
  for (const unit of ['pack', 'item', null]) assert.equal(unitScale(unit), null);
  const nc = planTotal(quote({ scale: null, why: 'priced per pack: the total depends on use' }), 3, 'monthly');
  assert.deepEqual([nc.kind, nc.text, nc.detail], ['not_comparable', 'not comparable', 'priced per pack: the total depends on use']);
  const none = planTotal(quote({ perMonth: { monthly: null, annual: 79 } }), 3, 'monthly');
  assert.deepEqual([none.kind, none.text], ['not_shown', 'no price billed monthly shown']);
  // Order: totals cheapest first, then not shown, then not comparable.
  const list = [nc, none, planTotal(quote(), 3, 'monthly'), planTotal(quote({ scale: 'flat' }), 3, 'monthly')].sort(compareTotals);
  assert.deepEqual(
    list.map((t) => t.text),
    ['$49', '$147', 'no price billed monthly shown', 'not comparable'],
  );
});

test('query values: seats a whole number from 1 to 10,000, billing monthly or annual; money has cents only when needed', () => {
  assert.deepEqual(['3', ' 12 ', '0', '-1', '2.5', 'x', '10001', null].map(parseSeats), [3, 12, null, null, null, null, null, null]);
  assert.deepEqual(['monthly', 'Annual', 'yearly', 'weekly', null].map(parseBilling), ['monthly', 'annual', 'annual', null, null]);
  assert.deepEqual([moneyText(207, '$'), moneyText(58.333, '$'), moneyText(1200, '€')], ['$207', '$58.33', '€1,200']);
});

const CONTENT = join(import.meta.dirname, '../../../content');
const tools = readRecords<unknown>(CONTENT, 'tools').map((t) => Tool.parse(t));
const events = readRecords<PriceEvent>(CONTENT, 'price-events');

test('the committed data: 3 seats billed monthly, cheapest first, with "not comparable" where the unit does not allow a total', () => {
  const rows = teamTotals(teamRows(tools), 3, 'monthly');
  const find = (tool: string, plan: string) => rows.find((r) => r.row.tool.id === tool && r.row.plan.label === plan)!;
  // lemlist Email is one price for the account ($69 billed monthly), Multichannel per user ($109 × 3).
  assert.deepEqual([find('lemlist', 'Email').total.text, find('lemlist', 'Multichannel').total.text], ['$69', '$327']);
  // Apollo shows annual prices only: no monthly total; its Organization minimum (3 seats) is its own.
  assert.equal(find('apollo', 'Basic').total.kind, 'not_shown');
  const annual = teamTotals(teamRows(tools), 1, 'annual');
  const org = annual.find((r) => r.row.tool.id === 'apollo' && r.row.plan.label === 'Organization')!.total;
  const basic = annual.find((r) => r.row.tool.id === 'apollo' && r.row.plan.label === 'Basic')!.total;
  assert.deepEqual([org.text, basic.text], ['$357', '$49']);
  // Hunter's plans do not say what the price covers: not comparable.
  assert.equal(find('hunter', 'Starter').total.text, 'not comparable');
  // Sorted: every total before the rest, totals ascending.
  const kinds = rows.map((r) => r.total.kind);
  assert.ok(kinds.indexOf('total') === 0 && kinds.lastIndexOf('total') < kinds.indexOf('not_comparable'));
  const totals = rows.flatMap((r) => (r.total.kind === 'total' ? [r.total.total] : []));
  assert.deepEqual(
    totals,
    [...totals].sort((a, b) => a - b),
  );
});

test('one unit per plan from one field: lemlist Email is per account wherever it is shown', () => {
  const lemlist = tools.find((t) => t.id === 'lemlist')!;
  const email = [...lemlist.plans, ...lemlist.observations.flatMap((o) => o.prices)].filter((p) => p.label === 'Email');
  assert.ok(email.length >= 2);
  for (const p of email) assert.deepEqual([p.unit, unitWords(p.unit)], ['account', 'per account']);
  assert.match(teamRows([lemlist]).find((r) => r.plan.label === 'Email')!.shown, /^\$55 per account a month, billed annually; \$69 billed monthly$/);
});

test("one event for a plan's first observation: no page_changed beside a first_seen of the same plan and day, and the rule finds a planted one", () => {
  const firsts = new Set(events.filter((e) => e.event === 'first_seen').map((e) => `${e.tool_id}|${e.plan}|${e.date}`));
  assert.deepEqual(
    events.filter((e) => e.event === 'page_changed' && firsts.has(`${e.tool_id}|${e.plan}|${e.date}`)).map((e) => e.id),
    [],
  );
  const file = (json: object) => ({
    kind: 'price-events' as const,
    path: `content/price-events/${(json as { id: string }).id}.json`,
    name: '',
    text: '',
    json,
  });
  const planted = [
    file({ id: 'lemlist-0000000001', tool_id: 'lemlist', plan: 'Email', event: 'first_seen', date: '2026-08-13' }),
    file({ id: 'lemlist-0000000002', tool_id: 'lemlist', plan: 'Email', event: 'page_changed', date: '2026-08-13' }),
    file({ id: 'lemlist-0000000003', tool_id: 'lemlist', plan: 'Email', event: 'page_changed', date: '2026-09-01' }),
  ];
  const found = firstSeenOnce.check({ files: planted, today: '2026-11-29', now: '2026-11-29T00:00:00Z' });
  assert.deepEqual(
    found.map((p) => p.path),
    ['content/price-events/lemlist-0000000002.json'],
  );
});
