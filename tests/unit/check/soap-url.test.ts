/**
 * A SOAP service URL of Microsoft Advertising in code is judged on the SOAP retirement row (Bing Ads API (SOAP) 13,
 * sunset 2027-01-31) and, like the version table's "Migrate to" cell and the SDK pins, says where to go: the same
 * version on the REST endpoints. Before, the sentence ended at the date, with no advice at all. On the real content.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contentData } from '../../../src/check/local-data.ts';
import { dataFrom } from '../../../src/check/data.ts';
import { describe } from '../../../src/check/formats.ts';
import { VersionIndex } from '../../../src/check/resolve.ts';
import { scanPath } from '../../../src/check/scan.ts';
import { SOAP_FAMILY } from '../../../src/check/sdk-transport.ts';

const TODAY = '2026-11-29';
const index = new VersionIndex(dataFrom(contentData({ ...process.env, BUILD_DATE: TODAY }), 'content'), TODAY);

test('a SOAP service URL is the SOAP retirement, with the advice to move to the REST endpoints of the same version', async () => {
  const root = mkdtempSync(join(tmpdir(), 'changeline-soap-url-'));
  writeFileSync(
    join(root, 'client.py'),
    'URL = "https://campaign.api.bingads.microsoft.com/Api/Advertiser/CampaignManagement/v13/CampaignManagementService.svc"\n',
  );
  writeFileSync(join(root, 'requirements.txt'), 'bingads==13.0.11.1\n');
  const { findings } = await scanPath(root, index, { cwd: root });
  const url = findings.find((f) => f.kind === 'code');
  assert.ok(url, JSON.stringify(findings));
  assert.equal(url.api, SOAP_FAMILY);
  assert.equal(url.sunset_date, '2027-01-31');
  assert.equal(url.migrate_to, null, 'no newer version of the SOAP family: the advice is a transport, not a version');
  assert.match(
    describe({ ...url, violation: null }),
    /: active, sunset 2027-01-31 \(in 63 days\); move to REST \(version 13 on the REST endpoints, https:\/\/learn\.microsoft\.com\/en-us\/advertising\/guides\/migrate-to-rest\)$/,
  );
  // The SDK pin keeps its own advice, once.
  const pin = findings.find((f) => f.kind === 'manifest')!;
  assert.match(describe({ ...pin, violation: null }), /; replace bingads with msads \(on REST\)$/);
});
