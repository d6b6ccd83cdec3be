/**
 * Amazon's /v2/hsa/ paths, judged by the official rows that name them (issue 29, endpoints in code):
 * - the Sponsored Brands v2 / HSA row (shut off 2022-12-31) names /v2/hsa/campaigns, /keywords and
 *   /negativeKeywords: those (and the ids under them) are Sponsored Brands API v2, sunset;
 * - the snapshots have a row of their own (shut off 2024-12-15): a snapshot call is a retired endpoint with that
 *   record's id and date, not Sponsored Brands API v2;
 * - Sponsored Brands version 2 reports have no shut-off row: a report request, and its download, are no finding;
 * and one call is one finding where a version detector and a retired endpoint both match it (src/check/overlap.ts).
 * On the committed content, as the scanner and the MCP tool check_versions run it.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contentData } from '../../../src/check/local-data.ts';
import { dataFrom } from '../../../src/check/data.ts';
import { detectVersions } from '../../../src/check/detect.ts';
import { EndpointMatcher } from '../../../src/check/endpoints.ts';
import { settleOverlaps } from '../../../src/check/overlap.ts';
import { VersionIndex } from '../../../src/check/resolve.ts';
import { scanPath } from '../../../src/check/scan.ts';
import { checkSnippet } from '../../../src/check/snippet.ts';

const TODAY = '2026-11-29';
const data = dataFrom(contentData() as never, 'bundle');
const index = new VersionIndex(data, TODAY);
const HOST = 'HOST = "https://advertising-api.amazon.com"\n';
const SNAPSHOTS = 'amazon-ads-1cd782cb94';
const HSA = 'amazon-ads-ac743ca0f6';

const check = (code: string, file = 'client.py') => checkSnippet(`${HOST}${code}`, index, file, data.endpoints).findings;

test('/v2/hsa/campaigns, /keywords and /negativeKeywords (and their ids) are Sponsored Brands API v2, sunset 2022-12-31', () => {
  for (const code of [
    'requests.get(HOST + "/v2/hsa/campaigns")',
    'requests.get(f"{HOST}/v2/hsa/campaigns/{campaign_id}")',
    'requests.put(HOST + "/v2/hsa/keywords", json=body)',
    'requests.post(HOST + "/v2/hsa/negativeKeywords", json=body)',
  ]) {
    const found = check(code);
    assert.equal(found.length, 1, `${code}: one finding, not also a retired endpoint of the same record`);
    const [f] = found;
    assert.deepEqual(
      [f!.kind, f!.api, f!.version, f!.status, f!.sunset_date, f!.line],
      ['code', 'Sponsored Brands API', 'v2', 'sunset', '2022-12-31', 2],
      code,
    );
    assert.ok(data.versions.find((r) => r.api === 'Sponsored Brands API' && r.version === 'v2')!.changes.includes(HSA));
  }
});

test('a Sponsored Brands v2 snapshot call is the snapshot record, shut off 2024-12-15, not Sponsored Brands API v2', () => {
  for (const [code, path] of [
    ['requests.post(f"{HOST}/v2/hsa/{record_type}/snapshot", json=body)', '/v2/hsa/{recordType}/snapshot'],
    ['requests.get(HOST + "/v2/hsa/campaigns/snapshot")', '/v2/hsa/{recordType}/snapshot'],
    ['requests.get(f"{HOST}/v2/hsa/snapshots/{snapshot_id}")', '/v2/hsa/snapshots/{snapshotId}'],
    ['requests.get(HOST + "/v2/hsa/snapshots/" + sid + "/download")', '/v2/hsa/snapshots/{snapshotId}/download'],
  ] as const) {
    const found = check(code);
    assert.equal(found.length, 1, code);
    const [f] = found;
    assert.equal(f!.kind, 'endpoint', code);
    assert.equal(f!.status, 'sunset');
    assert.equal(f!.sunset_date, '2024-12-15');
    assert.equal(f!.version, null);
    assert.equal(f!.endpoint?.record_id, SNAPSHOTS);
    assert.equal(f!.endpoint?.path, path);
    assert.notEqual(f!.sunset_date, '2022-12-31');
  }
});

test('a snapshot path under /v2/hsa/ counts in a file that does not name Amazon, as the version detectors count /v2/hsa/', () => {
  // As python-amazon-ad-api's ad_api/api/sb/snapshots.py declares it (its docstring says "Amazon Advertising API", no host).
  const text = "class Snapshots(Client):\n    @sp_endpoint('/v2/hsa/{}/snapshot', method='POST')\n    def post_snapshot(self, recordType, **kwargs): ...";
  const found = checkSnippet(text, index, 'ad_api/api/sb/snapshots.py', data.endpoints).findings;
  assert.deepEqual(
    found.map((f) => [f.line, f.kind, f.sunset_date, f.endpoint?.record_id]),
    [[2, 'endpoint', '2024-12-15', SNAPSHOTS]],
  );
  // A DSP path still needs Amazon named (/dsp/ is no prefix of a version detector).
  assert.deepEqual(checkSnippet('requests.post(base + "/dsp/reports")', index, 'a.py', data.endpoints).findings, []);
});

test("one line, one finding per record: a second call of the version row's record on its line is not told again", () => {
  const found = check('# from the /v2/sp/keywords/report resource, or the /v2/sp/targets/report resource');
  assert.deepEqual(
    found.map((f) => [f.kind, f.api, f.version, f.sunset_date]),
    [['code', 'Sponsored Products reporting', 'v2', '2023-03-30']],
  );
});

test('a Sponsored Brands version 2 report request, and its download, are no finding (no shut-off row)', () => {
  assert.deepEqual(check('requests.post(f"{HOST}/v2/hsa/{record_type}/report", json=body)'), []);
  assert.deepEqual(check('requests.post(HOST + "/v2/hsa/keywords/report", json=body)'), []);
  // As python-amazon-ad-api writes its Sponsored Brands reports client (ad_api/api/sb/reports.py).
  const client =
    "@sp_endpoint('/v2/hsa/{}/report', method='POST')\ndef post_report(self): ...\n@sp_endpoint('/v2/reports/{}', method='GET')\ndef get_report(self): ...";
  assert.deepEqual(check(client, 'ad_api/api/sb/reports.py'), []);
  // The same download beside Sponsored Products version 2 reports is theirs (sunset 2023-03-30).
  const sp = check(client.replace('/v2/hsa/', '/v2/sp/'), 'ad_api/api/sp/reports.py');
  assert.deepEqual(
    sp.map((f) => [f.api, f.version, f.sunset_date]),
    [
      ['Sponsored Products reporting', 'v2', '2023-03-30'],
      ['Sponsored Products reporting', 'v2', '2023-03-30'],
    ],
  );
});

test('Sponsored Products v2: a snapshot call is its own record (2024-12-15); a campaign-management path stays the version finding', () => {
  const [snap, ...rest] = check('requests.post(f"{HOST}/v2/sp/{record_type}/snapshot")');
  assert.equal(rest.length, 0);
  assert.deepEqual([snap!.kind, snap!.sunset_date, snap!.endpoint?.path], ['endpoint', '2024-12-15', '/v2/sp/{recordType}/snapshot']);
  const groups = check('requests.get(HOST + "/v2/sp/adGroups/")');
  assert.deepEqual(
    groups.map((f) => [f.kind, f.api, f.version, f.sunset_date]),
    [['code', 'Sponsored Products API', 'v2', '2023-06-30']],
  );
});

test('the overlap rule: two calls on one line are both kept; a call that matches nothing else stays', () => {
  const text = `${HOST}a = [HOST + "/v2/hsa/campaigns", HOST + "/v2/hsa/snapshots/" + sid]`;
  const usages = detectVersions(text, 'a.py');
  const calls = new EndpointMatcher(data.endpoints).find(text, 'a.py');
  const settled = settleOverlaps(usages, calls, index);
  assert.deepEqual(
    settled.usages.map((u) => u.match),
    ['/v2/hsa/campaigns'],
  );
  assert.deepEqual(
    settled.calls.map((c) => c.entry.record_id),
    [SNAPSHOTS],
  );
  assert.deepEqual(settleOverlaps(usages, [], index).usages, usages);
});

test('a scan of a folder settles the same way', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'hsa-scope-'));
  try {
    writeFileSync(
      join(dir, 'client.py'),
      `${HOST}def a(): return get(HOST + "/v2/hsa/campaigns")\ndef b(t): return post(f"{HOST}/v2/hsa/{t}/snapshot")\ndef c(t): return post(f"{HOST}/v2/hsa/{t}/report")\n`,
    );
    const { findings } = await scanPath(dir, index, { cwd: dir, endpoints: new EndpointMatcher(data.endpoints) });
    assert.deepEqual(
      findings.map((f) => [f.line, f.kind, f.version, f.sunset_date, f.endpoint?.record_id ?? null]),
      [
        [2, 'code', 'v2', '2022-12-31', null],
        [3, 'endpoint', null, '2024-12-15', SNAPSHOTS],
      ],
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
