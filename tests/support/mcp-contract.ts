/**
 * What every transport and protocol era of the MCP server must do, as
 * node:test suites: each tool's answers on the fixture site, each bad
 * argument, an upstream 500 and an unreachable site. Expectations come from
 * the fixture files and the date rules of src/model/date-math.ts, never from counts
 * written here.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Client } from '@modelcontextprotocol/client';
import { addDays, daysUntil, endDay, startDay } from '../../src/model/date-math.ts';
import { ERAS, MCP_TODAY, callTool, fixture, serverEnv, type Era } from './mcp.ts';
import { readJson } from './read-json.ts';
import { API_PATHS } from '../../src/model/links.ts';
import { rowsAsOf } from '../../src/model/versions.ts';
import type { VersionList } from '../../src/schemas/versions.ts';
import { FIXTURE_CONTENT } from './fixture-site.ts';
import { exampleChangeIdIn } from '../../src/model/content-kinds.ts';
import type { StaticServer } from './site-server.ts';

export interface Session {
  client: Client;
  close(): Promise<void>;
}

/** Connect a client in `era` to a freshly started server reading `env`'s site. */
export type Connect = (era: Era, env: Record<string, string>) => Promise<Session>;

/** Word-start match, written independently of src/mcp/search.ts. */
const mentions = (text: string | undefined, word: string) =>
  new RegExp(`(^|[^\\p{L}\\p{N}])${word}`, 'iu').test((text ?? '').normalize('NFKD').replace(/\p{M}/gu, ''));

function changeText(c: { title: string; summary?: string; tags?: string[]; api_version?: string }) {
  return [c.title, c.summary, ...(c.tags ?? []), c.api_version].join(' | ');
}

/** A live deadline on today: an effective date on or after today, and not superseded by another record. */
const live = (c: { effective_date?: string | null; superseded_by?: string }) =>
  Boolean(c.effective_date) && c.superseded_by === undefined && endDay(c.effective_date!) >= MCP_TODAY;

/** Fixture changes effective from today through today + days, soonest first. */
function expectedUpcoming(days: number) {
  const end = addDays(MCP_TODAY, days);
  return fixture
    .changes()
    .filter((c) => live(c) && endDay(c.effective_date!) >= MCP_TODAY && startDay(c.effective_date!) <= end)
    .sort((a, b) => startDay(a.effective_date!).localeCompare(startDay(b.effective_date!)) || a.id.localeCompare(b.id));
}

export function toolContract(label: string, site: () => StaticServer, siteDir: () => string, connect: Connect): void {
  for (const era of ERAS) {
    describe(`${label}, ${era} era: tools on the fixture site`, () => {
      let s: Session;
      before(async () => {
        s = await connect(era, serverEnv(site()));
      });
      after(() => s.close());

      test('lists the eight tools', async () => {
        const { tools } = await s.client.listTools();
        assert.deepEqual(
          tools.map((t) => t.name),
          [
            'search_changes',
            'get_upcoming_deprecations',
            'get_change',
            'list_platforms',
            'get_tool_pricing',
            'get_price_history',
            'get_version_status',
            'check_versions',
          ],
        );
        for (const t of tools) assert.equal(t.annotations?.readOnlyHint, true, t.name);
      });

      test("check_versions: a pasted URL judged by the site's version table as of today", async () => {
        const list = readJson<VersionList>(siteDir(), API_PATHS.listVersions);
        const row = rowsAsOf(list.versions, MCP_TODAY).find((r) => r.platform === 'google-ads');
        assert.ok(row, 'the fixture site has a Google Ads version');
        const text = `client = "https://googleads.googleapis.com/${row.version}/customers/1/googleAds:search"\n# https://googleads.googleapis.com/v1/old\n`;
        const r = await callTool(s.client, 'check_versions', { text, filename: 'client.py' });
        assert.equal(r.isError, false, r.text);
        assert.deepEqual(JSON.parse(r.text), r.data);
        assert.equal(r.data.as_of, list.generated_at);
        assert.deepEqual(
          r.data.findings.map((f: { line: number; version: string; status: string; migrate_to: string | null; comment: boolean }) => [
            f.line,
            f.version,
            f.status,
            f.migrate_to,
            f.comment,
          ]),
          [
            [1, row.version, row.status, row.migrate_to, false],
            // v1 has no row: it is older than a Google Ads row already sunset, so it is sunset by the rule.
            [2, 'v1', 'sunset', r.data.findings[1]?.migrate_to ?? null, true],
          ],
        );
        assert.equal(r.data.findings[1].status_basis, 'rule');
      });

      test('search_changes: every word must match, title hits first, counts before the limit', async () => {
        const r = await callTool(s.client, 'search_changes', { query: 'sunset', limit: 100 });
        assert.equal(r.isError, false, r.text);
        assert.deepEqual(JSON.parse(r.text), r.data);
        // The word, or the category it names (api_version_sunset records have the word "sunset").
        const expected = fixture.changes().filter((c) => mentions(changeText(c), 'sunset') || (c.categories ?? []).includes('api_version_sunset'));
        assert.equal(r.data.total, expected.length);
        assert.deepEqual(new Set(r.data.changes.map((c: { id: string }) => c.id)), new Set(expected.map((c) => c.id)));
        const titleHit = r.data.changes.map((c: { title: string }) => mentions(c.title, 'sunset'));
        assert.deepEqual(
          titleHit,
          [...titleHit].sort((a, b) => Number(b) - Number(a)),
          'title hits come first',
        );
        assert.equal(r.data.today, MCP_TODAY);
        assert.equal(r.data.as_of, readJson(siteDir(), 'api/changes.json').generated_at);

        const limited = await callTool(s.client, 'search_changes', { query: 'sunset', limit: 1 });
        assert.deepEqual([limited.data.total, limited.data.returned, limited.data.changes.length], [expected.length, 1, 1]);
      });

      test('search_changes: accents and case are ignored; a live deadline before the record it superseded', async () => {
        const r = await callTool(s.client, 'search_changes', { query: 'SÜNSET V22' });
        const ids = r.data.changes.map((c: { id: string }) => c.id);
        const month = ids.indexOf('google-ads-ad5600256d'); // projected 2026-10, superseded by the confirmed day
        const day = ids.indexOf('google-ads-950e3cefbb'); // effective 2026-10-07
        assert.ok(day >= 0 && month > day, ids.join(', '));
        const row = r.data.changes[day];
        assert.deepEqual([row.upcoming, row.days_until], [true, daysUntil('2026-10-07', MCP_TODAY)]);
        assert.deepEqual([r.data.changes[month].upcoming, 'days_until' in r.data.changes[month]], [false, false]);
        assert.equal('summary' in row, false, 'rows are brief');
      });

      test('search_changes: platform, category, upcoming_only and since/until filters', async () => {
        const all = fixture.changes();
        const byPlatform = await callTool(s.client, 'search_changes', { platform: 'google-ads', limit: 100 });
        assert.equal(byPlatform.data.total, all.filter((c) => c.platform === 'google-ads').length);
        const byCategory = await callTool(s.client, 'search_changes', { category: 'deprecation', limit: 100 });
        assert.equal(byCategory.data.total, all.filter((c) => c.categories?.includes('deprecation')).length);
        const upcoming = await callTool(s.client, 'search_changes', { upcoming_only: true, limit: 100 });
        assert.equal(upcoming.data.total, all.filter(live).length);
        for (const c of upcoming.data.changes) assert.equal(c.upcoming, true);
        const range = await callTool(s.client, 'search_changes', { since: '2026-09', until: '2026-10-07', limit: 100 });
        const inRange = all.filter((c) => {
          const d = c.effective_date ?? c.published_date;
          return d && endDay(d) >= '2026-09-01' && startDay(d) <= '2026-10-07';
        });
        assert.deepEqual(new Set(range.data.changes.map((c: { id: string }) => c.id)), new Set(inRange.map((c) => c.id)));
      });

      test('get_upcoming_deprecations: today through today + days, soonest first, days_until in UTC days', async () => {
        const r = await callTool(s.client, 'get_upcoming_deprecations');
        assert.equal(r.isError, false, r.text);
        const expected = expectedUpcoming(90);
        assert.deepEqual(
          r.data.changes.map((c: { id: string; days_until: number }) => [c.id, c.days_until]),
          expected.map((c) => [c.id, daysUntil(c.effective_date!, MCP_TODAY)]),
        );
        assert.deepEqual([r.data.total, r.data.days, r.data.window_end], [expected.length, 90, addDays(MCP_TODAY, 90)]);
        const month = r.data.changes.find((c: { id: string }) => c.id === 'meta-ads-56d191d921');
        assert.equal(month.days_until, 0, 'a YYYY-MM date in the running month counts 0 days');
        const wide = await callTool(s.client, 'get_upcoming_deprecations', { days: 365, platform: 'meta-ads' });
        assert.deepEqual(
          wide.data.changes.map((c: { id: string }) => c.id),
          expectedUpcoming(365)
            .filter((c) => c.platform === 'meta-ads')
            .map((c) => c.id),
        );
      });

      test('get_change: the full record, upcoming computed for today rather than taken from the build', async () => {
        const built = readJson(siteDir(), 'api/change/google-ads-4959f182db.json');
        assert.equal(built.upcoming, true, 'the build (2026-06-15) saw it as upcoming');
        const r = await callTool(s.client, 'get_change', { id: 'google-ads-4959f182db' });
        assert.equal(r.isError, false, r.text);
        assert.equal(r.data.change.upcoming, false);
        assert.equal(r.data.change.summary, built.summary);
        assert.equal(r.data.change.source_url, built.source_url);
        assert.equal('days_until' in r.data, false);
        const soon = await callTool(s.client, 'get_change', { id: 'google-ads-7855c3cef9' });
        assert.equal(soon.data.days_until, daysUntil('2026-09-09', MCP_TODAY));
      });

      test('list_platforms: coverage and counts, upcoming counted for today', async () => {
        const r = await callTool(s.client, 'list_platforms');
        assert.equal(r.isError, false, r.text);
        const all = fixture.changes();
        assert.equal(r.data.total_changes, all.length);
        const google = r.data.platforms.find((p: { slug: string }) => p.slug === 'google-ads');
        const googleChanges = all.filter((c) => c.platform === 'google-ads');
        assert.equal(google.count, googleChanges.length);
        assert.equal(google.upcoming, googleChanges.filter(live).length);
        assert.equal(r.data.platforms.length, 7);
        assert.equal(r.data.tools.length, 12);
      });

      test('get_tool_pricing: the latest snapshot of a tool', async () => {
        const hunter = fixture.tools().find((t) => t.id === 'hunter')!;
        const r = await callTool(s.client, 'get_tool_pricing', { tool: 'hunter' });
        assert.equal(r.isError, false, r.text);
        assert.deepEqual(r.data.tool.plans, hunter.plans);
        assert.equal(r.data.price_events, fixture.events().filter((e) => e.tool_id === 'hunter').length);
      });

      test('get_tool_pricing and get_price_history say how and when every price was seen', async () => {
        const clay = fixture.tools().find((t) => t.id === 'clay')!;
        const r = await callTool(s.client, 'get_tool_pricing', { tool: 'clay' });
        const prov = (o: Record<string, unknown>) => [o.snapshot_source, o.observed_on, o.capture_url, o.capture_name];
        assert.deepEqual(prov(r.data.tool), prov(clay as unknown as Record<string, unknown>));
        assert.equal(r.data.tool.snapshot_source, 'capture');
        assert.match(r.data.tool.capture_url, /^https:\/\//);
        for (const p of r.data.tool.plans) assert.ok(['official', 'capture'].includes(p.snapshot_source), p.label);
        const h = await callTool(s.client, 'get_price_history', { tool: 'clay' });
        const byId = new Map(fixture.events().map((e) => [e.id, e]));
        assert.ok(h.data.events.length > 0);
        for (const e of h.data.events) assert.deepEqual(prov(e), prov(byId.get(e.id) as unknown as Record<string, unknown>), e.id);
        // And with the numbers of its prices, as the site publishes them.
        const nums = (o: Record<string, unknown>) => [o.old_price, o.price, o.currency];
        for (const e of h.data.events) assert.deepEqual(nums(e), nums(byId.get(e.id) as unknown as Record<string, unknown>), e.id);
        assert.ok(h.data.events.some((e: { price: unknown }) => typeof e.price === 'number'));
        assert.ok(h.data.events.some((e: { snapshot_source: string }) => e.snapshot_source === 'capture'));
      });

      test('get_price_history: newest first, filtered by tool, since and event', async () => {
        const events = fixture.events().filter((e) => e.tool_id === 'hunter');
        const r = await callTool(s.client, 'get_price_history', { tool: 'hunter' });
        assert.equal(r.isError, false, r.text);
        assert.equal(r.data.total, events.length);
        const dates = r.data.events.map((e: { date: string }) => e.date);
        assert.deepEqual(dates, [...dates].sort().reverse());
        const since = await callTool(s.client, 'get_price_history', { tool: 'hunter', since: '2026-01' });
        assert.equal(since.data.total, events.filter((e) => e.date >= '2026-01-01').length);
        const kind = await callTool(s.client, 'get_price_history', { event: 'allowance_change' });
        assert.equal(kind.data.total, fixture.events().filter((e) => e.event === 'allowance_change').length);
      });

      test('get_version_status: a Google Ads version gives its official sunset and the version to migrate to, for today', async () => {
        const confirmed = fixture.changes().find((c) => c.id === 'google-ads-4959f182db')!; // v21, sunset 2026-08-05
        for (const version of ['v21', '21', 'V21.0']) {
          const r = await callTool(s.client, 'get_version_status', { platform: 'google-ads', version });
          assert.equal(r.isError, false, r.text);
          assert.deepEqual(JSON.parse(r.text), r.data);
          assert.equal(r.data.matched, 1, version);
          const row = r.data.versions[0];
          assert.deepEqual([row.api, row.version, row.sunset_date, row.source_url], ['Google Ads API', 'v21', confirmed.effective_date, confirmed.source_url]);
          // On MCP_TODAY (2026-09-05) v21 has passed its sunset, though the build (2026-06-15) saw it active.
          assert.deepEqual([row.status, row.days_until_sunset], ['sunset', daysUntil('2026-08-05', MCP_TODAY)]);
          assert.equal(row.successor, 'v22');
          assert.deepEqual(r.data.latest, [{ api: 'Google Ads API', version: 'v22' }]);
          // The advice, with the target's own status and sunset for today.
          assert.deepEqual([row.migrate_to, row.migrate_to_rule, row.migrate_to_sunset_date], ['v22', 'newest', '2026-10-07']);
          assert.deepEqual(row.migrate_to_target, {
            version: 'v22',
            status: 'active',
            sunset_date: '2026-10-07',
            tentative: false,
            days_until_sunset: daysUntil('2026-10-07', MCP_TODAY),
          });
          assert.deepEqual(row.changes, ['google-ads-4959f182db']);
        }
        const built = readJson(siteDir(), 'api/versions/google-ads.json').versions.find((x: { version: string }) => x.version === 'v21');
        assert.equal(built.status, 'active', 'the build saw v21 active');
      });

      test('get_version_status: Meta v21 answers the Graph API and the Marketing API rows with their own dates', async () => {
        const r = await callTool(s.client, 'get_version_status', { platform: 'meta-ads', version: 'v21' });
        assert.equal(r.isError, false, r.text);
        const rows = r.data.versions.map((x: { api: string; sunset_date: string; status: string }) => [x.api, x.sunset_date, x.status]);
        assert.deepEqual(rows, [
          ['Graph API', '2027-01-21', 'active'],
          ['Marketing API', '2025-09-09', 'sunset'],
        ]);
        const one = await callTool(s.client, 'get_version_status', { platform: 'meta-ads', version: '21', api: 'marketing api' });
        assert.deepEqual(
          one.data.versions.map((x: { api: string }) => x.api),
          ['Marketing API'],
        );
      });

      test('get_version_status with versions: Google v20, Meta Marketing API v22.0 and LinkedIn 202505 in one call, each with migrate_to', async () => {
        const r = await callTool(s.client, 'get_version_status', {
          versions: [
            { platform: 'google-ads', version: 'v20' },
            { platform: 'meta-ads', version: 'v22.0', api: 'Meta Marketing API' },
            { platform: 'linkedin-ads', version: '2025-05' },
          ],
        });
        assert.equal(r.isError, false, r.text);
        assert.deepEqual(JSON.parse(r.text), r.data);
        assert.equal(r.data.today, MCP_TODAY);
        const [google, meta, linkedin] = r.data.results;
        // Google v20 (sunset 2026-06-10): move to v22, the newest released version on MCP_TODAY.
        assert.deepEqual(
          google.versions.map((v: { version: string; status: string; migrate_to: string }) => [v.version, v.status, v.migrate_to]),
          [['v20', 'sunset', 'v22']],
        );
        assert.equal(google.versions[0].migrate_to_target.sunset_date, '2026-10-07');
        // Meta Marketing API v22.0: the next in line is v24.0 (sunset 2026-11-10), the advice is v26.0 (released 2026-07-29, no sunset announced).
        assert.deepEqual(
          meta.versions.map((v: { api: string; version: string; successor: string; migrate_to: string }) => [v.api, v.version, v.successor, v.migrate_to]),
          [['Marketing API', 'v22.0', 'v24.0', 'v26.0']],
        );
        assert.deepEqual(meta.versions[0].successor_target, {
          version: 'v24.0',
          status: 'active',
          sunset_date: '2026-11-10',
          tentative: false,
          days_until_sunset: daysUntil('2026-11-10', MCP_TODAY),
        });
        assert.deepEqual(meta.versions[0].migrate_to_target, {
          version: 'v26.0',
          status: 'active',
          sunset_date: null,
          tentative: false,
          days_until_sunset: null,
        });
        // LinkedIn 202505 is not in the data: the nearest known versions, with their status and migrate_to, and no status of its own.
        assert.equal(linkedin.versions, undefined);
        assert.match(linkedin.error, /no LinkedIn Ads API version matches "2025-05": it has no known status, so do not assume it is safe/);
        assert.deepEqual(
          linkedin.nearest.map((n: { version: string; status: string; migrate_to: string }) => [n.version, n.status, n.migrate_to]),
          [
            ['202601', 'active', null],
            ['202510', 'active', '202601'],
          ],
          'the newest, then the nearest newer (there is no older one)',
        );
      });

      test('get_version_status: a version given as a number is its text; an unknown one gets a bounded list, never an exception', async () => {
        const asText = await callTool(s.client, 'get_version_status', { platform: 'linkedin-ads', version: '202401' });
        const asNumber = await callTool(s.client, 'get_version_status', { platform: 'linkedin-ads', version: 202401 });
        assert.equal(asNumber.text, asText.text);
        assert.equal(asNumber.isError, asText.isError);
        const listed = await callTool(s.client, 'get_version_status', { versions: [{ platform: 'google-ads', version: 22 }] });
        assert.equal(listed.isError, false, listed.text);
        assert.equal(listed.data.results[0].versions[0].version, 'v22');
        // Google v3 is long gone and not in the fixture table: older than a sunset row, so sunset by the rule.
        const v3 = await callTool(s.client, 'get_version_status', { platform: 'google-ads', version: 'v3' });
        assert.equal(v3.isError, false, v3.text);
        assert.equal(v3.data.versions[0].status, 'sunset');
        assert.equal(v3.data.versions[0].status_basis, 'rule');
        // A version newer than every known one has no status: an error naming a bounded list (nearest and newest).
        const v99 = await callTool(s.client, 'get_version_status', { platform: 'google-ads', version: 'v99' });
        assert.equal(v99.isError, true);
        assert.match(
          v99.text,
          /^no Google Ads API version matches "v99": it has no known status, so do not assume it is safe\. Nearest known versions \(and the newest of each family\): Google Ads API v22 \(active, sunset 2026-10-07\)/,
        );
        assert.ok(v99.text.length < 600, 'the list is bounded');
        assert.doesNotMatch(v3.text + v99.text + asText.text, /is not a function|TypeError/);
      });

      test('search_changes: "sunset" and "v22 sunset" on meta-ads find the Meta version records', async () => {
        const r = await callTool(s.client, 'search_changes', { query: 'sunset', platform: 'meta-ads' });
        assert.equal(r.isError, false, r.text);
        assert.ok(r.data.total > 0);
        const v22 = await callTool(s.client, 'search_changes', { query: 'v22 sunset', platform: 'meta-ads' });
        assert.deepEqual(
          v22.data.changes.map((c: { api_version: string }) => c.api_version),
          ['v22.0'],
        );
      });

      const BAD: Array<[string, Record<string, unknown>, RegExp]> = [
        [
          'get_version_status',
          { platform: 'google-ads', version: 'v99' },
          /no Google Ads API version matches "v99": it has no known status, so do not assume it is safe\. Nearest known versions \(and the newest of each family\): Google Ads API v22 \(active, sunset 2026-10-07\)\. v21, 21 and v21\.0 all match v21\.0\.$/,
        ],
        [
          'get_version_status',
          { platform: 'meta-ads', version: '21', api: 'Insights API' },
          /Meta Ads has no API family "Insights API": use one of "Graph API", "Marketing API"/,
        ],
        ['get_version_status', { platform: 'snapchat-ads', version: 'v1' }, /the data holds no API versions of Snapchat Ads/],
        ['get_version_status', { platform: 'google-ads', version: '' }, /version must not be empty/],
        ['get_version_status', { version: 'v21' }, /platform/],
        ['get_version_status', { versions: [] }, /versions must hold 1 to 50 items/],
        ['get_version_status', { platform: 'google-ads', version: 'v20', versions: [{ platform: 'google-ads', version: 'v20' }] }, /not both/],
        ['search_changes', { platform: 'tiktok-ads' }, /unknown platform "tiktok-ads": use one of amazon-ads \(Amazon Ads\)/],
        ['search_changes', { category: 'sunsets' }, /unknown category "sunsets": use one of api_version_sunset/],
        ['search_changes', { since: '2026-13' }, /since "2026-13" is not a date: use YYYY-MM-DD or YYYY-MM/],
        ['search_changes', { until: '2026-02-30' }, /until "2026-02-30" is not a date/],
        ['search_changes', { since: '2026-11', until: '2026-10' }, /since 2026-11 is after until 2026-10/],
        ['search_changes', { limit: 101 }, /limit 101 must be a whole number from 1 to 100/],
        ['search_changes', { limit: 0 }, /limit 0 must be a whole number from 1 to 100/],
        ['search_changes', { query: '%%%' }, /query "%%%" has no letters or digits/],
        ['search_changes', { platfrom: 'google-ads' }, /unknown argument "platfrom": this tool takes query, platform/],
        ['get_upcoming_deprecations', { days: -1 }, /days -1 must be a whole number from 0 to 3650/],
        ['get_upcoming_deprecations', { platform: 'Google Ads' }, /unknown platform "Google Ads"/],
        ['get_upcoming_deprecations', { category: 'sunset' }, /unknown category "sunset"/],
        ['get_change', { id: 'google-ads-0000000000' }, /no change has the id "google-ads-0000000000".*search_changes/],
        // The example id in the message is a real record of the content the bundle was built with.
        [
          'get_change',
          { id: 'v21 sunset' },
          new RegExp(`"v21 sunset" is not a change id: ids look like <platform>-<10 hex characters>, for example ${exampleChangeIdIn(FIXTURE_CONTENT)}`),
        ],
        ['get_change', {}, /id is required: a change id/],
        ['get_tool_pricing', {}, /tool is required: use one of apollo/],
        ['list_platforms', { platform: 'x-ads' }, /unknown argument "platform": this tool takes no arguments/],
        ['get_tool_pricing', { tool: 'ZoomInfo' }, /unknown tool "ZoomInfo": use one of apollo \(Apollo\.io\).*zoominfo \(ZoomInfo\)/],
        ['get_price_history', { tool: 'hubspot' }, /unknown tool "hubspot"/],
        ['get_price_history', { since: 'last year' }, /since "last year" is not a date/],
        ['get_price_history', { event: 'price_drop' }, /unknown event "price_drop": use one of first_seen, price_change, allowance_change, page_changed/],
      ];
      for (const [name, args, message] of BAD) {
        test(`${name} ${JSON.stringify(args)} is a tool error naming the bad value`, async () => {
          const r = await callTool(s.client, name, args);
          assert.equal(r.isError, true, r.text);
          assert.match(r.text, message);
        });
      }

      test('an unknown tool is a JSON-RPC invalid-params error', async () => {
        await assert.rejects(s.client.callTool({ name: 'search', arguments: {} }), (err: { code?: number }) => err.code === -32602);
      });
    });

    describe(`${label}, ${era} era: when the site fails`, () => {
      test('an upstream 500 is a tool error naming the URL and status; the server keeps serving', async () => {
        const origin = site().origin;
        site().failWith(500);
        const s = await connect(era, serverEnv(site()));
        try {
          const failed = await callTool(s.client, 'search_changes', { query: 'sunset' });
          assert.equal(failed.isError, true);
          assert.match(failed.text, new RegExp(`Could not load ${origin}/api/changes\\.json: HTTP 500`));
          const pricing = await callTool(s.client, 'get_tool_pricing', { tool: 'hunter' });
          assert.match(pricing.text, new RegExp(`Could not load ${origin}/api/prices/hunter\\.json: HTTP 500`));
          site().failWith(null);
          const ok = await callTool(s.client, 'search_changes', { query: 'sunset' });
          assert.equal(ok.isError, false, ok.text);
          assert.equal(ok.data.stale, undefined);
          // With a copy in hand, a failing site means the copy is served and the result says so.
          site().failWith(500);
          const stale = await callTool(s.client, 'search_changes', { query: 'sunset' });
          assert.equal(stale.isError, false, stale.text);
          assert.equal(stale.data.stale, true);
          assert.match(stale.data.warning, new RegExp(`Could not load ${origin}/api/changes\\.json: HTTP 500.*Serving the copy fetched at`));
          assert.equal(stale.data.total, ok.data.total);
        } finally {
          site().failWith(null);
          await s.close();
        }
      });

      test('an unreachable site is a tool error naming the URL; the server keeps serving', async () => {
        const origin = site().origin;
        const s = await connect(era, serverEnv(site()));
        try {
          const ok = await callTool(s.client, 'list_platforms');
          assert.equal(ok.isError, false, ok.text);
          await site().stop();
          const stale = await callTool(s.client, 'list_platforms');
          assert.equal(stale.data.stale, true);
          // Node 20's fetch may meet a pooled keep-alive socket the stopped server reset, Node 24's a refused connection.
          assert.match(stale.data.warning, /the site is unreachable \(connection (refused, ECONNREFUSED|reset, ECONNRESET)\)/);
          const never = await callTool(s.client, 'get_price_history');
          assert.equal(never.isError, true);
          assert.match(never.text, new RegExp(`Could not load ${origin}/api/price-history\\.json: the site is unreachable`));
          await site().start();
          const back = await callTool(s.client, 'get_price_history');
          assert.equal(back.isError, false, back.text);
        } finally {
          await site().start();
          await s.close();
        }
      });

      test('a copy is revalidated with its ETag (304) after the TTL', async () => {
        const s = await connect(era, serverEnv(site()));
        try {
          const before = site().requests('/api/changes.json').length;
          await callTool(s.client, 'search_changes', { query: 'sunset' });
          await callTool(s.client, 'search_changes', { query: 'v22' });
          const reqs = site().requests('/api/changes.json').slice(before);
          assert.deepEqual(
            reqs.map((r) => r.status),
            [200, 304],
          );
          assert.ok(reqs[1]!.ifNoneMatch, 'sent If-None-Match');
        } finally {
          await s.close();
        }
      });
    });
  }
}
