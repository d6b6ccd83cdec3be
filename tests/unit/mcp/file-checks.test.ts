/** The MCP server checks what it reads of the site by picks of the published schemas. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkPriceHistory, checkToolPricing } from '../../../src/mcp/file-checks.ts';

const event = { id: 'hunter-0123456789', tool_id: 'hunter', plan: 'Starter', event: 'first_seen', date: '2026-06-01', price_text: '$49' };

test('price history: each event needs its date as the schema writes it; kinds and tools of a newer site pass', () => {
  const ok = { generated_at: '2026-06-15T00:00:00Z', count: 2, events: [event, { ...event, tool_id: 'newtool', event: 'new_kind' }] };
  assert.equal(checkPriceHistory(ok), ok, 'the same object, not a copy');
  assert.throws(() => checkPriceHistory({ ...ok, events: [{ ...event, date: '2026-02-30' }] }), /^Error: events\[0\]\.date: not a real calendar date$/);
  assert.throws(() => checkPriceHistory({ generated_at: '2026-06-15T00:00:00Z' }), /^Error: events: Invalid input: expected array, received undefined$/);
});

test('tool pricing: the tool asked for, with plans and dated history', () => {
  const ok = { generated_at: '2026-06-15T00:00:00Z', tool: { id: 'hunter', plans: [] }, history: [event] };
  assert.equal(checkToolPricing(ok, 'hunter'), ok);
  assert.throws(() => checkToolPricing(ok, 'clay'), /^Error: tool\.id: is "hunter", expected "clay"$/);
  assert.throws(() => checkToolPricing({ ...ok, tool: { id: 'not a slug', plans: [] } }, 'hunter'), /^Error: tool\.id: Invalid option/);
  assert.throws(() => checkToolPricing({ ...ok, tool: { id: 'hunter' } }, 'hunter'), /^Error: tool\.plans: Invalid input: expected array/);
});
