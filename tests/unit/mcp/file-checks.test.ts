/** The MCP server checks what it reads of the site by picks of the published schemas. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkPriceHistory, checkToolPricing, checkVersionList } from '../../../src/mcp/file-checks.ts';

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

test('a version list is checked for the fields get_version_status reads, and for its platform', () => {
  const row = {
    platform: 'meta-ads',
    api: 'Graph API',
    api_slug: 'graph-api',
    version: 'v21.0',
    status: 'active',
    release_date: '2024-10-02',
    deprecation_date: null,
    sunset_date: '2027-01-21',
    tentative: false,
    changes: ['meta-ads-614bb3f110'],
    source_url: 'https://developers.facebook.com/docs/graph-api/changelog',
    added_by_a_newer_site: 1,
  };
  const list = { generated_at: '2026-06-15T00:00:00Z', versions: [row] };
  assert.equal(checkVersionList(list, 'meta-ads'), list);
  assert.throws(() => checkVersionList(list, 'google-ads'), /versions\[0\]\.platform: is "meta-ads", expected "google-ads"/);
  assert.throws(() => checkVersionList({ ...list, versions: [{ ...row, sunset_date: 'soon' }] }, 'meta-ads'), /versions\[0\]\.sunset_date/);
  assert.throws(() => checkVersionList({ generated_at: list.generated_at }, 'meta-ads'), /versions/);
});
