/**
 * The JSON report and its published JSON Schema (src/schemas/check.ts,
 * served at CHECK_REPORT_SCHEMA_PATH): the schema the site publishes is the
 * one generated from the zod schema, and a real report of the planted
 * repository validates against it with ajv (draft 2020-12); a report
 * missing a field or with an unknown status does not.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { GET } from '../../../src/pages/check-report.schema.json.ts';
import { checkReportJsonSchema, CheckReport } from '../../../src/schemas/check.ts';
import { CHECK_REPORT_SCHEMA_PATH } from '../../../src/model/links.ts';
import { siteUrl } from '../../../src/model/site-url.ts';
import { dataFrom } from '../../../src/check/data.ts';
import { VersionIndex } from '../../../src/check/resolve.ts';
import { scanPath } from '../../../src/check/scan.ts';
import { buildReport } from '../../../src/check/cli.ts';
import { DEFAULT_POLICY } from '../../../src/check/policy.ts';

const FIX = join(import.meta.dirname, '../../fixtures/check');

async function report() {
  const data = dataFrom(
    { versions: JSON.parse(readFileSync(join(FIX, 'data/versions.json'), 'utf8')), sdks: JSON.parse(readFileSync(join(FIX, 'data/sdks.json'), 'utf8')) },
    'fixture',
  );
  const scan = await scanPath(join(FIX, 'repo'), new VersionIndex(data, '2026-11-27'), { cwd: join(FIX, 'repo') });
  return buildReport({ policy: DEFAULT_POLICY, now: '2026-11-27T00:00:00Z' }, data, 'site', scan.findings, scan.warnings);
}

test('the published schema is the one generated from src/schemas/check.ts', async () => {
  const text = await GET().text();
  assert.deepEqual(JSON.parse(text), checkReportJsonSchema(siteUrl(), CHECK_REPORT_SCHEMA_PATH));
  // A JSON Schema document, read by path.
  const body = JSON.parse(text);
  assert.equal(body.$id, `${siteUrl()}${CHECK_REPORT_SCHEMA_PATH}`);
  assert.equal(body.$ref, '#/$defs/CheckReport');
  assert.deepEqual(body.$defs.CheckReport.required, ['generated_at', 'data_as_of', 'data_source', 'policy', 'failed', 'findings', 'warnings']);
  const finding = body.$defs.CheckFinding;
  assert.deepEqual(finding.required.slice(0, 14), [
    'file',
    'line',
    'platform',
    'api',
    'version',
    'status',
    'sunset_date',
    'days_until_sunset',
    'migrate_to',
    'breaking_to_target',
    'migration_url',
    'changelog_missing',
    'source_url',
    'record_url',
  ]);
  assert.match(finding.properties.breaking_to_target.description, /breaking changes/i);
});

test('a real report validates against the JSON Schema; broken ones do not', async () => {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  const validate = ajv.compile(checkReportJsonSchema(siteUrl(), CHECK_REPORT_SCHEMA_PATH));
  // The report as JSON, copied and broken below.
  const json = JSON.stringify(await report());
  const r = JSON.parse(json);
  assert.ok(r.findings.length > 20);
  assert.equal(validate(JSON.parse(json)), true, JSON.stringify(validate.errors));
  assert.ok(CheckReport.safeParse(r).success);
  const missing = JSON.parse(json);
  delete missing.findings[0].migrate_to;
  assert.equal(validate(missing), false);
  const badStatus = JSON.parse(json);
  badStatus.findings[0].status = 'safe';
  assert.equal(validate(badStatus), false, 'there is no "safe" status');
});
