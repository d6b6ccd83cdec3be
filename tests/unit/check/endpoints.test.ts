/**
 * Retired endpoints in code (src/check/endpoints.ts): every form of the
 * pattern table matches what it must and nothing it must not; every file an
 * endpoint can match passes the scanner's literal prefilter; the committed
 * Amazon records give findings with their own id, date and status, the method
 * named on the line picking among records of one path; the collector reads
 * the operations from a row's own cells and invents none.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import {
  ENDPOINT_CONTEXTS,
  ENDPOINT_FORMS,
  EndpointMatcher,
  endpointTable,
  formEntry,
  needlesMissingFromPrefilter,
  resolveEndpoint,
} from '../../../src/check/endpoints.ts';
import { PREFILTER } from '../../../src/check/detect.ts';
import { endpointsOfRow, operationsOf } from '../../../src/collect/lib/endpoints.ts';
import { readRecords } from '../../../src/model/content-files.ts';
import type { ChangeRecord } from '../../../src/schemas/change.ts';
import type { PlatformSlug } from '../../../src/schemas/common.ts';
import { ROOT } from '../../../src/build/repo-root.ts';

const changes = readRecords<ChangeRecord>(join(ROOT, 'content'), 'changes');
const table = endpointTable(changes);
const matcher = new EndpointMatcher(table);
const HOST = 'HOST = "https://advertising-api.amazon.com"\n';

test('every form of the endpoint pattern table: the match it must report, or none', () => {
  for (const f of ENDPOINT_FORMS) {
    const got = new EndpointMatcher([formEntry(f)]).find(f.text, f.file).map((u) => u.match);
    assert.deepEqual(got, f.match === null ? [] : [f.match], `${f.form}: ${f.text}`);
    if (f.match !== null) assert.ok(PREFILTER.test(f.text), `${f.form}: the prefilter lets the file through`);
  }
  assert.ok(ENDPOINT_FORMS.some((f) => f.match === null) && ENDPOINT_FORMS.some((f) => f.match !== null));
});

test('every endpoint platform has a context, whose needles are in the prefilter', () => {
  assert.deepEqual(needlesMissingFromPrefilter(), []);
  for (const e of table) assert.ok(ENDPOINT_CONTEXTS[e.platform as PlatformSlug], `${e.record_id}: ${e.platform} has a context`);
});

test('the committed records: every DSP part retires operations; a superseded one takes the date of the record that replaces it', () => {
  const ids = new Set(table.map((e) => e.record_id));
  const parts = changes.filter((c) => c.part_of !== undefined && c.platform === 'amazon-ads');
  for (const p of parts) assert.ok(ids.has(p.id), `${p.id} (${p.title}) names its endpoints`);
  assert.ok(parts.length >= 43, `${parts.length} parts`);
  const byId = new Map(changes.map((c) => [c.id, c]));
  for (const c of changes.filter((x) => x.endpoints !== undefined && x.superseded_by !== undefined)) {
    const e = table.find((t) => t.record_id === c.id)!;
    assert.equal(e.effective_date, byId.get(c.superseded_by!)!.effective_date ?? null, c.id);
  }
});

test('a call of POST /dsp/reports is a finding with its record, date and status', () => {
  const [u, ...rest] = matcher.find(`${HOST}r = requests.post(HOST + "/dsp/reports", json=body)`, 'reports.py');
  assert.equal(rest.length, 0);
  const rec = changes.find((c) => c.title === 'Amazon DSP POST /dsp/reports shut off')!;
  assert.equal(u!.entry.record_id, rec.id);
  const f = resolveEndpoint('jobs/reports.py', u!, '2026-11-29');
  assert.equal(f.line, 2);
  assert.equal(f.kind, 'endpoint');
  assert.equal(f.status, 'sunset');
  assert.equal(f.sunset_date, rec.effective_date);
  assert.equal(f.sunset_date, '2025-06-30');
  assert.deepEqual(f.endpoint, { record_id: rec.id, title: rec.title, method: 'POST', path: '/dsp/reports', field: null, value: null, upcoming: false });
  const before = resolveEndpoint('jobs/reports.py', u!, '2025-06-01');
  assert.equal(before.status, 'deprecated');
  assert.equal(before.endpoint!.upcoming, true);
  assert.equal(before.days_until_sunset, 29);
});

test('records of one path: the method the line names picks the record', () => {
  const put = matcher.find(`${HOST}requests.put(HOST + "/dsp/orders/", json=orders)`, 'a.py');
  assert.equal(put.length, 1);
  assert.equal(put[0]!.entry.method, 'PUT');
  const post = matcher.find(`${HOST}requests.post(HOST + "/dsp/orders/", json=orders)`, 'a.py');
  assert.equal(post[0]!.entry.method, 'POST');
});

test('the longest path wins: /accounts/{accountId}/dsp/reports is not also /dsp/reports', () => {
  const got = matcher.find(`${HOST}requests.post(f"{HOST}/accounts/{account}/dsp/reports")`, 'a.py');
  assert.deepEqual(
    got.map((u) => u.entry.path),
    ['/accounts/{accountId}/dsp/reports'],
  );
});

test('no finding: /reports of another API, a DSP path without Amazon named, the v1 replacements', () => {
  assert.deepEqual(matcher.find('fetch("https://api.stripe.com/v1/reports")\nfetch(base + "/reports")', 'a.js'), []);
  assert.deepEqual(matcher.find('requests.post("/dsp/reports")', 'a.py'), []);
  assert.deepEqual(matcher.find(`${HOST}requests.post(HOST + "/dsp/v1/campaigns/list")\nrequests.post(HOST + "/reporting/reports")`, 'a.py'), []);
});

test('a match in a comment is marked', () => {
  const [u] = matcher.find(`${HOST}# requests.post(HOST + "/dsp/reports")`, 'a.py');
  assert.equal(u!.comment, true);
});

test('the collector reads operations from the row, a method per line, and invents none', () => {
  const cell = (lines: string[]) => ({ text: lines.join(' '), lines, links: lines });
  assert.deepEqual(operationsOf('GET /dsp/orders/{orderId}'), [{ method: 'GET', path: '/dsp/orders/{orderId}' }]);
  assert.deepEqual(operationsOf('GET/dsp/apps'), [{ method: 'GET', path: '/dsp/apps' }]);
  assert.deepEqual(operationsOf('GET dsp/orders/{orderId}/conversionTracking/pixels'), [
    { method: 'GET', path: '/dsp/orders/{orderId}/conversionTracking/pixels' },
  ]);
  assert.deepEqual(
    operationsOf('GET, PUT, POST, GET /v2/portfolios').map((o) => o.method),
    ['GET', 'PUT', 'POST'],
  );
  // A bare suffix names no operation; a host is no path.
  assert.deepEqual(operationsOf('/campaigns/'), []);
  assert.deepEqual(operationsOf('https://advertising-api-test.amazon.com'), []);
  assert.deepEqual(endpointsOfRow(cell(['Amazon DSP']), cell(['POST /dsp/creatives/image', 'POST /dsp/creatives/video', 'POST /dsp/creatives/image'])), [
    { method: 'POST', path: '/dsp/creatives/image' },
    { method: 'POST', path: '/dsp/creatives/video' },
  ]);
  assert.deepEqual(endpointsOfRow(cell(['POST/dsp/v1/adGroups inventoryType enum value']), cell(['VIDEO'])), [
    { method: 'POST', path: '/dsp/v1/adGroups', field: 'inventoryType', value: 'VIDEO' },
  ]);
  assert.deepEqual(endpointsOfRow(cell(['Sponsored Products v1 campaign management']), cell(['/campaigns/', '/adGroups/'])), []);
});

test('a client that names Amazon DSP and declares its paths with a method argument (as python-amazon-ad-api does)', () => {
  // Written here in the shape of denisneuf/python-amazon-ad-api@7904c6d ad_api/api/dsp/reports.py, whose two
  // decorated paths the scanner reports (POST and GET of /accounts/{}/dsp/reports): nothing else in that package.
  const text = [
    'class Reports(Client):',
    '    """Amazon DSP reports: https://advertising.amazon.com/API/docs/en-us/dsp-reports-beta-3p"""',
    '',
    "    @endpoint('/accounts/{}/dsp/reports', method='POST')",
    '    def post_report(self, account_id, **kwargs):',
    '        return self._request(fill(kwargs.pop("path"), account_id))',
    '',
    "    @endpoint('/accounts/{}/dsp/reports/{}', method='GET')",
    '    def get_report(self, account_id, report_id, **kwargs):',
    '        return self._request(fill(kwargs.pop("path"), account_id, report_id))',
  ].join('\n');
  assert.ok(PREFILTER.test(text));
  assert.deepEqual(
    matcher.find(text, 'ad_api/api/dsp/reports.py').map((u) => `${u.line} ${u.entry.method} ${u.entry.path} ${u.entry.effective_date}`),
    ['4 POST /accounts/{accountId}/dsp/reports 2025-06-30', '8 GET /accounts/{accountId}/dsp/reports/{reportId} 2025-06-30'],
  );
});
